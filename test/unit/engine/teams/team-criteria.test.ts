import { describe, expect, it } from 'vitest';
import {
  evaluateTeamEvent,
  normalisingFactor,
  parseCriterionSpecifier,
  ssscFactor,
  ssscValue,
  TeamContext,
  type Regulation,
} from '../../../../engine';
import { column, order, r, ROUND_ROBIN_4X4, SWISS_6X2, teamEvent } from '../../../support/team-event';

function regulation(list: string): Regulation {
  const tiebreaks = list.split(' ').map((text) => {
    const parsed = parseCriterionSpecifier(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.spec;
  });
  return { name: 'test', edition: 'fide-2026', unplayed: { forfeitCap: 'opponent' }, tiebreaks, after: { kind: 'shared' } };
}

/*
 * ESB (C.07 13.2) on the four-team round robin (MP B 4, A 3, D 3, C 2; GP B 7, A 6, C 5.5,
 * D 5.5). A met B (won 2½–1½: 2 MP), C (drew 2–2: 1 MP), D (lost 1½–2½: 0 MP):
 *   EMMSB 4·2 + 2·1 + 3·0 = 10;   EMGSB 4·2.5 + 2·2 + 3·1.5 = 18.5;
 *   EGMSB 7·2 + 5.5·1 + 5.5·0 = 19.5;   EGGSB 7·2.5 + 5.5·2 + 5.5·1.5 = 36.75.
 * ESB-C1 (14.1.2): EMMSB drops C (lowest MP 2): 10 − 2 = 8. EGMSB: C and D share the lowest
 * GP 5.5, so the lower product goes (D's 0): 19.5; EGGSB: C 11 v D 8.25, D's goes: 28.5.
 */
describe('ESB: extended Sonneborn-Berger in its four variants (C.07 13.2, 14.1.2)', () => {
  const e = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation('PTS EMMSB EMGSB EGMSB EGGSB EMMSB/C1 EGMSB/C1 EGGSB/C1'));

  it('A: EMMSB 10, EMGSB 18.5, EGMSB 19.5, EGGSB 36.75', () => {
    expect(['EMMSB', 'EMGSB', 'EGMSB', 'EGGSB'].map((h) => column(e, h)['A'])).toEqual(['10', '18.5', '19.5', '36.75']);
  });

  it('A with Cut-1: EMMSB 8; EGMSB and EGGSB drop the lower product of the two lowest opponents (19.5, 28.5)', () => {
    expect(['EMMSB/C1', 'EGMSB/C1', 'EGGSB/C1'].map((h) => column(e, h)['A'])).toEqual(['8', '19.5', '28.5']);
    const cut = e.columns.find((c) => c.header === 'EGMSB/C1')!.values.get(1)!;
    expect(cut.kind === 'value' && cut.contributions.filter((c) => c.cut).map((c) => `${c.round} ${c.value.toDecimalString()}`)).toEqual([
      '3 0',
    ]);
  });

  it('EMMSB splits A and D (10 v 8)', () => {
    expect(order(e)).toEqual(['B', 'A', 'D', 'C']);
    expect(e.standings[1]!.decidedBy).toBe('EMMSB');
  });
});

/*
 * The reference score (C.07 art. 13) with art. 16 for teams, on the six-team Swiss (MP T1 5,
 * T2 2, T3 2, T4 4, T5 3, T6 0; 3 rounds, so the 2026 cap 16.4.2 is 1 MP × 3 = 3):
 *   seen by opponents (16.3): T2's PAB counts as awarded (2); T6 forfeited round 1 and was
 *   absent after it, rounds 2–3 category .5, each a draw: 0 + 1 + 1 = 2;
 *   BH:MP T1 2 + 2 + 4 = 8; T2 5 + dummy min(2, 3) + 2 = 9; T3 4 + 5 + 2 = 11; T4 2 + 3 + 5 = 10;
 *   T5 forfeit win: dummy min(own 3, T6's adjusted 2) = 2 (16.4.1), + 4, PAB dummy min(3, 3) = 3 → 9.
 *   BH:GP T1 2 + 2.5 + 3.5 = 8; T5 min(3.5, T6's 0 + 1 + 1) = 2, + 3.5 + min(3.5, 1 × 3) = 8.5.
 */
