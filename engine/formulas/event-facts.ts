import { Rational } from '../arith';
import type { Evaluation } from '../evaluate';
import type { Crosstable, Player, PlayerId, Regulation, RoundRecord } from '../model';
import type { Standing } from '../ranking';
import { computeScores } from '../scoring';

/**
 * What the formulas of one event (one section's crosstable) read: each player's score
 * under the evaluation's point system, who took part, who withdrew, and the standings.
 */
export interface EventFacts {
  /** The event's label in audit trails ("GSQT 1", or the crosstable's name). */
  label: string;
  evaluation: Evaluation;
  scores: Map<PlayerId, Rational>;
  /** Every player, in the order of the final standings. */
  players: Player[];
  /** Players who took part in at least one round (VCF Encl. 1 3.c), in standings order. */
  participants: Player[];
  standing: Map<PlayerId, Standing>;
  /** Withdrawn players and why. */
  withdrawn: Map<PlayerId, string>;
  /** Every column header of the crosstable's other columns. */
  headers: string[];
}

export function collectEventFacts(evaluation: Evaluation, label?: string): EventFacts {
  const { crosstable } = evaluation;
  const byId = new Map(crosstable.players.map((p) => [p.id, p]));
  const players = evaluation.standings.map((s) => byId.get(s.player)!);
  const scores = new Map([...computeScores(crosstable, evaluation.pointSystem)].map(([id, line]) => [id, line.total]));
  const headers = [...new Set(crosstable.players.flatMap((p) => Object.keys(p.fields)))];
  return {
    label: label ?? crosstable.name ?? 'the event',
    evaluation,
    scores,
    players,
    participants: players.filter(tookPart),
    standing: new Map(evaluation.standings.map((s) => [s.player, s])),
    withdrawn: findWithdrawnPlayers(crosstable, evaluation.regulation),
    headers,
  };
}

/**
 * "A player who plays in 1 or more rounds counts toward the value of NoP" (VCF Encl. 1
 * 3.c): a game over the board, a forfeit win (present, the opponent was not) or a
 * pairing-allocated bye (present, paired with the bye). Requested byes alone are not
 * playing a round.
 */
export function tookPart(player: Player): boolean {
  return player.rounds.some((r) => r.kind === 'played' || r.kind === 'forfeit-win' || r.kind === 'pab');
}

const BYE_NAMES: Record<string, string> = { zpb: 'zero-point bye', hpb: 'half-point bye', fpb: 'full-point bye' };

/**
 * Withdrawn players from the round records: a `withdrawn` record, or a bye the regulation
 * says means withdrawal ("A zero-point Bye Request for Round 5 is the same as a Withdrawal
 * Request", VCF Part 1 3.d). When evaluate() exposes withdrawals itself, read them there.
 */
export function findWithdrawnPlayers(crosstable: Crosstable, regulation: Regulation): Map<PlayerId, string> {
  const withdrawn = new Map<PlayerId, string>();
  for (const player of crosstable.players) {
    const index = player.rounds.findIndex((r: RoundRecord) => r.kind === 'withdrawn');
    if (index >= 0) {
      withdrawn.set(player.id, index === 0 ? 'withdrawn before round 1' : `withdrawn after round ${index}`);
      continue;
    }
    for (const rule of regulation.withdrawals?.byesMeaningWithdrawal ?? []) {
      const round = rule.round === 'last' ? crosstable.rounds : rule.round;
      if (player.rounds[round - 1]?.kind === rule.bye) {
        withdrawn.set(player.id, `${BYE_NAMES[rule.bye]} in round ${round} means withdrawn`);
        break;
      }
    }
  }
  return withdrawn;
}

/** The header as the crosstable spells it: exact, else ignoring case and surrounding spaces. */
export function resolveHeader(headers: readonly string[], header: string): string | undefined {
  if (headers.includes(header)) return header;
  const key = header.trim().toLowerCase();
  return headers.find((h) => h.trim().toLowerCase() === key);
}

/** A cell as a number: "2324", "3.5", "2½", "1/2", "70%"; undefined when empty or unreadable. */
export function readNumberCell(text: string | undefined): Rational | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  const percent = /^(.*\S)\s*%$/.exec(t);
  if (percent) return Rational.parse(percent[1]!)?.div(Rational.of(100));
  return Rational.parse(t);
}

/** A yes/no cell: marked unless empty or "no", "n", "0", "false", "-". */
export function isMarked(text: string | undefined): boolean {
  const t = (text ?? '').trim().toLowerCase();
  return t !== '' && !['no', 'n', '0', 'false', '-'].includes(t);
}
