import { hasErrors, headerBlock, matchSections, readGrid, sectionOutputSheets, explainSplits, type InputIssue } from '../../io';
import { inputSha256, rankSection, sectionNames, type RankedSection, type RegulationChoice } from '../../pipeline';
import type { Crosstable } from '../../engine';
import { keepForExplain } from './explain-last';
import type { CrosstableReading, RunRequest, RunResult } from './run-messages';
import { strings } from '../strings';
import { withFixes } from './with-fixes';

/**
 * A run of an event in sections (the regulation's `sections`), the add-in's door to
 * pipeline/sections.ts: the sheet the run started from and every other sheet the pane read
 * (request.sections) are the sections of their names (io's sectionSheetName: "Under 2300-Unrated"
 * for "Under 2300/Unrated"); a section missing or not named is an error on the Crosstable panel;
 * each section is ranked by the one pipeline and written as the CLI writes it — every Regula
 * sheet with a block per section under its heading. No result columns beside the crosstables.
 */
export async function computeSectionsRun(
  request: RunRequest,
  choice: RegulationChoice,
  reading: CrosstableReading,
  diagnostics: RunResult['diagnostics'],
  elapsed: () => number,
): Promise<RunResult> {
  const stop = (why: string, issues: InputIssue[] = []): RunResult => ({
    reading: { ...reading, issues: [...reading.issues, ...withFixes(issues)] },
    diagnostics,
    output: undefined,
    stopped: why,
    computeMs: elapsed(),
  });
  if (!request.sections) return stop(strings.run.sectionsNotRead);
  const sheets = [{ sheet: request.sheet, origin: request.origin, values: request.values }, ...request.sections];
  const found = sheets.map((s) => {
    const grid = readGrid(s.values, { sheet: s.sheet, origin: s.origin, layout: request.layout, opponentNumbers: request.opponentNumbers });
    return {
      name: s.sheet,
      location: { kind: 'cell' as const, sheet: s.sheet, row: 1, column: 1 },
      described: `sheet '${s.sheet}'`,
      input: grid,
    };
  });
  // Sheets that hold no crosstable (a notes sheet, the Regulation sheet) are not sections.
  const crosstables = found.filter((f) => f.input.layout.name !== undefined);
  const matched = matchSections(sectionNames(choice.regulation), crosstables, {
    location: { kind: 'cell', sheet: request.sheet, row: 1, column: 1 },
    described: 'the workbook',
  });
  const issues = [...matched.issues, ...crosstables.flatMap((f) => (f.name === request.sheet ? [] : f.input.issues))];
  if (hasErrors(issues) || matched.sections.some((s) => !s.input.crosstable || hasErrors(s.input.issues)))
    return stop(strings.run.sectionsErrors, issues);
  const ranked: RankedSection[] = matched.sections.map((s) => rankSection(s.input.crosstable!, choice.regulation, s.name));
  // Why for a player of any section: every section's ranking is kept, by name.
  keepForExplain(ranked[0]!.evaluation, new Map(ranked.map((r) => [r.name, r.evaluation])));
  const rankedCrosstables: Crosstable[] = matched.sections.map((s) => s.input.crosstable!);
  const header = headerBlock(ranked[0]!.evaluation, {
    input: request.input,
    inputSha256: await inputSha256(rankedCrosstables),
    regulationSha256: choice.sha256,
    ranAt: new Date(request.ranAt),
  });
  return {
    reading: { ...reading, issues: [...reading.issues, ...withFixes(issues)] },
    diagnostics,
    output: {
      sheets: sectionOutputSheets(
        ranked.map((r) => ({ name: r.name, evaluation: r.evaluation, results: r.results })),
        header,
      ),
      result: undefined,
      explanations: ranked.flatMap((r) => [`Section ${r.name}`, ...explainSplits(r.evaluation)]),
      explain: 'ties',
      engineIssues: withFixes(ranked.flatMap((r) => [...r.evaluation.issues, ...r.results.issues])),
      sectionNames: ranked.map((r) => r.name),
      sections: ranked.map((r) => {
        const first = r.evaluation.standings[0];
        const name = first === undefined ? '—' : (r.evaluation.crosstable.players.find((p) => p.id === first.player)?.name ?? '—');
        return strings.run.sectionRanked(r.name, r.evaluation.crosstable.players.length, name);
      }),
    },
    stopped: undefined,
    computeMs: elapsed(),
  };
}
