import type { EngineIssue, PlayerId, RoundRecord, WithdrawalOutcome } from '../model';

/** A participant who left the event, and from when. */
export interface Withdrawal {
  player: PlayerId;
  /** The first round (1-based) the participant took no part in. */
  fromRound: number;
  /** Why Regula counts the participant as withdrawn. */
  reason: string;
}

/**
 * What the round-robin rule (arbiter's handbook ch. 12) made of one cycle of a withdrawn
 * participant's games, or of the whole event when it is judged as one.
 */
export interface CycleJudgement {
  /** 1-based cycle of a double round robin; undefined when the event is judged as one. */
  cycle?: number;
  firstRound: number;
  lastRound: number;
  /** Games played over the board in these rounds. */
  played: number;
  /** Games scheduled in these rounds: one against every other participant per cycle. */
  games: number;
  below: boolean;
  /** 'cycle-lost-by-forfeit': a later cycle below the threshold when an earlier one stands (handbook ch. 12, 3 c). */
  outcome: WithdrawalOutcome | 'cycle-lost-by-forfeit';
  /** "#5 played 3 of 7 games in cycle 1 (fewer than half): results deleted (arbiter's handbook ch. 12, rule 1)". */
  note: string;
}

export interface WithdrawalDecision extends Withdrawal {
  /** Round robins under a round-robin rule; empty otherwise. */
  judgements: CycleJudgement[];
  /** The participant's results were deleted: not in the ranked crosstable, not ranked. */
  deleted: boolean;
}

/** One round record changed by the withdrawal rules. */
export interface WithdrawalChange {
  player: PlayerId;
  round: number;
  before: RoundRecord;
  after: RoundRecord;
  note: string;
}

export interface IneligiblePlayer {
  player: PlayerId;
  reason: string;
}

/** A player the regulation expels (FIDE checklist Q197–198): not ranked. */
export interface Expulsion {
  player: PlayerId;
  /** As the crosstable writes it (a deleted player's row is no longer in the ranked crosstable). */
  name: string;
  /** The first round the player took no part in; undefined when he was paired to the last round. */
  fromRound?: number;
  /** `expelled players: results deleted`: his games annulled, his row out of the ranked crosstable. */
  deleted: boolean;
  /** "#17 Doe, John expelled from round 5: not ranked (…); his results stand for his opponents’ tie-breaks (…)". */
  note: string;
}

export interface WithdrawalReport {
  withdrawals: WithdrawalDecision[];
  /** Expelled players, in the order the regulation names them: not ranked, listed as expelled. */
  expelled: Expulsion[];
  /** Participants whose results were deleted: listed as withdrawn, not ranked. */
  deleted: PlayerId[];
  /** Participants who may not receive awards (prizes, qualifying places). */
  ineligible: IneligiblePlayer[];
  changes: WithdrawalChange[];
  issues: EngineIssue[];
}

/** The report of a regulation without withdrawal rules: nothing changed, everyone eligible. */
export function emptyWithdrawalReport(): WithdrawalReport {
  return { withdrawals: [], expelled: [], deleted: [], ineligible: [], changes: [], issues: [] };
}
