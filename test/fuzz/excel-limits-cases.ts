/**
 * Excel's limits in what Regula writes, for the fuzz suite: names, regulation names and
 * regulation lines about and past a cell's 32,767 characters (ASCII, accents, surrogate pairs,
 * formula-like text), section names Excel refuses as sheet names, everyone tied through a long
 * list, and audits about Excel's 1,048,576 rows. A run goes through both doors — `regula rank
 * --out FILE.xlsx` (exit 0 or located problems, never exit 2) and the add-in's run on the fake
 * Excel, which refuses what Excel refuses — and what was written is read back: every sheet
 * name one Excel takes, every text within a cell, the regulation saved exactly. A plan case
 * checks the write plan alone on a sheet about the last row. A breach is an 'unlocated' outcome
 * (what was broken), an exception a crash.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { run } from '../../cli/main';
import { savedRegulation } from '../../cli/xlsx';
import { checkSheetName, FakeWorkbook } from '../../addin/demo/fake-workbook';
import { readSavedRegulation } from '../../addin/excel/workbook-gateway';
import { EXCEL_MAX_CELL_TEXT, EXCEL_MAX_COLUMNS, EXCEL_MAX_ROWS, planWrite, writeGrid, type CellValue } from '../../io';
import { generateSwiss } from '../support/generate-crosstable';
import { openWorkbook } from '../support/xlsx';
import { cells, install, run as runAddin } from '../addin/support';
import type { Random } from './random';
import type { Outcome } from './targets';

export interface LimitsRecipe {
  players: number;
  rounds: number;
  seed: number;
  /** Every game drawn: everyone tied through the whole list. */
  drawn: boolean;
  criteria: string;
  /** Long texts as a unit repeated to a length: a player's name, the regulation's name, a comment line. */
  name?: LongText & { player: number };
  regulationName?: LongText;
  comment?: LongText;
  /** Two sections and their names, when the event has sections. */
  sections?: [string, string];
  /** A plan case instead: a sheet of these blocks' row counts (the last an audit table). */
  plan?: number[];
}

interface LongText {
  unit: string;
  length: number;
}

const UNITS = ['x', 'é', '🙂', 'ab ', '=1+', "'", '1/3 ', 'Ł'];
const LENGTHS = [31_999, 32_000, 32_001, 32_766, 32_767, 32_768, 40_000, 64_001, 100_003];
const SECTION_NAMES = [
  'History',
  'HISTORY',
  "'Open",
  "Open'",
  "'Girls'",
  'A/B',
  'A:B',
  '[1]',
  'Who?',
  'x*',
  'Open',
  'U'.repeat(40),
  '🙂'.repeat(20),
  'Girls U12',
];
const LISTS = [
  'PTS BH/C1 BH SB DE',
  'PTS BH BH/C1 BH/C2 BH/M1 BH/M2 BH/P BH/C1/P BH/C1/V FB FB/C1 FB/P AOB ABH AFB SB SB/C1 SB/P PS PS/C1 KS WIN WON BPG BWG REP VUR ARO ARO/C1 TPR',
];

export function limitsRecipe(random: Random): LimitsRecipe {
  const long = (): LongText => ({
    unit: random.pick(UNITS),
    length: random.chance(0.6) ? random.pick(LENGTHS) : 30_000 + random.below(40_000),
  });
  const players = 4 + random.below(12);
  const recipe: LimitsRecipe = {
    players,
    rounds: 2 + random.below(4),
    seed: random.below(1_000_000),
    drawn: random.chance(0.3),
    criteria: random.pick(LISTS),
  };
  if (random.chance(0.15)) {
    recipe.plan = [1 + random.below(12), random.below(40), EXCEL_MAX_ROWS - 60 + random.below(120)];
    return recipe;
  }
  if (random.chance(0.5)) recipe.name = { ...long(), player: random.below(players) };
  if (random.chance(0.4)) recipe.regulationName = long();
  if (random.chance(0.4)) recipe.comment = long();
  if (random.chance(0.3)) recipe.sections = [random.pick(SECTION_NAMES), random.pick(SECTION_NAMES)];
  return recipe;
}

