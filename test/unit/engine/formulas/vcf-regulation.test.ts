import { describe, expect, it } from 'vitest';
import { evaluate, evaluateArticles } from '../../../../engine';
import { compile, readCells, VCF_REGULATION, vcfK12Cells, vcfK12With } from '../../../support/vcf';

/*
 * The Virginia regulation (test/support/vcf.ts), through the language, on
 * the Enclosure 1 crosstable (samples/tournaments/vcf-k12-2021.csv) with an empty
 * "Qualified" column. Its individual tie-breaks are US Chess 34E1, 34E2, 34E3, 34E9.
 */
const crosstable = vcfK12With({ Qualified: [] });
const evaluation = evaluate(crosstable, compile(VCF_REGULATION));
const articles = evaluateArticles(evaluation, { event: 'GSQT 1', section: 'K-12' });
const names = new Map(crosstable.players.map((p) => [p.id, p.name]));

describe('the VCF GSQT regulation text, end to end', () => {
  it('grand prix: AR 1831, Thomas 32.2960, Sally 20.5072 (seed 002 lines 246–247, 265)', () => {
    const gp = articles.grandPrix[0]!;
    expect(gp.eventValues[0]!.value.toString()).toBe('1831');
    expect(gp.players.slice(0, 2).map((p) => `${p.name} ${p.shown.toFixed(4)}`)).toEqual(['Thomas 32.2960', 'Sally 20.5072']);
  });

  it('event team totals from the best 4 game scores: ABHS 8 first (seed 002 Part 2 note 4)', () => {
    expect(articles.teams[0]!.teams[0]!.score.toString()).toBe('8');
  });

  /*
   * The 3-point group by modified median (34E1: plus score, the lowest adjusted opponent's
   * score dropped; Peter G./S. count 1.5, their byes ½): Yusef 2+5+3+2.5+3.5 − 2 = 14;
   * Akil 2.5+2.5+3+3+5 − 2.5 = 13.5; Sharon 1.5+3+2.5+5+3 − 1.5 = 13.5; Mike 2+3.5+2+2.5+3 − 2 = 11;
   * Anand 1+3+2+3+2 − 1 = 10. Akil and Sharon by Solkoff (34E2): 16 > 15.
   */
  it('ranks the 3-point group Yusef > Akil > Sharon > Mike > Anand by the US Chess tie-breaks (digest §3)', () => {
    expect(evaluation.standings.slice(2, 7).map((s) => names.get(s.player))).toEqual(['Yusef', 'Akil', 'Sharon', 'Mike', 'Anand']);
    expect(evaluation.splits.find((s) => s.criterion === 'solkoff')!.values).toEqual(
      new Map([
        [4, '16'],
        [5, '15'],
      ]),
    );
  });

  it('qualification: 16 players (<20 → 4), average 1830.5625 (>1450 → +1) → 5 places: the top five by the US list qualify', () => {
    const q = articles.qualification[0]!;
    expect(q.audit).toEqual([
      'participants = 16: K-12 <20 → 4',
      'average post-rating of participants = 29289/16 = 1830.5625: K-12 >1450 → +1',
      'places = 4 + 1 = 5; at least 3, at most 10 → 5',
    ]);
    expect(q.entries.map((e) => `${e.name} ${e.outcome}`)).toEqual([
      'Thomas qualified',
      'Sally qualified',
      'Yusef qualified',
      'Akil qualified',
      'Sharon qualified',
    ]);
  });

  it('compiles and evaluates without issues; the articles report only that no column marks players playing up', () => {
    expect(evaluation.issues).toEqual([]);
    expect(articles.issues.map((i) => `${i.severity} ${i.code}`)).toEqual(['warning engine/qualification-no-column']);
  });
});

/*
 * Seed 002 Part 1 3.d: "A zero-point Bye Request for Round 5 is the same as a Withdrawal
 * Request" — not eligible for individual awards. Enclosure 1 with Thomas's and Akil's
 * round-5 game (Thomas beat Akil) replaced by zero-point byes: Thomas 5 → 4, Akil keeps 3 (he lost it). The
 * verbatim regulation states the rule (withdrawals) and the skip (qualification); its
 * eligibility is only a comment, so evaluate() warns that it is unstated.
 */
describe('the VCF withdrawal rule through evaluate()’s withdrawal report (seed 002 Part 1 3.d)', () => {
  const cells = vcfK12Cells().map((row) => [...row]);
  for (const [row, score] of [
    [2, '4.0'],
    [5, '3.0'],
  ] as const) {
    cells[row]![8] = 'U---';
    cells[row]![9] = score;
  }
  cells[1]!.push('Qualified');
  const withdrawals = evaluate(readCells(cells), compile(VCF_REGULATION));
  const results = evaluateArticles(withdrawals, { event: 'GSQT 1', section: 'K-12' });

  it('reads Thomas and Akil as withdrawn from round 5 and warns that the regulation leaves their eligibility unstated', () => {
    expect(withdrawals.withdrawals.withdrawals.map((w) => [w.player, w.fromRound, w.reason])).toEqual([
      [1, 5, 'zero-point bye in round 5 means withdrawn (regulation)'],
      [4, 5, 'zero-point bye in round 5 means withdrawn (regulation)'],
    ]);
    expect(withdrawals.issues.map((i) => i.code)).toEqual(['engine/eligibility-unstated']);
  });

  it('skips the withdrawn leader for qualification ("skip withdrawn"): Sally is qualifier 1 of 5', () => {
    const q = results.qualification[0]!;
    expect(q.entries.slice(0, 2).map((e) => [e.name, e.outcome, e.reason])).toEqual([
      ['Thomas', 'skipped', 'withdrawn: zero-point bye in round 5 means withdrawn (regulation)'],
      ['Sally', 'qualified', 'qualifier 1 of 5'],
    ]);
    expect(q.qualified).toHaveLength(5);
  });

  it('keeps withdrawn players in NoP (16, digest §6.3) and their game scores in the team total: ABHS = Thomas 4 + Akil 3 = 7', () => {
    expect(results.grandPrix[0]!.eventValues.map((v) => v.text)).toContain('NoP = count of participants = 16');
    expect(results.teams[0]!.teams.find((t) => t.team === 'ABHS')!.audit[0]).toBe(
      'event score = sum of best 4 score of members = 7: Thomas 4, Akil 3',
    );
  });
});
