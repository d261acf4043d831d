import { Rational, roundTo } from '../arith';
import { PlayerMap, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import type { EngineWords } from './engine-words';
import { chooseCuts, sumUncut } from './cut';
import { foreContext } from './fore';
import { cutOpponentSum, hasArticle16, opponentSum, OpponentTerms } from './opponent-terms';
import { tableColumn, tableSums } from './term-table';
import {
  contribution,
  lazyValueResult,
  notApplicable,
  valueResult,
  type Contribution,
  type ContributionWriter,
  type CriterionResult,
} from './types';

// The terms of BH, FB and SB live in opponent-terms.ts; these names are still imported from here.
export { forfeitCountsAsPlayed, hasArticle16, opponentAddends, type OpponentAddend } from './opponent-terms';

/** BH (C.07 8.1): sum of the opponents' scores, with the edition's unplayed-round rules. */
export function computeBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return opponentSumResult(ctx, spec, player, false);
}

/** FB (C.07 8.3): Buchholz as if every game of the last round had been drawn. */
export function computeForeBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return computeBuchholz(foreContext(ctx), spec, player);
}

/** BH of the whole field at once, the values computeBuchholz gives (CriterionDefinition's `column`). */
export function buchholzColumn(ctx: TiebreakContext, spec: CriterionSpec, players: readonly PlayerId[]): Rational[] | undefined {
  return tableColumn(ctx, spec, players, false, hasArticle16(ctx));
}

/** FB of the whole field at once, likewise. */
export function foreBuchholzColumn(ctx: TiebreakContext, spec: CriterionSpec, players: readonly PlayerId[]): Rational[] | undefined {
  return buchholzColumn(foreContext(ctx), spec, players);
}

/**
 * AOB (C.07 8.2): average of the Buchholz (with /F: Fore Buchholz) of the opponents
 * met over the board, rounded to 0.01 half-up as the reference server does.
 */
export function computeAverageOfOpponentsBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const fore = spec.fore === true;
  let total = opponentsBuchholzTotal(ctx, fore, player);
  let games = 0;
  if (total) {
    const records = ctx.record(player);
    for (let i = 0; i < records.length; i++) if (records[i]!.kind === 'played') games++;
  } else {
    const column = opponentsBuchholzColumn(ctx, fore);
    total = Rational.ZERO;
    for (const record of ctx.record(player)) {
      if (record.kind !== 'played') continue;
      total = total.add(opponentsBuchholz(ctx, fore, record.opponent, column));
      games++;
    }
  }
  if (games === 0) return notApplicable('no opponent met over the board (C.07 8.2)', { key: 'no-opponent-met' });
  const average = roundTo(total.div(Rational.of(games)), 2, 'half-up');
  return lazyValueResult(average, aobContributions, ctx, spec, player, 'average rounded to 0.01, half up', AOB_NOTE);
}

const AOB_NOTE: EngineWords = { key: 'rounded-average' };

function aobContributions(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): Contribution[] {
  const fore = spec.fore === true;
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    const value = opponentsBuchholz(ctx, fore, record.opponent);
    const noteWords: EngineWords = { key: 'opponent-value', of: fore ? 'FB' : 'BH' };
    contributions.push(
      contribution({ round: i + 1, opponent: record.opponent, value, note: fore ? 'opponent’s FB' : 'opponent’s BH', noteWords }),
    );
  });
  return contributions;
}

const PLAIN_BH: CriterionSpec = { code: 'BH', text: 'BH' };

/** Every participant's BH (fore: FB) as AOB averages them, filled as asked. */
function opponentsBuchholzColumn(ctx: TiebreakContext, fore: boolean): PlayerMap<Rational> {
  return ctx.memo(fore ? 'AOB-inner:FB' : 'AOB-inner:BH', () => new PlayerMap<Rational>());
}

/**
 * Σ of the BH (fore: FB) of the opponents met over the board, summed as integers from the
 * event's term table; undefined when the table cannot hold them or the sum would leave the
 * safe integers (then AOB adds the Rationals).
 */
function opponentsBuchholzTotal(ctx: TiebreakContext, fore: boolean, player: PlayerId): Rational | undefined {
  const table = tableSums(fore ? foreContext(ctx) : ctx, PLAIN_BH);
  if (!table) return undefined;
  const { sums, slotOf, scale } = table;
  let total = 0;
  const records = ctx.record(player);
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.kind !== 'played') continue;
    const slot = record.opponent < slotOf.length ? slotOf[record.opponent]! : -1;
    if (slot < 0) return undefined;
    const sum = sums[slot]!;
    if (Math.abs(total) + Math.abs(sum) > Number.MAX_SAFE_INTEGER) return undefined;
    total += sum;
  }
  return Rational.of(total, scale);
}

/** A participant's BH (fore: FB) as AOB averages it, computed once per context. */
function opponentsBuchholz(ctx: TiebreakContext, fore: boolean, id: PlayerId, column = opponentsBuchholzColumn(ctx, fore)): Rational {
  let value = column.get(id);
  if (!value) {
    value = opponentSum(fore ? foreContext(ctx) : ctx, PLAIN_BH, id, false);
    column.set(id, value);
  }
  return value;
}

/** ABH: the participant's own score as opponents see it (the oracle's diagnostic column). */
export function computeAdjustedScore(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(ctx.opponentView(player));
}

/** AFB: the same for Fore Buchholz. */
export function computeForeAdjustedScore(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(foreContext(ctx).opponentView(player));
}

/**
 * BH or SB with its modifiers. Without a cut the terms are summed directly; with one, they
 * go through the cut (C.07 art. 14, 16.5). The audit trail is the same terms and the same
 * cut, written again when read.
 */
export function opponentSumResult(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): CriterionResult {
  let total: Rational;
  if (spec.cut || spec.median) {
    const onIntegers = cutOpponentSum(ctx, spec, player, product);
    if (onIntegers) {
      total = onIntegers;
    } else {
      const terms = new OpponentTerms(ctx, spec, player, product);
      total = sumUncut(terms, chooseCuts(terms, spec, hasArticle16(ctx)));
    }
  } else {
    total = opponentSum(ctx, spec, player, product);
  }
  return lazyValueResult(total, product ? sonnebornTerms : buchholzTerms, ctx, spec, player);
}

const buchholzTerms: ContributionWriter = (ctx, spec, player) => opponentSumContributions(ctx, spec, player, false);
const sonnebornTerms: ContributionWriter = (ctx, spec, player) => opponentSumContributions(ctx, spec, player, true);

function opponentSumContributions(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): Contribution[] {
  const terms = new OpponentTerms(ctx, spec, player, product);
  const cuts = chooseCuts(terms, spec, hasArticle16(ctx));
  return Array.from({ length: terms.length }, (_, k) => terms.contribution(k, cuts.get(k)));
}
