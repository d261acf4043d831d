import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTeamOutput } from '../../addin/run/compute-team';
import { readTeamTrf, teamStandingsBlock } from '../../io';
import { evaluateTeamEvent } from '../../engine';
import { choiceFromText } from '../../pipeline';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * Issue 15, item 4: a team event ranked in the task pane's worker writes what `regula rank
 * --out` writes for a team TRF — the crosstable of teams with each team's result, Regula
 * Standings and Regula Audit under the run's header — from the same io blocks. The event is
 * the bundled team Swiss (samples/tournaments/team-swiss-6.trf), ranked by the bundled
 * regulation; the CLI's numbers for it are in docs/cli.md (Team events).
 */
const TRF = readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf'), 'latin1');
const REGULATION = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula'), 'utf8');

async function run() {
  const event = readTeamTrf(TRF, { file: 'team-swiss-6.trf' }).event!;
  const { choice } = await choiceFromText(REGULATION, 'the Regulation panel');
  const output = await computeTeamOutput(event, choice!.regulation, {
    input: "'Pairings'!A1:J40",
    regulationSha256: choice!.sha256,
    ranAt: new Date('2026-11-26T12:00:00Z'),
  });
  return { event, regulation: choice!.regulation, output };
}

describe('a team event in the add-in (computeTeamOutput)', () => {
  it('writes Regula Team Crosstable, Regula Standings and Regula Audit, no result block beside the source sheet', async () => {
    const { output } = await run();
    expect(output.sheets.map((s) => s.name)).toEqual(['Regula Team Crosstable', 'Regula Standings', 'Regula Audit']);
    expect(output.result).toBeUndefined();
    expect(output.engineIssues).toEqual([]);
  });

  it('the crosstable of teams carries each team’s rank, values and what decided on its row', async () => {
    const { output } = await run();
    const table = output.sheets[0]!.blocks.find((b) => b.name === 'crosstable of teams')!.cells;
    const header = table[0]!;
    const rank = header.indexOf('Rank');
    expect(header[rank - 1]).toBeNull(); // one empty column between the crosstable and the results
    expect(header.slice(rank)).toEqual(['Rank', 'MP', 'EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP', 'Decided by']);
    const byTeam = new Map(table.slice(1).map((row) => [row[0], row.slice(rank)]));
    expect(byTeam.get(2)).toEqual([4, 2, 'MP 1 | GP 1 | TBR board 1 1', 2, 7, 2, 'EDET/P']);
    expect(byTeam.get(3)).toEqual([5, 2, 'MP 1 | GP 1 | TBR board 1 0', 6.5, 9, 2.5, 'EDET/P']);
    expect(byTeam.get(1)![0]).toBe(1);
  });

  it('the standings are the CLI’s: the same block from the same evaluation', async () => {
    const { event, regulation, output } = await run();
    const standings = output.sheets[1]!.blocks.find((b) => b.name === 'standings')!.cells;
    expect(standings).toEqual(teamStandingsBlock(evaluateTeamEvent(event, regulation)));
    expect(standings.slice(1).map((row) => `${row[0]} ${row[2]}`)).toEqual([
      '1 Caissa Chess Club',
      '2 Fianchetto Club',
      '3 Northgate Bishops',
      '4 Riverside Rooks',
      '5 Old Town Knights',
      '6 Harbour Pawns',
    ]);
  });

  it('the audit has every contribution, and the explanations say how each tie was split', async () => {
    const { output } = await run();
    const audit = output.sheets[2]!.blocks.find((b) => b.name === 'audit')!.cells;
    expect(audit[0]![0]).toBe('No');
    expect(audit.length).toBeGreaterThan(6 * 5);
    expect(output.explanations).toContain(
      'EDET/P — Riverside Rooks (2) MP 1 | GP 1 | TBR board 1 1 > Old Town Knights (3) MP 1 | GP 1 | TBR board 1 0',
    );
  });
});
