import { Rational } from '../arith';
import type { Evaluation } from '../evaluation';
import { PlayerMap, pointsFor, type Player, type PlayerId } from '../model';
import type { Standing } from '../ranking';

/**
 * What the formulas of one event (one section's crosstable) read: each player's score
 * under the evaluation's point system, who took part, who withdrew, and the standings.
 *
 * Everything is read from the Evaluation, withdrawals included: evaluate() applied the
 * regulation's withdrawal rules (withdrawals.ts) and its report is the one source. Three
 * notions, each read where it applies:
 *  - deleted from the table (the round-robin rule's "score deleted"): the player is not in
 *    the crosstable as ranked, so in none of `players`, `participants`, `scores`; the
 *    articles see the table the ranking saw. The grand prix lists them without points.
 *  - withdrawn (`withdrawn`): every withdrawal the rules recognised. Read only by the
 *    qualification's "skip withdrawn"; it does not make a player less of a participant
 *    (NoP: withdrawals do not reduce it, VCF Encl. 1 3.c) nor take their score from a team.
 *  - ineligible for awards (`ineligible`): the regulation's eligibility rule (and deleted
 *    players). Read by the prizes and by the qualification, whose places are awards.
 */
export interface EventFacts {
  /** The event's label in audit trails ("GSQT 1", or the crosstable's name). */
  label: string;
  evaluation: Evaluation;
  scores: Map<PlayerId, Rational>;
  /** Every player of the table as ranked, in the order of the final standings. */
  players: Player[];
  /** Players who took part in at least one round (VCF Encl. 1 3.c), in standings order; withdrawn players included. */
  participants: Player[];
  standing: Map<PlayerId, Standing>;
  /** Withdrawn players and why, from `evaluation.withdrawals.withdrawals`. */
  withdrawn: Map<PlayerId, string>;
  /** Players who may not receive awards and why, from `evaluation.withdrawals.ineligible`. */
  ineligible: Map<PlayerId, string>;
  /** Every column header of the crosstable's other columns. */
  headers: string[];
}

export function collectEventFacts(evaluation: Evaluation, label?: string): EventFacts {
  const { crosstable, withdrawals } = evaluation;
  const byId = new Map(crosstable.players.map((p) => [p.id, p]));
  const players = evaluation.standings.map((s) => byId.get(s.player)!);
  // Totals only, in one pass (computeScores would keep every round's points of every player).
  const scores = new PlayerMap<Rational>();
  const headers = new Set<string>();
  const byRound = crosstable.roundScoring;
  for (const player of crosstable.players) {
    let total = Rational.ZERO;
    const rounds = player.rounds;
    for (let i = 0; i < rounds.length; i++) total = total.add(pointsFor(rounds[i]!, byRound?.[i] ?? evaluation.pointSystem));
    scores.set(player.id, total);
    for (const header of Object.keys(player.fields)) headers.add(header);
  }
  return {
    label: label ?? crosstable.name ?? 'the event',
    evaluation,
    scores,
    players,
    participants: players.filter(tookPart),
    standing: new Map(evaluation.standings.map((s) => [s.player, s])),
    withdrawn: new Map(withdrawals.withdrawals.map((w) => [w.player, w.reason])),
    ineligible: new Map(withdrawals.ineligible.map((i) => [i.player, i.reason])),
    headers: [...headers],
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

/** Headers a post-event rating column goes by (VCF: "Post Rating", the TD's Post-Event Ratings Report), letters only. */
const POST_RATING_HEADERS = ['postrating', 'posteventrating', 'postrtg', 'ratingpost', 'newrating', 'ratingafter', 'postratings'];

/**
 * The crosstable's post-event rating column, if it has one: what `post-rating` reads. It is
 * never the rating the rating-based criteria read (C.07: the rating at the start of the event).
 */
export function postRatingHeader(headers: readonly string[]): string | undefined {
  return headers.find((h) => POST_RATING_HEADERS.includes(h.toLowerCase().replace(/[^a-z]/g, '')));
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
