import { describe, expect, it } from 'vitest';
import { evaluate, evaluateArticles, type Evaluation, type Regulation } from '../../../../engine';
import { file } from '../../../support/dsl';
import { spec } from '../../../support/evaluate';
import { crosstableFromRows, ZERO_POINT_BYE_IN_ROUND_2 } from '../../../support/notation';
import { evaluateByStartingRank, oneRoundSection, ratingsAround } from '../../../support/articles';
import { compile, VCF_REGULATION } from '../../../support/vcf';

const vcf = compile(VCF_REGULATION);

/** A one-round section of `count` players whose post ratings average exactly `average`; nobody already qualified. */
function section(count: number, average: number, qualified: number[] = []): Evaluation {
  const rating = ratingsAround(average, count);
  const table = oneRoundSection(count, (i) => ({ 'Post Rating': rating(i), Qualified: qualified.includes(i) ? 'GSQT 1' : '' }));
  return evaluateByStartingRank(table, vcf);
}

const berths = (e: Evaluation, name: string) => evaluateArticles(e, { section: name }).qualification[0]!;

describe('VCF qualification places (seed 002 lines 60–104, digest §6.2)', () => {
  it('scenario 1: 47 players in K-5 with average 721 → 5 places (seed line 91, digest line 537)', () => {
    const q = berths(section(47, 721), 'K-5');
    expect(q.places).toBe(5);
    expect(q.audit).toEqual([
      'participants = 47: K-5 40-59 → 5',
      'average post-rating of participants = 33887/47 = 721: K-5 650-925 → 0',
      'places = 5 + 0 = 5; at least 3, at most 10 → 5',
    ]);
  });

  it('scenario 2: 113 players in K-12 with average 1463 → 9 + 1 = 10 places (seed line 95, digest line 537)', () => {
    const q = berths(section(113, 1463), 'K-12');
    expect(q.places).toBe(10);
    expect(q.audit.slice(1)).toEqual([
      'average post-rating of participants = 165319/113 = 1463: K-12 >1450 → +1',
      'places = 9 + 1 = 10; at least 3, at most 10 → 10',
    ]);
  });

  it('never more than 10: 161 K-3 players averaging 800 → 10 + 1 clamped to 10 (seed line 86)', () => {
    expect(berths(section(161, 800), 'K-3').audit.at(-1)).toBe('places = 10 + 1 = 11; at least 3, at most 10 → 10');
  });

  it('reads "U500" as below 500 and the average unrounded: 499.8 → −1, 500 → 0, 700.4 → +1 (digest line 538)', () => {
    // Five K-3 players (<20 → 4); post ratings chosen for the exact averages.
    const k3 = (ratings: number[]) => {
      const table = oneRoundSection(5, (i) => ({ 'Post Rating': String(ratings[i - 1]), Qualified: '' }));
      return berths(evaluateByStartingRank(table, vcf), 'K-3').places;
    };
    expect(k3([499, 500, 500, 500, 500])).toBe(3); // 499.8
    expect(k3([500, 500, 500, 500, 500])).toBe(4); // 500
    expect(k3([700, 700, 700, 700, 702])).toBe(5); // 700.4
  });

  it('finds the section in the title when it is not named', () => {
    const table = {
      ...oneRoundSection(47, (i) => ({ 'Post Rating': ratingsAround(721, 47)(i), Qualified: '' })),
      name: 'GSQT 2, K-5 Section',
    };
    const q = evaluateArticles(evaluateByStartingRank(table, vcf)).qualification[0]!;
    expect([q.section, q.places, q.audit[0]]).toEqual(['K-5', 5, 'section K-5: from the title "GSQT 2, K-5 Section"']);
  });

  it('asks for the section when the title does not name one', () => {
    const q = evaluateArticles(section(47, 721)).qualification[0]!;
    expect(q.issues.map((i) => i.code)).toEqual(['engine/qualification-no-section']);
  });
});

