import { compileRegulation } from '../dsl';
import type { AfterTiebreaks, Crosstable, CriterionSpec, Regulation } from '../engine';
import type { ListChange } from '../io';

/**
 * A tie-break list changed after the event started (FIDE VCL Q201, Q202: changing it once
 * the event has started is warned about and recorded). The lists are compared as the engine sees them — each
 * criterion's registry code and modifiers, in order, and what follows the list — not as
 * text: `buchholz cut 1` and `BH/C1` are the same list, a comment or a renamed regulation
 * changes nothing.
 */
export function tiebreakListText(regulation: Pick<Regulation, 'tiebreaks' | 'after'>): string {
  return `${regulation.tiebreaks.map(criterionNotation).join(', ')}; ${afterText(regulation.after)}`;
}

/** One criterion in the reference server's notation with every modifier the engine reads: "BH/C1", "KS/L50%", "TPR/U1400". */
export function criterionNotation(spec: CriterionSpec): string {
  const parts = [spec.code];
  if (spec.cut !== undefined) parts.push(`/C${spec.cut}`);
  if (spec.progressiveCuts) parts.push('/C+');
  if (spec.median !== undefined) parts.push(`/M${spec.median}`);
  if (spec.limit) parts.push(spec.limit.kind === 'percent' ? `/L${spec.limit.percent.toDecimalString()}%` : `/L${spec.limit.steps}`);
  if (spec.played) parts.push('/P');
  if (spec.fore) parts.push('/F');
  if (spec.unratedRating !== undefined) parts.push(`/U${spec.unratedRating}`);
  if (spec.reverse) parts.push('/R');
  if (spec.ignoreVurFirst) parts.push('/V');
  if (spec.allMet) parts.push('/A');
  if (spec.factor) parts.push(`/K${spec.factor.toDecimalString()}`);
  if (spec.reference) parts.push(`:${spec.reference === 'match-points' ? 'MP' : 'GP'}`);
  if (spec.edition) parts.push(`@${spec.edition}`);
  if (spec.column !== undefined) parts.push(` "${spec.column}"`);
  return parts.join('');
}

function afterText(after: AfterTiebreaks): string {
  switch (after.kind) {
    case 'lots':
      return after.seed === undefined ? 'then lots' : `then lots seeded by "${after.seed}"`;
    case 'manual':
      return `then manual from column "${after.column}"`;
    default:
      return `then ${after.kind}`;
  }
}

/** The last round with a result for anyone (0: the event has not started). Linear in the records. */
export function lastRoundWithResults(crosstable: Pick<Crosstable, 'players'>): number {
  let last = 0;
  for (const player of crosstable.players) {
    for (let index = player.rounds.length - 1; index >= last; index--) {
      if (player.rounds[index]!.kind !== 'absent') {
        last = index + 1;
        break;
      }
    }
  }
  return last;
}

/**
 * The change between the regulation saved in the workbook (its text) and the one run now,
 * when the event has results in at least one round and the two lists differ; undefined
 * otherwise — also when the saved text no longer compiles (nothing to compare it with).
 */
export function listChange(
  savedText: string | undefined,
  regulation: Regulation,
  crosstable: Pick<Crosstable, 'players'>,
  ranAt: Date,
): ListChange | undefined {
  if (savedText === undefined) return undefined;
  const round = lastRoundWithResults(crosstable);
  if (round === 0) return undefined;
  const saved = compileRegulation(savedText).regulation;
  if (!saved) return undefined;
  const previous = tiebreakListText(saved);
  const next = tiebreakListText(regulation);
  return previous === next ? undefined : { ranAt: ranAt.toISOString(), round, previous, next };
}

/** The warning both doors give, at their highest level: both lists and the round. */
export function listChangeMessage(change: ListChange): string {
  return (
    `the tie-break list changed after round ${change.round}, once the event had started: it was "${change.previous}", ` +
    `it is now "${change.next}" (FIDE VCL Q201: a list is not changed once the event has started); the change is recorded on the Regulation sheet`
  );
}
