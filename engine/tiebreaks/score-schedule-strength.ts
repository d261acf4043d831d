import { Rational } from '../arith';
import type { CriterionSpec, TeamId, TeamScore } from '../model';
import { computeBuchholz } from './buchholz';
import type { TeamContext } from './team-context';
import { contribution, valueResult, type Contribution, type CriterionResult } from './types';

const SHORT: Record<TeamScore, string> = { 'match-points': 'MP', 'game-points': 'GP' };

/**
 * SSSC's normalising factor (C.07 13.4): ⌊the highest primary score achievable in the
 * event ÷ the highest secondary score of one match⌋. For example: 4 boards, MP 2-1-0,
 * 9 rounds → ⌊18 ÷ 4⌋ = 4.
 */
export function normalisingFactor(maxPrimaryInEvent: Rational, maxSecondaryInMatch: Rational): Rational {
  return Rational.of(maxPrimaryInEvent.div(maxSecondaryInMatch).floor());
}

/** C.07 13.4: secondary score + BH on the primary score ÷ the factor. For example: 22.5 + 98 ÷ 4 = 47. */
export function ssscValue(secondary: Rational, primaryBuchholz: Rational, factor: Rational): Rational {
  return secondary.add(primaryBuchholz.div(factor));
}

/** The most a team can score in one match, in match or game points. */
function maxPerMatch(ctx: TeamContext, score: TeamScore): Rational {
  const event = ctx.event;
  return score === 'match-points'
    ? event.matchPoints.win
    : Rational.max(event.gamePoints.win, event.gamePoints.forfeitWin).mul(Rational.of(event.boards));
}

/** The factor the regulation sets (/Kx), else the one 13.4 derives from the event. */
export function ssscFactor(ctx: TeamContext, spec: CriterionSpec): Rational {
  if (spec.factor) return spec.factor;
  const maxPrimary = maxPerMatch(ctx, ctx.primary).mul(Rational.of(ctx.event.rounds));
  return normalisingFactor(maxPrimary, maxPerMatch(ctx, ctx.secondary));
}

/**
 * SSSC (C.07 13.4): the secondary score + the Buchholz on the primary score ÷ the
 * normalising factor. The Buchholz follows art. 16 on the crosstable of teams (a PAB, a
 * forfeited match or a round without a match meets the dummy opponent). Kept exact: the
 * reference server rounds to 0.01, the text does not.
 */
export function computeScoresAndScheduleStrength(ctx: TeamContext, spec: CriterionSpec, team: TeamId): CriterionResult {
  const factor = ssscFactor(ctx, spec);
  if (factor.isZero()) return { kind: 'n/a', reason: 'normalising factor 0 (C.07 13.4): set one with /Kx' };
  const secondary = ctx.total(team, ctx.secondary);
  const buchholz = computeBuchholz(ctx.scoreContext(ctx.primary), { code: 'BH', text: 'BH' }, team);
  if (buchholz.kind !== 'value') return buchholz;
  const contributions: Contribution[] = [
    contribution({ value: secondary, note: `secondary score: ${SHORT[ctx.secondary]} ${secondary.toDecimalString()}` }),
    ...buchholz.contributions.map((c) =>
      contribution({
        ...c,
        value: c.value.div(factor),
        note: `BH(${SHORT[ctx.primary]}) term ${c.value.toDecimalString()} ÷ ${factor.toDecimalString()}${c.note ? `; ${c.note}` : ''}`,
      }),
    ),
  ];
  const note = `${SHORT[ctx.secondary]} ${secondary.toDecimalString()} + BH(${SHORT[ctx.primary]}) ${buchholz.value.toDecimalString()} ÷ ${factor.toDecimalString()}${spec.factor ? ' (/K)' : ' (C.07 13.4)'}`;
  return valueResult(ssscValue(secondary, buchholz.value, factor), contributions, note);
}
