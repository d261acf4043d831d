import { describe, expect, it } from 'vitest';
import { CRITERIA, criterionNames, findCriterion, findRegulationName, parseCriterionSpecifier, RULES_NAMES } from '../../../../engine';

describe('the criterion registry', () => {
  it('maps every code, alias and long name to exactly one criterion', () => {
    const owners = new Map<string, string[]>();
    for (const definition of CRITERIA)
      for (const key of [definition.code, ...definition.aliases, ...definition.names]) {
        const k = key.toLowerCase();
        owners.set(k, [...(owners.get(k) ?? []), definition.code]);
      }
    const clashes = [...owners].filter(([, codes]) => codes.length > 1);
    expect(clashes).toEqual([]);
    expect(new Set(criterionNames()).size).toBe(owners.size);
  });

  it('spells long names in lower case and codes as letters only (the notation splits on / - # !)', () => {
    for (const definition of CRITERIA) {
      expect(definition.code).toMatch(/^[A-Z]+$/);
      for (const name of definition.names) expect(name).toBe(name.toLowerCase());
    }
  });

  it('gives the US Chess criteria names that say US Chess, pinned to the us-chess rules', () => {
    const words = [
      'us cumulative',
      'most blacks',
      'us result between tied players',
      'opposition performance',
      'us average rating of opposition',
    ];
    expect(words.map((w) => findCriterion(w)?.code)).toEqual(['CUM', 'MBLK', 'RBTP', 'OPERF', 'USARO']);
    expect(words.map((w) => findCriterion(w)?.pinnedEdition)).toEqual(Array(words.length).fill('us-chess'));
    expect(
      ['progressive score', 'games played with black', 'direct encounter', 'average rating of opponents'].map(
        (w) => findCriterion(w)?.code,
      ),
    ).toEqual(['PS', 'BPG', 'DE', 'ARO']);
  });

  it('leaves the words other rules read otherwise to the rules table, not to one criterion', () => {
    // "solkoff" is Buchholz in British and FIDE usage, US Chess 34E2 under rules us-chess (rules-names.ts).
    for (const name of RULES_NAMES.filter((n) => n.otherwise === 'ask')) expect(findCriterion(name.name), name.name).toBeUndefined();
    for (const name of RULES_NAMES) {
      expect(name.meanings.length, name.name).toBeGreaterThan(1);
      for (const meaning of name.meanings) {
        expect(meaning.source.length, name.name).toBeGreaterThan(5);
        if (meaning.means !== undefined) expect(parseCriterionSpecifier(meaning.means).ok, meaning.means).toBe(true);
        if (meaning.write !== undefined)
          expect(findCriterion(meaning.write) ?? findRegulationName(meaning.write), meaning.write).toBeDefined();
      }
    }
  });

  it('lets progressive cuts start from a cut only where the criterion takes one (C1+ sets the cut)', () => {
    const progressive = CRITERIA.filter((d) => d.modifiers.includes('progressive'));
    expect(progressive.length).toBeGreaterThan(0);
    expect(progressive.filter((d) => !d.modifiers.includes('cut')).map((d) => d.code)).toEqual([]);
  });

  it('names a source for every criterion', () => {
    for (const definition of CRITERIA) expect(definition.source.length).toBeGreaterThan(5);
  });
});
