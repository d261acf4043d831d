import {
  hasErrors,
  matchSections,
  parseCsv,
  csvCutOff,
  splitGridBySection,
  type FoundSection,
  type InputIssue,
  type InputLocation,
} from '../../io';
import { combineGrades, gradeInputOf } from '../../engine';
import type { RegulationChoice } from '../regulation-choice';
import { rankSection, sectionNames } from '../sections';
import { fromGrid, looksLikeCrosstable, readSheets, readTournament } from './read-tournament';
import { RunLog, RunRefused, type RunMessage } from './run-log';
import {
  rankedInput,
  type GradeGrandPrix,
  type RankedInput,
  type RunOutcome,
  type RunRequest,
  type SectionPart,
  type SectionsRun,
} from './run-types';

/*
 * An event in several sections (the regulation's `sections`): which crosstable is which
 * section, and each ranked on its own (pipeline/sections.ts). Inputs (docs/inputs.md "Events
 * in several sections"):
 *  - a workbook: each sheet holding a crosstable is the section of its name;
 *  - a CSV file (or one sheet) with a Section column: its rows by section;
 *  - TRF files, one per section (TRF-16 holds one tournament): the section its 012 name
 *    names, else the one its file name (without extension) names.
 */

type Found<F> = FoundSection<RankedInput<F>>;

/** The sections of the input, each ranked; undefined (the outcome's stop set) when a section is missing, extra or has errors. */
export async function rankSections<F>(
  request: RunRequest<F>,
  choice: RegulationChoice,
  log: RunLog,
  outcome: RunOutcome<F>,
): Promise<SectionsRun<F> | undefined> {
  const names = sectionNames(choice.regulation);
  const files = request.inputs.map((input) => input.file);
  if (names.length === 0)
    throw new RunRefused(
      `${files.length} files are ranked as the sections of one event: the regulation ("${choice.regulation.name}") names no sections`,
    );
  const first = request.inputs[0]!;
  const { found, whole, issues, first: firstSheet } = readSections(request);
  if (firstSheet) outcome.reading = firstSheet;
  log.inputIssues(issues, first.file);
  for (const section of found) {
    log.inputIssues(section.input.issues, section.input.file);
    if (section.input.kind === 'team')
      throw new RunRefused(`${section.described}: a team event; sections are ranked for events of players only`);
  }
  const matched = matchSections(names, found, whole);
  log.inputIssues(matched.issues, first.file);
  const broken = found.filter((s) => !s.input.event || hasErrors(s.input.issues));
  const problems = [...issues, ...matched.issues];
  if (hasErrors(problems) || broken.length > 0) {
    outcome.stop = { code: 'input-errors', message: brokenWhy(problems.length, broken), sections: true };
    return undefined;
  }
  const parts = matched.sections.map(({ name, input }): SectionPart<F> => {
    const crosstable = input.event!.kind === 'individual' ? input.event!.crosstable : undefined;
    const ranked = rankSection(crosstable!, choice.regulation, name, request.event ?? crosstable!.name ?? first.name);
    log.engineIssues([...ranked.evaluation.issues, ...ranked.results.issues], input.file);
    return { kind: 'individual', name, evaluation: ranked.evaluation, articles: ranked.results, input, regulation: choice, from: 'given' };
  });
  const combined = combinedGrades(choice, parts);
  for (const grand of combined) log.engineIssues(grand.issues, first.file);
  return { kind: 'sections', files, regulation: choice, parts, ...(combined.length > 0 && { combinedGrades: combined }) };
}

/**
 * A grand prix scaled by grade (`if 3 grades: scaled 1, 2/3, 1/3`): the event's sections are its
 * grades, the top grade first in the regulation's order, and the points go by one combined
 * ranking of their scaled scores (engine/formulas/grade-scaling.ts).
 */
function combinedGrades(choice: RegulationChoice, parts: readonly SectionPart<unknown>[]): GradeGrandPrix[] {
  const scaled = (choice.regulation.grandPrix ?? []).filter((gp) => (gp.gradeScaling ?? []).length > 0);
  if (scaled.length === 0) return [];
  const grades = parts.map((part) => gradeInputOf(part.name, part.evaluation));
  return scaled.map((gp) => ({ name: gp.name, ...combineGrades(grades, gp) }));
}

