import { computeScores, type Crosstable, type RoundRecord, pushAll } from '../../engine';
import type { CellValue } from './cell-value';
import { eventFactRows, isWrittenFact } from './event-facts';

/**
 * A crosstable as cells in the plain layout (No, Name, Rating, Fed, then per round
 * `Rn Opp`, `Rn Col`, `Rn Res`, then Pts), which readGrid reads back. Results are the
 * point system's points for games, `+`/`-` for forfeits (a double forfeit is `-` on both
 * sides), and the TRF letters U, F, H, Z for byes; a round without a pairing is `0`.
 * Above the header, title rows give the event's facts — its name, type, rounds, point
 * system, dates and other TRF header records (event-facts.ts) — when it has any beyond a
 * 1-½-0 Swiss. What the layout cannot hold: a game of less than one move is written as an
 * ordinary game, a withdrawal as "not paired", a draughts draw with advantage as a draw.
 */
export function writeGrid(crosstable: Crosstable): CellValue[][] {
  const header: CellValue[] = ['No', 'Name', 'Rating', 'Fed'];
  for (let r = 1; r <= crosstable.rounds; r++) header.push(`R${r} Opp`, `R${r} Col`, `R${r} Res`);
  header.push('Pts');
  const scores = computeScores(crosstable);
  const rows = crosstable.players.map((player) => {
    const row: CellValue[] = [player.id, player.name, player.rating ?? null, player.federation ?? null];
    for (let r = 0; r < crosstable.rounds; r++) pushAll(row, roundCells(player.rounds[r] ?? { kind: 'absent' }, crosstable));
    row.push(scores.get(player.id)!.total.toDecimalString());
    return row;
  });
  return [...eventFactRows(crosstable).map((line): CellValue[] => [line]), header, ...rows];
}

function roundCells(record: RoundRecord, crosstable: Crosstable): [CellValue, CellValue, CellValue] {
  const colour = 'colour' in record && record.colour ? (record.colour === 'white' ? 'w' : 'b') : null;
  switch (record.kind) {
    case 'played':
      return [record.opponent, colour, crosstable.pointSystem[record.outcome].toDecimalString()];
    case 'forfeit-win':
      return [record.opponent ?? null, colour, '+'];
    case 'forfeit-loss':
    case 'double-forfeit':
      return [record.opponent ?? null, colour, '-'];
    case 'pab':
      return [null, null, 'U'];
    case 'fpb':
      return [null, null, 'F'];
    case 'hpb':
      return [null, null, 'H'];
    case 'zpb':
      return [null, null, 'Z'];
    case 'absent':
    case 'withdrawn':
      return [null, null, '0'];
  }
}

/**
 * What writeGrid's title rows cannot carry of a crosstable's facts: the header facts it has
 * no line for (event-facts.ts writes the name, type, rounds, point system and every TRF
 * header record; a grid reader's own notes of the layout are read again from the grid).
 */
export function lostInGrid(crosstable: Crosstable): string[] {
  return Object.keys(crosstable.meta)
    .filter((key) => crosstable.meta[key]!.trim() !== '' && !isWrittenFact(key))
    .sort();
}