describe('filling the places down the standings (seed 002 lines 108–117)', () => {
  it('8 places, 2 of the top 8 already qualified → the 8 come from the top 10 (seed line 114)', () => {
    // 85 K-3 players averaging 600 → 8 places; the standings (points, then TPN) run 1, 3, 5, … 19, …
    const q = berths(section(85, 600, [3, 9]), 'K-3');
    expect(q.places).toBe(8);
    expect(q.entries.map((e) => `${e.player} ${e.outcome}`)).toEqual([
      '1 qualified',
      '3 skipped',
      '5 qualified',
      '7 qualified',
      '9 skipped',
      '11 qualified',
      '13 qualified',
      '15 qualified',
      '17 qualified',
      '19 qualified',
    ]);
    expect(q.entries[1]!.reason).toBe('already qualified (column "Qualified": "GSQT 1")');
    expect(q.entries.at(-1)!.reason).toBe('qualifier 8 of 8');
  });

  it('skips a player playing up, who cannot block (seed line 116)', () => {
    const table = oneRoundSection(47, (i) => ({ 'Post Rating': ratingsAround(721, 47)(i), Qualified: '', Up: i === 1 ? 'K-3' : '' }));
    const regulation: Regulation = { ...vcf, qualification: [{ ...vcf.qualification![0]!, skip: [{ kind: 'playing-up', column: 'Up' }] }] };
    const q = berths(evaluateByStartingRank(table, regulation), 'K-5');
    expect(q.entries[0]).toMatchObject({ player: 1, outcome: 'skipped', reason: 'playing up (column "Up": "K-3")' });
    expect(q.qualified).toEqual([3, 5, 7, 9, 11]);
  });

  /** Six players, two rounds: 1 takes a zero-point bye in round 2; everyone ends on 1 point, ranked by TPN. */
  const zeroPointByeInRound2 = crosstableFromRows(ZERO_POINT_BYE_IN_ROUND_2);
  const berthsUnder = (withdrawals: string[], skip: string[]) => {
    const places = ['qualification "Berths"', '  places from participants', '         <20  >=20', '    All  2    3'];
    const regulation = compile(file('regulation "Q"', ...withdrawals, ...places, ...skip));
    const e = evaluate(zeroPointByeInRound2, { ...regulation, tiebreaks: [spec('PTS'), spec('TPN')] });
    return evaluateArticles(e).qualification[0]!;
  };

  it('skips a withdrawn player: a zero-point bye in the last round means withdrawn (seed 002 Part 1 3.d)', () => {
    const q = berthsUnder(['withdrawals', '  zero-point bye in last round means withdrawn'], ['  skip withdrawn']);
    expect(q.entries.map((x) => [x.player, x.outcome, x.reason])).toEqual([
      [1, 'skipped', 'withdrawn: zero-point bye in round 2 means withdrawn (regulation)'],
      [2, 'qualified', 'qualifier 1 of 2'],
      [3, 'qualified', 'qualifier 2 of 2'],
    ]);
    expect(q.issues).toEqual([]);
  });

  it('skips a player the regulation makes ineligible for awards, "skip withdrawn" or not (seed 002 Part 1 3.d: not eligible for individual awards)', () => {
    const q = berthsUnder(
      ['withdrawals', '  zero-point bye in last round means withdrawn', '  withdrawn players not eligible for awards'],
      [],
    );
    expect(q.entries.map((x) => [x.player, x.outcome, x.reason])).toEqual([
      [
        1,
        'skipped',
        'not eligible for awards: withdrew (zero-point bye in round 2 means withdrawn (regulation)); the regulation makes withdrawn players ineligible for awards',
      ],
      [2, 'qualified', 'qualifier 1 of 2'],
      [3, 'qualified', 'qualifier 2 of 2'],
    ]);
  });

  it('says that "skip withdrawn" skips nobody when the regulation has no withdrawals article', () => {
    const q = berthsUnder([], ['  skip withdrawn']);
    expect(q.qualified).toEqual([1, 2]);
    expect(q.issues.map((i) => [i.code, i.severity, i.message])).toEqual([
      [
        'engine/qualification-no-withdrawal-rules',
        'warning',
        '"skip withdrawn": the regulation has no withdrawals article, so no player of the event is known to have withdrawn',
      ],
    ]);
  });

  it('leaves places open and says so when players stay tied across the last place after the tie-breaks', () => {
    // Points only: 1, 3 and 5 share places 1–3, two places.
    const regulation = compile(
      file('regulation "Q"', 'qualification "Berths"', '  places from participants', '         <20', '    All  2'),
    );
    const q = evaluateArticles(evaluate(oneRoundSection(6), regulation)).qualification[0]!;
    expect(q.qualified).toEqual([]);
    expect(q.entries.map((e) => `${e.player} ${e.outcome}`)).toEqual(['1 tied-at-cut', '3 tied-at-cut', '5 tied-at-cut']);
    expect(q.issues.map((i) => [i.code, i.message])).toEqual([
      [
        'engine/qualification-tie-at-cut',
        'Berths: Player 1, Player 3, Player 5 are tied across the last qualifying place; 2 place(s) left open',
      ],
    ]);
  });

  it('requires the column the regulation names for already qualified players', () => {
    const table = oneRoundSection(47, (i) => ({ 'Post Rating': ratingsAround(721, 47)(i) }));
    const q = berths(evaluateByStartingRank(table, vcf), 'K-5');
    expect(q.issues.map((i) => [i.code, i.severity])).toEqual([
      ['engine/qualification-no-column', 'error'],
      ['engine/qualification-no-column', 'warning'],
    ]);
    expect(q.issues[0]!.message).toBe(
      'No column "Qualified" in the event to tell who is already qualified: the regulation names it; add it (left empty when nobody is already qualified)',
    );
  });
});
