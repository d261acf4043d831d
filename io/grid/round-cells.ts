import type { PointSystem } from '../../engine';
import type { InputIssue } from '../issues';
import type { CellReading } from './draft';
import type { DraftCell } from './draft-cell';
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
  for (const row of rows) {
    const draft: DraftCell[] = [];
    columns.columns.forEach((column, index) => {
      const round = index + 1;
      let reading: CellReading;
      let origin: DraftCell['origin'];
      if (columns.kind === 'single') {
        const at = column as number;
        const text = textAt(sheet, row.rowIndex, at);
        origin = { rowIndex: row.rowIndex, columnIndex: at, text };
        reading = readRoundCell(layout as 'us-wall-chart' | 'swiss-manager', text, system, letters);
      } else {
        const at = column as { opponent: number; colour?: number; result: number };
        const plain = {
          opponent: textAt(sheet, row.rowIndex, at.opponent),
          colour: at.colour === undefined ? '' : textAt(sheet, row.rowIndex, at.colour),
          result: textAt(sheet, row.rowIndex, at.result),
        };
        origin = {
          rowIndex: row.rowIndex,
          columnIndex: at.opponent,
          text: [plain.opponent, plain.colour, plain.result].join(' / '),
          resultColumn: at.result,
          ...(at.colour !== undefined && { colourColumn: at.colour }),
        };
        reading = readPlainCells(plain, system);
      }
      if (reading.ok) {
        if (reading.empty) empty.push({ rowIndex: origin.rowIndex, columnIndex: origin.columnIndex });
        draft.push({ record: reading.record, origin, ...(reading.printedPoints && { printedPoints: reading.printedPoints }) });
        return;
      }
      draft.push({ origin });
      const wrongColumn =
        reading.part === 'colour' ? origin.colourColumn! : reading.part === 'result' ? origin.resultColumn! : origin.columnIndex;
      const text = textAt(sheet, row.rowIndex, wrongColumn);
      const what =
        reading.code === 'grid/missing-round'
          ? reading.part === 'result'
            ? `Round ${round} has an opponent but no result; expected ${reading.expected}.`
            : `Round ${round} is empty; expected ${reading.expected}.`
          : reading.code === 'grid/unsupported-token'
            ? `Round ${round}: ${found(text)} is not supported; expected ${reading.expected}.`
            : `Round ${round}: found ${found(text)}, expected ${reading.expected}.`;
      issues.push(issueAt(sheet, row.rowIndex, wrongColumn, reading.code, what));
    });
    cells.set(row, draft);
  }
  return { cells, issues, empty };
}
