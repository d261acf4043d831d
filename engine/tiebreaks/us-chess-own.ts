import { Rational } from '../arith';
import type { CriterionSpec, PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { reasonForTies, splitByValue, withReason, type GroupOutcome } from './group';
import { sumOf } from './sums';
import { contribution, valueResult, type Contribution, type CriterionResult } from './types';
import { usChessContext } from './us-chess-opposition';

/*
 * US Chess rule 34E, the systems built on the player's own results:
 * 34E3 cumulative, 34E5 result between tied players, 34E6 most blacks, 34E7 Kashdan,
 * 34E9 cumulative scores of opposition.
 */

/**
 * 34E3 cumulative: the sum of the running scores after each round, less the points
 * scored without playing — 1 for each unplayed win or full-point bye, ½ for each
 * unplayed draw or half-point bye, deducted once. Rulebook example: W, L, W, D, L →
 * 1 + 1 + 2 + 2½ + 2½ = 9; Michigan's: bye, W, L, D, W → 1 + 2 + 2 + 2½ + 3½ − 1 = 10.
 */
export function computeCumulative(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const us = usChessContext(ctx);
  const contributions = cumulativeContributions(us, player);
  return valueResult(sumOf(contributions), contributions);
}

function cumulativeContributions(us: TiebreakContext, player: PlayerId): Contribution[] {
  const line = us.line(player);
  const records = us.record(player);
  const contributions: Contribution[] = line.cumulative.map((value, i) =>
    contribution({ round: i + 1, value, note: `score after round ${i + 1}` }),
  );
  records.forEach((record, i) => {
    const points = line.perRound[i]!;
    if (record.kind === 'played' || points.isZero()) return;
    contributions.push(
      contribution({
        round: i + 1,
        value: points.neg(),
        note: `${record.kind}: ${points.toDecimalString()} scored without playing, deducted (US Chess 34E3)`,
      }),
    );
  });
  return contributions;
}

/** A participant's 34E3 value, computed once per context. */
function cumulativeOf(us: TiebreakContext, id: PlayerId): Rational {
  const cache = us.memo('us-cumulative', () => new Map<PlayerId, Rational>());
  let value = cache.get(id);
  if (!value) {
    value = sumOf(cumulativeContributions(us, id));
    cache.set(id, value);
  }
  return value;
}

/**
 * 34E9 cumulative scores of opposition: the sum of the opponents' cumulative tie-break
 * values (34E3, with their deductions); an own unplayed game has no opponent and adds 0.
 */
export function computeOppositionCumulative(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const us = usChessContext(ctx);
  const contributions = us.record(player).map((record, i) =>
    record.kind === 'played'
      ? contribution({
          round: i + 1,
          opponent: record.opponent,
          value: cumulativeOf(us, record.opponent),
          note: 'opponent’s cumulative (US Chess 34E3)',
        })
      : contribution({ round: i + 1, value: Rational.ZERO, note: `${record.kind}: no opponent, 0 (US Chess 34E9)` }),
  );
  return valueResult(sumOf(contributions), contributions);
}

const KASHDAN: Record<'win' | 'draw' | 'loss', Rational> = { win: Rational.of(4), draw: Rational.of(2), loss: Rational.ONE };

/** 34E7 Kashdan: 4 for a win, 2 for a draw, 1 for a loss, 0 for an unplayed game. */
export function computeKashdan(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions = ctx.record(player).map((record, i) =>
    record.kind === 'played'
      ? contribution({
          round: i + 1,
          opponent: record.opponent,
          value: KASHDAN[record.outcome],
          note: `${record.outcome} (US Chess 34E7)`,
        })
      : contribution({ round: i + 1, value: Rational.ZERO, note: `${record.kind}: unplayed game, 0 (US Chess 34E7)` }),
  );
  return valueResult(sumOf(contributions), contributions);
}

/** 34E6 most blacks: games actually played with Black (an unplayed game is no game with Black). */
export function computeMostBlacks(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind === 'played' && record.colour === 'black')
      contributions.push(
        contribution({ round: i + 1, opponent: record.opponent, value: Rational.ONE, note: 'played with Black (US Chess 34E6)' }),
      );
  });
  return valueResult(Rational.of(contributions.length), contributions);
}

/**
 * 34E5 result between tied players: if they played each other, the winner is ahead; with
 * three or more tied, all their games against each other count, ranked by plus/minus
 * (wins less losses), not by percentage — 3–1 (+2) beats 1–0 (+1). Only games played over
 * the board count. The rule does not re-apply itself to a subgroup left tied: the next
 * criterion of the list does that.
 */
export function rankByResultBetweenTiedPlayers(ctx: TiebreakContext, _spec: CriterionSpec, group: readonly PlayerId[]): GroupOutcome {
  const members = new Set(group);
  const values: GroupOutcome['values'] = new Map();
  let games = 0;
  for (const player of group) {
    const contributions: Contribution[] = [];
    ctx.record(player).forEach((record, i) => {
      if (record.kind !== 'played' || !members.has(record.opponent)) return;
      const value = record.outcome === 'win' ? Rational.ONE : record.outcome === 'loss' ? Rational.of(-1) : Rational.ZERO;
      contributions.push(contribution({ round: i + 1, opponent: record.opponent, value, note: `${record.outcome} (US Chess 34E5)` }));
    });
    games += contributions.length;
    const value = sumOf(contributions);
    values.set(player, { value, display: value.sign() > 0 ? `+${value.toDecimalString()}` : value.toDecimalString(), contributions });
  }
  const groups = splitByValue(group, (id) => values.get(id)!.value);
  const reason =
    games === 0 ? 'no two of them played each other (US Chess 34E5)' : 'equal plus/minus in their games against each other (US Chess 34E5)';
  return withReason({ groups, values }, reasonForTies(groups, reason));
}
