import { describe, expect, it } from 'vitest';
import { evaluateSections, evaluateSeason, type TeamTotalsResult } from '../../../../engine';
import { evaluateVcf, VCF_REGULATION_FIDE_TIEBREAKS, vcfK12With } from '../../../support/vcf';

const ids = Array.from({ length: 16 }, (_, i) => `P${i + 1}`);
const totals = (result: TeamTotalsResult) => result.teams.map((t) => `${t.team} ${t.score.toDecimalString()}`);
const places = (result: TeamTotalsResult) =>
  result.teams.map((t) => `${t.team} ${t.place.rank}${t.place.lastRank > t.place.rank ? `–${t.place.lastRank}` : ''}`);

describe('event team totals: the game scores of each school’s top 4 (seed 002 Part 2 note 4)', () => {
  const teams = evaluateSections(evaluateVcf(), { event: 'GSQT 1', section: 'K-12' }).teams[0]!;

  it('adds the best 4 scores of each school’s players', () => {
    expect(totals(teams)).toEqual([
      'ABHS 8',
      'QTHS 7',
      'JOHS 6',
      'KBHS 5',
      'RHHS 4.5',
      'LMHS 3.5',
      'LLHS 2',
      'JJHS 2',
      'KTTHS 2',
      'XZHS 1',
    ]);
    expect(teams.teams[1]!.audit[0]).toBe('event score = sum of best 4 score of members = 7: Anand 3, Jeff 2.5, Kiki 1.5');
  });

  it('breaks team ties with registry criteria summed over the counted members (FIDE stand-ins for Solkoff, cumulative)', () => {
    // LLHS, JJHS, KTTHS on 2: BH 10.5 > 9 = 9, then PS 4 = 4 → JJHS and KTTHS share 8–9.
    expect(places(teams).slice(6)).toEqual(['LLHS 7', 'JJHS 8–9', 'KTTHS 8–9', 'XZHS 10']);
    expect(teams.splits).toEqual(['BH — LLHS 10.5 > JJHS 9 = KTTHS 9', 'PS — JJHS 4 = KTTHS 4: still tied']);
    expect(teams.teams[6]!.tiebreaks.map((t) => t.text)).toEqual(['BH = Mickey (11) 10.5 = 10.5', 'PS = Mickey (11) 5.5 = 5.5']);
  });

  it('refuses a criterion decided among tied players (DE) as a team tie-break', () => {
    const text = VCF_REGULATION_FIDE_TIEBREAKS.replace('tie-breaks: BH, PS', 'tie-breaks: DE, BH');
    const result = evaluateSections(evaluateVcf(vcfK12With(), text), { section: 'K-12' }).teams[0]!;
    expect(result.issues.map((i) => [i.code, i.criterion])).toEqual([['engine/team-criterion-not-summable', 'DE']]);
    expect(result.splits[0]).toBe('BH — LLHS 10.5 > JJHS 9 = KTTHS 9');
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
    const text = VCF_REGULATION_FIDE_TIEBREAKS.replace(
      'tie-breaks: BH, PS',
      [
        'tie-breaks: BH, PS',
        '  let strength = average of best 4 post-rating',
        '  award "Top teams" to 1',
        '  award "Top home-school team" to 1 where "Home School" = 1',
        '  award "Top teams" to 4',
        '  award "Top teams under 1700" to 3 where strength < 1700',
      ].join('\n'),
    );
    return evaluateSections(evaluateVcf(vcfK12With({ 'Home School': home }), text), { section: 'K-12' }).teams[0]!;
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
