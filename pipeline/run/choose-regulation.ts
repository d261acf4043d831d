import { choiceFromText, criteriaRegulationText, editionProblem, type DeclaredList, type RegulationChoice } from '../regulation-choice';
import { RunRefused, type RunLog } from './run-log';

/**
 * The regulation a run ranks by, as asked: a regulation's text (a .regula file, the add-in's
 * editor), or a ranking list in the handbook's notation (--criteria, --edition, --lots, each
 * optional) — which, when nothing of it is given, falls back to the regulation saved in the
 * workbook, then the file's own list (TRF 212 / 202), then points.
 */
export type RegulationRequest =
  | { kind: 'text'; text: string; source: string }
  /** Already compiled by the door (the add-in compiles the editor's text once for its diagnostics and its match sheets). */
  | { kind: 'compiled'; choice: RegulationChoice }
  | { kind: 'list'; criteria?: string | undefined; edition?: string | undefined; lots?: string | undefined };

type ListAsked = Omit<Extract<RegulationRequest, { kind: 'list' }>, 'kind'>;

/** What the run knows of the event when it chooses a regulation without a text. */
export interface EventFacts {
  /** The regulation saved on the input workbook's Regulation sheet, with where it is. */
  saved?: { text: string; source: string } | undefined;
  /** The event's start date: the edition in force on it, when no edition is asked for. */
  startDate?: string | undefined;
  /** A team event: the list ranks teams. */
  team?: boolean;
  /** The tie-break list the file states for itself (TRF 212 / 202). */
  declared?: DeclaredList | undefined;
}

/** Where the regulation came from: the request's text, the workbook's saved text, or a list written out. */
export type ChoiceOrigin = 'given' | 'saved' | 'list';

export interface ChosenRegulation {
  choice: RegulationChoice;
  from: ChoiceOrigin;
}

/** A regulation's text compiled, its diagnostics logged at `source`; undefined when it has errors. */
export async function compileGiven(text: string, source: string, log: RunLog): Promise<RegulationChoice | undefined> {
  const compiled = await choiceFromText(text, source);
  log.regulationDiagnostics(compiled.diagnostics, source);
  return compiled.choice;
}

/**
 * The regulation of a run, in one order for every door: the text given (already compiled:
 * `given`), else the one saved in the workbook (unless the list asks for something), else the
 * list's criteria, else the list the file states for itself (with the edition and lots asked
 * for), else points — each list written out as a regulation and compiled by the language.
 * Undefined (after logging its diagnostics) when the saved one has errors.
 */
export async function chooseRegulation(
  given: RegulationChoice | undefined,
  request: RegulationRequest,
  event: EventFacts,
  log: RunLog,
): Promise<ChosenRegulation | undefined> {
  if (given) return { choice: given, from: 'given' };
  const list: ListAsked = request.kind === 'list' ? request : {};
  const asksForList = list.criteria !== undefined || list.edition !== undefined || list.lots !== undefined;
  if (event.saved !== undefined && !asksForList) {
    const choice = await compileGiven(event.saved.text, event.saved.source, log);
    if (!choice) return undefined;
    log.note(
      'cli/saved-regulation',
      `note: ranked by the regulation saved in the workbook ("${choice.regulation.name}"); --regulation or --criteria overrides`,
    );
    return { choice, from: 'saved' };
  }
  if (event.declared && list.criteria === undefined) {
    log.note(
      'cli/declared-list',
      `note: ranked by the file's own tie-break list (${event.declared.source}: ${event.declared.criteria}); --regulation or --criteria overrides`,
    );
    return {
      choice: await listChoice(event, list, log, { criteria: event.declared.criteria, label: event.declared.source }),
      from: 'list',
    };
  }
  return { choice: await listChoice(event, list, log), from: 'list' };
}

/**
 * A ranking list as a regulation: the handbook's list is written out as regulation text
 * (pipeline/regulation-choice.ts) and compiled, so it means what the language says (points
 * rank first; `buchholz cut 1` is a criterion). A diagnostic is logged at the list item it is
 * about; an error refuses the run.
 */
async function listChoice(
  event: EventFacts,
  list: ListAsked,
  log: RunLog,
  named: { criteria: string; label: string } = { criteria: list.criteria ?? 'PTS', label: '--criteria' },
): Promise<RegulationChoice> {
  const problem = editionProblem(list.edition);
  if (problem) throw new RunRefused(problem);
  const written = criteriaRegulationText({
    criteria: named.criteria,
    edition: list.edition,
    lots: list.lots,
    // Named after where the list came from, not the input's path: the same list run on any file
    // (or any spelling of its path) is the same regulation text, with the same hash.
    name: named.label,
    startDate: event.startDate,
    team: event.team ?? false,
  });
  if (written.editionReason) log.note('cli/edition', `note: rules ${written.edition} (${written.editionReason}); --edition overrides`);
  const compiled = await choiceFromText(written.text, named.label);
  const said = (line: number) => {
    const item = written.itemLines.get(line);
    return item === undefined ? '' : `"${item}": `;
  };
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new RunRefused(errors.map((d) => `${named.label} ${said(d.span.start.line)}${d.message}`).join('\n'));
  for (const d of compiled.diagnostics) {
    // How the list's words were read under the edition (a US Chess name under us-chess): said as a note.
    if (d.severity === 'note') log.note(d.code, `note: ${named.label} ${said(d.span.start.line)}${d.message}`);
    else log.say({ kind: 'warning', file: named.label, code: d.code, message: `${said(d.span.start.line)}${d.message}` });
  }
  return compiled.choice!;
}
