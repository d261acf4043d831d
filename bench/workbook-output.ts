/**
 * The two doors' workbook output at the README's sizes (docs/performance.md "The largest events into a
 * workbook, both doors"): the command line's new
 * .xlsx (native-xlsx.ts) and the add-in's write requests on the fake workbook, for a
 * 5,000-player, 15-round Swiss with the full list and a 9,999-player one. Part of npm run bench;
 * each figure is one run (they take seconds).
 */
import { newOutputWorkbook } from '../cli/native-xlsx';
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, parseCriterionSpecifier, type Crosstable } from '../engine';
import { headerBlock, outputSheets, planWrite, writeGrid } from '../io';
import { benchSwiss } from './events';

export function benchWorkbookOutput(values: string, short: string): Promise<void> {
  return (async () => {
    for (const [players, list] of [
      [5000, values],
      [9999, short],
    ] as const) {
      const crosstable = benchSwiss(players, 15);
      const label = `${players.toLocaleString('en-US')} x 15, ${list.split(' ').length} columns`;
      const started = performance.now();
      const bytes = await cliWorkbook(crosstable, list);
      console.log(
        `CLI .xlsx (evaluate, plan, write) ${label}`.padEnd(58) +
          `${(performance.now() - started).toFixed(0).padStart(6)} ms   ${(bytes / 1024 / 1024).toFixed(1)} MB`,
      );
      await (await addinBench()).benchAddinRun(crosstable, regulationText(list), label);
    }
  })();
}

/** The add-in's half, compiled with office.js types (addin/tsconfig.json): loaded by a path the root program does not follow. */
async function addinBench(): Promise<{ benchAddinRun: (crosstable: Crosstable, regulationText: string, label: string) => Promise<void> }> {
  const path = './addin-output';
  return (await import(path)) as { benchAddinRun: (crosstable: Crosstable, regulationText: string, label: string) => Promise<void> };
}

async function cliWorkbook(crosstable: Crosstable, list: string): Promise<number> {
  const tiebreaks = list.split(' ').map((text) => {
    const outcome = parseCriterionSpecifier(text);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.spec;
  });
  const evaluation = evaluate(crosstable, {
    name: 'bench',
    edition: 'fide-2026',
    unplayed: DEFAULT_UNPLAYED_OPTIONS,
    tiebreaks,
    after: { kind: 'shared' },
  });
  const header = headerBlock(evaluation, { input: 'bench', inputSha256: '-', regulationSha256: '-', ranAt: new Date(0) });
  const workbook = newOutputWorkbook({ name: 'Crosstable', cells: writeGrid(crosstable) });
  workbook.applyPlan(
    planWrite({ sheets: outputSheets(evaluation, header), regulationText: undefined, existingSheets: workbook.sheetNames() }),
  );
  // The bytes, as save() writes them, without the disk.
  return (await workbook.toBuffer()).length;
}

function regulationText(list: string): string {
  const items = list.split(' ').filter((item) => item !== 'PTS');
  return [
    'regulation "Bench"',
    'rules fide-2026',
    'tie-breaks',
    ...items.map((item, i) => `  ${i + 1}. ${item}`),
    '  then shared',
    '',
  ].join('\n');
}
