import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation, parseRegulation } from '../../dsl';
import { REPO_ROOT } from '../support/fixture-paths';
import { plain } from '../support/dsl';
import { VCF_LOWERED } from './sample-regulations-vcf';
import { PART2_LOWERED, PART2_NOTES } from './sample-regulations-part2';

/*
 * Every sample of samples/regulations/ (each one a regulation of our sources, see its
 * README): it parses without a diagnostic, is in the formatter's layout, and lowers to the
 * Regulation its source describes. Rationals are compared as strings ("1/2").
 */

const DIR = join(REPO_ROOT, 'samples', 'regulations');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');

/** A point system as its regulation states it; unstated kinds follow C.04.1 and the language's defaults. */
function points(win: string, draw: string, loss: string, name = `${win}-${draw}-${loss}`, extra: Record<string, string> = {}) {
  return {
    name,
    win,
    draw,
    loss,
    forfeitWin: win,
    forfeitLoss: '0',
    doubleForfeit: '0',
    pab: win,
    fpb: win,
    hpb: draw,
    zpb: '0',
    absent: '0',
    drawPlus: draw,
    drawMinus: draw,
    ...extra,
  };
}

const PTS = { code: 'PTS', text: 'PTS' };
const UNPLAYED = { forfeitCap: 'opponent' };
const DRAUGHTS = points('2', '1', '0');
/** DrA criterion 12: the manual tie-break is the registry's MAN reading the column, as a criterion of the list. */
const MANUAL = { code: 'MAN', column: 'Barrage', text: 'manual from column "Barrage"' };

/** A DrA default system: FMJD 2-1-0 under the fmjd rules, ending in the manual tie-break; ties it leaves are shared. */
function dra(name: string, tiebreaks: unknown[], tournament?: string) {
  return {
    name,
    edition: 'fmjd',
    ...(tournament && { tournament }),
    unplayed: UNPLAYED,
    pointSystem: DRAUGHTS,
    tiebreaks: [PTS, ...tiebreaks, MANUAL],
    after: { kind: 'shared' },
  };
}

/** A prize list of money by place, shared equally (the Chicago Open's: "$10000-5000-…"), with trophies where given. */
function placePrizes(amounts: number[], trophies: number[] = []) {
  const places = Math.max(amounts.length, ...trophies);
  const prizes = Array.from({ length: places }, (_, i) => ({
    category: { kind: 'overall' },
    place: i + 1,
    amount: String(amounts[i] ?? 0),
    ...(trophies.includes(i + 1) && { trophy: 'Trophy' }),
  }));
  return { prizes, onePerPlayer: false, sharing: 'equally' };
}

