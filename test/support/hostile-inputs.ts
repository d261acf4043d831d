/**
 * The hostile inputs of the read bounds (docs/inputs.md "Bounds"), made into a folder on the fly:
 * zip bombs (a sheet that inflates to 100 MB or more of empty rows, honest or lying about its
 * size; a cell of 60 MB of text), far cells (one cell at XFD1048576 of the crosstable, one at A1048576 of the Regulation
 * sheet), a first sheet without its part or with broken XML, a CSV cut in the middle of a row,
 * and TRF start dates that are not dates. The crosstable is rr6-pub09 (test/golden/grids), a
 * real round robin. bench/hostile-inputs.ts times each as a whole process; the tests read them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, REGULATION_MARK } from '../../io';
import { REPO_ROOT } from './fixture-paths';
import { cellXml, emptyRowsXml, rowsXml, writeHostileXlsx, type HostileSheet } from './hostile-xlsx';

export const CROSSTABLE_CSV = readFileSync(join(REPO_ROOT, 'test', 'golden', 'grids', 'rr6-pub09.csv'), 'utf8');
export const CROSSTABLE_TRF = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'trf', 'pub09_rr_6.trf'), 'latin1');

const MB = 1024 * 1024;

/** The rr6 crosstable's cells (numbers as numbers, as Excel keeps them). */
export function crosstableCells(): (string | number | null)[][] {
  return parseCsv(CROSSTABLE_CSV).map((row) =>
    row.map((v) => (v === undefined || v === null || v === '' ? null : /^\d+$/.test(String(v)) ? Number(v) : String(v))),
  );
}

const crosstableSheet = (name = 'Crosstable', extra: () => Iterable<string> = () => []): HostileSheet => ({
  name,
  rows: function* () {
    yield* rowsXml(crosstableCells());
    yield* extra();
  },
});

export interface HostileCase {
  name: string;
  /** What it is, in a phrase. */
  what: string;
  /** The code of the located answer it must end in (an error, or the warning of exit 0); undefined: a valid file, ranked (exit 0). */
  expect: string | undefined;
  /** The arguments after `rank FILE`, when not the bench's own: the far regulation is ranked by the regulation it saves. */
  args?: readonly string[];
  /** Makes the file in `folder`; returns its path. */
  make(folder: string): Promise<string>;
}

/** The crosstable with `bytes` of empty rows below it, declared honestly or as `declared` bytes. */
export function zipBomb(name: string, bytes: number, declared?: number): HostileCase {
  return {
    name,
    what: `a sheet of ${Math.round(bytes / MB)} MB of empty rows${declared === undefined ? '' : `, its size declared as ${declared} bytes`}`,
    // Within the 64 MB bound a sheet of empty rows is refused by its rows and cells (more than
    // 250,000: 8 MB of them); past it, from the directory; a lying directory is damage.
    expect: declared !== undefined ? 'cli/bad-workbook' : bytes >= 8 * MB ? 'cli/workbook-too-large' : undefined,
    async make(folder) {
      const path = join(folder, `${name}.xlsx`);
      await writeHostileXlsx(path, [crosstableSheet('Crosstable', () => emptyRowsXml(100, bytes))], {
        ...(declared !== undefined && { declare: { 'xl/worksheets/sheet1.xml': declared } }),
      });
      return path;
    },
  };
}

/** The crosstable with one cell of `bytes` characters below it: no cell Excel writes (it holds 32,767 at most). */
export function longCell(name: string, bytes: number): HostileCase {
  return {
    name,
    what: `the crosstable and a cell of ${Math.round(bytes / MB)} MB of text`,
    expect: 'cli/workbook-too-large',
    async make(folder) {
      const path = join(folder, `${name}.xlsx`);
      const chunk = 'x'.repeat(MB);
      await writeHostileXlsx(path, [
        crosstableSheet('Crosstable', function* () {
          yield '<row r="9"><c r="B9" t="inlineStr"><is><t>';
          for (let written = 0; written < bytes; written += MB) yield chunk.slice(0, Math.min(MB, bytes - written));
          yield '</t></is></c></row>';
        }),
      ]);
      return path;
    },
  };
}

/**
 * The crosstable with `bytes` of one empty row said again and again: what a small file that
 * inflates far is (100 MB from some 550 KB, the bomb the bounds were made for).
 */
export function denseBomb(name: string, bytes: number): HostileCase {
  return {
    name,
    what: `a sheet of ${Math.round(bytes / MB)} MB of one empty row repeated`,
    expect: 'cli/workbook-too-large',
    async make(folder) {
      const path = join(folder, `${name}.xlsx`);
      const chunk = '<row><c s="0"/></row>'.repeat(MB / 32);
      await writeHostileXlsx(path, [
        crosstableSheet('Crosstable', function* () {
          for (let written = 0; written < bytes; written += chunk.length) yield chunk;
        }),
      ]);
      return path;
    },
  };
}

