import { diagnoseRegulation } from '../../dsl';
import { chooseSection, choiceFromText, eventLabel, inputSha256, listChange, type RegulationChoice } from '../../pipeline';
import { evaluate, evaluateSections, pushAll, type Crosstable, type Regulation } from '../../engine';
import {
  compareRuns,
  compareSheets,
  rulesLine,
  type CellBlock,
  type ComparedRun,
  type OutputSheet,
  explainSplits,
  hasErrors,
  headerBlock,
  outputSheets,
  readGrid,
  resultColumns,
  withMicroMatchSheet,
  withPlayOffSheet,
  type MatchReading,
  type ReadGridOptions,
} from '../../io';
import { computeMatchOutput, describeMatches, readMatchSheet } from './compute-match';
import { computeSectionsRun } from './compute-sections';
import { computeTeamOutput, readTeamSheet, teamReading } from './compute-team';
import { keepForExplain } from './explain-last';
import { keepForReport } from './report-last';
import { previewCrosstable } from './preview';
import type { CrosstableReading, ReadRequest, RunOutput, RunRequest, RunResult } from './run-messages';
import { strings } from '../strings';
import { withFixes } from './with-fixes';

/** Reads the crosstable from the cells: layout, issues with cell addresses, and a preview (or the team matches of a match sheet). */
export function readCrosstable(request: ReadRequest): CrosstableReading {
  const teams = readTeamSheet(request);
  if (teams) return teamReading(request, teams);
  const matches = readMatchSheet(request);
  if (matches) return matchReading(request, matches);
  const reading = readGrid(request.values, gridOptions(request));
  return {
    layout: reading.layout,
    issues: withFixes(reading.issues),
    preview: reading.crosstable && previewCrosstable(reading.crosstable),
  };
}

/**
 * The whole computation of a run, off the UI thread: compile the regulation, read the
 * crosstable, evaluate, and build the output sheets and the result columns through io —
 * the same blocks the CLI writes. Nothing is computed when either input has errors.
 */
