import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../io';
import { computeRun, readCrosstable } from '../../addin/run/compute-run';
import { REGULATION } from './support';

const csv = parseCsv('#,Name,Rd 1,Rd 2\n1,Ann,W2,H---\n2,Bob,L1,W3\n3,Cy,B---,L2\n');
const request = { sheet: 'S', origin: { row: 1, column: 1 }, values: csv, layout: 'auto' as const, opponentNumbers: 'auto' as const };
const run = (regulationText: string, values = csv) =>
  computeRun({ ...request, values, regulationText, input: "'S'!A1:D4", ranAt: '2026-03-01T10:00:00.000Z' }, () => 0);

describe('the engine worker’s computation', () => {
  it('previews what was read: players, rounds and the kinds of unplayed rounds', () => {
    const reading = readCrosstable(request);
    expect(reading.layout.name).toBe('us-wall-chart');
    expect(reading.preview).toMatchObject({
      players: 3,
      rounds: 2,
      unplayed: [
        { kind: 'hpb', words: 'a half-point bye', count: 1 },
        { kind: 'pab', count: 1 },
      ],
    });
    expect(reading.preview!.sample[0]!.rounds).toEqual(['a win against 2 (Bob)', 'a half-point bye']);
  });

  it('builds the CLI’s sheets, the result columns and the explanations, with hashes in the header', async () => {
    const result = await run(REGULATION);
    expect(result.stopped).toBeUndefined();
    const output = result.output!;
    expect(output.sheets.map((s) => s.name)).toEqual(['Regula Standings', 'Regula Audit']);
    const header = output.sheets[0]!.blocks[0]!.cells;
    expect(header.find((r) => r[0] === 'Input')).toEqual(['Input', "'S'!A1:D4"]);
    expect(header.find((r) => r[0] === 'Run at')).toEqual(['Run at', '2026-03-01T10:00:00.000Z']);
    // The hash of the text as run: what `sha256sum` gives for the same text saved as a .regula file (and the CLI records).
    const textHash = createHash('sha256').update(REGULATION, 'utf8').digest('hex');
    expect(header.find((r) => r[0] === 'Regulation hash (SHA-256)')).toEqual(['Regulation hash (SHA-256)', textHash]);
    expect(output.result!.header).toEqual(['Rank', 'Points', 'BH/C1', 'BH', 'SB', 'Decided by']);
    expect(await run(REGULATION)).toEqual(result);
  });

  it('computes nothing when the regulation has errors, and says why', async () => {
    const result = await run('regulation "x"\ntie-breaks\n  1. BHX\n');
    expect(result.output).toBeUndefined();
    expect(result.stopped).toContain('regulation has errors');
    expect(result.diagnostics.map((d) => d.code)).toContain('dsl/unknown-criterion');
  });

  it('computes nothing when the crosstable has errors', async () => {
    const broken = parseCsv('#,Name,Rd 1,Rd 2\n1,Ann,W2,Q\n2,Bob,L1,W3\n3,Cy,B---,L2\n');
    const result = await run(REGULATION, broken);
    expect(result.output).toBeUndefined();
    expect(result.stopped).toContain('crosstable has errors');
    expect(result.reading.issues[0]).toMatchObject({ severity: 'error', location: { row: 2, column: 4 } });
  });
});
