import type { Evaluation } from '../../engine';
import { auditBlock } from './audit';
import { standingsBlock, type CellBlock } from './standings';

/** One named block of an output sheet; a table block's first row holds its headers. */
export interface OutputBlock {
  name: string;
  cells: CellBlock;
  table: boolean;
}

/** A sheet Regula owns, by name, with its blocks from top to bottom. */
export interface OutputSheet {
  name: string;
  blocks: OutputBlock[];
}

/** The first cell of every sheet Regula writes, so later runs know which sheets are theirs. */
export const OWNER_MARK = 'Written by Regula — this sheet is replaced on every run; do not edit.';

/** Row of the first block (A1 holds the owner mark, row 2 stays empty). */
export const FIRST_BLOCK_ROW = 3;

/**
 * Every sheet a run writes, with the same blocks for every door (CLI .xlsx, Excel
 * add-in): Standings and Audit, each under the run's header. Sections that produce
 * their own sheets (grand prix, teams, qualification, prizes) add them here, and both
 * doors write them without further change.
 */
export function outputSheets(evaluation: Evaluation, header: CellBlock): OutputSheet[] {
  const headerBlock: OutputBlock = { name: 'header', cells: header, table: false };
  return [
    { name: 'Regula Standings', blocks: [headerBlock, { name: 'standings', cells: standingsBlock(evaluation), table: true }] },
    { name: 'Regula Audit', blocks: [headerBlock, { name: 'audit', cells: auditBlock(evaluation), table: true }] },
  ];
}

/** The 1-based row where each block starts: from FIRST_BLOCK_ROW, one empty row between blocks. */
export function blockRows(blocks: readonly OutputBlock[]): number[] {
  const rows: number[] = [];
  let row = FIRST_BLOCK_ROW;
  for (const block of blocks) {
    rows.push(row);
    row += block.cells.length + 1;
  }
  return rows;
}