/** The crosstable beside a shared strings part of `count` one-letter strings: no cell uses them, exceljs would parse them all. */
export function sharedStringsBomb(name: string, count: number): HostileCase {
  return {
    name,
    what: `the crosstable and ${count.toLocaleString('en-US')} shared strings`,
    expect: 'cli/workbook-too-large',
    async make(folder) {
      const path = join(folder, `${name}.xlsx`);
      const strings = {
        path: 'xl/sharedStrings.xml',
        chunks: function* () {
          yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`;
          const chunk = '<si><t>a</t></si>'.repeat(10_000);
          for (let written = 0; written < count; written += 10_000) yield chunk;
          yield '</sst>';
        },
      };
      await writeHostileXlsx(path, [crosstableSheet()], { parts: [strings] });
      return path;
    },
  };
}

export const HOSTILE_WORKBOOKS: readonly HostileCase[] = [
  zipBomb('rows-6mb', 6 * MB),
  zipBomb('rows-20mb', 20 * MB),
  denseBomb('bomb-dense-100mb', 100 * MB),
  zipBomb('bomb-100mb', 100 * MB),
  zipBomb('bomb-400mb', 400 * MB),
  zipBomb('bomb-lying-100mb', 100 * MB, 4096),
  longCell('long-cell-60mb', 60 * MB),
  sharedStringsBomb('shared-strings-2m', 2_000_000),
  {
    name: 'far-cell-crosstable',
    what: 'the crosstable and one cell at XFD1048576',
    expect: 'grid/too-wide',
    async make(folder) {
      const path = join(folder, 'far-cell-crosstable.xlsx');
      await writeHostileXlsx(path, [crosstableSheet('Crosstable', () => [`<row r="1048576">${cellXml(1048576, 16384, 'note')}</row>`])]);
      return path;
    },
  },
  {
    name: 'far-cell-regulation',
    what: "Regula's Regulation sheet with one cell at A1048576",
    expect: 'dsl/too-large',
    args: [],
    async make(folder) {
      const path = join(folder, 'far-cell-regulation.xlsx');
      const regulation: HostileSheet = {
        name: 'Regulation',
        rows: function* () {
          yield* rowsXml([[REGULATION_MARK], [null], ['regulation "far"'], ['tie-breaks'], ['  1. SB']]);
          yield `<row r="1048576">${cellXml(1048576, 1, '  2. DE')}</row>`;
        },
      };
      await writeHostileXlsx(path, [crosstableSheet(), regulation]);
      return path;
    },
  },
  {
    name: 'dangling-first-sheet',
    what: 'a first sheet the workbook names but has no part for, then a crosstable',
    expect: 'cli/damaged-sheet',
    async make(folder) {
      const path = join(folder, 'dangling-first-sheet.xlsx');
      await writeHostileXlsx(path, [{ name: 'Open' }, crosstableSheet('Rapid')]);
      return path;
    },
  },
  {
    name: 'damaged-first-sheet',
    what: 'a first sheet whose XML is cut, then a crosstable',
    expect: 'cli/damaged-sheet',
    async make(folder) {
      const path = join(folder, 'damaged-first-sheet.xlsx');
      const cut = [...rowsXml(crosstableCells())].join('').slice(0, 700);
      const raw = Buffer.from(
        `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cut}`,
      );
      await writeHostileXlsx(path, [{ name: 'Open', raw }, crosstableSheet('Rapid')]);
      return path;
    },
  },
];

/**
 * A real chess-results export (starting-en.csv) cut in its last player's row, inside the round-7
 * cell: the full-point bye `-1` is left as `-`, "not paired" (a download that stopped there).
 */
export function cutCsv(): string {
  const text = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'starting-en.csv'), 'utf8');
  return text.slice(0, text.indexOf('9w0,-1,4') + '9w0,-'.length);
}

/** The pub09 TRF with its start date (042) replaced. */
export function trfWithStartDate(date: string): string {
  return CROSSTABLE_TRF.replace(/^042 .*$/m, `042 ${date}`);
}

export const HOSTILE_TEXTS: readonly HostileCase[] = [
  {
    name: 'csv-cut',
    what: 'a chess-results export cut in its last player row',
    expect: 'grid/cut-off',
    make: async (folder) => writeText(folder, 'csv-cut.csv', cutCsv()),
  },
  ...['9999/99/99', '0000/00/00', '2026/02/30', '31.12.1899'].map((date): HostileCase => ({
    name: `trf-date-${date.replace(/\W/g, '')}`,
    what: `a TRF whose start date (042) is ${date}`,
    expect: 'trf/bad-date',
    make: async (folder) => writeText(folder, `date-${date.replace(/\W/g, '')}.trf`, trfWithStartDate(date)),
  })),
];

function writeText(folder: string, name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}
