import type { EventSection } from './event-sections';
import type { Regulation } from './regulation';

/** The regulation one section is ranked by: the common one with the section's own list and prizes in place. */
export function regulationOfSection(regulation: Regulation, section: EventSection): Regulation {
  const { eventSections: _all, ...common } = regulation;
  return {
    ...common,
    ...(section.tiebreaks && { tiebreaks: section.tiebreaks }),
    ...(section.after && { after: section.after }),
    ...(section.prizes && { prizes: section.prizes }),
  };
}
