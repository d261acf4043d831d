import { Rational } from '../arith';
import type { CriterionSpec, TeamId } from '../model';
import type { TeamRoundScore } from '../scoring';
import type { TeamContext } from './team-context';
import { contribution, valueResult, type CriterionResult } from './types';

/*
 * The scores of a team event (C.07 11.1) and MPvGP (13.1), each with one contribution per
 * round: the opponent team, the points and where they came from.
 */

function total(rounds: readonly TeamRoundScore[], pick: (r: TeamRoundScore) => Rational, note?: string): CriterionResult {
  const contributions = rounds.map((r) => contribution({ round: r.round, opponent: r.opponent, value: pick(r), note: r.note }));
  return valueResult(Rational.sum(contributions.map((c) => c.value)), contributions, note);
}

/** C.07 11.1: match points — a won, drawn or lost match — in the event's team point system. */
export function computeMatchPoints(ctx: TeamContext, _spec: CriterionSpec, team: TeamId): CriterionResult {
  return total(ctx.rounds(team), (r) => r.matchPoints);
}

/** C.07 11.1: game points, the sum of the team's board points over its matches. */
export function computeGamePoints(ctx: TeamContext, _spec: CriterionSpec, team: TeamId): CriterionResult {
  return total(ctx.rounds(team), (r) => r.gamePoints);
}

/** C.07 13.1: the score that does not rank the event — game points when match points rank, else match points. */
export function computeMatchOrGamePoints(ctx: TeamContext, _spec: CriterionSpec, team: TeamId): CriterionResult {
  return ctx.primary === 'match-points'
    ? total(ctx.rounds(team), (r) => r.gamePoints, 'game points: the event is ranked on match points (C.07 13.1)')
    : total(ctx.rounds(team), (r) => r.matchPoints, 'match points: the event is ranked on game points (C.07 13.1)');
}
