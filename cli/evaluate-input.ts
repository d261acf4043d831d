import {
  evaluateEvent,
  eventBody,
  evaluateSections,
  startDateOf,
  type EngineIssue,
  type Evaluation,
  type SectionResults,
  type TeamEvaluation,
} from '../engine';
import { chooseSection, declaredList, eventLabel, listChange, listChangeMessage } from '../pipeline';
import type { ListChange } from '../io';
import { hasErrors } from '../io';
import { UsageError, type ParsedArgs } from './args';
import { readOptionsOf, readTournamentFile, type InputReading, type ReadOptions } from './read-input';
import { chooseRegulation, regulationOption, type RegulationChoice } from './read-regulation';
import type { Reporter } from './report';

/** Options shared by every command that ranks a tournament (rank, explain, season). */
export const EVALUATION_OPTIONS = [
  'criteria',
  'edition',
  'lots',
  'sheet',
  'layout',
  'numbers',
  'language',
  'round',
  'regulation',
  'section',
  'event',
] as const;

/** A run as evaluated: what was read, the regulation chosen, and the ranking of the players or of the teams. */
export type Evaluated = IndividualRun | TeamRun;

interface RunBase {
  input: InputReading;
  regulation: RegulationChoice;
  /** The tie-break list differs from the one saved in the workbook, after the event started (FIDE VCL Q201). */
  listChange?: ListChange;
}

export interface IndividualRun extends RunBase {
  kind: 'individual';
  evaluation: Evaluation;
  /** Grand prix, teams, qualification and prizes (empty when the regulation has none). */
  sections: SectionResults;
}

/** A team event (a TRF with team lines): its teams ranked (C.07 arts. 11–13). */
export interface TeamRun extends RunBase {
  kind: 'team';
  evaluation: TeamEvaluation;
}

/**
 * Reads the tournament and its regulation, reports their problems compiler-style, and
 * evaluates the ranking — of the players, with the regulation's sections, or of the teams.
 * Undefined (after saying why) when the regulation or the file has errors: nothing is
 * ranked from bad input.
 */
export async function evaluateInput(
  file: string,
  args: ParsedArgs,
  reporter: Reporter,
  /** Read options beyond the command line's (scenarios: the round to come stays open). */
  extra: Partial<ReadOptions> = {},
): Promise<Evaluated | undefined> {
  // The regulation first: a regulation with errors stops the run before the crosstable is even read.
  const given = await regulationOption(args, reporter);
  if (given === null)
    return notRanked(reporter, args.options.get('regulation')!, 'cli/regulation-errors', 'not ranked: the regulation has errors');
  if (given?.regulation.eventSections) throw new UsageError(MULTI_SECTION_UNSUPPORTED(given.regulation.eventSections.length));
  const input = await readRankedInput(file, args, reporter, extra);
  return input && evaluateReading(input, given, args, reporter);
}

/** Reads the tournament file and reports what was read; undefined (after saying why) when it has errors. */
export async function readRankedInput(
  file: string,
  args: ParsedArgs,
  reporter: Reporter,
  extra: Partial<ReadOptions> = {},
): Promise<InputReading | undefined> {
  const input = await readTournamentFile(file, { ...readOptionsOf(args.options), ...extra });
  if (input.summary) reporter.note(`note: read ${input.label}: ${input.summary}`, 'cli/read');
  for (const note of input.notes ?? []) reporter.note(`note: read ${input.label}: ${note}`, 'cli/read');
  for (const issue of input.issues) reporter.input(issue, file);
  if (!input.event || hasErrors(input.issues))
    return notRanked(
      reporter,
      file,
      'cli/crosstable-errors',
      `not ranked: the ${input.kind === 'team' ? 'team event' : 'crosstable'} has errors`,
    );
  return input;
}

/**
 * Ranks a tournament already read (readRankedInput) by the regulation `given` (a --regulation
 * file) or the one the options and the file choose — the run `rank` makes; `diff` makes two.
 */
