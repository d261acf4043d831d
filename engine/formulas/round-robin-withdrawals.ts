import { Rational } from '../arith';
import { opponentOf, type EngineIssue, type PlayerId, type RoundRecord, type RoundRobinWithdrawalRule } from '../model';
import type { CycleRanges } from './detect-withdrawals';
import type { RecordBook } from './record-book';
import type { CycleJudgement, Withdrawal } from './withdrawal-report';
import { pushAll } from '../collections';

/*
 * The arbiter's handbook, ch. 12 "In a Round-robin" (for prize purposes; results stand for
 * rating): 1. fewer than half the games played → the score is deleted from the table;
 * 2. half or more → results stand and the remaining games are lost by default; 3. a double
 * round robin judged cycle by cycle, with the handbook's 8-player cases: < 4 games → whole
 * score deleted; 4–7 → results stand, the rest lost by forfeit; 8–10 → the first cycle
 * stands and the whole second cycle is lost by forfeit; > 10 → results stand, the rest
 * lost by forfeit. Case c) is why a later cycle below the threshold is not deleted but lost
 * by forfeit entirely, the games played in it included: the participant stays in the table,
 * so every opponent of that cycle gets the same result. G. Gijssen's reading (the same
 * handbook) judges a double round robin as one event: scope 'event'.
 */

const HANDBOOK = 'arbiter’s handbook ch. 12';

export interface RoundRobinLayout {
  /** Participants in the crosstable as given (each meets every other once per cycle). */
  players: number;
  cycles: CycleRanges;
  held: number;
}

/** Judges a withdrawn participant's games by the rule, per cycle or over the event; nothing is changed here. */
export function judgeWithdrawal(
  rounds: readonly RoundRecord[],
  w: Withdrawal,
  rule: RoundRobinWithdrawalRule,
  layout: RoundRobinLayout,
): CycleJudgement[] {
  const perCycle = rule.scope === 'cycle' && layout.cycles.length > 1;
  const ranges: (readonly [number, number])[] = perCycle ? [...layout.cycles] : [[1, layout.cycles[layout.cycles.length - 1]![1]]];
  const judgements: CycleJudgement[] = [];
  let anyStands = false;
  for (const [index, [first, last]] of ranges.entries()) {
    const played = rounds.slice(first - 1, last).filter((r) => r.kind === 'played').length;
    const games = (layout.players - 1) * (perCycle ? 1 : layout.cycles.length);
    const below = Rational.of(played).lt(rule.threshold.mul(Rational.of(games)));
    let outcome: CycleJudgement['outcome'] = below ? rule.below : rule.otherwise;
    if (outcome === 'results-deleted' && anyStands) outcome = 'cycle-lost-by-forfeit';
    const judgement: CycleJudgement = { firstRound: first, lastRound: last, played, games, below, outcome, note: '' };
    if (perCycle) judgement.cycle = index + 1;
    judgement.note = judgementNote(w.player, judgement, rule, perCycle);
    judgements.push(judgement);
    if (outcome === 'results-deleted') break;
    anyStands = true;
  }
  return judgements;
}

function judgementNote(player: PlayerId, j: CycleJudgement, rule: RoundRobinWithdrawalRule, perCycle: boolean): string {
  const share = rule.threshold.eq(Rational.HALF) ? 'half' : `${rule.threshold.mul(Rational.of(100)).toDecimalString()} %`;
  const where = j.cycle === undefined ? (perCycle ? '' : ' in the event') : ` in cycle ${j.cycle}`;
  const comparison = j.below ? `fewer than ${share}` : `${share} or more`;
  const why = {
    'results-deleted': `results deleted (${HANDBOOK}, round robin rule 1)`,
    'results-stand': `results stand (${HANDBOOK})`,
    'remaining-lost-by-forfeit': `results stand, the remaining games lost by default (${HANDBOOK}, rule 2)`,
    'cycle-lost-by-forfeit': `an earlier cycle stands, so the whole cycle is lost by default (${HANDBOOK}, rule 3 case c)`,
  }[j.outcome];
  const reading = perCycle ? '' : rule.scope === 'event' ? '; the event judged as one (G. Gijssen’s reading)' : '';
  return `#${player} played ${j.played} of ${j.games} games${where} (${comparison}): ${why}${reading}`;
}

/**
 * Carries out the forfeits a judgement asks for in rounds already held: the missing games
 * of the range become losses by default (a double forfeit when the opponent had withdrawn
 * too); a cycle lost by forfeit also turns its played games into losses by default. Each
 * pair meets once per cycle, so the missing games are counted cycle by cycle even when the
 * event is judged as one.
 */
export function applyForfeits(
  book: RecordBook,
  w: Withdrawal,
  judgement: CycleJudgement,
  withdrawn: ReadonlyMap<PlayerId, Withdrawal>,
  layout: RoundRobinLayout,
  others: readonly PlayerId[],
): EngineIssue[] {
  if (judgement.outcome !== 'remaining-lost-by-forfeit' && judgement.outcome !== 'cycle-lost-by-forfeit') return [];
  const rule = judgement.outcome === 'cycle-lost-by-forfeit' ? 'rule 3 case c' : 'rule 2';
  const issues: EngineIssue[] = [];
  for (const [start, end] of layout.cycles) {
    const first = Math.max(start, judgement.firstRound);
    const last = Math.min(end, judgement.lastRound, layout.held);
    if (first > last) continue;
    if (judgement.outcome === 'cycle-lost-by-forfeit') forfeitPlayedGames(book, w.player, first, last, rule);
    pushAll(issues, forfeitMissingGames(book, w, [first, last], last < end, withdrawn, others, rule));
  }
  return issues;
}

