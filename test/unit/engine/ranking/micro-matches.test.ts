import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  evaluate,
  Rational,
  type Crosstable,
  type Evaluation,
  type MicroMatchGame,
  type MicroMatchRules,
} from '../../../../engine';
import { spec } from '../../../support/evaluate';
import { crosstableFromRows } from '../../../support/notation';

/*
 * Micro-matches (engine/ranking/micro-matches.ts). WTM 2020 rules (https://wtm2020.fmjd.org/rules/):
 * a standard game, if drawn a rapid game, if drawn a blitz game; the round is 12–0 after a
 * standard win, 8–4 after a rapid win, 7–5 after a blitz win, 6–6 after a drawn blitz game; the
 * match by those points, then the standard score, then the rapid score. Invented results.
 */

const WTM_2020: MicroMatchRules = {
  stages: [
    { kind: 'games', games: 1, pace: 'standard' },
    { kind: 'games', games: 1, pace: 'rapid' },
    { kind: 'games', games: 1, pace: 'blitz' },
  ],
  points: [
    { winner: Rational.of(12), loser: Rational.ZERO },
    { winner: Rational.of(8), loser: Rational.of(4) },
    { winner: Rational.of(7), loser: Rational.of(5) },
  ],
  level: Rational.of(6),
  rankedBy: [
    { kind: 'points', text: 'points' },
    { kind: 'score', stage: 1, text: 'standard score' },
    { kind: 'score', stage: 2, text: 'rapid score' },
  ],
};

// Three rounds between 1 and 2: standard draws in rounds 1 and 2, a standard win for 2 in round 3.
const MATCH = () =>
  crosstableFromRows(
    [
      ['=W2', '=B2', '-W2'],
      ['=B1', '=W1', '+B1'],
    ],
    { type: 'round-robin' },
  );

const g = (round: number, stage: number, white: number, black: number, result: MicroMatchGame['result']): MicroMatchGame => ({
  round,
  stage,
  white,
  black,
  result,
});

function run(table: Crosstable, games: MicroMatchGame[], rules = WTM_2020): Evaluation {
  return evaluate(
    { ...table, microMatches: games },
    {
      name: 'test',
      edition: 'fide-2026',
      unplayed: DEFAULT_UNPLAYED_OPTIONS,
      tiebreaks: ['PTS'].map(spec),
      after: { kind: 'shared' },
      microMatches: rules,
    },
  );
}

const places = (e: Evaluation) => e.standings.map((s) => [s.player, s.rank, s.lastRank, s.decidedBy]);

