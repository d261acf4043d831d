import { compareBlock, compareSummary, comparisonJson, RESULT_WORDS, type ComparedSide, type Comparison, type ResultWords } from '../io';
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
export function sideLine(run: Evaluated, words: ResultWords = RESULT_WORDS.en): string {
  const regulation = run.regulation.regulation;
  return words.diff.side(regulation.name, regulation.edition, run.evaluation.columns.map((c) => c.header).join(', '));
}

/** The comparison as JSON, CSV (English: a contract) or the table, in the language of `words` (`diff --lang`). */
export function renderComparison(compared: Compared, format: string, words: ResultWords = RESULT_WORDS.en): string {
  const { comparison, before, after } = compared;
  if (format === 'json')
    return JSON.stringify(comparisonJson(comparison, compared.event, comparedSide(before), comparedSide(after)), null, 1);
  if (format === 'csv') return renderCsv(compareBlock(comparison)).trimEnd();
  const { diff } = words;
  return [
    diff.before(sideLine(before, words)),
    diff.after(sideLine(after, words)),
    '',
    renderTable(compareBlock(comparison, words)),
    '',
    ...compareSummary(comparison, words),
  ].join('\n');
}
