import { PlayerMap } from '../../engine';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import { cellInteger } from './cell-value';
import type { HeaderStructure } from './header-row';
import type { OpponentNumbering } from './layout';
import { found, issueAt, rawAt, textAt, type GridSheet } from './sheet';

/** A row read as a player, with the numbers it can be referred to by. */
export interface PlayerRow {
  rowIndex: number;
  /** Line number: the `#` column when there is one, else the row's position among the players. */
  line?: number | undefined;
  startNumber?: number | undefined;
  /** Player.id; undefined when the row's number is unusable (it is then left out). */
  id?: number | undefined;
}

export interface PlayerRows {
  rows: PlayerRow[];
  issues: InputIssue[];
  /** Numbers carried by more than one row: cells naming them cannot be checked. */
  duplicatedLines: Set<number>;
  duplicatedStarts: Set<number>;
}

/**
 * Player rows are the rows below the header with a name or any round cell; blank rows
 * are skipped; other rows (a tie-break legend, a note) are skipped with a warning.
 * Below a blank row that follows players, text in the name column alone is a note
 * under the table, not a player: such a row needs a round cell or a line/starting
 * number to be read as one.
 * Ids are starting numbers when a starting-number column exists, else line numbers.
 */
export function readPlayerRows(sheet: GridSheet, header: HeaderStructure, roundColumns: readonly number[]): PlayerRows {
  const issues: InputIssue[] = [];
  const rows: PlayerRow[] = [];
  const nameColumn = header.fixed.name!;
  const numberColumns = [header.fixed['line-number'], header.fixed['start-number']].filter((c): c is number => c !== undefined);
  let belowBlank = false;
  for (let r = header.rowIndex + 1; r < sheet.text.length; r++) {
    const cells = sheet.text[r] ?? [];
    const first = cells.length === 0 ? -1 : cells.findIndex((t) => t !== '');
    if (first < 0) {
      belowBlank = rows.length > 0;
      continue;
    }
    const hasRoundCell = roundColumns.some((c) => textAt(sheet, r, c) !== '');
    const hasName = textAt(sheet, r, nameColumn) !== '';
    const hasNumber = numberColumns.some((c) => cellInteger(rawAt(sheet, r, c)) !== undefined);
    if (hasRoundCell || (hasName && (!belowBlank || hasNumber))) {
      rows.push({ rowIndex: r });
      continue;
    }
    const why = hasName
      ? 'below a blank row, with a name but no round cells and no number; expected a player row (a number or round cells) — read as a note under the table'
      : 'in a row without a name or round cells; expected a player row (a name and round cells) or a blank row';
    pushBounded(issues, issueAt(sheet, r, first, 'grid/skipped-row', `Row skipped: found ${found(cells[first]!)} ${why}.`, 'warning'));
  }

  const lineColumn = header.fixed['line-number'];
  const startColumn = header.fixed['start-number'];
  const seenLines = new Map<number, number>();
  const seenStarts = new Map<number, number>();
  const duplicatedLines = new Set<number>();
  const duplicatedStarts = new Set<number>();
  rows.forEach((row, ordinal) => {
    if (textAt(sheet, row.rowIndex, nameColumn) === '') {
      pushBounded(
        issues,
        issueAt(
          sheet,
          row.rowIndex,
          nameColumn,
          'grid/missing-name',
          "Player row without a name: found an empty cell, expected the player's name.",
          'warning',
        ),
      );
    }
    if (lineColumn === undefined) {
      row.line = ordinal + 1;
    } else {
      row.line = numberIn(sheet, row.rowIndex, lineColumn, 'line number (#)', issues);
      if (row.line !== undefined) {
        const first = seenLines.get(row.line);
        if (first !== undefined) {
          duplicatedLines.add(row.line);
          pushBounded(
            issues,
            issueAt(
              sheet,
              row.rowIndex,
              lineColumn,
              'grid/duplicate-line-number',
              `Line number ${row.line} is used twice (also in row ${sheet.originRow + first}); expected each row to have its own number.`,
            ),
          );
          row.line = undefined;
        } else seenLines.set(row.line, row.rowIndex);
      }
    }
    if (startColumn !== undefined) {
      row.startNumber = numberIn(sheet, row.rowIndex, startColumn, 'starting number', issues);
      if (row.startNumber !== undefined) {
        const first = seenStarts.get(row.startNumber);
        if (first !== undefined) {
          duplicatedStarts.add(row.startNumber);
          pushBounded(
            issues,
            issueAt(
              sheet,
              row.rowIndex,
              startColumn,
              'grid/duplicate-start-number',
              `Starting number ${row.startNumber} is used twice (also in row ${sheet.originRow + first}); expected each player to have their own.`,
            ),
          );
          row.startNumber = undefined;
        } else seenStarts.set(row.startNumber, row.rowIndex);
      }
    }
    row.id = startColumn === undefined ? row.line : row.startNumber;
  });
  return { rows, issues, duplicatedLines, duplicatedStarts };
}

