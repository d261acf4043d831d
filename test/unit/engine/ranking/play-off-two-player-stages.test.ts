import { describe, expect, it } from 'vitest';
import { decidePlayOff, type PlayOffGame, type PlayOffRules } from '../../../../engine';

/*
 * Norway Chess 2020's play-off for first ("two 3+2 blitz games followed, if necessary, by a 5 vs.
 * 4-minute Armageddon game"; samples/regulations/norway-chess-2020.regula) among three players:
 * stage 1 is a round robin of two games a pair; the Armageddon game is for two. What `regula
 * check` notes (dsl/play-off-two-player-stage): two still level play it, three still level go to
 * the tie-break list.
 */
const NORWAY: PlayOffRules = {
  places: { first: 1, last: 1 },
  qualify: 'points',
  seeding: 'tie-breaks',
  stages: [
    { kind: 'games', games: 2, pace: 'blitz' },
    { kind: 'armageddon', games: 1, drawOdds: 'black' },
  ],
  manyPlayers: 'round-robin',
  notHeld: 'tie-breaks',
};
const game = (stage: number, white: number, black: number, result: PlayOffGame['result']): PlayOffGame => ({ stage, white, black, result });
const name = (id: number) => ['', 'Ash', 'Birch', 'Cedar'][id]!;
const drawnPair = (a: number, b: number) => [game(1, a, b, 'draw'), game(1, b, a, 'draw')];

describe('an Armageddon stage in a play-off of three', () => {
  it('the two left level by the round robin play it: Birch and Cedar 1½ each behind Ash’s 3, Cedar wins it drawn as Black', () => {
    // Stage 1: Ash beats Birch 1½–½ and Cedar 1½–½; Birch–Cedar 1–1. Scores Ash 3, Birch 1½, Cedar 1½.
    const games = [game(1, 1, 2, 'white'), game(1, 2, 1, 'draw'), game(1, 1, 3, 'draw'), game(1, 3, 1, 'black'), ...drawnPair(2, 3)];
    const decision = decidePlayOff([1, 2, 3], NORWAY, [...games, game(2, 2, 3, 'draw')], name);
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[1], [3], [2]] });
    expect(decision.story).toContain(
      'Stage 2, the Armageddon game: Birch (White) – Cedar (Black) ½–½: Cedar won the Armageddon game as Black on draw odds (a draw).',
    );
    expect(decision.issues).toEqual([]);
  });

  it('three still level go to the tie-break list, with a warning naming them', () => {
    const decision = decidePlayOff([1, 2, 3], NORWAY, [...drawnPair(1, 2), ...drawnPair(1, 3), ...drawnPair(2, 3)], name);
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[1, 2, 3]] });
    expect(decision.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([
      'engine/play-off-stage-for-two: Stage 2, the Armageddon game is played by two players; 3 are level (Ash, Birch, Cedar): the tie-break list orders them',
    ]);
  });
});
