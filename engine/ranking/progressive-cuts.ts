import type { CriterionSpec, PlayerId } from '../model';
import type { CriterionDefinition, CriterionResult, GroupMemberValue, GroupOutcome, TiebreakContext } from '../tiebreaks';
import { compareResults } from './rank';

type ValueOf = (ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId) => CriterionResult;

/**
 * A criterion with progressive cuts (`C+`, "progressive cuts"): the tied group is ordered by
 * the criterion as written; the players it leaves tied are ordered by it with cut 1, those
 * still tied with cut 2, and so on up to cut rounds − 1. The arbiter's handbook on the Sum of
 * Progressive Score: "If still tied, deduct the first round score and, if necessary, the
 * second, etc." Written with a cut (`C1+`, "cut 1 progressive cuts"), the
 * first value compared is that cut's, then one more each time: "Buchholz Cut 1 (less one
 * lowest, then less two lowest, and so on)". Each member shows the values compared until it
 * was separated ("20, C1 19, C2 17"); its audit trail is the terms of the last value compared.
 */
export function progressiveCutsRanker(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  definition: CriterionDefinition,
  valueOf: ValueOf,
): (group: readonly PlayerId[]) => GroupOutcome {
  const direction = (definition.order === 'higher-first') !== (spec.reverse === true) ? -1 : 1;
  const firstCut = spec.cut ?? 0;
  const lastCut = Math.max(firstCut, ctx.rounds - 1);
  const withCut = (cut: number): CriterionSpec => {
    const cutSpec: CriterionSpec = { ...spec, text: cut === firstCut ? spec.text : `${definition.code}/C${cut}` };
    delete cutSpec.progressiveCuts;
    if (cut > 0) cutSpec.cut = cut;
    return cutSpec;
  };
  return (group) => {
    const groups: PlayerId[][] = [];
    const values = new Map<PlayerId, GroupMemberValue>();
    const shown = new Map<PlayerId, string[]>();
    let stillTied = false;
    const order = (members: readonly PlayerId[], cut: number): void => {
      const cutSpec = withCut(cut);
      const results = members.map((id) => ({ id, result: valueOf(ctx, cutSpec, id) }));
      results.sort((a, b) => compareResults(a.result, b.result, direction) || a.id - b.id);
      for (const { id, result } of results) {
        const text = result.kind === 'value' ? result.value.toDecimalString() : 'n/a';
        const line = shown.get(id) ?? [];
        line.push(cut === 0 ? text : `C${cut} ${text}`);
        shown.set(id, line);
        if (result.kind !== 'value') continue;
        const first = values.get(id);
        const member: GroupMemberValue = {
          value: first?.value ?? result.value,
          display: line.join(', '),
          contributions: result.contributions,
        };
        if (cut > firstCut) {
          member.note = `compared with cut ${cut} (progressive cuts)`;
          member.noteWords = { key: 'progressive-cut', cut };
        }
        values.set(id, member);
      }
      let start = 0;
      for (let k = 1; k <= results.length; k++) {
        if (k < results.length && compareResults(results[k - 1]!.result, results[k]!.result, direction) === 0) continue;
        const tied = results.slice(start, k).map((r) => r.id);
        start = k;
        if (tied.length > 1 && cut < lastCut) order(tied, cut + 1);
        else {
          if (tied.length > 1) stillTied = true;
          groups.push(tied);
        }
      }
    };
    order(group, firstCut);
    const outcome: GroupOutcome = { groups, values };
    if (stillTied) {
      outcome.reason = `equal with every cut up to cut ${lastCut}`;
      outcome.reasonWords = { key: 'progressive-equal', lastCut };
    }
    return outcome;
  };
}
