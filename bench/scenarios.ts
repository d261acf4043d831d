/**
 * `regula scenarios` on two events before their last round. First the 24-player chess-results
 * export of the tests (test/fixtures/chess-results/in-progress-paired-en.csv, round 7 paired
 * without results, 10 boards open): answered exactly by 11,781 re-rankings of its 59,049
 * combinations. Then a large event: a generated 500-player, 9-round
 * Swiss (test/support/generate-crosstable.ts, seed 2026) written as TRF with the results of its
 * 30 top boards of round 9 left blank (as pairing programs write a round being played,
 * test/support/open-round.ts), read back with its open games, and answered for places 1–3
 * under PTS BH/C1 BH SB DE (fide-2026) by the pipeline both doors call (answerScenarios).
 * The aim (docs/performance.md "Scenarios"): at most 2 s each. Part of npm run bench; alone:
 * node --import tsx bench/scenarios.ts (BENCH_RUNS sets the runs, default 3).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { computeScores, DEFAULT_UNPLAYED_OPTIONS, parseCriterionSpecifier, type Crosstable, type Regulation } from '../engine';
import { parseCsv, readGrid, readTrf, writeTrf } from '../io';
import { answerScenarios } from '../pipeline';
import { generateSwiss } from '../test/support/generate-crosstable';
import { playedGames, withRoundResults } from '../test/support/open-round';

export const SCENARIO_LIST = 'PTS BH/C1 BH SB DE';

/** The regulation the scenarios are asked under: SCENARIO_LIST, fide-2026. */
function scenarioRegulation(): Regulation {
  return {
    name: 'bench',
    edition: 'fide-2026',
    unplayed: DEFAULT_UNPLAYED_OPTIONS,
    tiebreaks: SCENARIO_LIST.split(' ').map((text) => {
      const outcome = parseCriterionSpecifier(text);
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.spec;
    }),
    after: { kind: 'shared' },
  };
}

const NO_ARTICLE_RESULTS = { event: 'bench', grandPrix: [], teams: [], qualification: [], categories: [], issues: [] };

/** The 24-player chess-results export with 10 boards open (test/golden/scenarios-24-players.test.ts), read as `regula scenarios` reads it. */
export function exportScenarioQuestion(): Parameters<typeof answerScenarios>[0] {
  const file = fileURLToPath(new URL('../test/fixtures/chess-results/in-progress-paired-en.csv', import.meta.url));
  const read = readGrid(parseCsv(readFileSync(file, 'utf8')), { sheet: 'in-progress-paired-en.csv', open: true });
  if (!read.crosstable) throw new Error('the 24-player export did not read');
  return {
    crosstable: read.crosstable,
    regulation: scenarioRegulation(),
    articles: NO_ARTICLE_RESULTS,
    openGames: read.openGames ?? [],
    places: 3,
  };
}

/** The 500-player event with `open` top boards of its last round open, and the regulation it is asked under. */
export function scenarioBenchEvent(players = 500, rounds = 9, open = 30): { question: Parameters<typeof answerScenarios>[0] } {
  const full = writeTrf(generateSwiss({ players, rounds, seed: 2026 }));
  const games = playedGames(full, rounds);
  // The points before the last round: the file with every game of the round open.
  const before = readTrf(
    withRoundResults(full, rounds, games, () => ' '),
    { open: true },
  ).crosstable!;
  const scores = computeScores(before, before.pointSystem);
  const top = (g: { player: number; opponent: number }) => {
    const a = scores.get(g.player)!.total;
    const b = scores.get(g.opponent)!.total;
    return a.gt(b) ? a : b;
  };
  const chosen = [...games].sort((a, b) => top(b).cmp(top(a)) || a.player - b.player).slice(0, open);
  const read = readTrf(
    withRoundResults(full, rounds, chosen, () => ' '),
    { open: true },
  );
  const crosstable: Crosstable = read.crosstable!;
  const regulation = scenarioRegulation();
  return {
    question: {
      crosstable,
      regulation,
      articles: NO_ARTICLE_RESULTS,
      openGames: read.openGames ?? [],
      places: 3,
    },
  };
}

/** The time of answerScenarios on the 24-player chess-results export of the tests, and on the 500-player event. */
export function benchScenarios(runs: number, report: (label: string, samples: number[]) => void): void {
  const time = (question: Parameters<typeof answerScenarios>[0]) => {
    const samples: number[] = [];
    let answer: ReturnType<typeof answerScenarios> | undefined;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      answer = answerScenarios(question);
      samples.push(performance.now() - start);
    }
    return { samples, words: answer?.kind === 'answered' ? answer.words[0] : answer?.message };
  };
  const exported = exportScenarioQuestion();
  const small = time(exported);
  console.log(`\nscenarios, 24 players (chess-results export), ${exported.openGames.length} boards open, places 1–3, ${SCENARIO_LIST}:`);
  console.log(`  ${small.words}`);
  report('answer the scenarios, 24 players (answerScenarios)', small.samples);
  const { question } = scenarioBenchEvent();
  const large = time(question);
  console.log(`\nscenarios, 500 players, ${question.openGames.length} boards open, places 1–3, ${SCENARIO_LIST}:`);
  console.log(`  ${large.words}`);
  report('answer the scenarios (answerScenarios)', large.samples);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  benchScenarios(Number(process.env['BENCH_RUNS'] ?? 3), (label, samples) =>
    console.log(
      `${label.padEnd(52)} median ${median(samples).toFixed(0).padStart(6)} ms   (runs: ${samples.map((s) => s.toFixed(0)).join(', ')})`,
    ),
  );
}
