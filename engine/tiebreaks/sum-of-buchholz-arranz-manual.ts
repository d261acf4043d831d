import { Rational } from '../arith';
import type { CriterionSpec, PlayerId } from '../model';
import { computeBuchholz, forfeitCountsAsPlayed } from './buchholz';
import type { TiebreakContext } from './context';
import { sumOf } from './sums';
import { contribution, notApplicable, valueResult, type Contribution, type CriterionResult } from './types';

/*
 * Criteria outside C.07, US Chess and DrA: sum of Buchholz (Italian Buchholz slides,
 * Swiss-Manager 25/70), Arranz (Swiss-Manager 61) and manual values from a column
 * (Swiss-Manager 5/6, DrA 12).
 */

/**
 * Sum of Buchholz: the sum of the Buchholz values (BH, under the regulation's edition) of
 * the opponents met — one addend per encounter (C.07 4.4); forfeits count as encounters
 * with /P and in round robins, as for BH. Our choice for an own unplayed round: it adds 0,
 * there being no opponent whose Buchholz could count (the Italian deck's example has six
 * opponents met: 23½ + 24 + 20 + 19½ + 15 + 6 = 108).
 */
export function computeSumOfBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const inner: CriterionSpec = { code: 'BH', text: 'BH', ...(spec.played ? { played: true } : {}) };
  const column = ctx.memo(`sum-of-buchholz:${spec.played === true}`, () => new Map<PlayerId, Rational>());
  const buchholzOf = (id: PlayerId): Rational => {
    let value = column.get(id);
    if (!value) {
      const result = computeBuchholz(ctx, inner, id);
      value = result.kind === 'value' ? result.value : Rational.ZERO;
      column.set(id, value);
    }
    return value;
  };
  const contributions = ctx.record(player).map((record, i) => {
    const met = record.kind === 'played' || forfeitCountsAsPlayed(ctx, inner, record);
    if (!met || !('opponent' in record) || record.opponent === undefined)
      return contribution({ round: i + 1, value: Rational.ZERO, note: `${record.kind}: no opponent met, 0` });
    return contribution({ round: i + 1, opponent: record.opponent, value: buchholzOf(record.opponent), note: 'opponent’s Buchholz' });
  });
  return valueResult(sumOf(contributions), contributions);
}

const ARRANZ_DRAW = { black: Rational.of(3, 5), white: Rational.of(2, 5) };

/**
 * Arranz (Swiss-Manager 61, after the Spanish arbiter Pablo Arranz): games rescored win 1,
 * loss 0, draw 0.6 with Black and 0.4 with White. Our choice for a round without a game:
 * it counts in standard points as C.07 7.7 rescores it (more than a draw's points 1, a
 * draw's ½, less 0), so Arranz differs from the score only by the colours of the draws.
 * A drawn game whose colour the crosstable does not give makes it not applicable.
 */
export function computeArranz(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const line = ctx.line(player);
  const contributions: Contribution[] = [];
  const records = ctx.record(player);
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.kind === 'played') {
      if (record.outcome === 'draw' && record.colour === undefined)
        return notApplicable(`round ${i + 1}: a draw without a colour (Arranz)`);
      const value = record.outcome === 'win' ? Rational.ONE : record.outcome === 'loss' ? Rational.ZERO : ARRANZ_DRAW[record.colour!];
      const note = record.outcome === 'draw' ? `draw with ${record.colour === 'black' ? 'Black' : 'White'}` : record.outcome;
      contributions.push(contribution({ round: i + 1, opponent: record.opponent, value, note }));
      continue;
    }
    const c = line.perRound[i]!.cmp(ctx.systemAt(i).draw);
    const value = c > 0 ? Rational.ONE : c === 0 ? Rational.HALF : Rational.ZERO;
    contributions.push(contribution({ round: i + 1, value, note: `${record.kind}: in standard points (C.07 7.7)` }));
  }
  return valueResult(sumOf(contributions), contributions);
}

/**
 * Manual tie-break (DrA 12, Swiss-Manager 5/6): the value the arbiter entered in a column
 * of the crosstable (a barrage result, a decision), higher first (/R: lower first). A
 * missing or unreadable value is not applicable and ranks after every value.
 */
export function computeManualValue(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  if (spec.column === undefined) return notApplicable('no column named for the manual tie-break');
  const text = ctx.player(player).fields[spec.column] ?? '';
  const value = Rational.parse(text.trim());
  return value ? valueResult(value, [], `from column "${spec.column}"`) : notApplicable(`no value in column "${spec.column}"`);
}

/** A manual tie-break needs a column, and at least one participant must have it. */
export function checkManualColumn(ctx: TiebreakContext, spec: CriterionSpec): string | undefined {
  if (spec.column === undefined) return `${spec.text}: a manual tie-break needs the column its values are in`;
  if (!ctx.players.some((p) => spec.column! in p.fields)) return `No participant has a column "${spec.column}" for the manual tie-break`;
  return undefined;
}
