import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeRun, readCrosstable } from '../../addin/run/compute-run';
import { teamOutput } from '../../addin/run/compute-team';
import { explainLast } from '../../addin/run/explain-last';
import { parseCsv, readTeamTrf, teamStandingsBlock } from '../../io';
import { evaluateTeamEvent } from '../../engine';
import { choiceFromText, runTournament, type TeamRun } from '../../pipeline';
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
  const file = 'team-swiss-6.trf';
  const outcome = await runTournament({
    inputs: [{ source: { kind: 'text', file, text: TRF }, file, name: file, facts: {} }],
    regulation: { kind: 'compiled', choice: choice! },
    ranAt: new Date('2026-11-26T12:00:00Z'),
    sections: false,
  });
  expect(outcome.run?.kind).toBe('team');
  const output = await teamOutput(outcome.run as TeamRun, { input: "'Pairings'!A1:J40", ranAt: '2026-11-26T12:00:00Z' });
  return { event, regulation: choice!.regulation, output };
}

describe('a team event in the add-in (teamOutput)', () => {
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

describe('a chess-results board pairings export on a sheet, read and run in the worker', () => {
  const cellsOf = (file: string) =>
    parseCsv(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', file), 'utf8')).map((row) =>
      row.map((v) => (v === undefined || v === '' ? null : v)),
    );
  const request = (values: ReturnType<typeof cellsOf>) => ({
    sheet: 'Pairings',
    origin: { row: 1, column: 1 },
    values,
    layout: 'auto' as const,
    opponentNumbers: 'auto' as const,
  });

  it('the Crosstable panel reads the teams, not a crosstable', () => {
    const reading = readCrosstable(request(cellsOf('team-swiss-6x2-en.csv')));
    expect(reading.issues).toEqual([]);
    expect(reading.teams).toEqual([
      '1 Team 1: 2 players',
      '2 Team 2: 2 players',
      '3 Team 3: 2 players',
      '4 Team 4: 2 players',
      '5 Team 5: 2 players',
      '6 Team 6: 2 players',
    ]);
    expect(reading.layout.notes.at(-1)).toBe(
      'The sheet holds the board pairings of a team event (a chess-results export in English): 6 teams, 3 rounds, 2 boards. Run ranks the teams.',
    );
  });

  it('Run ranks the teams as the TRF the export was made from ranks them', async () => {
    const result = await computeRun({
      ...request(cellsOf('team-swiss-6x2-en.csv')),
      regulationText: REGULATION,
      input: "'Pairings'!A1:I40",
      ranAt: '2026-11-26T12:00:00Z',
    });
    expect(result.stopped).toBeUndefined();
    const output = result.output!;
    expect(output.sheets.map((s) => s.name)).toEqual(['Regula Team Crosstable', 'Regula Standings', 'Regula Audit']);
    expect(output.explain).toBe('ties');
    const standings = output.sheets[1]!.blocks.find((b) => b.name === 'standings')!.cells;
    const fromTrf = readTeamTrf(readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'), 'latin1')).event!;
    const { choice } = await choiceFromText(REGULATION, 'r');
    const expected = teamStandingsBlock(evaluateTeamEvent(fromTrf, choice!.regulation));
    // Same places, teams and values; the names are the export's (Team 1 …), as the TRF's.
    expect(standings.map((row) => row.filter((_, k) => k !== 2))).toEqual(expected.map((row) => row.filter((_, k) => k !== 2)));
    expect(standings.slice(1).map((row) => `${row[0]} ${row[1]} ${row[3]}`)).toEqual([
      '1 1 5',
      '2 4 4',
      '3 5 3',
      '4 2 2',
      '5 3 2',
      '6 6 0',
    ]);
  });

  it('a result the reader cannot read stops the run and is shown at its cell', async () => {
    const values = cellsOf('team-swiss-6x2-en.csv');
    const row = values.findIndex((r) => r[0] === '1.1');
    values[row]![8] = '1 - x';
    const result = await computeRun({ ...request(values), regulationText: REGULATION, input: 'x', ranAt: '2026-11-26T12:00:00Z' });
    expect(result.stopped).toBe('The team pairings have errors: see the Crosstable panel.');
    expect(
      result.reading.issues.map(
        (i) => `${i.location.kind === 'cell' ? `${i.location.sheet}!R${i.location.row}C${i.location.column}` : ''} ${i.severity} ${i.code}`,
      ),
    ).toContain(`Pairings!R${row + 1}C9 error pairings/unknown-result`);
  });
});

describe('a chess-results team crosstable on a sheet (match totals, no boards) in the worker', () => {
  const values = parseCsv(
    readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'team-crosstable-swiss-6x2-en.csv'), 'utf8'),
  ).map((row) => row.map((v) => (v === undefined || v === '' ? null : v)));
  const request = { sheet: 'Teams', origin: { row: 1, column: 1 }, values, layout: 'auto' as const, opponentNumbers: 'auto' as const };

  it('is read as the team event and ranked on the totals; the board criteria say they need the boards', async () => {
    expect(readCrosstable(request).teams).toHaveLength(6);
    const result = await computeRun({ ...request, regulationText: REGULATION, input: "'Teams'!A1:H12", ranAt: '2026-11-26T12:00:00Z' });
    expect(result.stopped).toBeUndefined();
    const standings = result.output!.sheets.find((s) => s.name === 'Regula Standings')!.blocks.find((b) => b.name === 'standings')!.cells;
    // MP as from the TRF (5, 4, 3, 2, 2, 0); without boards EDET's board step cannot split the two teams on 2 MP, EMGSB/C1/P does.
    expect(standings.slice(1).map((row) => row[3])).toEqual([5, 4, 3, 2, 2, 0]);
    expect(result.output!.engineIssues.map((i) => i.code)).toContain('engine/boards-unknown');
  });
});

describe('why, in the pane: the last run explained on demand', () => {
  it('answers why one team is above the next with regula explain’s words, and says when a participant is unknown', async () => {
    const values = parseCsv(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'team-swiss-6x2-en.csv'), 'utf8')).map(
      (row) => row.map((v) => (v === undefined || v === '' ? null : v)),
    );
    await computeRun({
      sheet: 'Pairings',
      origin: { row: 1, column: 1 },
      values,
      layout: 'auto',
      opponentNumbers: 'auto',
      regulationText: REGULATION,
      input: 'x',
      ranAt: '2026-11-26T12:00:00Z',
    });
    const why = explainLast({ player: 2, other: 3 });
    expect(why[0]).toBe(
      'Team 2 (2) is above Team 3 (3): EDET/P decided (MP 1 | GP 1 | TBR board 1 1 against MP 1 | GP 1 | TBR board 1 0), among 2 tied participants on 2 match points.',
    );
    expect(explainLast({ player: 3 })[0]).toBe('Team 3 (3) is placed 5 of 6, decided by EDET/P.');
    expect(explainLast({ player: 99 })).toEqual(['That participant is not in the last run: run again.']);
  });
});
