import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../../dsl';
import { decideMatch, type AfterTiebreaks, type MatchBoard, type MatchDecision, type TeamMatch } from '../../../../engine';

/*
 * Arbiter's handbook (S. Reuben) ch. 13, "Team Knockout Matches" (seed 004; digest §1.5):
 * Organisers v Players, six boards, both matches drawn 3–3. Results from the Organisers' side.
 */
const NAMES: [string, string][] = [
  ['Reuben', 'Anand'],
  ['Iljumzhinov', 'Kramnik'],
  ['Campomanes', 'Topalov'],
  ['Gijssen', 'Shirov'],
  ['Krause', 'Morozevich'],
  ['Abundo', 'Adams'],
];

function match(results: string[]): TeamMatch {
  const boards: MatchBoard[] = results.map((r, i) => ({
    board: i + 1,
    // The seed: the team that wins the toss has White on board 1; colours alternate down the boards.
    colour: i % 2 === 0 ? 'white' : 'black',
    result: { kind: 'played', outcome: r === '1-0' ? 'win' : r === '0-1' ? 'loss' : 'draw' },
    players: NAMES[i]!,
  }));
  return { teams: ['Organisers', 'Players'], boards };
}

const MATCH_1 = match(['1-0', '0-1', '0-1', '1-0', '1-0', '0-1']);
const MATCH_2 = match(['½-½', '0-1', '1-0', '1-0', '0-1', '½-½']);

function decide(m: TeamMatch, criteria: string[], after: AfterTiebreaks = { kind: 'shared' }): MatchDecision {
  return decideMatch(m, { tiebreaks: criteria.map((c) => ({ code: c, text: c })), after });
}

const steps = (d: MatchDecision) => d.steps.map((s) => `${s.criterion} ${s.label}: ${s.values.map((v) => v.toDecimalString()).join('–')}`);

describe('decideMatch: the handbook’s drawn team knock-out matches (seed 004 ch. 13)', () => {
  it('match 1: board count of wins 10 v 11, the Organisers win (handbook ch. 13)', () => {
    const d = decide(MATCH_1, ['BCW', 'EBE']);
    expect(d.score.map(String)).toEqual(['3', '3']);
    expect([d.winner, d.decidedBy]).toEqual([0, 'BCW']);
    expect(steps(d)).toEqual(['BCW board numbers won: 10–11']);
    expect(d.steps[0]!.contributions[0].map((c) => c.board)).toEqual([1, 4, 5]);
    expect(d.steps[0]!.note).toBe(
      'board numbers won: Organisers 10, Players 11: Organisers ahead, lower is better (arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches)',
    );
  });

  it('match 2: board count 7 v 7, then end-board elimination drops board 6 (a draw) and board 5 (a Players win): Organisers (handbook ch. 13)', () => {
    const d = decide(MATCH_2, ['BCW', 'EBE']);
    expect([d.winner, d.decidedBy]).toEqual([0, 'EBE']);
    expect(steps(d)).toEqual([
      'BCW board numbers won: 7–7',
      'EBE boards 1–5 (board 6 dropped): 2.5–2.5',
      'EBE boards 1–4 (boards 5–6 dropped): 2.5–1.5',
    ]);
  });

  it('FIDE BC (C.07 12.1) agrees on match 1 (10 v 11) and ties match 2 at 10.5 each (digest §1.5)', () => {
    expect(steps(decide(MATCH_1, ['BC']))).toEqual(['BC board count: 10–11']);
    const d = decide(MATCH_2, ['BC']);
    expect(steps(d)).toEqual(['BC board count: 10.5–10.5']);
    expect([d.winner, d.decidedBy]).toEqual([undefined, 'tied']);
  });

  it('FIDE TBR (C.07 12.2) gives match 2 to the Players: board 1 ½–½, board 2 0–1 (digest §1.5)', () => {
    const d = decide(MATCH_2, ['BC', 'TBR']);
    expect([d.winner, d.decidedBy]).toEqual([1, 'TBR']);
    expect(steps(d)).toEqual(['BC board count: 10.5–10.5', 'TBR board 1: 0.5–0.5', 'TBR board 2: 0–1']);
  });

  it('FIDE BBE (C.07 12.3) gives match 2 to the Organisers, as the seed does (EDEBB v EDEBT, digest §1.5)', () => {
    const d = decide(MATCH_2, ['BC', 'BBE']);
    expect([d.winner, d.decidedBy]).toEqual([0, 'BBE']);
    expect(steps(d).slice(1)).toEqual(['BBE boards 1–5 (board 6 dropped): 2.5–2.5', 'BBE boards 1–4 (boards 5–6 dropped): 2.5–1.5']);
  });

  it('runs a "Team Cup" regulation as compiled: board count of wins, then end-board elimination', () => {
    const compiled = compileRegulation(
      'regulation "Team Cup"\nmatch tie-breaks\n  1. board count of wins        # sum of board numbers won; lower wins\n' +
        '  2. end-board elimination      # drop the bottom board until separated\n',
    );
    expect(compiled.diagnostics).toEqual([]);
    const d = decideMatch(MATCH_2, compiled.regulation!.matchTiebreaks!);
    expect([d.winner, d.decidedBy]).toEqual([0, 'end-board elimination']);
    expect(d.steps.map((s) => s.note)).toEqual([
      'board numbers won: Organisers 7, Players 7: equal (arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches)',
      'boards 1–5 (board 6 dropped): Organisers 2.5, Players 2.5: equal (arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches)',
      'boards 1–4 (boards 5–6 dropped): Organisers 2.5, Players 1.5: Organisers ahead, higher is better (arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches)',
    ]);
  });

  it('a match that is not drawn is decided by its score, without tie-breaks', () => {
    const d = decide(match(['1-0', '0-1', '0-1', '1-0', '1-0', '½-½']), ['BCW']);
    expect([d.winner, d.decidedBy, d.score.map(String)]).toEqual([0, 'match score', ['7/2', '5/2']]);
    expect(d.steps).toEqual([]);
  });

  it('counts a forfeit as an ordinary win or loss and a double forfeit as nothing (C.07 12)', () => {
    const m: TeamMatch = {
      teams: ['A', 'B'],
      boards: [
        { board: 1, result: { kind: 'forfeit', outcome: 'loss' } },
        { board: 2, result: { kind: 'forfeit', outcome: 'win' } },
        { board: 3, result: { kind: 'forfeit', outcome: 'double' } },
        { board: 4, result: { kind: 'played', outcome: 'draw' } },
      ],
    };
    const d = decide(m, ['BCW']);
    expect(d.score.map(String)).toEqual(['3/2', '3/2']);
    expect([d.winner, steps(d)]).toEqual([1, ['BCW board numbers won: 2–1']]);
    expect(d.steps[0]!.contributions[1][0]!.note).toBe('won on board 1 (forfeit win, counted as a win (C.07 12))');
  });

  it('after the list: the tie stands, a play-off, or lots seeded by the regulation (the same seed, the same draw)', () => {
    expect(decide(MATCH_2, ['BC']).decidedBy).toBe('tied');
    const playOff = decide(MATCH_2, ['BC'], { kind: 'play-off' });
    expect([playOff.decidedBy, playOff.winner]).toEqual(['play-off', undefined]);
    const lots = decide(MATCH_2, ['BC'], { kind: 'lots', seed: 'Team Cup' });
    expect(lots.decidedBy).toBe('lots');
    expect(decide(MATCH_2, ['BC'], { kind: 'lots', seed: 'Team Cup' }).winner).toBe(lots.winner);
  });

  it('reports individual and unknown criteria in a match list instead of running them', () => {
    const d = decide(MATCH_2, ['DE', 'XYZ', 'EBE']);
    expect(d.issues.map((i) => [i.code, i.criterion])).toEqual([
      ['engine/not-a-match-criterion', 'DE'],
      ['engine/unknown-criterion', 'XYZ'],
    ]);
    expect(d.decidedBy).toBe('EBE');
  });

  it('refuses boards that are not numbered 1 … n once each', () => {
    const d = decideMatch(
      { teams: ['A', 'B'], boards: [1, 1, 3].map((board) => ({ board, result: { kind: 'played', outcome: 'draw' } })) },
      {
        tiebreaks: [],
      },
    );
    expect(d.issues.map((i) => i.code)).toEqual(['engine/bad-match-boards']);
    expect(d.winner).toBeUndefined();
  });
});

