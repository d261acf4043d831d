/**
 * `regula scenarios` on a 24-player chess-results export with 10 boards open:
 * test/fixtures/chess-results/in-progress-paired-en.csv ("Ranking crosstable after Round 6",
 * round 7 paired without results; its source in test/fixtures/chess-results/README.md: the
 * corpus tournament pub02_swiss_24x7_absentZ_lateH in the exact shape of the real English export
 * tnr1316880). Under PTS BH/C1 BH SB DE all 10 boards can change places 1–3 (3^10 = 59,049
 * combinations, refused before the tie-break pruning): answered exactly, each tie that matters
 * re-ranked with only the boards it reads.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import type { ScenariosJson } from '../../io';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

const EXPORT = join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'in-progress-paired-en.csv');

describe('scenarios of a 24-player export with 10 boards open (PTS BH/C1 BH SB DE, places 1–3)', () => {
  it('answers every combination, by fewer re-rankings than combinations', async () => {
    const c = capture();
    const code = await run(['scenarios', EXPORT, '--criteria', 'PTS BH/C1 BH SB DE', '--edition', 'fide-2026', '--format', 'json'], c.io);
    expect(code).toBe(0);
    const json = JSON.parse(c.out.join('\n')) as ScenariosJson;
    expect([json.round, json.places, json.openBoards, json.boards.length, json.combinations]).toEqual([7, 3, 10, 10, 59_049]);
    const byPlayer = new Map(json.contenders.map((contender) => [contender.player, contender]));
    // Horvat Lena (1), 6 points: first alone whatever happens.
    expect(byPlayer.get(1)!.places).toEqual([{ place: '1', rank: 1, lastRank: 1, shared: false, combinations: 59_049, when: [[]] }]);
    // Rossi Ulla (8), 4.5, Black on board 2: a win makes her second alone; a loss leaves her outside.
    const rossi = byPlayer.get(8)!;
    expect(rossi.board).toBe(2);
    const rossiSecond = rossi.places.find((p) => p.place === '2')!;
    expect(rossiSecond.when).toContainEqual([{ board: 2, results: ['0-1'] }]);
    // With a loss (4.5) Lena (6 or more), Haugen (5) and Brown (5) are above her: the 3^9 combinations of the other boards.
    expect(rossi.places.map((p) => [p.place, p.combinations])).toEqual([
      ['2', 37_305],
      ['2-3', 81],
      ['3', 1_980],
      ['outside', 19_683],
    ]);
    // Haugen Viktor (2), 5 points and no game: second or third as the others' results and the tie-breaks fall.
    expect(byPlayer.get(2)!.places.map((p) => [p.place, p.combinations])).toEqual([
      ['2', 10_179],
      ['2-3', 81],
      ['3', 26_811],
      ['outside', 21_978],
    ]);
    // Kim Emma (3.5) reaches 4.5 at most, with three players above her then: not a contender.
    expect(byPlayer.has(3)).toBe(false);
    expect(json.contenders.map((contender) => contender.player)).toEqual(EXPECTED_CONTENDERS);
    // Every combination is counted once per contender.
    for (const contender of json.contenders) expect(contender.places.reduce((sum, p) => sum + p.combinations, 0)).toBe(59_049);
  }, 120_000);

  it('says in words how few re-rankings answered them', async () => {
    const c = capture();
    expect(await run(['scenarios', EXPORT, '--criteria', 'PTS BH/C1 BH SB DE', '--edition', 'fide-2026'], c.io)).toBe(0);
    expect(c.out.join('\n').split('\n')[0]).toBe(
      'Round 7: 10 boards to play; 10 can change places 1–3 under PTS BH/C1 BH SB DE: 59,049 combinations of results answered by 11,781 re-rankings (the boards left out of one cannot change a tie that matters after its results).',
    );
  }, 120_000);
});

/** Best place first: Horvat Lena, Haugen Viktor (5, no game), Rossi Ulla, then the three on 4 points who play. */
const EXPECTED_CONTENDERS = [1, 2, 8, 4, 9, 10];