function brokenWhy(problems: number, broken: readonly Found<unknown>[]): string {
  const parts = [
    ...(problems > 0 ? ["the input's sections are not the regulation's"] : []),
    ...(broken.length > 0
      ? [`section${broken.length > 1 ? 's' : ''} ${broken.map((b) => `"${b.name}"`).join(', ')} ha${broken.length > 1 ? 've' : 's'} errors`]
      : []),
  ];
  return parts.join('; ');
}

/** The input's sections, by kind of input. */
function readSections<F>(request: RunRequest<F>): {
  /** A workbook's first sheet as read, for the door's panel. */
  first?: RankedInput<F>;
  found: Found<F>[];
  whole: { location: InputLocation; described: string };
  issues: InputIssue[];
} {
  const options = request.read ?? {};
  const first = request.inputs[0]!;
  const whole = first.whole ?? { location: { kind: 'text', file: first.file, line: 1, column: 1 } as InputLocation, described: first.name };
  const source = first.source;
  if (request.inputs.length === 1 && source.kind === 'text' && source.hint !== undefined)
    throw new RunRefused(`${first.file}: unsupported file type (use .trf, .csv or .xlsx)`);
  if (request.inputs.length > 1 || source.kind === 'text') {
    const notTrf = request.inputs.find((input) => input.source.kind !== 'text' || input.source.hint !== undefined);
    if (notTrf)
      throw new RunRefused(`${notTrf.file}: several files are the sections of one event as TRF files only (one .trf per section)`);
    const found = request.inputs.map((input): Found<F> => {
      const reading = readTournament(input.source, options);
      return {
        name: reading.crosstable?.name?.trim() || input.name.replace(/\.[^.]+$/, ''),
        location: { kind: 'text', file: input.file, line: 1, column: 1 },
        described: input.name,
        input: rankedInput(input, reading, input.name),
      };
    });
    return { found, whole: { ...whole, described: request.inputs.map((input) => input.name).join(', ') }, issues: [] };
  }
  if (source.kind === 'workbook') {
    // Every sheet of the source: a door asking for one sheet (the add-in's active one) still gives them all.
    const { sheet: _one, ...every } = options;
    const all = readSheets(source, every);
    const sheets = all.filter((r) => looksLikeCrosstable(r) && !/^regula(tion)?\b/i.test(r.grid!.sheet));
    return {
      ...(all[0] && { first: rankedInput(first, all[0], `${first.name} '${all[0].grid!.sheet}'`) }),
      found: sheets.map((reading) => ({
        name: reading.grid!.sheet,
        location: { kind: 'cell', sheet: reading.grid!.sheet, row: 1, column: 1 },
        described: `sheet '${reading.grid!.sheet}'`,
        input: rankedInput(first, reading, `${first.name} '${reading.grid!.sheet}'`),
      })),
      whole,
      issues: [],
    };
  }
  // A CSV file's rows by its Section column, each section read as its own crosstable at the cells it has.
  const rows = parseCsv(source.text);
  const split = splitGridBySection(rows, { sheet: source.sheet });
  if (!split) return { found: [], whole, issues: [] };
  const cut = csvCutOff(source.text, rows, source.sheet);
  const found = split.sections.map((section): Found<F> => ({
    name: section.name,
    location: { kind: 'cell', ...section.at },
    described: 'the Section column',
    input: rankedInput(
      first,
      fromGrid({ sheet: source.sheet, origin: { row: 1, column: 1 }, values: section.values, named: false }, options),
      `${first.name} section ${section.name}`,
    ),
  }));
  return { found, whole, issues: cut ? [cut, ...split.issues] : split.issues };
}

/**
 * The sections of a run ranked again by a second regulation (`diff` of an event in sections):
 * the second regulation's own list or prizes for a section when it names it, else its common ones.
 */
export function rerankSections<F>(
  run: SectionsRun<F>,
  choice: RegulationChoice,
  event: string | undefined,
): {
  parts: SectionPart<F>[];
  messages: RunMessage[];
} {
  const log = new RunLog();
  const parts = run.parts.map((part): SectionPart<F> => {
    const ranked = rankSection(part.evaluation.crosstable, choice.regulation, part.name, event);
    log.engineIssues([...ranked.evaluation.issues, ...ranked.results.issues], part.input.file);
    return { ...part, evaluation: ranked.evaluation, articles: ranked.results, regulation: choice };
  });
  return { parts, messages: log.messages };
}
