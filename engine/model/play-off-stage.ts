/*
 * One stage of a play-off or of a micro-match (play-off.ts, micro-match.ts): plain data with no
 * import, so that the crosstable's records (micro-match games) can name it without a cycle.
 */

/** One stage of the play-off, played only when the stages before it left the players level. */
export interface PlayOffStage {
  /**
   * `games`: a match of `games` games (a round robin of `games` per pair among more than two),
   * decided by the score over them; `until-won`: single games until one is won (sudden death);
   * `armageddon`: one game whose draw counts as a win for `drawOdds` (Black unless named).
   */
  kind: 'games' | 'until-won' | 'armageddon';
  /** Games per pair for `games`; 1 for the others. */
  games: number;
  /** The pace as written ("rapid", "blitz"): descriptive, it does not change the computation. */
  pace?: string;
  /** The time control as written ("15 minutes + 10 seconds"): descriptive. */
  timeControl?: string;
  /** Armageddon: the colour a draw counts as a win for. */
  drawOdds?: 'white' | 'black';
  /**
   * `games` only: played again while it leaves the players level, `games` games a pair each time
   * (a round robin among those still level when more than two are), until it decides
   * (Schachfreunde Siemensstadt: "wird um je zwei Partien bis zur Entscheidung verlängert").
   * The recorded games of the stage are read in the order played: games 1 to `games` of a pair
   * are its first playing, the next `games` its 1st repeat, and so on.
   */
  repeated?: boolean;
}
