/**
 * chess-results.com exports as arbiters download them (test/fixtures/chess-results/README.md):
 * every language of the table, ranking and starting-rank crosstables, .csv and .xlsx, read
 * to the same crosstable as the tournament's TRF and ranked to the same values; the real
 * English export of an event in progress read as "after round 4", as its title says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTournamentFile } from '../../cli/read-input';
import { crosstableAfterRound, type Crosstable, type RoundRecord } from '../../engine';
import { chessResultsFixtures, sourceCrosstable } from '../../scripts/chess-results-fixture-set';
import { FIXTURE_LANGUAGES } from '../../scripts/chess-results-fixtures';
import { evaluateList } from '../support/evaluate';
import { REPO_ROOT } from '../support/fixture-paths';

const FOLDER = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');
const LIST = ['PTS', 'BH/C1', 'BH', 'SB', 'WIN', 'WON', 'BPG', 'REP', 'PS', 'ARO', 'TPR', 'AOB', 'FB', 'DE'];

/** What chess-results can say of a round: a zero-point bye reads as not paired, a full-point bye as a PAB (`-0`, `-1`). */
function asExported(record: RoundRecord): RoundRecord {
  if (record.kind === 'zpb' || record.kind === 'withdrawn') return { kind: 'absent' };
  if (record.kind === 'fpb') return { kind: 'pab' };
  return record;
}

function recordsOf(crosstable: Crosstable): Record<number, RoundRecord[]> {
  return Object.fromEntries(crosstable.players.map((p) => [p.id, p.rounds.map(asExported)]));
}

/** Every value of every column and every place, as text: what two readings of one event must share. */
function valuesOf(crosstable: Crosstable): string[] {
  const evaluation = evaluateList(crosstable, LIST, 'fide-2026');
  const values = evaluation.columns.flatMap((column) =>
    crosstable.players.map((p) => {
      const v = column.values.get(p.id);
      return `${column.header} ${p.id} ${v?.kind === 'value' ? v.value.toDecimalString() : 'n/a'}`;
    }),
  );
  return [...values, ...evaluation.standings.map((s) => `${s.player} ${s.rank}–${s.lastRank} ${s.decidedBy}`)];
}

const source = sourceCrosstable(REPO_ROOT);
const expectedRecords = recordsOf(source);
const exported: Crosstable = { ...source, players: source.players.map((p) => ({ ...p, rounds: p.rounds.map(asExported) })) };
const expectedValues = valuesOf(exported);

describe('chess-results crosstable exports in every language', () => {
  for (const language of FIXTURE_LANGUAGES) {
    for (const kind of ['ranking', 'starting'] as const) {
      for (const extension of ['csv', 'xlsx'] as const) {
        it(`${kind}-${language.code}.${extension}: ${language.name}, read as the TRF and ranked to the same values`, async () => {
          const read = await readTournamentFile(join(FOLDER, `${kind}-${language.code}.${extension}`));
          expect(read.issues).toEqual([]);
          const layout = read.grid!.layout;
          expect(layout.name).toBe('swiss-manager');
          expect(layout.chessResults).toBe(true);
          expect(layout.language?.code).toBe(language.code);
          expect(layout.opponentNumbers).toBe(kind === 'ranking' ? 'line' : 'start-number');
          expect(layout.notes.join(' ')).toContain(`in ${language.name}`);
          expect(recordsOf(read.crosstable!)).toEqual(expectedRecords);
          if (kind === 'ranking') {
            const first = read.crosstable!.players.find((p) => p.id === 1)!;
            expect(first).toMatchObject({ name: 'Horvat Lena', rating: 2406, federation: 'BEL', title: 'IM' });
          }
          expect(valuesOf(read.crosstable!)).toEqual(expectedValues);
        });
      }
    }
  }

  it('are what npm run fixtures:chess-results writes', async () => {
    for (const fixture of chessResultsFixtures(REPO_ROOT)) {
      expect(readFileSync(join(FOLDER, `${fixture.name}.csv`), 'utf8'), fixture.name).toBe(fixture.csv);
      const committed = new ExcelJS.Workbook();
      await committed.xlsx.readFile(join(FOLDER, `${fixture.name}.xlsx`));
      const cells = (book: ExcelJS.Workbook) => book.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
      expect(cells(committed), fixture.name).toEqual(cells(fixture.workbook));
    }
  });

  it('--language overrides the detection, and a wrong language says where its colour letters do not fit', async () => {
    const asked = await readTournamentFile(join(FOLDER, 'ranking-nl.csv'), { language: 'nl' });
    expect(asked.issues).toEqual([]);
    expect(asked.grid!.layout.notes).toContain('Language Dutch (as asked): colour letters w white, z black.');
    const wrong = await readTournamentFile(join(FOLDER, 'ranking-nl.csv'), { language: 'de' });
    expect(wrong.issues[0]).toMatchObject({ code: 'grid/unknown-token', severity: 'error', location: { row: 6, column: 8 } });
    expect(wrong.issues[0]!.message).toBe(
      "Round 1: found '7z1', expected a colour letter after the opponent (w for white, s for black), then a result.",
    );
  });
});

