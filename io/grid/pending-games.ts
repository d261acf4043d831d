import type { PendingGame } from '../after-round';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import { recordWords } from './describe';
import { indexById, type ResolvedRow } from './resolve';
import { addressOf, issueAt, type GridSheet } from './sheet';

/**
 * Games paired without a result (`4w`) must be written on both sides: the opponent's
 * cell of the same round names the player, with the other colour and no result either.
 * A result on one side only is an error at the cell without it — enter the result in
 * both cells (or in neither); such a game is listed in `oneSided`: it does not make its
 * round a pending one, so the error stays one of the round it is in.
 */
export function checkPendingGames(
  sheet: GridSheet,
  rows: readonly ResolvedRow[],
  pending: readonly PendingGame[],
  numberOf: (id: number) => number | undefined,
): { issues: InputIssue[]; oneSided: Set<PendingGame> } {
  const issues: InputIssue[] = [];
  const oneSided = new Set<PendingGame>();
  if (pending.length === 0) return { issues, oneSided };
  const byId = indexById(rows);
  for (const game of pending) {
    const index = game.round - 1;
    const cell = byId.get(game.player)?.cells[index];
    const other = byId.get(game.opponent);
    const draft = cell?.record;
    if (!cell?.origin || !other || draft?.kind !== 'pending') continue;
    const theirCell = other.cells[index];
    const theirs = theirCell?.record;
    const where = theirCell?.origin
      ? `${addressOf(sheet, theirCell.origin.rowIndex, theirCell.origin.columnIndex)} '${theirCell.origin.text}'`
      : 'no cell';
    const me = numberOf(game.player) ?? game.player;
    const them = numberOf(game.opponent) ?? game.opponent;
    const origin = cell.origin;
    const at = (code: 'grid/not-mirrored' | 'grid/colour-mismatch', message: string) =>
      pushBounded(issues, issueAt(sheet, origin.rowIndex, origin.columnIndex, code, `Round ${game.round}: ${message}`));
    if (theirs?.kind === 'pending' && theirs.opponentRef === me) {
      if (draft.colour !== undefined && draft.colour === theirs.colour)
        at('grid/colour-mismatch', `'${origin.text}' and ${where} of ${them} give the same colour; expected opposite colours.`);
      continue;
    }
    const record = other.records[index];
    if (record && 'opponent' in record && record.opponent === game.player) {
      oneSided.add(game);
      at(
        'grid/not-mirrored',
        `'${origin.text}' has no result, but ${them}'s cell ${where} records ${recordWords(record, (id) => String(numberOf(id) ?? id))}; expected the result in both cells (or in neither, while the game is not played).`,
      );
      continue;
    }
    at('grid/not-mirrored', `'${origin.text}' names ${them}, whose round ${game.round} is ${where}; expected it to name ${me}.`);
  }
  return { issues, oneSided };
}
