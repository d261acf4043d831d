/**
 * Fuzz targets (npm run fuzz; a bounded slice in npm test): each makes a case from a seeded
 * random source — a real file of the repository mutated at the level its format is read at —
 * and runs the reader or the language on it. A case ends in a result, in located issues, or
 * in a failure: a thrown error (crash), an issue without a usable location, or too much time
 * (the runner measures it). Every input is plain data, so a failing case can be saved as a
 * regression fixture (test/fuzz/regressions) and replayed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRegulation, compileRegulation, formatRegulation, type Diagnostic } from '../../dsl';
import { evaluate, evaluateArticles, type Crosstable } from '../../engine';
import {
  decodeTrfBytes,
  hasErrors,
  parseCsv,
  readGrid,
  readMatches,
  readTeamTrf,
  readTrf,
  type CellValue,
  type InputIssue,
} from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { mutateCells, mutateText, type Random } from './random';
import { outputRecipe, prepareOutputCases, runOutputCase, type OutputRecipe } from './output-cases';
import { runWorkbook, workbookRecipe, type WorkbookRecipe } from './workbook-cases';
import { boundsRecipe, runBounds, type BoundsRecipe } from './bounds-cases';
import { limitsRecipe, runLimits, type LimitsRecipe } from './excel-limits-cases';

export type Outcome =
  | { kind: 'result' }
  | { kind: 'issues'; count: number }
  | { kind: 'unlocated'; what: string }
  /** Damage read as valid: exit 0 without the warning the damage calls for. */
  | { kind: 'silent'; what: string };

export interface FuzzCase {
  target: string;
  /** The input: a text (TRF, CSV, regulation), a block of cells, or a workbook recipe. */
  text?: string;
  cells?: CellValue[][];
  workbook?: WorkbookRecipe;
  bounds?: BoundsRecipe;
  /** A command writing its output while the output is a special file, the disk fills, or a write fails. */
  output?: OutputRecipe;
  /** What Regula writes about Excel's limits (excel-limits-cases.ts). */
  limits?: LimitsRecipe;
}

export interface FuzzTarget {
  name: string;
  /** When a case is slow and when it hangs, where not the readers' 1 s and 10 s (npm run fuzz). */
  bounds?: { slowMs: number; hangMs: number };
  make(random: Random): FuzzCase;
  run(input: FuzzCase): Outcome | Promise<Outcome>;
  /** Work done once before the first case, untimed (loading what every case uses). */
  prepare?(): Promise<void>;
}

const read = (...parts: string[]) => readFileSync(join(REPO_ROOT, ...parts), 'utf8');
const files = (folder: string, extension: string) =>
  readdirSync(join(REPO_ROOT, folder))
    .filter((f) => f.endsWith(extension))
    .sort()
    .map((f) => join(folder, f));

const TRF_SEEDS = [
  ...['pub01_swiss_13x5_allkinds', 'pub02_swiss_24x7_absentZ_lateH', 'pub09_rr_6', 'pub12_drr_6_withdraw_absent', 'pub13_drr_8'].map((n) =>
    decodeTrfBytes(new Uint8Array(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'trf', `${n}.trf`)))),
  ),
  read('samples', 'tournaments', 'team-swiss-6.trf'),
  read('samples', 'tournaments', 'club-championship-drr-8.trf'),
];
const GRID_SEEDS = [
  ...files('test/golden/grids', '.csv'),
  'samples/tournaments/vcf-k12-2021.csv',
  'test/fixtures/chess-results/real-in-progress-en.csv',
  'test/fixtures/chess-results/ranking-de.csv',
  'test/fixtures/chess-results/starting-tr.csv',
].map((f) => read(f));
const MATCH_SEEDS = ['samples/tournaments/team-ko-match-1.csv', 'samples/tournaments/team-ko-match-2.csv'].map((f) => read(f));
const REGULATION_SEEDS = files('samples/regulations', '.regula').map((f) => read(f));

let smallEvent: Crosstable | undefined;
function crosstableForRegulations(): Crosstable {
  smallEvent ??= readTrf(TRF_SEEDS[0]!).crosstable!;
  return smallEvent;
}

/** Issues must say where: a line and column of the text, or a cell of the sheet, from 1. */
function located(issues: readonly InputIssue[]): Outcome {
  for (const issue of issues) {
    const at = issue.location;
    const ok = at.kind === 'text' ? at.line >= 1 && at.column >= 1 : at.row >= 1 && at.column >= 1;
    if (!ok || issue.message.trim() === '' || !issue.code.includes('/')) return { kind: 'unlocated', what: JSON.stringify(issue) };
  }
  return issues.some((i) => i.severity === 'error') ? { kind: 'issues', count: issues.length } : { kind: 'result' };
}

