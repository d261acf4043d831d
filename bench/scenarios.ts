/**
 * `regula scenarios` on a large event before its last round: a generated 500-player, 9-round
 * Swiss (test/support/generate-crosstable.ts, seed 2026) written as TRF with the results of its
 * 30 top boards of round 9 left blank (as pairing programs write a round being played,
 * test/support/open-round.ts), read back with its open games, and answered for places 1–3
 * under PTS BH/C1 BH SB DE (fide-2026) by the pipeline both doors call (answerScenarios).
 * The aim (docs/performance.md "Scenarios"): at most 2 s. Part of npm run bench.
 */
import { computeScores, DEFAULT_UNPLAYED_OPTIONS, parseCriterionSpecifier, type Crosstable, type Regulation } from '../engine';
import { readTrf, writeTrf } from '../io';
import { answerScenarios } from '../pipeline';
import { generateSwiss } from '../test/support/generate-crosstable';
import { playedGames, withRoundResults } from '../test/support/open-round';

export const SCENARIO_LIST = 'PTS BH/C1 BH SB DE';

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
  const regulation: Regulation = {
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
  return {
    question: {
      crosstable,
      regulation,
      sections: { event: 'bench', grandPrix: [], teams: [], qualification: [], categories: [], issues: [] },
      openGames: read.openGames ?? [],
      places: 3,
    },
  };
}

/** The time of answerScenarios on the 500-player event, and on the 24-player chess-results export of the tests. */
export function benchScenarios(runs: number, report: (label: string, samples: number[]) => void): void {
  const { question } = scenarioBenchEvent();
  const samples: number[] = [];
  let answer: ReturnType<typeof answerScenarios> | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    answer = answerScenarios(question);
    samples.push(performance.now() - start);
  }
  console.log(`\nscenarios, 500 players, ${question.openGames.length} boards open, places 1–3, ${SCENARIO_LIST}:`);
  console.log(`  ${answer?.kind === 'answered' ? answer.words[0] : answer?.message}`);
  report('answer the scenarios (answerScenarios)', samples);
}
