import { describe, expect, it } from 'vitest';
import { evaluateTeamEvent, type CriterionSpec, type Regulation } from '../../../../engine';
import { auditBlock, headerBlock, teamCrosstableBlock, teamOutputSheets, teamResultColumns, teamStandingsBlock } from '../../../../io';
import { ROUND_ROBIN_4X4, SWISS_6X2 } from '../../../support/team-event';

function regulation(list: string[]): Regulation {
  const tiebreaks: CriterionSpec[] = list.map((text) => ({ code: text.split('/')[0]!, text }));
  return { name: 'Team test', edition: 'fide-2026', unplayed: { forfeitCap: 'opponent' }, tiebreaks, after: { kind: 'shared' } };
}

const run = { input: 'teams.trf', inputSha256: 'aa', regulationSha256: 'bb', ranAt: new Date('2026-06-01T10:00:00Z') };

/*
 * SWISS_6X2 (results from the first team's side, two boards):
 *   R1 T1–T2 1 1 (2–0), T3–T4 = = (1–1), T5–T6 forfeited by T6;
 *   R2 T1–T3 1 = (1.5–0.5), T5–T4 = 0 (0.5–1.5), T2 PAB, T6 not paired;
 *   R3 T1–T4 = = (1–1), T2–T3 1 0 (1–1), T5 PAB, T6 not paired.
 * C.07 11.1 with 2-1-0 and a PAB a draw's (C.04.6 1.4: 1 MP, 1 GP on two boards); a forfeited
 * match is every board a forfeit (2 GP for T5, 0 for T6):
 *   MP T1 2+2+1 = 5, T2 0+1+1 = 2, T3 1+0+1 = 2, T4 1+2+1 = 4, T5 2+0+1 = 3, T6 0;
 *   GP T1 2+1.5+1 = 4.5, T2 0+1+1 = 2, T3 1+0.5+1 = 2.5, T4 1+1.5+1 = 3.5, T5 2+0.5+1 = 3.5, T6 0.
 */
const swiss = evaluateTeamEvent(SWISS_6X2, regulation(['PTS', 'MPvGP']));

describe('a team event’s output blocks (C.07 arts. 11–13)', () => {
  it('writes the crosstable of teams: per round the opponent team, MP and GP, then the totals', () => {
    const block = teamCrosstableBlock(swiss);
    expect(block[0]).toEqual([
      'No',
      'Team',
      'R1 Opp',
      'R1 MP',
      'R1 GP',
      'R2 Opp',
      'R2 MP',
      'R2 GP',
      'R3 Opp',
      'R3 MP',
      'R3 GP',
      'MP',
      'GP',
    ]);
    expect(block.slice(1)).toEqual([
      [1, 'T1', 2, 2, 2, 3, 2, 1.5, 4, 1, 1, 5, 4.5],
      [2, 'T2', 1, 0, 0, 'PAB', 1, 1, 3, 1, 1, 2, 2],
      [3, 'T3', 4, 1, 1, 1, 0, 0.5, 2, 1, 1, 2, 2.5],
      [4, 'T4', 3, 1, 1, 5, 2, 1.5, 1, 1, 1, 4, 3.5],
      [5, 'T5', '6 forfeit won', 2, 2, 4, 0, 0.5, 'PAB', 1, 1, 3, 3.5],
      [6, 'T6', '5 forfeit lost', 0, 0, 'not paired', 0, 0, 'not paired', 0, 0, 0, 0],
    ]);
  });

  it('puts each team’s rank, values and what decided beside the crosstable, in the final order', () => {
    const result = teamResultColumns(swiss);
    expect(result.header).toEqual(['Rank', 'MP', 'MPvGP', 'Decided by']);
    expect(result.rows.map((r) => [r.player, ...r.cells])).toEqual([
      [1, 1, 5, 4.5, 'MP'],
      [4, 2, 4, 3.5, 'MP'],
      [5, 3, 3, 3.5, 'MP'],
      // T3 and T2 on 2 MP: MPvGP is game points when the event is ranked on match points (13.1): 2.5 > 2.
      [3, 4, 2, 2.5, 'MPvGP'],
      [2, 5, 2, 2, 'MPvGP'],
      [6, 6, 0, 0, 'MP'],
    ]);
  });

  it('audits every team × criterion × contribution with the team, the round, the opponent team and the note', () => {
    const audit = auditBlock(swiss, 'Team');
    expect(audit[0]).toEqual(['No', 'Team', ...auditBlock(swiss)[0]!.slice(2)]);
    expect(audit[0]![10]).toBe('Note');
    const t5 = audit.filter((row) => row[0] === 5 && row[2] === 'MP');
    expect(t5).toEqual([
      [5, 'T5', 'MP', 3, 1, 6, null, null, 2, 'yes', 'match against T6 won by forfeit: every board a forfeit win'],
      [5, 'T5', 'MP', 3, 2, 4, null, null, 0, 'yes', '0.5–1.5 against T4: a lost match'],
      [
        5,
        'T5',
        'MP',
        3,
        3,
        null,
        null,
        null,
        1,
        'yes',
        'pairing-allocated bye (C.04.6 1.4: a draw’s match and game points unless the rules say otherwise)',
      ],
    ]);
  });

  it('assembles Regula Standings and Regula Audit, each under the run’s header with the list as ranked', () => {
    const header = headerBlock(
      swiss,
      run,
      swiss.columns.map((c) => c.header),
    );
    expect(header[3]).toEqual(['Ranking list', 'MP, MPvGP']);
    const sheets = teamOutputSheets(swiss, header);
    expect(sheets.map((s) => [s.name, s.blocks.map((b) => b.name)])).toEqual([
      ['Regula Standings', ['header', 'standings']],
      ['Regula Audit', ['header', 'audit']],
    ]);
    expect(sheets[0]!.blocks[1]!.cells).toEqual(teamStandingsBlock(swiss));
    expect(sheets[1]!.blocks[0]!.cells).toBe(header);
  });

  it('shows a board criterion’s compared values beside the crosstable as the standings do: the round robin’s BC', () => {
    /*
     * ROUND_ROBIN_4X4: MP B 4, A 3, D 3, C 2 (test/unit/engine/teams); 12.1 BC, the sum of
     * board number × game points on it, lower first: A 5+4.5+4 = 13.5, D 5.5+3.5+6 = 15.
     */
    const e = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation(['PTS', 'BC']));
    expect(teamResultColumns(e).rows.map((r) => [r.player, ...r.cells])).toEqual([
      [2, 1, 4, 17.5, 'MP'],
      [1, 2, 3, 13.5, 'BC'],
      [4, 3, 3, 15, 'BC'],
      [3, 4, 2, 14, 'MP'],
    ]);
  });
});
