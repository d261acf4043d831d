import { compileRegulation, diagnoseRegulation } from '../../dsl';
import { evaluate, evaluateSections } from '../../engine';
import {
  explainSplits,
  hasErrors,
  headerBlock,
  outputSheets,
  readGrid,
  resultColumns,
  type MatchReading,
  type ReadGridOptions,
} from '../../io';
import { computeMatchOutput, describeMatches, readMatchSheet } from './compute-match';
import { previewCrosstable } from './preview';
import type { CrosstableReading, ReadRequest, RunOutput, RunRequest, RunResult } from './run-messages';

/** Reads the crosstable from the cells: layout, issues with cell addresses, and a preview (or the team matches of a match sheet). */
export function readCrosstable(request: ReadRequest): CrosstableReading {
  const matches = readMatchSheet(request);
  if (matches) return matchReading(request, matches);
  const reading = readGrid(request.values, gridOptions(request));
  return { layout: reading.layout, issues: reading.issues, preview: reading.crosstable && previewCrosstable(reading.crosstable) };
}

/**
 * The whole computation of a run, off the UI thread: compile the regulation, read the
 * crosstable, evaluate, and build the output sheets and the result columns through io —
 * the same blocks the CLI writes. Nothing is computed when either input has errors.
 */
export async function computeRun(request: RunRequest, now: () => number = () => performance.now()): Promise<RunResult> {
  const started = now();
  const compiled = compileRegulation(request.regulationText);
  const diagnostics = diagnoseRegulation(request.regulationText);
  const matches = readMatchSheet(request, compiled.regulation);
  if (matches) {
    const reading = matchReading(request, matches);
    const done = (output: RunOutput | string): RunResult => ({
      reading,
      diagnostics,
      output: typeof output === 'string' ? undefined : output,
      stopped: typeof output === 'string' ? output : undefined,
      computeMs: now() - started,
    });
    if (!compiled.regulation) return done('The regulation has errors: fix them in the Regulation panel.');
    return done(
      computeMatchOutput(matches, compiled.regulation, {
        input: request.input,
        inputSha256: await sha256(JSON.stringify(request.values)),
        regulationSha256: await sha256(request.regulationText),
        ranAt: new Date(request.ranAt),
      }),
    );
  }
  const grid = readGrid(request.values, gridOptions(request));
  const reading: CrosstableReading = {
    layout: grid.layout,
    issues: grid.issues,
    preview: grid.crosstable && previewCrosstable(grid.crosstable),
  };
  const stop = (why: string): RunResult => ({ reading, diagnostics, output: undefined, stopped: why, computeMs: now() - started });
  if (!compiled.regulation) return stop('The regulation has errors: fix them in the Regulation panel.');
  if (!grid.crosstable || hasErrors(grid.issues)) return stop('The crosstable has errors: see the Crosstable panel.');
  const evaluation = evaluate(grid.crosstable, compiled.regulation);
  // Grand prix, teams, qualification and prizes, when the regulation has those sections.
  const sections = evaluateSections(evaluation, { event: request.sheet, ...(request.section ? { section: request.section } : {}) });
  const header = headerBlock(evaluation, {
    input: request.input,
    inputSha256: await sha256(JSON.stringify(request.values)),
    // The text as run (and saved on the Regulation sheet): the hash of the same text saved as a .regula file.
    regulationSha256: await sha256(request.regulationText),
    ranAt: new Date(request.ranAt),
  });
  return {
    reading,
    diagnostics,
    output: {
      sheets: outputSheets(evaluation, header, sections),
      result: resultColumns(evaluation),
      explanations: explainSplits(evaluation),
      engineIssues: [...evaluation.issues, ...sections.issues],
    },
    stopped: undefined,
    computeMs: now() - started,
  };
}

/** The reader's options of a request: the same in the Crosstable panel and in a run. */
function gridOptions(request: ReadRequest): ReadGridOptions {
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
  layout.notes.push('The sheet holds team matches board by board: Run decides them by the regulation’s match tie-breaks.');
  return { layout, issues: matches.issues, preview: undefined, matches: describeMatches(matches) };
}

/** SHA-256 in hex through WebCrypto (workers, browsers and Node 20 all have it). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
