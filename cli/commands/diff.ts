import { editionProblem, readInput, RunLog, runIssues, runReading, type RegulationRequest } from '../../pipeline';
import { compareRuns, hasErrors } from '../../io';
import { parseArgs, UsageError, type ParsedArgs } from '../args';
import type { Io } from '../io';
import { readOptionsOf, type InputReading } from '../read-input';
import { readEvents } from '../read-events';
import { regulationFromFile, savedChoice } from '../read-regulation';
import { said, sayMessages, type Reporter } from '../report';
import { EVALUATION_OPTIONS, regulationRequest, runInputs, type CliRun as Evaluated } from '../run-request';
import { renderComparison, type Compared } from '../render-diff';
import { DIFF_USAGE } from '../usage';
import { compareSeason, renderSeasonTable, seasonJson, type EventComparison } from '../diff-season';
import { diffSections, type Sides } from '../diff-sections';
import { outputWords } from '../render-language';

/**
 * `regula diff`: one event (or each event of a season) ranked twice by the one pipeline —
 * under the first regulation or edition and under the second — and the two standings lined up:
 * who moves, the criterion that decided each place under each, prizes and qualification
 * places that change hands, and the ties the two split differently (docs/cli.md, diff).
 */
export async function runDiff(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'against', 'against-edition', 'format', 'id', 'sheets', 'lang'], ['quiet', 'json']);
  const files = args.positionals;
  if (files.length === 0) throw new UsageError(DIFF_USAGE);
  const format = args.options.get('format') ?? 'table';
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json, not "${format}"`);
  const season = files.length > 1 || args.options.has('id');
  // One event's table speaks --lang, else the locale's language (rank's rules); CSV and JSON are the same in every language.
  const lang = args.options.get('lang');
  if (lang !== undefined && format !== 'table')
    throw new UsageError(`--lang is for the table: --format ${format} is the same in every language`);
  if (lang !== undefined && season) throw new UsageError('--lang is for one event’s table: a season is compared in English for now');
  reporter.dropRepeats();
  const sides = await readSides(args, reporter);
  if (!sides) return 1;
  // An event in sections (one workbook or CSV, or a TRF file per section) is one event, not a season.
  if (sides.before?.regulation.eventSections) {
    if (lang !== undefined) throw new UsageError('--lang is for one event’s table: an event in sections is compared in English for now');
    return diffSections(files, sides, args, format, io, reporter);
  }
  const read = readOptionsOf(args.options);
  if (season && !args.options.has('id')) throw new UsageError('several events are compared as a season: give --id COLUMN');
  if (season && format === 'csv') throw new UsageError('a season is compared as a table or as JSON (--format table|json)');
  if (!season) {
    const log = new RunLog();
    const input = readInput((await runInputs({ files, read }))[0]!, { read }, log);
    sayMessages(log.messages, reporter);
    const compared = await compareEvent(input, sides, args, reporter);
    if (!compared) return 1;
    io.out(renderComparison(compared, format, format === 'table' ? outputWords(lang, process.env, reporter) : undefined));
    return compared.failed ? 1 : 0;
  }
  const events = await readEvents(files, args.options.get('sheets'), read);
  const compared: EventComparison[] = [];
  let failed = false;
  for (const event of events) {
    for (const issue of event.reading.issues) reporter.input(issue, event.reading.file);
    if (!event.reading.event || hasErrors(event.reading.issues)) {
      reporter.error(event.reading.file, 'cli/crosstable-errors', `not compared: event "${event.name}" has errors`);
      failed = true;
      continue;
    }
    const one = await compareEvent(event.reading, sides, args, reporter);
    if (!one) failed = true;
    else compared.push({ ...one, name: event.name });
  }
  if (failed) return 1;
  const result = compareSeason(compared, args.options.get('id')!);
  io.out(format === 'json' ? JSON.stringify(seasonJson(result), null, 1) : renderSeasonTable(result));
  return compared.some((c) => c.failed) ? 1 : 0;
}

/** The regulations the two runs are chosen by; undefined (after saying why) when one has errors. */
async function readSides(args: ParsedArgs, reporter: Reporter): Promise<Sides | undefined> {
  const against = args.options.get('against');
  const againstEdition = args.options.get('against-edition');
  if ((against === undefined) === (againstEdition === undefined))
    throw new UsageError(`give what to compare with: --against B.regula or --against-edition EDITION\n\n${DIFF_USAGE}`);
  if (againstEdition !== undefined) {
    const problem = editionProblem(againstEdition);
    if (problem) throw new UsageError(problem.replace('--edition', '--against-edition'));
    if (args.options.has('regulation'))
      throw new UsageError(
        '--against-edition compares editions of a --criteria list; to compare with a regulation file give --against B.regula',
      );
  }
  const beforeRequest = regulationRequest(args);
  const before = beforeRequest.kind === 'text' ? await savedChoice(beforeRequest.text, beforeRequest.source, reporter) : undefined;
  if (beforeRequest.kind === 'text' && !before) return notCompared(reporter, beforeRequest.source);
  if (against !== undefined) {
    const after = await regulationFromFile(against, reporter);
    if (!after) return notCompared(reporter, against);
    return { before, beforeRequest, after, afterRequest: { kind: 'text', text: after.text, source: against } };
  }
  const afterRequest: RegulationRequest =
    beforeRequest.kind === 'list' ? { ...beforeRequest, edition: againstEdition! } : { kind: 'list', edition: againstEdition! };
  return { before, beforeRequest, after: undefined, afterRequest };
}

function notCompared(reporter: Reporter, file: string): undefined {
  reporter.error(file, 'cli/regulation-errors', 'not compared: the regulation has errors');
  return undefined;
}

/** Ranks one event under both regulations (the same pipeline as `rank`) and lines the two up. */
async function compareEvent(input: InputReading, sides: Sides, args: ParsedArgs, reporter: Reporter): Promise<Compared | undefined> {
  const ranked = async (regulation: RegulationRequest) => {
    const request = {
      regulation,
      section: args.options.get('section'),
      event: args.options.get('event'),
      ranAt: new Date(),
      sections: false,
    };
    const run = said(await runReading(input, request), input.file, reporter);
    return run?.kind === 'sections' ? undefined : run;
  };
  const before = await ranked(sides.beforeRequest);
  const after = before && (await ranked(sides.afterRequest));
  if (!before || !after) return undefined;
  const side = (run: Evaluated) => ({ evaluation: run.evaluation, ...(run.kind === 'individual' && { articles: run.articles }) });
  return {
    event: eventName(before),
    before,
    after,
    comparison: compareRuns(side(before), side(after)),
    failed: [...runIssues(before), ...runIssues(after)].some((i) => i.severity === 'error'),
  };
}

function eventName(run: Evaluated): string {
  return (run.kind === 'team' ? run.evaluation.event.name : run.evaluation.crosstable.name) ?? run.input.label;
}
