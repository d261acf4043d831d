import type { Contribution, CriterionResult, Evaluation } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/**
 * The Audit block: one row per participant × criterion × contribution, so anyone can
 * recompute every value (product.md: "every contribution to every tie-break").
 * Columns: No, Name, Criterion, Value, Round, Opponent, Opponent's value, Scored,
 * Contribution, Counted, Note. A team event's audit heads the names Team: its participants
 * are the teams, its opponents opponent teams. Where a contribution is built from the opponent's value
 * and the points scored against them (SB: their product; Koya: the points when the
 * opponent reaches the limit; STD: the comparison), both are shown.
 */
export function auditBlock(evaluation: Pick<Evaluation, 'crosstable' | 'columns'>, participant = 'Name'): CellBlock {
  const rows: CellBlock = [
    ['No', participant, 'Criterion', 'Value', 'Round', 'Opponent', 'Opponent value', 'Scored', 'Contribution', 'Counted', 'Note'],
  ];
  const players = [...evaluation.crosstable.players].sort((a, b) => a.id - b.id);
  for (const player of players) {
    for (const column of evaluation.columns) {
      const result = column.values.get(player.id);
      if (!result) continue;
      const value = resultText(result);
      if (result.kind === 'n/a') {
        rows.push([player.id, player.name, column.header, value, null, null, null, null, null, null, result.reason]);
        continue;
      }
      if (result.contributions.length === 0) {
        rows.push([player.id, player.name, column.header, value, null, null, null, null, null, null, result.note ?? null]);
        continue;
      }
      for (const c of result.contributions) {
        rows.push([
          player.id,
          player.name,
          column.header,
          value,
          c.round ?? null,
          c.opponent ?? null,
          c.opponentValue ? cellNumber(c.opponentValue) : null,
          c.points ? cellNumber(c.points) : null,
          cellNumber(c.value),
          c.cut ? 'no' : 'yes',
          noteText(c, result.note),
        ]);
      }
    }
  }
  return rows;
}

function resultText(result: CriterionResult): number | string {
  return result.kind === 'value' ? cellNumber(result.value) : 'n/a';
}

function noteText(c: Contribution, resultNote: string | undefined): string | null {
  const parts = [c.note, c.cut, resultNote].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join('; ') : null;
}
