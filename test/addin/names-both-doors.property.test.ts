import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventBody } from '../../engine';
import { cellText, parseCsv, planNewSheet, readGrid, writeGrid, writeTrf } from '../../io';
import { eventSha256 } from '../../pipeline';
import { importFile } from '../../addin/run/import-file';
import { readWorkbook, writeRun } from '../../addin/excel/workbook-gateway';
import { FakeWorkbook } from '../../addin/demo/fake-excel';
import { run } from '../../cli/main';
import { readTournamentFile } from '../../cli/read-input';
import { renderCsv } from '../../cli/render-table';
import { capture } from '../support/cli';
import { generateSwiss } from '../support/generate-crosstable';
import { install } from './support';

/*
 * docs/tour.md: "the same from Excel or the CLI". A name that begins with an apostrophe ('t Hart,
 * Dutch), an equals sign, spaces or a tab, or is written in another script, reaches the
 * engine the same through both doors, so both give the same input hash: the CLI reading a
 * CSV or a workbook it wrote, and the task pane bringing the same TRF or CSV into a sheet of
 * (a fake of) Excel, which drops a leading apostrophe of text written to Range.values as its
 * text prefix (Office: "''" keeps one; addin/demo/fake-workbook.ts does as Excel does).
 */
const seed = Number(process.env.FC_SEED ?? 20261122);
const dir = mkdtempSync(join(tmpdir(), 'regula-names-'));

const starts = ["'", "''", "'=", '=', '+', '-', '@', ' ', '  ', '\t', "'\t", "' ", ''];
const bodies = ['t Hart', "O'Brien", 'Žukauskas, Zoë', 'Иванов, Пётр', '李, 小龙', 'Ωμέγα', 'de Vries', "d'Arc", '1-0', 'SUM(A1)'];
const name = fc.tuple(fc.constantFrom(...starts), fc.constantFrom(...bodies)).map(([start, body]) => `${start}${body}`);
const names = fc.uniqueArray(name, { minLength: 6, maxLength: 6, selector: (n) => n.trim() });

/** What the grid reader makes of a name: cellText's white space folding, nothing else. */
const expected = (n: string) => cellText(n);

async function paneReading(fileName: string, bytes: Uint8Array, book: FakeWorkbook) {
  const imported = importFile(fileName, bytes);
  if (typeof imported === 'string') throw new Error(imported);
  const { sheet, plan } = planNewSheet(
    imported.sheetName,
    imported.cells,
    book.sheets.map((s) => s.name),
  );
  await writeRun(plan);
  const read = await readWorkbook(sheet);
  return readGrid(read.area.values, { sheet: 'Crosstable' });
}

describe(`names through both doors (fast-check seed ${seed}; set FC_SEED to replay)`, () => {
  it("keep every name — 't Hart, =SUM, leading spaces, tabs, other scripts — and give one input hash", async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(names, async (list) => {
        round++;
        const generated = generateSwiss({ players: 6, rounds: 3, seed: round, byes: 0, withdrawals: 0 });
        const crosstable = { ...generated, players: generated.players.map((p, i) => ({ ...p, name: list[i]! })) };
        // The CSV the CLI writes (convert --to csv), read by the CLI.
        const csv = renderCsv(writeGrid(crosstable).map((row) => row.map((v) => (v === undefined ? null : (v as string | number | null)))));
        const cli = readGrid(parseCsv(csv), { sheet: 'Crosstable' });
        expect(cli.crosstable!.players.map((p) => p.name)).toEqual(list.map(expected));
        const hash = await eventSha256({ kind: 'individual', crosstable: cli.crosstable! });

        // The same CSV brought into Excel from the task pane.
        const book = install(new FakeWorkbook({ Notes: [['x']] }));
        const paneCsv = await paneReading('Crosstable.csv', new TextEncoder().encode(csv), book);
        expect(paneCsv.crosstable!.players.map((p) => p.name)).toEqual(list.map(expected));
        expect(await eventSha256({ kind: 'individual', crosstable: paneCsv.crosstable! })).toBe(hash);

        // A TRF: brought into Excel by the pane, and converted to .xlsx by the CLI, which reads it back.
        const trf = writeTrf(crosstable);
        const trfPath = join(dir, `names-${round}.trf`);
        writeFileSync(trfPath, trf);
        const paneTrf = await paneReading('Crosstable.trf', new TextEncoder().encode(trf), book);
        const xlsx = join(dir, `names-${round}.xlsx`);
        expect(await run(['convert', trfPath, '--to', 'xlsx', '--out', xlsx, '--quiet'], capture().io)).toBe(0);
        const cliXlsx = await readTournamentFile(xlsx);
        const fromXlsx = eventBody(cliXlsx.event!);
        expect(paneTrf.crosstable!.players.map((p) => p.name)).toEqual(fromXlsx.players.map((p) => p.name));
        expect(await eventSha256({ kind: 'individual', crosstable: paneTrf.crosstable! })).toBe(await eventSha256(cliXlsx.event!));
        // TRF keeps a name's own apostrophes and equals signs (its leading blanks are the columns').
        expect(fromXlsx.players.map((p) => p.name)).toEqual(list.map((n) => cellText(n.replace(/^[ \t]+/, ''))));
      }),
      { seed, numRuns: 12 },
    );
  });
});
