import { existsSync, readFileSync, statSync } from 'node:fs';
import type ExcelJS from 'exceljs';
import { newWorkbook } from './excel';

/**
 * A file Regula cannot use, said in plain words with a stable code (exit 1, never a stack
 * trace): a folder given as a file, a file that cannot be read, an empty file, a binary file
 * given as text, a workbook that is not an .xlsx (an old .xls, a password-protected one, a
 * file that is not a zip), a missing output folder.
 */
export class FileError extends Error {
  constructor(
    readonly file: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const FOLDER = 'is a folder, expected a file';

const NODE_ERRORS: Record<string, [string, string]> = {
  ENOENT: ['cli/no-such-file', 'no such file'],
  EISDIR: ['cli/not-a-file', FOLDER],
  EACCES: ['cli/unreadable-file', 'cannot be read: permission denied'],
  EPERM: ['cli/unreadable-file', 'cannot be read: permission denied'],
  ENAMETOOLONG: ['cli/no-such-file', 'the name is too long'],
  ENOTDIR: ['cli/no-such-file', 'a part of the path is not a folder'],
};

/** A Node file-system error as a FileError, when it is one of those a user can cause. */
export function fileErrorOf(error: unknown, file: string): FileError | undefined {
  const code = error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : undefined;
  const known = code === undefined ? undefined : NODE_ERRORS[code];
  return known ? new FileError(file, known[0], known[1]) : undefined;
}

/** A FileError when the path is a folder (before its name's extension is judged). */
export function refuseFolder(path: string): void {
  if (existsSync(path) && statSync(path).isDirectory()) throw new FileError(path, 'cli/not-a-file', FOLDER);
}

/** The bytes of an input file; a FileError for a folder, an unreadable or an empty file. */
export function readInputBytes(path: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(path));
  } catch (error) {
    // A folder is EISDIR, a missing file ENOENT …: each its own FileError (NODE_ERRORS).
    throw fileErrorOf(error, path) ?? error;
  }
  if (bytes.length === 0) throw new FileError(path, 'cli/empty-file', 'the file is empty');
  return bytes;
}

/** The bytes of a text input (TRF, CSV, regulation): a FileError when they are not text (a zero byte). */
export function readTextBytes(path: string): Uint8Array {
  const bytes = readInputBytes(path);
  const zero = bytes.indexOf(0);
  if (zero >= 0) {
    const hint = isZip(bytes) ? ' (it is a zip file: an .xlsx workbook? name it .xlsx)' : '';
    throw new FileError(path, 'cli/binary-file', `not a text file: a zero byte at offset ${zero}${hint}; expected text`);
  }
  return bytes;
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** An Office compound file: an old .xls workbook, or an .xlsx saved with a password (encrypted). */
function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

/** A FileError saying what the file is when its bytes are not an .xlsx package (an old .xls, a protected workbook, no zip). */
export function refuseNonWorkbook(path: string, bytes: Uint8Array): void {
  if (isCompoundFile(bytes))
    throw new FileError(
      path,
      'cli/protected-or-old-workbook',
      'a password-protected workbook or an old .xls file, expected an .xlsx workbook; remove the password (or save as .xlsx) in Excel',
    );
  if (!isZip(bytes))
    throw new FileError(path, 'cli/not-a-workbook', 'not an .xlsx workbook (not a zip file); expected a workbook saved by Excel as .xlsx');
}

/** exceljs's reading of an .xlsx package; a FileError when it cannot read it. */
export async function loadWorkbook(path: string, bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new FileError(path, 'cli/bad-workbook', `the workbook cannot be read (${why}); expected an .xlsx workbook saved by Excel`);
  }
  return workbook;
}

/**
 * An .xlsx workbook read with exceljs; a FileError saying what the file is when it is not one.
 * Inputs are read by readWorkbookInput (workbook-input.ts), within the bounds of a workbook Regula reads.
 */
export async function readWorkbookFile(path: string, bytes: Uint8Array = readInputBytes(path)): Promise<ExcelJS.Workbook> {
  refuseNonWorkbook(path, bytes);
  return loadWorkbook(path, bytes);
}
