import { describe, expect, it } from 'vitest';
import * as gateway from '../../addin/excel/workbook-gateway';
import { cancelledMessage, RunCancelled, stageText, type RunStage } from '../../addin/run/run-progress';
import { runOnce, type RunReport } from '../../addin/run/run-session';
import { changesText, standingsChanges } from '../../addin/run/standings-changes';
import type { CellBlock } from '../../io';
import { de } from '../../addin/strings/de';
import { en } from '../../addin/strings/en';
import { inProcessEngine, settings, snapshot, swissWorkbook, vcfWorkbook } from './support';

// A long run shows its stages (reading, computing, writing to which sheets, request N of M)
// and can be cancelled; live mode says what the last run changed.
describe('run progress and Cancel', () => {
  it('reports reading, computing and every write request in order', async () => {
    swissWorkbook(2500, 11);
    const stages: RunStage[] = [];
    const report = await runOnce(gateway, inProcessEngine, settings, { progress: (stage) => stages.push(stage) });
    const total = report.written!.requests;
    expect(total).toBeGreaterThan(1);
    expect(
      stages.map((stage) => (stage.stage === 'writing' ? { stage: stage.stage, done: stage.done, total: stage.total } : stage)),
    ).toEqual([
      { stage: 'reading' },
      { stage: 'computing' },
      ...Array.from({ length: total + 1 }, (_, done) => ({ stage: 'writing', done, total })),
    ]);
    // Each request names the sheets it writes: Regula's two sheets are made first, then filled in requests under 5 MB.
    const into = stages.flatMap((stage) => (stage.stage === 'writing' ? [stage.into] : []));
    expect(into[0]).toBe('Regula Standings, Regula Audit');
    expect(into.slice(1, -1).every((sheets) => sheets.includes('Regula'))).toBe(true);
    expect(into.at(-1)).toBe('');
    expect(stages.map((stage) => stageText(en, stage)).slice(0, 3)).toEqual([
      'Reading the crosstable…',
      'Computing the standings…',
      `Writing to Regula Standings, Regula Audit: request 1 of ${total}…`,
    ]);
    expect(stageText(en, stages.at(-1)!)).toBe(`Writing ${total} of ${total} requests…`);
  }, 120_000);

  it('gives the computed standings before the first write request, then writes the same', async () => {
    const book = vcfWorkbook();
    const events: string[] = [];
    let computed: RunReport | undefined;
    const report = await runOnce(gateway, inProcessEngine, settings, {
      progress: (stage) => events.push(stage.stage === 'writing' ? `writing ${stage.done}` : stage.stage),
      computed: (shown) => {
        events.push(`computed (${book.sheets.length} sheet)`);
        computed = shown;
      },
    });
    expect(events).toEqual(['reading', 'computing', 'computed (1 sheet)', 'writing 0', 'writing 1']);
    expect(computed!.written).toBeUndefined();
    expect(computed!.timings.writeMs).toBe(0);
    expect(computed!.result).toBe(report.result);
    expect(computed!.notes).toEqual(report.notes);
    expect(report.written!.sheets).toEqual(['Regula Standings', 'Regula Audit']);
  });

  it('stops before the next write request, says how far it got and turns events back on', async () => {
    const book = swissWorkbook(2500, 11);
    const crosstable = snapshot(book, 'Swiss');
    const control = new AbortController();
    const stopped = await runOnce(gateway, inProcessEngine, settings, {
      signal: control.signal,
      progress: (stage) => {
        if (stage.stage === 'writing' && stage.done === 1) control.abort();
      },
    }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(RunCancelled);
    const cancelled = stopped as RunCancelled;
    expect(cancelled.stage).toBe('writing');
    expect(cancelled.written).toBe(1);
    expect(cancelled.total).toBeGreaterThan(1);
    expect(cancelled.message).toBe(
      `Cancelled after 1 of ${cancelled.total} write requests: Regula’s own sheets and result columns are incomplete. Run again to complete them; your own cells were not changed.`,
    );
    expect(book.eventsEnabled).toBe(true);
    expect(snapshot(book, 'Swiss')).toEqual(crosstable);
    // Run again completes the output.
    const again = await runOnce(gateway, inProcessEngine, settings);
    expect(book.tables.find((t) => t.name === 'RegulaStandings')!.rows).toBe(2501);
    expect(again.written!.requests).toBe(cancelled.total);
  }, 120_000);

  it('writes nothing when cancelled before the writing', async () => {
    const book = vcfWorkbook();
    const control = new AbortController();
    const stopped = await runOnce(gateway, inProcessEngine, settings, {
      signal: control.signal,
      progress: (stage) => {
        if (stage.stage === 'computing') control.abort();
      },
    }).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ stage: 'computing', message: 'Cancelled while computing: nothing was written to the workbook.' });
    expect(book.sheets.map((s) => s.name)).toEqual(['Crosstable']);
    expect(cancelledMessage(en, 'reading', 0, 0)).toBe('Cancelled while reading: nothing was written to the workbook.');
    expect(cancelledMessage(de, 'writing', 2, 5)).toBe(
      'Abgebrochen nach 2 von 5 Schreibanforderungen: Die eigenen Blätter und Ergebnisspalten von Regula sind unvollständig. ' +
        'Führen Sie erneut aus, um sie zu vervollständigen; Ihre eigenen Zellen wurden nicht geändert.',
    );
  });
});

describe('what changed since the previous run', () => {
  const header = ['Place', 'No', 'Name', 'Points', 'BH', 'Decided by'];
  const before: CellBlock = [
    header,
    [1, 3, 'Ek', 5, 20, 'points'],
    ['2–3', 1, 'Lind', 4, 18, ''],
    ['2–3', 2, 'Berg', 4, 18, ''],
    [4, 4, 'Ås', 3, 15, ''],
  ];

  it('counts the places changed, with the first few named, values changed in place, newcomers and leavers', () => {
    const after: CellBlock = [
      header,
      [1, 1, 'Lind', 5, 19, 'points'],
      [2, 3, 'Ek', 5, 18, 'BH'],
      [3, 2, 'Berg', 4, 18, ''],
      [4, 5, 'New', 3, 14, ''],
    ];
    const changes = standingsChanges(before, after)!;
    expect(changes).toEqual({
      moved: 3,
      revalued: 0,
      added: 1,
      removed: 1,
      examples: [
        { name: 'Lind', before: '2–3', after: '1' },
        { name: 'Ek', before: '1', after: '2' },
        { name: 'Berg', before: '2–3', after: '3' },
      ],
    });
    expect(changesText(en, changes)).toBe(
      'Since the previous run: 3 places changed (Lind 2–3 → 1, Ek 1 → 2, Berg 2–3 → 3); 1 participant new; 1 participant no longer ranked.',
    );
    // Said in the pane's language when shown, from the same changes.
    expect(changesText(de, changes)).toBe(
      'Seit dem vorigen Lauf: 3 Plätze geändert (Lind 2–3 → 1, Ek 1 → 2, Berg 2–3 → 3); 1 Teilnehmer neu; 1 Teilnehmer nicht mehr in der Rangliste.',
    );
  });

  it('tells a value changed in place from nothing changed, and has nothing to say after a first run', () => {
    const after = before.map((row, i) => (i === 4 ? [4, 4, 'Ås', 3, 16, ''] : row));
    expect(changesText(en, standingsChanges(before, after)!)).toBe(
      'Since the previous run: 1 participant kept the place with another value.',
    );
    expect(changesText(en, standingsChanges(before, before)!)).toBe('Since the previous run: nothing changed in the standings.');
    expect(standingsChanges(undefined, before)).toBeUndefined();
  });
});
