import type { Rational } from './arith';
import { ComputedColumn } from './computed-column';
import { PlayerMap, type Crosstable, type EngineIssue, type PlayerId, type PointSystem, type Regulation } from './model';
import { rankParticipants, type RankingCriterion, type SplitStep, type Standing } from './ranking';
import { definedUnder, findCriterion, TiebreakContext, type CriterionDefinition, type CriterionResult } from './tiebreaks';

/** One column of the list as evaluated: every participant's value with its contributions. */
export interface EvaluatedColumn {
  header: string;
  definition: CriterionDefinition;
  criterion: RankingCriterion;
  /** Value criteria: every participant. Group criteria (DE): the participants of tied groups it was applied to. */
  values: Map<PlayerId, CriterionResult>;
}

export interface Evaluation {
  regulation: Regulation;
  crosstable: Crosstable;
  pointSystem: PointSystem;
  columns: EvaluatedColumn[];
  standings: Standing[];
  splits: SplitStep[];
  issues: EngineIssue[];
}

/**
 * Ranks a crosstable under a regulation. Pure and deterministic: the same inputs give
 * the same Evaluation. Criteria unknown to the registry are errors (the language
 * rejects them first); a criterion outside its edition or type is a warning.
 */
export function evaluate(crosstable: Crosstable, regulation: Regulation): Evaluation {
  const pointSystem = regulation.pointSystem ?? crosstable.pointSystem;
  const base = new TiebreakContext(crosstable, pointSystem, regulation.edition, regulation.unplayed);
  const issues: EngineIssue[] = [];
  const criteria: RankingCriterion[] = [];
  for (const spec of regulation.tiebreaks) {
    const definition = findCriterion(spec.code);
    if (!definition) {
      issues.push({
        code: 'engine/unknown-criterion',
        severity: 'error',
        message: `Unknown tie-break "${spec.text}"`,
        criterion: spec.text,
      });
      continue;
    }
    const ctx = spec.edition ? base.withEdition(spec.edition) : base;
    issues.push(...applicabilityWarnings(definition, spec.text, ctx));
    const criterion: RankingCriterion = { spec, definition, ctx };
    if (definition.compute.kind === 'value') {
      criterion.values = new ComputedColumn(
        crosstable.players.map((p) => p.id),
        definition.compute.value,
        ctx,
        spec,
      );
    }
    criteria.push(criterion);
  }
  const ranking = rankParticipants(crosstable.players, criteria, regulation.after);
  const columns = criteria.map((criterion, index) => ({
    header: criterion.spec.text,
    definition: criterion.definition,
    criterion,
    values: criterion.values ?? groupColumn(ranking.groupValues.get(index)),
  }));
  return { regulation, crosstable, pointSystem, columns, standings: ranking.standings, splits: ranking.splits, issues };
}

function groupColumn(values: Map<PlayerId, { position: number; points: Rational }> | undefined): Map<PlayerId, CriterionResult> {
  const column = new PlayerMap<CriterionResult>();
  for (const [id, { points }] of values ?? []) column.set(id, { kind: 'value', value: points, contributions: [] });
  return column;
}

function applicabilityWarnings(definition: CriterionDefinition, text: string, ctx: TiebreakContext): EngineIssue[] {
  const issues: EngineIssue[] = [];
  if (!definedUnder(definition, ctx.edition)) {
    issues.push({
      code: 'engine/not-in-edition',
      severity: 'warning',
      message: `${definition.title} (${definition.code}) is not defined under ${ctx.edition}`,
      criterion: text,
    });
  }
  if (ctx.roundRobin && definition.notInRoundRobin?.includes(ctx.edition)) {
    issues.push({
      code: 'engine/not-allowed-in-round-robin',
      severity: 'warning',
      message: `${definition.title} is not used in round robins under ${ctx.edition} (C.07 art. 8)`,
      criterion: text,
    });
  }
  return issues;
}
