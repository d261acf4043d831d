import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { readBoardPairings, readTeamTrf, writeBoardPairings } from '../../../../io';
import { generateTeamTrf } from '../../../support/generate-team-trf';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * A team event written as board pairings reads back as the same event: every team's match
 * and game points round by round, on the hand-made team files and on 40 generated ones
 * (PABs, teams not paired, forfeited matches, boards left empty).
 */
const teamFile = (name: string) => readTeamTrf(readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', name), 'latin1')).event!;

const scores = (event: TeamEvent) =>
  event.teams.map(
    (t) =>
      `${t.id} ${t.name}: ${teamRoundScores(event, t)
        .map((s) => `${s.opponent ?? '-'} ${s.matchPoints.toDecimalString()}/${s.gamePoints.toDecimalString()}`)
        .join(', ')}`,
  );

function roundTrip(event: TeamEvent): TeamEvent {
  const back = readBoardPairings(writeBoardPairings(event), { sheet: 'Pairings' });
  expect(back.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
  return back.event!;
}

describe('writeBoardPairings', () => {
  it('writes rounds, match headers with the score, boards from the first team’s side, a forfeited match, a bye', () => {
    const rows = writeBoardPairings(teamFile('swiss-6x2-trf26.trf'));
    expect(rows.slice(0, 11)).toEqual([
      ['Six-team Swiss with a PAB and a forfeited match (made for Regula tests)'],
      ['Board pairings'],
      [],
      ['Round 1'],
      ['Bo.', 1, 'Team 1', 'Rtg', '-', 2, 'Team 2', 'Rtg', '2 : 0'],
      ['1.1', null, 'Team1 player, Board 1', 1890, '-', null, 'Team2 player, Board 1', 1870, '1 - 0'],
      ['1.2', null, 'Team1 player, Board 2', 1880, '-', null, 'Team2 player, Board 2', 1860, '1 - 0'],
      ['Bo.', 3, 'Team 3', 'Rtg', '-', 4, 'Team 4', 'Rtg', '1 : 1'],
      ['2.1', null, 'Team3 player, Board 1', 1850, '-', null, 'Team4 player, Board 1', 1830, '½ - ½'],
      ['2.2', null, 'Team3 player, Board 2', 1840, '-', null, 'Team4 player, Board 2', 1820, '½ - ½'],
      ['Bo.', 5, 'Team 5', 'Rtg', '-', 6, 'Team 6', 'Rtg', '+ : -'],
    ]);
    expect(rows).toContainEqual(['Bo.', 2, 'Team 2', 'Rtg', '-', null, 'bye', null, '1 : 0']);
    expect(rows).toContainEqual(['Bo.', 6, 'Team 6', 'Rtg', '-', null, 'not paired', null, null]);
  });

  it('reads back as the same event: the two hand-made team files', () => {
    for (const name of ['swiss-6x2-trf26.trf', 'round-robin-4x4-trf16.trf']) {
      const event = teamFile(name);
      expect(scores(roundTrip(event)), name).toEqual(scores(event));
    }
  });

  it('reads back as the same event: 40 generated team events with empty boards, forfeits, byes and absences', () => {
    let emptyBoards = 0;
    for (let k = 0; k < 40; k++) {
      const generated = generateTeamTrf({ seed: 7000 + k, teams: 4 + ((k * 5) % 17), boards: 2 + (k % 5), rounds: 3 + (k % 8) });
      const event = readTeamTrf(generated.text).event!;
      const rows = writeBoardPairings(event);
      emptyBoards += rows.filter((r) => r[8] === '+ - -' || r[8] === '- - +').length;
      expect(scores(roundTrip(event)), `seed ${7000 + k}`).toEqual(scores(event));
    }
    expect(emptyBoards).toBeGreaterThan(20);
  });
});
