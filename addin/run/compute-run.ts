import { diagnoseRegulation } from '../../dsl';
import {
  choiceFromText,
  holdsTeamEvent,
  inputSha256,
  noLayout,
  rankAgainst,
  readMatchSheet,
  readTournament,
  runTournament,
  type IndividualRun,
  type RankedInput,
  type ReadOptions,
  type RegulationChoice,
  type RunOutcome,
  type RunRequest as PipelineRequest,
  type SectionsRun,
  type TournamentSource,
} from '../../pipeline';
import type { Regulation } from '../../engine';
import {
  compareRuns,
  compareSheets,
  rulesLine,
  type CellBlock,
  type InputIssue,
  type MatchReading,
  type OutputSheet,
  explainSplits,
  headerBlock,
  outputSheets,
  resultColumns,
} from '../../io';
import { computeMatchOutput, describeMatches } from './compute-match';
import { sectionsOutput } from './compute-sections';
import { teamOutput, teamReading } from './compute-team';
import { keepForExplain } from './explain-last';
import { keepForReport } from './report-last';
import { previewCrosstable } from './preview';
import type { CrosstableReading, ReadRequest, RunRequest, RunResult } from './run-messages';
import { stringsFor, type PaneStrings } from '../strings';
import { withFixes } from './with-fixes';

/*
 * The add-in's door to the run (pipeline/run/): the pane's request — the sheet's cells, the
 * other crosstable sheets, the Play-off and Micro-matches sheets, the editor's text — made into
 * the pipeline's, and the outcome made into what the pane shows and writes. A sheet of team
 * matches board by board is decided as `regula match` decides it.
 */

/*
 * Where the regulation's own messages (the language's, in English: dsl/) say a text came from,
 * and the Regula Compare sheet's rows: the workbook's words, the CLI's, in every language of the
 * pane (addin/strings/en.ts says what the pane's strings leave out).
 */
const PANEL = 'the Regulation panel';
const COMPARE_SOURCE = 'the regulation to compare with';
const COMPARED_WITH = 'Compared with';

/** Reads the crosstable from the cells: layout, issues with cell addresses, and a preview (or the teams, or the matches). */
export function readCrosstable(request: ReadRequest): CrosstableReading {
  const matches = !holdsTeamEvent(request.values) && readMatchSheet(request);
  if (matches) return matchReading(request, matches, stringsFor(request.paneLanguage));
  return panelReading(request, readTournament(sheetSource(request), readOptions(request)), []);
}

/**
 * The whole computation of a run, off the UI thread: the pipeline ranks (or says why not), and
 * the output sheets and result columns are built through io — the same blocks the CLI writes.
 */
export async function computeRun(request: RunRequest, now: () => number = () => performance.now()): Promise<RunResult> {
  const started = now();
  const words = stringsFor(request.paneLanguage);
  // The report is the last run's: nothing until this one has ranked (a sheet of team matches never does).
  keepForReport(undefined);
  const diagnostics = diagnoseRegulation(request.regulationText);
  const { choice } = await choiceFromText(request.regulationText, PANEL);
  const result = (reading: CrosstableReading, output: RunResult['output'] | string): RunResult => ({
    reading,
    diagnostics,
    output: typeof output === 'string' ? undefined : output,
    stopped: typeof output === 'string' ? output : undefined,
    computeMs: now() - started,
  });
  const matches = !holdsTeamEvent(request.values) && readMatchSheet(request, choice?.regulation);
  if (matches) {
    const reading = matchReading(request, matches, words);
    if (!choice) return result(reading, words.run.regulationErrors);
    const run = {
      input: request.input,
      inputSha256: await inputSha256(matches.matches),
      regulationSha256: choice.sha256,
      ranAt: new Date(request.ranAt),
    };
    return result(reading, computeMatchOutput(matches, choice.regulation, run, words));
  }
  if (!choice) return result(readCrosstable(request), words.run.regulationErrors);
  if (choice.regulation.eventSections && !request.sections) return result(readCrosstable(request), words.run.sectionsNotRead);
  const outcome = await runTournament(pipelineRequest(request, choice));
  const reading = outcomeReading(request, outcome);
  if (outcome.stop) return result(reading, stopReason(outcome, words));
  const run = outcome.run!;
  if (run.kind === 'sections') return result(reading, await sectionsOutput(run, request));
  if (run.kind === 'team') return result(reading, await teamOutput(run, request));
  const against = await compareChoice(request, choice);
  if (against === undefined) return result(reading, words.run.compareErrors);
  return { ...result(reading, await individualOutput(run, request, against)), ...(run.listChange && { listChange: run.listChange }) };
}

/** What of a pane's request a run reads: the cells, the other sheets, and the run's options. */
type PaneRun = ReadRequest &
  Pick<RunRequest, 'ranAt'> & {
    [K in 'section' | 'savedRegulation' | 'sections' | 'playOff' | 'microMatches']?: RunRequest[K] | undefined;
  };

/** The pane's request as the pipeline's: the regulation compiled once, the sheet and every other sheet read as one workbook. */
export function pipelineRequest(request: PaneRun, choice: RegulationChoice): PipelineRequest<Record<string, never>> {
  return {
    inputs: [
      {
        source: sheetSource(request),
        file: request.sheet,
        name: request.sheet,
        whole: { location: { kind: 'cell', sheet: request.sheet, row: 1, column: 1 }, described: 'the workbook' },
        ...(request.savedRegulation !== undefined && { saved: { text: request.savedRegulation, source: PANEL } }),
        facts: {},
      },
    ],
    regulation: { kind: 'compiled', choice },
    read: { ...readOptions(request), sheet: request.sheet },
    section: request.section || undefined,
    ranAt: new Date(request.ranAt),
    sections: true,
  };
}

