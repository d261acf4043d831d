import type { CriterionSpec, EngineIssue } from './model';
import { findCriterion, type CriterionDefinition } from './tiebreaks';

/** The registry's criterion for a list entry; an unknown one is reported (the language rejects it first). */
export function lookUpCriterion(spec: CriterionSpec, issues: EngineIssue[]): CriterionDefinition | undefined {
  const definition = findCriterion(spec.code);
  if (!definition)
    issues.push({ code: 'engine/unknown-criterion', severity: 'error', message: `Unknown tie-break "${spec.text}"`, criterion: spec.text });
  return definition;
}
