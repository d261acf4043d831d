import type { Evaluation } from '../../engine';
import { exportValue } from './values';

/**
 * The JSON shape of the FIDE reference server's corpus (fixtures/trf/README.md):
 * {"tiebreaks": [...], "players": {"<start number>": [values…]}, "rank": {"<start number>": n}}
 * so `tools/compare_expected.py` can check the engine from outside.
 */
export interface FixtureJson {
  tiebreaks: string[];
  players: Record<string, (number | null)[]>;
  rank: Record<string, number>;
}

export function toFixtureJson(evaluation: Evaluation): FixtureJson {
  const players: FixtureJson['players'] = {};
  const rank: FixtureJson['rank'] = {};
  for (const player of [...evaluation.crosstable.players].sort((a, b) => a.id - b.id)) {
    players[String(player.id)] = evaluation.columns.map((column) => exportValue(evaluation, column, player.id));
  }
  for (const standing of [...evaluation.standings].sort((a, b) => a.player - b.player)) rank[String(standing.player)] = standing.rank;
  return { tiebreaks: evaluation.columns.map((c) => c.header), players, rank };
}
