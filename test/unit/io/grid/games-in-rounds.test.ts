/**
 * The games of a round robin in progress placed in rounds (io/grid/games-in-rounds.ts): each
 * player at most once a round, in as many rounds as the event held, for grids as a Berger
 * schedule (C.05 Annex 1) leaves them after g rounds under any numbering.
 */
import { describe, expect, it } from 'vitest';
import { bergerSchedule } from '../../../../io/grid/berger';
import { placeGamesInRounds } from '../../../../io/grid/games-in-rounds';

/** The games of Berger rounds 1..g for `players`, the players renumbered by a fixed shuffle (a ranking crosstable's rows). */
function afterRounds(players: number, g: number, without: number[] = []): [number, number][] {
  const berger = bergerSchedule(players);
  const relabel = Array.from({ length: players }, (_, i) => i);
  let seed = players * 31 + g;
  for (let i = players - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [relabel[i], relabel[j]] = [relabel[j]!, relabel[i]!];
  }
  const games: [number, number][] = [];
  for (let a = 1; a <= players; a++)
    for (let b = a + 1; b <= players; b++) if (berger.roundOf(a, b) <= g) games.push([relabel[a - 1]!, relabel[b - 1]!]);
  return games.filter((_, i) => !without.includes(i));
}

function check(players: number, games: readonly [number, number][], rounds: number): void {
  const placed = placeGamesInRounds(players, games);
  expect(placed.rounds).toBe(rounds);
  expect(placed.roundOf).toBeDefined();
  const seen = new Set<string>();
  games.forEach(([a, b], g) => {
    const round = placed.roundOf![g]!;
    expect(round).toBeGreaterThanOrEqual(1);
    expect(round).toBeLessThanOrEqual(rounds);
    for (const p of [a, b]) {
      expect(seen.has(`${p}@${round}`), `player ${p} twice in round ${round}`).toBe(false);
      seen.add(`${p}@${round}`);
    }
  });
}

describe('placeGamesInRounds', () => {
  it.each([
    [10, 5],
    [14, 6],
    [14, 12],
    [20, 10],
    [20, 18],
  ])('%i players (even) after %i rounds: every game, in that many rounds', (players, g) => check(players, afterRounds(players, g), g));

  it.each([
    [9, 4],
    [13, 6],
    [13, 12],
    [13, 13],
    [19, 10],
  ])('%i players (odd, one resting each round) after %i rounds', (players, g) => check(players, afterRounds(players, g), g));

  it('a game of an earlier round not played yet (postponed): still that many rounds', () => {
    check(14, afterRounds(14, 6, [5]), 6);
    check(13, afterRounds(13, 6, [5]), 6);
  });

  it('no games: no rounds; a player against himself or a pair twice: no placement', () => {
    expect(placeGamesInRounds(6, [])).toEqual({ roundOf: [], rounds: 0 });
    expect(placeGamesInRounds(4, [[1, 1]]).roundOf).toBeUndefined();
    expect(
      placeGamesInRounds(4, [
        [0, 1],
        [1, 0],
      ]).roundOf,
    ).toBeUndefined();
  });
});
