import {
  evaluate,
  evaluateArticles,
  regulationOfSection,
  type Crosstable,
  type EventSection,
  type Evaluation,
  type Regulation,
  type ArticleResults,
} from '../engine';

/*
 * An event in several sections (the regulation's `sections`): each section is ranked on its
 * own crosstable by its own regulation (the common one with the section's own tie-break list
 * and prizes, engine/model/event-sections.ts), the same way in both doors. Sections are
 * independent: ranking 13 sections of 300 costs 13 rankings of 300, nothing across them.
 */

/** One section ranked: its standings (evaluation) and its prizes, qualification, categories (results). */
export interface RankedSection {
  name: string;
  evaluation: Evaluation;
  results: ArticleResults;
}

/** The names of the regulation's sections, in its order; empty for an event in one section. */
export function sectionNames(regulation: Regulation): string[] {
  return (regulation.eventSections ?? []).map((s) => s.name);
}

/**
 * Ranks one section. Its per-section qualification table reads the row of the section's name
 * (`qualification … per section`); the audit names the event as "EVENT, section NAME".
 */
export function rankSection(crosstable: Crosstable, regulation: Regulation, name: string, event?: string): RankedSection {
  const section = regulation.eventSections?.find((s) => same(s.name, name)) ?? ({ name } satisfies EventSection);
  const evaluation = evaluate(crosstable, regulationOfSection(regulation, section));
  const results = evaluateArticles(evaluation, {
    event: event === undefined ? `section ${section.name}` : `${event}, section ${section.name}`,
    section: section.name,
    sectionSource: "the event's section",
  });
  return { name: section.name, evaluation, results };
}

/** The section --section (or the add-in's Section field) asks for, among the ranked ones; a problem when there is none of that name. */
export function pickSection<T extends { name: string }>(sections: readonly T[], asked: string): T | { problem: string } {
  const found = sections.find((s) => same(s.name, asked));
  return found ?? { problem: `section "${asked}": the event's sections are ${sections.map((s) => `"${s.name}"`).join(', ')}` };
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
