import { basename } from 'node:path';
import {
  combinedGradesBlock,
  sectionOutputSheets,
  sectionSheetName,
  sectionsJson,
  sectionsStandingsBlock,
  sheetNameProblem,
  writeGrid,
  type SectionOutput,
} from '../io';
import { planRunOutput } from '../pipeline';
import { copiedWorkbook, newOutputWorkbook } from './output-workbook';
import { renderSections, renderStandings, withoutColumn } from './render-run';
import { renderCsv, renderTable } from './render-table';
import type { Reporter } from './report';
import { runHeader } from './run-header';
import { saveWorkbook, warnLostByCopy } from './save-workbook';
import type { CliSectionsRun as SectionsRun } from './run-request';
import { writeByExtension } from './write-output';

/** Says when a section's crosstable goes on a sheet of another name: one Excel takes (sectionSheetName). */
function noteSheetName(section: string, reporter: Reporter): void {
  const sheet = sectionSheetName(section);
  if (sheet !== section)
    reporter.note(
      `note: section "${section}" is on sheet "${sheet}": ${sheetNameProblem(section) ?? 'spaces at either end are dropped'}`,
      'workbook/sheet-name-changed',
    );
}

/** The sections as io's outputs take them. */
function outputs(run: SectionsRun): SectionOutput[] {
  return run.parts.map((p) => ({ name: p.name, evaluation: p.evaluation, results: p.sections }));
}

/** The event's name in the outputs: --event, else the regulation's. */
function eventOf(run: SectionsRun): string {
  return run.regulation.regulation.name || basename(run.files[0]!);
}

/** What `rank` prints for an event in sections: a heading and the standings and results of each section, one CSV, or one JSON document. */
export function renderSectionsRun(run: SectionsRun, format: string): string {
  if (format === 'json') return JSON.stringify(sectionsDocument(run), null, 1);
  if (format === 'csv') return renderCsv(sectionsStandingsBlock(outputs(run))).trimEnd();
  const sections = run.parts.map((part) =>
    [
      `== Section ${part.name} (${part.evaluation.crosstable.players.length} players)`,
      renderStandings(part.evaluation, 'table'),
      ...renderSections(part.evaluation, part.sections),
    ].join('\n\n'),
  );
  // A grand prix scaled by grade: the sections' scaled scores in one ranking (without the audit column).
  const grades = (run.combinedGrades ?? []).map(
    (gp) => `== Grand prix over the grades: ${gp.name}\n\n${renderTable(withoutColumn(combinedGradesBlock(gp), 'Audit'))}`,
  );
  return [...sections, ...grades].join('\n\n');
}

/** The JSON of an event in sections, with each grand prix over the grades when the regulation scales by grade. */
function sectionsDocument(run: SectionsRun) {
  const document = sectionsJson(eventOf(run), outputs(run));
  const grades = run.combinedGrades ?? [];
  if (grades.length === 0) return document;
  return {
    ...document,
    combinedGrades: grades.map((gp) => ({
      name: gp.name,
      entries: gp.entries.map((e) => ({
        place: e.place.rank === e.place.lastRank ? `${e.place.rank}` : `${e.place.rank}-${e.place.lastRank}`,
        grade: e.grade,
        player: e.player,
        name: e.name,
        score: e.score.toDecimalString(),
        factor: e.factor.toString(),
        scaled: e.scaled.toString(),
        ...(e.points !== undefined && { points: e.points.toString() }),
        audit: e.audit,
      })),
    })),
  };
}

/**
 * --out for an event in sections: .xlsx — a copy of an .xlsx input (its section sheets as
 * they are), else a new workbook with each section's crosstable on a sheet of its name; then
 * one Regula sheet per kind of output with a block per section — .csv (the standings with a
 * Section column) or .json (the array of sections).
 */
export async function writeSectionsOutput(path: string, run: SectionsRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  return writeByExtension(path, {
    xlsx: async () => {
      const first = run.parts[0]!;
      const workbook = first.input.workbook
        ? copiedWorkbook(first.input.workbook)
        : newOutputWorkbook(
            undefined,
            run.parts.map((p) => ({
              name: sectionSheetName(p.name),
              cells: p.input.grid?.area.values.filter((row) => row.length > 0) ?? writeGrid(p.evaluation.crosstable),
            })),
          );
      const header = await runHeader({ ...first, input: { ...first.input, label: run.files.map((f) => basename(f)).join(', ') } }, ranAt);
      const { plan, notes } = planRunOutput({
        sheets: sectionOutputSheets(outputs(run), header, run.combinedGrades ?? []),
        regulationText: run.regulation.text,
        existingSheets: workbook.sheetNames(),
      });
      if (first.input.workbook) warnLostByCopy(path, first.input, reporter);
      else for (const part of run.parts) noteSheetName(part.name, reporter);
      for (const note of notes) reporter.note(`note: ${note}`, 'cli/edited-block');
      return saveWorkbook(path, workbook, plan, reporter);
    },
    csv: () => sectionsStandingsBlock(outputs(run)),
    json: () => sectionsDocument(run),
  });
}
