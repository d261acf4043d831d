import { evaluate, evaluateSections, type Evaluation, type SectionResults } from '../engine';
import { chooseSection, eventLabel } from '../pipeline';
import { hasErrors } from '../io';
import { UsageError, type ParsedArgs } from './args';
import { readOptionsOf, readTournamentFile, type InputReading } from './read-input';
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

export interface Evaluated {
  evaluation: Evaluation;
  /** Grand prix, teams, qualification and prizes (empty when the regulation has none). */
  sections: SectionResults;
  input: InputReading;
  regulation: RegulationChoice;
}

/**
 * Reads the tournament and its regulation, reports their problems compiler-style, and
 * evaluates the ranking and the regulation's sections. Undefined (after saying why) when
 * the regulation or the crosstable has errors: nothing is ranked from bad input.
 */
export async function evaluateInput(file: string, args: ParsedArgs, reporter: Reporter): Promise<Evaluated | undefined> {
  // The regulation first: a regulation with errors stops the run before the crosstable is even read.
  const given = await regulationOption(args, reporter);
  if (given === null)
    return notRanked(reporter, args.options.get('regulation')!, 'cli/regulation-errors', 'not ranked: the regulation has errors');
  const input = await readTournamentFile(file, readOptionsOf(args.options));
  if (input.summary) reporter.note(`note: read ${input.label}: ${input.summary}`, 'cli/read');
  for (const issue of input.issues) reporter.input(issue, file);
  if (!input.crosstable || hasErrors(input.issues))
    return notRanked(reporter, file, 'cli/crosstable-errors', 'not ranked: the crosstable has errors');
  const saved =
    input.savedRegulation === undefined ? undefined : { text: input.savedRegulation, source: `${input.label.split(' ')[0]} 'Regulation'` };
  const choice = await chooseRegulation(given, { file, saved, startDate: input.crosstable.meta['startDate'] }, args, reporter);
  if (!choice)
    return notRanked(reporter, file, 'cli/regulation-errors', `not ranked: the regulation saved on its Regulation sheet has errors`);
  const evaluation = evaluate(input.crosstable, choice.regulation);
  const sheet = input.grid?.sheet;
  const section = chooseSection(args.options.get('section'), sheet, choice.regulation);
  if ('problem' in section) throw new UsageError(`--${section.problem}`);
  const event = eventLabel(args.options.get('event'), input.crosstable, sheet);
  const sections = evaluateSections(evaluation, {
    ...(event !== undefined && { event }),
    ...(section.section !== undefined && { section: section.section }),
  });
  for (const issue of [...evaluation.issues, ...sections.issues]) reporter.engine(issue, file);
  return { evaluation, sections, input, regulation: choice };
}

export function notRanked(reporter: Reporter, file: string, code: string, message: string): undefined {
  reporter.error(file, code, message);
  return undefined;
}
