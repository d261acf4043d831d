import { describe, expect, it } from 'vitest';
import { evaluateTeamEvent, type CriterionSpec, type Regulation, type TeamEvent } from '../../../../engine';
import { column, order, r, ROUND_ROBIN_4X4, SWISS_6X2, teamEvent } from '../../../support/team-event';

function regulation(list: string[], extra: Partial<Regulation> = {}): Regulation {
  const tiebreaks: CriterionSpec[] = list.map((text) => ({ code: text, text }));
  return { name: 'test', edition: 'fide-2026', unplayed: { forfeitCap: 'opponent' }, tiebreaks, after: { kind: 'shared' }, ...extra };
}

/*
 * A four-team round robin on four boards (results from the first team's side):
 *   R1 A–B 1 = 1 0 (2½–1½), C–D 1 0 = = (2–2); R2 A–C = = 1 0 (2–2), B–D 1 1 = = (3–1);
 *   R3 A–D 0 = 1 0 (1½–2½), B–C 1 = 0 1 (2½–1½).
 * C.07 11.1 with 2-1-0: MP A 2+1+0 = 3, B 0+2+2 = 4, C 1+1+0 = 2, D 1+0+2 = 3;
 * GP A 2.5+2+1.5 = 6, B 1.5+3+2.5 = 7, C 2+2+1.5 = 5.5, D 2+1+2.5 = 5.5.
 * 12.1 BC (Σ board × GP on it): A 5+4.5+4 = 13.5, B 5+6.5+6 = 17.5, C 4.5+5.5+4 = 14, D 5.5+3.5+6 = 15.
 */
const ROUND_ROBIN: TeamEvent = ROUND_ROBIN_4X4;

describe('evaluateTeamEvent: a four-team round robin on four boards (C.07 11.1, 13.1, 12.1)', () => {
  it('ranks on match points 4, 3, 3, 2 and splits A and D by MPvGP = game points 6 v 5.5', () => {
    const e = evaluateTeamEvent({ ...ROUND_ROBIN, type: 'round-robin' }, regulation(['PTS', 'MPvGP', 'BC']));
    expect(e.issues).toEqual([]);
    expect(order(e)).toEqual(['B', 'A', 'D', 'C']);
    expect(column(e, 'MP')).toEqual({ A: '3', B: '4', C: '2', D: '3' });
    expect(column(e, 'MPvGP')).toEqual({ A: '6', B: '7', C: '5.5', D: '5.5' });
    expect(column(e, 'BC')).toEqual({ A: '13.5', B: '17.5', C: '14', D: '15' });
    expect(e.standings.map((s) => s.decidedBy)).toEqual(['MP', 'MPvGP', 'MPvGP', 'MP']);
  });

  it('with 3-1-0 match points from the regulation: MP A 4, B 6, C 2, D 4', () => {
    const e = evaluateTeamEvent(ROUND_ROBIN, regulation(['PTS', 'MPvGP'], { matchPoints: { win: r(3), draw: r(1), loss: r(0) } }));
    expect(column(e, 'MP')).toEqual({ A: '4', B: '6', C: '2', D: '4' });
    expect(order(e)).toEqual(['B', 'A', 'D', 'C']);
  });

  it('ranked on game points: C and D tie on 5.5; MPvGP is then match points (D 3 v C 2), BC lower-first (C 14 v D 15)', () => {
    const byMp = evaluateTeamEvent(ROUND_ROBIN, regulation(['GP', 'MPvGP']));
    expect(byMp.primary).toBe('game-points');
    expect(column(byMp, 'MPvGP')).toEqual({ A: '3', B: '4', C: '2', D: '3' });
    expect(order(byMp)).toEqual(['B', 'A', 'D', 'C']);
    const byBc = evaluateTeamEvent(ROUND_ROBIN, regulation(['GP', 'BC']));
    expect(order(byBc)).toEqual(['B', 'A', 'C', 'D']);
    expect(byBc.standings.map((s) => s.decidedBy)).toEqual(['GP', 'GP', 'BC', 'BC']);
  });

  it('keeps an audit trail per round: A’s match points 2 + 1 + 0 with the match scores', () => {
    const e = evaluateTeamEvent(ROUND_ROBIN, regulation(['PTS']));
    const result = e.columns[0]!.values.get(1)!;
    expect(result.kind === 'value' && result.contributions.map((c) => `${c.round}: ${c.value.toDecimalString()} ${c.note}`)).toEqual([
      '1: 2 2.5–1.5 against B: a won match',
      '2: 1 2–2 against C: a drawn match',
      '3: 0 1.5–2.5 against D: a lost match',
    ]);
  });

  it('rejects a criterion that only ranks players: ARO (C.07 art. 10 is for individuals)', () => {
    const e = evaluateTeamEvent(ROUND_ROBIN, regulation(['PTS', 'ARO']));
    expect(e.issues.map((i) => i.code)).toEqual(['engine/player-criterion-in-team-event']);
  });
});

