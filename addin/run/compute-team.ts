import { evaluateTeamEvent, STANDARD, teamEvent, type Regulation, type TeamEvent } from '../../engine';
import { explainSplits, headerBlock, readGrid, readTeamSheet as readTeamCells, teamOutputSheets, type TeamSheetReading } from '../../io';
import { eventSha256 } from '../../pipeline';
import type { CrosstableReading, ReadRequest, RunOutput } from './run-messages';
import { keepForExplain } from './explain-last';
import { keepForReport } from './report-last';
import { strings } from '../strings';
import { withFixes } from './with-fixes';

/**
 * A sheet that holds a team event (io/team-sheet.ts: its board pairings, a chess-results
 * "Board Pairings" export; or its crosstable of match totals) is read as that team event,
 * instead of as a crosstable of players. Undefined when the sheet is neither.
 */
export function readTeamSheet(request: ReadRequest, regulation?: Regulation): TeamSheetReading | undefined {
  return readTeamCells(request.values, {
    sheet: request.sheet,
    origin: request.origin,
    pointSystem: regulation?.pointSystem ?? STANDARD,
    ...(request.language && request.language !== 'auto' && { language: request.language }),
    ...(request.round !== undefined && { round: request.round }),
  });
}

/** A team event's sheet as the Crosstable panel shows it: what was read, the teams, and the issues at their cells. */
export function teamReading(request: ReadRequest, reading: TeamSheetReading): CrosstableReading {
  const layout = readGrid([], { sheet: request.sheet, origin: request.origin }).layout;
  layout.notes.push(strings.run.teamSheetNote(reading.described, reading.summary));
  return {
    layout,
    issues: withFixes(reading.issues),
    preview: undefined,
    teams: reading.event?.teams.map((t) => strings.run.teamRead(t.id, t.name, t.members.length)) ?? [],
  };
}

/**
 * A team event read from a sheet, ranked as `regula rank` ranks a team TRF (C.07 arts.
 * 11–13): Regula Team Crosstable (the crosstable of teams with each team's rank, values and
 * what decided on its row — the source sheet lists matches, it has no row per team to write
 * beside), Regula Standings, Regula Audit with every contribution, under the run's header;
 * the explanations of every tie in words.
 */
export async function computeTeamOutput(
  event: TeamEvent,
  regulation: Regulation,
  run: { input: string; regulationSha256: string; ranAt: Date },
): Promise<RunOutput> {
  const evaluation = evaluateTeamEvent(event, regulation);
  keepForExplain(evaluation);
  const header = headerBlock(
    evaluation,
    {
      input: run.input,
      inputSha256: await eventSha256(teamEvent(event)),
      regulationSha256: run.regulationSha256,
      ranAt: run.ranAt,
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
