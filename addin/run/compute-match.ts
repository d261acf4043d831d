import type { Regulation } from '../../engine';
import { decideMatch, STANDARD } from '../../engine';
import { explainMatch, hasErrors, matchHeaderBlock, matchSheets, readMatches, type MatchReading } from '../../io';
import type { RunOutput, RunRequest } from './run-messages';
import { strings } from '../strings';
import { withFixes } from './with-fixes';

/**
 * A sheet that holds team matches board by board (io/match: a header row with a board and
 * a result column) is decided as `regula match` decides it, instead of being read as a
 * crosstable. Undefined when the sheet holds no match header.
 */
export function readMatchSheet(
  request: Pick<RunRequest, 'sheet' | 'origin' | 'values'>,
  regulation?: Regulation,
): MatchReading | undefined {
  const reading = readMatches(request.values, {
    sheet: request.sheet,
    origin: request.origin,
    pointSystem: regulation?.pointSystem ?? STANDARD,
  });
  return reading.matches.length > 0 ? reading : undefined;
}

/** One line per match read, for the Crosstable panel: "Organisers v Players: 6 boards (rows 1–8, Result 1)". */
export function describeMatches(reading: MatchReading): string[] {
  return reading.matches.map((m) =>
    strings.run.matchRead(m.match && { teams: m.match.teams, boards: m.match.boards.length }, m.firstRow, m.lastRow, m.title ?? ''),
  );
}

/**
 * The output of a match run: the Regula Match sheet (the CLI's `--out` sheet) and the
 * decision of each match in words; a reason instead when the regulation has no match
 * tie-breaks or the sheet has errors.
 */
export function computeMatchOutput(
  reading: MatchReading,
  regulation: Regulation,
  run: { input: string; inputSha256: string; regulationSha256: string; ranAt: Date },
): RunOutput | string {
  const rules = regulation.matchTiebreaks;
  if (!rules) return strings.run.noMatchTiebreaks;
  if (hasErrors(reading.issues)) return strings.run.matchSheetErrors;
  const system = regulation.pointSystem ?? STANDARD;
  const decided = reading.matches.map((block) => {
    const match = block.match!;
    const source = `${run.input} rows ${block.firstRow}–${block.lastRow}${block.title ? `: ${block.title}` : ''}`;
    return { match, decision: decideMatch(match, rules, system), source };
  });
  return {
    sheets: matchSheets(decided, matchHeaderBlock(regulation, run), rules, system),
    result: undefined,
    explain: 'matches',
    explanations: decided.flatMap((d) => [`${d.match.teams[0]} v ${d.match.teams[1]} (${d.source})`, ...explainMatch(d.decision, rules)]),
    engineIssues: withFixes(decided.flatMap((d) => d.decision.issues)),
  };
}
