import { explainSplits, headerBlock, teamOutputSheets, type InputIssue, type TeamSheetReading } from '../../io';
import { eventSha256, noLayout, type TeamRun } from '../../pipeline';
import type { CrosstableReading, ReadRequest, RunOutput, RunRequest } from './run-messages';
import { keepForExplain } from './explain-last';
import { keepForReport } from './report-last';
import { stringsFor } from '../strings';
import { withFixes } from './with-fixes';

/*
 * A sheet that holds a team event (io/team-sheet.ts: its board pairings, a chess-results
 * "Board Pairings" export; or its crosstable of match totals) is read and ranked by the
 * pipeline as a team TRF is (C.07 arts. 11–13); this is what the pane shows and writes of it.
 */

/** A team event's sheet as the Crosstable panel shows it: what was read, the teams, and the issues at their cells. */
export function teamReading(request: ReadRequest, reading: TeamSheetReading, issues: InputIssue[] = reading.issues): CrosstableReading {
  const words = stringsFor(request.paneLanguage);
  const layout = noLayout(request.sheet, request.origin);
  layout.notes.push(words.run.teamSheetNote(reading.described, reading.summary));
  return {
    layout,
    issues: withFixes(issues),
    preview: undefined,
    teams: reading.event?.teams.map((t) => words.run.teamRead(t.id, t.name, t.members.length)) ?? [],
  };
}

/**
 * A team event ranked, as `regula rank` writes a team TRF's: Regula Team Crosstable (the
 * crosstable of teams with each team's rank, values and what decided on its row — the source
 * sheet lists matches, it has no row per team to write beside), Regula Standings, Regula Audit
 * with every contribution, under the run's header; the explanations of every tie in words.
 */
export async function teamOutput(run: TeamRun<unknown>, request: Pick<RunRequest, 'input' | 'ranAt'>): Promise<RunOutput> {
  const { evaluation } = run;
  keepForExplain(evaluation);
  const header = headerBlock(
    evaluation,
    {
      input: request.input,
      inputSha256: await eventSha256(run.input.event!),
      regulationSha256: run.regulation.sha256,
      ranAt: new Date(request.ranAt),
    },
    evaluation.columns.map((c) => c.header),
  );
  keepForReport({ kind: 'team', evaluation, header });
  return {
    sheets: teamOutputSheets(evaluation, header, { crosstable: true }),
    result: undefined,
    explanations: explainSplits(evaluation),
    explain: 'ties',
    engineIssues: withFixes(evaluation.issues),
  };
}
