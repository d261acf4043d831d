import type { Edition } from '../model';
import { FIDE_CRITERIA } from './criteria-fide';
import { FMJD_CRITERIA } from './criteria-fmjd';
import { MATCH_CRITERIA } from './criteria-match';
import { OTHER_CRITERIA } from './criteria-other';
import { TEAM_CRITERIA } from './criteria-team';
import { US_CHESS_CRITERIA } from './criteria-us-chess';
import type { CriterionDefinition } from './definition';

/**
 * Every criterion Regula knows, declared once (docs/architecture.md "One registry"). The
 * declarations live beside their family (criteria-*.ts); this list is the only one the
 * language, the editor, the docs and the engine read.
 */
export const CRITERIA: readonly CriterionDefinition[] = [
  ...FIDE_CRITERIA,
  ...US_CHESS_CRITERIA,
  ...FMJD_CRITERIA,
  ...OTHER_CRITERIA,
  ...MATCH_CRITERIA,
  ...TEAM_CRITERIA,
];

const BY_NAME = new Map<string, CriterionDefinition>();
for (const definition of CRITERIA) {
  for (const key of [definition.code, ...definition.aliases, ...definition.names]) BY_NAME.set(key.toLowerCase(), definition);
}

/** Finds a criterion by code, alias or long name, case-insensitively. */
export function findCriterion(name: string): CriterionDefinition | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** Every name a regulation may use for a criterion (for completion and did-you-mean). */
export function criterionNames(): string[] {
  return [...BY_NAME.keys()];
}

export function definedUnder(definition: CriterionDefinition, edition: Edition): boolean {
  return definition.editions === 'all' || definition.editions.includes(edition);
}
