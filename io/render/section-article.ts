import type { AfterTiebreaks, CriterionSpec, Regulation } from '../../engine';
import { en } from './booklet-words/en';
import type { BookletWords } from './booklet-words/types';
import type { DocumentBlock } from './document';
import { prizeBlocks } from './article-words';

/**
 * The article on an event in several sections (the regulation's `sections`): the sections,
 * each a tournament of its own ranked under this regulation, then what differs in some of them
 * — a tie-break list or prizes of their own (`… for section "…"`), printed in full.
 */
export function sectionArticleBlocks(
  regulation: Regulation,
  tiebreakBlocks: (specs: readonly CriterionSpec[], after: AfterTiebreaks) => DocumentBlock[],
  words: BookletWords = en,
): DocumentBlock[] {
  const sections = regulation.eventSections ?? [];
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: words.sections.played(sections.length) },
    { kind: 'list', numbered: false, items: sections.map((s) => s.name) },
  ];
  const common = sections.filter((s) => !s.tiebreaks && !s.prizes).map((s) => s.name);
  if (common.length < sections.length && common.length > 0) blocks.push({ kind: 'paragraph', text: words.sections.common(common) });
  for (const section of sections) {
    if (section.tiebreaks) {
      blocks.push({ kind: 'paragraph', text: words.sections.ownTiebreaks(section.name) });
      for (const block of tiebreakBlocks(section.tiebreaks, section.after ?? regulation.after)) blocks.push(block);
    }
    if (section.prizes) {
      blocks.push({ kind: 'paragraph', text: words.sections.ownPrizes(section.name) });
      for (const block of prizeBlocks(section.prizes, words)) blocks.push(block);
    }
  }
  // The article numbers its own items only: a section's list and prize rules are bullets under it.
  return blocks.map((b) => (b.kind === 'list' ? { ...b, numbered: false } : b));
}
