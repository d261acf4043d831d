import {
  BOARD_RESULTS,
  type BoardCondition,
  type Conditions,
  type ContenderScenarios,
  type Crosstable,
  type PlayerId,
  type ScenarioBoard,
  type ScenarioPlace,
  type Scenarios,
} from '../../engine';
import { RESULT_WORDS, type PlacesFromKind, type ResultWords, type RoundToCome } from './result-words';

/** What a scenarios run was asked: the round to come, the places and where their number came from, the list. */
export interface ScenarioContext {
  round: number;
  /** "--places", "the regulation's prizes", "the default": said in the output (the JSON's words). */
  placesFrom: string;
  /** Where the places came from when not an option: the words output says it in its language. */
  placesFromKind?: PlacesFromKind;
  list: string;
}

type Enumerated = Extract<Scenarios, { kind: 'enumerated' }>;

/**
 * `regula scenarios` in words: for each contender, with each result of their own board,
 * the places they reach and the results on the other boards that give each
 * ("with a draw: first alone when Kim beats Lee (board 6)"). In English unless `words` names
 * a language (`scenarios --lang`).
 */
export function scenarioWords(
  scenarios: Enumerated,
  crosstable: Crosstable,
  context: ScenarioContext,
  words: ResultWords = RESULT_WORDS.en,
): string[] {
  const say = words.scenarios;
  const name = nameOf(crosstable);
  const range = say.range(scenarios.places);
  const answered = scenarios.reranked >= scenarios.combinations ? undefined : scenarios.reranked;
  const lines = [say.heading(roundToCome(scenarios, context, range), scenarios.combinations, answered), placesLine(context, range, words)];
  if (scenarios.boards.length > 0) {
    lines.push('', say.boardsThatMatter);
    for (const board of scenarios.boards) lines.push(`  ${board.number}. ${boardWords(board, name, words)}`);
  }
  if (scenarios.contenders.length === 0) lines.push('', say.nobody(range));
  for (const contender of scenarios.contenders) {
    lines.push('', contenderHeading(contender, scenarios, name, words));
    for (const branch of contender.branches) {
      const own = branch.own === undefined ? (contender.board === undefined ? '' : say.own.any) : say.own.with(branch.own);
      const parts = branch.places.map(
        (p) => `${placeWords(p.place, scenarios.places, words)}${whenWords(p.when, scenarios.boards, name, words)}`,
      );
      lines.push(`  ${own}${parts.join(say.separator)}.`);
    }
  }
  return lines;
}

/** The first line's facts: the round, the boards to play and those that can change the places, the places and the list. */
export function roundToCome(
  scenarios: { openBoards: readonly unknown[]; boards: readonly unknown[] },
  context: ScenarioContext,
  range: string,
): RoundToCome {
  return { round: context.round, open: scenarios.openBoards.length, changing: scenarios.boards.length, range, list: context.list };
}

/** "Places 1–3 (the regulation's overall prizes)." — an option's name (`--places`) as it is. */
export function placesLine(context: ScenarioContext, range: string, words: ResultWords): string {
  const from = context.placesFromKind === undefined ? context.placesFrom : words.scenarios.placesFrom[context.placesFromKind];
  return words.scenarios.placesLine(range, from);
}

export function contenderHeading(
  contender: Pick<ContenderScenarios, 'player' | 'points' | 'board'>,
  scenarios: { boards: readonly ScenarioBoard[] },
  name: (id: PlayerId) => string,
  words: ResultWords = RESULT_WORDS.en,
): string {
  const text = contender.points.toDecimalString();
  const points = words.decimalComma ? text.replace('.', ',') : text;
  const board = scenarios.boards.find((b) => b.number === contender.board);
  if (!board) return words.scenarios.contender(name(contender.player), points);
  const first = board.first === contender.player;
  return words.scenarios.contender(name(contender.player), points, {
    number: board.number,
    ...(board.colour !== undefined && { colour: first ? 'white' : 'black' }),
    opponent: name(first ? board.second : board.first),
  });
}

/** "first alone", "shared second to fourth", "outside places 1–3". */
export function placeWords(place: ScenarioPlace, places: number, words: ResultWords = RESULT_WORDS.en): string {
  const say = words.scenarios;
  if (place.kind === 'outside') return say.outside(say.range(places));
  if (place.lastRank === place.rank) return say.alone(place.rank);
  return say.shared(place.rank, place.lastRank);
}

function whenWords(when: Conditions, boards: readonly ScenarioBoard[], name: (id: PlayerId) => string, words: ResultWords): string {
  if (when.length === 1 && when[0]!.length === 0) return `, ${words.scenarios.whatever}`;
  return words.scenarios.when(when.map((alternative) => alternative.map((c) => conditionWords(c, boards, name, words))));
}

/** One board's allowed results in words, from its first player's side. */
export function conditionWords(
  condition: BoardCondition,
  boards: readonly ScenarioBoard[],
  name: (id: PlayerId) => string,
  words: ResultWords = RESULT_WORDS.en,
): string {
  const say = words.scenarios.condition;
  const board = boards.find((b) => b.number === condition.board)!;
  const a = name(board.first);
  const b = name(board.second);
  const key = condition.results.join('');
  const worded: Record<string, string> = {
    '0': say.beats(a, b),
    '1': say.draw(a, b),
    '2': say.beats(b, a),
    '01': say.notLose(a, b),
    '12': say.notBeat(a, b),
    '02': say.notDrawn(a, b),
  };
  return say.onBoard(worded[key] ?? say.results(condition.results.map((r) => BOARD_RESULTS[r])), board.number);
}

export function boardWords(board: ScenarioBoard, name: (id: PlayerId) => string, words: ResultWords = RESULT_WORDS.en): string {
  return words.scenarios.board(name(board.first), name(board.second), board.colour !== undefined);
}

/** "Costa, Clara (3)": the name and starting number. */
export function nameOf(crosstable: Crosstable): (id: PlayerId) => string {
  const names = new Map(crosstable.players.map((p) => [p.id, p.name]));
  return (id) => `${names.get(id) ?? '?'} (${id})`;
}
