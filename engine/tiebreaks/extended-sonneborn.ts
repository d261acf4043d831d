import { Rational } from '../arith';
import type { CriterionSpec, TeamId, TeamScore } from '../model';
import { applyCuts, markCuts, type Addend } from './cut';
import { hasArticle16, opponentAddends } from './opponent-terms';
import type { TeamContext } from './team-context';
import { contribution, valueResult, type CriterionResult } from './types';

const SHORT: Record<TeamScore, string> = { 'match-points': 'MP', 'game-points': 'GP' };

/**
 * ESB (C.07 13.2): Σ over the rounds of the opponent's final score in one team score ×
 * the points the team scored against that opponent in the other (or the same) one —
 * EMMSB (MP × MP), EMGSB (MP × GP), EGMSB (GP × MP), EGGSB (GP × GP). The opponent's
 * score is the one opponents see (16.3) and an unplayed round meets the edition's dummy
 * opponent (16.4; for teams "points" means both MP and GP), exactly as SB does on the
 * crosstable of teams in the first score. ESB-C1 (14.1.2) drops the product with the
 * opponent lowest in the first score; among equally low opponents, the lowest product.
 */
export function extendedSonnebornBerger(opponentScore: TeamScore, ownScore: TeamScore) {
  return (ctx: TeamContext, spec: CriterionSpec, team: TeamId): CriterionResult => {
    const opponents = ctx.scoreContext(opponentScore);
    const own = ctx.scoreContext(ownScore).line(team).perRound;
    const addends: Addend[] = opponentAddends(opponents, { ...spec, code: 'SB' }, team, false).map((a) => {
      const round = a.contribution.round!;
      const points = own[round - 1]!;
      const value = a.significance.mul(points);
      const note = [
        `opponent’s ${SHORT[opponentScore]} ${a.significance.toDecimalString()} × own ${SHORT[ownScore]} ${points.toDecimalString()}`,
        a.contribution.note,
      ]
        .filter((n) => n)
        .join('; ');
      return {
        contribution: contribution({ round, opponent: a.contribution.opponent, value, opponentValue: a.significance, points, note }),
        significance: a.significance,
        tieSignificance: value,
        vur: a.vur,
      };
    });
    if (!spec.cut && !spec.median)
      return valueResult(
        Rational.sum(addends.map((a) => a.contribution.value)),
        addends.map((a) => a.contribution),
      );
    const { total, cuts } = applyCuts(addends, spec, hasArticle16(opponents));
    return valueResult(total, markCuts(addends, cuts));
  };
}
