// A round robin as chess-results.com exports its ranking crosstable: the lines above the table
// and the footer as the real English Swiss export has them (chess-results-fixtures.ts), the
// table as a real round-robin export has it (tnr437642, lan=1, art=4, quoted in a public analysis
// script: `Rk. | | Name | Rtg | FED | 1 | 2 | … | Pts. | TB1 | TB2`, a row per player in ranking
// order, the numbered columns the players of rows 1, 2 …, `*` on the diagonal, `1`, `½`, `0`),
// and, for an event in progress, an empty square for each game not played yet. No rounds.
import { crosstableAfterRound, type Crosstable, type Evaluation, type RoundRecord } from '../engine';
import { evaluateByList, EXPORT_WORDS } from './chess-results-fixtures';

const RR_LIST = ['PTS', 'SB', 'DE', 'WIN'];

/** The ranking the export is in: points, then SB, DE and wins (Swiss-Manager's usual round-robin tie-breaks). */
export function roundRobinEvaluation(crosstable: Crosstable): Evaluation {
  return evaluateByList(crosstable, RR_LIST);
}

/** The rows of the English export of `crosstable` after round `afterRound` (its last round when it is the event's last). */
export function roundRobinRows(crosstable: Crosstable, afterRound: number, eventName: string): (string | number)[][] {
  const words = EXPORT_WORDS['en']!;
  const held = crosstableAfterRound(crosstable, afterRound);
  const evaluation = roundRobinEvaluation(held);
  const order = evaluation.standings.map((s) => s.player);
  const line = new Map(order.map((id, i) => [id, i + 1]));
  const byId = new Map(held.players.map((p) => [p.id, p]));
  const header: string[] = ['Rk.', '', 'Name', 'Rtg', 'FED', ...order.map((_, i) => String(i + 1)), 'Pts.', 'TB1', 'TB2', 'TB3'];
  const pad = (text: string) => [text, ...Array<string>(header.length - 1).fill('')];
  const title =
    afterRound === crosstable.rounds
      ? `Final Ranking crosstable after ${afterRound} Rounds`
      : `Ranking crosstable after Round ${afterRound}`;
  const rows: (string | number)[][] = [pad(words.database), pad(`${eventName} `), pad(words.updated), pad(title), header];
  for (const id of order) {
    const player = byId.get(id)!;
    const against = new Map<number, RoundRecord>();
    for (const record of player.rounds) if ('opponent' in record && record.opponent !== undefined) against.set(record.opponent, record);
    const squares = order.map((other) => (other === id ? '*' : squareOf(against.get(other))));
    const values = evaluation.columns.map((column) => {
      const value = column.values.get(id);
      return value?.kind === 'value' ? Number(value.value.toDecimalString()) : 0;
    });
    rows.push([
      line.get(id)!,
      player.title ?? '',
      `${player.name.replace(/,\s*/, ' ')} `,
      player.rating ?? 0,
      player.federation ?? '',
      ...squares,
      ...values,
    ]);
  }
  rows.push(pad(''), pad(words.details), pad(words.server));
  return rows;
}

/** A square: the result against that player, empty while the game is not played. */
function squareOf(record: RoundRecord | undefined): string {
  if (!record) return '';
  switch (record.kind) {
    case 'played':
      return record.outcome === 'win' ? '1' : record.outcome === 'draw' ? '½' : '0';
    case 'forfeit-win':
      return '+';
    case 'forfeit-loss':
    case 'double-forfeit':
      return '-';
    default:
      return '';
  }
}
