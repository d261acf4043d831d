import type { Crosstable } from './crosstable';
import { playerIndex } from './crosstable';
import { mirrorOutcome, opponentOf, otherColour, type PlayerId, type RoundRecord } from './round-record';

/**
 * Reciprocity of a crosstable: every game must appear in both participants' rows
 * in the same round, with opposite colours and complementary results (digest §7:
 * "a reciprocity check … should be an audit column"). The readers in io/ turn each
 * problem into an issue located at the cell or TRF column it came from.
 */
export type ConsistencyProblem =
  | { code: 'unknown-opponent'; player: PlayerId; round: number; opponent: PlayerId }
  | { code: 'paired-with-self'; player: PlayerId; round: number }
  | { code: 'not-mirrored'; player: PlayerId; round: number; opponent: PlayerId; found: RoundRecord }
  | { code: 'result-mismatch'; player: PlayerId; round: number; opponent: PlayerId; expected: string; found: RoundRecord }
  | { code: 'colour-mismatch'; player: PlayerId; round: number; opponent: PlayerId };

export function checkReciprocity(crosstable: Crosstable): ConsistencyProblem[] {
  const byId = playerIndex(crosstable);
  const problems: ConsistencyProblem[] = [];
  for (const player of crosstable.players) {
    player.rounds.forEach((record, index) => {
      const round = index + 1;
      const opponentId = opponentOf(record);
      if (opponentId === undefined) return;
      if (opponentId === player.id) {
        problems.push({ code: 'paired-with-self', player: player.id, round });
        return;
      }
      const opponent = byId.get(opponentId);
      if (!opponent) {
        problems.push({ code: 'unknown-opponent', player: player.id, round, opponent: opponentId });
        return;
      }
      const theirs = opponent.rounds[index];
      if (!theirs || opponentOf(theirs) !== player.id) {
        problems.push({ code: 'not-mirrored', player: player.id, round, opponent: opponentId, found: theirs ?? { kind: 'absent' } });
        return;
      }
      // The common case first, without building the texts: a game whose two sides mirror.
      const mirrored = record.kind === 'played' && theirs.kind === 'played' && theirs.outcome === mirrorOutcome(record.outcome);
      if (!mirrored) {
        const expected = expectedMirror(record);
        if (expected !== describeResult(theirs)) {
          problems.push({ code: 'result-mismatch', player: player.id, round, opponent: opponentId, expected, found: theirs });
          return;
        }
      }
      const mine = 'colour' in record ? record.colour : undefined;
      const their = 'colour' in theirs ? theirs.colour : undefined;
      if (mine && their && their !== otherColour(mine)) {
        problems.push({ code: 'colour-mismatch', player: player.id, round, opponent: opponentId });
      }
    });
  }
  return problems;
}

/** A short, stable description of a record's result, used in messages. */
export function describeResult(record: RoundRecord): string {
  switch (record.kind) {
    case 'played':
      return record.outcome;
    default:
      return record.kind;
  }
}

function expectedMirror(record: RoundRecord): string {
  switch (record.kind) {
    case 'played':
      return mirrorOutcome(record.outcome);
    case 'forfeit-win':
      return 'forfeit-loss';
    case 'forfeit-loss':
      return 'forfeit-win';
    default:
      return record.kind;
  }
}
