import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type ExcelJS from 'exceljs';
import type { PointSystem } from '../engine';
import { decodeTrfBytes, OWNER_MARK, parseCsv, REGULATION_SHEET, type MatchReading } from '../io';
import { chooseMatchSheet as chooseMatchCells, type MatchCells } from '../pipeline';
import { UsageError } from './args';
import { readInputBytes, readTextBytes } from './read-input';
import { damagedSheetsError, readWorkbookInput } from './workbook-input';
import { savedRegulation, sheetValues } from './xlsx';

export type { MatchCells };

/** A match file as read: its sheets' cells, before the regulation says how results score. */
export interface MatchFile {
  /** The path as given. */
  file: string;
  /** SHA-256 of the file's bytes, recorded in the output header. */
  sha256: string;
  /** The sheets that may hold matches (a CSV's one sheet, --sheet, or every sheet that is not Regula's). */
  candidates: MatchCells[];
  /** An .xlsx input: the output is written into a copy of it. */
  workbook?: ExcelJS.Workbook;
  /** An .xlsx input: the regulation saved on its Regulation sheet. */
  savedRegulation?: string;
}

/** The sheet chosen and its matches. */
export interface MatchInput {
  cells: MatchCells;
  reading: MatchReading;
  /** For the header and the summaries: "team-ko-match-1.csv", "cup.xlsx 'Round 2'". */
  label: string;
}

/**
 * Reads a match file by its extension: .csv (one sheet, named after the file for cell
 * addresses, as `rank` does) or .xlsx (the sheet --sheet names, else every sheet but
 * Regula's own output and the saved regulation).
 */
export async function readMatchFile(path: string, sheet: string | undefined): Promise<MatchFile> {
  const extension = extname(path).toLowerCase();
  const bytes = extension === '.csv' ? readTextBytes(path) : readInputBytes(path);
  const base = { file: path, sha256: createHash('sha256').update(bytes).digest('hex') };
  switch (extension) {
    case '.csv':
      return { ...base, candidates: [{ sheet: sheet ?? basename(path).replace(/\.[^.]+$/, ''), values: parseCsv(decodeTrfBytes(bytes)) }] };
    case '.xlsx': {
      const { workbook, sheets: listed } = await readWorkbookInput(path, bytes);
      const damaged = listed.filter((s) => s.damage !== undefined && (!sheet || s.name === sheet));
      if (damaged.length > 0) throw damagedSheetsError(path, damaged);
      const saved = savedRegulation(workbook);
      const sheets = sheet ? [workbook.getWorksheet(sheet)] : workbook.worksheets.filter((s) => !isRegulaSheet(s));
      if (sheet && !sheets[0])
        throw new UsageError(`${path}: no sheet "${sheet}" (sheets: ${workbook.worksheets.map((s) => s.name).join(', ')})`);
      if (sheets.length === 0) throw new UsageError(`${path}: the workbook has no sheet that could hold a match`);
      return {
        ...base,
        candidates: sheets.map((s) => ({ sheet: s!.name, values: sheetValues(s!) })),
        workbook,
        ...(saved !== undefined && { savedRegulation: saved }),
      };
    }
    default:
      throw new UsageError(`${path}: unsupported file type for a match (use .csv or .xlsx)`);
  }
}

/** The first candidate sheet that holds a match header (else the first, with its issues), read in the regulation's point system. */
export function chooseMatchSheet(file: MatchFile, system: PointSystem): MatchInput {
  const { cells, reading } = chooseMatchCells(file.candidates, system);
  return { cells, reading, label: file.workbook ? `${basename(file.file)} '${cells.sheet}'` : basename(file.file) };
}

/** Regula's output sheets (its mark in A1) and the saved regulation hold no match of the user's. */
function isRegulaSheet(sheet: ExcelJS.Worksheet): boolean {
  return sheet.name === REGULATION_SHEET || sheet.getCell('A1').value === OWNER_MARK;
}
