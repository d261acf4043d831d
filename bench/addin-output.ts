/**
 * The add-in's output at the README's sizes (docs/performance.md "The largest events into a
 * workbook, both doors"): a run on the fake workbook — reading the crosstable, computing,
 * writing through the workbook gateway — with its requests. Type-checked with the add-in
 * (addin/tsconfig.json: office.js types); part of npm run bench.
 */
import * as gateway from '../addin/excel/workbook-gateway';
import { runOnce } from '../addin/run/run-session';
import type { Crosstable } from '../engine';
import { writeGrid } from '../io';
import { inProcessEngine, install } from '../test/addin/support';
import { FakeWorkbook } from '../addin/demo/fake-excel';

export async function benchAddinRun(crosstable: Crosstable, regulationText: string, label: string): Promise<void> {
  const book = install(new FakeWorkbook({ Swiss: writeGrid(crosstable).map((row) => row.map((v) => (v === undefined ? null : v))) }));
  const started = performance.now();
  const report = await runOnce(gateway, inProcessEngine, { regulationText, layout: 'auto', opponentNumbers: 'auto' });
  const largest = book.requests.reduce((most, size) => Math.max(most, size), 0);
  console.log(
    `add-in run on the fake workbook, ${label}`.padEnd(60) +
      `${(performance.now() - started).toFixed(0).padStart(6)} ms   ${report.written?.requests ?? 0} write requests (largest ${(largest / 1024 / 1024).toFixed(1)} MB), ${book.syncs} syncs`,
  );
}
