import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf, writeGrid } from '../../io';
import { FakeWorkbook } from '../../addin/demo/fake-excel';
import { writtenStandings } from '../../addin/run/standings-changes';
import * as gateway from '../../addin/excel/workbook-gateway';
import { studyOnce } from '../../addin/run/run-session';
import { run as cli } from '../../cli/main';
import { capture } from '../support/cli';
import { cells, inProcessEngine, install, run, settings } from './support';
import { REPO_ROOT } from '../support/fixture-paths';

// The workbook's Play-off sheet in the add-in: the Candidates 2022 sample's
// play-off, recorded as rows beside the crosstable (samples/tournaments/club-championship-drr-8-play-off.trf,
// invented: see its README), decides first place as the TRF's `### play-off` lines do in the CLI.
const SAMPLES = join(REPO_ROOT, 'samples');
const regulationText = readFileSync(join(SAMPLES, 'regulations', 'candidates-2022.regula'), 'utf8');
const trf = readFileSync(join(SAMPLES, 'tournaments', 'club-championship-drr-8-play-off.trf'), 'utf8').replace(/^### play-off.*\n/gm, '');
const grid = cells(writeGrid(readTrf(trf).crosstable!));
const GAMES = [
  ['Stage', 'White', 'Black', 'Result'],
  [1, 3, 7, '1/2-1/2'],
  [1, 7, 3, '1/2-1/2'],
  [2, 3, 7, '1-0'],
  [2, 7, 3, '1/2-1/2'],
];

/** The first three rows of the Regula Standings block: place, starting number, decided by. */
function top3(output: Parameters<typeof writtenStandings>[0]) {
  const block = writtenStandings(output)!;
  const [header, ...rows] = block;
  const at = (name: string) => header!.indexOf(name);
  return rows.slice(0, 3).map((r) => [r[at('Place')], r[at('No')], r[at('Decided by')]]);
}

describe('a Play-off sheet in the workbook', () => {
  it('places Castell first by the play-off, Graf second, although Graf leads on SB', async () => {
    install(new FakeWorkbook({ Crosstable: grid, 'Play-off': GAMES }));
    const done = await run({ regulationText });
    expect(done.result.stopped).toBeUndefined();
    expect(top3(done.result.output)).toEqual([
      [1, 3, 'play-off'],
      [2, 7, 'play-off'],
      [3, 1, 'PTS'],
    ]);
  });

  it('without it the first two places are pending; a bad row stops the run at its cell', async () => {
    install(new FakeWorkbook({ Crosstable: grid }));
    const pending = await run({ regulationText });
    expect(
      top3(pending.result.output)!
        .slice(0, 2)
        .map((r) => r[2]),
    ).toEqual(['play-off pending', 'play-off pending']);
    install(new FakeWorkbook({ Crosstable: grid, Playoff: [GAMES[0]!, [1, 3, 7, '2-0']] }));
    const bad = await run({ regulationText });
    expect(bad.result.stopped).toBe('The crosstable has errors: see the Crosstable panel.');
    expect(bad.result.reading.issues).toContainEqual(
      expect.objectContaining({
        code: 'grid/bad-play-off-row',
        location: { kind: 'cell', sheet: 'Playoff', row: 2, column: 1 },
      }),
    );
  });
});

describe('the drawing of lots simulated beside a Play-off sheet', () => {
  it('reads the sheet as Run does: the CLI’s words for the same games as TRF lines; a bad row stops it', async () => {
    install(new FakeWorkbook({ Crosstable: grid, 'Play-off': GAMES }));
    const withSheet = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText }, 'lots');
    const c = capture();
    const trfWithGames = join(SAMPLES, 'tournaments', 'club-championship-drr-8-play-off.trf');
    const regulation = join(SAMPLES, 'regulations', 'candidates-2022.regula');
    expect(await cli(['rank', trfWithGames, '--regulation', regulation, '--simulate-lots', '--quiet'], c.io)).toBe(0);
    expect(withSheet.lines).toEqual(c.out.join('\n').split('\n'));
    install(new FakeWorkbook({ Crosstable: grid, 'Play-off': [GAMES[0]!, [1, 3, 7, '2-0']] }));
    const bad = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText }, 'lots');
    expect(bad).toEqual({ lines: [], stopped: 'The crosstable has errors: see the Crosstable panel.' });
  });
});
