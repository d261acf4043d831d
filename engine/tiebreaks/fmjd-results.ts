import { Rational } from '../arith';
import { opponentOf, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import type { TiebreakContext } from './context';
import { sumOf } from './sums';
import { contribution, notApplicable, valueResult, type Contribution, type CriterionResult } from './types';

/*
 * FMJD "DrA" sort criteria on a participant's own results (the DrA program's list of sort
 * criteria): 17 progress,
 * 20 difference 1+ minus 1−, 21 draws with advantage, 22 win/lost games, 23–24 superlitz,
 * and the rating criteria 10 and 18.
 */

/** DrA criterion 17, progress: the sum of the scores after each round (A 2-1-0-0-2-2-2 → 32, B 2-2-2-2-1-0-0 → 47). */
export function computeProgress(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions = ctx
    .line(player)
    .cumulative.map((value, i) => contribution({ round: i + 1, value, note: `score after round ${i + 1} (FMJD DrA criterion 17)` }));
  return valueResult(sumOf(contributions), contributions);
}

/** Counts rounds: each gives the value the test returns, or nothing. */
function countRounds(ctx: TiebreakContext, player: PlayerId, test: (record: RoundRecord) => { value: Rational; note: string } | undefined) {
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    const hit = test(record);
    if (hit) contributions.push(contribution({ round: i + 1, opponent: opponentOf(record), value: hit.value, note: hit.note }));
  });
  return contributions;
}

/** DrA criterion 21: the number of draws with advantage (1+). */
export function computeDrawsWithAdvantage(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions = countRounds(ctx, player, (r) =>
    r.kind === 'played' && r.outcome === 'draw' && r.advantage === 'plus'
      ? { value: Rational.ONE, note: 'draw 1+ (FMJD DrA criterion 21)' }
      : undefined,
  );
  return valueResult(sumOf(contributions), contributions);
}

/** DrA criterion 20: draws with advantage (1+) less draws with disadvantage (1−). */
export function computeAdvantageDifference(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions = countRounds(ctx, player, (r) => {
    if (r.kind !== 'played' || r.outcome !== 'draw' || r.advantage === undefined) return undefined;
    return r.advantage === 'plus'
      ? { value: Rational.ONE, note: 'draw 1+ (FMJD DrA criterion 20)' }
      : { value: Rational.of(-1), note: 'draw 1− (FMJD DrA criterion 20)' };
  });
  return valueResult(sumOf(contributions), contributions);
}

/**
 * DrA criterion 22, win/lost games, shown "6/4". DrA does not say how two such
 * relations compare. We compare the ratio won ÷ lost (the "relation" DrA names),
 * higher first, a participant without a lost game above every finite ratio. For
 * participants tied on points with as many games, the difference won − lost is always
 * equal (2W + D = points, W + D + L = games), so the difference could never separate
 * them. The value is the ratio's order-preserving form won ÷ (won + lost), which stays
 * finite (6/4 → 0.6, 3/0 → 1); the note shows "6/4". Games decided by the referee
 * (forfeits) count as won or lost, as in DrA's Solkoff remark; byes do not.
 */
export function computeWinLoss(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions = countRounds(ctx, player, (r) => {
    if ((r.kind === 'played' && r.outcome === 'win') || r.kind === 'forfeit-win') return { value: Rational.ONE, note: `${r.kind}: won` };
    if ((r.kind === 'played' && r.outcome === 'loss') || r.kind === 'forfeit-loss')
      return { value: Rational.ZERO, note: `${r.kind}: lost` };
    return undefined;
  });
  const won = contributions.filter((c) => c.value.eq(Rational.ONE)).length;
  const lost = contributions.length - won;
  if (contributions.length === 0) return notApplicable('no game won or lost (FMJD DrA criterion 22)');
  return valueResult(Rational.of(won, won + lost), contributions, `${won}/${lost}: compared as won ÷ lost, shown as won ÷ (won + lost)`);
}

