import type { PointSystem } from '../../engine';
import type { InputIssue } from '../issues';
import type { CellReading } from './draft';
import type { CellOrigin, DraftCell } from './draft-cell';
import type { LayoutName } from './layout';
import { readPlainCells } from './plain';
import type { PlayerRow } from './player-rows';
import type { RoundColumns } from './round-columns';
import { found, issueAt, textAt, type GridSheet } from './sheet';
import { readSwissManagerCell, type ColourLetters } from './swiss-manager';
import { readUsWallChartCell } from './us-wall-chart';

export type RoundLayout = Exclude<LayoutName, 'round-robin'>;

/** Reads one round cell of a one-column-per-round layout. */
export function readRoundCell(
  layout: 'us-wall-chart' | 'swiss-manager',
  text: string,
  system: PointSystem,
  letters?: ColourLetters,
): CellReading {
  return layout === 'us-wall-chart' ? readUsWallChartCell(text) : readSwissManagerCell(text, system, letters);
}

/** Reads every round of every player row of a wall chart, Swiss-Manager or plain layout. */
export function readRoundCells(
  sheet: GridSheet,
  rows: readonly PlayerRow[],
  layout: RoundLayout,
  columns: RoundColumns,
  system: PointSystem,
  letters?: ColourLetters,
): { cells: Map<PlayerRow, DraftCell[]>; issues: InputIssue[]; empty: { rowIndex: number; columnIndex: number }[] } {
  const issues: InputIssue[] = [];
  const cells = new Map<PlayerRow, DraftCell[]>();
  const empty: { rowIndex: number; columnIndex: number }[] = [];
  // Plain loops and no spreads: this runs for every round cell of the table (300,000 in a large Swiss).
  for (const row of rows) {
    const draft: DraftCell[] = [];
    for (let index = 0; index < columns.columns.length; index++) {
      const { origin, reading } =
        columns.kind === 'single'
          ? readSingleCell(sheet, row.rowIndex, columns.columns[index]!, layout as 'us-wall-chart' | 'swiss-manager', system, letters)
          : readPlainRound(sheet, row.rowIndex, columns.columns[index]!, system);
      if (reading.ok) {
        if (reading.empty) empty.push({ rowIndex: origin.rowIndex, columnIndex: origin.columnIndex });
        draft.push(
          reading.printedPoints
            ? { record: reading.record, origin, printedPoints: reading.printedPoints }
            : { record: reading.record, origin },
        );
        continue;
      }
      draft.push({ origin });
      issues.push(cellIssueOf(sheet, row.rowIndex, index + 1, origin, reading));
    }
    cells.set(row, draft);
  }
  return { cells, issues, empty };
}

type Read = { origin: CellOrigin; reading: CellReading };

function readSingleCell(
  sheet: GridSheet,
  rowIndex: number,
  at: number,
  layout: 'us-wall-chart' | 'swiss-manager',
  system: PointSystem,
  letters: ColourLetters | undefined,
): Read {
  const text = textAt(sheet, rowIndex, at);
  return { origin: { rowIndex, columnIndex: at, text }, reading: readRoundCell(layout, text, system, letters) };
}

function readPlainRound(
  sheet: GridSheet,
  rowIndex: number,
  at: { opponent: number; colour?: number; result: number },
  system: PointSystem,
): Read {
  const opponent = textAt(sheet, rowIndex, at.opponent);
  const colour = at.colour === undefined ? '' : textAt(sheet, rowIndex, at.colour);
  const result = textAt(sheet, rowIndex, at.result);
  const text = `${opponent} / ${colour} / ${result}`;
  const origin: CellOrigin =
    at.colour === undefined
      ? { rowIndex, columnIndex: at.opponent, text, resultColumn: at.result }
      : { rowIndex, columnIndex: at.opponent, text, resultColumn: at.result, colourColumn: at.colour };
  return { origin, reading: readPlainCells({ opponent, colour, result }, system) };
}

/** The issue of a round cell that could not be read, at the cell (of a plain round's three) that is wrong. */
function cellIssueOf(
  sheet: GridSheet,
  rowIndex: number,
  round: number,
  origin: CellOrigin,
  reading: CellReading & { ok: false },
): InputIssue {
  const wrongColumn =
    reading.part === 'colour' ? origin.colourColumn! : reading.part === 'result' ? origin.resultColumn! : origin.columnIndex;
  const text = textAt(sheet, rowIndex, wrongColumn);
  const what =
    reading.code === 'grid/missing-round'
      ? reading.part === 'result'
        ? `Round ${round} has an opponent but no result; expected ${reading.expected}.`
        : `Round ${round} is empty; expected ${reading.expected}.`
      : reading.code === 'grid/unsupported-token'
        ? `Round ${round}: ${found(text)} is not supported; expected ${reading.expected}.`
        : `Round ${round}: found ${found(text)}, expected ${reading.expected}.`;
  return issueAt(sheet, rowIndex, wrongColumn, reading.code, what);
}
