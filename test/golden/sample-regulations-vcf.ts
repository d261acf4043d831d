/*
 * The Regulation samples/regulations/vcf-grade-school-qualifier-2020-21.regula lowers to.
 * Source: Virginia Chess Federation, "Rules for the Virginia Scholastic and College Chess
 * Championships" 2020-21 v1.0(e), Part 1, Tables 1–2 and Enclosure 1:
 * US Chess 34E tie-breaks for individuals (MMED, SOLK, CUM, OCUM) and teams (SOLK, CUM, OCUM),
 * VCF Cup points, Tables 1 and 2 of the SSIT berths. Rationals are strings ("1/2"), as plain() shows them.
 */

const name = (n: string) => ({ kind: 'name', name: n });
const times = (left: unknown, right: unknown) => ({ kind: 'binary', operator: '*', left, right });
const averagePostRating = { kind: 'aggregate', aggregate: 'average', over: 'participants', value: name('post-rating') };

const below = (v: string, text: string) => ({ upper: { value: v, inclusive: false }, text });
const from = (v: string, text: string, inclusive = true) => ({ lower: { value: v, inclusive }, text });
const range = (lo: string, hi: string) => ({
  lower: { value: lo, inclusive: true },
  upper: { value: hi, inclusive: true },
  text: `${lo}-${hi}`,
});

// Table 1: places by the number of participants (whole numbers, "<20" … ">=160").
const SIZES = [
  below('20', '<20'),
  range('20', '39'),
  range('40', '59'),
  range('60', '79'),
  range('80', '99'),
  range('100', '119'),
  range('120', '139'),
  range('140', '159'),
  from('160', '>=160'),
];
const TABLE_1: [string, number[]][] = [
  ['K-3', [4, 5, 6, 7, 8, 9, 10, 10, 10]],
  ['K-5', [4, 4, 5, 6, 7, 8, 9, 10, 10]],
  ['K-8', [4, 4, 5, 6, 7, 8, 9, 10, 10]],
  ['K-12', [4, 5, 6, 7, 8, 9, 10, 10, 10]],
];

// Table 2: the strength factor from the unrounded average post-event rating ("under 500", "500–700", "over 700").
const TABLE_2: [string, string, string][] = [
  ['K-3', '500', '700'],
  ['K-5', '650', '925'],
  ['K-8', '900', '1150'],
  ['K-12', '1150', '1450'],
];

export const VCF_LOWERED = {
  name: 'VCF Grade School Qualification Tournament',
  version: '2020-21 v1.0(e)',
  edition: 'us-chess',
  unplayed: { forfeitCap: 'opponent' },
  pointSystem: {
    name: '1-1/2-0',
    win: '1',
    draw: '1/2',
    loss: '0',
    forfeitWin: '1',
    forfeitLoss: '0',
    doubleForfeit: '0',
    pab: '1',
    fpb: '1',
    hpb: '1/2',
    zpb: '0',
    absent: '0',
    drawPlus: '1/2',
    drawMinus: '1/2',
  },
  // A zero-point bye requested for round 5 is a withdrawal (ineligible for individual awards).
  withdrawals: { byesMeaningWithdrawal: [{ bye: 'zpb', round: 5 }], withdrawnEligible: false },
  // 34E1 modified median, 34E2 Solkoff, 34E3 cumulative, 34E9 opposition cumulative.
  tiebreaks: [
    { code: 'PTS', text: 'PTS' },
    { code: 'MMED', text: 'modified median' },
    { code: 'SOLK', text: 'solkoff' },
    { code: 'CUM', text: 'cumulative' },
    { code: 'OCUM', text: 'opposition cumulative' },
  ],
  after: { kind: 'shared' },
  grandPrix: [
    {
      name: 'VCF Cup points',
      lets: [
        { name: 'ar', text: 'AR', value: { kind: 'call', name: 'round', args: [averagePostRating] } },
        { name: 'nop', text: 'NoP', value: { kind: 'aggregate', aggregate: 'count', over: 'participants' } },
        { name: 'sp', text: 'SP', value: { kind: 'binary', operator: '/', left: name('score'), right: name('rounds') } },
      ],
      points: {
        kind: 'binary',
        operator: '/',
        left: times(times(name('ar'), name('sp')), name('nop')),
        right: { kind: 'number', value: '1000' },
      },
      shownDecimals: 4,
      rounding: 'half-up',
      bonuses: [{ amount: { kind: 'number', value: '3' }, place: 1, reads: 'clear' }],
      tiedPlayers: 'points',
    },
  ],
  teams: [
    {
      name: 'School',
      column: 'School Code',
      lets: [],
      eventScore: { kind: 'aggregate', aggregate: 'sum', best: 4, over: 'members', value: name('score') },
      seasonScore: { kind: 'aggregate', aggregate: 'sum', best: 4, over: 'events', value: name('grand-prix') },
      tiebreaks: [
        { code: 'SOLK', text: 'solkoff' },
        { code: 'CUM', text: 'cumulative' },
        { code: 'OCUM', text: 'opposition cumulative' },
      ],
    },
  ],
  qualification: [
    {
      name: 'SSIT berths',
      perSection: true,
      places: {
        source: name('participants'),
        rows: TABLE_1.map(([label, values]) => ({ label, entries: values.map((v, i) => ({ band: SIZES[i], value: String(v) })) })),
      },
      adjustments: [
        {
          source: averagePostRating,
          rows: TABLE_2.map(([label, lo, hi]) => ({
            label,
            entries: [
              { band: below(lo, `<${lo}`), value: '-1' },
              { band: range(lo, hi), value: '0' },
              { band: from(hi, `>${hi}`, false), value: '1' },
            ],
          })),
        },
      ],
      atLeast: '3',
      atMost: '10',
      skip: [{ kind: 'already-qualified', column: 'Qualified' }, { kind: 'playing-up' }, { kind: 'withdrawn' }],
    },
  ],
};