function numberIn(sheet: GridSheet, rowIndex: number, column: number, what: string, issues: InputIssue[]): number | undefined {
  const value = cellInteger(rawAt(sheet, rowIndex, column));
  if (value !== undefined && value > 0) return value;
  pushBounded(
    issues,
    issueAt(
      sheet,
      rowIndex,
      column,
      'grid/bad-number',
      `Found ${found(textAt(sheet, rowIndex, column))}, expected a ${what}: a whole number from 1 up.`,
    ),
  );
  return undefined;
}

/**
 * What numbers in round cells refer to. `auto` (docs/inputs.md): without a
 * starting-number column they are the report's own line numbers. With one, a report
 * whose rows are in ascending starting-number order is a starting-rank crosstable and
 * its cells name starting numbers; rows in any other order make a ranking report,
 * whose cells name lines (ranks) of the report.
 */
export function chooseNumbering(
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  requested: 'auto' | OpponentNumbering,
): { numbering: OpponentNumbering; note: string } | { numbering: undefined; note: string } {
  const hasStart = header.fixed['start-number'] !== undefined;
  if (requested === 'start-number') {
    return hasStart
      ? { numbering: 'start-number', note: 'Opponent numbers are starting numbers (as requested).' }
      : {
          numbering: undefined,
          note: 'Opponent numbers cannot be starting numbers: expected a starting-number column (SNo, No., Nr., TPN), found none in the header.',
        };
  }
  if (requested === 'line') return { numbering: 'line', note: 'Opponent numbers are the line numbers of this report (as requested).' };
  if (!hasStart) {
    return { numbering: 'line', note: 'Opponent numbers are the line numbers of this report: there is no starting-number column.' };
  }
  const starts = rows.map((r) => r.startNumber).filter((n): n is number => n !== undefined);
  const ascending = starts.every((n, i) => i === 0 || n > starts[i - 1]!);
  if (ascending) {
    return {
      numbering: 'start-number',
      note: 'Opponent numbers are starting numbers: the rows are in starting-number order (a starting-rank crosstable).',
    };
  }
  const rank = header.fixed.rank !== undefined ? ' with a rank column' : '';
  return {
    numbering: 'line',
    note: `Opponent numbers are the line numbers (ranks) of this report: the rows are not in starting-number order (a ranking crosstable${rank}).`,
  };
}

export interface References {
  /** Opponent number → player id. */
  ids: Map<number, number>;
  /**
   * Numbers that cannot be followed: used by two rows, or belonging to a row left out
   * for a bad number. Cells naming them are neither resolved nor checked; the row's
   * own issue explains why.
   */
  blocked: Set<number>;
}

/** How opponent numbers find players under a numbering. */
export function referencesOf(table: PlayerRows, numbering: OpponentNumbering): References {
  const ids = new PlayerMap<number>();
  const blocked = new Set<number>(numbering === 'line' ? table.duplicatedLines : table.duplicatedStarts);
  for (const row of table.rows) {
    const ref = numbering === 'line' ? row.line : row.startNumber;
    if (ref === undefined) continue;
    if (row.id === undefined) blocked.add(ref);
    else if (!blocked.has(ref)) ids.set(ref, row.id);
  }
  return { ids, blocked };
}