export async function evaluateReading(
  input: InputReading,
  given: RegulationChoice | undefined,
  args: ParsedArgs,
  reporter: Reporter,
): Promise<Evaluated | undefined>;
/** With `sectioned`: a regulation naming sections ranks the file's sections through it (rank, explain, diff). */
export async function evaluateReading<S>(
  input: InputReading,
  given: RegulationChoice | undefined,
  args: ParsedArgs,
  reporter: Reporter,
  sectioned: (choice: RegulationChoice) => Promise<S | undefined>,
): Promise<Evaluated | S | undefined>;
export async function evaluateReading<S>(
  input: InputReading,
  given: RegulationChoice | undefined,
  args: ParsedArgs,
  reporter: Reporter,
  sectioned?: (choice: RegulationChoice) => Promise<S | undefined>,
): Promise<Evaluated | S | undefined> {
  const file = input.file;
  const event = input.event!;
  const saved =
    input.savedRegulation === undefined ? undefined : { text: input.savedRegulation, source: `${input.label.split(' ')[0]} 'Regulation'` };
  const facts = { saved, startDate: startDateOf(event), team: event.kind === 'team', declared: declaredList(eventBody(event).meta) };
  const choice = await chooseRegulation(given, facts, args, reporter);
  if (!choice)
    return notRanked(reporter, file, 'cli/regulation-errors', `not ranked: the regulation saved on its Regulation sheet has errors`);
  if (choice.regulation.eventSections) {
    if (sectioned) return sectioned(choice);
    throw new UsageError(MULTI_SECTION_UNSUPPORTED(choice.regulation.eventSections.length));
  }
  const ranked = evaluateEvent(event, choice.regulation);
  const change = listChange(input.savedRegulation, choice.regulation, ranked.evaluation.crosstable, new Date());
  if (change) reporter.warning(saved!.source, 'cli/list-changed', listChangeMessage(change));
  const changed = change && { listChange: change };
  if (ranked.kind === 'team') {
    for (const issue of ranked.evaluation.issues) reporter.engine(issue, file);
    return { kind: 'team', evaluation: ranked.evaluation, input, regulation: choice, ...changed };
  }
  const { evaluation } = ranked;
  const sheet = input.grid?.sheet;
  const section = chooseSection(args.options.get('section'), sheet, choice.regulation);
  if ('problem' in section) throw new UsageError(`--${section.problem}`);
  const label = eventLabel(args.options.get('event'), evaluation.crosstable, sheet);
  const sections = evaluateSections(evaluation, {
    ...(label !== undefined && { event: label }),
    ...(section.section !== undefined && { section: section.section }),
    ...(section.source !== undefined && { sectionSource: section.source }),
  });
  for (const issue of [...evaluation.issues, ...sections.issues]) reporter.engine(issue, file);
  return { kind: 'individual', evaluation, sections, input, regulation: choice, ...changed };
}

/** The usage error of a command that ranks one section at a time, given a regulation with sections. */
export const MULTI_SECTION_UNSUPPORTED = (count: number) =>
  `the regulation names ${count} sections (\`sections\`): this command takes an event in one section; rank, explain, diff and render take an event in several`;

/** The issues a run's exit code looks at: the engine's, and its sections'. */
export function runIssues(run: Evaluated): EngineIssue[] {
  return run.kind === 'team' ? run.evaluation.issues : [...run.evaluation.issues, ...run.sections.issues];
}

export function notRanked(reporter: Reporter, file: string, code: string, message: string): undefined {
  reporter.error(file, code, message);
  return undefined;
}

/** The Regulation sheet's history as read, with this run's change of the tie-break list last (FIDE VCL Q201). */
export function historyAfter(run: Evaluated, ranAt: Date): ListChange[] {
  const history = [...(run.input.regulationHistory ?? [])];
  if (run.listChange) history.push({ ...run.listChange, ranAt: ranAt.toISOString() });
  return history;
}
