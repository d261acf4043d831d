import { basename, extname } from 'node:path';
import { newOutputWorkbook } from '../native-xlsx';
import { pushAll, type Regulation } from '../../engine';
import {
  grandPrixFormats,
  hasErrors,
  headerBlock,
  planWrite,
  seasonGrandPrixBlock,
  seasonSheets,
  teamAwardsBlock,
  teamsBlock,
} from '../../io';
import { parseArgs, UsageError } from '../args';
import { inputSha256, MULTI_SECTION_UNSUPPORTED, rankSeason, RunRefused } from '../../pipeline';
import type { Io } from '../io';
import { readOptionsOf } from '../read-input';
import { readEvents, type SeasonEventReading } from '../read-events';
import { regulationFromFile, savedChoice, type RegulationChoice } from '../read-regulation';
import { withoutColumn } from '../render-run';
import { renderTable } from '../render-table';
import type { Reporter } from '../report';
import { guardOutput } from '../output-target';
import { saveWorkbook, warnLostByCopy } from '../output-workbook';
import { copiedWorkbook } from '../xlsx-writer';

import { SEASON_USAGE } from '../usage';
/** `regula season`: grand-prix accumulation and season team totals over several events. */
export async function runSeason(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, ['id', 'regulation', 'sheets', 'section', 'out', 'layout', 'numbers'], ['quiet', 'json', 'force']);
  const idColumn = args.options.get('id');
  if (args.positionals.length === 0 || !idColumn) throw new UsageError(SEASON_USAGE);
  const out = args.options.get('out');
  if (out !== undefined) {
    if (extname(out).toLowerCase() !== '.xlsx') throw new UsageError(`--out ${out}: a season is written as .xlsx`);
    await guardOutput(out, args.positionals, { force: args.flags.has('force') });
  }
  const events = await readEvents(args.positionals, args.options.get('sheets'), readOptionsOf(args.options));
  for (const event of events) for (const issue of event.reading.issues) reporter.input(issue, event.reading.file);
  const bad = events.filter((e) => !e.reading.crosstable || hasErrors(e.reading.issues));
  for (const e of bad) reporter.error(e.reading.file, 'cli/crosstable-errors', `not ranked: event "${e.name}" has errors`);
  const choice = await chooseRegulation(args.options.get('regulation'), events, reporter);
  if (bad.length > 0 || !choice) return 1;
  const regulation = choice.regulation;
  // A season's events are each one section; the sections of one event are ranked by `rank`.
  if (regulation.eventSections) throw new UsageError(MULTI_SECTION_UNSUPPORTED(regulation.eventSections.length));
  if (!regulation.grandPrix?.length && !regulation.teams?.length)
    throw new UsageError(`${choice.source}: the regulation has no grand-prix or team article: a season has nothing to accumulate`);
  const { evaluations, season } = seasonOf(events, regulation, args.options.get('section'), idColumn);
  // Each event's problems at its own file (a sheet's at its workbook); the season's own (players
  // matched across events, which name the event in their message) at the regulation that asks for them.
  const issues = season.issues.slice();
  evaluations.forEach((evaluation, i) => {
    const ofEvent = [...evaluation.issues, ...(season.events[i]?.issues ?? [])];
    for (const issue of ofEvent) reporter.engine(issue, events[i]!.reading.file);
    pushAll(issues, ofEvent);
  });
  for (const issue of season.issues) reporter.engine(issue, choice.source);
  for (const gp of season.grandPrix) {
    const block = withoutColumn(seasonGrandPrixBlock(gp), 'Audit');
    io.out(`Season grand prix: ${gp.name} (${gp.events.join(', ')})\n${renderTable(block, grandPrixFormats(block, gp))}\n`);
  }
  for (const team of season.teams) {
    io.out(`Season teams: ${team.name}\n${renderTable(withoutColumn(teamsBlock(team), 'Audit'))}\n`);
    io.out(`Season team awards: ${team.name}\n${renderTable(teamAwardsBlock(team))}\n`);
  }
  const failed = issues.some((i) => i.severity === 'error');
  if (out !== undefined && failed) reporter.error(out, 'cli/season-errors', 'not written: the season has errors (above)');
  if (out !== undefined && !failed) {
    const single = new Set(events.map((e) => e.reading.workbook));
    const copied = single.size === 1 ? events[0]!.reading.workbook : undefined;
    const workbook = copied ? copiedWorkbook(copied) : newOutputWorkbook();
    const files = [...new Map(events.map((e) => [e.reading.file, e.reading])).values()];
    const header = headerBlock(evaluations[0]!, {
      input: events.map((e) => e.reading.label).join(', '),
      inputSha256: await inputSha256(events.map((e) => e.reading.crosstable)),
      inputFileSha256: files.map((f) => f.sha256).join(', '),
      regulationSha256: choice.sha256,
      ranAt: new Date(),
    });
    const plan = planWrite({
      sheets: seasonSheets(season, header),
      regulationText: choice.text,
      existingSheets: workbook.sheetNames(),
    });
    if (copied) warnLostByCopy(out, events[0]!.reading, reporter);
    if (!(await saveWorkbook(out, workbook, plan, reporter))) return 1;
    reporter.note(`wrote ${out}`, 'cli/wrote');
  }
  return failed ? 1 : 0;
}

/** The season ranked by the pipeline; a section the regulation does not have is a usage error. */
function seasonOf(events: readonly SeasonEventReading[], regulation: Regulation, section: string | undefined, idColumn: string) {
  const read = events.map((e) => ({ name: e.name, crosstable: e.reading.crosstable!, sheet: e.reading.grid?.sheet }));
  try {
    return rankSeason(read, regulation, { section, idColumn });
  } catch (error) {
    if (error instanceof RunRefused) throw new UsageError(error.message);
    throw error;
  }
}

async function chooseRegulation(
  file: string | undefined,
  events: readonly SeasonEventReading[],
  reporter: Reporter,
): Promise<RegulationChoice | undefined> {
  if (file !== undefined) return regulationFromFile(file, reporter);
  const saved = events.find((e) => e.reading.savedRegulation !== undefined)?.reading;
  if (!saved)
    throw new UsageError('a season needs --regulation R.regula (or an .xlsx input with the regulation saved on its Regulation sheet)');
  return savedChoice(saved.savedRegulation!, `${basename(saved.file)} 'Regulation'`, reporter);
}