function locatedDiagnostics(text: string, diagnostics: readonly Diagnostic[]): Outcome {
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const d of diagnostics) {
    const { start } = d.span;
    const ok = start.line >= 1 && start.column >= 1 && start.line <= lines + 1 && d.message.trim() !== '';
    if (!ok) return { kind: 'unlocated', what: JSON.stringify(d) };
  }
  return diagnostics.some((d) => d.severity === 'error') ? { kind: 'issues', count: diagnostics.length } : { kind: 'result' };
}

export const TARGETS: readonly FuzzTarget[] = [
  {
    name: 'trf',
    make: (random) => ({ target: 'trf', text: mutateText(random, random.pick(TRF_SEEDS), 'trf') }),
    run(input) {
      const text = input.text!;
      const outcome = readTrf(text, { file: 'fuzz.trf' });
      if (text.split('\n').some((l) => l.startsWith('013') || l.startsWith('310'))) located(readTeamTrf(text, { file: 'fuzz.trf' }).issues);
      if (outcome.crosstable && !hasErrors(outcome.issues)) evaluate(outcome.crosstable, listRegulation());
      return located(outcome.issues);
    },
  },
  {
    name: 'grid',
    make: (random) => ({ target: 'grid', cells: mutateCells(random, parseCsv(random.pick(GRID_SEEDS))) }),
    run(input) {
      const reading = readGrid(input.cells!, { sheet: 'Fuzz' });
      if (reading.crosstable && !hasErrors(reading.issues)) evaluate(reading.crosstable, listRegulation());
      return located(reading.issues);
    },
  },
  {
    name: 'csv',
    make: (random) => ({ target: 'csv', text: mutateText(random, random.pick(GRID_SEEDS), 'csv') }),
    run(input) {
      const reading = readGrid(parseCsv(input.text!), { sheet: 'Fuzz' });
      return located(reading.issues);
    },
  },
  {
    name: 'match',
    make: (random) => ({ target: 'match', cells: mutateCells(random, parseCsv(random.pick(MATCH_SEEDS))) }),
    run(input) {
      return located(readMatches(input.cells!, { sheet: 'Fuzz' }).issues);
    },
  },
  {
    name: 'xlsx',
    make: (random) => ({ target: 'xlsx', workbook: workbookRecipe(random, mutateCells(random, parseCsv(random.pick(GRID_SEEDS)))) }),
    run: (input) => runWorkbook(input.workbook!),
  },
  {
    name: 'bounds',
    make: (random) => ({ target: 'bounds', bounds: boundsRecipe(random) }),
    run: (input) => runBounds(input.bounds!),
    // A case's time includes making its file (a bomb, a far cell): 5 s before it is slow.
    bounds: { slowMs: 5_000, hangMs: 10_000 },
  },
  {
    name: 'output',
    make: (random) => ({ target: 'output', output: outputRecipe(random) }),
    run: (input) => runOutputCase(input.output!),
    // A whole command that writes a file: 5 s before it is slow.
    bounds: { slowMs: 5_000, hangMs: 10_000 },
    prepare: prepareOutputCases,
  },
  {
    name: 'limits',
    // Each case writes a workbook, reads it back and ranks it again, and runs the add-in: 5 s, not a reader's 1 s.
    bounds: { slowMs: 5_000, hangMs: 30_000 },
    make: (random) => ({ target: 'limits', limits: limitsRecipe(random) }),
    run: (input) => runLimits(input.limits!),
  },
  {
    name: 'regulation',
    make: (random) => ({ target: 'regulation', text: mutateText(random, random.pick(REGULATION_SEEDS), 'regulation') }),
    run(input) {
      const text = input.text!;
      const checked = checkRegulation(text);
      formatRegulation(text);
      const compiled = compileRegulation(text);
      if (compiled.regulation && !compiled.regulation.teamEvent) {
        const evaluation = evaluate(crosstableForRegulations(), compiled.regulation);
        evaluateArticles(evaluation, {});
      }
      return locatedDiagnostics(text, checked.diagnostics);
    },
  },
];

let list: ReturnType<typeof compileRegulation>['regulation'];
function listRegulation() {
  list ??= compileRegulation('regulation "fuzz"\nrules fide-2026\ntie-breaks\n  1. BH/C1\n  2. SB\n  3. DE\n  then shared\n').regulation!;
  return list;
}
