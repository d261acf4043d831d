import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * A workbook's Play-off sheet (docs/inputs.md "Play-off games"): the Candidates 2022 sample's play-off recorded
 * as rows Stage, White, Black, Result beside the crosstable ranks exactly as the same games as
 * `### play-off` lines of the TRF (samples/tournaments/club-championship-drr-8-play-off.trf,
 * invented: see its README), and a bad row is an error at its cell.
 */
const SAMPLES = join(REPO_ROOT, 'samples');
const TRF = join(SAMPLES, 'tournaments', 'club-championship-drr-8-play-off.trf');
const REGULATION = join(SAMPLES, 'regulations', 'candidates-2022.regula');
const dir = mkdtempSync(join(tmpdir(), 'regula-play-off-sheet-'));

async function cli(args: string[]) {
  const c = capture();
  const code = await run(args, c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

/** The sample as a workbook (`regula convert`, which carries no play-off), with a play-off sheet of `rows` added. */
async function workbookWith(name: string, sheetName: string, rows: (string | number)[][]): Promise<string> {
  const plain = join(dir, `${name}.trf`);
  writeFileSync(plain, readFileSync(TRF, 'utf8').replace(/^### play-off.*\n/gm, ''));
  const book = join(dir, `${name}.xlsx`);
  expect((await cli(['convert', plain, '--to', 'xlsx', '--out', book, '--quiet'])).code).toBe(0);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(book);
  workbook.addWorksheet(sheetName).addRows(rows);
  await workbook.xlsx.writeFile(book);
  return book;
}

const GAMES = [
  ['Stage', 'White', 'Black', 'Result'],
  [1, 3, 7, '1/2-1/2'],
  [1, 7, 3, '½-½'],
  [2, 'Castell, Clara', 'Graf, Greta', '1-0'],
  [2, 7, 3, '1/2-1/2'],
];

const standings = (json: string) =>
  (JSON.parse(json) as { standings: { no: number; rank: number; decidedBy: string }[] }).standings
    .slice(0, 3)
    .map((s) => [s.no, s.rank, s.decidedBy]);

describe('the Play-off sheet of a workbook', () => {
  it('ranks as the TRF’s play-off lines: Castell first by the play-off although Graf leads on SB', async () => {
    const book = await workbookWith('games', 'Play-off', GAMES);
    const fromSheet = await cli(['rank', book, '--regulation', REGULATION, '--format', 'json', '--quiet']);
    expect(fromSheet.err).toBe('');
    const fromTrf = await cli(['rank', TRF, '--regulation', REGULATION, '--format', 'json', '--quiet']);
    expect(standings(fromSheet.out)).toEqual([
      [3, 1, 'play-off'],
      [7, 2, 'play-off'],
      [1, 3, 'PTS'],
    ]);
    expect(standings(fromSheet.out)).toEqual(standings(fromTrf.out));
  });

  it('without the sheet the places stay pending; a sheet "Playoff" reading "not held" lets the list decide', async () => {
    const pending = await cli(['rank', await workbookWith('none', 'Notes', [['nothing here']]), '--regulation', REGULATION, '--quiet']);
    expect(pending.out).toMatch(/1–2\s+3\s+Castell, Clara.*play-off pending/);
    const notHeld = await cli([
      'rank',
      await workbookWith('not-held', 'Playoff', [['Stage', 'White', 'Black', 'Result'], ['not held']]),
      '--regulation',
      REGULATION,
      '--format',
      'json',
      '--quiet',
    ]);
    expect(standings(notHeld.out)).toEqual([
      [7, 1, 'SB'],
      [3, 2, 'SB'],
      [1, 3, 'PTS'],
    ]);
  });

  it('says which cell of the sheet is wrong, and ranks nothing', async () => {
    const bad = await workbookWith('bad', 'Play-off', [GAMES[0]!, [1, 3, 7, '2-0'], [1, 7, 'Nobody', '1-0']]);
    const result = await cli(['rank', bad, '--regulation', REGULATION, '--quiet']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `'Play-off'!A2: error grid/bad-play-off-row: play-off row: found "2-0" as the result, expected 1-0, 0-1, ½-½ (or 1/2-1/2, =)`,
    );
    expect(result.err).toContain(`'Play-off'!A3: error grid/bad-play-off-row: play-off row: Black: no player is named "Nobody"`);
    const headless = await workbookWith('headless', 'Play-off', [[1, 3, 7, '1-0']]);
    expect((await cli(['rank', headless, '--regulation', REGULATION, '--quiet'])).err).toContain(
      `'Play-off'!A1: error grid/play-off-no-header: the sheet 'Play-off' has no header row with Stage, White, Black and Result`,
    );
  });
});
