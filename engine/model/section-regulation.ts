import type { EventSection } from './event-sections';
import type { Regulation } from './regulation';

/** The regulation one section is ranked by: the common one with the section's own list and prizes in place. */
export function regulationOfSection(regulation: Regulation, section: EventSection): Regulation {
  const { eventSections: _all, ...common } = regulation;
  // A section's own list brings its own rounds (or none): the common list's do not carry over.
  if (section.tiebreaks) delete common.tiebreakRounds;
  return {
    ...common,
    ...(section.tiebreaks && { tiebreaks: section.tiebreaks }),
    ...(section.tiebreaks && section.tiebreakRounds && { tiebreakRounds: section.tiebreakRounds }),
    ...(section.after && { after: section.after }),
    ...(section.prizes && { prizes: section.prizes }),
  };
}
