import { parseArgs, UsageError } from '../args';
import { EVALUATION_OPTIONS, EVALUATION_USAGE, evaluateInput } from '../evaluate-input';
import { isTeamFile } from '../evaluate-team-input';
import type { Io } from '../io';
import { renderSections, renderStandings } from '../render-run';
import type { Reporter } from '../report';
import { guardOutput } from '../safe-write';
import { writeOutput } from '../write-output';
import { runTeamRank } from './rank-teams';

export const RANK_USAGE = `regula rank FILE [--regulation R.regula | --criteria "PTS BH/C1 BH SB DE" --edition fide-2026 --lots SEED] [--sheet NAME] [--language CODE] [--round N] [--section NAME] [--format table|csv|json] [--out OUT.xlsx|.csv|.json] [--force] [--quiet] [--json]

  FILE        a FIDE TRF file (.trf) or a crosstable grid (.csv, .xlsx): US wall chart, Swiss-Manager, round-robin grid, or opponent/colour/result columns.
              A TRF file with team lines (TRF-16 013, TRF-2026 310) is a team event: the teams are ranked
              (C.07 arts. 11-13) by match points — game points when the list starts with GP — and MP, GP,
              MPvGP, BC, TBR, BBE; --out writes a new workbook with the crosstable of teams, Regula
              Standings, Regula Audit and the regulation (.xlsx), the standings (.csv) or the JSON
${EVALUATION_USAGE}
  --format    table (default: the standings, then withdrawals, grand prix, teams, qualification and prizes),
              csv, or json in the shape of the FIDE reference server's corpus
  --out       also write the result: .xlsx (what the add-in writes: the result block beside the
              crosstable; sheets Regula Standings, Regula Audit, and Regula Grand Prix / Teams /
              Qualification / Prizes when the regulation has them; the regulation on a Regulation
              sheet — in a copy of an .xlsx input, else beside a Crosstable sheet), .csv or .json.
              Never an input (under any name); written through a temporary file renamed into place.
  --force     replace an --out file that exists and is not an output Regula wrote`;

/** `regula rank`: reads a tournament, ranks it by its regulation, prints the standings, writes the output. */
export async function runRank(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'format', 'out'], ['quiet', 'json', 'force']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(RANK_USAGE);
  const format = args.options.get('format') ?? 'table';
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json, not "${format}"`);
  if (isTeamFile(file)) return runTeamRank(file, args, io, reporter);
  const out = args.options.get('out');
  if (out !== undefined) await guardOutput(out, [file], { force: args.flags.has('force') });
  const run = await evaluateInput(file, args, reporter);
  if (!run) return 1;
  io.out(renderStandings(run.evaluation, format));
  if (format === 'table') for (const part of renderSections(run.evaluation, run.sections)) io.out(`\n${part}`);
  if (out !== undefined) {
    if (!(await writeOutput(out, run, new Date(), reporter))) return 1;
    reporter.note(`wrote ${out}`);
  }
  return [...run.evaluation.issues, ...run.sections.issues].some((i) => i.severity === 'error') ? 1 : 0;
}
