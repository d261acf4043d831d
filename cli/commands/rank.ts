import {
  DEFAULT_UNPLAYED_OPTIONS,
  EDITIONS,
  editionInForceOn,
  evaluate,
  parseCriterionSpecifier,
  type AfterTiebreaks,
  type CriterionSpec,
  type Edition,
  type Evaluation,
} from '../../engine';
import { formatInputIssue, hasErrors, standingsBlock, toFixtureJson } from '../../io';
import { parseArgs, UsageError } from '../args';
import type { Io } from '../io';
import { readTournamentFile } from '../read-input';
import { renderCsv, renderTable } from '../render-table';
import { writeOutput } from '../write-output';

export const RANK_USAGE = `regula rank FILE [--sheet NAME] [--criteria "PTS BH/C1 BH SB DE"] [--edition fide-2026] [--lots SEED] [--format table|csv|json] [--out OUT.xlsx|.csv|.json]

  FILE        a FIDE TRF file (.trf) or a crosstable grid (.csv, .xlsx): US wall chart, Swiss-Manager, round-robin grid, or opponent/colour/result columns
  --sheet     the worksheet of an .xlsx file (default: the first that reads as a crosstable)
  --criteria  the ranking list in the handbook's syntax (default: PTS); ties left after it are shared
  --edition   ${EDITIONS.join(', ')} (default: the edition in force on the tournament's start date, else fide-2026)
  --lots      break the ties left after the list by a reproducible drawing of lots with this seed
  --format    table (default), csv, or json in the shape of the FIDE reference server's corpus
  --out       also write the result: .xlsx (Regula Standings and Regula Audit sheets, in a copy of an .xlsx input), .csv or .json`;

/** `regula rank`: reads a tournament, ranks it by a criterion list, prints the standings. */
export async function runRank(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, ['criteria', 'edition', 'format', 'lots', 'sheet', 'out'], ['quiet']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(RANK_USAGE);
  const format = args.options.get('format') ?? 'table';
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json, not "${format}"`);

  const input = await readTournamentFile(file, args.options.has('sheet') ? { sheet: args.options.get('sheet')! } : {});
  for (const issue of input.issues) if (!(args.flags.has('quiet') && issue.severity === 'warning')) io.err(formatInputIssue(issue));
  if (!input.crosstable || hasErrors(input.issues)) {
    io.err(`${file}: not ranked: the crosstable has errors`);
    return 1;
  }
  const criteria = parseCriteria(args.options.get('criteria') ?? 'PTS');
  const edition = chooseEdition(args.options.get('edition'), input.crosstable.meta['startDate'], io, args.flags.has('quiet'));
  const lots = args.options.get('lots');
  const after: AfterTiebreaks = lots !== undefined ? { kind: 'lots', seed: lots } : { kind: 'shared' };
  const evaluation = evaluate(input.crosstable, { name: file, edition, unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks: criteria, after });
  for (const issue of evaluation.issues) io.err(`${file}: ${issue.severity} ${issue.code}: ${issue.message}`);
  io.out(render(evaluation, format));
  const out = args.options.get('out');
  if (out !== undefined) {
    await writeOutput(out, evaluation, { ...input, file }, new Date());
    if (!args.flags.has('quiet')) io.err(`wrote ${out}`);
  }
  return evaluation.issues.some((i) => i.severity === 'error') ? 1 : 0;
}

function parseCriteria(text: string): CriterionSpec[] {
  const specs: CriterionSpec[] = [];
  for (const word of text.split(/[\s,]+/).filter(Boolean)) {
    const outcome = parseCriterionSpecifier(word);
    if (!outcome.ok) throw new UsageError(`--criteria "${word}": ${outcome.message}`);
    specs.push(outcome.spec);
  }
  return specs;
}

function chooseEdition(option: string | undefined, startDate: string | undefined, io: Io, quiet: boolean): Edition {
  if (option !== undefined) {
    if (!(EDITIONS as readonly string[]).includes(option))
      throw new UsageError(`--edition must be one of ${EDITIONS.join(', ')}, not "${option}"`);
    return option as Edition;
  }
  const byDate = startDate ? editionInForceOn(startDate) : undefined;
  const edition = byDate ?? 'fide-2026';
  if (!quiet)
    io.err(
      `note: rules ${edition} (${byDate ? `in force on the start date ${startDate}` : 'no start date in the file'}); --edition overrides`,
    );
  return edition;
}

function render(evaluation: Evaluation, format: string): string {
  if (format === 'json') return JSON.stringify(toFixtureJson(evaluation), null, 1);
  const block = standingsBlock(evaluation);
  return format === 'csv' ? renderCsv(block).trimEnd() : renderTable(block);
}
