import type { EngineIssue, TeamAward } from '../model';
import { evaluateFormula } from './evaluate-formula';
import { formatPlace, type Place } from './places';
import type { FormulaScope } from './scope';
import { pushAll } from '../collections';

export interface TeamAwardResult {
  award: string;
  /** The award's place (2 for "Top teams" place 2). */
  place: number;
  team?: string;
  /** Why this team, who was passed over and why, or why nobody. */
  note: string;
}

/**
 * Gives the team awards in the order of precedence the article lists (VCF Part 2 §5:
 * "An award of Top Home-School takes precedence over any Team place award except 1st
 * Place" — list place 1, then the home-school award, then places 2–5): each place goes to
 * the best-ranked team that meets the award's condition and holds no award yet.
 */
export function allocateTeamAwards(
  awards: readonly TeamAward[],
  ranked: readonly { team: string; place: Place; award?: string }[],
  scopes: ReadonlyMap<string, FormulaScope>,
): { results: TeamAwardResult[]; issues: EngineIssue[] } {
  const results: TeamAwardResult[] = [];
  const issues: EngineIssue[] = [];
  const placesGiven = new Map<string, number>();
  /** The award each team holds, by name (its earlier places are not "passed over"). */
  const held = new Map<string, string>();
  const totalPlaces = new Map<string, number>();
  for (const award of awards) totalPlaces.set(award.name, (totalPlaces.get(award.name) ?? 0) + award.count);
  for (const award of awards) {
    for (let k = 0; k < award.count; k++) {
      const place = (placesGiven.get(award.name) ?? 0) + 1;
      placesGiven.set(award.name, place);
      const eligible = (entry: (typeof ranked)[number]): boolean | 'not computable' => {
        if (entry.award) return false;
        if (!award.where) return true;
        const condition = evaluateFormula(award.where, scopes.get(entry.team)!);
        if (condition.ok) return !condition.value.isZero();
        pushAll(issues, condition.issues);
        return 'not computable';
      };
      const verdicts = ranked.map((entry) => ({ entry, verdict: eligible(entry) }));
      const candidates = verdicts.filter((v) => v.verdict === true).map((v) => v.entry);
      const winner = candidates[0];
      // Who ranked above the winner and why they were passed over (holding an award; a condition not computable).
      const above = winner ? verdicts.slice(0, ranked.indexOf(winner)) : verdicts;
      const passed = above.flatMap(({ entry, verdict }) =>
        entry.award
          ? held.get(entry.team) === award.name
            ? []
            : [`${entry.team} holds ${entry.award}`]
          : verdict === 'not computable'
            ? [`${entry.team}: condition not computable`]
            : [],
      );
      const skipped = passed.length > 0 ? `; passed over: ${passed.join(', ')}` : '';
      if (!winner) {
        results.push({ award: award.name, place, note: `no eligible team left${skipped}` });
        continue;
      }
      held.set(winner.team, award.name);
      winner.award = totalPlaces.get(award.name)! > 1 ? `${award.name} ${place}` : award.name;
      const tied = candidates.filter((e) => e !== winner && e.place.rank === winner.place.rank);
      const shared = tied.length > 0 ? `; place ${formatPlace(winner.place)} is shared after the team tie-breaks: given in list order` : '';
      if (tied.length > 0)
        issues.push({
          code: 'engine/team-award-tied',
          severity: 'warning',
          message: `${award.name} ${place}: ${[winner, ...tied].map((e) => e.team).join(', ')} are still tied after the team tie-breaks`,
        });
      results.push({ award: award.name, place, team: winner.team, note: `team place ${formatPlace(winner.place)}${skipped}${shared}` });
    }
  }
  return { results, issues };
}
