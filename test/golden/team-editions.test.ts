import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTeamStandings } from '../../cli/render-run';
import { compileRegulation } from '../../dsl';
import { evaluateTeamEvent, type Regulation, type TeamEvaluation } from '../../engine';
import { headerBlock, readTrfEvent, standingsJson, teamOutputSheets } from '../../io';
import { criteriaRegulationText } from '../../pipeline';
import { REPO_ROOT } from '../support/fixture-paths';
import { compile } from '../support/vcf';

/*
 * Editions for team criteria. C.07's team criteria (arts. 11–13: ESB — the Olympiad's
 * Sonneborn-Berger —, EDE, MPvGP, SSSC) exist from the 2023 text; the rules before it have none,
 * and no rule for what a team's unplayed match gives them. A team regulation of 2015 written in
 * the Olympiad's words (rule 14 a)–c), as samples/regulations/chess-olympiad-2024.regula quotes
 * them: the Olympiad Sonneborn-Berger without the lowest opponent, game points, "the sum of the
 * match points of all the team's opponents, excluding the lowest one"; the Baku Olympiad of 2016
 * was decided on that Sonneborn-Berger, ChessBase "Tie-break system decides Olympiad",
 * 2016-09-14) under `rules fide-2009` is refused, and the criterion computed under the 2023 rules
 * only when written so (EMGSB@2023). The standings say when an edition's unplayed-round rule
 * changed a value.
 *
 * The event: test/golden/teams/swiss-6x2-trf26.trf (made for Regula's tests, README there), six
 * teams of two boards, three rounds, MP 2-1-0: R1 T1–T2 2–0, T3–T4 1–1, T5–T6 forfeited by T6;
 * R2 T1–T3 1.5–0.5, T5–T4 0.5–1.5, T2 PAB, T6 not paired; R3 T1–T4 1–1, T2–T3 1–1, T5 PAB, T6
 * not paired. MP T1 5, T4 4, T5 3, T2 2, T3 2, T6 0; GP T5 3.5 (2 + 0.5 + 1).
 */
const text = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'), 'utf8');
const event = readTrfEvent(text).event!;
if (event.kind !== 'team') throw new Error('a team event');
const teams = event.teams;

const olympiad = (rules: string, first: string) => `regulation "Team Championship" version "2015"
rules ${rules} team swiss

scoring
  win 1, draw 1/2, loss 0
  match win 2, match draw 1, match loss 0
  ranked by match points

tie-breaks
  1. ${first}
  2. game points
  3. sum of match points of the opponents cut 1
`;
const valuesOf = (evaluation: TeamEvaluation, header: string) => {
  const column = evaluation.columns.find((c) => c.header === header)!;
  return Object.fromEntries(
    [...column.values]
      .map(([id, r]) => [id, r.kind === 'value' ? r.value.toDecimalString() : r.kind])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  );
};

describe('a team criterion under rules that have none (C.07 arts. 11–13 from 2023)', () => {
  it('check refuses it, located on the criterion, and says why and what to write', () => {
    const compiled = compileRegulation(olympiad('fide-2009', 'olympiad sonneborn-berger cut 1'));
    expect(compiled.regulation).toBeUndefined();
    expect(compiled.diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column, d.message])).toEqual([
      [
        'dsl/team-criterion-edition',
        10,
        6,
        "Extended Sonneborn-Berger (opponent's MP × own GP) (EMGSB) is a team criterion of C.07 arts. 11–13, defined from the 2023 rules; fide-2009 has no team criteria, nor a rule for a team’s unplayed matches in them (write EMGSB@2023 to compute it under the 2023 rules)",
      ],
    ]);
    // So does the --criteria door, which writes the list out as a regulation.
    const door = criteriaRegulationText({ criteria: 'MP EMGSB/C1 GP', edition: 'fide-2009', name: '--criteria', team: true });
    expect(compileRegulation(door.text).diagnostics.map((d) => d.code)).toEqual(['dsl/team-criterion-edition']);
    // A criterion of arts. 6–9 on a team score exists in every edition; a team criterion under 2023 rules is fine.
    expect(compileRegulation(olympiad('fide-2009', 'BH:MP')).diagnostics).toEqual([]);
    expect(compileRegulation(olympiad('fide-2023', 'olympiad sonneborn-berger cut 1')).diagnostics).toEqual([]);
  });

  it('written with the edition it follows (EMGSB@2023), it is computed under the 2023 rules, not 2009’s', () => {
    const written = evaluateTeamEvent(teams, compile(olympiad('fide-2009', 'EMGSB@2023')));
    const under2023 = evaluateTeamEvent(teams, compile(olympiad('fide-2023', 'EMGSB')));
    // T5: R1 a forfeit win meets the dummy opponent with its own 3 MP × 2 GP = 6 (16.4), R2 T4's 4 MP × 0.5 = 2,
    // R3 the PAB's dummy 3 × 1 = 3: 11. Under the 2009 virtual opponent it would be 2 × 2 + 2 + 3 × 1 = 9.
    expect(valuesOf(written, 'EMGSB@2023')).toEqual({ 1: '11', 2: '4', 3: '8.5', 4: '11.5', 5: '11', 6: '0' });
    expect(valuesOf(written, 'EMGSB@2023')).toEqual(valuesOf(under2023, 'EMGSB'));
    expect(written.issues).toEqual([]);
    // Each criterion's notes name its own rules: the list's Buchholz stays under the regulation's 2009 rules.
    expect(written.notes).toEqual([
      'EMGSB@2023: a team’s own unplayed match counts a dummy opponent (C.07 16.4)',
      'sum of match points of the opponents cut 1: opponents’ unplayed matches counted as draws (FIDE 2009)',
      'sum of match points of the opponents cut 1: a team’s own unplayed match counts a virtual opponent (FIDE 2009)',
    ]);
  });

  it('the engine leaves it out with an error when a regulation built in code names one', () => {
    const regulation: Regulation = {
      name: 'Built in code',
      edition: 'fide-2009',
      unplayed: { forfeitCap: 'opponent' },
      tiebreaks: ['PTS', 'EMGSB'].map((code) => ({ code, text: code })),
      after: { kind: 'shared' },
    };
    const evaluation = evaluateTeamEvent(teams, regulation);
    expect(evaluation.columns.map((c) => c.header)).toEqual(['MP']);
    expect(evaluation.issues.map((i) => [i.code, i.severity, i.criterion])).toEqual([['engine/team-criterion-edition', 'error', 'EMGSB']]);
  });
});

