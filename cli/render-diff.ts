import { compareBlock, compareSummary, comparisonJson, type ComparedSide, type Comparison } from '../io';
import type { CliRun as Evaluated } from './run-request';
import { renderCsv, renderTable } from './render-table';

/** One event ranked under both regulations, and the two lined up. */
export interface Compared {
  event: string;
  before: Evaluated;
  after: Evaluated;
  comparison: Comparison;
  /** Either run has an error the engine reported (the exit code says so). */
  failed: boolean;
}

/** What identifies a side in the output: the regulation's name, its rules, and the hash of the text run. */
export function comparedSide(run: Evaluated): ComparedSide {
  return { regulation: run.regulation.regulation.name, edition: run.regulation.regulation.edition, sha256: run.regulation.sha256 };
}

/** "Open Championship — rules fide-2024; PTS, BH/C1, BH, SB, DE" */
export function sideLine(run: Evaluated): string {
  const regulation = run.regulation.regulation;
  return `${regulation.name} — rules ${regulation.edition}; ${run.evaluation.columns.map((c) => c.header).join(', ')}`;
}

export function renderComparison(compared: Compared, format: string): string {
  const { comparison, before, after } = compared;
  if (format === 'json')
    return JSON.stringify(comparisonJson(comparison, compared.event, comparedSide(before), comparedSide(after)), null, 1);
  const block = compareBlock(comparison);
  if (format === 'csv') return renderCsv(block).trimEnd();
  return [`Before: ${sideLine(before)}`, `After:  ${sideLine(after)}`, '', renderTable(block), '', ...compareSummary(comparison)].join(
    '\n',
  );
}
