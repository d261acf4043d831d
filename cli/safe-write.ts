import { existsSync, mkdirSync, statSync } from 'node:fs';
import type ExcelJS from 'exceljs';
import { AtomicFile } from './atomic-file';
import { FileError } from './files';
import { writeErrorOf } from './write-errors';

/**
 * Writes a file through a temporary file in the same folder, synced and renamed into place
 * (atomic-file.ts). A refusal of the system is the output's, said of the path the user gave.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array): void {
  const file = AtomicFile.open(path);
  file.write(data);
  file.commit();
}

/**
 * Writes a file piece by piece — `produce` gives each chunk to `write` as it is made (a large
 * workbook's sheets) — through the same temporary file, synced and renamed into place when
 * `produce` is done; nothing is renamed when it fails.
 */
export async function writeStreamAtomically(
  path: string,
  produce: (write: (chunk: string | Uint8Array) => void) => void | Promise<void>,
): Promise<void> {
  const file = AtomicFile.open(path);
  try {
    await produce((chunk) => file.write(chunk));
  } catch (error) {
    file.abandon();
    throw error;
  }
  file.commit();
}

/** Saves a workbook atomically (writeFileAtomically of its bytes). */
export async function writeWorkbookAtomically(path: string, workbook: ExcelJS.Workbook): Promise<void> {
  const buffer = await workbook.xlsx.writeBuffer();
  writeFileAtomically(path, new Uint8Array(buffer as ArrayBuffer));
}

/** Makes the folder outputs go to (regula demo --out-dir), with its parents; a refusal of the system is said at it. */
export function makeOutputFolder(folder: string): void {
  if (existsSync(folder) && !statSync(folder).isDirectory())
    throw new FileError(folder, 'cli/no-output-folder', 'is a file, not a folder; give a folder for the outputs');
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw writeErrorOf(error, folder) ?? error;
  }
}
