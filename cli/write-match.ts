import { inputSha256 } from '../pipeline';
import { STANDARD } from '../engine';
import { matchHeaderBlock, matchSheets, planWrite, type DecidedMatch, type MatchBlock } from '../io';
import { newOutputWorkbook } from './native-xlsx';
import { saveWorkbook } from './output-workbook';
import type { MatchFile, MatchInput } from './read-match-input';
import type { RegulationChoice } from './read-regulation';
import type { Reporter } from './report';
import { copiedWorkbook } from './xlsx-writer';

/** A match as decided, with the block of the sheet it was read from. */
export type Decided = DecidedMatch & { block: MatchBlock };

/** The sheet a CSV match's cells are written to in a new workbook. */
export const MATCH_SHEET = 'Match';

export interface MatchRun {
  file: MatchFile;
  input: MatchInput;
  choice: RegulationChoice;
  decided: readonly Decided[];
}

/**
 * Writes the Regula Match sheet and the regulation through io's write plan (the one
 * `rank --out` and the add-in use): into a copy of an .xlsx input, whose cells stay as
 * they were, or into a new workbook with the CSV's cells on a Match sheet. False (after
 * saying why) when the workbook has a sheet of that name Regula did not write.
 */
export async function writeMatchWorkbook(path: string, run: MatchRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const workbook = run.file.workbook
    ? copiedWorkbook(run.file.workbook)
    : newOutputWorkbook({ name: MATCH_SHEET, cells: run.input.cells.values });
  const regulation = run.choice.regulation;
  const header = matchHeaderBlock(regulation, {
    input: run.input.label,
    inputSha256: await inputSha256(run.input.reading.matches),
    inputFileSha256: run.file.sha256,
    regulationSha256: run.choice.sha256,
    ranAt,
  });
  const plan = planWrite({
    sheets: matchSheets(run.decided, header, regulation.matchTiebreaks!, regulation.pointSystem ?? STANDARD),
    regulationText: run.choice.text,
    existingSheets: workbook.sheetNames(),
  });
  return saveWorkbook(path, workbook, plan, reporter);
}
