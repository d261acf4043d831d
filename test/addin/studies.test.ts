import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as cli } from '../../cli/main';
import { parseCsv } from '../../io';
import * as gateway from '../../addin/excel/workbook-gateway';
import { FakeWorkbook } from '../../addin/demo/fake-excel';
import { studyOnce } from '../../addin/run/run-session';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { cells, inProcessEngine, install, settings, snapshot, vcfWorkbook } from './support';

// The pane's studies that write nothing (Results: "Simulate drawing of lots", FIDE VCL Q204;
// the Scenarios panel, `regula scenarios`) read the sheet as Run does and answer in the CLI's words.

const IN_PROGRESS = join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'real-in-progress-en.csv');
const TIES_SHARED = 'regulation "Shared"\nrules fide-2026\ntie-breaks\n  1. PTS\n  then shared\n';
const PTS_ONLY = 'regulation "Points"\nrules fide-2026\ntie-breaks\n  1. PTS\n  then shared\n';

async function cliOut(args: string[]): Promise<string[]> {
  const c = capture();
  expect(await cli(args, c.io)).toBe(0);
  return c.out.join('\n').split('\n');
}

function inProgressBook(): FakeWorkbook {
  return install(new FakeWorkbook({ Round5: cells(parseCsv(readFileSync(IN_PROGRESS, 'utf8'))) }));
}

describe('Simulate drawing of lots (FIDE VCL Q204) in the pane', () => {
  it('shows the draw `regula rank --simulate-lots` shows, line for line, and writes nothing', async () => {
    const book = vcfWorkbook();
    const before = snapshot(book, 'Crosstable');
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText: TIES_SHARED }, 'lots');
    expect(study.stopped).toBeUndefined();
    const csv = join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv');
    expect(study.lines).toEqual(await cliOut(['rank', csv, '--criteria', 'PTS', '--edition', 'fide-2026', '--simulate-lots', '--quiet']));
    expect(study.lines[0]).toContain('the regulation says `then shared`; this is the draw `then lots` would make');
    expect(study.lines).toContain('Places 3–7, seed "3,4,5,6,7":');
    expect(snapshot(book, 'Crosstable')).toEqual(before);
    expect(book.sheets.map((s) => s.name)).toEqual(['Crosstable']);
  });

  it('says why there is no draw when the regulation has errors', async () => {
    vcfWorkbook();
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText: 'tie-breaks\n  1. BHX\n' }, 'lots');
    expect(study).toEqual({ lines: [], stopped: 'The regulation has errors: fix them in the Regulation panel.' });
  });
});

describe('the Scenarios panel', () => {
  it('answers in `regula scenarios` words on a real chess-results export before its round 5', async () => {
    const book = inProgressBook();
    const before = snapshot(book, 'Round5');
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText: PTS_ONLY }, 'scenarios', 1);
    expect(study.stopped).toBeUndefined();
    const words = await cliOut(['scenarios', IN_PROGRESS, '--criteria', 'PTS', '--edition', 'fide-2026', '--places', '1', '--quiet']);
    // The same words but where the number of places came from: the pane's Places field.
    expect(study.lines).toEqual(words.map((line) => line.replace('(--places)', '(Places)')));
    expect(study.lines[0]).toBe('Round 5: 19 boards to play; 8 can change place 1 under PTS: 6,561 combinations of results re-ranked.');
    expect(study.lines[1]).toBe('Place 1 (Places).');
    expect(snapshot(book, 'Round5')).toEqual(before);
  });

  it('answers in the pane’s language as `regula scenarios --lang` does', async () => {
    inProgressBook();
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText: PTS_ONLY, paneLanguage: 'fr' }, 'scenarios', 1);
    const words = await cliOut([
      'scenarios',
      IN_PROGRESS,
      '--criteria',
      'PTS',
      '--edition',
      'fide-2026',
      '--places',
      '1',
      '--quiet',
      '--lang',
      'fr',
    ]);
    expect(study.lines.slice(2)).toEqual(words.slice(2));
    expect(study.lines[0]).toBe(words[0]);
    expect(study.lines[0]).toMatch(/^Ronde 5\s: /);
  });

  it('when too many boards matter, bounds each contender on points and says why, with the count', async () => {
    inProgressBook();
    const regulationText = 'regulation "Buchholz"\nrules fide-2026\ntie-breaks\n  1. PTS\n  2. BH/C1\n  3. BH\n  then shared\n';
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText }, 'scenarios', 2);
    expect(study.stopped).toBeUndefined();
    expect(study.lines[0]).toBe(
      "Round 5: 19 boards to play; 19 can change places 1–2 under PTS BH/C1 BH: an exact answer needs more than the 19,683 re-rankings Regula runs (6,561 on the candidates' own boards, times the ties their tie-breaks read) — each contender's place is bounded on points alone, the tie-breaks not enumerated.",
    );
    expect(study.lines[1]).toBe('Places 1–2 (Places).');
    expect(study.lines).toContain('Boards that can matter:');
  });

  it('says when no round is paired without results', async () => {
    vcfWorkbook();
    const study = await studyOnce(gateway, inProcessEngine, settings, 'scenarios');
    expect(study.stopped).toBe(
      'No scenarios: no round is paired without results (rounds 1 to 5 are complete); expected the crosstable before its next round is played: the pairings entered, their results empty.',
    );
  });
});