/** The sheet's cells (and, for an event in sections, every other crosstable sheet's) with the Play-off and Micro-matches sheets. */
function sheetSource(request: ReadRequest & Omit<PaneRun, 'ranAt'>): TournamentSource {
  const sheets = [{ sheet: request.sheet, origin: request.origin, values: request.values }, ...(request.sections ?? [])];
  return {
    kind: 'workbook',
    sheets: sheets.map((area) => ({ area, named: false })),
    playOff: request.playOff,
    microMatches: request.microMatches,
  };
}

/** The reader's options of a request: the same in the Crosstable panel and in a run. */
export function readOptions(request: ReadRequest): ReadOptions {
  return {
    ...(request.layout !== 'auto' && { layout: request.layout }),
    ...(request.opponentNumbers !== 'auto' && { opponentNumbers: request.opponentNumbers }),
    ...(request.language && request.language !== 'auto' && { language: request.language }),
    ...(request.round !== undefined && { round: request.round }),
  };
}

/** Why the run ranked nothing, in the pane's words. */
export function stopReason(outcome: RunOutcome<unknown>, words: PaneStrings): string {
  const stop = outcome.stop!;
  switch (stop.code) {
    case 'regulation-errors':
    case 'saved-regulation-errors':
      return words.run.regulationErrors;
    case 'input-errors':
      if (outcome.reading?.kind === 'team') return words.run.teamPairingsErrors;
      return stop.sections ? words.run.sectionsErrors : words.run.crosstableErrors;
    case 'usage':
      return stop.message.startsWith('--section ') ? words.run.sectionProblem(stop.message.slice(2)) : stop.message;
  }
}

/** What the Crosstable panel shows of a run: the sheet as read, and every input problem the run found (an event in sections: every sheet's). */
function outcomeReading(request: ReadRequest, outcome: RunOutcome<unknown>): CrosstableReading {
  const issues = outcome.messages.flatMap((m) => (m.kind === 'input' ? [m.issue] : []));
  if (!outcome.reading) return { layout: noLayout(request.sheet, request.origin), issues: withFixes(issues), preview: undefined };
  return panelReading(request, outcome.reading, issues);
}

function panelReading(
  request: ReadRequest,
  reading: Omit<RankedInput<unknown>, 'file' | 'label'>,
  issues: InputIssue[],
): CrosstableReading {
  if (reading.teamSheet) return teamReading(request, reading.teamSheet, issues);
  const crosstable = reading.crosstable ?? reading.draft;
  return {
    layout: reading.grid?.layout ?? noLayout(request.sheet, request.origin),
    issues: withFixes(issues.length > 0 ? issues : reading.issues),
    preview: crosstable && previewCrosstable(crosstable),
  };
}

/** A run of players: its sheets (with the Compare sheet when asked), its result columns, its ties in words. */
async function individualOutput(
  run: IndividualRun<unknown>,
  request: RunRequest,
  against: Regulation | null,
): Promise<RunResult['output']> {
  const { evaluation, articles } = run;
  keepForExplain(evaluation);
  const header = headerBlock(evaluation, {
    input: request.input,
    inputSha256: await inputSha256(run.input.crosstable!),
    // The text as run (and saved on the Regulation sheet): the hash of the same text saved as a .regula file.
    regulationSha256: run.regulation.sha256,
    ranAt: new Date(request.ranAt),
  });
  keepForReport({ kind: 'individual', evaluation, articles, header });
  const compared = against && compareWithRun(run, against, header);
  return {
    sheets: [...outputSheets(evaluation, header, articles), ...(compared ?? [])],
    result: resultColumns(evaluation),
    explanations: explainSplits(evaluation),
    explain: 'ties',
    engineIssues: withFixes([...evaluation.issues, ...articles.issues]),
  };
}

/**
 * The regulation "Compare with…" asks for: the second text compiled, or the run's own
 * regulation under another rules edition; null when nothing is compared, undefined when the
 * second text has errors (nothing is computed, as for the first).
 */
async function compareChoice(request: RunRequest, choice: RegulationChoice): Promise<Regulation | null | undefined> {
  const other = request.compareWith;
  if (!other) return null;
  if (other.kind === 'edition') return { ...choice.regulation, edition: other.edition };
  return (await choiceFromText(other.text, COMPARE_SOURCE)).choice?.regulation;
}

/** The second run (the same crosstable, section and event as the first) and the Regula Compare sheet of the two. */
function compareWithRun(first: IndividualRun<unknown>, regulation: Regulation, header: CellBlock): OutputSheet[] {
  const second = rankAgainst(first, regulation);
  const against: CellBlock = [
    [COMPARED_WITH, regulation.name],
    ['Rules', rulesLine(regulation)],
    ['Ranking list', second.evaluation.columns.map((c) => c.header).join(', ')],
  ];
  return compareSheets(compareRuns(first, second), header, against);
}

/** A match sheet as the Crosstable panel shows it: no crosstable layout, the matches read and their issues. */
function matchReading(request: ReadRequest, matches: MatchReading, words: PaneStrings): CrosstableReading {
  const layout = noLayout(request.sheet, request.origin);
  layout.notes.push(words.run.matchSheetNote);
  return { layout, issues: withFixes(matches.issues), preview: undefined, matches: describeMatches(matches, words) };
}

export type { SectionsRun };
