import { evaluate, evaluateEvent, evaluateArticles, eventBody, startDateOf, type Regulation } from '../../engine';
import { hasErrors } from '../../io';
import { chooseSection, eventLabel } from '../event-options';
import { listChange, listChangeMessage } from '../list-change';
import { declaredList, type RegulationChoice } from '../regulation-choice';
import { chooseRegulation, compileGiven, type RegulationRequest } from './choose-regulation';
import { readTournament } from './read-tournament';
import { RunLog, RunRefused, type RunStop } from './run-log';
import { rankSections } from './run-sections';
import { KNOCK_OUT_UNSUPPORTED, rankKnockOutInput } from './run-knock-out';
import {
  rankedInput,
  type Evaluated,
  type IndividualRun,
  type RankedInput,
  type RunInput,
  type RunOutcome,
  type RunRequest,
} from './run-types';

/*
 * The one entry of a run, under both doors (docs/architecture.md "Layout"): the regulation
 * given is compiled first (one with errors stops the run before the crosstable is read), the
 * input is read, the regulation chosen (given, saved in the workbook, or a list), and the
 * event ranked — its players with the regulation's grand prix, teams, qualification and
 * prizes, or its teams, or each of its sections. Everything said is in the outcome's
 * messages, in order; nothing is ranked from bad input.
 */
export async function runTournament<F>(request: RunRequest<F>): Promise<RunOutcome<F>> {
  const log = new RunLog();
  const outcome: RunOutcome<F> = { messages: log.messages };
  await refusedAsStop(outcome, () => runInto(request, log, outcome));
  return outcome;
}

/** Runs `body`; a request refused inside it becomes the outcome's stop (`usage`), with nothing ranked. */
async function refusedAsStop(outcome: RunOutcome<unknown>, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (!(error instanceof RunRefused)) throw error;
    outcome.stop = { code: 'usage', message: error.message };
    outcome.run = undefined;
  }
}

/** The usage problem of a run that ranks one section at a time, given a regulation with sections. */
export const MULTI_SECTION_UNSUPPORTED = (count: number) =>
  `the regulation names ${count} sections (\`sections\`): this command takes an event in one section; rank, explain, diff and render take an event in several`;

async function runInto<F>(request: RunRequest<F>, log: RunLog, outcome: RunOutcome<F>): Promise<void> {
  const first = request.inputs[0]!;
  const given = await givenChoice(request.regulation, log, outcome);
  if (given === null) return;
  if (given?.regulation.knockOut) {
    // A knock-out event: its PGN read as a bracket (run-knock-out.ts), by the commands that rank one.
    if (!request.knockOut) throw new RunRefused(KNOCK_OUT_UNSUPPORTED);
    const knockOut = rankKnockOutInput(first, given, log);
    if (knockOut) outcome.knockOut = knockOut;
    else stop(outcome, { code: 'input-errors', message: 'the knock-out file has errors' });
    return;
  }
  const sectioned = given?.regulation.eventSections;
  if (sectioned && !request.sections) throw new RunRefused(MULTI_SECTION_UNSUPPORTED(sectioned.length));
  if (request.inputs.length > 1 || sectioned) {
    if (!given)
      throw new RunRefused('several TRF files are ranked as the sections of one event: give the regulation naming them (--regulation)');
    outcome.run = await rankSections(request, given, log, outcome);
    return;
  }
  const input = readInput(first, request, log, given?.regulation);
  outcome.reading = input;
  await rankRead(input, given, request, log, outcome);
}

/**
 * Ranks an input already read: stops when it has errors, chooses the regulation (the one
 * given, else saved, else a list), and ranks the event, or its sections.
 */
async function rankRead<F>(
  input: RankedInput<F>,
  given: RegulationChoice | undefined,
  request: ReadingRequest<F>,
  log: RunLog,
  outcome: RunOutcome<F>,
): Promise<void> {
  if (!input.event || hasErrors(input.issues))
    return stop(outcome, {
      code: 'input-errors',
      message: input.kind === 'team' ? 'the team event has errors' : 'the crosstable has errors',
    });
  const event = input.event;
  const saved = input.savedRegulation === undefined ? undefined : { text: input.savedRegulation, source: savedSource(input) };
  const facts = { saved, startDate: startDateOf(event), team: event.kind === 'team', declared: declaredList(eventBody(event).meta) };
  const chosen = await chooseRegulation(given, request.regulation, facts, log);
  if (!chosen) return stop(outcome, { code: 'saved-regulation-errors', message: input.file });
  const { choice } = chosen;
  if (choice.regulation.eventSections) {
    if (!request.sections || !request.inputs) throw new RunRefused(MULTI_SECTION_UNSUPPORTED(choice.regulation.eventSections.length));
    outcome.run = await rankSections({ ...request, inputs: request.inputs }, choice, log, outcome);
    return;
  }
  outcome.run = rankInput(input, choice, chosen.from, request, log);
}

/** A request for an input already read: its inputs are needed only to rank an event in sections. */
type ReadingRequest<F> = Omit<RunRequest<F>, 'inputs'> & { inputs?: RunInput<F>[] };

