import { evaluate, evaluateSections, type Evaluation, type Regulation, type SectionResults } from '../engine';
import { hasErrors } from '../io';
import { UsageError, type ParsedArgs } from './args';
import { readOptionsOf, readTournamentFile, type InputReading } from './read-input';
import { choiceFromOptions, compileChoice, LIST_OPTIONS, readRegulationFile, savedChoice, type RegulationChoice } from './read-regulation';
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
  let choice = regulationOption(args, reporter);
  if (choice === null)
    return notRanked(reporter, args.options.get('regulation')!, 'cli/regulation-errors', 'not ranked: the regulation has errors');
  const listOptions = LIST_OPTIONS.filter((o) => args.options.has(o));
  const input = await readTournamentFile(file, readOptionsOf(args.options));
  if (input.summary) reporter.note(`note: read ${input.label}: ${input.summary}`, 'cli/read');
  for (const issue of input.issues) reporter.input(issue, file);
  if (!input.crosstable || hasErrors(input.issues))
    return notRanked(reporter, file, 'cli/crosstable-errors', 'not ranked: the crosstable has errors');
  if (!choice && input.savedRegulation !== undefined && listOptions.length === 0) {
    const source = `${input.label.split(' ')[0]} 'Regulation'`;
    choice = savedChoice(input.savedRegulation, source, reporter);
    if (!choice)
      return notRanked(reporter, file, 'cli/regulation-errors', `not ranked: the regulation saved on its Regulation sheet has errors`);
    reporter.note(
      `note: ranked by the regulation saved in the workbook ("${choice.regulation.name}"); --regulation or --criteria overrides`,
    );
  }
  choice ??= choiceFromOptions(file, args, input.crosstable.meta['startDate'], reporter);
  const evaluation = evaluate(input.crosstable, choice.regulation);
  const section = chooseSection(args.options.get('section'), input.grid?.sheet, choice.regulation);
  const event = args.options.get('event');
  const sections = evaluateSections(evaluation, { ...(event !== undefined && { event }), ...(section !== undefined && { section }) });
  for (const issue of [...evaluation.issues, ...sections.issues]) reporter.engine(issue, file);
  return { evaluation, sections, input, regulation: choice };
}

/**
 * The --regulation file compiled, its diagnostics reported: undefined without one, null
 * when it has errors. Beside --criteria, --edition or --lots it is a usage error.
 */
export function regulationOption(args: ParsedArgs, reporter: Reporter): RegulationChoice | undefined | null {
  const regulationFile = args.options.get('regulation');
  if (regulationFile === undefined) return undefined;
  const listOptions = LIST_OPTIONS.filter((o) => args.options.has(o));
  if (listOptions.length > 0)
    throw new UsageError(`--regulation says the ranking list, rules and lots; drop --${listOptions.join(', --')}`);
  return compileChoice(readRegulationFile(regulationFile), regulationFile, reporter) ?? null;
}

export function notRanked(reporter: Reporter, file: string, code: string, message: string): undefined {
  reporter.error(file, code, message);
  return undefined;
}

/**
 * The row of per-section tables: --section, else the sheet's name when a per-section
 * qualification has a row of that name (a sheet "K-12"); else undefined, and the engine
 * looks for a row named in the crosstable's title ("K-12 Section of a GSQT").
 */
export function chooseSection(option: string | undefined, sheet: string | undefined, regulation: Regulation): string | undefined {
  const tables = (regulation.qualification ?? [])
    .filter((q) => q.perSection)
    .flatMap((q) => [...(q.places ? [q.places] : []), ...q.adjustments]);
  const rows = tables.flatMap((t) => t.rows.map((r) => r.label));
  if (option !== undefined) {
    if (rows.length > 0 && !rows.some((r) => r.toLowerCase() === option.toLowerCase()))
      throw new UsageError(`--section "${option}": the regulation's sections are ${[...new Set(rows)].join(', ')}`);
    return rows.find((r) => r.toLowerCase() === option.toLowerCase()) ?? option;
  }
  return sheet === undefined ? undefined : rows.find((r) => r.toLowerCase() === sheet.trim().toLowerCase());
}
