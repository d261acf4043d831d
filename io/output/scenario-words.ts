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

/** What a scenarios run was asked: the round to come, the places and where their number came from, the list. */
export interface ScenarioContext {
  round: number;
  /** "--places", "the regulation's prizes", "the default": said in the output. */
  placesFrom: string;
  list: string;
}

type Enumerated = Extract<Scenarios, { kind: 'enumerated' }>;

/**
 * `regula scenarios` in words: for each contender, with each result of their own board,
 * the places they reach and the results on the other boards that give each
 * ("with a draw: first alone when Kim beats Lee (board 6)").
 */
export function scenarioWords(scenarios: Enumerated, crosstable: Crosstable, context: ScenarioContext): string[] {
  const name = nameOf(crosstable);
  const lines = [
    `Round ${context.round}: ${scenarios.openBoards.length} board${plural(scenarios.openBoards.length)} to play; ${scenarios.boards.length} can change ${placesRange(scenarios.places)} under ${context.list}: ${scenarios.combinations.toLocaleString('en-US')} combination${plural(scenarios.combinations)} of results ${rerankedWords(scenarios)}.`,
    `${capitalised(placesRange(scenarios.places))} (${context.placesFrom}).`,
  ];
  if (scenarios.boards.length > 0) {
    lines.push('', 'Boards that matter:');
    for (const board of scenarios.boards) lines.push(`  ${board.number}. ${boardWords(board, name)}`);
  }
  if (scenarios.contenders.length === 0) lines.push('', `No player can reach ${placesRange(scenarios.places)}.`);
  for (const contender of scenarios.contenders) {
    lines.push('', contenderHeading(contender, scenarios, name));
    for (const branch of contender.branches) {
      const own = branch.own === undefined ? (contender.board === undefined ? '' : 'whatever their result: ') : `with a ${branch.own}: `;
      const parts = branch.places.map((p) => `${placeWords(p.place, scenarios.places)}${whenWords(p.when, scenarios.boards, name)}`);
      lines.push(`  ${own}${parts.join('; ')}.`);
    }
  }
  return lines;
}

/** "re-ranked", or how few re-rankings answered them when the other boards could not change a tie that matters. */
function rerankedWords(scenarios: Enumerated): string {
  if (scenarios.reranked >= scenarios.combinations) return 're-ranked';
  return `answered by ${scenarios.reranked.toLocaleString('en-US')} re-ranking${plural(scenarios.reranked)} (the boards left out of one cannot change a tie that matters after its results)`;
}

export function contenderHeading(
  contender: Pick<ContenderScenarios, 'player' | 'points' | 'board'>,
  scenarios: { boards: readonly ScenarioBoard[] },
  name: (id: PlayerId) => string,
): string {
  const points = `${contender.points.toDecimalString()} point${contender.points.toDecimalString() === '1' ? '' : 's'}`;
  const board = scenarios.boards.find((b) => b.number === contender.board);
  if (!board) return `${name(contender.player)}, ${points}, no game to play:`;
  const opponent = board.first === contender.player ? board.second : board.first;
  const colour = board.colour === undefined ? '' : ` with ${board.first === contender.player ? 'White' : 'Black'}`;
  return `${name(contender.player)}, ${points}, board ${board.number}${colour} against ${name(opponent)}:`;
}

/** "first alone", "shared second to fourth", "outside places 1–3". */
export function placeWords(place: ScenarioPlace, places: number): string {
  if (place.kind === 'outside') return `outside ${placesRange(places)}`;
  if (place.lastRank === place.rank) return `${ordinal(place.rank)} alone`;
  return `shared ${ordinal(place.rank)} to ${ordinal(place.lastRank)}`;
}

function whenWords(when: Conditions, boards: readonly ScenarioBoard[], name: (id: PlayerId) => string): string {
  if (when.length === 1 && when[0]!.length === 0) return ', whatever happens on other boards';
  return ` when ${when.map((alternative) => alternative.map((c) => conditionWords(c, boards, name)).join(' and ')).join(', or when ')}`;
}

/** One board's allowed results in words, from its first player's side. */
export function conditionWords(condition: BoardCondition, boards: readonly ScenarioBoard[], name: (id: PlayerId) => string): string {
  const board = boards.find((b) => b.number === condition.board)!;
  const a = name(board.first);
  const b = name(board.second);
  const key = condition.results.join('');
  const words: Record<string, string> = {
    '0': `${a} beats ${b}`,
    '1': `${a} and ${b} draw`,
    '2': `${b} beats ${a}`,
    '01': `${a} does not lose to ${b}`,
    '12': `${a} does not beat ${b}`,
    '02': `${a} v ${b} is not drawn`,
  };
  return `${words[key] ?? condition.results.map((r) => BOARD_RESULTS[r]).join(' or ')} (board ${board.number})`;
}

export function boardWords(board: ScenarioBoard, name: (id: PlayerId) => string): string {
  return `${name(board.first)} – ${name(board.second)}${board.colour === undefined ? ' (colours not given)' : ''}`;
}

/** "Costa, Clara (3)": the name and starting number. */
export function nameOf(crosstable: Crosstable): (id: PlayerId) => string {
  const names = new Map(crosstable.players.map((p) => [p.id, p.name]));
  return (id) => `${names.get(id) ?? '?'} (${id})`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export function ordinal(n: number): string {
  if (n <= ORDINALS.length) return ORDINALS[n - 1]!;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "places 1–3", "place 1". */
export function placesRange(places: number): string {
  return places === 1 ? 'place 1' : `places 1–${places}`;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(n: number): string {
  return n === 1 ? '' : 's';
}
