import { compileRegulation, type CompiledRegulation } from '../dsl';
import {
  choiceFromText,
  criteriaRegulationText,
  editionProblem,
  type CompiledChoice,
  type DeclaredList,
  type RegulationChoice,
} from '../pipeline';
import { readTextBytes } from './files';
import { UsageError, type ParsedArgs } from './args';
import type { Reporter } from './report';

export type { RegulationChoice };

/** Options that describe a ranking without a regulation file. */
export const LIST_OPTIONS = ['criteria', 'edition', 'lots'] as const;

/** A .regula file's text (UTF-8). */
function regulationText(path: string): string {
  return Buffer.from(readTextBytes(path)).toString('utf8');
}

/** Compiles a .regula file, for `check` (which reports every diagnostic itself). */
export function compileRegulationFile(path: string): CompiledRegulation {
  return compileRegulation(regulationText(path));
}

/** A .regula file compiled as a run's regulation, its diagnostics reported at the file; undefined when it has errors. */
export async function regulationFromFile(path: string, reporter: Reporter): Promise<RegulationChoice | undefined> {
  return reported(await choiceFromText(regulationText(path), path), path, reporter);
}

/** The regulation text saved in a workbook, compiled; lines are reported as lines of the text (row = line + 2). */
export async function savedChoice(text: string, source: string, reporter: Reporter): Promise<RegulationChoice | undefined> {
  return reported(await choiceFromText(text, source), source, reporter);
}

function reported(compiled: CompiledChoice, source: string, reporter: Reporter): RegulationChoice | undefined {
  for (const d of compiled.diagnostics) reporter.regulation(d, source);
  return compiled.choice;
}

/**
 * The --regulation file, read before the crosstable so that one with errors stops the run
 * first: undefined without one, null when it has errors. Beside --criteria, --edition or
 * --lots it is a usage error.
 */
export async function regulationOption(args: ParsedArgs, reporter: Reporter): Promise<RegulationChoice | undefined | null> {
  const file = args.options.get('regulation');
  if (file === undefined) return undefined;
  const listOptions = LIST_OPTIONS.filter((o) => args.options.has(o));
  if (listOptions.length > 0)
    throw new UsageError(`--regulation says the ranking list, rules and lots; drop --${listOptions.join(', --')}`);
  return (await regulationFromFile(file, reporter)) ?? null;
}

/** What the run knows of the event when it chooses a regulation without a file. */
export interface EventFacts {
  /** The regulation saved on the input workbook's Regulation sheet, with where it is. */
  saved?: { text: string; source: string } | undefined;
  /** The event's start date: the edition in force on it, when --edition is not given. */
  startDate?: string | undefined;
  /** A team event: the --criteria list ranks teams. */
  team?: boolean;
  /** The tie-break list the file states for itself (TRF 212 / 202). */
  declared?: DeclaredList | undefined;
}

/**
 * The regulation of a run, in one order for every command: --regulation (already read:
 * `given`), else the one saved in the workbook (unless --criteria, --edition or --lots ask
 * for a list), else --criteria, else the list the file states for itself (TRF 212 / 202,
 * with --edition and --lots if given), else points — each list written out as a regulation
 * and compiled by the language. Undefined (after reporting its diagnostics) when the saved
 * one has errors.
 */
export async function chooseRegulation(
  given: RegulationChoice | undefined,
  event: EventFacts,
  args: ParsedArgs,
  reporter: Reporter,
): Promise<RegulationChoice | undefined> {
  if (given) return given;
  if (event.saved !== undefined && !LIST_OPTIONS.some((o) => args.options.has(o))) {
    const choice = await savedChoice(event.saved.text, event.saved.source, reporter);
    if (choice)
      reporter.note(
        `note: ranked by the regulation saved in the workbook ("${choice.regulation.name}"); --regulation or --criteria overrides`,
        'cli/saved-regulation',
      );
    return choice;
  }
  if (event.declared && !args.options.has('criteria')) {
    reporter.note(
      `note: ranked by the file's own tie-break list (${event.declared.source}: ${event.declared.criteria}); --regulation or --criteria overrides`,
      'cli/declared-list',
    );
    return criteriaChoice(event, args, reporter, { criteria: event.declared.criteria, label: event.declared.source });
  }
  return criteriaChoice(event, args, reporter);
}

/**
 * --criteria, --edition and --lots as a regulation: the handbook's list is written out as
 * regulation text (pipeline/regulation-choice.ts) and compiled, so it means what the language
 * says (points rank first; `buchholz cut 1` is a criterion). A diagnostic is reported at
 * the list item it is about; an error is a usage error.
 */
async function criteriaChoice(
  event: EventFacts,
  args: ParsedArgs,
  reporter: Reporter,
  list: { criteria: string; label: string } = { criteria: args.options.get('criteria') ?? 'PTS', label: '--criteria' },
): Promise<RegulationChoice> {
  const edition = args.options.get('edition');
  const problem = editionProblem(edition);
  if (problem) throw new UsageError(problem);
  const written = criteriaRegulationText({
    criteria: list.criteria,
    edition,
    lots: args.options.get('lots'),
    // Named after where the list came from, not the input's path: the same list run on any file
    // (or any spelling of its path) is the same regulation text, with the same hash.
    name: list.label,
    startDate: event.startDate,
    team: event.team ?? false,
  });
  if (written.editionReason) reporter.note(`note: rules ${written.edition} (${written.editionReason}); --edition overrides`, 'cli/edition');
  const compiled = await choiceFromText(written.text, list.label);
  const said = (line: number) => {
    const item = written.itemLines.get(line);
    return item === undefined ? '' : `"${item}": `;
  };
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new UsageError(errors.map((d) => `${list.label} ${said(d.span.start.line)}${d.message}`).join('\n'));
  for (const d of compiled.diagnostics) {
    // How the list's words were read under the edition (a US Chess name under us-chess): said as a note.
    if (d.severity === 'note') reporter.note(`note: ${list.label} ${said(d.span.start.line)}${d.message}`, d.code);
    else reporter.warning(list.label, d.code, `${said(d.span.start.line)}${d.message}`);
  }
  return compiled.choice!;
}