/** Where a workbook's saved regulation is, as messages name it: "k12.xlsx 'Regulation'". */
function savedSource(input: RankedInput<unknown>): string {
  return input.savedSource ?? `${input.label} 'Regulation'`;
}

/**
 * A second ranking of an input already read (`diff` ranks each event twice, `season` each of
 * its events): the request's regulation compiled and chosen as runTournament would, without
 * reading the input again.
 */
export async function runReading<F>(input: RankedInput<F>, request: ReadingRequest<F>): Promise<RunOutcome<F>> {
  const log = new RunLog();
  const outcome: RunOutcome<F> = { messages: log.messages, reading: input };
  await refusedAsStop(outcome, async () => {
    const given = await givenChoice(request.regulation, log, outcome);
    if (given === null) return;
    await rankRead(input, given, request, log, outcome);
  });
  return outcome;
}

/**
 * The regulation the request gives itself: a text compiled (its diagnostics logged), one the door
 * compiled, or undefined for a list (chosen once the input is read). Null, with the outcome
 * stopped, when the text has errors.
 */
async function givenChoice(
  regulation: RegulationRequest,
  log: RunLog,
  outcome: RunOutcome<unknown>,
): Promise<RegulationChoice | undefined | null> {
  if (regulation.kind === 'compiled') return regulation.choice;
  if (regulation.kind === 'list') return undefined;
  const choice = await compileGiven(regulation.text, regulation.source, log);
  if (choice) return choice;
  stop(outcome, { code: 'regulation-errors', message: regulation.source });
  return null;
}

function stop<F>(outcome: RunOutcome<F>, why: RunStop): void {
  outcome.stop = why;
}

/** Reads one input: the reading with its label, and what was read said as notes and issues. */
export function readInput<F>(
  input: RunInput<F>,
  request: Pick<RunRequest<F>, 'read'>,
  log: RunLog,
  regulation?: Regulation,
): RankedInput<F> {
  const reading = readTournament(input.source, {
    ...request.read,
    ...(regulation?.pointSystem && { pointSystem: regulation.pointSystem }),
  });
  const sheet = input.source.kind === 'workbook' ? reading.grid?.sheet : undefined;
  const ranked = rankedInput(input, reading, sheet === undefined ? input.name : `${input.name} '${sheet}'`);
  sayReading(ranked, log);
  return ranked;
}

/** What was read, as notes ("note: read tec.trf: …"), and the input's problems. */
export function sayReading(input: RankedInput<unknown>, log: RunLog): void {
  if (input.summary) log.note('cli/read', `note: read ${input.label}: ${input.summary}`);
  for (const note of input.notes ?? []) log.note('cli/read', `note: read ${input.label}: ${note}`);
  log.inputIssues(input.issues, input.file);
}

/**
 * Ranks an input already read by a regulation of one section: the players with the
 * regulation's sections (the row of per-section tables and the event's name chosen here), or
 * the teams; a change of the tie-break list after the start is warned of.
 */
export function rankInput<F>(
  input: RankedInput<F>,
  choice: RegulationChoice,
  from: Evaluated['from'],
  request: Pick<RunRequest<F>, 'section' | 'event' | 'ranAt'>,
  log: RunLog,
): Evaluated<F> {
  const ranked = evaluateEvent(input.event!, choice.regulation);
  const change = listChange(input.savedRegulation, choice.regulation, ranked.evaluation.crosstable, request.ranAt);
  if (change) log.say({ kind: 'warning', file: savedSource(input), code: 'cli/list-changed', message: listChangeMessage(change) });
  const changed = change && { listChange: change };
  if (ranked.kind === 'team') {
    log.engineIssues(ranked.evaluation.issues, input.file);
    return { kind: 'team', evaluation: ranked.evaluation, input, regulation: choice, from, ...changed };
  }
  const { evaluation } = ranked;
  const sheet = input.grid?.sheet;
  const section = chooseSection(request.section, sheet, choice.regulation);
  if ('problem' in section) throw new RunRefused(`--${section.problem}`);
  const event = eventLabel(request.event, evaluation.crosstable, sheet);
  const articles = evaluateArticles(evaluation, {
    ...(event !== undefined && { event }),
    ...(section.section !== undefined && { section: section.section }),
    ...(section.source !== undefined && { sectionSource: section.source }),
  });
  log.engineIssues([...evaluation.issues, ...articles.issues], input.file);
  return { kind: 'individual', evaluation, articles, input, regulation: choice, from, section: section.section, event, ...changed };
}

/**
 * The players of a run ranked again by another regulation, with the same row of per-section
 * tables and event name ("Compare with…" in the add-in): the second side of a comparison.
 */
export function rankAgainst<F>(run: IndividualRun<F>, regulation: Regulation): IndividualRun<F> {
  const evaluation = evaluate(run.evaluation.crosstable, regulation);
  const articles = evaluateArticles(evaluation, {
    ...(run.event !== undefined && { event: run.event }),
    ...(run.section !== undefined && { section: run.section }),
  });
  return { ...run, evaluation, articles, regulation: { ...run.regulation, regulation } };
}