describe('micro-matches scored 12/8/7/6 (WTM 2020)', () => {
  // Round 1: rapid won by 1 (8–4); round 2: rapid and blitz drawn (6–6); round 3: standard won by 2 (0–12).
  const GAMES = [g(1, 2, 2, 1, 'black'), g(2, 2, 1, 2, 'draw'), g(2, 3, 2, 1, 'draw')];

  it('each round is decided by its stages and scored by the stage that decided it', () => {
    const e = run(MATCH(), GAMES);
    expect(e.microMatches!.matches.map((m) => [m.round, m.status, m.winner, m.decidedAt, m.points?.map((p) => p.toNumber())])).toEqual([
      [1, 'won', 1, 2, [8, 4]],
      [2, 'level', undefined, 3, [6, 6]],
      [3, 'won', 2, 1, [0, 12]],
    ]);
    // 1: 8 + 6 + 0 = 14; 2: 4 + 6 + 12 = 22 — the points rank, not the micro-matches won (one each).
    expect(e.microMatches!.values.get(1)).toEqual(['points 14', 'standard score 1', 'rapid score 1½']);
    expect(e.microMatches!.values.get(2)).toEqual(['points 22', 'standard score 2', 'rapid score ½']);
    expect(places(e)).toEqual([
      [2, 1, 1, 'points'],
      [1, 2, 2, 'points'],
    ]);
    expect(e.issues).toEqual([]);
    expect(e.splits.at(-1)!.story![0]).toBe(
      'Round 1, Player 1 – Player 2: standard ½–½, rapid 1–0: Player 1 won the micro-match in stage 2 (rapid game), 8–4.',
    );
  });

  it('equal points: the standard score decides', () => {
    // Round 1 won by 1 in the standard game instead: 12 + 6 + 0 = 18 against 0 + 6 + 12 = 18; standard 2 – 1... 1½ each.
    const table = crosstableFromRows(
      [
        ['+W2', '=B2', '-W2'],
        ['-B1', '=W1', '+B1'],
      ],
      { type: 'round-robin' },
    );
    const e = run(table, [g(2, 2, 1, 2, 'draw'), g(2, 3, 2, 1, 'draw')]);
    expect(e.microMatches!.values.get(1)).toEqual(['points 18', 'standard score 1½', 'rapid score ½']);
    expect(e.microMatches!.values.get(2)).toEqual(['points 18', 'standard score 1½', 'rapid score ½']);
    // Level on every criterion: the tie-break list (PTS, equal) leaves the place shared.
    expect(places(e)).toEqual([
      [1, 1, 2, 'shared'],
      [2, 1, 2, 'shared'],
    ]);
  });

  it('a game not recorded leaves the micro-match pending and the places shared, never guessed', () => {
    const e = run(MATCH(), GAMES.slice(0, 2));
    expect(e.microMatches!.matches[1]!.status).toBe('pending');
    expect(e.microMatches!.matches[1]!.waiting).toBe('round 2, Player 2 – Player 1: stage 3 (blitz game) not recorded');
    expect(places(e)).toEqual([
      [2, 1, 2, 'micro-match pending'],
      [1, 1, 2, 'micro-match pending'],
    ]);
  });

  it('games beyond what a micro-match plays, or where its players did not meet, are errors and not counted', () => {
    const e = run(MATCH(), [...GAMES, g(3, 2, 1, 2, 'white'), g(1, 4, 2, 1, 'white'), g(9, 2, 1, 2, 'white')]);
    expect(e.issues.map((i) => [i.code, i.message])).toEqual([
      [
        'engine/micro-match-game-outside',
        "A micro-match game Player 2 – Player 1 is in stage 4; the regulation's micro-match has stages 2–3 after the round's game",
      ],
      ['engine/micro-match-game-outside', 'A micro-match game Player 1 – Player 2 is in round 9, where they did not play each other'],
      [
        'engine/micro-match-extra-games',
        'Round 3, Player 1 – Player 2: 1 game recorded beyond what the micro-match plays — stage 1 (standard game) decided it: not counted',
      ],
    ]);
    expect(e.microMatches!.values.get(1)![0]).toBe('points 14');
  });

  it('a tie-break played until one wins counts its games up to the first won', () => {
    const rules: MicroMatchRules = {
      stages: [
        { kind: 'games', games: 1, pace: 'standard' },
        { kind: 'until-won', games: 1, pace: 'tie-break' },
      ],
      rankedBy: [
        { kind: 'wins', stage: 1, text: 'standard wins' },
        { kind: 'score', stage: 2, text: 'tie-break score' },
      ],
    };
    const table = crosstableFromRows([['=W2'], ['=B1']], { type: 'round-robin' });
    const e = run(table, [g(1, 2, 1, 2, 'draw'), g(1, 2, 2, 1, 'draw'), g(1, 2, 1, 2, 'black')], rules);
    expect(e.microMatches!.matches[0]!.story).toBe(
      'Round 1, Player 1 – Player 2: standard ½–½, tie-break ½–½ ½–½ 0–1: Player 2 won the micro-match in stage 2 (tie-break games until one is won).',
    );
    expect(places(e)).toEqual([
      [2, 1, 1, 'tie-break score'],
      [1, 2, 2, 'tie-break score'],
    ]);
  });

  it('micro-match games without a micro-matches article are a warning and not used', () => {
    const e = evaluate(
      { ...MATCH(), microMatches: GAMES },
      { name: 'test', edition: 'fide-2026', unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks: [], after: { kind: 'shared' } },
    );
    expect(e.issues.map((i) => i.code)).toEqual(['engine/micro-matches-without-article']);
    expect(e.microMatches).toBeUndefined();
  });
});
