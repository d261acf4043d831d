import { auditReportHtml, individualReport, teamReport, type ResultWords } from '../../io';
import { REGULA_VERSION } from '../../pipeline';
import { parseArgs, UsageError } from '../args';
import { runHasErrors } from '../../pipeline';
import { EVALUATION_OPTIONS, runInCli, runRequestOf, type CliRunRequest } from '../run-request';
import { watchFiles } from '../watch';
import type { Io } from '../io';
import type { Reporter } from '../report';
import { runHeader } from '../output-workbook';
import { guardOutput } from '../output-target';
import { writeFileAtomically } from '../safe-write';
import { REPORT_USAGE } from '../usage';
import { outputWords } from '../render-language';

/**
 * `regula report`: the audit of a run as one self-contained HTML file (docs/cli.md, report) — the
 * run's header with the hashes the Regula Audit sheet shows, the standings, every tie and how
 * it was split with the contributions behind each deciding value, and the regulation's other
 * results with their derivations. Printed without --out; --out writes it through a temporary
 * file, never over an input. In the language of --lang, else of the locale, as `rank` (render-language.ts).
 */
export async function runReport(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'out', 'time', 'lang'], ['quiet', 'json', 'force', 'watch']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(REPORT_USAGE);
  const time = () => reportTime(args.options.get('time'), process.env['SOURCE_DATE_EPOCH']);
  time(); // a --time that is not a time is a usage error before anything is read
  const out = args.options.get('out');
  // The regulation file is an input too: a report never replaces it.
  const inputs = [file, ...[args.options.get('regulation')].filter((r): r is string => r !== undefined)];
  if (out !== undefined) await guardOutput(out, inputs, { force: args.flags.has('force') });
  const words = outputWords(args.options.get('lang'), process.env, reporter);
  const once = (to: Io, said: Reporter) => reportOnce(runRequestOf([file], args, { sections: false }), time(), { out, words }, to, said);
  if (args.flags.has('watch')) return watchFiles([file], once, io, reporter.options);
  return once(io, reporter);
}

/** One report: the run, its HTML printed or written. */
async function reportOnce(
  request: CliRunRequest,
  ranAt: Date,
  { out, words }: { out: string | undefined; words: ResultWords },
  io: Io,
  reporter: Reporter,
): Promise<number> {
  const run = await runInCli(request, reporter);
  if (!run || run.kind === 'sections') return 1;
  const html = auditReportHtml(
    run.kind === 'team'
      ? teamReport(
          run.evaluation,
          await runHeader(
            run,
            ranAt,
            run.evaluation.columns.map((c) => c.header),
          ),
          REGULA_VERSION,
          words,
        )
      : individualReport(run.evaluation, run.articles, await runHeader(run, ranAt), REGULA_VERSION, words),
    words,
  );
  if (out === undefined) io.out(html.replace(/\n$/, ''));
  else {
    writeFileAtomically(out, html);
    reporter.note(`wrote ${out}`, 'cli/wrote');
  }
  return runHasErrors(run) ? 1 : 0;
}

/**
 * The run time the report records: --time (an ISO 8601 time), else SOURCE_DATE_EPOCH (seconds
 * since 1970, the reproducible-builds convention), else now — so two reports of the same run
 * can be made byte-identical for a test or a diff.
 */
export function reportTime(option: string | undefined, epoch: string | undefined): Date {
  if (option !== undefined) {
    const time = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(option) ? new Date(option) : undefined;
    if (!time || Number.isNaN(time.getTime()))
      throw new UsageError(`--time must be an ISO 8601 time such as 2026-11-27T00:00:00Z, not "${option}"`);
    return time;
  }
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new UsageError(`SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, not "${epoch}"`);
    return new Date(Number(epoch) * 1000);
  }
  return new Date();
}
