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

describe('Compare with…: the Regula Compare sheet', () => {
  const compare = (compareWith: NonNullable<Parameters<typeof computeRun>[0]['compareWith']>) =>
    computeRun({ ...request, regulationText: REGULATION, input: "'S'!A1:D4", ranAt: '2026-03-01T10:00:00.000Z', compareWith }, () => 0);

  /*
   * Ann 1.5 (a win over Bob, a half-point bye); Bob 1 and Cy 1 (a pairing-allocated bye, a loss
   * to Bob). The panel's regulation separates Bob and Cy by its list; a regulation that ranks by
   * points alone leaves them sharing 2–3, so whoever was 3rd is 2nd (competition ranks).
   */
  it('ranks by the second regulation too and writes both places side by side, with the summary', async () => {
    const result = await compare({ kind: 'regulation', text: 'regulation "Points only"\nrules fide-2026\ntie-breaks\n  then shared\n' });
    const sheets = result.output!.sheets;
    expect(sheets.map((s) => s.name)).toEqual(['Regula Standings', 'Regula Audit', 'Regula Compare']);
    const [header, against, table, summary] = sheets[2]!.blocks;
    expect(header!.cells).toEqual(sheets[0]!.blocks[0]!.cells);
    expect(against!.cells).toEqual([
      ['Compared with', 'Points only'],
      ['Rules', 'fide-2026'],
      ['Ranking list', 'PTS'],
    ]);
    const standings = sheets[0]!.blocks[1]!.cells;
    const third = standings[3]!;
    expect(table!.cells[0]).toEqual(['No', 'Name', 'Place before', 'Decided before', 'Place after', 'Decided after', 'Change']);
    expect(table!.cells.slice(1).map((r) => [r[0], r[2], r[4], r[6]])).toEqual([
      [1, 1, 1, ''],
      [standings[2]![1], 2, '2–3', ''],
      [third[1], 3, '2–3', 'up 1'],
    ]);
    expect(summary!.cells[0]).toEqual(['Places changed: 1 of 3 participants.']);
  });

  it('compares with another edition of the same regulation', async () => {
    const result = await compare({ kind: 'edition', edition: 'fide-2024' });
    const sheet = result.output!.sheets.find((s) => s.name === 'Regula Compare')!;
    expect(sheet.blocks[1]!.cells[1]).toEqual(['Rules', 'fide-2024']);
    expect(sheet.blocks[2]!.cells).toHaveLength(4);
  });

  it('computes nothing when the regulation to compare with has errors', async () => {
    const result = await compare({ kind: 'regulation', text: 'regulation "x"\ntie-breaks\n  1. BHX\n' });
    expect(result.output).toBeUndefined();
    expect(result.stopped).toBe('The regulation to compare with has errors: fix it, or compare with nothing.');
  });
});
