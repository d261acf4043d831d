/*
 * The lowered Regulation of the samples added for the constructs of real regulations (eligible
 * titles, grand prix by final place, tie-breaks over some rounds, scoring by rounds …), merged
 * into sample-regulations.test.ts's table. Rationals are strings ("1/2").
 */
const PTS = { code: 'PTS', text: 'PTS' };
const UNPLAYED = { forfeitCap: 'opponent' };

/** Notes other than the rules-dependent names' that a sample's check prints (code and line). */
export const PART2_NOTES: Readonly<Record<string, readonly string[]>> = {
  'hamilton-club-blitz-2016.regula': ['dsl/tiebreak-rounds-reading 15'],
};

export const PART2_LOWERED: Record<string, unknown> = {
  // Hamilton Chess Club 2016: the NZCF standard list on the second night (rounds 7–12) alone.
  'hamilton-club-blitz-2016.regula': {
    name: 'Hamilton Chess Club Blitz Championship',
    version: '2016',
    edition: 'fide-2009',
    unplayed: UNPLAYED,
    tiebreaks: [
      PTS,
      { code: 'DE', text: 'direct encounter' },
      { code: 'PS', text: 'sum of progressive scores' },
      { code: 'BH', text: 'total buchholz' },
      { code: 'SB', text: 'sonneborn-berger' },
      { code: 'BH', cut: 1, text: 'buchholz cut 1' },
    ],
    after: { kind: 'shared' },
    tiebreakRounds: { from: 7, to: 12 },
  },
  // Chess Scotland 2019: TPR for the championship, the title to the first SCO player, money shared.
  'scottish-championship-2019.regula': {
    name: 'Scottish Chess Championship',
    version: '2019',
    edition: 'fide-2009',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'TPR', text: 'TPR' }],
    after: { kind: 'shared' },
    prizes: {
      prizes: [
        ...['1000', '500', '300'].map((amount, i) => ({ category: { kind: 'overall' }, place: i + 1, amount })),
        { category: { kind: 'federation', code: 'SCO' }, place: 1, amount: '0', trophy: 'Scottish Champion' },
      ],
      onePerPlayer: false,
      sharing: 'equally',
    },
  },
  // SF Neureut, VM Schnellschach: 12, 10, 8, 6, 5, 4, 3, 2, 1 and 1 for every other place, by final place, shared averaged.
  'sf-neureut-schnellschach.regula': {
    name: 'SF Neureut Vereinsmeisterschaft Schnellschach',
    edition: 'fide-2026',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'BH', text: 'Buchholz' }],
    after: { kind: 'shared' },
    grandPrix: [
      {
        name: 'Punkte für Gesamtwertung',
        lets: [],
        points: { kind: 'number', value: '0' },
        rounding: 'half-up',
        bonuses: [],
        tiedPlayers: 'final-place',
        placePoints: { values: ['12', '10', '8', '6', '5', '4', '3', '2', '1'], others: '1', othersStated: true, sharing: 'average' },
        accumulation: { kind: 'sum' },
      },
    ],
  },
};
