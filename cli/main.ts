import { UsageError } from './args';
import { CHECK_USAGE, runCheck } from './commands/check';
import { CONVERT_USAGE, runConvert } from './commands/convert';
import { runDemo } from './commands/demo';
import { EXPLAIN_USAGE, runExplain } from './commands/explain';
import { FORMAT_USAGE, runFormat } from './commands/format';
import { RANK_USAGE, runRank } from './commands/rank';
import { processIo, type Io } from './io';

const USAGE = `Regula — tournament regulations as a small language and an exact engine.

Commands:
  ${RANK_USAGE.split('\n')[0]}
  ${EXPLAIN_USAGE.split('\n')[0]}
  ${CONVERT_USAGE.split('\n')[0]}
  ${CHECK_USAGE.split('\n')[0]}
  ${FORMAT_USAGE.split('\n')[0]}
  regula demo        ranks the bundled sample tournaments
  regula help [COMMAND]

Exit codes: 0 success, 1 bad input (crosstable or regulation errors, usage), 2 internal failure.`;

const HELP: Record<string, string> = {
  rank: RANK_USAGE,
  explain: EXPLAIN_USAGE,
  convert: CONVERT_USAGE,
  check: CHECK_USAGE,
  format: FORMAT_USAGE,
};

/** Runs a command; returns the exit code (0 ok, 1 bad input or usage, 2 internal failure). */
export async function run(argv: readonly string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'rank':
        return await runRank(rest, io);
      case 'explain':
        return await runExplain(rest, io);
      case 'convert':
        return await runConvert(rest, io);
      case 'check':
        return await runCheck(rest, io);
      case 'format':
        return await runFormat(rest, io);
      case 'demo':
        return await runDemo(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(HELP[rest[0] ?? ''] ?? USAGE);
        return 0;
      default:
        throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof Error && 'code' in error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
      io.err(`${(error as NodeJS.ErrnoException).path}: no such file`);
      return 1;
    }
    io.err(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 2;
  }
}
