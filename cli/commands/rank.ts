import { describeLotsSimulation, runHasErrors, simulateLots } from '../../pipeline';
import { parseArgs, UsageError } from '../args';
import { EVALUATION_OPTIONS, runOrKnockOutInCli, runRequestOf, type CliRunRequest } from '../run-request';
import { watchFiles } from '../watch';
import type { Io } from '../io';
import { renderRun } from '../render-run';
import type { Reporter } from '../report';
import { guardOutput } from '../output-target';
import { writeRun } from '../write-run';
import { outputWords } from '../render-language';
import { RESULT_WORDS, type ResultWords } from '../../io';

import { RANK_USAGE } from '../usage';
/** `regula rank`: reads a tournament, ranks it by its regulation, prints the standings, writes the output. */
export async function runRank(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'format', 'out', 'lang'], ['quiet', 'json', 'force', 'simulate-lots', 'watch']);
  const files = args.positionals;
  const file = files[0];
  if (!file) throw new UsageError(RANK_USAGE);
  const format = args.options.get('format') ?? 'table';
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json, not "${format}"`);
  const out = args.options.get('out');
  const simulate = args.flags.has('simulate-lots');
  if (simulate && out !== undefined)
    throw new UsageError('--simulate-lots writes nothing: drop --out (run without --simulate-lots to write)');
  if (simulate && args.flags.has('watch')) throw new UsageError('--simulate-lots draws once: drop --watch');
  if (out !== undefined) await guardOutput(out, files, { force: args.flags.has('force') });
  // The table speaks --lang, else the locale's language (render's rules); CSV and JSON are the same in every language.
  const lang = args.options.get('lang');
  if (lang !== undefined && format !== 'table')
    throw new UsageError(`--lang is for the table: --format ${format} is the same in every language`);
  const words = format === 'table' ? outputWords(lang, process.env, reporter) : RESULT_WORDS.en;
  const once = (to: Io, said: Reporter) =>
    rankOnce(runRequestOf(files, args, { sections: true }), { format, out, simulate, words }, to, said);
  if (args.flags.has('watch')) return watchFiles(files, once, io, reporter.options);
  return once(io, reporter);
}

/** One ranking: the standings printed, the output written. */
async function rankOnce(
  request: CliRunRequest,
  { format, out, simulate, words }: { format: string; out: string | undefined; simulate: boolean; words: ResultWords },
  io: Io,
  reporter: Reporter,
): Promise<number> {
  const run = await runOrKnockOutInCli(request, reporter);
  if (!run) return 1;
  if (simulate) {
    if (run.kind === 'knock-out') throw new UsageError('--simulate-lots draws lots; a knock-out event has none: drop --simulate-lots');
    if (run.kind === 'sections')
      throw new UsageError('--simulate-lots draws for an event in one section: rank a section on its own to see its draw');
    // FIDE VCL Q204: the draw shown before it is applied; the same input draws the same in any process.
    const simulation = simulateLots(run.input.event!, run.regulation.regulation);
    io.out(format === 'json' ? JSON.stringify(simulation, null, 1) : describeLotsSimulation(simulation, words).join('\n'));
    return 0;
  }
  if (run.kind === 'knock-out' && run.evaluation.issues.some((i) => i.severity === 'error')) {
    reporter.error(run.file, 'cli/bracket-errors', 'not ranked: the bracket does not hold together');
    return 1;
  }
  io.out(renderRun(run, format, words));
  if (out !== undefined) {
    if (!(await writeRun(out, run, new Date(), reporter))) return 1;
    reporter.note(`wrote ${out}`, 'cli/wrote');
  }
  return run.kind !== 'knock-out' && runHasErrors(run) ? 1 : 0;
}
