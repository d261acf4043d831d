import {
  placeResultBlock,
  planWrite,
  qualifiedAddress,
  RESULT_BLOCK_NAME,
  type CellRange,
  type ListChange,
  type OutputSheet,
  type ResultColumns,
  type UserArea,
  type WritePlan,
} from '../io';

/** Where a run's crosstable is in its workbook, as the reader found it. */
export interface CrosstablePlace {
  sheet: string;
  /** The user's cells with the previous block masked (io's userArea). */
  area: Pick<UserArea, 'extent' | 'replaceable' | 'edited'>;
  /** The crosstable's header row, undefined when the reader found none. */
  headerRow: number | undefined;
  /** The sheet row of each participant (start number → row). */
  rowOf: Readonly<Record<number, number>>;
  /** Whether the sheet has Regula's named result block (its name is dropped and written again). */
  named: boolean;
}

export interface RunOutputPlan {
  plan: WritePlan;
  /** The result block written beside the crosstable, as "'Sheet'!H1:M30 (RegulaResults)"; undefined for none. */
  resultBlock: string | undefined;
  /** What the user should know about the write (a block edited since the last run is left alone). */
  notes: string[];
}

/** What a run's write is planned from. */
export interface OutputPlanRequest {
  sheets: OutputSheet[];
  regulationText: string | undefined;
  /** The tie-break list's history kept on the Regulation sheet, with this run's change last (list-change.ts). */
  regulationHistory?: readonly ListChange[];
  existingSheets: readonly string[];
  /** The crosstable and the columns to write beside it; undefined when nothing goes beside the user's cells (a match sheet). */
  beside?: { place: CrosstablePlace; result: ResultColumns };
}

/**
 * What a run writes into a workbook, the same in Excel and from the CLI: the output
 * sheets, the regulation as run, and the result block beside the crosstable (right of the
 * user's last column, one row per participant). A previous block still exactly as Regula
 * wrote it is replaced; one edited since is the user's and stays.
 */
export function planRunOutput(args: OutputPlanRequest): RunOutputPlan {
  const { sheets, regulationText, regulationHistory, existingSheets, beside } = args;
  const notes: string[] = [];
  const edited = beside?.place.area.edited;
  if (edited) notes.push(editedBlockNote(edited));
  const place = beside?.place;
  const block =
    beside && place?.area.extent && place.headerRow !== undefined
      ? placeResultBlock({
          sheet: place.sheet,
          extent: place.area.extent,
          headerRow: place.headerRow,
          playerRowOf: place.rowOf,
          result: beside.result,
        })
      : undefined;
  const plan = planWrite({
    sheets,
    regulationText,
    ...(regulationHistory && regulationHistory.length > 0 && { regulationHistory }),
    existingSheets,
    ...(block && { result: block }),
    ...(place && {
      previous: { sheet: place.sheet, ...(place.area.replaceable && { replaceable: place.area.replaceable }), named: place.named },
    }),
  });
  return { plan, resultBlock: block && `${qualifiedAddress(block.range)} (${RESULT_BLOCK_NAME})`, notes };
}

function editedBlockNote(range: CellRange): string {
  return `The result block at ${qualifiedAddress(range)} was edited after the last run: it is left as it is, and the new block is written to its right.`;
}
