/*
 * The grand-prix article's statements in words: what a participant earns from an event, and
 * — the reading a regulation must state wherever the file also has a tie-break list or a
 * play-off — how players tied on points score. statement-help.ts merges this table into the
 * one hover and the reference read; the examples are from the samples that cite each
 * regulation.
 */

import type { PlayOffHelp as GrandPrixHelp } from './statement-help-play-off';

/** Which place a bonus goes by (the lowered Bonus's `reads`): a variant of the bonus statement. */
export type BonusReading = 'clear' | 'place' | 'final-place';

export type GrandPrixHelpKey =
  | 'grand-prix-article'
  | 'let'
  | 'points'
  | 'place-points'
  | 'place-sharing'
  | `bonus:${BonusReading}`
  | 'no-tiebreaks'
  | 'tied-share'
  | 'final-place'
  | 'rounding'
  | 'accumulate'
  | 'grade-scaling';

const SAMPLE = (name: string) => `samples/regulations/${name}.regula`;
const WRITTEN_HERE = 'written for this reference';

export const GRAND_PRIX_HELP: Readonly<Record<GrandPrixHelpKey, GrandPrixHelp>> = {
  'grand-prix-article': {
    syntax: 'grand-prix "NAME"',
    meaning:
      'Points each participant earns from an event, by a formula, and how they add up over a season. Values are exact; rounding happens only where the statement says. Where the file has a tie-break list or a play-off, the article says how players tied on points score: `tied players share the points`, `points by final place` or `no tie-breaks`.',
    example: 'grand-prix "VCF Cup points"',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  let: {
    syntax: 'let NAME = FORMULA',
    meaning: 'Names a value so later lines can use it; known from this line on, within its article.',
    example: 'let AR = round(average post-rating of participants)',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  points: {
    syntax: 'points = FORMULA [, shown to N decimals]',
    meaning:
      'The grand-prix points of each participant; `shown to N decimals` rounds only what is displayed, not the value that is added up.',
    example: 'points = AR * SP * NoP / 1000, shown to 4 decimals',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'place-points': {
    syntax: 'points by place P1, P2, …[, others N]',
    meaning:
      'Grand-prix points read from a table by place instead of a formula: the first value to place 1, the next to place 2, and so on; `others N` is what places beyond the table get (0 when unstated, and the audit says so). The places are on points (`no tie-breaks`, `tied players share the points`) or those of the final standings (`points by final place`); when places are shared the article must say how they score (`shared places …`, or `tied players share the points`).',
    source: 'SC Hattersheim Grand Prix 2022/23: “der Erste 10 GP-Punkte, der Zweite 8, der Dritte 6, der Vierte 5 … bis zum Platz 8”',
    example: 'points by place 10, 8, 6, 5, 4, 3, 2, 1',
    exampleFrom: SAMPLE('hattersheim-grand-prix-2022-23'),
  },
  'place-sharing': {
    syntax: 'shared places averaged | shared places take the higher',
    meaning:
      'How players who share a place range score under `points by place`: `averaged` gives each the average of the places’ points (tied for 2nd–3rd: (8 + 6) / 2 = 7 each); `take the higher` gives each the higher of them (tied for 1st–2nd: 10 each, and the next player is 3rd).',
    source:
      'SC Hattersheim: “so werden alle GP-Punkte der erreichten Platzierungen addiert und gleich auf die Spieler verteilt”; Kāpiti Chess Club: “If two players share first place, they both get 10 points”',
    example: 'shared places averaged',
    exampleFrom: SAMPLE('hattersheim-grand-prix-2022-23'),
  },
  'bonus:clear': {
    syntax: 'bonus AMOUNT to clear first | to clear place N',
    meaning:
      'Extra points for a participant alone in the place on points, who won it outright — without a tie-break or a play-off. None when the place is shared on points, whoever the tie-break list or a play-off puts first.',
    source:
      'VCF Encl. 1 4.a (no bonus when first is shared); Grand Chess Tour 2016: “Any player who wins an Event outright (without the need for a playoff) shall earn one extra bonus point”',
    example: 'bonus 3 to clear first',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'bonus:place': {
    syntax: 'bonus AMOUNT to first | to place N',
    meaning:
      'Extra points for the place as the article’s points read it: on points (`no tie-breaks`, `tied players share the points`), where players tied on the place pool the bonus and share it equally; or the final standings’ place (`points by final place`).',
    example: 'bonus 1 to place 2',
    exampleFrom: WRITTEN_HERE,
  },
  'bonus:final-place': {
    syntax: 'bonus AMOUNT to first in the final standings | to place N in the final standings',
    meaning:
      'Extra points for the place in the final standings — after the tie-break list and any play-off, so the play-off’s winner — whatever the points go by. Nothing is given while a play-off for the place is not recorded.',
    example: 'bonus 1 to first in the final standings',
    exampleFrom: WRITTEN_HERE,
  },
  'no-tiebreaks': {
    syntax: 'no tie-breaks',
    meaning:
      'Grand-prix points follow the score alone: places are on points, tied players sharing a place range (a table says how shared places score, `shared places …`); the tie-break list and any play-off decide the standings, never the points.',
    source: 'VCF Encl. 1 4.b: “Tiebreaks shall not be used to award Grand Prix Points”',
    example: 'no tie-breaks',
    exampleFrom: SAMPLE('vcf-grade-school-qualifier-2020-21'),
  },
  'tied-share': {
    syntax: 'tied players share the points [equally | evenly]',
    meaning:
      'Players tied on points share the grand-prix points of the places they occupy: those places’ points are added up and divided equally (three tied for 1st–3rd on 160, 130 and 110 receive (160 + 130 + 110) / 3 = 133⅓ each, exactly). The tie-break list and any play-off decide the standings, never the points. With a points formula the tied players’ values are added up and divided equally, `rank` being their shared place.',
    source:
      'FIDE Women’s Grand Prix 2009–10: Grand Prix points “split between players on equal tournament points”; Grand Chess Tour 2016: “Grand Tour Points shall be shared equally between tied players”',
    example: 'tied players share the points',
    exampleFrom: SAMPLE('fide-womens-grand-prix-2009-10'),
  },
  'final-place': {
    syntax: 'points by final place',
    meaning:
      'Grand-prix points follow the place in the final standings: after the tie-break list, and after the play-off where the file has one. Players the list or the play-off separates each get their own place’s points, not a share; a range the list leaves shared scores as `shared places …` says; a play-off’s places earn nothing until its games are recorded (play-off pending).',
    source:
      'Grand Chess Tour 2015: “Players will earn Tour Points based on their final standing in each event … If 1st place is determined by playoff, they earn 12 points”',
    example: 'points by final place',
    exampleFrom: WRITTEN_HERE,
  },
  rounding: {
    syntax: 'rounding MODE',
    meaning: 'How `round` rounds in this article’s formulas: half-up (the default), half-even, half-down, down, up, floor or ceil.',
    example: 'rounding half-even',
    exampleFrom: WRITTEN_HERE,
  },
  accumulate: {
    syntax: 'accumulate sum | best N over events',
    meaning: 'How a season adds up the events’ grand-prix points: all of them, or each participant’s best N.',
    example: 'accumulate best 4 over events',
    exampleFrom: WRITTEN_HERE,
  },
  'grade-scaling': {
    syntax: 'if N grades: scaled F1, F2, …',
    meaning:
      'A tournament played in N grades (its sections, the top grade first) gives grand-prix points from one combined ranking: each player’s score multiplied by their grade’s factor, the scaled scores ranked together, the points by those places. One line per number of grades; a tournament of another number of grades is an error.',
    source:
      'Kāpiti Chess Club, “How the Kāpiti Chess Club Grand Prix works”: “If there are 3 grades, then game points for the B grade players are scaled by a factor of 2/3, and … C grade … 1/3”',
    example: 'if 3 grades: scaled 1, 2/3, 1/3',
    exampleFrom: SAMPLE('kapiti-grand-prix-2020'),
  },
};
