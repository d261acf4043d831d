import { compareBlock, compareRuns, type CellBlock } from '../io';
import { rerankSections, runIssues, type RegulationChoice, type RegulationRequest } from '../pipeline';
import { UsageError, type ParsedArgs } from './args';
import type { Io } from './io';
import { renderComparison, type Compared } from './render-diff';
import { renderCsv } from './render-table';
import { sayMessages, type Reporter } from './report';
import { runInCli, runRequestOf } from './run-request';

/** The two regulations of a comparison: the first as `rank` chooses it, the second given by --against or --against-edition. */
export interface Sides {
  /** The first regulation, compiled, when it is a file (--regulation). */
  before: RegulationChoice | undefined;
  beforeRequest: RegulationRequest;
  /** The second, compiled, when it is a file (--against). */
  after: RegulationChoice | undefined;
  /** What the second run is asked with (--against-edition replaces --edition). */
  afterRequest: RegulationRequest;
}

/**
 * `regula diff` of an event in sections (the --regulation names them): each section ranked
 * under both regulations and the two lined up, section by section — the second regulation's
 * own list or prizes for the section when it names it, else its common ones.
 */
export async function diffSections(files: readonly string[], sides: Sides, args: ParsedArgs, format: string, io: Io, reporter: Reporter) {
  if (!sides.after) throw new UsageError('an event in sections is compared with a second regulation: give --against B.regula');
  const run = await runInCli({ ...runRequestOf(files, args, { sections: true }), regulation: sides.beforeRequest }, reporter);
  if (run?.kind !== 'sections') return 1;
  const again = rerankSections(run, sides.after, args.options.get('event'));
  sayMessages(again.messages, reporter);
  const compared = run.parts.map((part, i): Compared & { name: string } => {
    const second = again.parts[i]!;
    const comparison = compareRuns(
      { evaluation: part.evaluation, articles: part.articles },
      { evaluation: second.evaluation, articles: second.articles },
    );
    const failed = [...runIssues(part), ...runIssues(second)].some((i) => i.severity === 'error');
    return { name: part.name, event: `section ${part.name}`, before: part, after: second, comparison, failed };
  });
  if (format === 'json')
    io.out(
      JSON.stringify(
        { sections: compared.map((c) => ({ name: c.name, ...(JSON.parse(renderComparison(c, 'json')) as object) })) },
        null,
        1,
      ),
    );
  else if (format === 'csv') io.out(renderCsv(withSectionColumn(compared)).trimEnd());
  else io.out(compared.map((c) => `== Section ${c.name}\n\n${renderComparison(c, 'table')}`).join('\n\n'));
  return compared.some((c) => c.failed) ? 1 : 0;
}

function withSectionColumn(compared: readonly (Compared & { name: string })[]): CellBlock {
  const out: CellBlock = [];
  compared.forEach((c, i) => {
    const [head, ...rows] = compareBlock(c.comparison);
    if (i === 0) out.push(['Section', ...head!]);
    for (const row of rows) out.push([c.name, ...row]);
  });
  return out;
}
