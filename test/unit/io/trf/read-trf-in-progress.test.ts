/**
 * TRF files of events in progress, as pairing programs write them: the last round's blocks
 * name the opponent and colour with the result left blank (`  12 w  `). The standings are
 * after the last complete round (io/after-round.ts); --round chooses another.
 */
import { describe, expect, it } from 'vitest';
import { decodeTrfBytes, readTrf } from '../../../../io';
import { evaluateList } from '../../../support/evaluate';
import { TRF_FIXTURES, readBytes } from '../../../support/fixture-paths';

const FILE = 'pub05_swiss_100x9.trf';
const text = decodeTrfBytes(readBytes(TRF_FIXTURES, FILE));

/** The file with the results of round `round` left blank where `blank(player, opponent)` says, as while the round is played. */
function withoutResults(round: number, blank: (player: number, opponent: number) => boolean): string {
  const column = 91 + 10 * (round - 1); // 0-based start of the round's block
  return text
    .split('\n')
    .map((line) => {
      if (!line.startsWith('001')) return line;
      const player = Number(line.slice(4, 8));
      const opponent = Number(line.slice(column, column + 4));
      if (opponent === 0 || !blank(player, opponent)) return line;
      return `${line.slice(0, column + 7)} ${line.slice(column + 8)}`.trimEnd();
    })
    .join('\n');
}

const values = (trf: string, options = {}) => {
  const read = readTrf(trf, options);
  const evaluation = evaluateList(read.crosstable!, ['PTS', 'BH/C1', 'BH', 'SB', 'DE'], 'fide-2026');
  return evaluation.standings.map((s) => `${s.player} ${s.rank} ${s.decidedBy}`);
};

describe('readTrf: an event in progress', () => {
  it('a last round paired without results: standings after round 8, with a warning naming the round', () => {
    const paired = withoutResults(9, () => true);
    const read = readTrf(paired, { file: 'open.trf' });
    expect(read.afterRound).toBe(8);
    expect(read.lastRound).toBe(9);
    expect(read.crosstable!.rounds).toBe(8);
    expect(read.issues.filter((i) => i.severity === 'warning').map((i) => i.code)).toContain('trf/pending-round');
    const pending = read.issues.find((i) => i.code === 'trf/pending-round')!;
    expect(pending.message).toMatch(/^Round 9 is paired but 4\d of its 4\d games have no result yet: the standings are after round 8/);
    expect(pending.location).toMatchObject({ kind: 'text', file: 'open.trf', column: 179 });
    expect(values(paired)).toEqual(values(text, { round: 8 }));
  });

  it('half of the last round in: still after round 8; --round 9 counts the open games as not played', () => {
    const half = withoutResults(9, (player, opponent) => Math.min(player, opponent) % 2 === 1);
    const read = readTrf(half);
    expect(read.afterRound).toBe(8);
    expect(values(half)).toEqual(values(text, { round: 8 }));
    const nine = readTrf(half, { round: 9 });
    expect(nine.crosstable!.rounds).toBe(9);
    const postponed = nine.issues.filter((i) => i.code === 'trf/postponed-game');
    expect(postponed.length).toBeGreaterThan(10);
    expect(postponed[0]!.message).toMatch(
      /^Round 9: the game \d+ v \d+ has no result yet \(the standings are after round 9, as asked\); it counts as not played/,
    );
  });

  it('a result on one side only is an error at the side without it', () => {
    const one = withoutResults(9, (player) => player === 1);
    const read = readTrf(one);
    expect(read.crosstable).toBeUndefined();
    expect(read.issues.find((i) => i.severity === 'error')).toMatchObject({
      code: 'trf/not-mirrored',
      location: { line: 13, column: 179 },
    });
  });

  it('--round beyond the last round paired is an error', () => {
    const read = readTrf(text, { round: 10 });
    expect(read.crosstable).toBeUndefined();
    expect(read.issues.at(-1)!.message).toBe(
      'Standings after round 10 were asked for, but rounds 1 to 9 are paired or played; expected a round from 1 to 9.',
    );
  });
});
