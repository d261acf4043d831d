import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import { cellAddress } from '../issues';
import { cellText, type CellValue } from '../grid/cell-value';
import { SECTION_ISSUES, type SectionIssueCode } from './section-issues';

/**
 * A crosstable of several sections in one grid: a CSV (or sheet) with a "Section" column, each
 * player row naming its section (the US Chess wall charts of a scholastic event exported as one
 * list, the rows of several chess-results groups pasted under one header). Each section's grid
 * keeps the rows above the header (its title), the header row and its own rows at their places,
 * other sections' rows left blank, so every cell address the grid reader reports is the cell's
 * own. Sections are numbered as in their own crosstable (numbers start again in each section).
 */
export interface SectionGrid {
  /** The section as the Section column writes it (first spelling met). */
  name: string;
  /** The grid of this section alone, at the same origin. */
  values: CellValue[][];
  /** The first Section cell naming it: where a section the regulation does not name is reported. */
  at: { sheet: string; row: number; column: number };
}

export interface SplitGrid {
  sections: SectionGrid[];
  issues: InputIssue[];
}

/** Headers of the column naming each row's section. */
const SECTION_HEADERS = ['section', 'sektion', 'group', 'gruppe', 'groupe', 'grupo'];
/** Rows searched for the header, as the grid reader does (io/grid/header-row.ts). */
const HEADER_ROWS = 50;

/**
 * Splits the grid at its Section column; undefined when it has none. One pass assigns every row
 * to its section, and each row's cells are copied once, into its own section's grid. A section's
 * grid reaches down to its own last row, the rows it does not own being one shared empty row: a
 * row reference each, not cells (13 sections of 300 players: at most 13 × 3,900 references).
 */
export function splitGridBySection(
  values: readonly (readonly CellValue[])[],
  options: { sheet: string; origin?: { row: number; column: number } },
): SplitGrid | undefined {
  const origin = options.origin ?? { row: 1, column: 1 };
  const header = findSectionColumn(values);
  if (!header) return undefined;
  const issues: InputIssue[] = [];
  const byName = new Map<string, { name: string; rows: number[]; at: SectionGrid['at'] }>();
  const at = (r: number) => ({ sheet: options.sheet, row: origin.row + r, column: origin.column + header.column });
  for (let r = header.row + 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const name = cellText(row[header.column]).trim();
    if (name === '') {
      // A blank row, or a note under the table: only a row with other cells and no section is a problem.
      if (row.some((v, c) => c !== header.column && cellText(v).trim() !== '')) pushBounded(issues, noSection(at(r), row, header.column));
      continue;
    }
    const key = name.toLowerCase();
    const group = byName.get(key) ?? { name, rows: [], at: at(r) };
    group.rows.push(r);
    byName.set(key, group);
  }
  const empty: CellValue[] = [];
  const sections = [...byName.values()].map((group) => {
    const last = group.rows[group.rows.length - 1]!;
    const grid: CellValue[][] = [];
    for (let r = 0; r <= header.row; r++) grid.push([...(values[r] ?? [])]);
    for (let r = header.row + 1; r <= last; r++) grid.push(empty);
    for (const r of group.rows) grid[r] = [...values[r]!];
    return { name: group.name, values: grid, at: group.at };
  });
  return { sections, issues };
}

function findSectionColumn(values: readonly (readonly CellValue[])[]): { row: number; column: number } | undefined {
  for (let r = 0; r < Math.min(values.length, HEADER_ROWS); r++) {
    const column = (values[r] ?? []).findIndex((v) => SECTION_HEADERS.includes(cellText(v).trim().toLowerCase()));
    if (column >= 0) return { row: r, column };
  }
  return undefined;
}

function noSection(at: SectionGrid['at'], row: readonly CellValue[], column: number): InputIssue {
  const first = row.map((v) => cellText(v).trim()).find((t, c) => c !== column && t !== '');
  return sectionIssue(
    'sections/no-section',
    { kind: 'cell', ...at },
    `A player row ("${first}") without a section: found an empty Section cell, expected the name of the player's section.`,
  );
}

/** An issue of this module, with the severity its catalogue entry gives. */
export function sectionIssue(code: SectionIssueCode, location: InputIssue['location'], message: string): InputIssue {
  return { code, severity: SECTION_ISSUES[code].severity, message, location };
}

/** Where a section's crosstable is, in words: "sheet 'K-3'", "'Sections'!A7". */
export function sectionCell(at: SectionGrid['at']): string {
  return cellAddress(at.sheet, at.row, at.column);
}
