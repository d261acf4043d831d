import { Rational } from '../arith';
import { opponentOf, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { formatLevels, rankByLevels, reasonForTies, withReason, type GroupOutcome } from './group';
import { koyaLimit } from './sonneborn-koya';
import { contribution, type Contribution } from './types';

/*
 * Two criteria that compare the points scored against the field's score groups, one
 * group after the other, until the tied participants separate. Both rank a tied group,
 * so both are group criteria built on rankByLevels.
 */

/** The distinct final scores of the given participants, highest first. */
function distinctScores(ctx: TiebreakContext, ids: readonly PlayerId[]): Rational[] {
  const scores: Rational[] = [];
  for (const id of ids) {
    const score = ctx.score(id);
    if (!scores.some((s) => s.eq(score))) scores.push(score);
  }
  return scores.sort((a, b) => b.cmp(a));
}

/** Each round against an opponent: the points scored and the opponent's final score. */
interface Encounter {
  round: number;
  opponent: PlayerId;
  points: Rational;
  /** The opponent's final score. */
  score: Rational;
}

function encounters(ctx: TiebreakContext, player: PlayerId): Encounter[] {
  const line = ctx.line(player);
  const out: Encounter[] = [];
  ctx.record(player).forEach((record, i) => {
    const opponent = opponentOf(record);
    if (opponent !== undefined) out.push({ round: i + 1, opponent, points: line.perRound[i]!, score: ctx.score(opponent) });
  });
  return out;
}

/** One game's addend: its points when the opponent's score group is compared, else 0. */
function encounterContribution(g: Encounter, counted: boolean, note: string): Contribution {
  return contribution({
    round: g.round,
    opponent: g.opponent,
    value: counted ? g.points : Rational.ZERO,
    opponentValue: g.score,
    points: g.points,
    note,
  });
}

function outcomeOf(
  group: readonly PlayerId[],
  levels: Map<PlayerId, Rational[]>,
  contributions: (id: PlayerId, used: number) => Contribution[],
  reason: string,
): GroupOutcome {
  const { groups, levelsUsed } = rankByLevels(group, (id) => levels.get(id)!);
  const values: GroupOutcome['values'] = new Map();
  for (const id of group) {
    const used = levelsUsed.get(id) ?? 1;
    const mine = levels.get(id)!;
    values.set(id, { value: mine[0] ?? Rational.ZERO, display: formatLevels(mine, used), contributions: contributions(id, used) });
  }
  return withReason({ groups, values }, reasonForTies(groups, reason));
}

/**
 * Koya extended (arbiter's handbook, "Official FIDE Tie-break Systems", individual round
 * robins c): Koya (points against the participants with 50 % or more), then, step by step,
 * the highest score groups below 50 % are included. Level 0 is KS (with its limit
 * modifier); level k adds the k-th highest score below the limit. The handbook's
 * alternative ("deleting results 50 % and then above") is not implemented.
 */
export function rankByKoyaExtended(ctx: TiebreakContext, spec: CriterionSpec, group: readonly PlayerId[]): GroupOutcome {
  const limit = koyaLimit(ctx, spec);
  const thresholds = [
    limit,
    ...distinctScores(
      ctx,
      ctx.players.map((p) => p.id),
    ).filter((s) => s.lt(limit)),
  ];
  const levels = new Map<PlayerId, Rational[]>();
  for (const id of group) {
    const games = encounters(ctx, id);
    levels.set(
      id,
      thresholds.map((t) => Rational.sum(games.filter((g) => g.score.ge(t)).map((g) => g.points))),
    );
  }
  const contributions = (id: PlayerId, used: number): Contribution[] => {
    const lowest = thresholds[Math.min(used, thresholds.length) - 1]!;
    return encounters(ctx, id).map((g) => {
      const counted = g.score.ge(lowest);
      const note = counted ? `opponent’s ${g.score.toDecimalString()} ≥ ${lowest.toDecimalString()}` : 'below the score groups compared';
      return encounterContribution(g, counted, note);
    });
  };
  return outcomeOf(group, levels, contributions, 'the same points against every score group (Koya extended)');
}

/**
 * FMJD DrA criterion 9, better result against the best opponents ("better results with
 * player in order of classification"). Our reading: the tied participants' points against
 * the other participants are compared score group by score group, the highest final
 * score first — participants level on points stand together, because their mutual order
 * is what a classification still has to decide; the tied participants' games against each
 * other are left out (that is criterion 8, direct encounter). So no "loop" (DrA's
 * word for a circular order) can arise; a group the criterion cannot separate stays tied.
 * Intended, like DrA's menu 6, for round robins, where everyone met the same opponents.
 */
export function rankByBetterResultAgainstBest(ctx: TiebreakContext, _spec: CriterionSpec, group: readonly PlayerId[]): GroupOutcome {
  const members = new Set(group);
  const classes = distinctScores(
    ctx,
    ctx.players.map((p) => p.id).filter((id) => !members.has(id)),
  );
  const games = new Map(group.map((id) => [id, encounters(ctx, id).filter((g) => !members.has(g.opponent))]));
  const levels = new Map<PlayerId, Rational[]>();
  for (const id of group)
    levels.set(
      id,
      classes.map((c) =>
        Rational.sum(
          games
            .get(id)!
            .filter((g) => g.score.eq(c))
            .map((g) => g.points),
        ),
      ),
    );
  const contributions = (id: PlayerId, used: number): Contribution[] => {
    const compared = classes.slice(0, used);
    return games.get(id)!.map((g) => {
      const counted = compared.some((c) => c.eq(g.score));
      const note = counted ? `against the ${g.score.toDecimalString()} score group (FMJD DrA criterion 9)` : 'score group not reached';
      return encounterContribution(g, counted, note);
    });
  };
  return outcomeOf(group, levels, contributions, 'the same results against every score group (FMJD DrA criterion 9)');
}
