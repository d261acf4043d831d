import type { PointSystem } from '../../engine';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import type { CellReading } from './draft';
import type { CellOrigin, DraftCell } from './draft-cell';
import type { LayoutName } from './layout';
import { readPlainTexts } from './plain';
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
  const found: Found = { sheet, issues: [], empty: [] };
  const cells = new Map<PlayerRow, DraftCell[]>();
  // Plain loops, no spreads, no intermediate objects: this runs for every round cell of the
  // table (300,000 in a large Swiss), and each object made here is copied by the collector.
  for (const row of rows) {
    const draft: DraftCell[] = [];
    for (let index = 0; index < columns.columns.length; index++) {
      if (columns.kind === 'single') {
        const at = columns.columns[index]!;
        const text = textAt(sheet, row.rowIndex, at);
        const reading = readRoundCell(layout as 'us-wall-chart' | 'swiss-manager', text, system, letters);
        draft.push(draftCell({ rowIndex: row.rowIndex, columnIndex: at, text }, reading, index + 1, found));
      } else {
        const at = columns.columns[index]!;
        const reading = readPlainTexts(
          textAt(sheet, row.rowIndex, at.opponent),
          at.colour === undefined ? '' : textAt(sheet, row.rowIndex, at.colour),
          textAt(sheet, row.rowIndex, at.result),
          system,
        );
        draft.push(draftCell(new PlainRoundOrigin(sheet, row.rowIndex, at), reading, index + 1, found));
      }
    }
    cells.set(row, draft);
  }
  return { cells, issues: found.issues, empty: found.empty };
}

/** What the cells read so far have turned up besides their records. */
interface Found {
  sheet: GridSheet;
  issues: InputIssue[];
  empty: { rowIndex: number; columnIndex: number }[];
}

/** A round as read: its record and origin, or its origin and an issue saying why there is no record. */
function draftCell(origin: CellOrigin, reading: CellReading, round: number, found: Found): DraftCell {
  if (!reading.ok) {
    pushBounded(found.issues, cellIssueOf(found.sheet, origin, reading, round));
    return { origin };
  }
  if (reading.empty) found.empty.push({ rowIndex: origin.rowIndex, columnIndex: origin.columnIndex });
  return reading.printedPoints
    ? { record: reading.record, origin, printedPoints: reading.printedPoints }
    : { record: reading.record, origin };
}

/**
 * Where a plain round came from: its opponent, colour and result cells. The text messages
 * quote ("12 / w / 1") is put together when one asks for it, not for every round of the table.
 */
class PlainRoundOrigin implements CellOrigin {
  readonly columnIndex: number;
  readonly resultColumn: number;
  readonly colourColumn: number | undefined;

  constructor(
    private readonly sheet: GridSheet,
    readonly rowIndex: number,
    at: { opponent: number; colour?: number; result: number },
  ) {
    this.columnIndex = at.opponent;
    this.resultColumn = at.result;
    this.colourColumn = at.colour;
  }

  get text(): string {
    const colour = this.colourColumn === undefined ? '' : textAt(this.sheet, this.rowIndex, this.colourColumn);
    return `${textAt(this.sheet, this.rowIndex, this.columnIndex)} / ${colour} / ${textAt(this.sheet, this.rowIndex, this.resultColumn)}`;
  }
}

/** The issue of a round cell that could not be read, at the cell (of a plain round's three) that is wrong. */
function cellIssueOf(sheet: GridSheet, origin: CellOrigin, reading: CellReading & { ok: false }, round: number): InputIssue {
  const wrongColumn =
    reading.part === 'colour' ? origin.colourColumn! : reading.part === 'result' ? origin.resultColumn! : origin.columnIndex;
  const text = textAt(sheet, origin.rowIndex, wrongColumn);
  const what =
    reading.code === 'grid/missing-round'
      ? reading.part === 'result'
        ? `Round ${round} has an opponent but no result; expected ${reading.expected}.`
        : `Round ${round} is empty; expected ${reading.expected}.`
      : reading.code === 'grid/unsupported-token'
        ? `Round ${round}: ${found(text)} is not supported; expected ${reading.expected}.`
        : `Round ${round}: found ${found(text)}, expected ${reading.expected}.`;
  return issueAt(sheet, origin.rowIndex, wrongColumn, reading.code, what);
}
