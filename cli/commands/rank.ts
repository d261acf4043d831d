import type { Evaluation } from '../../engine';
import { standingsBlock, toFixtureJson } from '../../io';
import { parseArgs, UsageError } from '../args';
import { EVALUATION_OPTIONS, EVALUATION_USAGE, evaluateInput } from '../evaluate-input';
import type { Io } from '../io';
import { renderCsv, renderTable } from '../render-table';
import { writeOutput } from '../write-output';

export const RANK_USAGE = `regula rank FILE [--regulation FILE.regula | --criteria "PTS BH/C1 BH SB DE" --edition fide-2026 --lots SEED] [--sheet NAME] [--format table|csv|json] [--out OUT.xlsx|.csv|.json]

  FILE        a FIDE TRF file (.trf) or a crosstable grid (.csv, .xlsx): US wall chart, Swiss-Manager, round-robin grid, or opponent/colour/result columns
${EVALUATION_USAGE}
  --format    table (default), csv, or json in the shape of the FIDE reference server's corpus
  --out       also write the result: .xlsx (Regula Standings and Regula Audit sheets, in a copy of an .xlsx input), .csv or .json
  --quiet     no notes or warnings`;

/** `regula rank`: reads a tournament, ranks it by a criterion list, prints the standings. */
export async function runRank(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'format', 'out'], ['quiet']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(RANK_USAGE);
  const format = args.options.get('format') ?? 'table';
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json, not "${format}"`);
  const evaluated = await evaluateInput(file, args, io);
  if (!evaluated) return 1;
  const { evaluation, input } = evaluated;
  io.out(render(evaluation, format));
  const out = args.options.get('out');
  if (out !== undefined) {
    await writeOutput(out, evaluation, input, new Date());
    if (!args.flags.has('quiet')) io.err(`wrote ${out}`);
  }
  return evaluation.issues.some((i) => i.severity === 'error') ? 1 : 0;
}

function render(evaluation: Evaluation, format: string): string {
  if (format === 'json') return JSON.stringify(toFixtureJson(evaluation), null, 1);
  const block = standingsBlock(evaluation);
  return format === 'csv' ? renderCsv(block).trimEnd() : renderTable(block);
}
