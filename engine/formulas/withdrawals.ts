import type { Crosstable, EngineIssue, PlayerId, TournamentType, WithdrawalRules } from '../model';
import { detectWithdrawals, lastRoundHeld, type CycleRanges } from './detect-withdrawals';
import { RecordBook } from './record-book';
import { annulGames, applyForfeits, judgeWithdrawal, type RoundRobinLayout } from './round-robin-withdrawals';
import { emptyWithdrawalReport, type IneligiblePlayer, type WithdrawalDecision, type WithdrawalReport } from './withdrawal-report';
import { pushAll } from '../collections';

/**
 * Applies a regulation's withdrawal rules (arbiter's handbook ch. 12; VCF GSQT 1.d) to a
 * crosstable and returns the crosstable the ranking sees, with a report of every change.
 * The input is not modified.
 *
 * Readings (the sources leave them open):
 *  - "score deleted" (rule 1) deletes the participant from the table for prize purposes:
 *    the row leaves the ranked crosstable and each opponent's game against the participant
 *    becomes an unpaired round, so nobody keeps or loses points against a deleted score and
 *    the table is the round robin of the others (Koya's 50 % is then of their games). The
 *    participant is listed in `deleted`, not ranked, and is ineligible for awards.
 *  - withdrawn participants are ineligible for awards only when the regulation says so;
 *    when it is silent they stay eligible (the handbook: the organiser decides) and a
 *    warning says the regulation did not say.
 *  - the forfeits of rule 2 are placed in the rounds already held in which both players
 *    were unpaired; games of rounds not held yet are left alone.
 */
export function applyWithdrawalRules(
  crosstable: Crosstable,
  rules: WithdrawalRules | undefined,
  tournament: TournamentType = crosstable.type,
  expelled: ReadonlySet<PlayerId> = new Set(),
): { crosstable: Crosstable; report: WithdrawalReport } {
  const report = emptyWithdrawalReport();
  if (!rules) return { crosstable, report };
  const roundRobin = tournament !== 'swiss';
  const cycles = cycleRanges(crosstable, tournament, report.issues);
  const detected = detectWithdrawals(crosstable, rules, roundRobin ? { cycles } : undefined);
  pushAll(report.issues, detected.issues);
  const book = new RecordBook(crosstable);
  const layout: RoundRobinLayout = { players: crosstable.players.length, cycles, held: lastRoundHeld(crosstable) };
  const rule = roundRobin ? rules.roundRobin : undefined;
  if (rules.roundRobin && !roundRobin && detected.withdrawals.length > 0) report.issues.push(swissIssue());
  const withdrawn = new Map(detected.withdrawals.map((w) => [w.player, w]));
  const ids = crosstable.players.map((p) => p.id);
  const rows = new Map(crosstable.players.map((p) => [p.id, p.rounds]));
  for (const w of detected.withdrawals) {
    const judgements = rule ? judgeWithdrawal(rows.get(w.player)!, w, rule, layout) : [];
    const deleted = judgements.some((j) => j.outcome === 'results-deleted');
    report.withdrawals.push({ ...w, judgements, deleted });
  }
  // Forfeits first, then deletions: a deleted participant's games vanish, forfeits included.
  for (const decision of report.withdrawals)
    for (const judgement of decision.judgements) pushAll(report.issues, applyForfeits(book, decision, judgement, withdrawn, layout, ids));
  const deleted = report.withdrawals.filter((d) => d.deleted).map((d) => d.player);
  for (const player of deleted) annulGames(book, player, ids, crosstable.rounds);
  report.deleted = deleted;
  report.changes = book.changes.filter((c) => !deleted.includes(c.player));
  // Expelled players are not ranked, so whether they may receive awards is moot.
  report.ineligible = ineligiblePlayers(
    report.withdrawals.filter((d) => !expelled.has(d.player)),
    rules,
    report.issues,
  );
  return { crosstable: book.toCrosstable(new Set(deleted)), report };
}

/**
 * The rounds of each cycle: a double round robin's two cycles, otherwise every round at once.
 * A cycle is one round robin of the field — n − 1 rounds for an even number n of players, n
 * for an odd one (each sits out once) — so an event ranked after round r of 14 (in progress)
 * has the same two cycles as when it ends, and the games of rounds not held yet are not due. A table whose rounds fit no such
 * schedule (more than two cycles' worth) is split in halves when it can be, else judged whole.
 */
function cycleRanges(crosstable: Crosstable, tournament: TournamentType, issues: EngineIssue[]): CycleRanges {
  const rounds = crosstable.rounds;
  const all: CycleRanges = [[1, rounds]];
  if (tournament !== 'double-round-robin') return all;
  const players = crosstable.players.length;
  const cycle = players % 2 === 0 ? players - 1 : players;
  // The schedule's cycles, also while rounds are still to come: a game of a round not held yet is not due.
  if (cycle >= 1 && rounds <= 2 * cycle)
    return [
      [1, cycle],
      [cycle + 1, 2 * cycle],
    ];
  if (rounds % 2 !== 0) {
    issues.push({
      code: 'engine/odd-double-round-robin',
      severity: 'warning',
      message: `A double round robin of ${players} players has ${rounds} rounds, which cannot be split into two cycles: its withdrawals are judged over the whole event`,
    });
    return all;
  }
  const half = rounds / 2;
  return [
    [1, half],
    [half + 1, rounds],
  ];
}

function ineligiblePlayers(decisions: readonly WithdrawalDecision[], rules: WithdrawalRules, issues: EngineIssue[]): IneligiblePlayer[] {
  const ineligible: IneligiblePlayer[] = [];
  for (const d of decisions) {
    if (d.deleted)
      ineligible.push({ player: d.player, reason: `withdrew (${d.reason}); results deleted, not ranked (arbiter’s handbook ch. 12)` });
    else if (rules.withdrawnEligible === false)
      ineligible.push({ player: d.player, reason: `withdrew (${d.reason}); the regulation makes withdrawn players ineligible for awards` });
  }
  const undecided = decisions.filter((d) => !d.deleted).map((d) => `#${d.player}`);
  if (rules.withdrawnEligible === undefined && undecided.length > 0)
    issues.push({
      code: 'engine/eligibility-unstated',
      severity: 'warning',
      message:
        `${undecided.join(', ')} withdrew; the regulation does not say whether withdrawn players may receive awards, ` +
        `so they stay eligible (arbiter’s handbook ch. 12: the organiser decides)`,
    });
  return ineligible;
}

function swissIssue(): EngineIssue {
  return {
    code: 'engine/withdrawal-rule-not-round-robin',
    severity: 'warning',
    message: 'The round-robin withdrawal rule does not apply to a Swiss: withdrawn participants keep their results',
  };
}
