import { existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type ExcelJS from 'exceljs';
import { OWNER_MARK, REGULA_GRID_MARK, REGULATION_MARK, RENDER_MARK, REPORT_MARK } from '../io';
import { UsageError } from './args';
import { AtomicFile } from './atomic-file';
import { FileError, readWorkbookFile } from './files';
import { outputTarget, readRegularFile } from './output-target';
import { writeErrorOf } from './write-errors';

/**
 * Regula never loses or overwrites the user's files (docs/cli.md, "Problems, exit codes and your files"):
 * - an output is refused when it is one of the inputs under any name — the same path, a
 *   symbolic link to it, a hard link (the same file id), another spelling;
 * - an output is a regular file or a new name: a FIFO, a device, a socket or a folder is refused,
 *   with --force too, and a symbolic link is followed to its file (output-target.ts);
 * - an output that exists and is not Regula's own output is refused unless --force
 *   (a workbook with Regula's mark on a sheet, a CSV with the header Regula writes, a JSON
 *   document of Regula's shape; a TRF cannot be told apart, so one is replaced only with
 *   --force or when it already holds exactly what is written);
 * - an output is written to a temporary file in the same folder, synced and renamed into place
 *   (atomic-file.ts), so a failure midway — a full disk, a kill — leaves the previous file as it
 *   was, and every refusal of the system is a located message (write-errors.ts).
 */
export async function guardOutput(out: string, inputs: readonly string[], options: { force: boolean; text?: string }): Promise<void> {
  const target = outputTarget(out);
  for (const input of inputs)
    if (sameFile(out, input)) {
      const other = resolve(input) === resolve(out) ? '' : ` ${input} under another name`;
      throw new UsageError(`--out ${out} is the input${other}: Regula never overwrites your file; write to another name`);
    }
  if (!target.existing || options.force) return;
  if (await isRegulaOutput(target.path, options.text)) return;
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

/**
 * The first cells of the CSVs Regula writes: standings of players and of teams (and the team
 * header of earlier versions), a grid, and a grid with its event's facts above the header.
 */
const CSV_HEADERS = ['Place,No,Name', 'Place,No,Team', 'Rank,No.,Team', 'No,Name,', REGULA_GRID_MARK];

/** Whether the regular file at `path` is one Regula wrote (read through readRegularFile: never a FIFO). */
async function isRegulaOutput(path: string, text: string | undefined): Promise<boolean> {
  const sameText = () => text !== undefined && readRegularFile(path).toString('utf8') === text;
  switch (extname(path).toLowerCase()) {
    case '.xlsx': {
      const workbook = await readWorkbookFile(path, new Uint8Array(readRegularFile(path))).catch(() => undefined);
      return !!workbook?.worksheets.some((sheet) => {
        const a1 = sheet.getCell(1, 1).value;
        return a1 === OWNER_MARK || a1 === REGULATION_MARK;
      });
    }
    case '.csv': {
      const first = readRegularFile(path, 4096).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
      return CSV_HEADERS.some((h) => first.startsWith(h));
    }
    case '.json':
      try {
        const json: unknown = JSON.parse(readRegularFile(path).toString('utf8'));
        return typeof json === 'object' && json !== null && ['format', 'tiebreaks', 'teams', 'matches'].some((key) => key in json);
      } catch {
        return false;
      }
    case '.html':
    case '.md':
    case '.htm': {
      // A regulation `regula render` wrote, or an audit report of `regula report`: its mark is in the first lines.
      const start = readRegularFile(path, 1024).toString('utf8').slice(0, 200);
      return start.includes(RENDER_MARK) || start.includes(REPORT_MARK) || sameText();
    }
    default:
      return sameText();
  }
}

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
