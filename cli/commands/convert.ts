import { isTotalsOnly } from '../../engine';
import {
  chessJsonWriteProblems,
  hasErrors,
  lostInGrid,
  teamTrfWriteProblems,
  trfWriteProblems,
  writeBoardPairings,
  writeGrid,
  writeTeamTrf,
  writeTrf,
  writeChessJson,
} from '../../io';
import { parseArgs, UsageError } from '../args';
import { CROSSTABLE_SHEET } from '../crosstable-sheet';
import type { Io } from '../io';
import { readOptionsOf, readTournamentFile } from '../read-input';
import { renderCsv } from '../render-table';
import type { Reporter } from '../report';
import { newOutputWorkbook } from '../native-xlsx';
import { warnExcelLimits } from '../output-workbook';
import { guardOutput } from '../output-target';
import { writeFileAtomically } from '../safe-write';

import { CONVERT_USAGE } from '../usage';
/** The sheet a team event's board pairings are written on by `convert --to xlsx`. */
const PAIRINGS_SHEET = 'Pairings';

/** `regula convert`: the same crosstable in another format (a team event: its board pairings). */
export async function runConvert(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, ['to', 'out', 'sheet', 'layout', 'numbers', 'language', 'round'], ['quiet', 'json', 'force']);
  const [file, ...extra] = args.positionals;
  const to = args.options.get('to');
  if (!file || extra.length > 0 || !to) throw new UsageError(CONVERT_USAGE);
  if (!['trf', 'chess-json', 'csv', 'xlsx'].includes(to)) throw new UsageError(`--to must be trf, chess-json, csv or xlsx, not "${to}"`);
  const out = args.options.get('out');
  if (to === 'xlsx' && !out) throw new UsageError('--to xlsx needs --out FILE.xlsx');
  const force = args.flags.has('force');
  if (out !== undefined && to === 'xlsx') await guardOutput(out, [file], { force });
  const input = await readTournamentFile(file, readOptionsOf(args.options));
  for (const issue of input.issues) reporter.input(issue, file);
  if (!input.event || hasErrors(input.issues)) {
    reporter.error(file, 'cli/crosstable-errors', `not converted: the ${input.kind === 'team' ? 'team event' : 'crosstable'} has errors`);
    return 1;
  }
  const teams = input.event.kind === 'team' ? input.event.teams : undefined;
  if (teams?.teams.some((t) => t.rounds.some(isTotalsOnly)) || !input.crosstable) {
    reporter.error(
      file,
      'cli/team-totals-only',
      'not converted: the team event is known by its match totals only (a team crosstable); board pairings and TRF need every board',
    );
    return 1;
  }
  const crosstable = input.crosstable;
  // A grid cannot carry teams: a team event goes to CSV and .xlsx as its board pairings (io/team-pairings), read back as the same event.
  const grid = () => (teams ? writeBoardPairings(teams) : writeGrid(crosstable));
  if (to === 'chess-json') {
    const problems = chessJsonWriteProblems(crosstable, teams);
    for (const problem of problems) reporter.error(file, 'cli/not-chess-json-writable', `not converted: ${problem}`);
    if (problems.length > 0) return 1;
    const text = writeChessJson(crosstable, teams);
    if (out) {
      await guardOutput(out, [file], { force, text });
      writeFileAtomically(out, text);
    } else io.out(text);
    return 0;
  }
  if (to !== 'trf' && !teams) {
    const lost = lostInGrid(crosstable);
    if (lost.length > 0)
      reporter.warning(
        out ?? file,
        'cli/grid-drops-event-facts',
        `a ${to.toUpperCase()} grid holds the players, their rounds and the event's facts in its title rows, not the event's ${lost.join(', ')}`,
      );
  }
  if (to === 'xlsx') {
    const workbook = newOutputWorkbook({ name: teams ? PAIRINGS_SHEET : CROSSTABLE_SHEET, cells: grid() });
    await workbook.save(out!);
    warnExcelLimits(out!, workbook.warnings(), reporter);
    return 0;
  }
  if (to === 'trf') {
    const teamProblems = teams ? teamTrfWriteProblems(teams) : { errors: [], warnings: [] };
    const individual = trfWriteProblems(crosstable);
    const problems = {
      ...individual,
      errors: [...individual.errors, ...teamProblems.errors],
      warnings: [...individual.warnings, ...teamProblems.warnings],
    };
    for (const warning of problems.warnings) reporter.warning(out ?? file, 'cli/trf-field-cut', warning);
    if (problems.marksLost) reporter.warning(out ?? file, 'cli/trf-advantage-lost', problems.marksLost);
    if (problems.errors.length > 0) {
      for (const error of problems.errors) reporter.error(file, 'cli/not-trf-writable', `not converted: ${error}`);
      return 1;
    }
  }
  const text =
    to === 'trf'
      ? // A team event as TRF-2026: its teams and their records beside the players' games (io/trf write-team-trf.ts).
        teams
        ? writeTeamTrf(teams, crosstable, { history: input.regulationHistory ?? [] })
        : writeTrf(crosstable, { history: input.regulationHistory ?? [] })
      : renderCsv(grid().map((row) => row.map((v) => (v === undefined || typeof v === 'boolean' ? null : v))));
  if (out) {
    await guardOutput(out, [file], { force, text });
    writeFileAtomically(out, text);
  } else io.out(text);
  return 0;
}
