/**
 * The task pane's state, action by action (addin/taskpane/session-state.ts): what each named
 * action changes and what it leaves, without React or Excel.
 */
import { describe, expect, it } from 'vitest';
import type { CellBlock } from '../../io';
import type { RunReport } from '../../addin/run/run-session';
import { initialSession, sessionReducer, settingChanged, type SessionAction, type SessionState } from '../../addin/taskpane/session-state';

const reading = { layout: { name: 'plain', notes: [] }, issues: [], preview: undefined } as unknown as RunReport['result']['reading'];

/** A run's report whose Regula Standings sheet holds `standings` (or no sheet at all). */
function report(sheet: string, standings?: CellBlock): RunReport {
  const sheets = standings ? [{ name: 'Regula Standings', blocks: [{ name: 'standings', cells: standings }] }] : [];
  return {
    result: { reading, diagnostics: [], output: { sheets } as never, stopped: undefined, computeMs: 1 },
    sheet,
    timings: { readMs: 1, computeMs: 1, writeMs: 1 },
    written: undefined,
    notes: [],
  } as unknown as RunReport;
}

const STANDINGS_1: CellBlock = [
  ['Place', 'No.', 'Name', 'Pts'],
  [1, 1, 'Anna Ek', 3],
  [2, 2, 'Bo Lind', 2],
];
const STANDINGS_2: CellBlock = [
  ['Place', 'No.', 'Name', 'Pts'],
  [1, 2, 'Bo Lind', 3],
  [2, 1, 'Anna Ek', 3],
];

const after = (actions: SessionAction[], state: SessionState = initialSession('regulation "X"')) => actions.reduce(sessionReducer, state);

describe('the task pane session', () => {
  it('opens with the preset, nothing read, run or busy', () => {
    const state = initialSession('regulation "Preset"');
    expect(state.settings).toMatchObject({ regulationText: 'regulation "Preset"', sheet: undefined, layout: 'auto', live: false });
    expect([state.crosstable, state.report, state.busy, state.hostIssue, state.changes]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('changes one setting and only that one', () => {
    const state = after([settingChanged('afterRound', '5'), settingChanged('live', true)]);
    expect(state.settings.afterRound).toBe('5');
    expect(state.settings.live).toBe(true);
    expect(state.settings.section).toBe('');
  });

  it('marks the regulation restored from the workbook', () => {
    const state = after([{ type: 'regulation-restored', text: 'regulation "Saved"' }]);
    expect(state.settings.regulationText).toBe('regulation "Saved"');
    expect(state.restoredFromWorkbook).toBe(true);
  });

  it('clears the last host issue when work starts, and keeps one that failed it', () => {
    const issue = { title: 'Excel refused', detail: 'x' } as never;
    const failed = after([{ type: 'work-started', busy: 'running' }, { type: 'host-failed', issue }, { type: 'work-ended' }]);
    expect(failed.busy).toBeUndefined();
    expect(failed.hostIssue).toBe(issue);
    expect(sessionReducer(failed, { type: 'work-started', busy: 'reading' })).toMatchObject({ busy: 'reading', hostIssue: undefined });
  });

  it('selects the sheet a file was brought into, and says why one was not', () => {
    const imported = after([{ type: 'file-imported', sheet: 'Open 2026', text: 'brought in' }]);
    expect(imported.settings.sheet).toBe('Open 2026');
    expect(imported.imported).toEqual({ ok: true, text: 'brought in' });
    expect(after([{ type: 'file-not-imported', why: 'a workbook' }]).imported).toEqual({ ok: false, text: 'a workbook' });
  });

  it('compares each run that wrote standings with the last one that did', () => {
    const first = after([
      { type: 'explained', lines: ['why'] },
      { type: 'run-done', report: report('Crosstable', STANDINGS_1) },
    ]);
    expect(first.why).toBeUndefined();
    // The first run has nothing to compare with.
    expect(first.changes).toBeUndefined();
    expect(first.lastStandings).toBe(STANDINGS_1);
    expect(first.crosstable).toMatchObject({ sheet: 'Crosstable', sheets: [], reading });
    // A run that wrote no standings (the regulation had errors) keeps the base of the comparison.
    const stopped = sessionReducer(first, { type: 'run-done', report: report('Crosstable') });
    expect(stopped.changes).toBeUndefined();
    expect(stopped.lastStandings).toBe(STANDINGS_1);
    const second = sessionReducer(stopped, { type: 'run-done', report: report('Crosstable', STANDINGS_2) });
    expect(second.changes).toMatchObject({ moved: 2, added: 0, removed: 0 });
  });

  it('shows the computed standings before the writing, and keeps their comparison once written', () => {
    const first = after([{ type: 'run-done', report: report('Crosstable', STANDINGS_1) }]);
    const computed = report('Crosstable', STANDINGS_2);
    const shown = sessionReducer(first, { type: 'run-computed', report: computed });
    expect(shown.report).toBe(computed);
    expect(shown.changes).toMatchObject({ moved: 2, added: 0, removed: 0 });
    const final = { ...computed, written: { sheets: ['Regula Standings'], resultBlock: undefined, requests: 1, changed: [] } };
    const written = sessionReducer(shown, { type: 'run-written', report: final });
    expect(written.report).toBe(final);
    // Not compared again with itself: the change is still the one against the run before.
    expect(written.changes).toBe(shown.changes);
    expect(written.lastStandings).toBe(STANDINGS_2);
  });

  it('keeps the sheets the panel listed when a run reads the crosstable again', () => {
    const read = after([
      { type: 'sheet-read', crosstable: { sheets: ['A', 'B'], sheet: 'A', address: 'A1:F9', reading } },
      { type: 'run-done', report: report('B', STANDINGS_1) },
    ]);
    expect(read.crosstable).toMatchObject({ sheets: ['A', 'B'], sheet: 'B', address: 'A1:F9' });
  });

  it('shows a run in progress, cancelled, then ended', () => {
    const state = after([
      { type: 'run-cancelled', cancelled: { stage: 'reading', written: 0, total: 0 } },
      { type: 'run-started' },
      { type: 'run-progressed', stage: { stage: 'computing' } },
    ]);
    expect(state.cancelled).toBeUndefined();
    expect(state.progress).toEqual({ stage: 'computing' });
    const ended = after([{ type: 'run-cancelled', cancelled: { stage: 'writing', written: 1, total: 3 } }, { type: 'run-ended' }], state);
    expect(ended).toMatchObject({ cancelled: { stage: 'writing', written: 1, total: 3 }, progress: undefined });
  });
});
