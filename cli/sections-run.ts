import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { InputIssue, InputLocation } from '../io';
import { csvCutOff, hasErrors, matchSections, parseCsv, splitGridBySection, type FoundSection } from '../io';
import { rankSection, sectionNames } from '../pipeline';
import { UsageError, type ParsedArgs } from './args';
import { evaluateReading, notRanked, readRankedInput, type Evaluated, type IndividualRun } from './evaluate-input';
import { decodeTrfBytes } from '../io';
import { readTextBytes } from './files';
import { fromGrid, looksLikeCrosstable, readOptionsOf, readTournamentFile, readWorkbookSheets, type InputReading } from './read-input';
import { regulationOption, type RegulationChoice } from './read-regulation';
import type { Reporter } from './report';

/*
 * `rank`, `explain`, `diff` on an event in several sections (the regulation's `sections`):
 * which crosstable is which section, and each section ranked by the one pipeline
 * (pipeline/sections.ts). Inputs (docs/inputs.md "Events in several sections"):
 *  - an .xlsx workbook: each sheet holding a crosstable is the section of its name;
 *  - a .csv file (or one sheet) with a Section column: its rows by section;
 *  - TRF files, one per section (TRF-16 holds one tournament): the section its 012 name
 *    names, else the one its file name (without .trf) names.
 */

/** One section of the event, ranked: a run of its own (its crosstable, standings and prizes) with its name. */
export interface SectionPart extends IndividualRun {
  name: string;
}

export interface SectionsRun {
  kind: 'sections';
  /** The files as given. */
  files: string[];
  regulation: RegulationChoice;
  /** In the regulation's order. */
  parts: SectionPart[];
}

/**
 * What rank, explain and diff rank: an event in one section (evaluate-input.ts), or in the
 * sections its regulation names — from --regulation, or saved in the workbook — given as one
 * workbook or CSV, or as several TRF files.
 */
export async function evaluateAnyInput(
  files: readonly string[],
  args: ParsedArgs,
  reporter: Reporter,
): Promise<Evaluated | SectionsRun | undefined> {
  const given = await regulationOption(args, reporter);
  if (given === null)
    return notRanked(reporter, args.options.get('regulation')!, 'cli/regulation-errors', 'not ranked: the regulation has errors');
  if (files.length > 1 || given?.regulation.eventSections) {
    if (!given)
      throw new UsageError('several TRF files are ranked as the sections of one event: give the regulation naming them (--regulation)');
    return evaluateSectionedInput(files, given, args, reporter);
  }
  const input = await readRankedInput(files[0]!, args, reporter);
  return input && evaluateReading(input, given, args, reporter, (choice) => evaluateSectionedInput(files, choice, args, reporter));
}

/** The sections of the input and the ranking of each; undefined (after saying why) when a section is missing, extra or has errors. */
export async function evaluateSectionedInput(
  files: readonly string[],
  choice: RegulationChoice,
  args: ParsedArgs,
  reporter: Reporter,
): Promise<SectionsRun | undefined> {
  const names = sectionNames(choice.regulation);
  if (names.length === 0)
    throw new UsageError(
      `${files.length} files are ranked as the sections of one event: the regulation ("${choice.regulation.name}") names no sections`,
    );
  const { found, whole, issues } = await readSections(files, args);
  for (const issue of issues) reporter.input(issue, files[0]);
  for (const section of found) {
    for (const issue of section.input.issues) reporter.input(issue, section.input.file);
    if (section.input.kind === 'team')
      throw new UsageError(`${section.described}: a team event; sections are ranked for events of players only`);
  }
  const matched = matchSections(names, found, whole);
  for (const issue of matched.issues) reporter.input(issue, files[0]);
  const broken = found.filter((s) => !s.input.event || hasErrors(s.input.issues));
  const problems = [...issues, ...matched.issues];
  if (hasErrors(problems) || broken.length > 0)
    return notRanked(reporter, files[0]!, 'cli/crosstable-errors', `not ranked: ${brokenWhy(problems.length, broken)}`);
  const event = args.options.get('event');
  const parts = matched.sections.map(({ name, input }): SectionPart => {
    const crosstable = input.event!.kind === 'individual' ? input.event!.crosstable : undefined;
    const ranked = rankSection(crosstable!, choice.regulation, name, event ?? crosstable!.name ?? basename(files[0]!));
    for (const issue of [...ranked.evaluation.issues, ...ranked.results.issues]) reporter.engine(issue, input.file);
    return { kind: 'individual', name, evaluation: ranked.evaluation, sections: ranked.results, input, regulation: choice };
  });
  return { kind: 'sections', files: [...files], regulation: choice, parts };
}

