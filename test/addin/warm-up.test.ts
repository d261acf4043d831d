import { describe, expect, it } from 'vitest';
import { computeRun } from '../../addin/run/compute-run';
import { explainLast } from '../../addin/run/explain-last';
import { reportLast } from '../../addin/run/report-last';
import { warmUp, warmUpRequest } from '../../addin/run/warm-up';
import { en } from '../../addin/strings/en';

// The engine worker ranks a small Swiss before its first request (addin/run/warm-up.ts).
describe('the engine worker’s warm-up', () => {
  it('ranks its six players by every criterion of the list, as a Swiss', async () => {
    const result = await computeRun(warmUpRequest());
    expect(result.stopped).toBeUndefined();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.reading.preview).toMatchObject({ players: 6, rounds: 3 });
    const standings = result.output!.sheets.find((s) => s.name === 'Regula Standings')!.blocks.find((b) => b.name === 'standings')!.cells;
    // Cedar and Ash both score 2½; the list decides between them (BWG: Cedar won one game with Black).
    expect(standings.slice(1, 3).map((row) => row.slice(0, 3))).toEqual([
      [1, 3, 'Cedar, Cy'],
      [2, 1, 'Ash, Ann'],
    ]);
    expect(standings[0]!.length).toBeGreaterThan(34);
  });

  it('leaves nothing behind for Why or the audit report', async () => {
    await computeRun(warmUpRequest());
    expect(reportLast()).not.toBeNull();
    await warmUp();
    expect(reportLast()).toBeNull();
    expect(explainLast({ player: 3 } as never)).toEqual([en.run.explainFirst]);
  });
});
