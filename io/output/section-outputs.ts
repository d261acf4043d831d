import type { CombinedGrades, Evaluation, ArticleResults } from '../../engine';
import { combinedGradesBlock } from './grade-blocks';
import { outputSheets, type OutputBlock, type OutputSheet } from './sheets';
import { categoriesTable } from './category-json';
import { prizesBlock } from './prize-blocks';
import { standingsBlock, type CellBlock } from './standings';
import { standingsJson, type StandingsJson } from './standings-json';

/*
 * The outputs of an event in several sections (the regulation's `sections`), the same for
 * both doors: each section's standings and prizes, one after the other in the regulation's
 * order. The workbook keeps one sheet per kind of output (Regula Standings, Regula Prizes …)
 * with a block per section under a heading row — what an arbiter prints, a section per page
 * region, and what the single-section run writes for one section; the JSON is an array of
 * sections; the CSV is the standings with a Section column first.
 */

/** One section as ranked: its name, standings and results (prizes, qualification, categories …). */
export interface SectionOutput {
  name: string;
  evaluation: Evaluation;
  results: ArticleResults;
}

export const SECTIONS_FORMAT = 'regula-sections/1';

export interface SectionsJson {
  format: typeof SECTIONS_FORMAT;
  event: string;
  sections: {
    name: string;
    /** The section's standings, as `rank --format json` writes one event's (docs/standings.schema.json). */
    standings: StandingsJson;
    /** The section's prizes by place, as the Prizes block lists them (header → value); absent without prizes. */
    prizes?: Record<string, string | number | null>[];
  }[];
}

/** The workbook's sheets: every kind of sheet a section has, each with a heading and that section's blocks per section. */
export function sectionOutputSheets(
  sections: readonly SectionOutput[],
  header: CellBlock,
  grades: readonly ({ name: string } & Pick<CombinedGrades, 'entries'>)[] = [],
): OutputSheet[] {
  const merged = new Map<string, OutputBlock[]>();
  for (const section of sections) {
    for (const sheet of outputSheets(section.evaluation, header, section.results)) {
      const blocks = merged.get(sheet.name) ?? [sheet.blocks[0]!];
      // Table names are unique in a workbook: each block is named after its section.
      blocks.push({ name: `${section.name} heading`, cells: [[`Section ${section.name}`]], table: false });
      for (const block of sheet.blocks.slice(1)) blocks.push({ ...block, name: `${section.name} ${block.name}` });
      merged.set(sheet.name, blocks);
    }
  }
  const sheets = [...merged].map(([name, blocks]) => ({ name, blocks }));
  // A grand prix scaled by grade (`if N grades: scaled …`): one combined ranking over the sections.
  if (grades.length > 0)
    sheets.push({
      name: 'Regula Grand Prix Grades',
      blocks: [
        { name: 'header', cells: header, table: false },
        ...grades.map((gp) => ({ name: `${gp.name} grades`, cells: combinedGradesBlock(gp), table: true })),
      ],
    });
  return sheets;
}

/** `rank --format json` of an event in sections. */
export function sectionsJson(event: string, sections: readonly SectionOutput[]): SectionsJson {
  return {
    format: SECTIONS_FORMAT,
    event,
    sections: sections.map((section) => {
      const prizes = section.results.prizes && rowsOf(prizesBlock(section.results.prizes));
      return {
        name: section.name,
        standings: standingsJson({ kind: 'individual', evaluation: section.evaluation }, section.results.categories),
        ...(prizes && { prizes }),
      };
    }),
  };
}

/**
 * The standings of every section in one table, the section first on each row (the CSV output);
 * then, when the regulation has categories, an empty row and every section's categories table
 * under one header, the section first as well.
 */
export function sectionsStandingsBlock(sections: readonly SectionOutput[]): CellBlock {
  const standings = sectionsStandingsOnly(sections);
  const withCategories = sections.filter((s) => s.results.categories.length > 0);
  if (withCategories.length === 0) return standings;
  const tables = withCategories.map((s) => categoriesTable(s.results.categories));
  const categories: CellBlock = [['Section', ...tables[0]![0]!]];
  tables.forEach((table, i) => {
    for (const row of table.slice(1)) categories.push([withCategories[i]!.name, ...row]);
  });
  return standings.concat([[]], categories);
}

function sectionsStandingsOnly(sections: readonly SectionOutput[]): CellBlock {
  const blocks = sections.map((s) => standingsBlock(s.evaluation));
  // Sections may have different tie-break lists: the header is the first section's, and a section with other columns gets its own header row.
  const first = blocks[0]?.[0] ?? [];
  const out: CellBlock = [['Section', ...first]];
  blocks.forEach((block, i) => {
    const [head, ...rows] = block;
    if (i > 0 && head!.join('\u0000') !== first.join('\u0000')) out.push(['Section', ...head!]);
    for (const row of rows) out.push([sections[i]!.name, ...row]);
  });
  return out;
}

function rowsOf(block: CellBlock): Record<string, string | number | null>[] {
  const [head, ...rows] = block;
  return rows.map((row) => Object.fromEntries(head!.map((h, i) => [String(h), row[i] ?? null])));
}
