import { UsageError } from './args';
import { processIo, type Io } from './io';
import type { Reporter } from './report';
import {
  CHECK_USAGE,
  CONVERT_USAGE,
  DEMO_USAGE,
  DIFF_USAGE,
  EXPLAIN_USAGE,
  FORMAT_USAGE,
  MATCH_USAGE,
  RANK_USAGE,
  RENDER_USAGE,
  REPORT_USAGE,
  SCENARIOS_USAGE,
  SEASON_USAGE,
} from './usage';

const USAGE = `Regula — tournament regulations as a small language and an exact engine.

Commands:
  ${RANK_USAGE.split('\n')[0]}
  ${SEASON_USAGE.split('\n')[0]}
  ${EXPLAIN_USAGE.split('\n')[0]}
  ${DIFF_USAGE.split('\n')[0]}
  ${RENDER_USAGE.split('\n')[0]}
  ${REPORT_USAGE.split('\n')[0]}
  ${SCENARIOS_USAGE.split('\n')[0]}
  ${MATCH_USAGE.split('\n')[0]}
  ${CONVERT_USAGE.split('\n')[0]}
  ${CHECK_USAGE.split('\n')[0]}
  ${FORMAT_USAGE.split('\n')[0]}
  ${DEMO_USAGE.split('\n')[0]}
  regula help [COMMAND | CODE]

Exit codes: 0 success, 1 bad input (crosstable, match or regulation errors, usage), 2 internal failure.
Each error is followed by what to do; \`regula help CODE\` explains a message's code (trf/bad-rating).`;

const HELP: Record<string, string> = {
  rank: RANK_USAGE,
  season: SEASON_USAGE,
  explain: EXPLAIN_USAGE,
  diff: DIFF_USAGE,
  render: RENDER_USAGE,
  report: REPORT_USAGE,
  scenarios: SCENARIOS_USAGE,
  match: MATCH_USAGE,
  convert: CONVERT_USAGE,
  check: CHECK_USAGE,
  format: FORMAT_USAGE,
  demo: DEMO_USAGE,
};

type Command = (argv: readonly string[], io: Io, reporter: Reporter) => Promise<number>;

/**
 * Each command is loaded when it runs: `regula help` or `regula check` does not load exceljs,
 * the engine's criteria or the output writers: start-up near Node's own (docs/performance.md "Start-up").
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  rank: async () => (await import('./commands/rank')).runRank,
  season: async () => (await import('./commands/season')).runSeason,
  explain: async () => (await import('./commands/explain')).runExplain,
  diff: async () => (await import('./commands/diff')).runDiff,
  render: async () => (await import('./commands/render')).runRender,
  report: async () => (await import('./commands/report')).runReport,
  scenarios: async () => (await import('./commands/scenarios')).runScenarios,
  match: async () => (await import('./commands/match')).runMatch,
  convert: async () => (await import('./commands/convert')).runConvert,
  check: async () => {
    const { runCheck } = await import('./commands/check');
    return (argv, io) => runCheck(argv, io);
  },
  format: async () => {
    const { runFormat } = await import('./commands/format');
    return (argv, io) => runFormat(argv, io);
  },
  demo: async () => (await import('./commands/demo')).runDemo,
};

/** Runs a command; returns the exit code (0 ok, 1 bad input or usage, 2 internal failure). */
export async function run(argv: readonly string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  // `check --json` prints its diagnostics document on stdout (they are its output); every
  // other command keeps stdout for its result and reports problems as JSON on stderr.
  const json = rest.includes('--json') && command !== 'check';
  const help = command === undefined || command === 'help' || command === '--help' || command === '-h';
  // Help needs nothing but the usage texts: the reporter (and the engine, io and language it
  // formats problems with) is loaded for everything else.
  if (help && !json && !rest[0]?.includes('/')) {
    io.out(HELP[rest[0] ?? ''] ?? USAGE);
    return 0;
  }
  const { Reporter } = await import('./report');
  const reporter = new Reporter(io, { json, quiet: rest.includes('--quiet') });
  try {
    if (help) {
      // A message's code: `regula help trf/bad-rating`.
      if (rest[0]?.includes('/')) return (await import('./commands/help-code')).runHelpCode(rest[0], io);
      io.out(HELP[rest[0] ?? ''] ?? USAGE);
      return 0;
    }
    const load = COMMANDS[command];
    if (!load) throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
    return await (
      await load()
    )(rest, io, reporter);
  } catch (error) {
    return (await import('./command-failure')).reportFailure(error, reporter);
  } finally {
    reporter.flush();
  }
}
