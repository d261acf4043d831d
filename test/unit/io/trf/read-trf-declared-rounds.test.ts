/**
 * The rounds a TRF declares (XXR, 142) against the rounds its data hold, in files as Swiss-Manager
 * and lichess write them (test/fixtures/rounds/README.md): the standings are after the last round
 * with games, byes entered before a round's pairing are named and not counted, every difference is
 * a note, and an error in a round after the standings' round is a warning.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionInForceOn } from '../../../../engine';
import { decodeTrfBytes, readTrf, type ReadTrfResult } from '../../../../io';
import { evaluateList } from '../../../support/evaluate';
import { REPO_ROOT, TRF_FIXTURES, readBytes } from '../../../support/fixture-paths';

const ROUNDS = join(REPO_ROOT, 'test', 'fixtures', 'rounds');
const text = (folder: string, name: string) => decodeTrfBytes(readBytes(folder, name));
const read = (name: string, options = {}) => readTrf(text(ROUNDS, name), { file: name, ...options });

const LIST = ['PTS', 'BH/C1', 'BH', 'SB', 'WIN', 'REP'];
const values = (reading: ReadTrfResult) => {
  const evaluation = evaluateList(reading.crosstable!, LIST, 'fide-2026');
  const shown = (id: number) =>
    evaluation.columns.map((c) => {
      const value = c.values.get(id);
      return value?.kind === 'value' ? value.value.toDecimalString() : 'n/a';
    });
  return [evaluation.standings.map((s) => `${s.player} ${s.rank}`), reading.crosstable!.players.map((p) => [p.id, ...shown(p.id)])];
};

describe('Swiss-Manager: XXR 9, four rounds played, round 5 holding three byes entered before its pairing', () => {
  const file = 'swiss-manager-pre-entered-byes.trf';
  const sm = read(file);

  it('ranks after round 4, as the corpus event cut after round 4, without a warning', () => {
    expect(sm.issues).toEqual([]);
    expect([sm.afterRound, sm.lastRound, sm.scheduledRounds, sm.crosstable!.rounds]).toEqual([4, 4, 9, 4]);
    expect(values(sm)).toEqual(values(readTrf(text(TRF_FIXTURES, 'pub04_swiss_61x9_odd.trf'), { round: 4 })));
  });

  it('says what it read: the rounds declared, and the byes entered for round 5 by player and kind', () => {
    expect(sm.roundNotes).toEqual([
      'The file declares 9 rounds (XXR 9); games are paired or played in rounds 1 to 4 only: rounds 5 to 9 have no game, and the tie-breaks count the rounds held.',
      'Round 5 is not paired yet: 3 byes entered before its pairing (players 7 and 23 half-point byes, player 41 a zero-point bye) are not counted.',
    ]);
    for (const note of sm.roundNotes!) expect(sm.notes).toContain(note);
  });

  it('refuses --round 5 with the reason, and --round 10 beyond the declared rounds', () => {
    const five = read(file, { round: 5 });
    expect(five.crosstable).toBeUndefined();
    expect(five.issues.map((i) => [i.severity, i.code])).toEqual([['error', 'trf/round-out-of-range']]);
    expect(five.issues[0]!.message).toBe(
      'Standings after round 5 were asked for, but round 5 is not paired yet (it holds only 3 byes entered before its pairing): the file declares 9 rounds (XXR 9) and rounds 1 to 4 are paired or played, and no edition ranks a round before its games are paired (the tie-breaks count the rounds held); expected a round from 1 to 4.',
    );
    expect(read(file, { round: 10 }).issues[0]!.message).toBe(
      'Standings after round 10 were asked for, but rounds 1 to 4 are paired or played; expected a round from 1 to 4.',
    );
    expect(read(file, { round: 3 }).crosstable!.rounds).toBe(3);
  });
});

describe('a pending round 2 with two players both White, and a bye entered for round 3', () => {
  const file = 'pending-round-both-white.trf';

  it('ranks after round 1: the colour error of round 2 is a warning, round 2 one pending round, round 3 not paired', () => {
    const pending = read(file);
    expect(pending.crosstable!.rounds).toBe(1);
    expect(pending.issues.map((i) => `${i.severity} ${i.code} ${i.location.kind === 'text' && i.location.line}`)).toEqual([
      'warning trf/colour-mismatch 13',
      'warning trf/pending-round 13',
      'warning trf/colour-mismatch 21',
    ]);
    expect(pending.issues[0]!.message).toBe(
      'Round 2: player 9 has the same colour in this game, expected the other colour (not used: the standings are after round 1)',
    );
    expect(pending.issues[1]!.message).toMatch(
      /^Round 2 is paired but 9 of its 9 games have no result yet: the standings are after round 1/,
    );
    expect(pending.roundNotes).toContain(
      'Round 3 is not paired yet: a bye entered before its pairing (player 20 a half-point bye) is not counted.',
    );
    expect(values(pending)).toEqual(values(readTrf(text(TRF_FIXTURES, 'pub02_swiss_24x7_absentZ_lateH.trf'), { round: 1 })));
  });

  it('--round 1 ranks too; --round 2 counts the round, so its colour error is an error again', () => {
    expect(read(file, { round: 1 }).issues.filter((i) => i.severity === 'error')).toEqual([]);
    const two = read(file, { round: 2 });
    expect(two.crosstable).toBeUndefined();
    expect(two.issues.filter((i) => i.severity === 'error').map((i) => i.code)).toEqual(['trf/colour-mismatch', 'trf/colour-mismatch']);
  });

  it('a round block after the declared rounds stays an error unless an earlier round is asked for', () => {
    const beyond = text(ROUNDS, 'swiss-manager-pre-entered-byes.trf').replace('XXR 9', 'XXR 3');
    expect(
      readTrf(beyond)
        .issues.filter((i) => i.severity === 'error')
        .map((i) => i.code),
    ).toContain('trf/round-beyond-schedule');
    const three = readTrf(beyond, { round: 3 });
    expect(three.crosstable!.rounds).toBe(3);
    expect(three.issues.find((i) => i.code === 'trf/round-beyond-schedule')).toMatchObject({ severity: 'warning' });
  });
});

describe('lichess: XXR 21, and a Swiss that ended after 20 rounds', () => {
  const ended = read('lichess-swiss-ended-early.trf');

  it('ranks after round 20, saying that round 21 has no game', () => {
    expect(ended.issues).toEqual([]);
    expect([ended.afterRound, ended.scheduledRounds, ended.crosstable!.rounds]).toEqual([20, 21, 20]);
    expect(ended.roundNotes).toEqual([
      'The file declares 21 rounds (XXR 21); games are paired or played in rounds 1 to 20 only: round 21 has no game, and the tie-breaks count the rounds held.',
      'Dates in lichess\'s form (lila writes "Mar 1, 2026"): the start date "Mar 1, 2026" (042) as 2026/03/01, the end date "Mar 1, 2026" (052) as 2026/03/01.',
    ]);
  });

  it("reads lichess's dates as the days they are, so the start date chooses the edition in force", () => {
    expect(ended.crosstable!.meta['startDate']).toBe('2026/03/01');
    expect(editionInForceOn(ended.crosstable!.meta['startDate']!)).toBe('fide-2026');
    // A month that is not one, or a day not in the calendar, is still not a date.
    const bad = readTrf(text(ROUNDS, 'lichess-swiss-ended-early.trf').replace('042 Mar 1, 2026', '042 Feb 30, 2026'));
    expect(bad.issues.map((i) => i.code)).toEqual(['trf/bad-date']);
  });

  it('refuses --round 21 with the reason', () => {
    const asked = read('lichess-swiss-ended-early.trf', { round: 21 });
    expect(asked.crosstable).toBeUndefined();
    expect(asked.issues[0]!.message).toMatch(
      /^Standings after round 21 were asked for, but round 21 is not paired yet: the file declares 21 rounds \(XXR 21\) and rounds 1 to 20 are paired or played/,
    );
  });

  it('exported during round 20, the games written Z with an opponent are in progress: standings after round 19', () => {
    const running = read('lichess-swiss-round-in-progress.trf');
    expect(running.issues.map((i) => `${i.severity} ${i.code}`)).toEqual(['warning trf/pending-round']);
    expect(running.issues[0]!.message).toMatch(/^Round 20 is paired but 3 of its 10 games have no result yet/);
    expect(running.roundNotes![0]).toBe(
      'lichess wrote the file (032 Lichess): the 3 games written Z with an opponent are in progress, read as paired without result.',
    );
    expect(values(running)).toEqual(values(read('lichess-swiss-ended-early.trf', { round: 19 })));
  });

  it('Z with an opponent in a file lichess did not write is still a bye written with an opponent', () => {
    const other = readTrf(text(ROUNDS, 'lichess-swiss-round-in-progress.trf').replace('032 Lichess', '032 NOR'));
    expect(other.crosstable).toBeUndefined();
    expect(new Set(other.issues.filter((i) => i.severity === 'error').map((i) => i.code))).toEqual(new Set(['trf/bye-with-opponent']));
  });
});
