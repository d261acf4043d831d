import type { Crosstable, PlaceBound, PlayerId, Scenarios } from '../../engine';
import { SCENARIOS_FORMAT } from './scenario-json';
import { boardWords, capitalised, contenderHeading, nameOf, ordinal, placesRange, plural, type ScenarioContext } from './scenario-words';

type Bounded = Extract<Scenarios, { kind: 'bounded' }>;

/**
 * `regula scenarios` in words when the combinations that matter are too many to re-rank
 * each: the count, and what the points alone say of each contender's place after each
 * result of their own board ("with a draw: within places 1–3, second to third: boards 4, 7
 * and the tie-breaks decide").
 */
/**
 * What an exact answer would take, in words: the count when it is known, else a lower bound, and
 * "more than" Regula's limit when the bound on the candidates' own boards falls below it (the
 * ties their tie-breaks read take it over).
 */
function exactNeeds(scenarios: Bounded): string {
  const limit = scenarios.limit.toLocaleString('en-US');
  if (scenarios.atLeast && scenarios.combinations <= scenarios.limit)
    return `an exact answer needs more than the ${limit} re-rankings Regula runs (${scenarios.combinations.toLocaleString('en-US')} on the candidates' own boards, times the ties their tie-breaks read)`;
  return `an exact answer needs ${scenarios.atLeast ? 'at least ' : ''}${scenarios.combinations.toLocaleString('en-US')} re-rankings, over the ${limit} Regula runs`;
}

export function scenarioBoundsWords(scenarios: Bounded, crosstable: Crosstable, context: ScenarioContext): string[] {
  const name = nameOf(crosstable);
  const range = placesRange(scenarios.places);
  const lines = [
    `Round ${context.round}: ${scenarios.openBoards.length} board${plural(scenarios.openBoards.length)} to play; ${scenarios.boards.length} can change ${range} under ${context.list}: ${exactNeeds(scenarios)} — each contender's place is bounded on points alone, the tie-breaks not enumerated.`,
    `${capitalised(range)} (${context.placesFrom}).`,
  ];
  if (scenarios.boards.length > 0) {
    lines.push('', 'Boards that can matter:');
    for (const board of scenarios.boards) lines.push(`  ${board.number}. ${boardWords(board, name)}`);
  }
  if (scenarios.contenders.length === 0) lines.push('', `No player can reach ${range}.`);
  for (const contender of scenarios.contenders) {
    lines.push('', contenderHeading(contender, { boards: scenarios.openBoards }, name));
    for (const outcome of contender.outcomes)
      lines.push(`  ${outcome.own === undefined ? '' : `with a ${outcome.own}: `}${boundWords(outcome, scenarios.places)}.`);
  }
  return lines;
}

/** "outside places 1–3, whatever happens on other boards", "within places 1–3, first to second: board 4 and the tie-breaks decide". */
function boundWords(outcome: PlaceBound, places: number): string {
  if (outcome.best > places) return `outside ${placesRange(places)}, whatever happens on other boards`;
  if (outcome.best === outcome.worst) return `${ordinal(outcome.best)} alone, whatever happens on other boards`;
  const boards = outcome.deciding;
  const decide =
    boards.length === 0 ? 'the tie-breaks decide' : `board${plural(boards.length)} ${boards.join(', ')} and the tie-breaks decide`;
  if (outcome.worst <= places) return `within ${placesRange(places)}, ${ordinal(outcome.best)} to ${ordinal(outcome.worst)}: ${decide}`;
  return `${ordinal(outcome.best)} at best, or outside ${placesRange(places)}: ${decide}`;
}

/** The `--format json` shape of a bounded answer (docs/cli.md): `bounded: true`, each contender's rank range per own result. */
export interface ScenarioBoundsJson {
  format: typeof SCENARIOS_FORMAT;
  bounded: true;
  round: number;
  places: number;
  placesFrom: string;
  list: string;
  openBoards: number;
  /** The re-rankings an exact answer needs; `atLeast`: a lower bound. */
  combinations: number;
  atLeast: boolean;
  limit: number;
  boards: { board: number; white: number; black: number; coloursKnown: boolean }[];
  contenders: {
    player: number;
    name: string;
    points: string;
    board: number | null;
    outcomes: { own: 'win' | 'draw' | 'loss' | null; best: number | null; worst: number | null; deciding: number[] }[];
  }[];
}

export function scenarioBoundsJson(scenarios: Bounded, crosstable: Crosstable, context: ScenarioContext): ScenarioBoundsJson {
  const names = new Map<PlayerId, string>(crosstable.players.map((p) => [p.id, p.name]));
  // A rank outside the places asked is null, as in the enumerated shape.
  const rank = (r: number) => (r > scenarios.places ? null : r);
  return {
    format: SCENARIOS_FORMAT,
    bounded: true,
    round: context.round,
    places: scenarios.places,
    placesFrom: context.placesFrom,
    list: context.list,
    openBoards: scenarios.openBoards.length,
    combinations: scenarios.combinations,
    atLeast: scenarios.atLeast,
    limit: scenarios.limit,
    boards: scenarios.boards.map((b) => ({ board: b.number, white: b.first, black: b.second, coloursKnown: b.colour !== undefined })),
    contenders: scenarios.contenders.map((c) => ({
      player: c.player,
      name: names.get(c.player) ?? '',
      points: c.points.toDecimalString(),
      board: c.board ?? null,
      outcomes: c.outcomes.map((o) => ({ own: o.own ?? null, best: rank(o.best), worst: rank(o.worst), deciding: o.deciding })),
    })),
  };
}
