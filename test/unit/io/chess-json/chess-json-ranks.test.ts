import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  evaluateEvent,
  type Crosstable,
  type EventEvaluation,
  type Edition,
  type Regulation,
  type TournamentEvent,
} from '../../../../engine';
import { chessJsonWriteProblems, decodeTrfBytes, readChessJson, readTrfEvent, writeChessJson } from '../../../../io';
import { generateTeamTrf } from '../../../support/generate-team-trf';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * Chess-JSON files written by the FIDE reference server's own converter (TieBreakServer
 * convert.py, test/fixtures/chess-json/README.md) from TRFs of the repository: each ranks
 * exactly as its TRF — same standings, same values — under several editions; and Regula's
 * own Chess-JSON of each TRF reads back to the same ranking (TRF → Chess-JSON → rank).
 */
const FIXTURES: readonly [string, string][] = [
  ['pub01_swiss_13x5_allkinds', 'test/fixtures/trf/pub01_swiss_13x5_allkinds.trf'],
  ['pub07_swiss_33x7_pabhalf', 'test/fixtures/trf/pub07_swiss_33x7_pabhalf.trf'],
  ['pub10_rr_9_withdraw_forfeit', 'test/fixtures/trf/pub10_rr_9_withdraw_forfeit.trf'],
  ['pub12_drr_6_withdraw_absent', 'test/fixtures/trf/pub12_drr_6_withdraw_absent.trf'],
  ['tec-exercise-16', 'samples/tournaments/tec-exercise-16.trf'],
  ['team-swiss-6', 'samples/tournaments/team-swiss-6.trf'],
  ['round-robin-4x4-trf16', 'test/golden/teams/round-robin-4x4-trf16.trf'],
];

const INDIVIDUAL = [
  'PTS',
  'BH/C1',
  'BH',
  'SB',
  'ARO',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'AOB',
  'TPR',
  'PTP',
  'FB',
  'KS',
  'APRO',
  'ACO',
];
const TEAM = ['MP', 'GP', 'EDE', 'BH:MP', 'BH:GP', 'SB:MP', 'ESB:MP', 'BC', 'TBR', 'BBE'];
const EDITIONS: readonly Edition[] = ['fide-2026', 'fide-2024', 'fide-2009'];

function regulation(edition: Edition, team: boolean): Regulation {
  return {
    name: 'r',
    edition,
    unplayed: { forfeitCap: 'opponent' },
    tiebreaks: (team ? TEAM : INDIVIDUAL).map((code) => ({ code, text: code })),
    after: { kind: 'shared' },
    ...(team && { teamEvent: true }),
  } as Regulation;
}

/** What a ranking says: each column's value for each participant, and the standings. */
function ranking(result: EventEvaluation) {
  const evaluation = result.evaluation;
  return {
    columns: evaluation.columns.map((c) => [
      c.header,
      [...c.values].map(([id, r]) => [id, r.kind === 'value' ? r.value.toDecimalString() : 'n/a']),
    ]),
    standings: evaluation.standings.map((s) => [s.player, s.rank, s.lastRank]),
    issues: evaluation.issues.map((i) => i.code),
  };
}

const read = (path: string) => readFileSync(join(REPO_ROOT, path));

function rankings(event: TournamentEvent) {
  return EDITIONS.map((edition) => ranking(evaluateEvent(event, regulation(edition, event.kind === 'team'))));
}

describe('Chess-JSON written by the reference server ranks exactly as its TRF', () => {
  for (const [name, trf] of FIXTURES) {
    it(`${name}.json`, () => {
      const fromTrf = readTrfEvent(decodeTrfBytes(read(trf)));
      const fromJson = readChessJson(read(`test/fixtures/chess-json/${name}.json`).toString('utf8'), { file: `${name}.json` });
      expect(fromJson.issues).toEqual([]);
      expect(fromJson.kind).toBe(fromTrf.kind);
      // The server writes TRF's `0000 - -` (not paired) as Z, a zero-point bye: the one reading that differs, ranked alike.
      const rounds = (c: Crosstable) =>
        c.players.map((p) => [p.id, p.name, p.rounds.map((r) => (r.kind === 'absent' ? { kind: 'zpb' } : r))]);
      expect(rounds(fromJson.crosstable!)).toEqual(rounds(fromTrf.crosstable!));
      expect([fromJson.crosstable!.type, fromJson.crosstable!.rounds]).toEqual([fromTrf.crosstable!.type, fromTrf.crosstable!.rounds]);
      const expected = rankings(fromTrf.event!);
      expect(rankings(fromJson.event!)).toEqual(expected);
      expect(expected[0]!.standings.length).toBeGreaterThan(3);
    });
  }
});

describe('TRF → Chess-JSON (Regula) → rank equals TRF → rank', () => {
  for (const [name, trf] of FIXTURES) {
    it(name, () => {
      const fromTrf = readTrfEvent(decodeTrfBytes(read(trf)));
      const teams = fromTrf.event!.kind === 'team' ? fromTrf.event!.teams : undefined;
      const text = writeChessJson(fromTrf.crosstable!, teams);
      const back = readChessJson(text);
      expect(back.issues).toEqual([]);
      expect(back.crosstable!.players.map((p) => p.rounds)).toEqual(fromTrf.crosstable!.players.map((p) => p.rounds));
      if (teams && back.event!.kind === 'team')
        expect(back.event!.teams.teams.map((t) => t.rounds)).toEqual(teams.teams.map((t) => t.rounds));
      expect(rankings(back.event!)).toEqual(rankings(fromTrf.event!));
      // Written the same twice (deterministic), and as the reference server reads points: decimals with a point.
      expect(writeChessJson(fromTrf.crosstable!, teams)).toBe(text);
      expect(text).toMatch(/"W": 1\.0,/);
    });
  }
});

describe('a team event with byes and line-ups out of order', () => {
  it('round-trips through Chess-JSON board by board (boards left empty, won by default, included)', () => {
    const sample = generateTeamTrf({ seed: 2026, teams: 20, boards: 4, rounds: 9, teamBye: 0.06, outOfOrder: 0.08 });
    const fromTrf = readTrfEvent(sample.text);
    const teams = fromTrf.event!.kind === 'team' ? fromTrf.event!.teams : undefined;
    const back = readChessJson(writeChessJson(fromTrf.crosstable!, teams));
    expect(back.issues).toEqual([]);
    expect(back.event!.kind === 'team' && back.event!.teams.teams.map((t) => t.rounds)).toEqual(teams!.teams.map((t) => t.rounds));
    expect(rankings(back.event!)).toEqual(rankings(fromTrf.event!));
  });

  it('is refused with the reason when it has point assignments (TRF-2026 299), which Chess-JSON has no place for', () => {
    const sample = generateTeamTrf({ seed: 7, teams: 12, boards: 4, rounds: 7, teamBye: 0.1, assignments: 2 });
    const read = readTrfEvent(sample.text);
    const teams = read.event!.kind === 'team' ? read.event!.teams : undefined;
    expect(chessJsonWriteProblems(read.crosstable!, teams)).toContain(
      "the team event's point assignments (TRF-2026 299) have no place in Chess-JSON",
    );
    expect(() => writeChessJson(read.crosstable!, teams)).toThrow(RangeError);
  });
});
