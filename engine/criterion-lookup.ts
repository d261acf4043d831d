import type { CriterionSpec, Edition, EngineIssue } from './model';
import { definedUnder, findCriterion, type CriterionDefinition } from './tiebreaks';

/** The registry's criterion for a list entry; an unknown one is reported (the language rejects it first). */
export function lookUpCriterion(spec: CriterionSpec, issues: EngineIssue[]): CriterionDefinition | undefined {
  const definition = findCriterion(spec.code);
  if (!definition)
    issues.push({ code: 'engine/unknown-criterion', severity: 'error', message: `Unknown tie-break "${spec.text}"`, criterion: spec.text });
  return definition;
}

/** A criterion named under an edition that does not define it: a warning, for players and teams alike. */
export function editionWarning(definition: CriterionDefinition, edition: Edition, text: string): EngineIssue | undefined {
  if (definedUnder(definition, edition)) return undefined;
  return {
    code: 'engine/not-in-edition',
    severity: 'warning',
    message: `${definition.title} (${definition.code}) is not defined under ${edition}`,
    criterion: text,
  };
}
