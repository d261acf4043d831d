/*
 * The lowered Regulation of the samples added for the constructs of real regulations (eligible
 * titles, grand prix by final place, tie-breaks over some rounds, scoring by rounds …), merged
 * into sample-regulations.test.ts's table. Rationals are strings ("1/2").
 */
const PTS = { code: 'PTS', text: 'PTS' };
const UNPLAYED = { forfeitCap: 'opponent' };
/** `win 1, draw 1/2, loss 0` with every other kind following them (C.04.1). */
const ONE_HALF_ZERO = {
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
};

/** Notes other than the rules-dependent names' that a sample's check prints (code and line). */
export const PART2_NOTES: Readonly<Record<string, readonly string[]>> = {
  'hamilton-club-blitz-2016.regula': ['dsl/tiebreak-rounds-reading 15'],
  'chess-olympiad-2010.regula': ['dsl/team-minimum-reading 18'],
  'ecu-team-board-prizes.regula': ['dsl/board-prizes-reading 24'],
  'kapiti-grand-prix-2020.regula': ['dsl/grade-scaling-reading 22', 'dsl/grade-scaling-reading 23'],
  // A blitz sudden death and an Armageddon game are for two: with three or more level they fall to the list.
  'candidates-2022.regula': ['dsl/play-off-two-player-stage 23'],
  'norway-chess-2020.regula': ['dsl/play-off-two-player-stage 26'],
  // Rapid 2-1-0 and blitz 1-½-0: what every criterion sums under two scorings.
  'grand-chess-tour-2016-rapid-blitz.regula': ['dsl/two-scorings-reading 15'],
};

/** A World Cup stage as lowered: its kind, games, pace and time control as written. */
const stage = (kind: string, games: number, pace: string | undefined, timeControl: string) => ({
  kind,
  games,
  ...(pace !== undefined && { pace }),
  timeControl,
});
const CLASSICAL = '90 minutes for 40 moves, then 30 minutes, 30 seconds per move from move 1';
/** A knock-out regulation: no tie-break list (the places come from the bracket), the article lowered. */
const knockOut = (name: string, version: string, stages: unknown[]) => ({
  name,
  version,
  edition: 'fide-2026',
  unplayed: UNPLAYED,
  tiebreaks: [PTS],
  after: { kind: 'shared' },
  knockOut: { stages, losers: 'share', thirdPlaceMatch: true },
});

export const PART2_LOWERED: Record<string, unknown> = {
  // FIDE World Cup 2021 art. 4.10: two classical games, 2 × 25', 2 × 10', 2 blitz, one Armageddon (draw: Black).
  'fide-world-cup-2021.regula': knockOut('FIDE World Cup', '2021', [
    stage('games', 2, 'classical', CLASSICAL),
    stage('games', 2, 'rapid', '25 minutes + 10 seconds per move'),
    stage('games', 2, 'rapid', '10 minutes + 10 seconds per move'),
    stage('games', 2, 'blitz', '5 minutes + 3 seconds per move'),
    { ...stage('armageddon', 1, undefined, 'White 5 minutes, Black 4 minutes, an increment after move 60'), drawOdds: 'black' },
  ]),
  // FIDE World Cup 2025 as ChessBase gives it: 2 × 15', 2 × 10', 2 × 5+3, 2 × 3+2, then a sudden-death game on time bids.
  'fide-world-cup-2025.regula': knockOut('FIDE World Cup', '2025', [
    stage('games', 2, 'classical', CLASSICAL),
    stage('games', 2, 'rapid', '15 minutes + 10 seconds per move'),
    stage('games', 2, 'rapid', '10 minutes + 10 seconds per move'),
    stage('games', 2, 'blitz', '5 minutes + 3 seconds per move'),
    stage('games', 2, 'blitz', '3 minutes + 2 seconds per move'),
    {
      ...stage('armageddon', 1, undefined, 'White 4 minutes + 2 seconds; Black the lower time bid, at most 4 minutes, + 2 seconds'),
      drawOdds: 'black',
    },
  ]),
  // ECU General Tournament Regulations B.7: board prizes by performance rating, 4 games (reserves 3).
  'ecu-team-board-prizes.regula': {
    name: 'ECU team championship board prizes',
    version: 'B.7',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    teamEvent: true,
    teamScore: 'match-points',
    pointSystem: ONE_HALF_ZERO,
    matchPoints: { win: '2', draw: '1', loss: '0' },
    boardPrizes: {
      by: 'performance-rating',
      minimumGames: 4,
      reserveMinimumGames: 3,
      boards: 'registered',
      ratingDifferenceCap: 400,
      ties: ['games', 'percentage', 'team-place'],
    },
  },
  // 2010 Chess Olympiad: match points 2-1-0, a team of fewer than 3 players loses by forfeit.
  'chess-olympiad-2010.regula': {
    name: '39th Chess Olympiad',
    version: '2010',
    edition: 'fide-2009',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    teamEvent: true,
    teamScore: 'match-points',
    teamMinimumPlayers: 3,
    pointSystem: ONE_HALF_ZERO,
    matchPoints: { win: '2', draw: '1', loss: '0' },
  },
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
  // Schachfreunde Siemensstadt, Blitz 2023: SB then shared; a play-off for first repeated until decided.
  'sf-siemensstadt-blitz-2023.regula': {
    name: 'Vereinsmeisterschaft im Blitzschach',
    version: '2023',
    edition: 'fide-2023',
    tournament: 'double-round-robin',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'SB', text: 'Sonneborn-Berger-Wertung' }],
    after: { kind: 'shared' },
    // "zwei Blitzpartien … um je zwei Partien bis zur Entscheidung verlängert"; more than two:
    // "ein einrundiges Mini-Turnier", again among those still level.
    playOff: {
      places: { first: 1, last: 1 },
      qualify: 'points',
      seeding: 'tie-breaks',
      stages: [],
      formats: [
        { players: { exactly: 2 }, stages: [{ kind: 'games', games: 2, pace: 'blitz', repeated: true }] },
        { players: { moreThan: 2 }, stages: [{ kind: 'games', games: 1, pace: 'blitz', repeated: true }] },
      ],
      manyPlayers: 'round-robin',
      notHeld: 'tie-breaks',
    },
  },
  // Grand Chess Tour 2016, 2. Scoring: "Rapid Blitz / Win 2 1 / Draw 1 ½ / Loss 0 0", in one standings.
  'grand-chess-tour-2016-rapid-blitz.regula': {
    name: 'Grand Chess Tour Rapid & Blitz',
    version: '2016',
    edition: 'fide-2009',
    tournament: 'round-robin',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    roundScoring: [
      {
        first: 1,
        last: 9,
        pointSystem: { ...ONE_HALF_ZERO, ...scaled('2', '1'), name: '2-1-0' },
      },
      { first: 10, last: 27, pointSystem: ONE_HALF_ZERO },
    ],
  },
};

/** A point system of win `win`, draw `draw`, loss 0 with every other kind following them (C.04.1). */
function scaled(win: string, draw: string) {
  return { win, draw, forfeitWin: win, pab: win, fpb: win, hpb: draw, drawPlus: draw, drawMinus: draw };
}
