import { enumerateScenarios, maxOf, type Crosstable, type OpenGame, type Regulation, type ArticleResults } from '../engine';
import {
  scenarioBoundsJson,
  scenarioBoundsWords,
  scenariosJson,
  scenarioWords,
  type PendingGame,
  type PlacesFromKind,
  type ResultWords,
  type ScenarioBoundsJson,
  type ScenarioContext,
  type ScenariosJson,
} from '../io';

/*
 * What each contender needs from the round to come (docs/cli.md, scenarios), for both doors: the
 * places asked (or the regulation's prize and qualification places), every combination of
 * results on the boards that matter re-ranked by the engine — or, when they are too many, each
 * contender's place bounded on points with the count an exact answer needs — and the answer in
 * words and as JSON. `regula scenarios` prints it; the task pane's Scenarios panel shows the same words.
 */

export interface ScenarioQuestion {
  crosstable: Crosstable;
  regulation: Regulation;
  /** The regulation's articles on the event as it stands (their prize and qualification places set the default). */
  articles: ArticleResults;
  /** The games of the round to come, paired without results (the reader's `open` reading). */
  openGames: readonly PendingGame[];
  /** Places 1..K to study; the regulation's prize or qualification places when unset. */
  places?: number;
  /** How the user asks for fewer places, in the door's words: `--places K` (the default), the pane's field. */
  placesOption?: string;
  /** The language of the words (`scenarios --lang`); English when unset. The JSON is the same in every language. */
  words?: ResultWords;
}

export type ScenarioAnswer =
  /** No round is paired without results: nothing to study. */
  { kind: 'no-open-round'; message: string } | { kind: 'answered'; words: string[]; json: ScenariosJson | ScenarioBoundsJson };

export function answerScenarios(question: ScenarioQuestion): ScenarioAnswer {
  const { crosstable, regulation } = question;
  const games = question.openGames.map(openGame);
  if (games.length === 0)
    return {
      kind: 'no-open-round',
      message: `no round is paired without results (rounds 1 to ${crosstable.rounds} are complete); expected the crosstable before its next round is played: the pairings entered, their results empty`,
    };
  const places =
    question.places === undefined
      ? defaultPlaces(regulation, question.articles)
      : { places: question.places, from: question.placesOption ?? '--places' };
  const scenarios = enumerateScenarios(crosstable, regulation, games, { places: places.places });
  const context: ScenarioContext = {
    round: crosstable.rounds,
    placesFrom: places.from,
    ...('kind' in places && { placesFromKind: places.kind }),
    list: listText(regulation),
  };
  if (scenarios.kind === 'bounded')
    return {
      kind: 'answered',
      words: scenarioBoundsWords(scenarios, crosstable, context, question.words),
      json: scenarioBoundsJson(scenarios, crosstable, context),
    };
  return {
    kind: 'answered',
    words: scenarioWords(scenarios, crosstable, context, question.words),
    json: scenariosJson(scenarios, crosstable, context),
  };
}

/** The reader's open game (one entry per game, from the lower starting number's side) with White first when colours are known. */
function openGame(game: PendingGame): OpenGame {
  if (game.colour === 'black') return { first: game.opponent, second: game.player, colour: 'white' };
  return game.colour === undefined
    ? { first: game.player, second: game.opponent }
    : { first: game.player, second: game.opponent, colour: game.colour };
}

/** The places the regulation awards (its overall prizes, its qualification places), else 3. */
function defaultPlaces(regulation: Regulation, articles: ArticleResults): { places: number; from: string; kind: PlacesFromKind } {
  const prizes = (regulation.prizes?.prizes ?? []).filter((p) => p.category.kind === 'overall').map((p) => p.place);
  const qualified = articles.qualification.map((q) => q.places ?? 0);
  const prizePlaces = maxOf(prizes, 0);
  const qualificationPlaces = maxOf(qualified, 0);
  if (prizePlaces === 0 && qualificationPlaces === 0)
    return { places: 3, from: 'the default: the regulation names no prize or qualification places', kind: 'default' };
  if (prizePlaces >= qualificationPlaces) return { places: prizePlaces, from: "the regulation's overall prizes", kind: 'prizes' };
  return { places: qualificationPlaces, from: "the regulation's qualification places", kind: 'qualification' };
}

function listText(regulation: Regulation): string {
  return regulation.tiebreaks.map((s) => s.text).join(' ') || 'PTS';
}
