import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as cli } from '../../cli/main';
import * as gateway from '../../addin/excel/workbook-gateway';
import { DEMO_SHEETS, demoWorkbook } from '../../addin/demo/demo-workbook';
import { runOnce, studyOnce } from '../../addin/run/run-session';
import { PRESETS } from '../../addin/taskpane/presets';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { inProcessEngine, install, settings } from './support';

// Demo mode (docs/addin.md "Demo mode"): the pane outside Office on the in-page sample workbook
// shows every panel — Scenarios on the TEC exercise before its round 5 — and live mode, the grid
// being typed into as Excel is.

const OPEN_TRF = join(REPO_ROOT, 'test', 'golden', 'scenarios', 'tec-exercise-16-round-5-open.trf');
const PTS_WIN_DE = 'regulation "TEC"\nrules fide-2026\ntie-breaks\n  1. PTS\n  2. WIN\n  3. DE\n  then shared\n';

function demo() {
  const book = install(demoWorkbook());
  book.active = DEMO_SHEETS.beforeLastRound;
  return book;
}

describe('the demo workbook', () => {
  it('holds a wall chart, a team event and an event before its last round', () => {
    expect(demoWorkbook().sheets.map((s) => s.name)).toEqual(['K-12 wall chart', 'Team Swiss pairings', 'TEC before round 5']);
  });

  it('answers Scenarios on its event before the last round as `regula scenarios` answers on the TRF it was made from', async () => {
    demo();
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText: PTS_WIN_DE }, 'scenarios', 2);
    expect(study.stopped).toBeUndefined();
    const c = capture();
    expect(await cli(['scenarios', OPEN_TRF, '--criteria', 'PTS WIN DE', '--edition', 'fide-2026', '--places', '2', '--quiet'], c.io)).toBe(
      0,
    );
    const words = c.out.join('\n').split('\n');
    expect(study.lines).toEqual(words.map((line) => line.replace('(--places)', '(Places)')));
    expect(study.lines[0]).toBe(
      'Round 5: 7 boards to play; 4 can change places 1–2 under PTS WIN DE: 81 combinations of results re-ranked.',
    );
  });

  it('answers Scenarios with the regulation and the places the pane opens with', async () => {
    demo();
    const study = await studyOnce(gateway, inProcessEngine, { ...settings, regulationText: PRESETS[0]!.text }, 'scenarios');
    expect(study.stopped).toBeUndefined();
    expect(study.lines[0]).toMatch(
      /^Round 5: 7 boards to play; \d can change places 1–3 under .*: [\d,]+ combinations of results (re-ranked|answered by [\d,]+ re-rankings \(.*\))\.$/,
    );
  });

  it('is typed into as Excel is: the sheet’s change handlers run, and a run reads the results typed', async () => {
    const book = demo();
    let changes = 0;
    const unwatch = await gateway.watchSheet(DEMO_SHEETS.beforeLastRound, () => void changes++);
    // Round 5's results in column S (R5 Res), player n on row n + 5: Dahl beats Adams, Brown beats Costa, the rest as the TEC exercise has them.
    const results: [number, string][] = [
      [1, '0'],
      [4, '1'],
      [2, '1'],
      [3, '0'],
      [5, '1'],
      [10, '0'],
      [6, '1'],
      [8, '0'],
      [7, '0'],
      [11, '1'],
      [13, '0'],
      [14, '1'],
      [15, '0'],
      [16, '1'],
    ];
    for (const [player, result] of results) await book.userEdit(DEMO_SHEETS.beforeLastRound, player + 5, 19, [[result]]);
    expect(changes).toBe(14);
    await unwatch();
    const report = await runOnce(gateway, inProcessEngine, { ...settings, regulationText: PTS_WIN_DE });
    expect(report.result.reading.issues).toEqual([]);
    const standings = report.result.output!.sheets.find((s) => s.name === 'Regula Standings')!.blocks.find((b) => b.name === 'standings')!;
    expect(standings.cells.slice(1, 3).map((row) => row.slice(0, 4))).toEqual([
      [1, 2, 'Brown, Bruno', 4.5],
      [2, 4, 'Dahl, David', 4],
    ]);
  });
});
