import { answerScenarios, choiceFromText, describeLotsSimulation, readTournament, runTournament, simulateLots } from '../../pipeline';
import { hasErrors } from '../../io';
import { stringsFor } from '../strings';
import { pipelineRequest, readOptions, stopReason } from './compute-run';
import { resultWordsFor } from './result-words';
import type { StudyRequest, StudyResult } from './run-messages';

/*
 * The pane's two studies of the crosstable, which write nothing: the drawing of lots before it
 * is applied (FIDE VCL Q204, `regula rank --simulate-lots`) and what each contender needs from
 * the round to come (`regula scenarios`). Both read the sheet's cells as Run does, through the
 * same pipeline, and answer in the CLI's words, line by line (the drawing of lots in the pane's
 * language, as `rank --simulate-lots --lang` says it, and the scenarios as `scenarios --lang`).
 */
export async function computeStudy(request: StudyRequest): Promise<StudyResult> {
  const words = stringsFor(request.paneLanguage);
  const { choice } = await choiceFromText(request.regulationText, 'the Regulation panel');
  if (!choice) return { lines: [], stopped: words.run.regulationErrors };
  const regulation = choice.regulation;
  if (request.study === 'lots') {
    const source = { kind: 'workbook' as const, sheets: [{ area: request, named: false }], playOff: request.playOff };
    const reading = readTournament(source, {
      ...readOptions(request),
      ...(regulation.pointSystem && { pointSystem: regulation.pointSystem }),
    });
    if (!reading.event || hasErrors(reading.issues))
      return { lines: [], stopped: reading.kind === 'team' ? words.run.teamPairingsErrors : words.run.crosstableErrors };
    return { lines: describeLotsSimulation(simulateLots(reading.event, regulation), resultWordsFor(request.paneLanguage)) };
  }
  // The round to come is kept with its games without results (io/after-round.ts `open`).
  const { study: _study, places: _places, regulationText: _text, ...cells } = request;
  const pipeline = pipelineRequest({ ...cells, ranAt: new Date().toISOString() }, choice);
  const outcome = await runTournament({ ...pipeline, read: { ...pipeline.read, open: true }, sections: false });
  if (outcome.reading?.kind === 'team') return { lines: [], stopped: words.study.scenariosTeams };
  if (outcome.stop) return { lines: [], stopped: stopReason(outcome, words) };
  if (outcome.run?.kind !== 'individual') return { lines: [], stopped: words.study.scenariosTeams };
  const answer = answerScenarios({
    crosstable: outcome.run.input.crosstable!,
    regulation,
    articles: outcome.run.articles,
    openGames: outcome.run.input.openGames ?? [],
    placesOption: words.study.placesOption,
    words: resultWordsFor(request.paneLanguage),
    ...(request.places !== undefined && { places: request.places }),
  });
  if (answer.kind === 'answered') return { lines: answer.words };
  return { lines: [], stopped: words.study.scenariosStopped(answer.message) };
}