/*
 * Six teams, two boards, three rounds of a Swiss:
 *   R1 T1–T2 1 1, T3–T4 = =, T5–T6 forfeited by T6 (+-);
 *   R2 T1–T3 1 =, T5–T4 = 0, T2 PAB, T6 absent;   R3 T1–T4 = =, T2–T3 1 0, T5 PAB, T6 absent.
 * C.07 11.1, 2-1-0, a PAB a draw's MP and GP (C.04.6 1.4: 1 MP, ½ per board = 1 GP), a
 * forfeited match every board a forfeit win (2 GP):
 *   MP T1 2+2+1 = 5, T2 0+1+1 = 2, T3 1+0+1 = 2, T4 1+2+1 = 4, T5 2+0+1 = 3, T6 0;
 *   GP T1 2+1.5+1 = 4.5, T2 0+1+1 = 2, T3 1+0.5+1 = 2.5, T4 1+1.5+1 = 3.5, T5 2+0.5+1 = 3.5, T6 0.
 * 12.1 BC, a PAB counting each board as a win's GP (art. 12): T2 0 + (1+2) + 1 = 4,
 * T3 1.5 + 1 + 2 = 4.5, T5 (1+2) + 0.5 + (1+2) = 6.5.
 */
const SWISS = SWISS_6X2;

describe('evaluateTeamEvent: a six-team Swiss with a PAB and a forfeited match', () => {
  it('MP 5, 4, 3, 2, 2, 0; T3 above T2 by MPvGP 2.5 v 2', () => {
    const e = evaluateTeamEvent(SWISS, regulation(['PTS', 'MPvGP', 'BC']));
    expect(order(e)).toEqual(['T1', 'T4', 'T5', 'T3', 'T2', 'T6']);
    expect(column(e, 'MP')).toEqual({ T1: '5', T2: '2', T3: '2', T4: '4', T5: '3', T6: '0' });
    expect(column(e, 'MPvGP')).toEqual({ T1: '4.5', T2: '2', T3: '2.5', T4: '3.5', T5: '3.5', T6: '0' });
    expect(column(e, 'BC')).toEqual({ T1: '6.5', T2: '4', T3: '4.5', T4: '5.5', T5: '6.5', T6: '0' });
  });

  it('a PAB worth 1.5 GP and 2 MP when the file or the regulation says so (TRF 320)', () => {
    const e = evaluateTeamEvent(
      { ...SWISS, pabGamePoints: r(3, 2), matchPoints: { ...SWISS.matchPoints, pab: r(2) } },
      regulation(['PTS', 'GP']),
    );
    expect(column(e, 'MP')).toEqual({ T1: '5', T2: '3', T3: '2', T4: '4', T5: '4', T6: '0' });
    expect(column(e, 'GP')).toEqual({ T1: '4.5', T2: '2.5', T3: '2.5', T4: '3.5', T5: '4', T6: '0' });
  });
});

/*
 * The seed's board-count example (arbiter's handbook ch. 13, digest §1.5) as a two-team
 * event: Organisers v Players, six boards. Match 2 alone (½ 0 1 1 0 ½, 3–3): FIDE BC
 * 0.5·1 + 3 + 4 + 0.5·6 = 10.5 for both; TBR board 1 ½–½, board 2 0–1 → Players; BBE boards
 * 1–5 2½–2½, boards 1–4 2½–1½ → Organisers. Both matches: BC 10 + 10.5 = 20.5 v 11 + 10.5 = 21.5.
 */
describe('evaluateTeamEvent: the seed’s Organisers v Players board count (digest §1.5)', () => {
  const MATCH_1 = 'Organisers Players 1 0 0 1 1 0';
  const MATCH_2 = 'Organisers Players = 0 1 1 0 =';
  const names = ['Organisers', 'Players'];

  it('match 2 alone: BC 10.5 = 10.5; TBR puts the Players first, BBE the Organisers', () => {
    const event = teamEvent(names, 6, [{ matches: [MATCH_2] }]);
    const tbr = evaluateTeamEvent(event, regulation(['PTS', 'MPvGP', 'BC', 'TBR']));
    expect(column(tbr, 'BC')).toEqual({ Organisers: '10.5', Players: '10.5' });
    expect(order(tbr)).toEqual(['Players', 'Organisers']);
    expect(tbr.standings[0]!.decidedBy).toBe('TBR');
    expect(tbr.splits.find((s) => s.criterion === 'TBR')!.values.get(2)).toBe('0.5 | 1');
    const bbe = evaluateTeamEvent(event, regulation(['PTS', 'MPvGP', 'BC', 'BBE']));
    expect(order(bbe)).toEqual(['Organisers', 'Players']);
    expect(bbe.splits.find((s) => s.criterion === 'BBE')!.values.get(1)).toBe('2.5 | 2.5');
  });

  it('both matches: BC 20.5 v 21.5, the Organisers first (lower is better)', () => {
    const event = teamEvent(names, 6, [{ matches: [MATCH_1] }, { matches: [MATCH_2] }]);
    const e = evaluateTeamEvent(event, regulation(['PTS', 'MPvGP', 'BC']));
    expect(column(e, 'BC')).toEqual({ Organisers: '20.5', Players: '21.5' });
    expect(order(e)).toEqual(['Organisers', 'Players']);
    expect(e.standings[0]!.decidedBy).toBe('BC');
  });
});

describe('evaluateTeamEvent and expelled players (FIDE checklist Q197–198)', () => {
  it('warns that a team event does not apply the expulsions, and ranks as without them', () => {
    const withExpelled = evaluateTeamEvent(
      ROUND_ROBIN,
      regulation(['PTS', 'MPvGP'], { withdrawals: { byesMeaningWithdrawal: [], expelled: [{ player: 2 }] } }),
    );
    expect(withExpelled.issues.map((i) => `${i.severity} ${i.code}`)).toEqual(['warning engine/expelled-in-team-event']);
    expect(order(withExpelled)).toEqual(order(evaluateTeamEvent(ROUND_ROBIN, regulation(['PTS', 'MPvGP']))));
  });
});