describe('the standings say when an unplayed-round rule changed a value', () => {
  it('fide-2009: BH:MP counts opponents’ unplayed matches as drawn and an own one a virtual opponent', () => {
    const evaluation = evaluateTeamEvent(teams, compile(olympiad('fide-2009', 'BH:MP')));
    // T4 met T3 (2 MP), T5 (3 MP: its forfeit win and PAB as draws, 1 + 0 + 1 = 2) and T1 (5): 9.
    // T6: R1 0 before + 2 for the round + 1 per later round = 4, R2 0 + 2 + 1 = 3, R3 0 + 2 = 2: 9.
    expect(valuesOf(evaluation, 'BH:MP')).toEqual({ 1: '8', 2: '9', 3: '11', 4: '9', 5: '9', 6: '9' });
    expect(evaluation.notes).toEqual([
      'BH:MP: opponents’ unplayed matches counted as draws (FIDE 2009)',
      'BH:MP: a team’s own unplayed match counts a virtual opponent (FIDE 2009)',
      'sum of match points of the opponents cut 1: opponents’ unplayed matches counted as draws (FIDE 2009)',
      'sum of match points of the opponents cut 1: a team’s own unplayed match counts a virtual opponent (FIDE 2009)',
    ]);
  });

  it('fide-2024: an opponent’s withdrawal counted by 16.3, an own unplayed match by 16.4 — in the table, the sheet and the JSON', () => {
    // With forfeits as played (/P), T5 met T6, whose two rounds after withdrawing count as draws (16.3): 0 + 1 + 1 = 2.
    const regulation = compile(olympiad('fide-2024', 'EMGSB/P'));
    const evaluation = evaluateTeamEvent(teams, regulation);
    const notes = [
      'EMGSB/P: opponents’ unplayed matches adjusted (C.07 16.3)',
      'EMGSB/P: a team’s own unplayed match counts a dummy opponent (C.07 16.4)',
      'sum of match points of the opponents cut 1: a team’s own unplayed match counts a dummy opponent (C.07 16.4)',
    ];
    expect(evaluation.notes).toEqual(notes);
    const t5 = evaluation.columns.find((c) => c.header === 'EMGSB/P')!.values.get(5)!;
    expect(t5.kind === 'value' && t5.contributions[0]!.note).toBe(
      'opponent’s MP 2 × own GP 2; forfeit-win counted as played (/P); opponent’s score 0 adjusted to 2 (C.07 16.3)',
    );
    const table = renderTeamStandings(evaluation, 'table').split('\n');
    expect(table.slice(-3)).toEqual(notes.map((n) => `Note: ${n}`));
    expect(standingsJson({ kind: 'team', evaluation }).notes).toEqual(notes);
    const header = headerBlock(evaluation, { input: 'x.trf', inputSha256: 'a', regulationSha256: 'b', ranAt: new Date(0) });
    const standingsSheet = teamOutputSheets(evaluation, header).find((s) => s.name === 'Regula Standings')!;
    expect(standingsSheet.blocks.map((b) => b.name)).toEqual(['header', 'standings', 'notes']);
    expect(standingsSheet.blocks[2]!.cells).toEqual(notes.map((n) => [`Note: ${n}`]));
    // CSV stays one table.
    expect(renderTeamStandings(evaluation, 'csv')).not.toContain('Note');
  });

  it('says nothing when no rule changed a term: a round robin of teams without an unplayed match', () => {
    const rr = readTrfEvent(readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'round-robin-4x4-trf16.trf'), 'utf8')).event!;
    if (rr.kind !== 'team') throw new Error('a team event');
    const evaluation = evaluateTeamEvent(rr.teams, compile(olympiad('fide-2024', 'olympiad sonneborn-berger')));
    expect(evaluation.notes).toEqual([]);
    expect(standingsJson({ kind: 'team', evaluation }).notes).toBeUndefined();
  });
});
