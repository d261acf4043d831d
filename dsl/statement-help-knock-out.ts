/*
 * The knock-out article's statements in words (FIDE World Cup regulations 2021 and 2023: every
 * round a match, the loser eliminated, the event ranked by the round reached). statement-help.ts
 * merges this table into the one hover and the reference read; the examples are from the sample
 * that cites the regulation.
 */

import type { PlayOffHelp as KnockOutHelp } from './statement-help-play-off';

export type KnockOutHelpKey =
  'knock-out-article' | 'knock-out-stage' | 'knock-out-draw-odds' | 'knock-out-places' | 'knock-out-losers' | 'knock-out-third-place';

const SAMPLE = (name: string) => `samples/regulations/${name}.regula`;
const WORLD_CUP_2021 = 'Regulations for the FIDE World Cup 2021, art. 4.10 (tie-breaks) and its prize fund by round';
const WORLD_CUP = SAMPLE('fide-world-cup-2021');

export const KNOCK_OUT_HELP: Readonly<Record<KnockOutHelpKey, KnockOutHelp>> = {
  'knock-out-article': {
    syntax: 'knock-out',
    meaning:
      'A knock-out event: every round a match between two players, played through the stages below until one wins; the loser is eliminated. The bracket is read from the games of a PGN file (Round "4.3": game 3 of the round-4 match, or a broadcast\'s sessions; docs/inputs.md) and checked: a player goes on only by winning, a match is decided before its players play on. The standings give each player the place of the round reached; an event in progress leaves the players still in sharing the top places, marked pending.',
    source: WORLD_CUP_2021,
    example: 'knock-out',
    exampleFrom: WORLD_CUP,
  },
  'knock-out-stage': {
    syntax: 'N. G PACE games ["TIME CONTROL"] | N. PACE games until one wins ["…"] | N. armageddon ["…"]',
    meaning:
      'A stage of every match, played only when the stages before it left the match level: G games decided by the score over them (as soon as the leader cannot be caught), games until one is won, or one Armageddon game whose draw counts for the colour with draw odds. Stage 1 is the classical games; the games of a match take the stages in turn (games 1–2 classical, 3–4 the first rapid stage …). The standings name the stage that decided each match by its pace ("classical", "rapid stage 1", "armageddon").',
    source: WORLD_CUP_2021,
    example: '2. 2 rapid games "25 minutes + 10 seconds per move"',
    exampleFrom: WORLD_CUP,
  },
  'knock-out-draw-odds': {
    syntax: 'draw odds to black | draw odds to white',
    meaning: 'The Armageddon stage on the same line: a drawn game is won by this colour (Black unless named).',
    source: WORLD_CUP_2021,
    example: '5. armageddon "White 5 minutes, Black 4 minutes, an increment after move 60", draw odds to black',
    exampleFrom: WORLD_CUP,
  },
  'knock-out-places': {
    syntax: 'places by round reached',
    meaning:
      'The places follow the round each player reached: the winner of the final first, the finalist second, the losers of the semi-finals third and fourth, then the losers of each earlier round the places below them (the quarter-finals 5–8, the round before 9–16 …).',
    source: WORLD_CUP_2021,
    example: 'places by round reached',
    exampleFrom: WORLD_CUP,
  },
  'knock-out-losers': {
    syntax: 'losers of the same round share the place | losers of the same round ranked by rating',
    meaning:
      "The players eliminated in the same round share its places (5–8), as the World Cup's prize fund gives each of them the same prize; or are ranked among themselves by rating, highest first, equal ratings sharing.",
    source: WORLD_CUP_2021,
    example: 'losers of the same round share the place',
    exampleFrom: WORLD_CUP,
  },
  'knock-out-third-place': {
    syntax: '[a] match for third place',
    meaning:
      'The losers of the semi-finals play a match for third place, in the last round beside the final, through the same stages: its winner is third, its loser fourth. Without it they share third and fourth (or are ranked by rating).',
    source: 'FIDE World Cup 2021 and 2023: "The losers of the two semi-finals play a match for third place"',
    example: 'a match for third place',
    exampleFrom: WORLD_CUP,
  },
};