/**
 * The superlitz criteria need the number of games each round's match took. They arrive
 * as columns of the crosstable, one per round, read into Player.fields: "R1 Games",
 * "R2 Games", … (or "Games R1"; case, spaces and punctuation ignored), holding a whole
 * number. Only matches played over the board count; a won or lost match without a
 * count is an unknown, and the criterion is not applicable for that participant.
 */
export function superlitzGames(ctx: TiebreakContext, player: PlayerId, round: number): Rational | undefined {
  const fields = ctx.player(player).fields;
  for (const [header, text] of Object.entries(fields)) {
    const key = header.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (key !== `r${round}games` && key !== `gamesr${round}`) continue;
    const value = Rational.parse(text.trim());
    return value && value.isInteger() && value.sign() > 0 ? value : undefined;
  }
  return undefined;
}

function superlitz(ctx: TiebreakContext, player: PlayerId, outcome: 'win' | 'loss', criterion: number): CriterionResult {
  const contributions: Contribution[] = [];
  const records = ctx.record(player);
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.kind !== 'played' || record.outcome !== outcome) continue;
    const games = superlitzGames(ctx, player, i + 1);
    if (!games) return notApplicable(`no number of games for round ${i + 1} (column "R${i + 1} Games")`);
    const note = `games in the ${outcome === 'win' ? 'won' : 'lost'} match (FMJD DrA criterion ${criterion})`;
    contributions.push(contribution({ round: i + 1, opponent: record.opponent, value: games, note }));
  }
  return valueResult(sumOf(contributions), contributions);
}

/** DrA criterion 23, faster winning games (superlitz): games played in the matches won, fewer first. */
export function computeFasterWinningGames(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return superlitz(ctx, player, 'win', 23);
}

/** DrA criterion 24, slower lost games (superlitz): games played in the matches lost, more first. */
export function computeSlowerLostGames(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return superlitz(ctx, player, 'loss', 24);
}

/**
 * DrA criterion 10, average rating of opponents: one entry per round — the opponent's
 * rating for a game played, 0 for a round not played (bye, forfeit) and for an unrated
 * opponent (unlike C.07 10.1) — averaged over the rounds, exactly (DrA states no
 * rounding; average and total order alike). Criterion 18, reduced ARO (−1, −2, …): the
 * same without the n lowest entries (Cn, default 1).
 */
function averageRating(ctx: TiebreakContext, player: PlayerId, cut: number, criterion: number): CriterionResult {
  const contributions = ctx.record(player).map((record, i) => {
    if (record.kind !== 'played')
      return contribution({ round: i + 1, value: Rational.ZERO, note: `${record.kind}: counts 0 (FMJD DrA criterion 10)` });
    const rating = ctx.player(record.opponent).rating;
    return rating === undefined
      ? contribution({
          round: i + 1,
          opponent: record.opponent,
          value: Rational.ZERO,
          note: 'unrated opponent counts 0 (FMJD DrA criterion 10)',
        })
      : contribution({ round: i + 1, opponent: record.opponent, value: Rational.of(rating), note: 'opponent’s rating' });
  });
  const order = contributions.map((c, i) => ({ value: c.value, i })).sort((a, b) => a.value.cmp(b.value) || a.i - b.i);
  const dropped = new Set(order.slice(0, cut).map(({ i }) => i));
  const kept = contributions.filter((_, i) => !dropped.has(i));
  if (kept.length === 0) return notApplicable('no round left to average');
  const marked = contributions.map((c, i) =>
    dropped.has(i) ? contribution({ ...c, cut: `cut: lowest (FMJD DrA criterion ${criterion})` }) : c,
  );
  return valueResult(sumOf(kept).div(Rational.of(kept.length)), marked, `exact mean of ${kept.length} rounds`);
}

export function computeFmjdAverageRating(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return averageRating(ctx, player, 0, 10);
}

export function computeReducedAverageRating(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return averageRating(ctx, player, spec.cut ?? 1, 18);
}