const repeat = (t: LongText) => t.unit.repeat(Math.ceil(t.length / t.unit.length)).slice(0, t.length);

let folder: string | undefined;

export async function runLimits(recipe: LimitsRecipe): Promise<Outcome> {
  if (recipe.plan) return planCase(recipe.plan);
  folder ??= mkdtempSync(join(tmpdir(), 'regula-fuzz-limits-'));
  const { csv, grid, regulation } = inputs(recipe);
  const csvPath = join(folder, 'case.csv');
  const regulationPath = join(folder, 'case.regula');
  const out = join(folder, 'case.xlsx');
  writeFileSync(csvPath, csv);
  writeFileSync(regulationPath, regulation);
  rmSync(out, { force: true });
  const err: string[] = [];
  const io = { out: () => undefined, err: (t: string) => void err.push(t) };
  const code = await run(['rank', csvPath, '--regulation', regulationPath, '--out', out], io);
  if (code === 2) throw new Error(err.join('\n'));
  if (code !== 0) return { kind: 'issues', count: err.length };
  // As the command line reads it: a unit cut in half (a lone surrogate) is written to the file as U+FFFD.
  const breach = await breachInWorkbook(out, readFileSync(regulationPath, 'utf8'), recipe);
  if (breach) return { kind: 'unlocated', what: `rank --out: ${breach}` };
  const again = await run(['rank', out, '--regulation', regulationPath, '--format', 'json', '--quiet'], io);
  if (again !== 0)
    return { kind: 'unlocated', what: `the workbook written does not rank again (exit ${again}): ${err.join('\n').slice(0, 2000)}` };
  // The add-in's door: the user's sheet holds what Excel holds, so a name past a cell is not its case.
  if (!recipe.sections && (recipe.name?.length ?? 0) <= EXCEL_MAX_CELL_TEXT) {
    const addin = await addinBreach(grid, regulation);
    if (addin) return { kind: 'unlocated', what: `add-in: ${addin}` };
  }
  return { kind: 'result' };
}

/** The case's crosstable (a CSV of the plain layout, with a Section column for sections) and regulation. */
function inputs(recipe: LimitsRecipe): { csv: string; grid: CellValue[][]; regulation: string } {
  const event = (seed: number) =>
    writeGrid(
      generateSwiss({
        players: recipe.players,
        rounds: recipe.rounds,
        seed,
        names: 'unicode',
        ...(recipe.drawn && { draws: 1, byes: 0, absences: 0, withdrawals: 0, forfeits: 0, doubleForfeits: 0, shortGames: 0 }),
      }),
    );
  const grid = event(recipe.seed);
  if (recipe.name) grid[1 + recipe.name.player]![1] = repeat(recipe.name);
  // Sections: a Swiss of its own in each, one after the other, each numbered from 1.
  const rows = recipe.sections
    ? [
        ['Section', ...grid[0]!],
        ...grid.slice(1).map((row) => [recipe.sections![0], ...row]),
        ...event(recipe.seed + 1)
          .slice(1)
          .map((row) => [recipe.sections![1], ...row]),
      ]
    : grid;
  const csv = `${rows.map((row) => row.map((v) => `"${String(v ?? '').replace(/"/g, '""')}"`).join(',')).join('\n')}\n`;
  const name = recipe.regulationName ? repeat(recipe.regulationName) : 'Limits';
  const items = recipe.criteria.split(' ').filter((c) => c !== 'PTS');
  const regulation = [
    `regulation "${name}"`,
    ...(recipe.comment ? [`# ${repeat(recipe.comment)}`] : []),
    'rules fide-2026',
    ...(recipe.sections ? ['sections', `  ${recipe.sections.map((s) => `"${s}"`).join(', ')}`] : []),
    'tie-breaks',
    ...items.map((item, i) => `  ${i + 1}. ${item}`),
    '  then shared',
    '',
  ].join('\n');
  return { csv, grid, regulation };
}

