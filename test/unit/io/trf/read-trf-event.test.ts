import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateEvent, evaluateTeamEvent, type Regulation } from '../../../../engine';
import { readTeamTrf, readTrf, readTrfEvent } from '../../../../io';
import { isTeamTrf } from '../../../../io/trf/read-team-trf';
import { FIXTURE_DIR } from '../../../support/fixtures';
import { REPO_ROOT } from '../../../support/fixture-paths';

// Issue 14: one entry point — a TRF is read once into the event it holds, and the engine ranks
// either kind through evaluateEvent.
const TEAM_TRF = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'), 'utf8');
const PLAYER_TRF = readFileSync(join(FIXTURE_DIR, 'pub01_swiss_13x5_allkinds.trf'), 'utf8');
const regulation = (team: boolean): Regulation => ({
  name: 'r',
  edition: 'fide-2026',
  unplayed: { forfeitCap: 'opponent' },
  tiebreaks: [{ code: 'PTS', text: 'PTS' }, team ? { code: 'MPvGP', text: 'MPvGP' } : { code: 'BH', text: 'BH' }],
  after: { kind: 'shared' },
  ...(team && { teamEvent: true }),
});

describe('readTrfEvent', () => {
  it('reads a TRF without team lines as players, exactly as readTrf does', () => {
    const read = readTrfEvent(PLAYER_TRF);
    expect(read.kind).toBe('individual');
    expect(read.event).toEqual({ kind: 'individual', crosstable: readTrf(PLAYER_TRF).crosstable });
    expect(read.issues).toEqual(readTrf(PLAYER_TRF).issues);
  });

  it('reads a TRF with team lines as teams, with the round facts of the file', () => {
    const read = readTrfEvent(TEAM_TRF);
    const teams = readTeamTrf(TEAM_TRF);
    expect(read.kind).toBe('team');
    expect(read.event).toEqual({ kind: 'team', teams: teams.event });
    expect(read.event?.kind === 'team' && read.event.teams.teams.length).toBe(6);
    expect(read.lastRound).toBe(teams.lastRound);
    expect(read.afterRound).toBe(read.lastRound);
  });

  it('says the file holds teams even when its errors leave no event', () => {
    const broken = TEAM_TRF.replace('310   2 Team 2', '310   x Team 2');
    const read = readTrfEvent(broken);
    expect(read.kind).toBe('team');
    expect(read.event).toBeUndefined();
    expect(read.issues.map((i) => i.code)).toContain('trf/bad-team-record');
  });
});

describe('evaluateEvent', () => {
  it('ranks players as evaluate() and teams as evaluateTeamEvent()', () => {
    const players = readTrfEvent(PLAYER_TRF).event!;
    const teams = readTrfEvent(TEAM_TRF).event!;
    const rankedPlayers = evaluateEvent(players, regulation(false));
    const rankedTeams = evaluateEvent(teams, regulation(true));
    expect(rankedPlayers.kind).toBe('individual');
    expect(rankedTeams.kind).toBe('team');
    expect(rankedPlayers.evaluation.standings).toEqual(evaluate(readTrf(PLAYER_TRF).crosstable!, regulation(false)).standings);
    expect(rankedTeams.evaluation.standings).toEqual(evaluateTeamEvent(readTeamTrf(TEAM_TRF).event!, regulation(true)).standings);
    expect(rankedTeams.evaluation.standings.map((s) => s.player)).toHaveLength(6);
  });
});

describe('isTeamTrf: team lines start a line', () => {
  it('finds 013 and 310 at the start of the text or after any line terminator, as /^(013|310) /m does', () => {
    const texts = [
      '013 Team A    1    2',
      '012 Event\n310    1 Team A',
      '012 Event\r013 Team A',
      '012 Event\u2028310    1 Team A',
      '012 Event\u2029013 Team A',
      '012 Event\n 013 Team A',
      '012 Event 013 Team A',
      '012 Event\n0130 Team A',
      '012 Event\n310\n',
      '',
    ];
    for (const text of texts) expect(isTeamTrf(text), JSON.stringify(text)).toBe(/^(013|310) /m.test(text));
    expect(texts.map(isTeamTrf)).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });
});
