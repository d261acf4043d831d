import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../dsl';
import { Rational, type Regulation } from '../../../engine';
import { file, printed } from '../../support/dsl';

function lower(...lines: string[]): Regulation {
  const compiled = compileRegulation(file('regulation "R"', ...lines));
  expect(printed(compiled.diagnostics)).toEqual([]);
  return compiled.regulation!;
}

const r = (n: number, d = 1) => Rational.of(n, d);
const num = (n: number, d = 1) => ({ kind: 'number', value: r(n, d) });
const name = (n: string) => ({ kind: 'name', name: n });

describe('lowering withdrawals, grand prix, teams, qualification, prizes and match tie-breaks', () => {
  it('lowers withdrawal rules', () => {
    const { withdrawals } = lower(
      'withdrawals',
      '  zero-point bye in round 5 means withdrawn, half-point bye in last round means withdrawn',
      '  per cycle: fewer than half of the games played -> results deleted,',
      '             otherwise remaining games lost by forfeit',
      '  withdrawn players not eligible for awards',
    );
    expect(withdrawals).toEqual({
      byesMeaningWithdrawal: [
        { bye: 'zpb', round: 5 },
        { bye: 'hpb', round: 'last' },
      ],
      roundRobin: { scope: 'cycle', threshold: r(1, 2), below: 'results-deleted', otherwise: 'remaining-lost-by-forfeit' },
      withdrawnEligible: false,
    });
    expect(lower('withdrawals', '  per event: fewer than 40% of the games played -> results deleted').withdrawals?.roundRobin).toEqual({
      scope: 'event',
      threshold: r(2, 5),
      below: 'results-deleted',
      otherwise: 'results-stand',
    });
  });

  it('lowers a grand prix to exact formulas', () => {
    const { grandPrix } = lower(
      'grand-prix "Cup"',
      '  let AR = round(average post-rating of participants)',
      '  let SP = Score / rounds',
      '  points = (AR * SP) / 1000, shown to 4 decimals',
      '  bonus 3 to clear first',
      '  bonus 1 to place 2',
      '  no tie-breaks',
      '  rounding half-even',
      '  accumulate best 2 over events',
    );
    expect(grandPrix).toEqual([
      {
        name: 'Cup',
        lets: [
          {
            name: 'ar',
            text: 'AR',
            value: {
              kind: 'call',
              name: 'round',
              args: [{ kind: 'aggregate', aggregate: 'average', value: name('post-rating'), over: 'participants' }],
            },
          },
          { name: 'sp', text: 'SP', value: { kind: 'binary', operator: '/', left: name('score'), right: name('rounds') } },
        ],
        points: {
          kind: 'binary',
          operator: '/',
          left: { kind: 'binary', operator: '*', left: name('ar'), right: name('sp') },
          right: num(1000),
        },
        shownDecimals: 4,
        rounding: 'half-even',
        bonuses: [
          { amount: num(3), place: 1, reads: 'clear' },
          { amount: num(1), place: 2, reads: 'place' },
        ],
        tiedPlayers: 'points',
        accumulation: { kind: 'best', count: 2 },
      },
    ]);
  });

  it('lowers counts with conditions, negation, not and columns', () => {
    const { grandPrix } = lower('grand-prix "G"', '  points = -count of participants where not "Junior" = 1');
    expect(grandPrix?.[0]?.points).toEqual({
      kind: 'negate',
      operand: {
        kind: 'aggregate',
        aggregate: 'count',
        over: 'participants',
        where: { kind: 'not', operand: { kind: 'binary', operator: '=', left: { kind: 'column', header: 'Junior' }, right: num(1) } },
      },
    });
  });

  it('lowers team totals, with members as the default domain', () => {
    const { teams } = lower(
      'grand-prix "GP"',
      '  points = score',
      'team "School" by column "School Code"',
      '  event score = sum of best 4 score',
      '  season score = sum of best 4 grand-prix over events',
      '  tie-breaks: SB, WIN then shared',
    );
    expect(teams).toEqual([
      {
        name: 'School',
        column: 'School Code',
        lets: [],
        eventScore: { kind: 'aggregate', aggregate: 'sum', value: name('score'), best: 4, over: 'members' },
        seasonScore: { kind: 'aggregate', aggregate: 'sum', value: name('grand-prix'), best: 4, over: 'events' },
        tiebreaks: [
          { code: 'SB', text: 'SB' },
          { code: 'WIN', text: 'WIN' },
        ],
        after: { kind: 'shared' },
      },
    ]);
  });

  it('lowers team awards in order of precedence, with their conditions (VCF Part 2 §5)', () => {
    const { teams } = lower(
      'team "School" by column "School Code"',
      '  event score = sum of best 4 score',
      '  let strength = average of best 4 rating',
      '  award "Top teams" to 1',
      '  award "Top home-school team" to 1 where "Home School" = 1',
      '  award "Top teams" to 4',
      '  award "Top teams under 900" to 3 where strength < 900',
    );
    expect(teams?.[0]?.awards).toEqual([
      { name: 'Top teams', count: 1 },
      {
        name: 'Top home-school team',
        count: 1,
        where: { kind: 'binary', operator: '=', left: { kind: 'column', header: 'Home School' }, right: num(1) },
      },
      { name: 'Top teams', count: 4 },
      { name: 'Top teams under 900', count: 3, where: { kind: 'binary', operator: '<', left: name('strength'), right: num(900) } },
    ]);
  });

  it('checks team awards: a whole number of awards, a condition after where', () => {
    const checked = compileRegulation(
      // A team needs its score (dsl/missing-team-score); given here so only the awards are wrong.
      file(
        'regulation "R"',
        'team "T" by column "Club"',
        '  event score = sum of best 4 score',
        '  award "A" to 1.5',
        '  award "B" to 2 where score',
      ),
    ).diagnostics;
    expect(printed(checked)).toEqual([
      'test.regula:4:16: error dsl/not-whole: A number of awards must be a whole number, found "1.5"',
      'test.regula:5:24: error dsl/not-a-condition: "score" is a number, not a condition (compare it: "… > 0")',
    ]);
  });

  it('lowers the column that marks players playing up', () => {
    const { qualification } = lower(
      'qualification "Q"',
      '  places from participants',
      '         <20',
      '    All  4',
      '  skip playing up from column "Plays Up", skip already qualified',
    );
    expect(qualification?.[0]?.skip).toEqual([{ kind: 'playing-up', column: 'Plays Up' }, { kind: 'already-qualified' }]);
  });

  it('lowers trophies, alone or with money', () => {
    const { prizes } = lower('prizes', '  place 1: 100 and "Champion", place 2: "Runner-up", rating under 1200: "Best under 1200"');
    expect(prizes?.prizes).toEqual([
      { category: { kind: 'overall' }, place: 1, amount: r(100), trophy: 'Champion' },
      { category: { kind: 'overall' }, place: 2, amount: r(0), trophy: 'Runner-up' },
      { category: { kind: 'rating-under', rating: 1200 }, place: 1, amount: r(0), trophy: 'Best under 1200' },
    ]);
  });

  it('lowers qualification tables in both orientations, clamps and skip rules', () => {
    const { qualification } = lower(
      'qualification "Berths" per section',
      '  places from participants',
      '         <20  20-39  >=40',
      '    K-3  4    5      6',
      '  adjust from average post-rating',
      '         -1     0        +1',
      '    K-3  <500   500-700  >700',
      '  at least 3, at most 10',
      '  skip already qualified from column "Qualified", skip playing up, skip withdrawn',
    );
    expect(qualification).toEqual([
      {
        name: 'Berths',
        perSection: true,
        places: {
          source: name('participants'),
          rows: [
            {
              label: 'K-3',
              entries: [
                { band: { upper: { value: r(20), inclusive: false }, text: '<20' }, value: r(4) },
                {
                  band: { lower: { value: r(20), inclusive: true }, upper: { value: r(39), inclusive: true }, text: '20-39' },
                  value: r(5),
                },
                { band: { lower: { value: r(40), inclusive: true }, text: '>=40' }, value: r(6) },
              ],
            },
          ],
        },
        adjustments: [
          {
            source: { kind: 'aggregate', aggregate: 'average', value: name('post-rating'), over: 'participants' },
            rows: [
              {
                label: 'K-3',
                entries: [
                  { band: { upper: { value: r(500), inclusive: false }, text: '<500' }, value: r(-1) },
                  {
                    band: { lower: { value: r(500), inclusive: true }, upper: { value: r(700), inclusive: true }, text: '500-700' },
                    value: r(0),
                  },
                  { band: { lower: { value: r(700), inclusive: false }, text: '>700' }, value: r(1) },
                ],
              },
            ],
          },
        ],
        atLeast: r(3),
        atMost: r(10),
        skip: [{ kind: 'already-qualified', column: 'Qualified' }, { kind: 'playing-up' }, { kind: 'withdrawn' }],
      },
    ]);
  });

  it('lowers prizes, with equal sharing unless the file says otherwise', () => {
    const { prizes } = lower(
      'tie-breaks',
      '  1. BH',
      'prizes',
      '  place 1: 1000, place 2: 600',
      '  rating under 1800: 150, rating over 2200 place 2: 50, unrated: 25, column "School type" = "Home": 40',
      '  one prize per player, place prizes first',
      '  tied players share by hort',
      '  round to 0.01',
    );
    expect(prizes).toEqual({
      prizes: [
        { category: { kind: 'overall' }, place: 1, amount: r(1000) },
        { category: { kind: 'overall' }, place: 2, amount: r(600) },
        { category: { kind: 'rating-under', rating: 1800 }, place: 1, amount: r(150) },
        { category: { kind: 'rating-over', rating: 2200 }, place: 2, amount: r(50) },
        { category: { kind: 'unrated' }, place: 1, amount: r(25) },
        { category: { kind: 'column', header: 'School type', value: 'Home' }, place: 1, amount: r(40) },
      ],
      onePerPlayer: true,
      precedence: 'place-first',
      sharing: 'hort',
      roundTo: r(1, 100),
    });
    expect(lower('prizes', '  place 1: 10').prizes).toMatchObject({ onePerPlayer: false, sharing: 'equally' });
    expect(lower('tie-breaks', '  1. BH', 'prizes', '  tied players ranked by tie-breaks').prizes?.sharing).toBe('tie-break');
  });

  it('lowers match tie-breaks without putting points first', () => {
    expect(lower('match tie-breaks', '  1. BC', '  2. bottom board elimination', '  then lots seeded by "Cup"').matchTiebreaks).toEqual({
      tiebreaks: [
        { code: 'BC', text: 'BC' },
        { code: 'BBE', text: 'bottom board elimination' },
      ],
      after: { kind: 'lots', seed: 'Cup' },
    });
  });
});
