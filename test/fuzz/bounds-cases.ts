/**
 * The read bounds under fuzzing (docs/inputs.md "Bounds"): zip packages that inflate far (a
 * sheet of empty rows, declared honestly or not; a cell's text near Excel's limit; shared
 * strings either side of their bound), whose zip directory lies or is damaged (sizes, checksums,
 * offsets, a cut file); far cells anywhere up to XFD1048576, in the crosstable or on
 * the Regulation sheet; chess-results exports cut anywhere without a final line break; TRF start
 * dates that are and are not dates. Each is given to `regula rank` as a file: it must end in a
 * ranking or in located problems (exit 0 or 1, never 2) — and damage must never be read as valid
 * in silence (a cut export without its warning, a date that is not one choosing an edition).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { SHEET_BOUNDS } from '../../cli/workbook-input';
import { calendarDay } from '../../engine';
import { parseCsv, REGULATION_MARK } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { crosstableCells, trfWithStartDate } from '../support/hostile-inputs';
import { cellXml, emptyRowsXml, repeatedRowsXml, rowsXml, writeHostileXlsx, type HostileSheet } from '../support/hostile-xlsx';
import type { Random } from './random';
import type { Outcome } from './targets';
import { workbookFolder } from './workbook-cases';

export type BoundsRecipe =
  | {
      kind: 'package';
      inflate: number;
      text?: number;
      strings?: number;
      declare?: number;
      flips: { at: number; value: number }[];
      cut?: number;
    }
  | { kind: 'far-cell'; sheet: 'Crosstable' | 'Regulation'; row: number; column: number }
  | { kind: 'cut-csv'; seed: number; at: number }
  | { kind: 'date'; date: string };

const CSV_SEEDS = ['ranking-en.csv', 'starting-en.csv', 'in-progress-half-en.csv', 'real-in-progress-en.csv', 'ranking-de.csv'];
const DATES = [
  '2025/03/01',
  '2024/02/29',
  '2023/02/29',
  '2026/02/30',
  '0000/00/00',
  '9999/99/99',
  '9999/12/31',
  '31.12.1899',
  '2025-13-01',
  '2025/3/1',
  '1899/12/30',
  ' ',
  'unknown',
];
const MB = 1024 * 1024;

export function boundsRecipe(random: Random): BoundsRecipe {
  switch (random.below(4)) {
    case 0: {
      // Mostly small; now and then a sheet past the 250,000 rows and cells (8 MB of empty rows and
      // more), or past the 64 MB bound (an honest bomb); any of them with a directory that lies.
      const inflate = random.chance(0.03)
        ? 65 * MB + random.below(40 * MB)
        : random.chance(0.05)
          ? 8 * MB + random.below(16 * MB)
          : random.below(2 * MB);
      return {
        kind: 'package',
        inflate,
        // Now and then a cell's text either side of the bound on one text (327,670 bytes).
        ...(random.chance(0.05) && { text: 250_000 + random.below(200_000) }),
        // Now and then shared strings either side of the bound on the elements beside the sheets (two each).
        ...(random.chance(0.05) && { strings: 50_000 + random.below(200_000) }),
        ...(random.chance(0.4) && {
          declare: random.pick([0, 1, 4096, random.below(inflate + 1), inflate + 1 + random.below(MB), 2 ** 32 - 1]),
        }),
        flips: random.chance(0.3)
          ? Array.from({ length: 1 + random.below(4) }, () => ({ at: -1 - random.below(400), value: random.below(256) }))
          : [],
        ...(random.chance(0.1) && { cut: 1 + random.below(2000) }),
      };
    }
    case 1:
      return {
        kind: 'far-cell',
        sheet: random.chance(0.3) ? 'Regulation' : 'Crosstable',
        row: random.chance(0.5) ? 1_048_576 : 1 + random.below(1_048_576),
        column: random.chance(0.5) ? 16_384 : 1 + random.below(16_384),
      };
    case 2:
      return { kind: 'cut-csv', seed: random.below(CSV_SEEDS.length), at: random.next() };
    default:
      return {
        kind: 'date',
        date: random.chance(0.7) ? random.pick(DATES) : `${random.below(10000)}/${random.below(100)}/${random.below(100)}`,
      };
  }
}

async function rank(path: string): Promise<{ code: number; err: string }> {
  const err: string[] = [];
  const code = await run(['rank', path, '--criteria', 'PTS'], { out: () => undefined, err: (t) => void err.push(t) });
  if (code === 2) throw new Error(err.join('\n'));
  return { code, err: err.join('\n') };
}

const outcome = (code: number, err: string): Outcome =>
  code === 0 ? { kind: 'result' } : { kind: 'issues', count: err.split('\n').length };

export async function runBounds(recipe: BoundsRecipe): Promise<Outcome> {
  const folder = workbookFolder();
  switch (recipe.kind) {
    case 'package': {
      const path = join(folder, 'package.xlsx');
      const sheet: HostileSheet = {
        name: 'Crosstable',
        rows: function* () {
          yield* rowsXml(crosstableCells());
          if (recipe.text) yield `<row r="9"><c r="B9" t="inlineStr"><is><t>${'x'.repeat(recipe.text)}</t></is></c></row>`;
          if (recipe.inflate > 64 * MB) yield* repeatedRowsXml(recipe.inflate);
          else if (recipe.inflate > 0) yield* emptyRowsXml(100, recipe.inflate);
        },
      };
      const strings = recipe.strings && {
        path: 'xl/sharedStrings.xml',
        chunks: () => [
          `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>a</t></si>'.repeat(recipe.strings!)}</sst>`,
        ],
      };
      await writeHostileXlsx(path, [sheet], {
        ...(recipe.declare !== undefined && { declare: { 'xl/worksheets/sheet1.xml': recipe.declare } }),
        ...(strings && { parts: [strings] }),
      });
      let bytes = readFileSync(path);
      // Flips near the end: the zip directory and its end record.
      for (const flip of recipe.flips) if (bytes.length + flip.at >= 0) bytes[bytes.length + flip.at] = flip.value;
      if (recipe.cut) bytes = bytes.subarray(0, Math.max(0, bytes.length - recipe.cut));
      writeFileSync(path, bytes);
      const { code, err } = await rank(path);
      if (recipe.inflate > 64 * MB && code === 0) return { kind: 'silent', what: `a sheet of ${recipe.inflate} bytes was read` };
      if ((recipe.text ?? 0) > SHEET_BOUNDS.textBytes && code === 0)
        return { kind: 'silent', what: `a text of ${recipe.text} bytes was read` };
      if ((recipe.strings ?? 0) * 2 > SHEET_BOUNDS.elements && code === 0)
        return { kind: 'silent', what: `${recipe.strings} shared strings were read` };
      return outcome(code, err);
    }
    case 'far-cell': {
      const path = join(folder, 'far.xlsx');
      const far = `<row r="${recipe.row}">${cellXml(recipe.row, recipe.column, 'note')}</row>`;
      const crosstable: HostileSheet = {
        name: 'Crosstable',
        rows: function* () {
          yield* rowsXml(crosstableCells());
          if (recipe.sheet === 'Crosstable' && recipe.row > 7) yield far;
        },
      };
      const regulation: HostileSheet = {
        name: 'Regulation',
        rows: function* () {
          yield* rowsXml([[REGULATION_MARK], [null], ['regulation "far"'], ['tie-breaks'], ['  1. SB']]);
          if (recipe.row > 5) yield far;
        },
      };
      await writeHostileXlsx(path, recipe.sheet === 'Crosstable' ? [crosstable] : [crosstable, regulation]);
      const { code, err } = await rank(path);
      return outcome(code, err);
    }
    case 'cut-csv': {
      const text = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', CSV_SEEDS[recipe.seed]!), 'utf8');
      const cut = text.slice(0, 1 + Math.floor(recipe.at * (text.length - 1)));
      const path = join(folder, 'cut.csv');
      writeFileSync(path, cut);
      const { code, err } = await rank(path);
      // A last row shorter than the widest, without a line break after it: the warning must say so.
      const rows = parseCsv(cut);
      const widest = rows.reduce((w, r) => Math.max(w, r.length), 0);
      const short = !/[\r\n]$/.test(cut) && (rows.at(-1)?.length ?? widest) < widest;
      if (code === 0 && short && !err.includes('grid/cut-off'))
        return { kind: 'silent', what: `cut at ${cut.length} without grid/cut-off` };
      return outcome(code, err);
    }
    case 'date': {
      const path = join(folder, 'date.trf');
      writeFileSync(path, trfWithStartDate(recipe.date));
      const { code, err } = await rank(path);
      const notADate = recipe.date.trim() !== '' && !calendarDay(recipe.date);
      if (notADate && (!err.includes('trf/bad-date') || err.includes('in force on the start date')))
        return { kind: 'silent', what: `start date "${recipe.date}" read as a date` };
      return outcome(code, err);
    }
  }
}
