import { teamStandingsBlock, teamStandingsJson } from '../../io';
import type { ParsedArgs } from '../args';
import { evaluateTeamInput } from '../evaluate-team-input';
import type { Io } from '../io';
import { renderCsv, renderTable } from '../render-table';
import type { Reporter } from '../report';
import { guardOutput } from '../safe-write';
import { writeTeamOutput } from '../write-team-output';

/**
 * `regula rank` on a TRF file with team lines (013 or 310): the teams' standings (C.07
 * arts. 11–13). The list's points are the score that ranks the event — match points unless
 * the regulation says game points (a --criteria list starting with GP). `--out` writes
 * them as `rank --out` writes players: .xlsx, .csv or .json.
 */
export async function runTeamRank(file: string, args: ParsedArgs, io: Io, reporter: Reporter): Promise<number> {
  const format = args.options.get('format') ?? 'table';
  const out = args.options.get('out');
  if (out !== undefined) await guardOutput(out, [file], { force: args.flags.has('force') });
  const run = await evaluateTeamInput(file, args, reporter);
  if (!run) return 1;
  const { evaluation } = run;
  if (format === 'json') io.out(JSON.stringify(teamStandingsJson(evaluation), null, 1));
  else if (format === 'csv') io.out(renderCsv(teamStandingsBlock(evaluation)).trimEnd());
  else io.out(renderTable(teamStandingsBlock(evaluation)));
  if (out !== undefined) {
    if (!(await writeTeamOutput(out, run, new Date(), reporter))) return 1;
    reporter.note(`wrote ${out}`);
  }
  return evaluation.issues.some((i) => i.severity === 'error') ? 1 : 0;
}
