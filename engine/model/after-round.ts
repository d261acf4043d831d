import type { Crosstable, Player } from './crosstable';

/**
 * The crosstable as it stood after round `round`: every later round is cut away, so
 * for the tie-breaks those rounds do not exist (C.07 2024/2026 compute the standings
 * of the rounds held: the 16.4 caps, FIDE 2009's virtual opponent "n", the rounds a
 * participant took part in all count rounds 1..round). Equal to reading the same
 * event written with `round` rounds. The points and rank a source printed describe
 * the whole file, not the rounds kept, so they are dropped when rounds are cut.
 */
export function crosstableAfterRound(crosstable: Crosstable, round: number): Crosstable {
  if (!Number.isInteger(round) || round < 0 || round > crosstable.rounds)
    throw new RangeError(`round ${round} is outside 0..${crosstable.rounds}`);
  if (round === crosstable.rounds) return crosstable;
  return {
    ...crosstable,
    rounds: round,
    players: crosstable.players.map((player): Player => {
      const { declaredPoints: _points, declaredRank: _rank, ...rest } = player;
      return { ...rest, rounds: player.rounds.slice(0, round) };
    }),
  };
}
