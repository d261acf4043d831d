/**
 * Malformed workbooks for the fuzz suite: a sheet of cells turned into an .xlsx with what real
 * workbooks carry and readers trip on — merged cells, formulas with their results, error
 * values, dates in score cells, rich text, rows far below the table — or an .xlsx whose bytes
 * are cut or changed. Each is given to `regula rank` as a file, as a user would: it must end
 * in a ranking (exit 0) or in located problems (exit 1), never in an internal error (exit 2).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { run } from '../../cli/main';
import type { CellValue } from '../../io';
import type { Random } from './random';
import type { Outcome } from './targets';

type OddCell =
  | { kind: 'formula'; formula: string; result: number | string }
  | { kind: 'error'; error: string }
  | { kind: 'date'; iso: string }
  | { kind: 'rich'; parts: string[] };

export interface WorkbookRecipe {
  cells: CellValue[][];
  odd: { row: number; column: number; cell: OddCell }[];
  merges: [number, number, number, number][];
  /** A value far below the table (a huge used range). */
  far?: number;
  /** Bytes cut off the end, or bytes overwritten, of the saved workbook. */
  cut?: number;
  flips?: { at: number; value: number }[];
}

export function workbookRecipe(random: Random, cells: CellValue[][]): WorkbookRecipe {
  const at = () => ({ row: 1 + random.below(Math.max(1, cells.length)), column: 1 + random.below(Math.max(1, cells[0]?.length ?? 1)) });
  const odd: WorkbookRecipe['odd'] = [];
  for (let k = random.below(4); k > 0; k--) {
    const cell = random.pick<OddCell>([
      { kind: 'formula', formula: 'SUM(A1:A2)', result: 3 },
      { kind: 'formula', formula: 'A1&"w1"', result: '12w1' },
      { kind: 'error', error: '#N/A' },
      { kind: 'error', error: '#DIV/0!' },
      { kind: 'date', iso: '2026-01-02T00:00:00.000Z' },
      { kind: 'rich', parts: ['12', 'w', '1'] },
    ]);
    odd.push({ ...at(), cell });
  }
  const merges: WorkbookRecipe['merges'] = [];
  if (random.chance(0.3)) {
    const a = at();
    merges.push([a.row, a.column, a.row + random.below(3), a.column + random.below(3)]);
  }
  return {
    cells,
    odd,
    merges,
    ...(random.chance(0.1) && { far: 1000 + random.below(50_000) }),
    ...(random.chance(0.15) && { cut: 1 + random.below(4000) }),
    ...(random.chance(0.15) && {
      flips: Array.from({ length: 1 + random.below(5) }, () => ({ at: random.below(6000), value: random.below(256) })),
    }),
  };
}

async function bytesOf(recipe: WorkbookRecipe): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Crosstable');
  recipe.cells.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value))) return;
      sheet.getCell(r + 1, c + 1).value = value;
    }),
  );
  for (const { row, column, cell } of recipe.odd) {
    const target = sheet.getCell(row, column);
    if (cell.kind === 'formula') target.value = { formula: cell.formula, result: cell.result };
    else if (cell.kind === 'error') target.value = { error: cell.error } as ExcelJS.CellErrorValue;
    else if (cell.kind === 'date') target.value = new Date(cell.iso);
    else target.value = { richText: cell.parts.map((text) => ({ text })) };
  }
  for (const [top, left, bottom, right] of recipe.merges) {
    try {
      sheet.mergeCells(top, left, bottom, right);
    } catch {
      // Overlapping merges are refused by exceljs itself: that recipe simply has no merge.
    }
  }
  if (recipe.far) sheet.getCell(recipe.far, 1).value = 'note';
  let bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  if (recipe.cut) bytes = bytes.subarray(0, Math.max(0, bytes.length - recipe.cut));
  for (const flip of recipe.flips ?? []) if (flip.at < bytes.length) bytes[flip.at] = flip.value;
  return bytes;
}

let folder: string | undefined;

/** The fuzz suite's temporary folder, made once (removeWorkbookFolder removes it). */
export function workbookFolder(): string {
  folder ??= mkdtempSync(join(tmpdir(), 'regula-fuzz-'));
  return folder;
}

export async function runWorkbook(recipe: WorkbookRecipe): Promise<Outcome> {
  const path = join(workbookFolder(), 'case.xlsx');
  writeFileSync(path, await bytesOf(recipe));
  const err: string[] = [];
  const code = await run(['rank', path, '--criteria', 'PTS BH', '--edition', 'fide-2026'], {
    out: () => undefined,
    err: (t) => void err.push(t),
  });
  if (code === 2) throw new Error(err.join('\n'));
  return code === 0 ? { kind: 'result' } : { kind: 'issues', count: err.length };
}

/** Removes the fuzz suite's temporary folder (the runner and the test call it at the end). */
export function removeWorkbookFolder(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}
