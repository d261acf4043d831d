import { describe, expect, it } from 'vitest';
import { evaluateArticles, evaluateSeason, type TeamTotalsResult } from '../../../../engine';
import { evaluateVcf, VCF_REGULATION, vcfK12With } from '../../../support/vcf';

const ids = Array.from({ length: 16 }, (_, i) => `P${i + 1}`);
const totals = (result: TeamTotalsResult) => result.teams.map((t) => `${t.team} ${t.score.toDecimalString()}`);
const places = (result: TeamTotalsResult) =>
  result.teams.map((t) => `${t.team} ${t.place.rank}${t.place.lastRank > t.place.rank ? `–${t.place.lastRank}` : ''}`);

describe('event team totals: the game scores of each school’s top 4 (seed 002 Part 2 note 4)', () => {
  const teams = evaluateArticles(evaluateVcf(), { event: 'GSQT 1', section: 'K-12' }).teams[0]!;

  it('adds the best 4 scores of each school’s players', () => {
    expect(totals(teams)).toEqual([
      'ABHS 8',
      'QTHS 7',
      'JOHS 6',
      'KBHS 5',
      'RHHS 4.5',
      'LMHS 3.5',
      'LLHS 2',
      'KTTHS 2', // ahead of JJHS on opposition cumulative (next test)
      'JJHS 2',
      'XZHS 1',
    ]);
    expect(teams.teams[1]!.audit[0]).toBe('event score = sum of best 4 score of members = 7: Anand 3, Jeff 2.5, Kiki 1.5');
  });

  /*
   * LLHS, JJHS and KTTHS all have 2 (one member each): the team tie-breaks are VCF Part 1
   * 3.h.2's Solkoff, cumulative, opposition cumulative, summed over the counted members.
   * Adjusted scores (US Chess 34E1: each unplayed game of an opponent counts ½): Peter G.
   * 1 + ½ (bye R5) = 1.5, Peter S. 1 + ½ (bye R4) = 1.5, Sai ½ + ½ = 1; the others as scored.
   *  - Solkoff (34E2; own unplayed game 0):
   *      Mickey    L3 W15 L7 D13 D14 = 3 + 1.5 + 3 + 1.5 + 1.5  = 10.5
   *      Peter G.  L8 D9 L10 D11 bye = 2.5 + 2.5 + 2 + 2 + 0    = 9
   *      Peter S.  L2 L10 D15 bye D11 = 3.5 + 2 + 1.5 + 0 + 2   = 9      → LLHS 7th; JJHS, KTTHS still tied
   *  - cumulative (34E3; less 1 per full-point bye):
   *      Peter G.  0 + ½ + ½ + 1 + 2 − 1 = 3;  Peter S. 0 + 0 + ½ + 1½ + 2 − 1 = 3       → still tied
   *  - opposition cumulative (34E9; the opponents' 34E3 values, own unplayed game 0), with
   *    Jeff 1+1½+1½+1½+2½ = 8, Carol 0+½+1½+1½+2½ = 6, Tina 0+1+2+2+2 = 7, Mickey 0+1+1+1½+2 = 5.5,
   *    Sally 1+2+2+3+3½ = 11.5, Kiki 0+0+½+1½+1½ = 3.5:
   *      Peter G.  8 + 6 + 7 + 5.5 + 0     = 26.5
   *      Peter S.  11.5 + 7 + 3.5 + 0 + 5.5 = 27.5                        → KTTHS 8th, JJHS 9th
   */
  it('breaks team ties with Solkoff, cumulative, opposition cumulative: LLHS 10.5 > 9 = 9, then 3 = 3, then KTTHS 27.5 > JJHS 26.5 (seed 002 Part 1 3.h.2; US Chess 34E2, 34E3, 34E9)', () => {
    expect(places(teams).slice(6)).toEqual(['LLHS 7', 'KTTHS 8', 'JJHS 9', 'XZHS 10']);
    expect(teams.splits).toEqual([
      'solkoff — LLHS 10.5 > JJHS 9 = KTTHS 9',
      'cumulative — JJHS 3 = KTTHS 3: still tied',
      'opposition cumulative — KTTHS 27.5 > JJHS 26.5',
    ]);
    expect(teams.teams.slice(6, 9).map((t) => t.tiebreaks.map((v) => v.text))).toEqual([
      ['solkoff = Mickey (11) 10.5 = 10.5', 'cumulative = Mickey (11) 5.5 = 5.5', 'opposition cumulative = Mickey (11) 27 = 27'],
      ['solkoff = Peter S. (14) 9 = 9', 'cumulative = Peter S. (14) 3 = 3', 'opposition cumulative = Peter S. (14) 27.5 = 27.5'],
      ['solkoff = Peter G. (13) 9 = 9', 'cumulative = Peter G. (13) 3 = 3', 'opposition cumulative = Peter G. (13) 26.5 = 26.5'],
    ]);
  });

  /*
   * A type-A criterion in the team list, for this test only: FIDE's DE (C.07 6) and its
   * US counterpart 34E5 are decided among the tied players themselves, so they have no
   * sum over a team's members.
   */
  const TEAM_LIST_WITH_GROUP_CRITERIA = VCF_REGULATION.replace(
    'tie-breaks: solkoff, cumulative, opposition cumulative',
    'tie-breaks: DE, result between tied players, solkoff',
  );

  it('refuses criteria decided among tied players (DE, US Chess 34E5) as team tie-breaks and ranks by the rest', () => {
    const result = evaluateArticles(evaluateVcf(vcfK12With(), TEAM_LIST_WITH_GROUP_CRITERIA), { section: 'K-12' }).teams[0]!;
    expect(result.issues.map((i) => [i.code, i.criterion])).toEqual([
      ['engine/team-criterion-not-summable', 'DE'],
      ['engine/team-criterion-not-summable', 'result between tied players'],
    ]);
    expect(result.splits).toEqual(['solkoff — LLHS 10.5 > JJHS 9 = KTTHS 9']);
  });
});