const LOWERED: Record<string, unknown> = {
  // World Youth & Cadets 2015, invitation art. 2.1: twelve categories, open and girls, U8 to U18.
  'world-youth-cadets-2015.regula': {
    name: 'World Youth & Cadets Chess Championships',
    version: '2015',
    edition: 'fide-2009',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'BH', cut: 1, text: 'BH/C1' }, { code: 'BH', text: 'BH' }, { code: 'SB', text: 'SB' }],
    after: { kind: 'shared' },
    prizes: {
      prizes: ['Gold medal', 'Silver medal', 'Bronze medal'].map((trophy, i) => ({
        category: { kind: 'overall' },
        place: i + 1,
        amount: '0',
        trophy,
      })),
      onePerPlayer: false,
      sharing: 'equally',
    },
    eventSections: ['8', '10', '12', '14', '16', '18'].flatMap((age) => [{ name: `Open U${age}` }, { name: `Girls U${age}` }]),
  },
  // National K-12 Grade Championships: thirteen grade sections; US Chess 34E1–34E3 and 34E9.
  'grade-nationals.regula': {
    name: 'National K-12 Grade Championships',
    version: '2018',
    edition: 'us-chess',
    unplayed: UNPLAYED,
    tiebreaks: [
      PTS,
      { code: 'MMED', text: 'modified median' },
      { code: 'SOLK', text: 'solkoff' },
      { code: 'CUM', text: 'cumulative' },
      { code: 'OCUM', text: 'opposition cumulative' },
    ],
    after: { kind: 'shared' },
    prizes: placePrizes([0, 0, 0], [1, 2, 3]),
    eventSections: [{ name: 'Kindergarten' }, ...Array.from({ length: 12 }, (_, i) => ({ name: `Grade ${i + 1}` }))],
  },
  'chicago-open-2014.regula': {
    name: '23rd Chicago Open',
    version: '2014',
    edition: 'us-chess',
    unplayed: UNPLAYED,
    // US Chess 34E1–34E3 (the announcement prints no order).
    tiebreaks: [PTS, { code: 'MMED', text: 'modified median' }, { code: 'SOLK', text: 'solkoff' }, { code: 'CUM', text: 'cumulative' }],
    after: { kind: 'shared' },
    // "Under 2300/Unr Section: $5000-2500-1200-800-600-500-400-400-300-300" (also Under 2100, Under 1900).
    prizes: placePrizes([5000, 2500, 1200, 800, 600, 500, 400, 400, 300, 300]),
    eventSections: [
      { name: 'Open', prizes: placePrizes([10000, 5000, 2500, 1200, 900, 700, 600, 500, 400, 400]) },
      { name: 'Under 2300/Unrated' },
      { name: 'Under 2100' },
      { name: 'Under 1900' },
      { name: 'Under 1700', prizes: placePrizes([4000, 2000, 1000, 800, 600, 500, 400, 300, 300, 300]) },
      { name: 'Under 1500', prizes: placePrizes([3000, 1500, 1000, 700, 500, 400, 400, 300, 300, 300]) },
      { name: 'Under 1300', prizes: placePrizes([3000, 1500, 1000, 700, 500, 400, 400, 300, 300, 300]) },
      {
        name: 'Under 1000/Unrated',
        prizes: placePrizes([1000, 700, 500, 400, 300, 300, 200, 200], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      },
      { name: 'Unrated/Provisional', prizes: placePrizes([1000, 700, 500, 400, 300, 300, 200, 200]) },
    ],
  },
  'fide-2026-open.regula': {
    name: 'Open Championship',
    version: '2026',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    pointSystem: points('1', '1/2', '0', '1-1/2-0'),
    tiebreaks: [
      PTS,
      { code: 'BH', cut: 1, text: 'BH/C1' },
      { code: 'BH', text: 'BH' },
      { code: 'SB', text: 'SB' },
      { code: 'DE', text: 'DE' },
      { code: 'WIN', text: 'WIN' },
      { code: 'BWG', text: 'BWG' },
      { code: 'TPN', text: 'TPN' },
    ],
    after: { kind: 'lots', seed: 'Open Championship 2026' },
  },
  'india-under-11-2012.regula': {
    name: 'National Under-11 Championship',
    version: '2012',
    edition: 'fide-2009',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'BH', text: 'buchholz' }, { code: 'BH', cut: 1, text: 'buchholz cut 1' }],
    after: { kind: 'shared' },
  },
  // DrA "Default Swiss Systems in DrA Menu" 1–6 and the sort criteria they name (seed 003).
  'fmjd-standard-swiss.regula': dra('Standard FMJD Swiss', [
    { code: 'STS', text: 'short truncated solkoff' },
    { code: 'SPLUS', text: 'solkoff plus' },
    { code: 'SBAL', text: 'solkoff baliakin' },
    { code: 'FTS', text: 'full truncated solkoff' },
  ]),
  'fmjd-swiss-truncated-solkoff.regula': dra('FMJD Swiss on truncated Solkoff', [{ code: 'FTS', text: 'full truncated solkoff' }]),
  'fmjd-swiss-median-solkoff.regula': dra('FMJD Swiss on Median Solkoff', [
    { code: 'MSOL', text: 'median solkoff' },
    { code: 'FTS', text: 'full truncated solkoff' },
  ]),
  // DrA criterion 10: byes and unrated opponents count as rating 0 (FMJD's FARO, not FIDE's ARO).
  'fmjd-on-rating.regula': dra('FMJD on Rating', [{ code: 'FARO', text: 'fmjd average rating of opponents' }]),
  'fmjd-manual-swiss.regula': dra('Manual (Swiss)', [], 'swiss'),
  'fmjd-manual-round-robin.regula': dra(
    'Manual (Round Robin)',
    [
      { code: 'WIN', text: 'number of wins' },
      { code: 'DE', text: 'direct encounter' },
      { code: 'BRBO', text: 'better result with the best opponents' },
    ],
    'round-robin',
  ),
  // Arbiter's handbook ch. 12: each cycle judged separately; ch. 13: the round-robin list with extended Koya.
  'club-double-round-robin.regula': {
    name: 'Club Championship',
    version: 'double round robin',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    withdrawals: {
      byesMeaningWithdrawal: [],
      roundRobin: { scope: 'cycle', threshold: '1/2', below: 'results-deleted', otherwise: 'remaining-lost-by-forfeit' },
    },
    tiebreaks: [
      PTS,
      { code: 'DE', text: 'DE' },
      { code: 'WIN', text: 'WIN' },
      { code: 'SB', text: 'SB' },
      { code: 'KS', text: 'KS' },
      { code: 'KX', text: 'koya extended' },
      { code: 'BPG', text: 'BPG' },
    ],
    after: { kind: 'play-off' },
  },
  // Arbiter's handbook ch. 13 "Team Knockout Matches": the players themselves are ranked by points only.
  'team-cup-match-tiebreaks.regula': {
    name: 'Team Cup',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    matchTiebreaks: {
      tiebreaks: [
        { code: 'BCW', text: 'board count of wins' },
        { code: 'EBE', text: 'end-board elimination' },
      ],
      after: { kind: 'shared' },
    },
  },
  'vcf-grade-school-qualifier-2020-21.regula': VCF_LOWERED,
  ...PART2_LOWERED,
  'hort-prize-money.regula': {
    name: 'Weekend Open prize money',
    edition: 'fide-2026',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'BH', text: 'BH' }],
    after: { kind: 'shared' },
    prizes: {
      prizes: [
        { category: { kind: 'overall' }, place: 1, amount: '1000' },
        { category: { kind: 'overall' }, place: 2, amount: '600' },
        { category: { kind: 'overall' }, place: 3, amount: '400' },
        { category: { kind: 'rating-under', rating: 1800 }, place: 1, amount: '150' },
      ],
      onePerPlayer: true,
      precedence: 'higher-value',
      sharing: 'hort',
      roundTo: '1/100',
    },
  },
  'world-youth-2023.regula': {
    name: 'World Youth Chess Championships',
    version: '2023',
    edition: 'fide-2023',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'BH', cut: 1, text: 'BH/C1' }, { code: 'BH', text: 'BH' }, { code: 'SB', text: 'SB' }],
    after: { kind: 'shared' },
    categories: {
      on: '2022-12-31',
      list: [
        { name: 'U14', conditions: [{ kind: 'age-under', age: 14 }] },
        {
          name: 'Girls U14',
          conditions: [
            { kind: 'sex', sex: 'female' },
            { kind: 'age-under', age: 14 },
          ],
        },
        { name: 'U16', conditions: [{ kind: 'age-under', age: 16 }] },
        {
          name: 'Girls U16',
          conditions: [
            { kind: 'sex', sex: 'female' },
            { kind: 'age-under', age: 16 },
          ],
        },
        { name: 'U18', conditions: [{ kind: 'born', from: 2005 }] },
        {
          name: 'Girls U18',
          conditions: [
            { kind: 'sex', sex: 'female' },
            { kind: 'born', from: 2005 },
          ],
        },
      ],
    },
    prizes: {
      prizes: [
        {
          category: { kind: 'category', name: 'U14', conditions: [{ kind: 'age-under', age: 14 }] },
          place: 1,
          amount: '0',
          trophy: 'Trophy',
        },
        {
          category: {
            kind: 'category',
            name: 'Girls U14',
            conditions: [
              { kind: 'sex', sex: 'female' },
              { kind: 'age-under', age: 14 },
            ],
          },
          place: 1,
          amount: '0',
          trophy: 'Trophy',
        },
      ],
      onePerPlayer: false,
      sharing: 'equally',
    },
  },
  'fide-2026-team-swiss.regula': {
    name: 'Team Swiss',
    version: '2026',
    edition: 'fide-2026',
    tournament: 'swiss',
    // C.07 arts. 11–13: a team event ranked by match points 2-1-0 (13.1), boards scored 1-½-0.
    teamEvent: true,
    teamScore: 'match-points',
    unplayed: UNPLAYED,
    pointSystem: points('1', '1/2', '0', '1-1/2-0'),
    matchPoints: { win: '2', draw: '1', loss: '0' },
    tiebreaks: [
      PTS,
      { code: 'EDET', played: true, text: 'EDET/P' },
      { code: 'EMGSB', cut: 1, played: true, text: 'EMGSB/C1/P' },
      { code: 'BH', reference: 'match-points', cut: 1, played: true, text: 'BH:MP/C1/P' },
      { code: 'MPVGP', text: 'MPvGP' },
    ],
    after: { kind: 'lots', seed: 'Team Swiss 2026' },
  },
  'chess-olympiad-2024.regula': {
    name: '45th Chess Olympiad',
    version: '2024',
    edition: 'fide-2024',
    tournament: 'swiss',
    // Olympiad rule 14 in its own words: a) EMGSB/C1, b) GP, c) BH:MP/C1.
    teamEvent: true,
    teamScore: 'match-points',
    unplayed: UNPLAYED,
    pointSystem: points('1', '1/2', '0', '1-1/2-0'),
    matchPoints: { win: '2', draw: '1', loss: '0' },
    tiebreaks: [
      PTS,
      { code: 'EMGSB', cut: 1, text: 'olympiad sonneborn-berger cut 1' },
      { code: 'GP', text: 'game points' },
      { code: 'BH', reference: 'match-points', cut: 1, text: 'sum of match points of the opponents cut 1' },
    ],
    after: { kind: 'shared' },
  },
  'hattersheim-grand-prix-2022-23.regula': {
    name: 'SC Hattersheim Grand Prix',
    version: '2022/23',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    grandPrix: [
      {
        name: 'GP-Punkte',
        lets: [],
        points: { kind: 'number', value: '0' },
        rounding: 'half-up',
        bonuses: [],
        tiedPlayers: 'points',
        // "der Erste 10 GP-Punkte, der Zweite 8 … bis zum Platz 8, der noch einen GP-Punkt bekommt"
        placePoints: { values: ['10', '8', '6', '5', '4', '3', '2', '1'], others: '0', othersStated: true, sharing: 'average' },
        accumulation: { kind: 'best', count: 7 },
      },
    ],
  },
  'kapiti-grand-prix-2020.regula': {
    name: 'Kapiti Chess Club Grand Prix',
    version: '2020',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    grandPrix: [
      {
        name: 'GP points',
        lets: [],
        points: { kind: 'number', value: '0' },
        rounding: 'half-up',
        bonuses: [],
        tiedPlayers: 'points',
        // "10 Grand Prix (GP) points for first place, 9 points for second, down to 1 point for 10th"
        placePoints: { values: ['10', '9', '8', '7', '6', '5', '4', '3', '2', '1'], others: '0', othersStated: true, sharing: 'higher' },
        accumulation: { kind: 'sum' },
        // Multi-grade tournaments: "the lower grade ... 1/2"; "B grade ... 2/3 ... C grade ... 1/3".
        gradeScaling: [
          { grades: 2, factors: ['1', '1/2'] },
          { grades: 3, factors: ['1', '2/3', '1/3'] },
        ],
      },
    ],
  },
  'fide-womens-grand-prix-2009-10.regula': {
    name: "FIDE Women's Grand Prix",
    version: '2009-2010',
    edition: 'fide-2009',
    tournament: 'round-robin',
    unplayed: UNPLAYED,
    // Art. 16: the trophies by direct encounter, Sonneborn-Berger, Koya.
    tiebreaks: [PTS, { code: 'DE', text: 'DE' }, { code: 'SB', text: 'SB' }, { code: 'KS', text: 'KS' }],
    after: { kind: 'shared' },
    grandPrix: [
      {
        name: 'Grand Prix points',
        lets: [],
        points: { kind: 'number', value: '0' },
        rounding: 'half-up',
        bonuses: [],
        // "Grand Prix points were split between players on equal tournament points"
        tiedPlayers: 'share',
        placePoints: {
          values: ['160', '130', '110', '90', '80', '70', '60', '50', '40', '30', '20', '10'],
          others: '0',
          othersStated: false,
        },
        accumulation: { kind: 'best', count: 3 },
      },
    ],
  },
  'grand-chess-tour-2016.regula': {
    name: 'Grand Chess Tour',
    version: '2016',
    edition: 'fide-2026',
    tournament: 'round-robin',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    grandPrix: [
      {
        name: 'Grand Tour Points',
        lets: [],
        points: { kind: 'number', value: '0' },
        rounding: 'half-up',
        // "Any player who wins an Event outright (without the need for a playoff) shall earn one extra bonus point"
        bonuses: [{ amount: { kind: 'number', value: '1' }, place: 1, reads: 'clear' }],
        // "Grand Tour Points shall be shared equally between tied players in an individual event"
        tiedPlayers: 'share',
        placePoints: { values: ['12', '10', '8', '7', '6', '5', '4', '3', '2', '1'], others: '0', othersStated: false },
        accumulation: { kind: 'best', count: 3 },
      },
    ],
  },
  'deutschlandturnier-2016.regula': {
    name: 'Deutschlandturnier 2016',
    version: 'Schach',
    edition: 'fide-2009',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    pointSystem: points('1', '1/2', '0', '1-1/2-0'),
    tiebreaks: [PTS, { code: 'BH', text: 'Buchholz-Wertung' }, { code: 'SB', text: 'Sonneborn-Berger-Wertung' }],
    after: { kind: 'shared' },
  },
  'linton-club-championship.regula': {
    name: 'Linton Chess Club Championship',
    edition: 'fide-2026',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    pointSystem: points('1', '1/2', '0', '1-1/2-0'),
    // "the player with the higher sum of progressive scores. If this is also level the Championships will be shared."
    tiebreaks: [PTS, { code: 'PS', text: 'sum of progressive scores' }],
    after: { kind: 'shared' },
  },
  'nzcf-standard-hamilton-2018.regula': {
    name: 'Hamilton Chess Club Championship',
    version: '2018',
    edition: 'none',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    // "1. Direct Encounter. 2. Cumulative (Sum of Progressive Scores). 3. Total Buchholz. 4. Sonneborn-Berger. 5. Buchholz Cut1"
    tiebreaks: [
      PTS,
      { code: 'DE', text: 'direct encounter' },
      { code: 'PS', text: 'sum of progressive scores' },
      { code: 'BH', text: 'total buchholz' },
      { code: 'SB', text: 'sonneborn-berger' },
      { code: 'BH', cut: 1, text: 'buchholz cut 1' },
    ],
    after: { kind: 'shared' },
  },
  'kndb-nk-vrouwen-2010.regula': {
    name: 'NK dammen vrouwen',
    version: '2010',
    edition: 'fmjd',
    tournament: 'round-robin',
    unplayed: UNPLAYED,
    pointSystem: DRAUGHTS,
    // "2. het saldo van de behaalde plus- en min- remises; … 4. Het onderlinge resultaat; 5. De hoogste score in volgorde van de ranglijst"
    tiebreaks: [
      PTS,
      { code: 'DDIF', text: 'saldo van de behaalde plus- en min- remises' },
      { code: 'DE', text: 'onderlinge resultaat' },
      { code: 'BRBO', text: 'hoogste score in volgorde van de ranglijst' },
    ],
    after: { kind: 'shared' },
  },
  'pau-championnat-interne-2015.regula': {
    name: 'Championnat interne Pau Sarrailh',
    version: '2015-2016',
    edition: 'fide-2009',
    tournament: 'double-round-robin',
    unplayed: UNPLAYED,
    // "une victoire 3 pts, une nulle 1 pt, une défaite 0 pt, un forfait -1 pt".
    pointSystem: points('3', '1', '0', '3-1-0', { forfeitLoss: '-1' }),
    tiebreaks: [PTS, { code: 'DE', text: 'confrontations directes' }, { code: 'SB', text: 'Sonneborn-Berger' }],
    after: { kind: 'shared' },
  },
  'british-championship-2022.regula': {
    name: 'British Chess Championship',
    version: '2022',
    edition: 'fide-2009',
    tournament: 'swiss',
    unplayed: UNPLAYED,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    // Section H: seeded by TPR, then the head-to-head game, then lots; at most 8; a knock-out;
    // "Format 1 – Two players are tied", "Format 2 – More than two players are tied".
    playOff: {
      places: { first: 1, last: 1 },
      qualify: 'points',
      maxPlayers: 8,
      seeding: 'criterion',
      seedCriterion: { code: 'TPR', text: 'TPR' },
      seedThen: ['head-to-head', 'lots'],
      stages: [],
      formats: [
        {
          players: { exactly: 2 },
          stages: [
            { kind: 'games', games: 2, timeControl: 'G/20 + 10 seconds' },
            { kind: 'games', games: 2, timeControl: 'G/5 + 3 seconds' },
            { kind: 'armageddon', games: 1, timeControl: 'White G/5, Black G/4, 2 minutes from move 61', drawOdds: 'black' },
          ],
        },
        {
          players: { moreThan: 2 },
          stages: [
            { kind: 'games', games: 2, timeControl: 'G/10 + 5 seconds' },
            { kind: 'armageddon', games: 1, timeControl: 'White G/5, Black G/4, 2 minutes from move 61', drawOdds: 'black' },
          ],
        },
      ],
      manyPlayers: 'knock-out',
      notHeld: 'tie-breaks',
    },
  },
  'candidates-2022.regula': {
    name: 'FIDE Candidates Tournament',
    version: '2022',
    edition: 'fide-2009',
    tournament: 'double-round-robin',
    unplayed: UNPLAYED,
    tiebreaks: [PTS, { code: 'SB', text: 'SB' }, { code: 'WIN', text: 'WIN' }, { code: 'DE', text: 'DE' }],
    after: { kind: 'lots' },
    // "two 15+10 rapid games followed, if needed, by two 3+2 blitz games. If still tied the players
    // will keep playing single blitz games until one of them wins … a mini round-robin".
    playOff: {
      places: { first: 1, last: 1 },
      qualify: 'points',
      seeding: 'tie-breaks',
      stages: [
        { kind: 'games', games: 2, pace: 'rapid', timeControl: '15 minutes + 10 seconds per move' },
        { kind: 'games', games: 2, pace: 'blitz', timeControl: '3 minutes + 2 seconds per move' },
        { kind: 'until-won', games: 1, pace: 'blitz', timeControl: '3 minutes + 2 seconds per move' },
      ],
      manyPlayers: 'round-robin',
      notHeld: 'tie-breaks',
    },
  },
  'norway-chess-2020.regula': {
    name: 'Altibox Norway Chess',
    version: '2020',
    edition: 'fide-2024',
    tournament: 'double-round-robin',
    unplayed: UNPLAYED,
    // "a win is worth 3 points and a loss 0 … the winner [of the Armageddon] earns 1.5 points and the loser 1 point".
    pointSystem: points('3', '1/2', '0', '3-1/2-0', { drawPlus: '3/2', drawMinus: '1' }),
    // The page names no tie-break for the other places: Norway Chess 2018's rules share their prizes.
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    // "two 3+2 blitz games followed, if necessary, by a 5 vs. 4-minute Armageddon game"; Black wins on a draw.
    playOff: {
      places: { first: 1, last: 1 },
      qualify: 'points',
      seeding: 'tie-breaks',
      stages: [
        { kind: 'games', games: 2, pace: 'blitz', timeControl: '3 minutes + 2 seconds per move' },
        { kind: 'armageddon', games: 1, timeControl: 'White 5 minutes, Black 4', drawOdds: 'black' },
      ],
      manyPlayers: 'round-robin',
      notHeld: 'tie-breaks',
    },
  },
  'fmjd-women-world-title-match-2015.regula': {
    name: "FMJD Women's World Title Match",
    version: '2015',
    edition: 'fmjd',
    tournament: 'round-robin',
    unplayed: UNPLAYED,
    pointSystem: DRAUGHTS,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    // Art. 6.1: standard, rapid, blitz, then a Lehmann-Georgiev tie-break; art. 7: standard wins, then the scores.
    microMatches: {
      stages: [
        { kind: 'games', games: 1, pace: 'standard', timeControl: '1 hour 20 minutes + 1 minute per move' },
        { kind: 'games', games: 1, pace: 'rapid', timeControl: '20 minutes + 5 seconds per move' },
        { kind: 'games', games: 1, pace: 'blitz', timeControl: '5 minutes + 3 seconds per move' },
        { kind: 'until-won', games: 1, pace: 'tie-break', timeControl: 'Lehmann-Georgiev, 5 minutes + 2 seconds per move' },
      ],
      rankedBy: [
        { kind: 'wins', stage: 1, text: 'standard wins' },
        { kind: 'score', stage: 2, text: 'rapid score' },
        { kind: 'score', stage: 3, text: 'blitz score' },
        { kind: 'score', stage: 4, text: 'tie-break score' },
      ],
    },
  },
  'fmjd-world-title-match-2020.regula': {
    name: 'FMJD World Title Match',
    version: '2020',
    edition: 'fmjd',
    tournament: 'round-robin',
    unplayed: UNPLAYED,
    pointSystem: DRAUGHTS,
    tiebreaks: [PTS],
    after: { kind: 'shared' },
    // "12:0 for the winner" of the standard game, 8:4 of the rapid, 7:5 of the blitz, 6:6 after a drawn blitz game.
    microMatches: {
      stages: [
        { kind: 'games', games: 1, pace: 'standard', timeControl: '1 hour 20 minutes + 1 minute per move' },
        { kind: 'games', games: 1, pace: 'rapid', timeControl: '20 minutes + 5 seconds per move' },
        { kind: 'games', games: 1, pace: 'blitz', timeControl: '5 minutes + 3 seconds per move' },
      ],
      points: [
        { winner: '12', loser: '0' },
        { winner: '8', loser: '4' },
        { winner: '7', loser: '5' },
      ],
      level: '6',
      rankedBy: [
        { kind: 'points', text: 'points' },
        { kind: 'score', stage: 1, text: 'standard score' },
        { kind: 'score', stage: 2, text: 'rapid score' },
      ],
    },
  },
  'uk-junior-scoring.regula': {
    name: 'UK Chess Challenge',
    version: 'junior scoring',
    edition: 'fide-2026',
    unplayed: UNPLAYED,
    // Arbiter's handbook ch. 21: 3 for a win, 2 a draw, 1 a loss, 0 a defaulted game.
    pointSystem: points('3', '2', '1'),
    tiebreaks: [PTS, { code: 'STD', text: 'STD' }],
    after: { kind: 'shared' },
  },
};

