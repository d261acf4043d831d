import { evaluate, evaluateSections, individualEvent, teamEvent, type TournamentEvent } from '../../engine';
import { hasErrors, readGrid, withPlayOffSheet } from '../../io';
import { answerScenarios, chooseSection, choiceFromText, describeLotsSimulation, eventLabel, simulateLots } from '../../pipeline';
import { strings } from '../strings';
import { readTeamSheet } from './compute-team';
import { gridOptions } from './compute-run';
import type { StudyRequest, StudyResult } from './run-messages';

/*
 * The pane's two studies of the crosstable, which write nothing: the drawing of lots before it
 * is applied (FIDE VCL Q204, `regula rank --simulate-lots`) and what each contender needs from
 * the round to come (`regula scenarios`). Both read the sheet's cells as Run
 * does and answer in the CLI's words, line by line, from the same pipeline functions.
 */
export async function computeStudy(request: StudyRequest): Promise<StudyResult> {
  const { choice } = await choiceFromText(request.regulationText, 'the Regulation panel');
  if (!choice) return { lines: [], stopped: strings.run.regulationErrors };
  const regulation = choice.regulation;
  const teams = readTeamSheet(request, regulation);
  if (request.study === 'lots') {
    let event: TournamentEvent | undefined;
    if (teams) {
      if (!teams.event || hasErrors(teams.issues)) return { lines: [], stopped: strings.run.teamPairingsErrors };
      event = teamEvent(teams.event);
    } else {
      const grid = readGrid(request.values, gridOptions(request));
      if (!grid.crosstable || hasErrors(grid.issues)) return { lines: [], stopped: strings.run.crosstableErrors };
      const played = withPlayOffSheet(grid.crosstable, request.playOff);
      if (!played.crosstable) return { lines: [], stopped: strings.run.crosstableErrors };
      event = individualEvent(played.crosstable);
    }
    return { lines: describeLotsSimulation(simulateLots(event, regulation)) };
  }
  if (teams) return { lines: [], stopped: strings.study.scenariosTeams };
  // The round to come is kept with its games without results (io/after-round.ts `open`).
  const grid = readGrid(request.values, { ...gridOptions(request), open: true });
  if (!grid.crosstable || hasErrors(grid.issues)) return { lines: [], stopped: strings.run.crosstableErrors };
  const section = chooseSection(request.section || undefined, request.sheet, regulation);
  if ('problem' in section) return { lines: [], stopped: strings.run.sectionProblem(section.problem) };
  const event = eventLabel(undefined, grid.crosstable, request.sheet);
  const sections = evaluateSections(evaluate(grid.crosstable, regulation), {
    ...(event !== undefined && { event }),
    ...(section.section !== undefined && { section: section.section }),
  });
  const answer = answerScenarios({
    crosstable: grid.crosstable,
    regulation,
    sections,
    openGames: grid.openGames ?? [],
    placesOption: strings.study.placesOption,
    ...(request.places !== undefined && { places: request.places }),
  });
  if (answer.kind === 'answered') return { lines: answer.words };
  return { lines: [], stopped: strings.study.scenariosStopped(answer.message) };
}
