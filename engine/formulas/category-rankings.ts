import type { Rational } from '../arith';
import type { Categories, EngineIssue, PlayerId } from '../model';
import { CategoryTester, conditionText, missingDataIssue } from './categories';
import type { EventFacts } from './event-facts';
import { uniqueIssues } from './scope';

export interface CategoryRankingRow {
  /** Rank in the category: competition ranking of the members in the final standings (tied overall, tied here). */
  rank: number;
  player: PlayerId;
  name: string;
  points: Rational;
  /** Rank in the whole event. */
  overall: number;
}

export interface CategoryRanking {
  event: string;
  category: string;
  /** The conditions as the regulation writes them ("female under 14"). */
  definition: string;
  /** How ages were counted ("ages on 2026-01-01 (as the regulation states)"), when the category has an age. */
  dates: string[];
  rows: CategoryRankingRow[];
  /** Players the category could not decide for want of data: not in it. */
  missing: { player: PlayerId; name: string; reason: string }[];
  issues: EngineIssue[];
}

/**
 * "Best U12": each category of the regulation's `categories` article as its own standings,
 * the members in the order of the final standings. A member's category rank is shared when
 * their overall rank is (the ranking did not separate them).
 */
export function rankCategories(facts: EventFacts, categories: Categories): CategoryRanking[] {
  return categories.list.map((category) => {
    const issues: EngineIssue[] = [];
    const tester = new CategoryTester(facts, issues, categories.on);
    const rows: CategoryRankingRow[] = [];
    const missing: CategoryRanking['missing'] = [];
    for (const player of facts.players) {
      const m = tester.test(category.conditions, player, category.name);
      if (!m.in) {
        if (m.missing !== undefined) missing.push({ player: player.id, name: player.name, reason: m.missing });
        continue;
      }
      const standing = facts.standing.get(player.id)!;
      const previous = rows[rows.length - 1];
      const rank = previous && previous.overall === standing.rank ? previous.rank : rows.length + 1;
      rows.push({ rank, player: player.id, name: player.name, points: facts.scores.get(player.id)!, overall: standing.rank });
    }
    const warning = missingDataIssue(facts, category.name, missing);
    if (warning) issues.push(warning);
    return {
      event: facts.label,
      category: category.name,
      definition: category.conditions.map(conditionText).join(' '),
      dates: [...new Set(tester.dates.values())],
      rows,
      missing,
      issues: uniqueIssues(issues),
    };
  });
}
