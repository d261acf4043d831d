import {
  opponentOf,
  type Crosstable,
  type EngineIssue,
  type PlayerId,
  type RoundKind,
  type RoundRecord,
  type WithdrawalRules,
} from '../model';
import type { Withdrawal } from './withdrawal-report';

/*
 * Who withdrew, and from which round. The sources name no marker, so the reading is:
 *  - the regulation says so: a bye named in `withdrawals` (VCF GSQT 1.d: "a zero-point bye
 *    request for round 5 is the same as a withdrawal");
 *  - the crosstable says so: a round marked `withdrawn`;
 *  - the participant took no part from some round to the last round held: not paired
 *    (C.07 16.1.1 treats such rounds as after a withdrawal), lost by default or double
 *    forfeit. Requested byes (half- or zero-point) are requests, not withdrawals, unless
 *    the regulation names them.
 * In a round robin an unpaired round is not evidence by itself: the partner of a withdrawn
 * participant and a participant resting (odd number) are unpaired too. There, unpaired
 * rounds must be left unexplained by the rest round and by the withdrawals already found
 * (earliest first); two participants left unpaired only by each other cannot be told apart,
 * which is an error, not a guess.
 */

const TOOK_NO_PART: ReadonlySet<RoundKind> = new Set<RoundKind>(['absent', 'withdrawn', 'forfeit-loss', 'double-forfeit']);
const BYE_NAMES = { zpb: 'zero-point bye', hpb: 'half-point bye', fpb: 'full-point bye' } as const;

/** Rounds of each cycle of a round robin (1-based, inclusive); one range for a single round robin or a Swiss. */
export type CycleRanges = readonly (readonly [number, number])[];

/** The last round in which anything but an absence is recorded: rounds after it have not been held. */
export function lastRoundHeld(crosstable: Crosstable): number {
  let held = 0;
  for (const player of crosstable.players)
    player.rounds.forEach((record, i) => {
      if (record.kind !== 'absent' && record.kind !== 'withdrawn' && i + 1 > held) held = i + 1;
    });
  return held;
}

interface Candidate extends Withdrawal {
  /** Only unpaired rounds: in a round robin this needs the accounting below. */
  onlyUnpaired: boolean;
}

export function detectWithdrawals(
  crosstable: Crosstable,
  rules: WithdrawalRules,
  roundRobin: { cycles: CycleRanges } | undefined,
): { withdrawals: Withdrawal[]; issues: EngineIssue[] } {
  const held = lastRoundHeld(crosstable);
  const definite: Withdrawal[] = [];
  const doubtful: Candidate[] = [];
  for (const player of crosstable.players) {
    const found = [
      ...byeWithdrawals(player.id, player.rounds, rules, crosstable.rounds),
      ...recordWithdrawals(player.id, player.rounds, held),
    ];
    if (found.length === 0) continue;
    const earliest = found.reduce((a, b) => (b.fromRound < a.fromRound ? b : a));
    if (roundRobin && earliest.onlyUnpaired) doubtful.push(earliest);
    else definite.push(withoutFlag(earliest));
  }
  if (!roundRobin || doubtful.length === 0) return { withdrawals: definite, issues: [] };
  return accountForUnpairedRounds(crosstable, definite, doubtful, roundRobin.cycles, held);
}

function withoutFlag({ player, fromRound, reason }: Candidate): Withdrawal {
  return { player, fromRound, reason };
}

function byeWithdrawals(player: PlayerId, rounds: readonly RoundRecord[], rules: WithdrawalRules, scheduled: number): Candidate[] {
  return rules.byesMeaningWithdrawal.flatMap((rule) => {
    const round = rule.round === 'last' ? scheduled : rule.round;
    if (rounds[round - 1]?.kind !== rule.bye) return [];
    const reason = `${BYE_NAMES[rule.bye]} in round ${round} means withdrawn (regulation)`;
    return [{ player, fromRound: round, reason, onlyUnpaired: false }];
  });
}