/** What the written workbook breaks of Excel's limits, or of the regulation saved in it. */
async function breachInWorkbook(path: string, regulation: string, recipe: LimitsRecipe): Promise<string | undefined> {
  const book: ExcelJS.Workbook = await openWorkbook(path);
  for (const sheet of book.worksheets) {
    try {
      checkSheetName(sheet.name);
    } catch {
      return `a sheet named "${sheet.name}"`;
    }
    if (sheet.rowCount > EXCEL_MAX_ROWS || sheet.columnCount > EXCEL_MAX_COLUMNS)
      return `'${sheet.name}' is ${sheet.rowCount}×${sheet.columnCount}`;
    let long: string | undefined;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && cell.value.length > EXCEL_MAX_CELL_TEXT)
          long ??= `'${sheet.name}'!${cell.address} holds ${cell.value.length} characters`;
      }),
    );
    if (long) return long;
  }
  // A new workbook's sections are on sheets of their names made ones Excel takes; the regulation is saved as it was.
  if (recipe.sections && book.worksheets.length < 2) return 'no sheet per section';
  const saved = savedRegulation(book);
  if (saved !== regulation) return `the regulation saved differs from the one run (${saved?.length} characters for ${regulation.length})`;
  return undefined;
}

/** The same event run by the add-in on the fake Excel, which refuses a breach as Excel does. */
async function addinBreach(grid: CellValue[][], regulation: string): Promise<string | undefined> {
  const book = install(new FakeWorkbook({ Crosstable: cells(grid) }));
  const report = await runAddin({ regulationText: regulation });
  if (report.result.stopped) return undefined;
  if (!report.written) return 'nothing written';
  const saved = await readSavedRegulation();
  if (saved !== regulation) return `the regulation saved differs from the one run (${saved?.length} characters for ${regulation.length})`;
  for (const sheet of book.sheets)
    for (const cell of sheet.cells.values())
      if (typeof cell.value === 'string' && cell.value.length > EXCEL_MAX_CELL_TEXT) return `a cell of '${sheet.name}' too long`;
  return undefined;
}

/** The write plan of a sheet about Excel's last row: within the grid, and the rows left out said on the last row. */
function planCase(counts: number[]): Outcome {
  const blocks = counts.map((count, i) => ({
    name: i === counts.length - 1 ? 'audit' : `block ${i}`,
    cells: [['No'], ...Array.from({ length: count }, (_, r) => [r])],
    table: i > 0,
  }));
  const plan = planWrite({ sheets: [{ name: 'Regula Audit', blocks }], regulationText: undefined, existingSheets: [] });
  let last = 0;
  for (const op of plan.operations) {
    if (op.kind !== 'values' && op.kind !== 'table' && op.kind !== 'header-style' && op.kind !== 'autofit') continue;
    const end = op.range.row + op.range.rows - 1;
    if (end > EXCEL_MAX_ROWS || op.range.column + op.range.columns - 1 > EXCEL_MAX_COLUMNS)
      return { kind: 'unlocated', what: `${op.kind} past the grid` };
    if (op.kind === 'values') last = Math.max(last, end);
  }
  // 3 (A1 the mark, row 2 empty), then each block and one empty row.
  const wanted = counts.reduce((row, count) => row + count + 2, 3) - 2;
  const cut = plan.warnings.some((w) => w.code === 'workbook/rows-left-out');
  if (cut !== wanted > EXCEL_MAX_ROWS) return { kind: 'unlocated', what: `${wanted} rows wanted, rows-left-out warned: ${cut}` };
  if (cut && last !== EXCEL_MAX_ROWS) return { kind: 'unlocated', what: `the note is on row ${last}, not the last` };
  return { kind: 'result' };
}

/** Removes the temporary folder (the runner and the test call it at the end). */
export function removeLimitsFolder(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}
