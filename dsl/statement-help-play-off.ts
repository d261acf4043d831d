/*
 * The play-off article's statements in words (C.07 art. 3.1 lists what a regulation must fix:
 * which places, whether qualification comes before or after the tie-breaks, the format, the
 * number of players). statement-help.ts merges this table into the one hover and the
 * reference read; the examples are from the samples that cite each regulation.
 */

export type PlayOffHelpKey =
  | 'play-off-article'
  | 'play-off-places'
  | 'play-off-qualify'
  | 'play-off-max-players'
  | 'play-off-seeding'
  | 'play-off-stage'
  | 'play-off-draw-odds'
  | 'play-off-repeated'
  | 'play-off-format'
  | 'play-off-not-held'
  | 'play-off-when';

/** statement-help.ts's StatementHelp, by shape (that module imports this one). */
export interface PlayOffHelp {
  syntax: string;
  meaning: string;
  source?: string;
  example: string;
  exampleFrom: string;
}

const SAMPLE = (name: string) => `samples/regulations/${name}.regula`;
const C07_3_1 = 'FIDE C.07 art. 3.1 (play-off parameters the regulations fix)';

export const PLAY_OFF_HELP: Readonly<Record<PlayOffHelpKey, PlayOffHelp>> = {
  'play-off-article': {
    syntax: 'play-off',
    meaning:
      'A play-off over the board for the places it names, with its stages in order. Its games are recorded on a Play-off sheet (Stage, White, Black, Result) or as TRF `### play-off` lines; the players it decides are placed by it (“Decided by: play-off”), the rest of their tied group by the tie-break list. Until its results are recorded those places show “play-off pending”, never a guess.',
    source: 'FIDE C.07 arts. 2.2, 3',
    example: 'play-off',
    exampleFrom: SAMPLE('candidates-2022'),
  },
  'play-off-places': {
    syntax: 'for first place | for place N | for places A-B',
    meaning:
      'The places the play-off decides (first place when unstated). A group of tied players over these places plays; the places after them in the group follow the tie-break list.',
    source: C07_3_1,
    example: 'for first place',
    exampleFrom: SAMPLE('candidates-2022'),
  },
  'play-off-qualify': {
    syntax: 'players tied on points | players tied after the tie-breaks',
    meaning:
      'Who plays: the players level on points for those places (the default: championships play off ties on points), or only those the whole tie-break list leaves level.',
    source: C07_3_1,
    example: 'players tied on points',
    exampleFrom: SAMPLE('candidates-2022'),
  },
  'play-off-max-players': {
    syntax: 'at most N players',
    meaning: 'When more are tied, only the N best seeded play; the others are placed after them by the tie-break list.',
    source: 'British Championship, Section H: “Where n > 8, only the top 8 players will qualify for the playoffs”',
    example: 'at most 8 players, seeded by TPR then head-to-head then lots',
    exampleFrom: SAMPLE('british-championship-2022'),
  },
  'play-off-seeding': {
    syntax: 'seeded by the tie-breaks | seeded by rating | seeded by CRITERION [then head-to-head] [then lots]',
    meaning:
      'The order of the players for the play-off: who plays when there are too many, and the knock-out bracket (seed 1 meets the last seed; the top seeds get the byes). The tie-break list’s order is the default; a criterion (TPR) is computed for the tied players, best first. Players level on it are split by what follows, in order: `head-to-head` — their games against each other, when every pair of them met (two who drew stay level); `lots` — a draw of lots seeded from the event, which anyone can repeat. Still level: the tie-break list’s order.',
    source:
      'British Championship, Section H: “seeded, from 1 to n, based on their tournament performance rating (TPR) … the winner of the head-to-head game … If this game was a draw, then the higher seed shall be determined by lot”',
    example: 'seeded by TPR then head-to-head then lots',
    exampleFrom: SAMPLE('british-championship-2022'),
  },
  'play-off-stage': {
    syntax: 'N. [G] [PACE] games ["TIME CONTROL"] | N. [PACE] games until one wins ["…"] | N. armageddon ["…"]',
    meaning:
      'A stage, played only when the stages before it left the players level: G games decided by the score over them (a stage is won as soon as the leader cannot be caught), single games until one is won (sudden death), or one Armageddon game. The pace and time control are printed as written; they do not change the computation.',
    source: 'FIDE Candidates 2022 play-off (two rapid games, two blitz games, then blitz games until one is won)',
    example: '1. 2 rapid games "15 minutes + 10 seconds per move"',
    exampleFrom: SAMPLE('candidates-2022'),
  },
  'play-off-draw-odds': {
    syntax: 'draw odds to black | draw odds to white',
    meaning: 'The Armageddon game’s draw counts as a win for this colour (Black when unstated).',
    source: 'Norway Chess 2020: “Black wins if the game ends in a draw”',
    example: '2. armageddon "White 5 minutes, Black 4", draw odds to black',
    exampleFrom: SAMPLE('norway-chess-2020'),
  },
  'play-off-repeated': {
    syntax: 'N. G [PACE] games ["TIME CONTROL"], repeated until decided',
    meaning:
      'The stage of games before it is played again, G games a pair each time, while it leaves the players level, until it decides (so no stage after it is ever played). With more than two players each playing is a round robin among those still level, and the ones it leaves level play the next repeat among themselves. Its recorded games keep the stage’s number and are read in the order played: a pair’s first G games are the stage, the next G its 1st repeat, and so on. `explain` names the repeat that decided (“won the 2nd repeat of stage 1”).',
    source:
      'Schachfreunde Siemensstadt, Blitz club championship 2023: “spielen sie zwei Blitzpartien mit Farbwechsel. Endet dieser Vergleich unentschieden, wird um je zwei Partien bis zur Entscheidung verlängert”',
    example: '1. 2 blitz games, repeated until decided',
    exampleFrom: SAMPLE('sf-siemensstadt-blitz-2023'),
  },
  'play-off-format': {
    syntax: 'more than 2 players: round robin | knock-out',
    meaning:
      'How more than two players play: each stage a round robin among those still level (the default; the level ones go on to the next stage), or a seeded knock-out, each match through the stages. Armageddon and sudden-death stages are for two players.',
    source: 'FIDE Candidates 2022 (a mini round robin); US Championship 2014 (a seeded knock-out)',
    example: 'more than 2 players: round robin',
    exampleFrom: SAMPLE('candidates-2022'),
  },
  'play-off-when': {
    syntax: 'if N players: | if more than N players:',
    meaning:
      'A format chosen by how many play: the stages on the lines after it (numbered from 1) are played when that many players are in the play-off (after `at most N players`). Every number that can play needs exactly one format; stages outside a format are then not allowed. With more than two, the format’s stages are played as the article says (`more than 2 players: knock-out`: each match of the bracket through them).',
    source: 'British Championship, Section H: “Format 1 – Two players are tied … Format 2 – More than two players are tied”',
    example: 'if more than 2 players:',
    exampleFrom: SAMPLE('british-championship-2022'),
  },
  'play-off-not-held': {
    syntax: 'if not held: tie-breaks | if not held: shared',
    meaning:
      'What decides when the arbiter records that the play-off was not held (a `not held` row on the Play-off sheet, `### play-off not held` in a TRF): the tie-break list (the default) or a shared place.',
    source: 'FIDE C.07 art. 2.2 (play-offs or tie-breaks)',
    example: 'if not held: tie-breaks',
    exampleFrom: SAMPLE('candidates-2022'),
  },
};