function brokenWhy(problems: number, broken: readonly FoundSection<InputReading>[]): string {
  const parts = [
    ...(problems > 0 ? ["the input's sections are not the regulation's"] : []),
    ...(broken.length > 0
      ? [`section${broken.length > 1 ? 's' : ''} ${broken.map((b) => `"${b.name}"`).join(', ')} ha${broken.length > 1 ? 've' : 's'} errors`]
      : []),
  ];
  return parts.join('; ');
}

/** The input's sections, by kind of input. */
async function readSections(
  files: readonly string[],
  args: ParsedArgs,
): Promise<{ found: FoundSection<InputReading>[]; whole: { location: InputLocation; described: string }; issues: InputIssue[] }> {
  const options = readOptionsOf(args.options);
  const first = files[0]!;
  const whole = { location: { kind: 'text', file: first, line: 1, column: 1 } as InputLocation, described: basename(first) };
  const extension = extname(first).toLowerCase();
  if (files.length > 1 || extension === '.trf' || extension === '.txt') {
    const notTrf = files.find((f) => !['.trf', '.txt'].includes(extname(f).toLowerCase()));
    if (notTrf) throw new UsageError(`${notTrf}: several files are the sections of one event as TRF files only (one .trf per section)`);
    const found: FoundSection<InputReading>[] = [];
    for (const file of files) {
      const reading = await readTournamentFile(file, options);
      const base = basename(file).replace(/\.[^.]+$/, '');
      found.push({
        name: reading.crosstable?.name?.trim() || base,
        location: { kind: 'text', file, line: 1, column: 1 },
        described: basename(file),
        input: reading,
      });
    }
    return { found, whole: { ...whole, described: files.map((f) => basename(f)).join(', ') }, issues: [] };
  }
  if (extension === '.xlsx') {
    const sheets = (await readWorkbookSheets(first, options)).filter(
      (r) => looksLikeCrosstable(r) && !/^regula(tion)?\b/i.test(r.grid!.sheet),
    );
    return {
      found: sheets.map((reading) => ({
        name: reading.grid!.sheet,
        location: { kind: 'cell', sheet: reading.grid!.sheet, row: 1, column: 1 },
        described: `sheet '${reading.grid!.sheet}'`,
        input: reading,
      })),
      whole,
      issues: [],
    };
  }
  if (extension === '.csv') return { ...csvSections(first, args), whole };
  throw new UsageError(`${first}: unsupported file type (use .trf, .csv or .xlsx)`);
}

/** A CSV file's rows by its Section column, each section read as its own crosstable at the cells it has. */
function csvSections(file: string, args: ParsedArgs): { found: FoundSection<InputReading>[]; issues: InputIssue[] } {
  const bytes = readTextBytes(file);
  const sheet = args.options.get('sheet') ?? basename(file).replace(/\.[^.]+$/, '');
  const text = decodeTrfBytes(bytes);
  const rows = parseCsv(text);
  const split = splitGridBySection(rows, { sheet });
  if (!split) return { found: [], issues: [] };
  const cut = csvCutOff(text, rows, sheet);
  const options = readOptionsOf(args.options);
  const base = { file, sha256: createHash('sha256').update(bytes).digest('hex'), label: basename(file) };
  const found = split.sections.map((section): FoundSection<InputReading> => ({
    name: section.name,
    location: { kind: 'cell', ...section.at },
    described: 'the Section column',
    input: {
      ...base,
      label: `${basename(file)} section ${section.name}`,
      ...fromGrid({ sheet, origin: { row: 1, column: 1 }, values: section.values, named: false }, options),
    },
  }));
  return { found, issues: cut ? [cut, ...split.issues] : split.issues };
}
