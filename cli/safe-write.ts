import { existsSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type ExcelJS from 'exceljs';
import { OWNER_MARK, REGULATION_MARK, RENDER_MARK, REPORT_MARK } from '../io';
import { UsageError } from './args';
import { FileError, readWorkbookFile } from './files';

/**
 * Regula never loses or overwrites the user's files (product.md):
 * - an output is refused when it is one of the inputs under any name — the same path, a
 *   symbolic link to it, a hard link (the same file id), another spelling;
 * - an output that exists and is not Regula's own output is refused unless --force
 *   (a workbook with Regula's mark on a sheet, a CSV with the header Regula writes, a JSON
 *   document of Regula's shape; a TRF cannot be told apart, so one is replaced only with
 *   --force or when it already holds exactly what is written);
 * - an output is written to a temporary file in the same folder and renamed into place, so
 *   a failure midway leaves the previous file as it was.
 */
export async function guardOutput(out: string, inputs: readonly string[], options: { force: boolean; text?: string }): Promise<void> {
  const folder = dirname(resolve(out));
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new FileError(
      out,
      'cli/no-output-folder',
      `the folder ${dirname(out)} does not exist; create it, or write --out to an existing folder`,
    );
  for (const input of inputs)
    if (sameFile(out, input)) {
      const other = resolve(input) === resolve(out) ? '' : ` ${input} under another name`;
      throw new UsageError(`--out ${out} is the input${other}: Regula never overwrites your file; write to another name`);
    }
  if (!existsSync(out) || options.force) return;
  if (statSync(out).isDirectory()) throw new FileError(out, 'cli/not-a-file', 'the output is a folder, expected a file name');
  if (await isRegulaOutput(out, options.text)) return;
  throw new FileError(
    out,
    'cli/not-regula-output',
    'the file exists and is not an output Regula wrote: it is left as it is; write to another name, or add --force to replace it',
  );
}

/** Whether two paths name one file: the same real path, or the same device and file id (a hard link). */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  if (!existsSync(a) || !existsSync(b)) {
    // The output does not exist yet: compare the real folder and the name.
    const real = (p: string) =>
      existsSync(p)
        ? realpathSync(p)
        : join(existsSync(dirname(resolve(p))) ? realpathSync(dirname(resolve(p))) : dirname(resolve(p)), basename(p));
    return real(a) === real(b);
  }
  if (realpathSync(a) === realpathSync(b)) return true;
  const sa = statSync(a);
  const sb = statSync(b);
  return sa.dev === sb.dev && sa.ino === sb.ino;
}

/** The first cells of the header rows Regula's CSV outputs start with (standings, team standings, convert). */
/** The first cells of the CSVs Regula writes: standings of players and of teams (and the team header of earlier versions), a grid. */
const CSV_HEADERS = ['Place,No,Name', 'Place,No,Team', 'Rank,No.,Team', 'No,Name,'];

async function isRegulaOutput(path: string, text: string | undefined): Promise<boolean> {
  switch (extname(path).toLowerCase()) {
    case '.xlsx': {
      const workbook = await readWorkbookFile(path).catch(() => undefined);
      return !!workbook?.worksheets.some((sheet) => {
        const a1 = sheet.getCell(1, 1).value;
        return a1 === OWNER_MARK || a1 === REGULATION_MARK;
      });
    }
    case '.csv': {
      const first = readFileSync(path, 'utf8').split(/\r?\n/, 1)[0] ?? '';
      return CSV_HEADERS.some((h) => first.startsWith(h));
    }
    case '.json':
      try {
        const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
        return typeof json === 'object' && json !== null && ['format', 'tiebreaks', 'teams', 'matches'].some((key) => key in json);
      } catch {
        return false;
      }
    case '.html':
    case '.md':
    case '.htm': {
      // A regulation `regula render` wrote, or an audit report of `regula report`: its mark is in the first lines.
      const start = readFileSync(path, 'utf8').slice(0, 200);
      return start.includes(RENDER_MARK) || start.includes(REPORT_MARK) || (text !== undefined && readFileSync(path, 'utf8') === text);
    }
    default:
      return text !== undefined && readFileSync(path, 'utf8') === text;
  }
}

/**
 * Writes a file through a temporary file in the same folder, renamed into place. A refusal
 * of the system is the output's, said of the path the user gave (not of the temporary file).
 */
export function writeFileAtomically(path: string, data: string | Uint8Array): void {
  const temporary = join(dirname(resolve(path)), `.${basename(path)}.regula-${process.pid}-${Date.now()}.tmp`);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } catch (error) {
    if (existsSync(temporary)) unlinkSync(temporary);
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw new FileError(path, 'cli/unwritable-file', 'cannot be written: the system refused (permission denied or a read-only folder)');
    throw error;
  }
}

/** Saves a workbook atomically (writeFileAtomically of its bytes). */
export async function writeWorkbookAtomically(path: string, workbook: ExcelJS.Workbook): Promise<void> {
  const buffer = await workbook.xlsx.writeBuffer();
  writeFileAtomically(path, new Uint8Array(buffer as ArrayBuffer));
}
