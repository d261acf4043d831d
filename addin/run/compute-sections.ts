import { explainSplits, headerBlock, sectionOutputSheets } from '../../io';
import { inputSha256, type SectionsRun } from '../../pipeline';
import type { Crosstable } from '../../engine';
import { keepForExplain } from './explain-last';
import type { RunOutput, RunRequest } from './run-messages';
import { stringsFor } from '../strings';
import { withFixes } from './with-fixes';

/**
 * What the pane writes of an event in sections (the regulation's `sections`), ranked by the
 * pipeline from the sheet the run started from and every other sheet the pane read, each the
 * section of its name (io's sectionSheetName: "Under 2300-Unrated" for "Under 2300/Unrated"):
 * every Regula sheet with a block per section under its heading, as the CLI writes it. No
 * result columns beside the crosstables.
 */
export async function sectionsOutput(
  run: SectionsRun<unknown>,
  request: Pick<RunRequest, 'input' | 'ranAt' | 'paneLanguage'>,
): Promise<RunOutput> {
  const parts = run.parts;
  // Why for a player of any section: every section's ranking is kept, by name.
  keepForExplain(parts[0]!.evaluation, new Map(parts.map((p) => [p.name, p.evaluation])));
  const crosstables: Crosstable[] = parts.map((p) => p.input.crosstable!);
  const header = headerBlock(parts[0]!.evaluation, {
    input: request.input,
    inputSha256: await inputSha256(crosstables),
    regulationSha256: run.regulation.sha256,
    ranAt: new Date(request.ranAt),
  });
  return {
    sheets: sectionOutputSheets(
      parts.map((p) => ({ name: p.name, evaluation: p.evaluation, results: p.articles })),
      header,
      run.combinedGrades ?? [],
    ),
    result: undefined,
    explanations: parts.flatMap((p) => [`Section ${p.name}`, ...explainSplits(p.evaluation)]),
    explain: 'ties',
    engineIssues: withFixes([
      ...parts.flatMap((p) => [...p.evaluation.issues, ...p.articles.issues]),
      ...(run.combinedGrades ?? []).flatMap((gp) => gp.issues),
    ]),
    sectionNames: parts.map((p) => p.name),
    sections: parts.map((p) => {
      const first = p.evaluation.standings[0];
      const name = first === undefined ? '—' : (p.evaluation.crosstable.players.find((q) => q.id === first.player)?.name ?? '—');
      return stringsFor(request.paneLanguage).run.sectionRanked(p.name, p.evaluation.crosstable.players.length, name);
    }),
  };
}