function forfeitMissingGames(
  book: RecordBook,
  w: Withdrawal,
  [first, last]: readonly [number, number],
  unfinished: boolean,
  withdrawn: ReadonlyMap<PlayerId, Withdrawal>,
  others: readonly PlayerId[],
  rule: string,
): EngineIssue[] {
  const met = new Set<PlayerId>();
  const free: number[] = [];
  for (let round = first; round <= last; round++) {
    const opponent = opponentOf(book.get(w.player, round));
    if (opponent === undefined) free.push(round);
    else met.add(opponent);
  }
  const missing = others.filter((id) => id !== w.player && !met.has(id));
  const placed = placeGames(missing, free, (id, round) => opponentOf(book.get(id, round)) === undefined);
  const issues: EngineIssue[] = [];
  for (const opponent of missing) {
    const round = placed.get(opponent);
    if (round === undefined) {
      // Games of rounds not held yet are forfeited when their rounds come.
      if (unfinished) continue;
      issues.push({
        code: 'engine/withdrawal-game-unplaced',
        severity: 'error',
        message: `#${w.player}'s game against #${opponent} in rounds ${first}–${last} has no round in which both were unpaired: it is not counted as lost by default`,
        player: w.player,
      });
      continue;
    }
    const other = withdrawn.get(opponent);
    if (other && other.fromRound <= round) {
      const note = `#${w.player} and #${opponent} had both withdrawn: double forfeit (${HANDBOOK}, ${rule})`;
      book.set(w.player, round, { kind: 'double-forfeit', opponent }, note);
      book.set(opponent, round, { kind: 'double-forfeit', opponent: w.player }, note);
    } else {
      book.set(
        w.player,
        round,
        { kind: 'forfeit-loss', opponent },
        `withdrew: game against #${opponent} lost by default (${HANDBOOK}, ${rule})`,
      );
      book.set(
        opponent,
        round,
        { kind: 'forfeit-win', opponent: w.player },
        `#${w.player} withdrew: game won by default (${HANDBOOK}, ${rule})`,
      );
    }
  }
  return issues;
}

/** Handbook 3 c): the games played in a cycle lost by forfeit become losses by default for the withdrawn participant. */
function forfeitPlayedGames(book: RecordBook, player: PlayerId, first: number, last: number, rule: string): void {
  for (let round = first; round <= last; round++) {
    const record = book.get(player, round);
    if (record.kind !== 'played' && record.kind !== 'forfeit-win') continue;
    const colour = 'colour' in record ? record.colour : undefined;
    const opponent = record.opponent;
    if (opponent === undefined) continue;
    const was = record.kind === 'played' ? `${record.outcome} over the board` : 'a win by default';
    const mine: RoundRecord = colour ? { kind: 'forfeit-loss', opponent, colour } : { kind: 'forfeit-loss', opponent };
    const theirs = book.get(opponent, round);
    const theirColour = 'colour' in theirs ? theirs.colour : undefined;
    book.set(player, round, mine, `cycle lost by default: ${was} against #${opponent} becomes a loss by default (${HANDBOOK}, ${rule})`);
    book.set(
      opponent,
      round,
      theirColour ? { kind: 'forfeit-win', opponent: player, colour: theirColour } : { kind: 'forfeit-win', opponent: player },
      `#${player}'s cycle lost by default: this game becomes a win by default (${HANDBOOK}, ${rule})`,
    );
  }
}

/** Places each missing game in a round where both sides were unpaired (a bipartite matching; the first fit in round order). */
function placeGames(
  opponents: readonly PlayerId[],
  rounds: readonly number[],
  fits: (id: PlayerId, round: number) => boolean,
): Map<PlayerId, number> {
  const holder = new Map<number, PlayerId>();
  const tryPlace = (id: PlayerId, seen: Set<number>): boolean => {
    for (const round of rounds) {
      if (seen.has(round) || !fits(id, round)) continue;
      seen.add(round);
      const current = holder.get(round);
      if (current === undefined || tryPlace(current, seen)) {
        holder.set(round, id);
        return true;
      }
    }
    return false;
  };
  for (const id of opponents) tryPlace(id, new Set());
  return new Map([...holder].map(([round, id]) => [id, round]));
}

/** Handbook rule 1: the participant's games are annulled for everyone; the rounds become unpaired rounds of the opponents. */
export function annulGames(book: RecordBook, player: PlayerId, others: readonly PlayerId[], rounds: number): void {
  for (const opponent of others) {
    for (let round = 1; round <= rounds; round++) {
      if (opponent === player || opponentOf(book.get(opponent, round)) !== player) continue;
      book.set(
        opponent,
        round,
        { kind: 'absent' },
        `game against #${player} annulled: #${player}'s results are deleted (${HANDBOOK}, rule 1)`,
      );
    }
  }
}