export async function computeRun(request: RunRequest, now: () => number = () => performance.now()): Promise<RunResult> {
  const started = now();
  // The report is the last run's: nothing until this one has ranked (a sheet of team matches never does).
  keepForReport(undefined);
  const { choice } = await choiceFromText(request.regulationText, 'the Regulation panel');
  const diagnostics = diagnoseRegulation(request.regulationText);
  const teams = readTeamSheet(request, choice?.regulation);
  if (teams) {
    const reading = teamReading(request, teams);
    const stop = (why: string): RunResult => ({ reading, diagnostics, output: undefined, stopped: why, computeMs: now() - started });
    if (!choice) return stop(strings.run.regulationErrors);
    if (!teams.event || hasErrors(teams.issues)) return stop(strings.run.teamPairingsErrors);
    const output = await computeTeamOutput(teams.event, choice.regulation, {
      input: request.input,
      regulationSha256: choice.sha256,
      ranAt: new Date(request.ranAt),
    });
    return { reading, diagnostics, output, stopped: undefined, computeMs: now() - started };
  }
  const matches = readMatchSheet(request, choice?.regulation);
  if (matches) {
    const reading = matchReading(request, matches);
    const done = (output: RunOutput | string): RunResult => ({
      reading,
      diagnostics,
      output: typeof output === 'string' ? undefined : output,
      stopped: typeof output === 'string' ? output : undefined,
      computeMs: now() - started,
    });
    if (!choice) return done(strings.run.regulationErrors);
    return done(
      computeMatchOutput(matches, choice.regulation, {
        input: request.input,
        inputSha256: await inputSha256(matches.matches),
        regulationSha256: choice.sha256,
        ranAt: new Date(request.ranAt),
      }),
    );
  }
  const grid = readGrid(request.values, gridOptions(request));
  const reading: CrosstableReading = {
    layout: grid.layout,
    issues: withFixes(grid.issues),
    preview: grid.crosstable && previewCrosstable(grid.crosstable),
  };
  const stop = (why: string): RunResult => ({ reading, diagnostics, output: undefined, stopped: why, computeMs: now() - started });
  if (!choice) return stop(strings.run.regulationErrors);
  // An event in sections: every section's sheet, through the one pipeline (compute-sections.ts).
  if (choice.regulation.eventSections) return computeSectionsRun(request, choice, reading, diagnostics, () => now() - started);
  if (!grid.crosstable || hasErrors(grid.issues)) return stop(strings.run.crosstableErrors);
  const played = withPlayOffSheet(grid.crosstable, request.playOff);
  pushAll(reading.issues, withFixes(played.issues));
  if (!played.crosstable) return stop(strings.run.crosstableErrors);
  // The Micro-matches sheet's games after each round's own (io/micro-match), as the CLI adds them.
  const micro = withMicroMatchSheet(played.crosstable, request.microMatches);
  pushAll(reading.issues, withFixes(micro.issues));
  if (!micro.crosstable) return stop(strings.run.crosstableErrors);
  const crosstable = micro.crosstable;
  const section = chooseSection(request.section || undefined, request.sheet, choice.regulation);
  if ('problem' in section) return stop(strings.run.sectionProblem(section.problem));
  const against = await compareChoice(request, choice);
  if (against === undefined) return stop(strings.run.compareErrors);
  const evaluation = evaluate(crosstable, choice.regulation);
  keepForExplain(evaluation);
  // Grand prix, teams, qualification and prizes, when the regulation has those sections.
  const event = eventLabel(undefined, crosstable, request.sheet);
  const sections = evaluateSections(evaluation, {
    ...(event !== undefined && { event }),
    ...(section.section !== undefined && { section: section.section }),
    ...(section.source !== undefined && { sectionSource: section.source }),
  });
  const header = headerBlock(evaluation, {
    input: request.input,
    inputSha256: await inputSha256(crosstable),
    // The text as run (and saved on the Regulation sheet): the hash of the same text saved as a .regula file.
    regulationSha256: choice.sha256,
    ranAt: new Date(request.ranAt),
  });
  keepForReport({ kind: 'individual', evaluation, sections, header });
  const change = listChange(request.savedRegulation, choice.regulation, crosstable, new Date(request.ranAt));
  const compared = against && compareWithRun(crosstable, against, { evaluation, sections }, section.section, event, header);
  return {
    ...(change && { listChange: change }),
    reading,
    diagnostics,
    output: {
      sheets: [...outputSheets(evaluation, header, sections), ...(compared ?? [])],
      result: resultColumns(evaluation),
      explanations: explainSplits(evaluation),
      explain: 'ties',
      engineIssues: withFixes([...evaluation.issues, ...sections.issues]),
    },
    stopped: undefined,
    computeMs: now() - started,
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
  return (await choiceFromText(other.text, strings.run.compareSource)).choice?.regulation;
}

/** The second run (the same evaluation and sections as the first) and the Regula Compare sheet of the two. */
function compareWithRun(
  crosstable: Crosstable,
  regulation: Regulation,
  first: ComparedRun,
  section: string | undefined,
  event: string | undefined,
  header: CellBlock,
): OutputSheet[] {
  const evaluation = evaluate(crosstable, regulation);
  const sections = evaluateSections(evaluation, { ...(event !== undefined && { event }), ...(section !== undefined && { section }) });
  const against: CellBlock = [
    [strings.run.comparedWith, regulation.name],
    ['Rules', rulesLine(regulation)],
    ['Ranking list', evaluation.columns.map((c) => c.header).join(', ')],
  ];
  return compareSheets(compareRuns(first, { evaluation, sections }), header, against);
}

/** The reader's options of a request: the same in the Crosstable panel and in a run. */
export function gridOptions(request: ReadRequest): ReadGridOptions {
  return {
    sheet: request.sheet,
    origin: request.origin,
    layout: request.layout,
    opponentNumbers: request.opponentNumbers,
    ...(request.language && request.language !== 'auto' && { language: request.language }),
    ...(request.round !== undefined && { round: request.round }),
  };
}

/** A match sheet as the Crosstable panel shows it: no crosstable layout, the matches read and their issues. */
function matchReading(request: ReadRequest, matches: MatchReading): CrosstableReading {
  const layout = readGrid([], { sheet: request.sheet, origin: request.origin }).layout;
  layout.notes.push(strings.run.matchSheetNote);
  return { layout, issues: withFixes(matches.issues), preview: undefined, matches: describeMatches(matches) };
}