describe('Berliner Wertung (Swiss-Manager tie-break 71; the Feinwertung example of the German Wikipedia, as quoted by schach-in-leer.de and the remoteSchach wiki)', () => {
  it('four boards drawn 2–2: board 1 drawn (2:2), board 2 won (3:0), board 3 lost (0:2), board 4 drawn (½:½) → 5.5 v 4.5', () => {
    const m: TeamMatch = {
      teams: ['M1', 'M2'],
      boards: ['draw', 'win', 'loss', 'draw'].map((outcome, i) => ({
        board: i + 1,
        result: { kind: 'played', outcome: outcome as 'win' | 'draw' | 'loss' },
      })),
    };
    const d = decide(m, ['BERLIN']);
    expect([d.winner, d.decidedBy]).toEqual([0, 'BERLIN']);
    expect(steps(d)).toEqual(['BERLIN Berlin weighting: 5.5–4.5']);
    expect(d.steps[0]!.contributions[0].map((c) => c.value.toDecimalString())).toEqual(['2', '3', '0', '0.5']);
  });

  it('the handbook’s matches (6 boards): match 1 Organisers 6 + 3 + 2 = 11 v 10; match 2 10.5 v 10.5, still tied', () => {
    expect(steps(decide(MATCH_1, ['BERLIN']))).toEqual(['BERLIN Berlin weighting: 11–10']);
    const d = decide(MATCH_2, ['BERLIN']);
    expect([d.winner, steps(d)]).toEqual([undefined, ['BERLIN Berlin weighting: 10.5–10.5']]);
  });

  it('is a match tie-break in the language: "berliner wertung" under match tie-breaks compiles', () => {
    const compiled = compileRegulation('regulation "Cup"\nmatch tie-breaks\n  1. berliner wertung\n  2. BBE\n');
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.regulation!.matchTiebreaks!.tiebreaks.map((t) => t.code)).toEqual(['BERLIN', 'BBE']);
  });
});
