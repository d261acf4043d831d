/*
 * The micro-matches article's statements in words (FMJD title matches: each round a micro-match
 * of games until one is won). statement-help.ts merges this table into the one hover and the
 * reference read; the examples are from the samples that cite each regulation.
 */

import type { PlayOffHelp as MicroMatchesHelp } from './statement-help-play-off';

export type MicroMatchesHelpKey =
  'micro-matches-article' | 'micro-match-stage' | 'micro-match-won' | 'micro-match-drawn' | 'micro-match-ranked-by';

const SAMPLE = (name: string) => `samples/regulations/${name}.regula`;
const WOMEN_2015 = 'FMJD Women’s World Title Match 2015 regulation arts. 6–7 (women2015.4draughts.com)';
const WTM_2020 = 'FMJD World Title Match 2020 rules (wtm2020.fmjd.org/rules)';

export const MICRO_MATCHES_HELP: Readonly<Record<MicroMatchesHelpKey, MicroMatchesHelp>> = {
  'micro-matches-article': {
    syntax: 'micro-matches',
    meaning:
      'Each round is a micro-match between its two players, played until one game is won: the round’s game in the crosstable first, then, while drawn, the next stages in order. The later games are recorded as TRF `### micro-match` lines; a game not recorded leaves the micro-match pending and the places it touches shared, never guessed. The event is ranked by the criteria of `ranked by`; what they leave level keeps the tie-break list’s order.',
    source: WOMEN_2015,
    example: 'micro-matches',
    exampleFrom: SAMPLE('fmjd-women-world-title-match-2015'),
  },
  'micro-match-stage': {
    syntax: 'N. PACE game ["TIME CONTROL"] | N. PACE games until one wins ["…"]',
    meaning:
      'A game of the micro-match, played only when the games before it were drawn: one game, or games until one is won (a Lehmann-Georgiev tie-break). Stage 1 is the round’s game in the crosstable. The pace names the stage in the ranking (`rapid score`); the time control is printed as written.',
    source: WOMEN_2015,
    example: '2. rapid game "20 minutes + 5 seconds per move"',
    exampleFrom: SAMPLE('fmjd-women-world-title-match-2015'),
  },
  'micro-match-won': {
    syntax: 'won W-L',
    meaning:
      'The round’s points when the stage on its line decides the micro-match: W for the winner, L for the loser. With round points every stage has them, and `points` in the ranking adds them up.',
    source: WTM_2020,
    example: '2. rapid game "20 minutes + 5 seconds per move", won 8-4',
    exampleFrom: SAMPLE('fmjd-world-title-match-2020'),
  },
  'micro-match-drawn': {
    syntax: 'drawn P-P',
    meaning: 'The round’s points for each player when the last stage, a single game, is drawn too: the micro-match ends level.',
    source: WTM_2020,
    example: '3. blitz game "5 minutes + 3 seconds per move", won 7-5, drawn 6-6',
    exampleFrom: SAMPLE('fmjd-world-title-match-2020'),
  },
  'micro-match-ranked-by': {
    syntax: 'ranked by CRITERION, … (points | PACE wins | PACE score)',
    meaning:
      'What ranks the event, in order: the round points, the games a player won at a stage, or the player’s score over a stage’s games (in the event’s points: 2 a win, 1 a draw in draughts). Each criterion is compared only where the ones before it are equal.',
    source: `${WOMEN_2015}; ${WTM_2020}`,
    example: 'ranked by standard wins, rapid score, blitz score, tie-break score',
    exampleFrom: SAMPLE('fmjd-women-world-title-match-2015'),
  },
};
