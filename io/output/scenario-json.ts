import { BOARD_RESULTS, type Crosstable, type Scenarios } from '../../engine';
import type { ScenarioContext } from './scenario-words';

/** The `--format json` shape of `regula scenarios` (docs/cli.md). */
export const SCENARIOS_FORMAT = 'regula-scenarios/1';

export interface ScenariosJson {
  format: typeof SCENARIOS_FORMAT;
  round: number;
  places: number;
  placesFrom: string;
  list: string;
  openBoards: number;
  combinations: number;
  /** The boards enumerated; a result "1-0" is a win of `white` (the first player when colours are not given). */
  boards: { board: number; white: number; black: number; coloursKnown: boolean }[];
  contenders: {
    player: number;
    name: string;
    points: string;
    board: number | null;
    places: {
      place: string;
      rank: number | null;
      lastRank: number | null;
      shared: boolean;
      combinations: number;
      /** Alternatives (or), each a list of conditions that all hold (and); [] holds whatever happens. */
      when: { board: number; results: string[] }[][];
    }[];
  }[];
}

export function scenariosJson(
  scenarios: Extract<Scenarios, { kind: 'enumerated' }>,
  crosstable: Crosstable,
  context: ScenarioContext,
): ScenariosJson {
  const names = new Map(crosstable.players.map((p) => [p.id, p.name]));
  return {
    format: SCENARIOS_FORMAT,
    round: context.round,
    places: scenarios.places,
    placesFrom: context.placesFrom,
    list: context.list,
    openBoards: scenarios.openBoards.length,
    combinations: scenarios.combinations,
    boards: scenarios.boards.map((b) => ({ board: b.number, white: b.first, black: b.second, coloursKnown: b.colour !== undefined })),
    contenders: scenarios.contenders.map((c) => ({
      player: c.player,
      name: names.get(c.player) ?? '',
      points: c.points.toDecimalString(),
      board: c.board ?? null,
      places: c.places.map((p) => ({
        place:
          p.place.kind === 'outside'
            ? 'outside'
            : p.place.lastRank > p.place.rank
              ? `${p.place.rank}-${p.place.lastRank}`
              : String(p.place.rank),
        rank: p.place.kind === 'outside' ? null : p.place.rank,
        lastRank: p.place.kind === 'outside' ? null : p.place.lastRank,
        shared: p.place.kind === 'place' && p.place.lastRank > p.place.rank,
        combinations: p.combinations,
        when: p.when.map((alternative) => alternative.map((c) => ({ board: c.board, results: c.results.map((r) => BOARD_RESULTS[r]) }))),
      })),
    })),
  };
}