describe('individual criteria on a reference score (C.07 13, art. 16 for teams)', () => {
  const e = evaluateTeamEvent(SWISS_6X2, regulation('PTS BH:MP BH:GP SB:MP EMGSB/C1'));

  it('BH:MP 8, 9, 11, 10, 9, 0 and BH:GP 8 … 8.5 with the dummy opponents of the PABs and the forfeit', () => {
    expect(column(e, 'BH:MP')).toEqual({ T1: '8', T2: '9', T3: '11', T4: '10', T5: '9', T6: '0' });
    expect(column(e, 'BH:GP')['T1']).toBe('8');
    expect(column(e, 'BH:GP')['T5']).toBe('8.5');
    const t5 = e.columns.find((c) => c.header === 'BH:MP')!.values.get(5)!;
    expect(t5.kind === 'value' && t5.contributions[0]!.note).toContain('16.4.1');
  });

  it('T3 above T2 by BH:MP 11 v 9 (both 2 MP)', () => {
    expect(order(e)).toEqual(['T1', 'T4', 'T5', 'T3', 'T2', 'T6']);
    expect(e.standings[3]!.decidedBy).toBe('BH:MP');
  });

  it('EMGSB/C1 of T1: opponents’ MP 2, 2, 4 × own GP 2, 1.5, 1 = 11; T2 and T3 tie lowest, T3’s 3 goes: 8', () => {
    expect(column(e, 'EMGSB/C1')['T1']).toBe('8');
  });

  it('the primary score is the default reference: BH is BH:MP here', () => {
    const plain = evaluateTeamEvent(SWISS_6X2, regulation('PTS BH'));
    expect(column(plain, 'BH')).toEqual(column(e, 'BH:MP'));
  });

  it('a reference score on a team criterion is an error', () => {
    expect(evaluateTeamEvent(SWISS_6X2, regulation('PTS EMMSB:GP')).issues.map((i) => i.code)).toEqual([
      'engine/reference-score-not-allowed',
    ]);
  });
});

describe('SSSC: scores and schedule strength combination (C.07 13.4)', () => {
  it('the digest’s example: 4 boards, MP 2-1-0, 9 rounds → factor ⌊18 ÷ 4⌋ = 4; GP 22.5 + BH(MP) 98 ÷ 4 = 47', () => {
    expect(normalisingFactor(r(18), r(4)).toString()).toBe('4');
    const nineRounds = teamEvent(
      ['A', 'B'],
      4,
      Array.from({ length: 9 }, () => ({})),
    );
    const ctx = new TeamContext(nineRounds, 'match-points');
    expect(ssscFactor(ctx, { code: 'SSSC', text: 'SSSC' }).toString()).toBe('4');
    expect(ssscValue(r(45, 2), r(98), r(4)).toString()).toBe('47');
  });

  it('the Swiss: factor ⌊3 × 2 ÷ 2⌋ = 3; T1 4.5 + 8/3 = 43/6, T5 3.5 + 9/3 = 6.5; /K2 sets the factor: T1 4.5 + 4 = 8.5', () => {
    const e = evaluateTeamEvent(SWISS_6X2, regulation('PTS SSSC SSSC/K2'));
    expect(column(e, 'SSSC')).toEqual({ T1: '43/6', T2: '5', T3: '37/6', T4: '41/6', T5: '6.5', T6: '0' });
    expect(column(e, 'SSSC/K2')['T1']).toBe('8.5');
  });

  it('the round robin: factor ⌊6 ÷ 4⌋ = 1; A 6 + 9 = 15, C 5.5 + 10 = 15.5, D 5.5 + 9 = 14.5', () => {
    const e = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation('PTS SSSC'));
    expect(column(e, 'SSSC')).toEqual({ A: '15', B: '15', C: '15.5', D: '14.5' });
  });
});

describe('EDE: extended direct encounter and its combinations (C.07 13.3)', () => {
  it('DE on match points separates A and D of the round robin: D beat A (13.3.1)', () => {
    const e = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation('PTS EDE'));
    expect(order(e)).toEqual(['B', 'D', 'A', 'C']);
  });

  it('a cycle X > Y > Z > X is equal on MP among them; DE on game points splits Y 4.5, X 4, Z 3.5 (13.3.1)', () => {
    const cycle = teamEvent(
      ['X', 'Y', 'Z'],
      4,
      [{ matches: ['X Y 1 1 = 0'] }, { matches: ['Y Z 1 1 1 0'] }, { matches: ['Z X 1 1 = 0'] }],
      {
        type: 'round-robin',
      },
    );
    const e = evaluateTeamEvent(cycle, regulation('PTS EDE'));
    expect(order(e)).toEqual(['Y', 'X', 'Z']);
    expect(e.splits.find((s) => s.criterion === 'EDE')!.values.get(2)).toBe('MP 2 | GP 4.5');
  });

  it('the seed’s drawn match 2: EDE leaves it tied; EDEBT and EDET give it to the Players, EDEBB and EDEB to the Organisers (13.3.2)', () => {
    const seed = teamEvent(['Organisers', 'Players'], 6, [{ matches: ['Organisers Players = 0 1 1 0 ='] }]);
    const first = (code: string) => {
      const e = evaluateTeamEvent(seed, regulation(`PTS ${code}`));
      return e.standings[0]!.lastRank === 1 ? order(e)[0] : 'tied';
    };
    expect(['EDE', 'EDEBT', 'EDET', 'EDEBB', 'EDEB'].map(first)).toEqual(['tied', 'Players', 'Players', 'Organisers', 'Organisers']);
  });
});
