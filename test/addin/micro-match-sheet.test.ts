import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf, writeGrid } from '../../io';
import { FakeWorkbook } from '../../addin/demo/fake-excel';
import { writtenStandings } from '../../addin/run/standings-changes';
import { cells, install, run } from './support';
import { REPO_ROOT } from '../support/fixture-paths';

// The workbook's Micro-matches sheet in the add-in: the FMJD Women's World Title Match 2015 (its
// real games, samples/tournaments/fmjd-women-world-title-match-2015.trf: see its README), the
// games after each round's own as rows beside the crosstable, ranks as the TRF's lines do in the CLI.
const SAMPLES = join(REPO_ROOT, 'samples');
const regulationText = readFileSync(join(SAMPLES, 'regulations', 'fmjd-women-world-title-match-2015.regula'), 'utf8');
const trf = readFileSync(join(SAMPLES, 'tournaments', 'fmjd-women-world-title-match-2015.trf'), 'utf8');
const grid = cells(writeGrid(readTrf(trf.replace(/^### micro-match.*\n/gm, '')).crosstable!));
const GAMES = [
  ['Round', 'Stage', 'White', 'Black', 'Result'],
  ...[...trf.matchAll(/^### micro-match (\d+) (\d+) (\d+) (\d+) (\S+)$/gm)].map((m) => [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4]),
    m[5]!,
  ]),
];

function places(output: Parameters<typeof writtenStandings>[0]) {
  const [header, ...rows] = writtenStandings(output)!;
  const at = (name: string) => header!.indexOf(name);
  return rows.map((r) => [r[at('Place')], r[at('No')], r[at('Decided by')]]);
}

describe('a Micro-matches sheet in the workbook', () => {
  it('ranks Golubeva first on standard wins, as the TRF lines do', async () => {
    expect(GAMES).toHaveLength(10);
    install(new FakeWorkbook({ Crosstable: grid, 'Micro-matches': GAMES }));
    const done = await run({ regulationText });
    expect(done.result.stopped).toBeUndefined();
    expect(places(done.result.output)).toEqual([
      [1, 1, 'standard wins'],
      [2, 2, 'standard wins'],
    ]);
  });

  it('without it the drawn rounds are pending; a bad row stops the run at its cell', async () => {
    install(new FakeWorkbook({ Crosstable: grid }));
    const pending = await run({ regulationText });
    expect(places(pending.result.output).map((r) => r[2])).toEqual(['micro-match pending', 'micro-match pending']);
    install(new FakeWorkbook({ Crosstable: grid, Micromatches: [GAMES[0]!, [2, 1, 1, 2, '1-0']] }));
    const bad = await run({ regulationText });
    expect(bad.result.stopped).toBe('The crosstable has errors: see the Crosstable panel.');
    expect(bad.result.reading.issues.map((i) => [i.code, i.message])).toContainEqual([
      'grid/bad-micro-match-row',
      `micro-match row: found "1" as the stage, expected 2, 3, … (the round's own game, stage 1, is in the crosstable)`,
    ]);
  });
});
