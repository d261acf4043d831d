/*
 * The board prizes article's statements in words (ECU General Tournament Regulations B.7,
 * "Individual prizes in team competitions"; the Chess Olympiad). statement-help.ts merges this
 * table into the one hover and the reference read.
 */

import type { PlayOffHelp as BoardPrizesHelp } from './statement-help-play-off';

export type BoardPrizesHelpKey =
  'board-prizes-article' | 'board-prizes-by' | 'board-prizes-minimum' | 'board-prizes-boards' | 'board-prizes-cap' | 'board-prizes-ties';

const SAMPLE = (name: string) => `samples/regulations/${name}.regula`;
const ECU = 'ECU General Tournament Regulations B.7 “Individual prizes in team competitions” (europechess.org)';

export const BOARD_PRIZES_HELP: Readonly<Record<BoardPrizesHelpKey, BoardPrizesHelp>> = {
  'board-prizes-article': {
    syntax: 'board prizes',
    meaning:
      'Prizes for each board of a team event: its players ranked by what `by` says over the games they played over the board, those with fewer games than the minimum listed unranked. `regula check` states the reading in a note and asks (an error) where a board-prize rule is read two ways: which board a game counts for, and whether a performance rating caps rating differences.',
    source: ECU,
    example: 'board prizes',
    exampleFrom: SAMPLE('ecu-team-board-prizes'),
  },
  'board-prizes-by': {
    syntax: 'by performance rating | by percentage',
    meaning:
      'What ranks a board: the performance rating of the player’s games there (C.07 10.2: the opponents’ average rating plus dp of the percentage, on rated opponents), or the percentage score.',
    source: `${ECU}, B.7.1: “the best performance rating on their respective boards”`,
    example: 'by performance rating',
    exampleFrom: SAMPLE('ecu-team-board-prizes'),
  },
  'board-prizes-minimum': {
    syntax: '[reserves] at least N games',
    meaning:
      'The fewest games played over the board a player needs to be ranked; with `reserves`, the fewest for a member listed after the boards of a match (the players’ own minimum when unstated). A percentage of the rounds is written as the games it comes to.',
    source: `${ECU}, B.7.1.1: “at least 70% of the rounds (for basic players) or 50% of the rounds (for reserve players)”`,
    example: 'at least 4 games',
    exampleFrom: SAMPLE('ecu-team-board-prizes'),
  },
  'board-prizes-boards': {
    syntax: 'games count on the registered board | games count on the board played',
    meaning:
      'Which board a game counts for: the player’s board in the team list, wherever the game was played, reserves on a list of their own; or the board it was played on, a player on as many lists as boards played. Required: “on their respective boards” is read both ways.',
    source: 'ASTC 2024 board prizes: “any games on higher boards count towards their assigned board”; ECU B.7.1 is silent',
    example: 'games count on the registered board',
    exampleFrom: SAMPLE('ecu-team-board-prizes'),
  },
  'board-prizes-cap': {
    syntax: 'rating difference cap N | no rating difference cap',
    meaning:
      'Whether a performance rating counts an opponent at most N points from the player’s own rating. Required with `by performance rating`: regulations differ.',
    source: `${ECU}, B.7.1.1: “the maximum rating difference of two players shall be 400 points”; the 2012 Olympiad: “will not use the 400 point rule”`,
    example: 'rating difference cap 400',
    exampleFrom: SAMPLE('ecu-team-board-prizes'),
  },
  'board-prizes-ties': {
    syntax: 'ties by games, percentage, team place',
    meaning:
      'What separates players level on the measure, in order: more games, a higher percentage, the better-placed team. Players level on every key share the place.',
    source: `${ECU}, B.7.1.1 b)–d)`,
    example: 'ties by games, percentage, team place',
    exampleFrom: SAMPLE('ecu-team-board-prizes'),
  },
};
