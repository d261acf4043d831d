import { describe, expect, it } from 'vitest';
import { evaluate, evaluateSections } from '../../../../engine';
import { compile, VCF_REGULATION, vcfK12With } from '../../../support/vcf';

/*
 * The Virginia regulation of regulation-language.md, verbatim, through the language, on
 * the Enclosure 1 crosstable (samples/tournaments/vcf-k12-2021.csv) with an empty
 * "Qualified" column. Its individual tie-breaks are US Chess 34E1, 34E2, 34E3, 34E9.
 */
const crosstable = vcfK12With({ Qualified: [] });
const evaluation = evaluate(crosstable, compile(VCF_REGULATION));
const sections = evaluateSections(evaluation, { event: 'GSQT 1', section: 'K-12' });
const names = new Map(crosstable.players.map((p) => [p.id, p.name]));

describe('the VCF GSQT regulation text, end to end (regulation-language.md)', () => {
  it('grand prix: AR 1831, Thomas 32.2960, Sally 20.5072 (seed 002 lines 246–247, 265)', () => {
    const gp = sections.grandPrix[0]!;
    expect(gp.section[0]!.value.toString()).toBe('1831');
    expect(gp.players.slice(0, 2).map((p) => `${p.name} ${p.shown.toFixed(4)}`)).toEqual(['Thomas 32.2960', 'Sally 20.5072']);
  });

  it('event team totals from the best 4 game scores: ABHS 8 first (seed 002 Part 2 note 4)', () => {
    expect(sections.teams[0]!.teams[0]!.score.toString()).toBe('8');
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
    const q = sections.qualification[0]!;
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

  it('compiles and evaluates without issues; the sections report only that no column marks players playing up', () => {
    expect(evaluation.issues).toEqual([]);
    expect(sections.issues.map((i) => `${i.severity} ${i.code}`)).toEqual(['warning engine/qualification-no-column']);
  });
});
