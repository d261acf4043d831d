import type { Evaluation } from '../../engine';
import type { CellBlock } from './standings';

/**
 * The Audit's "play-off" table (C.07 art. 3): for each play-off the regulation's article
 * held, one row per player — place, number, name, how the play-off placed them — then what
 * happened stage by stage, one line a row. Empty when the regulation has no play-off.
 */
export function playOffBlock(evaluation: Pick<Evaluation, 'crosstable' | 'splits' | 'standings'>): CellBlock {
  const steps = evaluation.splits.filter((s) => s.criterion === 'play-off' && s.index === -1 && s.story !== undefined);
  if (steps.length === 0) return [];
  const name = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  const standing = new Map(evaluation.standings.map((s) => [s.player, s]));
  const rows: CellBlock = [['Place', 'No', 'Name', 'Play-off']];
  for (const step of steps) {
    for (const id of step.group) {
      const s = standing.get(id);
      const place = s === undefined ? '' : s.lastRank > s.rank ? `${s.rank}–${s.lastRank}` : String(s.rank);
      rows.push([place, id, name.get(id) ?? '', step.values.get(id) ?? step.reason ?? '']);
    }
    for (const line of step.story ?? []) rows.push([null, null, null, line]);
  }
  return rows;
}
