import { enumerateScenarios, maxOf, type OpenGame, type Regulation, type SectionResults } from '../../engine';
import { boardWords, nameOf, scenariosJson, scenarioWords, type PendingGame } from '../../io';
import { parseArgs, UsageError } from '../args';
import { EVALUATION_OPTIONS, evaluateInput } from '../evaluate-input';
import type { Io } from '../io';
import type { Reporter } from '../report';
import { SCENARIOS_USAGE } from '../usage';

/**
 * `regula scenarios`: before the round to come (paired, results not in), what each player
 * who can still reach places 1..K needs — every combination of results on the boards that
 * matter, re-ranked as `rank` ranks, grouped per contender (issue 20 item 4).
 */
export async function runScenarios(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, [...EVALUATION_OPTIONS, 'format', 'places'], ['quiet', 'json']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(SCENARIOS_USAGE);
  const format = args.options.get('format') ?? 'words';
  if (format !== 'words' && format !== 'json') throw new UsageError(`--format must be words or json, not "${format}"`);
  const placesText = args.options.get('places');
  if (placesText !== undefined && !/^[1-9]\d{0,2}$/.test(placesText))
    throw new UsageError(`--places must be a number of places from 1, not "${placesText}"`);
  const run = await evaluateInput(file, args, reporter, { open: true });
  if (!run) return 1;
  if (run.kind === 'team') throw new UsageError(`${file}: scenarios are for individual events; this file holds a team event`);
  const crosstable = run.input.crosstable!;
  const games = (run.input.openGames ?? []).map(openGame);
  if (games.length === 0) {
    reporter.error(
      file,
      'cli/no-open-round',
      `no round is paired without results (rounds 1 to ${crosstable.rounds} are complete); expected the crosstable before its next round is played: the pairings entered, their results empty`,
    );
    return 1;
  }
  const places =
    placesText === undefined ? defaultPlaces(run.regulation.regulation, run.sections) : { places: Number(placesText), from: '--places' };
  const regulation = run.regulation.regulation;
  const scenarios = enumerateScenarios(crosstable, regulation, games, { places: places.places });
  const round = crosstable.rounds;
  if (scenarios.kind === 'over-bound') {
    const name = nameOf(crosstable);
    reporter.error(
      file,
      'cli/too-many-scenarios',
      `round ${round}: ${scenarios.boards.length} of its ${games.length} boards can change places 1–${places.places} under ${listText(regulation)} — 3^${scenarios.boards.length} = ${scenarios.combinations.toLocaleString('en-US')} combinations of results, over the ${scenarios.limit.toLocaleString('en-US')} Regula re-ranks; expected at most ${Math.floor(Math.log(scenarios.limit) / Math.log(3))} such boards. The boards: ${scenarios.boards.map((b) => `${b.number}. ${boardWords(b, name)}`).join('; ')}. Try fewer places (--places ${Math.max(1, places.places - 1)}), or a list whose criteria read fewer boards.`,
    );
    return 1;
  }
  const context = { round, placesFrom: places.from, list: listText(regulation) };
  io.out(
    format === 'json'
      ? JSON.stringify(scenariosJson(scenarios, crosstable, context), null, 2)
      : scenarioWords(scenarios, crosstable, context).join('\n'),
  );
  return 0;
}

/** The reader's open game (one entry per game, from the lower starting number's side) with White first when colours are known. */
function openGame(game: PendingGame): OpenGame {
  if (game.colour === 'black') return { first: game.opponent, second: game.player, colour: 'white' };
  return game.colour === undefined
    ? { first: game.player, second: game.opponent }
    : { first: game.player, second: game.opponent, colour: game.colour };
}

/** The places the regulation awards (its overall prizes, its qualification places), else 3. */
function defaultPlaces(regulation: Regulation, sections: SectionResults): { places: number; from: string } {
  const prizes = (regulation.prizes?.prizes ?? []).filter((p) => p.category.kind === 'overall').map((p) => p.place);
  const qualified = sections.qualification.map((q) => q.places ?? 0);
  const prizePlaces = maxOf(prizes, 0);
  const qualificationPlaces = maxOf(qualified, 0);
  if (prizePlaces === 0 && qualificationPlaces === 0)
    return { places: 3, from: 'the default: the regulation names no prize or qualification places' };
  if (prizePlaces >= qualificationPlaces) return { places: prizePlaces, from: "the regulation's overall prizes" };
  return { places: qualificationPlaces, from: "the regulation's qualification places" };
}

function listText(regulation: Regulation): string {
  return regulation.tiebreaks.map((s) => s.text).join(' ') || 'PTS';
}
