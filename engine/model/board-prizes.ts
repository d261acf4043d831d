/*
 * Board prizes of a team event (the `board prizes` article): each board's players ranked by
 * their performance rating or percentage over the games they played there, with a fewest number
 * of games (ECU General Tournament Regulations B.7, "Individual prizes in team competitions";
 * the Chess Olympiad's board prizes). Computed by engine/formulas/board-prizes.ts.
 */

/** What ranks a board's players: the performance rating of their games (C.07 10.2), or their percentage score. */
export type BoardPrizeMeasure = 'performance-rating' | 'percentage';

/** What separates players level on the measure, in order (ECU B.7.1.1 b–d): more games, a higher percentage, the better-placed team. */
export type BoardPrizeTie = 'games' | 'percentage' | 'team-place';

export interface BoardPrizeRules {
  by: BoardPrizeMeasure;
  /** The fewest games played over the board a player needs to be ranked (1 when unstated). */
  minimumGames: number;
  /** A reserve's fewest games (a member listed after the boards of a match); the players' own when unstated. */
  reserveMinimumGames?: number;
  /**
   * Which board a game counts for: the player's board in the team list, every game wherever it
   * was played, reserves on a list of their own ('registered'); or the board it was played on,
   * a player on as many lists as boards played ('played').
   */
  boards: 'registered' | 'played';
  /** The largest rating difference a performance rating counts (ECU B.7: 400 points); undefined: none. */
  ratingDifferenceCap?: number;
  ties: BoardPrizeTie[];
}