describe('school totals as if Enclosure 1 were the only GSQT (digest §6.3 line 561)', () => {
  const e = evaluateVcf(vcfK12With({ ID: ids }));
  const season = evaluateSeason([{ evaluation: e, event: 'GSQT 1', section: 'K-12' }], e.regulation, { idColumn: 'ID' });
  const schools = season.teams[0]!;

  it.each([
    ['ABHS', '49.8736'],
    ['QTHS', '41.0144'],
    ['JOHS', '35.1552'],
    ['KBHS', '29.296'],
    ['RHHS', '26.3664'],
    ['LMHS', '20.5072'],
    ['LLHS', '11.7184'],
    ['JJHS', '11.7184'],
    ['KTTHS', '11.7184'],
    ['XZHS', '5.8592'],
  ])('digest line 561: %s %s', (school, total) => {
    expect(schools.teams.find((t) => t.team === school)!.score.toDecimalString()).toBe(total);
  });

  it('ABHS = Thomas 32.2960 + Akil 17.5776 (digest line 561)', () => {
    expect(schools.teams[0]!.audit[0]).toBe('season score = sum of best 4 grand-prix over events = 49.8736: Thomas 32.296, Akil 17.5776');
  });
});

describe('team awards in order of precedence (seed 002 Part 2 §5)', () => {
  // Home-school teams: RHHS and XZHS. Strength: the average of the 4 best post ratings (standing in for the supplement ratings).
  const award = (homeSchools: string[]) => {
    const schools = [
      'ABHS',
      'LMHS',
      'JOHS',
      'ABHS',
      'KBHS',
      'JOHS',
      'QTHS',
      'QTHS',
      'RHHS',
      'RHHS',
      'LLHS',
      'KBHS',
      'JJHS',
      'KTTHS',
      'QTHS',
      'XZHS',
    ];
    const home = schools.map((s) => (homeSchools.includes(s) ? '1' : '0'));
    const text = VCF_REGULATION.replace(
      'tie-breaks: solkoff, cumulative, opposition cumulative',
      [
        'tie-breaks: solkoff, cumulative, opposition cumulative',
        '  let strength = average of best 4 post-rating',
        '  award "Top teams" to 1',
        '  award "Top home-school team" to 1 where "Home School" = 1',
        '  award "Top teams" to 4',
        '  award "Top teams under 1700" to 3 where strength < 1700',
      ].join('\n'),
    );
    return evaluateArticles(evaluateVcf(vcfK12With({ 'Home School': home }), text), { section: 'K-12' }).teams[0]!;
  };

  it('the top home-school team takes precedence over team places 2–5: RHHS (5th) takes it, LMHS moves up to Top teams 5', () => {
    const result = award(['RHHS', 'XZHS']);
    expect(result.awards.map((a) => `${a.award} ${a.place}: ${a.team}`)).toEqual([
      'Top teams 1: ABHS',
      'Top home-school team 1: RHHS',
      'Top teams 2: QTHS',
      'Top teams 3: JOHS',
      'Top teams 4: KBHS',
      'Top teams 5: LMHS',
      'Top teams under 1700 1: LLHS',
      'Top teams under 1700 2: KTTHS',
      'Top teams under 1700 3: XZHS',
    ]);
    expect(result.awards[5]!.note).toBe('team place 6; passed over: RHHS holds Top home-school team');
  });

  it('except over 1st place: a home-school team that wins leaves the home-school award to the next one', () => {
    const result = award(['ABHS', 'RHHS']);
    expect(result.awards.slice(0, 2).map((a) => `${a.award} ${a.place}: ${a.team}`)).toEqual([
      'Top teams 1: ABHS',
      'Top home-school team 1: RHHS',
    ]);
  });

  it('judges "under 1700" by the average rating of the team’s best 4, not every player (seed 002 Part 2 §5)', () => {
    const result = award([]);
    const strength = (team: string) => result.teams.find((t) => t.team === team)!.values[0]!.text;
    expect(strength('KTTHS')).toBe('strength = average of best 4 post-rating of members = 1656/1 = 1656');
    expect(strength('QTHS')).toBe('strength = average of best 4 post-rating of members = 5453/3 ≈ 1817.6667');
  });
});
