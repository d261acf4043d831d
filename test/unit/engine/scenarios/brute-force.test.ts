/**
 * `regula scenarios` against brute force: every combination of results
 * of the last round of small events from the TRF corpus (test/fixtures/README.md) is
 * written back into the TRF text, read and ranked as `regula rank` ranks it; the place
 * each player gets must be the one whose conditions the scenarios give for that
 * combination — for every contender and place — and players the scenarios leave out
 * must be outside the places in every combination.
 */
import { describe, expect, it } from 'vitest';
import { enumerateScenarios, type OpenGame, type Regulation } from '../../../../engine';
import { decodeTrfBytes, readTrf } from '../../../../io';
import { evaluateList } from '../../../support/evaluate';
import { TRF_FIXTURES, readBytes } from '../../../support/fixture-paths';
import { playedGames, withRoundResults } from '../../../support/open-round';
import { checkEveryCombination } from '../../../support/scenario-oracle';

interface Case {
  file: string;
  list: string[];
  edition: 'fide-2026' | 'fide-2024';
  places: number;
  /** The games of the round left open (indexes in file order); the others keep their results. Default: all. */
  open?: number[];
  /** Games left open, and the boards that matter among them. */
  boards: [number, number];
}

const CASES: Case[] = [
  { file: 'pub09_rr_6.trf', list: ['PTS', 'DE', 'WIN', 'SB'], edition: 'fide-2026', places: 3, boards: [3, 3] },
  { file: 'pub11_rr_10_clean.trf', list: ['PTS', 'DE', 'SB'], edition: 'fide-2026', places: 3, boards: [5, 5] },
  { file: 'pub01_swiss_13x5_allkinds.trf', list: ['PTS', 'BH/C1', 'BH', 'SB', 'DE'], edition: 'fide-2026', places: 3, boards: [3, 3] },
  { file: 'pub01_swiss_13x5_allkinds.trf', list: ['PTS', 'AOB', 'WIN'], edition: 'fide-2024', places: 2, boards: [3, 3] },
  // The leader is first whatever the two games give: no board can change place 1 (none is enumerated).
  { file: 'pub13_drr_8.trf', list: ['PTS', 'SB', 'WIN'], edition: 'fide-2026', places: 1, boards: [2, 0] },
  // A criterion of unknown reach (FMJD's better result against the best opponents): every board, the whole field ranked.
  { file: 'pub11_rr_10_clean.trf', list: ['PTS', 'BRBO'], edition: 'fide-2026', places: 2, boards: [5, 5] },
  // 24 players, 5 of the last round's games played over the board left open: the lower boards are out of reach.
  {
    file: 'pub02_swiss_24x7_absentZ_lateH.trf',
    list: ['PTS', 'WIN', 'DE'],
    edition: 'fide-2026',
    places: 2,
    open: [0, 1, 2, 3, 8, 9, 10],
    boards: [5, 2],
  },
  // Under Buchholz the leaders' opponents' board is read only when a tie on points for first can happen: it cannot.
  {
    file: 'pub02_swiss_24x7_absentZ_lateH.trf',
    list: ['PTS', 'BH/C1', 'SB'],
    edition: 'fide-2026',
    places: 1,
    open: [0, 1, 2, 3, 8, 9, 10],
    boards: [5, 1],
  },
];

describe('scenarios: every combination of the last round re-ranked from the TRF text', () => {
  for (const { file, list, edition, places, open: openIndexes, boards } of CASES) {
    it(`${file} under ${list.join(' ')} (${edition}), places 1–${places}`, () => {
      const full = decodeTrfBytes(readBytes(TRF_FIXTURES, file));
      const round = readTrf(full).lastRound!;
      const games = playedGames(full, round).filter((_, i) => openIndexes?.includes(i) ?? true);
      const open = readTrf(
        withRoundResults(full, round, games, () => ' '),
        { open: true },
      );
      expect(open.openGames).toHaveLength(games.length);
      const crosstable = open.crosstable!;
      const regulation: Regulation = evaluateList(crosstable, list, edition).regulation;
      const openGames: OpenGame[] = open.openGames!.map((g) => ({ first: g.player, second: g.opponent }));
      const scenarios = enumerateScenarios(crosstable, regulation, openGames, { places });
      expect(scenarios.kind).toBe('enumerated');
      if (scenarios.kind !== 'enumerated') return;
      expect(scenarios.contenders.length).toBeGreaterThan(0);

      const checked = checkEveryCombination(full, round, games, regulation, scenarios);
      expect(checked.combinations).toBe(3 ** games.length);
      expect(checked.mismatches).toEqual([]);
      expect([games.length, scenarios.boards.length]).toEqual(boards);
    });
  }
});