function recordWithdrawals(player: PlayerId, rounds: readonly RoundRecord[], held: number): Candidate[] {
  const marked = rounds.findIndex((r) => r.kind === 'withdrawn');
  if (marked >= 0) return [{ player, fromRound: marked + 1, reason: `withdrawal recorded in round ${marked + 1}`, onlyUnpaired: false }];
  let start = held;
  while (start >= 1 && TOOK_NO_PART.has(rounds[start - 1]!.kind)) start--;
  if (start === held) return [];
  const run = rounds.slice(start, held);
  const onlyUnpaired = run.every((r) => r.kind === 'absent');
  const what = onlyUnpaired ? 'not paired' : 'no game played (not paired, or lost by default)';
  const span = start + 1 === held ? `in round ${held}, the last round held` : `from round ${start + 1} to round ${held}, the last held`;
  return [{ player, fromRound: start + 1, reason: `${what} ${span}`, onlyUnpaired }];
}

/**
 * Round robins: a doubtful candidate withdrew when some of its unpaired rounds stay
 * unexplained after crediting, per cycle, one rest round (odd number of participants) and
 * one round to each participant already known to have withdrawn who was unpaired in that
 * round, had left by then, and had not met the candidate in that cycle.
 */
function accountForUnpairedRounds(
  crosstable: Crosstable,
  definite: Withdrawal[],
  doubtful: Candidate[],
  cycles: CycleRanges,
  held: number,
): { withdrawals: Withdrawal[]; issues: EngineIssue[] } {
  const byId = new Map(crosstable.players.map((p) => [p.id, p.rounds]));
  const free = (id: PlayerId, round: number) => opponentOf(byId.get(id)![round - 1]!) === undefined;
  const met = (a: PlayerId, b: PlayerId, [first, last]: readonly [number, number]) =>
    byId
      .get(a)!
      .slice(first - 1, last)
      .some((r) => opponentOf(r) === b);
  const rest = crosstable.players.length % 2 === 1 ? 1 : 0;
  const confirmed: Withdrawal[] = [...definite];
  const explainedBy = new Map<PlayerId, Withdrawal[]>();
  doubtful.sort((a, b) => a.fromRound - b.fromRound || a.player - b.player);
  for (const candidate of doubtful) {
    let unexplainedInRun = false;
    const partners: Withdrawal[] = [];
    for (const range of cycles) {
      const used = new Set<PlayerId>();
      let unexplained = 0;
      let inRun = false;
      for (let round = range[0]; round <= Math.min(range[1], held); round++) {
        if (!free(candidate.player, round)) continue;
        const partner = confirmed.find(
          (w) =>
            w.player !== candidate.player &&
            !used.has(w.player) &&
            w.fromRound <= round &&
            free(w.player, round) &&
            !met(candidate.player, w.player, range),
        );
        if (partner) {
          used.add(partner.player);
          partners.push(partner);
        } else {
          unexplained++;
          if (round >= candidate.fromRound) inRun = true;
        }
      }
      if (inRun && unexplained > rest) unexplainedInRun = true;
    }
    if (unexplainedInRun) confirmed.push(withoutFlag(candidate));
    else explainedBy.set(candidate.player, partners);
  }
  return settleAmbiguities(confirmed, doubtful, explainedBy);
}

/** A doubtful withdrawal that alone explains another doubtful participant of the same round: nobody can tell which one left. */
function settleAmbiguities(
  confirmed: Withdrawal[],
  doubtful: Candidate[],
  explainedBy: Map<PlayerId, Withdrawal[]>,
): { withdrawals: Withdrawal[]; issues: EngineIssue[] } {
  const doubtfulIds = new Set(doubtful.map((c) => c.player));
  const dropped = new Set<PlayerId>();
  const issues: EngineIssue[] = [];
  for (const candidate of doubtful) {
    for (const partner of explainedBy.get(candidate.player) ?? []) {
      if (!doubtfulIds.has(partner.player) || partner.fromRound !== candidate.fromRound || dropped.has(partner.player)) continue;
      dropped.add(partner.player);
      issues.push({
        code: 'engine/withdrawal-ambiguous',
        severity: 'error',
        message:
          `#${partner.player} and #${candidate.player} were both unpaired from round ${candidate.fromRound} on, each the other's ` +
          `scheduled opponent: which of them withdrew cannot be read from the crosstable; mark the withdrawal`,
        player: partner.player,
        round: candidate.fromRound,
      });
    }
  }
  return { withdrawals: confirmed.filter((w) => !dropped.has(w.player)), issues };
}