describe('chess-results exports of events in progress', () => {
  it('the real English export "after Round 4": round 5 paired, four postponed games counted as not played', async () => {
    const read = await readTournamentFile(join(FOLDER, 'real-in-progress-en.csv'));
    const layout = read.grid!.layout;
    expect(layout).toMatchObject({
      name: 'swiss-manager',
      chessResults: true,
      language: { code: 'en' },
      rounds: 5,
      afterRound: 4,
      lastRound: 5,
    });
    expect(read.summary).toBe(
      'swiss-manager layout (a chess-results export in English), header in row 5, 40 players, 5 rounds; standings after round 4',
    );
    expect(
      read.issues.map((i) => `${i.severity} ${i.code} ${i.location.kind === 'cell' ? `R${i.location.row}C${i.location.column}` : ''}`),
    ).toEqual([
      'warning grid/pending-round R6C10',
      'warning grid/postponed-game R9C8',
      'warning grid/postponed-game R28C7',
      'warning grid/postponed-game R35C8',
      'warning grid/postponed-game R38C9',
    ]);
    expect(read.issues[0]!.message).toBe(
      'Round 5 is paired but 19 of its 19 games have no result yet: the standings are after round 4 (rank after round 5 to count them as not played).',
    );
    expect(read.issues[1]!.message).toContain(
      'Round 3: the game 4 v 8 has no result yet (round 5 is already paired, so the game is postponed)',
    );
    const crosstable = read.crosstable!;
    expect(crosstable.rounds).toBe(4);
    // Every player's points are the export's own Pts. column (postponed games score nothing yet).
    const printed = new Map(
      readFileSync(join(FOLDER, 'real-in-progress-en.csv'), 'utf8')
        .split('\n')
        .slice(5, 45)
        .map((line) => line.split(','))
        .map((cells) => [Number(cells[0]), cells[10]!.trim()]),
    );
    const evaluation = evaluateList(crosstable, ['PTS'], 'fide-2026');
    for (const player of crosstable.players) expect(evaluation.columns[0]!.values.get(player.id)).toMatchObject({ kind: 'value' });
    for (const player of crosstable.players) {
      const value = evaluation.columns[0]!.values.get(player.id)!;
      expect(value.kind === 'value' && value.value.toDecimalString(), `player ${player.id}`).toBe(printed.get(player.id));
    }
    expect(crosstable.players.find((p) => p.id === 4)!.rounds[2]).toEqual({ kind: 'absent' });
  });

  it('--round 5 counts the round in progress as not played; --round 2 ranks as after round 2', async () => {
    const five = await readTournamentFile(join(FOLDER, 'real-in-progress-en.csv'), { round: 5 });
    expect(five.crosstable!.rounds).toBe(5);
    expect(five.issues.filter((i) => i.code === 'grid/postponed-game')).toHaveLength(4 + 19);
    const two = await readTournamentFile(join(FOLDER, 'real-in-progress-en.csv'), { round: 2 });
    expect(two.crosstable!.rounds).toBe(2);
    expect(two.issues.map((i) => i.code)).toEqual(['grid/postponed-game']);
    expect(two.grid!.layout.notes).toContain('Standings after round 2 (as asked): rounds 3 to 5 are left out.');
    const six = await readTournamentFile(join(FOLDER, 'real-in-progress-en.csv'), { round: 6 });
    expect(six.crosstable).toBeUndefined();
    expect(six.issues.at(-1)).toMatchObject({ code: 'grid/round-out-of-range', severity: 'error' });
    expect(six.issues.at(-1)!.message).toBe(
      'Standings after round 6 were asked for, but rounds 1 to 5 are paired or played; expected a round from 1 to 5.',
    );
  });

  for (const name of ['in-progress-paired-en', 'in-progress-half-en'])
    for (const extension of ['csv', 'xlsx'])
      it(`${name}.${extension}: the standings after round 6 are those of the finished event cut after round 6`, async () => {
        const read = await readTournamentFile(join(FOLDER, `${name}.${extension}`));
        expect(read.issues.map((i) => i.code)).toEqual(['grid/pending-round']);
        expect(read.grid!.layout.afterRound).toBe(6);
        expect(valuesOf(read.crosstable!)).toEqual(valuesOf(crosstableAfterRound(exported, 6)));
      });
});
