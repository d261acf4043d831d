/**
 * A chess-results export of an event in progress (test/fixtures/chess-results/in-progress-paired-en.csv:
 * round 7 paired, no result in), changed as the next round's column may be: only byes entered
 * before its pairing, or an error in the round the standings leave out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv, readGrid } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

const FILE = join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'in-progress-paired-en.csv');
const rows = parseCsv(readFileSync(FILE, 'utf8'));
/** The 0-based column of 7.Rd, and the rows of the players (after the five lines above the table). */
const ROUND_7 = rows[4]!.indexOf('7.Rd');

function withRound7(cell: (row: (typeof rows)[number], rank: number) => string) {
  return rows.map((row, index) => {
    if (index < 5 || !/^\d+$/.test(String(row[0]))) return row;
    const copy = [...row];
    copy[ROUND_7] = cell(row, Number(row[0]));
    return copy;
  });
}

describe('readGrid: the round after the standings', () => {
  it('a round 7 column with byes only is not paired: standings after round 6, the byes named in a note', () => {
    // The byes keep their cells (`  -½`, `-1`, and `  -0`, which chess-results also writes for not paired); every other cell is empty.
    const byes = withRound7((row) => (String(row[ROUND_7]).includes('-') ? String(row[ROUND_7]) : ''));
    const read = readGrid(byes, { sheet: 'in-progress' });
    expect(read.issues.map((i) => `${i.severity} ${i.code}`)).toEqual(['warning grid/empty-round']);
    expect([read.layout.afterRound, read.layout.lastRound, read.crosstable!.rounds]).toEqual([6, 6, 6]);
    expect(read.layout.roundNotes).toEqual([
      'Round 7 is not paired yet: 2 byes entered before its pairing (player 2 a half-point bye, player 24 a pairing-allocated bye) are not counted.',
    ]);
  });

  it('two players both White in round 7, paired but not played: a warning, the standings after round 6', () => {
    // Rank 6 (starting number 10) plays rank 1 (starting number 1): `  1b ` written `  1w `.
    const both = withRound7((row, rank) => (rank === 6 ? '  1w ' : String(row[ROUND_7])));
    const read = readGrid(both, { sheet: 'in-progress' });
    expect(read.issues.map((i) => `${i.severity} ${i.code}`)).toEqual([
      'warning grid/colour-mismatch',
      'warning grid/pending-round',
      'warning grid/colour-mismatch',
    ]);
    expect(read.issues[0]!.message).toMatch(
      /give the same colour; expected opposite colours\. \(not used: the standings are after round 6\)$/,
    );
    expect(read.crosstable!.rounds).toBe(6);
    const seven = readGrid(both, { sheet: 'in-progress', round: 7 });
    expect(seven.issues.filter((i) => i.severity === 'error').map((i) => i.code)).toEqual(['grid/colour-mismatch', 'grid/colour-mismatch']);
  });
});
