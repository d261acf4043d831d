import type { Crosstable, PlaceBound, PlayerId, Scenarios } from '../../engine';
import { SCENARIOS_FORMAT } from './scenario-json';
import { RESULT_WORDS, type ResultWords } from './result-words';
import { boardWords, contenderHeading, nameOf, placesLine, roundToCome, type ScenarioContext } from './scenario-words';

type Bounded = Extract<Scenarios, { kind: 'bounded' }>;

/**
 * `regula scenarios` in words when the combinations that matter are too many to re-rank
 * each: what an exact answer would take (the count when it is known, else a lower bound, and
 * "more than" Regula's limit when the bound on the candidates' own boards falls below it: the
 * ties their tie-breaks read take it over), and what the points alone say of each contender's
 * place after each result of their own board ("with a draw: within places 1–3, second to
 * third: boards 4, 7 and the tie-breaks decide"). In English unless `words` names a language.
 */
export function scenarioBoundsWords(
  scenarios: Bounded,
  crosstable: Crosstable,
  context: ScenarioContext,
  words: ResultWords = RESULT_WORDS.en,
): string[] {
  const say = words.scenarios;
  const name = nameOf(crosstable);
  const range = say.range(scenarios.places);
  const needs = {
    combinations: scenarios.combinations,
    atLeast: scenarios.atLeast,
    limit: scenarios.limit,
    beyond: scenarios.atLeast && scenarios.combinations <= scenarios.limit,
  };
  const lines = [say.boundedHeading(roundToCome(scenarios, context, range), needs), placesLine(context, range, words)];
  if (scenarios.boards.length > 0) {
    lines.push('', say.boardsThatCanMatter);
    for (const board of scenarios.boards) lines.push(`  ${board.number}. ${boardWords(board, name, words)}`);
  }
  if (scenarios.contenders.length === 0) lines.push('', say.nobody(range));
  for (const contender of scenarios.contenders) {
    lines.push('', contenderHeading(contender, { boards: scenarios.openBoards }, name, words));
    for (const outcome of contender.outcomes)
      lines.push(`  ${outcome.own === undefined ? '' : say.own.with(outcome.own)}${boundWords(outcome, scenarios.places, words)}.`);
  }
  return lines;
}

/** "outside places 1–3, whatever happens on other boards", "within places 1–3, first to second: board 4 and the tie-breaks decide". */
function boundWords(outcome: PlaceBound, places: number, words: ResultWords): string {
  const say = words.scenarios;
  const range = say.range(places);
  if (outcome.best > places) return `${say.outside(range)}, ${say.whatever}`;
  if (outcome.best === outcome.worst) return `${say.alone(outcome.best)}, ${say.whatever}`;
  const decide = say.bound.decide(outcome.deciding);
  if (outcome.worst <= places) return say.bound.within(range, outcome.best, outcome.worst, decide);
  return say.bound.atBest(outcome.best, range, decide);
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
