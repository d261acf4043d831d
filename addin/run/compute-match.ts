import type { Regulation } from '../../engine';
import { STANDARD } from '../../engine';
import { explainMatch, hasErrors, matchHeaderBlock, matchSheets, type MatchReading } from '../../io';
import { decideMatches } from '../../pipeline';
import type { RunOutput } from './run-messages';
import type { PaneStrings } from '../strings';
import { withFixes } from './with-fixes';

/** One line per match read, for the Crosstable panel: "Organisers v Players: 6 boards (rows 1–8, Result 1)". */
export function describeMatches(reading: MatchReading, words: PaneStrings): string[] {
  return reading.matches.map((m) =>
    words.run.matchRead(m.match && { teams: m.match.teams, boards: m.match.boards.length }, m.firstRow, m.lastRow, m.title ?? ''),
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
  words: PaneStrings,
): RunOutput | string {
  const rules = regulation.matchTiebreaks;
  if (!rules) return words.run.noMatchTiebreaks;
  if (hasErrors(reading.issues)) return words.run.matchSheetErrors;
  const system = regulation.pointSystem ?? STANDARD;
  // A sheet of team matches board by board (io/match) is decided as `regula match` decides it.
  const decided = decideMatches(
    reading,
    rules,
    system,
    (block) => `${run.input} rows ${block.firstRow}–${block.lastRow}${block.title ? `: ${block.title}` : ''}`,
  );
  return {
    sheets: matchSheets(decided, matchHeaderBlock(regulation, run), rules, system),
    result: undefined,
    explain: 'matches',
    explanations: decided.flatMap((d) => [`${d.match.teams[0]} v ${d.match.teams[1]} (${d.source})`, ...explainMatch(d.decision, rules)]),
    engineIssues: withFixes(decided.flatMap((d) => d.decision.issues)),
  };
}
