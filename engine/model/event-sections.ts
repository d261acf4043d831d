import type { AfterTiebreaks, CriterionSpec, RoundRange } from './criterion-spec';
import type { PrizeRules } from './regulation-articles';

/**
 * One section of an event played in several (`sections` in the language): a scholastic
 * nationals' grade sections, a youth championship's age groups, an open's rating sections.
 * Each section is its own tournament — its own crosstable, standings and prizes — under the
 * one regulation; where the regulation gives a section its own tie-break list or prizes
 * (`tie-breaks for section "…"`, `prizes for section "…"`), those replace the common ones
 * for that section only (e.g. the Chicago Open's prize fund per section).
 */
export interface EventSection {
  name: string;
  /** The section's own list (points first), replacing the regulation's. */
  tiebreaks?: CriterionSpec[];
  after?: AfterTiebreaks;
  /** The rounds the section's own list is computed on (with its list only). */
  tiebreakRounds?: RoundRange;
  /** The section's own prizes, replacing the regulation's. */
  prizes?: PrizeRules;
}
