import { describe, expect, it } from 'vitest';
import { evaluateTeamEvent, teamRoundScores, type CriterionSpec, type Regulation, type TeamEvaluation } from '../../../../engine';
import { column, order, ROUND_ROBIN_4X4, SWISS_6X2, teamEvent, totalsOnly } from '../../../support/team-event';

function regulation(list: string): Regulation {
  const tiebreaks: CriterionSpec[] = list.split(' ').map((text) => ({ code: text.split(':')[0]!, text, ...referenceOf(text) }));
  return { name: 'test', edition: 'fide-2026', unplayed: { forfeitCap: 'opponent' }, tiebreaks, after: { kind: 'shared' } };
}

function referenceOf(text: string): Partial<CriterionSpec> {
  if (text.endsWith(':MP')) return { reference: 'match-points' };
  if (text.endsWith(':GP')) return { reference: 'game-points' };
  return {};
}

const columns = (e: TeamEvaluation, headers: string[]) => Object.fromEntries(headers.map((h) => [h, column(e, h)]));

/*
 * A match known by its totals only (a chess-results team crosstable: one cell of game points
 * per match) scores as the same match with its boards: C.07 11.1 takes the match result from
 * the game points. Only the art. 12 board criteria need the boards.
 */
describe('a team event whose matches are known by their totals only', () => {
  const LIST = 'PTS MPvGP BH:MP EMGSB EMMSB ESB:GP EDE SSSC';
  const HEADERS = ['MP', 'MPvGP', 'BH:MP', 'EMGSB', 'EMMSB', 'SSSC'];

  it('the Swiss of six teams on two boards: MP T1 5, T4 4, T5 3, T3 2, T2 2, T6 0 and every value as with the boards', () => {
    const boards = evaluateTeamEvent(SWISS_6X2, regulation(LIST));
    const totals = evaluateTeamEvent(totalsOnly(SWISS_6X2), regulation(LIST));
    expect(column(totals, 'MP')).toEqual({ T1: '5', T2: '2', T3: '2', T4: '4', T5: '3', T6: '0' });
    expect(column(totals, 'MPvGP')).toEqual({ T1: '4.5', T2: '2', T3: '2.5', T4: '3.5', T5: '3.5', T6: '0' });
    expect(columns(totals, HEADERS)).toEqual(columns(boards, HEADERS));
    expect(order(totals)).toEqual(order(boards));
    expect(totals.standings.map((s) => s.decidedBy)).toEqual(boards.standings.map((s) => s.decidedBy));
    expect(totals.issues.map((i) => i.code)).toEqual(boards.issues.map((i) => i.code));
  });

  it('the round robin of four teams on four boards: MP B 4, A 3, D 3, C 2; GP B 7, A 6, C 5.5, D 5.5', () => {
    const boards = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation('PTS MPvGP EDE SB:MP'));
    const totals = evaluateTeamEvent(totalsOnly(ROUND_ROBIN_4X4), regulation('PTS MPvGP EDE SB:MP'));
    expect(column(totals, 'MP')).toEqual({ A: '3', B: '4', C: '2', D: '3' });
    expect(column(totals, 'MPvGP')).toEqual({ A: '6', B: '7', C: '5.5', D: '5.5' });
    expect(column(totals, 'SB:MP')).toEqual(column(boards, 'SB:MP'));
    expect(order(totals)).toEqual(['B', 'A', 'D', 'C']);
    expect(order(totals)).toEqual(order(boards));
  });

  it('a round’s note says the match is known by its totals (C.07 11.1: the result from the game points)', () => {
    const event = totalsOnly(ROUND_ROBIN_4X4);
    const a = teamRoundScores(event, event.teams[0]!);
    expect(a.map((s) => [s.matchPoints.toDecimalString(), s.gamePoints.toDecimalString(), s.outcome])).toEqual([
      ['2', '2.5', 'win'],
      ['1', '2', 'draw'],
      ['0', '1.5', 'loss'],
    ]);
    expect(a[0]!.note).toBe('2.5–1.5 against B (match totals; the boards are not given): a won match');
  });

  it('BC, TBR and BBE give n/a with the reason and one engine/boards-unknown warning each (C.07 art. 12)', () => {
    const e = evaluateTeamEvent(totalsOnly(ROUND_ROBIN_4X4), regulation('PTS BC TBR BBE'));
    const bc = e.columns.find((c) => c.header === 'BC')!.values.get(e.event.teams[0]!.id);
    expect(bc).toEqual({ kind: 'n/a', reason: 'BC needs the boards of every match; the source gives match totals only' });
    expect(column(e, 'BC')).toEqual({ A: 'n/a', B: 'n/a', C: 'n/a', D: 'n/a' });
    expect(column(e, 'TBR')).toEqual({ A: 'n/a', B: 'n/a', C: 'n/a', D: 'n/a' });
    expect(e.issues.map((i) => [i.code, i.severity, i.criterion])).toEqual([
      ['engine/boards-unknown', 'warning', 'BC'],
      ['engine/boards-unknown', 'warning', 'TBR'],
      ['engine/boards-unknown', 'warning', 'BBE'],
    ]);
    // A and D stay tied on MP 3: no board criterion separates them.
    expect(
      e.standings.filter((s) => ['A', 'D'].includes(e.event.teams.find((t) => t.id === s.player)!.name)).map((s) => s.lastRank),
    ).toEqual([3, 3]);
  });

  it('with the boards, BC still counts them: A 13.5, B 17.5, C 14, D 15', () => {
    const e = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation('PTS BC'));
    expect(column(e, 'BC')).toEqual({ A: '13.5', B: '17.5', C: '14', D: '15' });
    expect(e.issues).toEqual([]);
  });

  it('EDE’s 13.3.2 board steps leave a drawn encounter tied with the reason, instead of counting no boards', () => {
    const seed = teamEvent(['Organisers', 'Players'], 6, [{ matches: ['Organisers Players = 0 1 1 0 ='] }]);
    for (const code of ['EDEBT', 'EDET', 'EDEBB', 'EDEB']) {
      const withBoards = evaluateTeamEvent(seed, regulation(`PTS ${code}`));
      expect(withBoards.standings[0]!.lastRank).toBe(1);
      const e = evaluateTeamEvent(totalsOnly(seed), regulation(`PTS ${code}`));
      expect(e.standings.map((s) => s.lastRank)).toEqual([2, 2]);
      expect(e.issues.map((i) => [i.code, i.criterion])).toEqual([['engine/boards-unknown', code]]);
      expect(e.splits.find((s) => s.criterion === code)?.reason ?? '').toContain('needs the boards of every match');
    }
    // Plain EDE has no board step: nothing to report.
    expect(evaluateTeamEvent(totalsOnly(seed), regulation('PTS EDE')).issues).toEqual([]);
  });
});
