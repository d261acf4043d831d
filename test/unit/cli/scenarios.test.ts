import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { evaluate, type Regulation } from '../../../engine';
import { readTrf, type ScenarioBoundsJson, type ScenariosJson } from '../../../io';
import { capture } from '../../support/cli';
import { evaluateList } from '../../support/evaluate';
import { REPO_ROOT } from '../../support/fixture-paths';
import { playedGames, withRoundResults } from '../../support/open-round';

// test/golden/scenarios/README.md gives each file's source.
const GOLDEN = join(REPO_ROOT, 'test', 'golden', 'scenarios');
const OPEN = join(GOLDEN, 'tec-exercise-16-round-5-open.trf');
const COMPLETE = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const IN_PROGRESS_CSV = join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'real-in-progress-en.csv');
const TEAM_TRF = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
const LIST = ['--criteria', 'PTS WIN DE', '--edition', 'fide-2026'];

async function scenarios(args: string[]) {
  const c = capture();
  const code = await run(['scenarios', ...args], c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

describe('regula scenarios', () => {
  it('says in words what each contender needs (golden: the TEC exercise before round 5)', async () => {
    const result = await scenarios([OPEN, ...LIST, '--places', '2']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(`${result.out}\n`).toBe(readFileSync(join(GOLDEN, 'tec-exercise-16-places-2.txt'), 'utf8'));
    expect(result.out).toContain(
      'Brown, Bruno (2), 3.5 points, board 1 with Black against Costa, Clara (3):\n  with a win: first alone, whatever happens on other boards.',
    );
  });

  it('--format json: the documented shape, each place with its conditions, equal to brute force', async () => {
    const result = await scenarios([OPEN, ...LIST, '--places', '1', '--format', 'json']);
    expect(result.code).toBe(0);
    expect(`${result.out}\n`).toBe(readFileSync(join(GOLDEN, 'tec-exercise-16-places-1.json'), 'utf8'));
    const json = JSON.parse(result.out) as ScenariosJson;
    expect(json.format).toBe('regula-scenarios/1');
    expect([json.round, json.places, json.openBoards, json.combinations]).toEqual([5, 1, 7, 81]);
    expect(json.boards.map((b) => `${b.board}:${b.white}-${b.black}`)).toEqual(['1:3-2', '2:1-4', '3:8-6', '4:16-15']);
    expect(json.contenders.map((c) => c.player)).toEqual([2, 1, 3, 4]);

    // Every combination of round 5's seven games, written into the complete file and ranked.
    const full = readFileSync(COMPLETE, 'utf8');
    const games = playedGames(full, 5);
    const crosstable = readTrf(full).crosstable!;
    const regulation: Regulation = evaluateList(crosstable, ['PTS', 'WIN', 'DE'], 'fide-2026').regulation;
    const firsts = new Map<number, number>();
    for (const contender of json.contenders) {
      for (const place of contender.places) {
        let count = 0;
        for (let combination = 0; combination < 3 ** games.length; combination++) {
          const digits = games.map((_, i) => Math.floor(combination / 3 ** i) % 3);
          const result = (white: number, black: number) => {
            const index = games.findIndex(
              (g) => (g.player === white && g.opponent === black) || (g.player === black && g.opponent === white),
            );
            const lower = ['1-0', '½-½', '0-1'][digits[index]!]!;
            return games[index]!.player === white ? lower : lower.split('-').reverse().join('-');
          };
          const holds = place.when.some((alternative) =>
            alternative.every((c) => {
              const board = json.boards.find((b) => b.board === c.board)!;
              return c.results.includes(result(board.white, board.black));
            }),
          );
          if (!holds) continue;
          count++;
          const text = withRoundResults(full, 5, games, (i) => (['1', '=', '0'] as const)[digits[i]!]!);
          const standing = evaluate(readTrf(text).crosstable!, regulation).standings.find((s) => s.player === contender.player)!;
          expect(place.place).toBe(standing.rank <= 1 ? (standing.lastRank > 1 ? `1-${standing.lastRank}` : '1') : 'outside');
          if (standing.rank === 1) firsts.set(contender.player, (firsts.get(contender.player) ?? 0) + 1);
        }
        // The 4 boards that matter among the 7: each of their combinations stands for 3^3 of the file's.
        expect(count).toBe(place.combinations * 27);
      }
    }
    expect(firsts.get(2)).toBeGreaterThan(0);
  }, 120_000);

  it('without --places, asks about the places the regulation awards prizes to, and says so', async () => {
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'hort-prize-money.regula');
    const result = await scenarios([OPEN, '--regulation', regulation, '--format', 'json']);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.out) as ScenariosJson;
    // place 1: 1000, place 2: 600, place 3: 400 (the rating prize is not a place of the standings).
    expect([json.places, json.placesFrom, json.list]).toEqual([3, "the regulation's overall prizes", 'PTS BH']);
    const words = await scenarios([OPEN, '--regulation', regulation]);
    expect(words.out.split('\n')[1]).toBe("Places 1–3 (the regulation's overall prizes).");
  }, 120_000);

  it('bounds each contender on points when the combinations that matter are too many, and says how many', async () => {
    const result = await scenarios([IN_PROGRESS_CSV, '--criteria', 'PTS BH SB', '--edition', 'fide-2026']);
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(
      "Round 5: 19 boards to play; 19 can change places 1–3 under PTS BH SB: an exact answer needs more than the 19,683 re-rankings Regula runs (6,561 on the candidates' own boards, times the ties their tie-breaks read) — each contender's place is bounded on points alone, the tie-breaks not enumerated.",
    );
    // Bergqvist Bo (3.5) plays Sundström Erik (3): a win gives 4.5, which only the winner of board 2 can reach.
    expect(result.out).toContain(
      'Bergqvist Bo (1), 3.5 points, board 1 with White against Sundström Erik (4):\n  with a win: within places 1–3, first to third: board 2 and the tie-breaks decide.',
    );
    expect(result.out).toContain('Sundström Erik (4), 3 points, board 1 with Black against Bergqvist Bo (1):\n  with a win: first at best');
    expect(result.out).toContain('  with a loss: outside places 1–3, whatever happens on other boards.');
    const json = JSON.parse((await scenarios([IN_PROGRESS_CSV, '--criteria', 'PTS BH SB', '--format', 'json'])).out) as ScenarioBoundsJson;
    expect([json.bounded, json.combinations, json.atLeast, json.limit, json.boards.length]).toEqual([true, 6561, true, 19683, 19]);
    expect(json.contenders[0]).toMatchObject({ player: 1, points: '3.5', board: 1 });
    expect(json.contenders[0]!.outcomes).toEqual([
      { own: 'win', best: 1, worst: 3, deciding: [2] },
      { own: 'draw', best: 1, worst: null, deciding: [2, 3, 4] },
      { own: 'loss', best: 2, worst: null, deciding: [2, 3, 4, 5, 6, 7, 8] },
    ]);
  });

  it('refuses a crosstable without a round paired without results', async () => {
    const result = await scenarios([COMPLETE, ...LIST]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'tec-exercise-16.trf: error cli/no-open-round: no round is paired without results (rounds 1 to 5 are complete); expected the crosstable before its next round is played',
    );
  });

  it('refuses bad options and team events with a usage message', async () => {
    for (const [args, message] of [
      [[OPEN, '--places', '0'], '--places must be a number of places from 1, not "0"'],
      [[OPEN, '--format', 'table'], '--format must be words or json, not "table"'],
      [[], 'regula scenarios FILE'],
      [[TEAM_TRF], 'scenarios are for individual events; this file holds a team event'],
    ] as const) {
      const result = await scenarios([...args]);
      expect(result.code).toBe(1);
      expect(result.err).toContain(message);
    }
  });

  it('--round N: the postponed games of an earlier round are the round to come', async () => {
    const result = await scenarios([IN_PROGRESS_CSV, '--round', '4', '--criteria', 'PTS WIN', '--edition', 'fide-2026', '--places', '1']);
    expect(result.code).toBe(0);
    // Round 4 of the export has one game without a result (postponed: round 5 is paired); round 5 is left out.
    expect(result.out).toMatch(
      /^Round 4: 1 board to play; 0 can change place 1 under PTS WIN: 1 combination of results re-ranked\.\nPlace 1 \(--places\)\./,
    );
    expect(result.out).toContain(
      'Bergqvist Bo (1), 3.5 points, no game to play:\n  shared first to third, whatever happens on other boards.',
    );
  });
});
