import { compareBlock, compareRuns, type CellBlock } from '../io';
import { rankSection } from '../pipeline';
import { UsageError, type ParsedArgs } from './args';
import { runIssues, type IndividualRun } from './evaluate-input';
import type { Io } from './io';
import { renderComparison, type Compared } from './render-diff';
import { renderCsv } from './render-table';
import type { Reporter } from './report';
import { evaluateSectionedInput } from './sections-run';
import type { RegulationChoice } from './read-regulation';

/** The two regulations of a comparison: the first as `rank` chooses it, the second given by --against or --against-edition. */
export interface Sides {
  before: RegulationChoice | undefined;
  after: RegulationChoice | undefined;
  /** The options the second run is chosen with (--against-edition replaces --edition). */
  afterArgs: ParsedArgs;
}

/**
 * `regula diff` of an event in sections (the --regulation names them): each section ranked
 * under both regulations and the two lined up, section by section — the second regulation's
 * own list or prizes for the section when it names it, else its common ones.
 */
export async function diffSections(files: readonly string[], sides: Sides, args: ParsedArgs, format: string, io: Io, reporter: Reporter) {
  if (!sides.after) throw new UsageError('an event in sections is compared with a second regulation: give --against B.regula');
  const run = await evaluateSectionedInput(files, sides.before!, args, reporter);
  if (!run) return 1;
  const after = sides.after;
  const compared = run.parts.map((part): Compared & { name: string } => {
    const ranked = rankSection(part.evaluation.crosstable, after.regulation, part.name, args.options.get('event'));
    for (const issue of [...ranked.evaluation.issues, ...ranked.results.issues]) reporter.engine(issue, part.input.file);
    const second: IndividualRun = { ...part, evaluation: ranked.evaluation, sections: ranked.results, regulation: after };
    const comparison = compareRuns(
      { evaluation: part.evaluation, sections: part.sections },
      { evaluation: second.evaluation, sections: second.sections },
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
