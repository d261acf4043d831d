import type { CriterionDefinition, CriterionResult } from './tiebreaks';
import type { Crosstable, EngineIssue, PlayerId, PointSystem, Regulation } from './model';
import type { MicroMatchReport, RankingCriterion, SplitStep, Standing } from './ranking';
import type { WithdrawalReport } from './formulas/withdrawal-report';

// What evaluate() returns, apart from it so that the articles (formulas/) can read an
// evaluation without importing the evaluator that runs them.

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
  /** The crosstable as ranked: after the regulation's withdrawal rules (the input when it has none). */
  crosstable: Crosstable;
  pointSystem: PointSystem;
  columns: EvaluatedColumn[];
  standings: Standing[];
  splits: SplitStep[];
  issues: EngineIssue[];
  /** What the withdrawal rules changed, who was deleted from the table, who may not receive awards. */
  withdrawals: WithdrawalReport;
  /** Each micro-match with its games and the players' totals, when the regulation has a micro-matches article. */
  microMatches?: MicroMatchReport;
}