/** The words each sample's notes say were read by its rules (US Chess 34E under rules us-chess). */
const STATED: Readonly<Record<string, readonly string[]>> = {
  'chicago-open-2014.regula': ['solkoff', 'cumulative'],
  'grade-nationals.regula': ['solkoff', 'cumulative', 'opposition cumulative'],
  'vcf-grade-school-qualifier-2020-21.regula': [
    'solkoff',
    'cumulative',
    'opposition cumulative',
    'solkoff',
    'cumulative',
    'opposition cumulative',
  ],
};

describe('samples/regulations', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.regula'));

  it('has a test for every sample, and a README line for every sample', () => {
    expect(files.sort()).toEqual(Object.keys(LOWERED).sort());
    const readme = read('README.md');
    for (const f of files) expect(readme).toContain(`\`${f}\``);
  });

  it.each(files)('%s names its source in its header comment, parses without a diagnostic and is in canonical layout', (name) => {
    const text = read(name);
    expect(text.split('\n')[0]).toMatch(/^# /);
    expect(text).toMatch(/Source: /);
    expect(parseRegulation(text).diagnostics).toEqual([]);
    expect(formatRegulation(text).text).toBe(text);
  });

  it.each(Object.keys(LOWERED))('%s compiles clean and lowers to the regulation of its source', (name) => {
    const compiled = compileRegulation(read(name));
    expect(compiled.diagnostics.filter((d) => d.severity !== 'note')).toEqual([]);
    // The only notes: the US Chess rulebook's words, read as 34E under rules us-chess (rules-names.ts).
    const stated = compiled.diagnostics.filter((d) => d.code === 'dsl/stated-reading');
    expect(stated.map((d) => `${d.code} ${d.message.split(' is read')[0]}`)).toEqual(
      (STATED[name] ?? []).map((text) => `dsl/stated-reading "${text}"`),
    );
    // Other notes state a reading of the file's own lines (`based on rounds 7-12 only`).
    const others = compiled.diagnostics.filter((d) => d.severity === 'note' && d.code !== 'dsl/stated-reading');
    expect(others.map((d) => `${d.code} ${d.span.start.line}`)).toEqual(PART2_NOTES[name] ?? []);
    expect(plain(compiled.regulation)).toEqual(LOWERED[name]);
  });
});
