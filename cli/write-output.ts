import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import type { Evaluation } from '../engine';
import { auditBlock, standingsBlock, toFixtureJson } from '../io';
import { UsageError } from './args';
import type { InputOutcome } from './read-input';
import { renderCsv } from './render-table';
import { writeOwnedSheet, type Block } from './xlsx';

/** What was run, recorded at the top of every output (product.md, capability 10). */
export function headerBlock(evaluation: Evaluation, input: { file: string; sha256: string }, ranAt: Date): Block {
  const regulation = evaluation.regulation;
  const definition = `${regulation.edition}\n${regulation.tiebreaks.map((t) => t.text).join(' ')}\n${JSON.stringify(regulation.after)}`;
  return [
    ['Regulation', regulation.name],
    ['Version', regulation.version ?? null],
    ['Rules', regulation.edition],
    ['Ranking list', regulation.tiebreaks.map((t) => t.text).join(', ')],
    ['Regulation hash (SHA-256)', createHash('sha256').update(definition).digest('hex')],
    ['Input', input.file],
    ['Input hash (SHA-256)', input.sha256],
    ['Run at', ranAt.toISOString()],
  ];
}

/**
 * Writes the run's output by the file's extension: .xlsx (sheets "Regula Standings" and
 * "Regula Audit" — in a copy of the input workbook when the input was one, whose own
 * sheets are left as they are), .csv (standings) or .json (the reference corpus's shape).
 */
export async function writeOutput(
  path: string,
  evaluation: Evaluation,
  input: InputOutcome & { file: string },
  ranAt: Date,
): Promise<void> {
  const header = headerBlock(evaluation, input, ranAt);
  switch (extname(path).toLowerCase()) {
    case '.xlsx': {
      const workbook = input.workbook ?? new ExcelJS.Workbook();
      writeOwnedSheet(workbook, 'Regula Standings', [header, standingsBlock(evaluation)]);
      writeOwnedSheet(workbook, 'Regula Audit', [header, auditBlock(evaluation)]);
      await workbook.xlsx.writeFile(path);
      return;
    }
    case '.csv':
      writeFileSync(path, renderCsv(standingsBlock(evaluation)));
      return;
    case '.json':
      writeFileSync(path, `${JSON.stringify(toFixtureJson(evaluation), null, 1)}\n`);
      return;
    default:
      throw new UsageError(`--out ${path}: use .xlsx, .csv or .json`);
  }
}
