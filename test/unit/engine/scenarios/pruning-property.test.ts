/**
 * The pruned scenarios (points first, then only the ties that matter: engine/scenarios/branches.ts)
 * against every combination ranked, on small random Swisses (test/support/generate-crosstable.ts)
 * whose last round has at most 8 games open, under lists with Buchholz and Sonneborn-Berger:
 * each player's place in each combination must be the one the scenarios' conditions give.
 */
import { describe, expect, it } from 'vitest';
import { enumerateScenarios, type OpenGame, type Regulation } from '../../../../engine';
import { readTrf, writeTrf } from '../../../../io';
import { evaluateList } from '../../../support/evaluate';
import { generateSwiss } from '../../../support/generate-crosstable';
import { playedGames, withRoundResults } from '../../../support/open-round';
import { checkEveryCombination } from '../../../support/scenario-oracle';

interface Case {
  seed: number;
  players: number;
  rounds: number;
  list: string[];
  places: number;
  /** How many of the last round's games over the board are left open (the first ones in file order; fewer when fewer were played). */
  open: number;
}

const CASES: Case[] = [
  { seed: 1, players: 12, rounds: 5, list: ['PTS', 'BH/C1', 'BH', 'SB', 'DE'], places: 3, open: 6 },
  { seed: 2, players: 14, rounds: 5, list: ['PTS', 'SB', 'BH'], places: 2, open: 7 },
  { seed: 3, players: 10, rounds: 4, list: ['PTS', 'BH', 'WIN'], places: 3, open: 5 },
  { seed: 4, players: 16, rounds: 6, list: ['PTS', 'BH/C1', 'SB', 'DE'], places: 1, open: 8 },
  { seed: 5, players: 11, rounds: 5, list: ['PTS', 'AOB', 'SB'], places: 2, open: 5 },
  { seed: 6, players: 12, rounds: 4, list: ['PTS', 'BH', 'SB'], places: 3, open: 6 },
];

describe('scenarios pruned to the ties that matter agree with every combination ranked', () => {
  for (const { seed, players, rounds, list, places, open } of CASES) {
    it(`seed ${seed}: ${players} players, ${rounds} rounds, up to ${open} games open, ${list.join(' ')}, places 1–${places}`, () => {
      const full = writeTrf(generateSwiss({ players, rounds, seed, withdrawals: 0 }));
      const games = playedGames(full, rounds).slice(0, open);
      const read = readTrf(
        withRoundResults(full, rounds, games, () => ' '),
        { open: true },
      );
      const crosstable = read.crosstable!;
      // The oracle's files keep the points column of the event as played (a stale total from which
      // the reader would infer another bye value): both rank under the event's point system.
      const regulation: Regulation = { ...evaluateList(crosstable, list, 'fide-2026').regulation, pointSystem: crosstable.pointSystem };
      const openGames: OpenGame[] = read.openGames!.map((g) => ({ first: g.player, second: g.opponent }));
      const scenarios = enumerateScenarios(crosstable, regulation, openGames, { places });
      expect(scenarios.kind).toBe('enumerated');
      if (scenarios.kind !== 'enumerated') return;
      const checked = checkEveryCombination(full, rounds, games, regulation, scenarios);
      expect(checked.combinations).toBe(3 ** games.length);
      expect(checked.mismatches).toEqual([]);
      // The pruning re-ranks no more than the boards it keeps have combinations.
      expect(scenarios.reranked).toBeLessThanOrEqual(scenarios.combinations);
    }, 60_000);
  }
});
