import type { AfterTiebreaks, CriterionSpec, EventSection, PrizeRules, RoundRange } from '../engine';
import type { PrizesSection, RegulationFile, Section, TiebreaksSection } from './ast';

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>;

/**
 * The `sections` section lowered: each section by its name as written in `sections`, with the
 * tie-break list and prizes of a `tie-breaks for section "…"` / `prizes for section "…"` that
 * names it (validated: at most one of each per section, names matched case-insensitively).
 * Undefined when the file has no sections section: the event is one section.
 */
export function lowerEventSections(
  ast: RegulationFile,
  lower: {
    tiebreaks: (section: TiebreaksSection) => { tiebreaks: CriterionSpec[]; after: AfterTiebreaks; tiebreakRounds?: RoundRange };
    prizes: (section: PrizesSection) => PrizeRules;
  },
): EventSection[] | undefined {
  const listed = ast.sections.filter((s): s is Of<'sections-section'> => s.kind === 'sections-section');
  if (listed.length === 0) return undefined;
  const scoped = <S extends TiebreaksSection | PrizesSection>(sections: S[], name: string) =>
    sections.find((s) => s.scope?.names.some((n) => same(n.value, name)));
  const tiebreaks = ast.sections.filter((s): s is TiebreaksSection => s.kind === 'tiebreaks-section' && s.scope !== undefined);
  const prizes = ast.sections.filter((s): s is PrizesSection => s.kind === 'prizes-section' && s.scope !== undefined);
  return listed
    .flatMap((s) => s.lines.flatMap((l) => l.names))
    .map(({ value: name }) => {
      const list = scoped(tiebreaks, name);
      const prize = scoped(prizes, name);
      return { name, ...(list && lower.tiebreaks(list)), ...(prize && { prizes: lower.prizes(prize) }) };
    });
}

/** Section names as the crosstable and the regulation write them: case and outer spaces ignored. */
function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
