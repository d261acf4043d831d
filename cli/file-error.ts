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
