import { ABSENT, PlayerMap, type RoundRecord } from '../../engine';
import type { PendingGame } from '../after-round';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import type { DraftRecord } from './draft';
import type { DraftCell } from './draft-cell';
import type { PlayerRow, References } from './player-rows';
import { issueAt, locationAt, type GridSheet } from './sheet';

/** A player row with its records, ready to become a crosstable Player. */
export interface ResolvedRow {
  row: PlayerRow;
  id: number;
  records: RoundRecord[];
  cells: DraftCell[];
}

export interface Resolution {
  rows: ResolvedRow[];
  /** roundKey(id, round) of records that could not be read or resolved, or are pending (they read `absent`). */
  unreadable: Set<number>;
  issues: InputIssue[];
  notes: string[];
  /** Games paired without a result yet: their records read `absent` (io/after-round.ts). */
  pending: PendingGame[];
}

/**
 * One number for a player's round: the checks look one up for every record, and a number
 * keys a set without building a string. ROUND_SPAN is more rounds than any grid has (a
 * double round robin of MAX_COLUMNS players has fewer than 2 × MAX_COLUMNS), and ids have at
 * most 9 digits (cellInteger, < 2^30), so keys are distinct and exact (< 2^50).
 */
const ROUND_SPAN = 2 ** 20;
export const roundKey = (id: number, round: number) => id * ROUND_SPAN + round;

/**
 * Turns opponent numbers into player ids. An unknown number or the player's own
 * number is an error, and the record stays out of the crosstable (read as `absent`,
 * marked unreadable so that no mirror check runs against it).
 *
 * Two rows that each lost the same game by forfeit (`F5` / `F9`, `5w-` / `9b-`, `-` in
 * both result cells) together record a double forfeit — the only reading under which
 * both cells are right (TRF writes it the same way, `-` on both lines; TieBreakServer:
 * "double forfeit = both forfeit losses"). Both records become `double-forfeit`.
 */
export function resolveOpponents(
  sheet: GridSheet,
  rows: readonly PlayerRow[],
  cells: ReadonlyMap<PlayerRow, DraftCell[]>,
  references: References,
  /** "line number" or "starting number", and the numbers that exist ("1 to 16"). */
  words: { noun: string; range: string },
): Resolution {
  const issues: InputIssue[] = [];
  const notes: string[] = [];
  const unreadable = new Set<number>();
  const resolved: ResolvedRow[] = [];
  const pending: PendingGame[] = [];
  const resolve = (id: number, cell: DraftCell, index: number): RoundRecord => {
    const round = index + 1;
    const draft = cell.record;
    if (!draft) {
      unreadable.add(roundKey(id, round));
      return ABSENT;
    }
    if (draft.kind !== 'played' && draft.kind !== 'forfeit-win' && draft.kind !== 'forfeit-loss' && draft.kind !== 'pending') return draft;
    const opponentRef = draft.opponentRef;
    if (opponentRef === undefined) return withOpponent(draft, undefined);
    const opponent = references.ids.get(opponentRef);
    if (opponent === undefined || opponent === id) {
      unreadable.add(roundKey(id, round));
      if (references.blocked.has(opponentRef)) return ABSENT;
      const at = cell.origin!;
      pushBounded(
        issues,
        opponent === undefined
          ? issueAt(
              sheet,
              at.rowIndex,
              at.columnIndex,
              'grid/unknown-opponent',
              `Round ${round}: '${at.text}' names opponent ${opponentRef}, but no row has that ${words.noun}; expected one of ${words.range}.`,
            )
          : issueAt(
              sheet,
              at.rowIndex,
              at.columnIndex,
              'grid/paired-with-self',
              `Round ${round}: '${at.text}' names ${opponentRef}, this row's own ${words.noun}; expected another player's number.`,
            ),
      );
      return ABSENT;
    }
    if (draft.kind === 'pending') {
      const at = cell.origin!;
      pending.push({
        round,
        player: id,
        opponent,
        ...(draft.colour && { colour: draft.colour }),
        location: locationAt(sheet, at.rowIndex, at.columnIndex),
      });
      // Its mirror is checked with the other pending games (pending-games.ts), not as a record.
      unreadable.add(roundKey(id, round));
      return ABSENT;
    }
    return withOpponent(draft, opponent);
  };
  for (const row of rows) {
    if (row.id === undefined) continue;
    const drafts = cells.get(row) ?? [];
    const records: RoundRecord[] = [];
    for (let index = 0; index < drafts.length; index++) records.push(resolve(row.id, drafts[index]!, index));
    resolved.push({ row, id: row.id, records, cells: drafts });
  }

  const byId = indexById(resolved);
  for (const player of resolved) {
    for (let index = 0; index < player.records.length; index++) {
      const record = player.records[index]!;
      if (record.kind !== 'forfeit-loss' || record.opponent === undefined) continue;
      const other = byId.get(record.opponent)?.records[index];
      if (other?.kind === 'forfeit-loss' && other.opponent === player.id) {
        player.records[index] = asDoubleForfeit(record);
        byId.get(record.opponent)!.records[index] = asDoubleForfeit(other);
        notes.push(`Round ${index + 1}: players ${player.id} and ${record.opponent} both lost by forfeit — read as a double forfeit.`);
      }
    }
  }
  return { rows: resolved, unreadable, issues, notes, pending };
}

/**
 * A game's draft with its opponent resolved: the draft's fields in their order, `opponentRef`
 * replaced by `opponent` at the end (none when the draft names no opponent). A plain copy:
 * object rest and spread take five times as long, and this runs for every record of the table.
 */
function withOpponent(draft: Extract<DraftRecord, { opponentRef?: number }>, opponent: number | undefined): RoundRecord {
  const record: Record<string, unknown> = {};
  for (const key in draft) if (key !== 'opponentRef') record[key] = draft[key as keyof typeof draft];
  if (opponent !== undefined) record['opponent'] = opponent;
  return record as unknown as RoundRecord;
}

/**
 * A forfeit loss as a double forfeit: its fields copied in their order, the kind changed. A
 * plain copy, as withOpponent's: a spread copy that overwrites a field gets an object shape of
 * its own, and the engine reads every record (more than four shapes make its reads slow).
 */
function asDoubleForfeit(record: RoundRecord): RoundRecord {
  const copy: Record<string, unknown> = {};
  for (const key in record) copy[key] = key === 'kind' ? 'double-forfeit' : record[key as keyof RoundRecord];
  return copy as unknown as RoundRecord;
}

/** Items by id, the last of an id winning as in a Map of them; built by a loop, without an [id, item] pair per item. */
export function indexById<T extends { id: number }>(items: readonly T[]): PlayerMap<T> {
  const index = new PlayerMap<T>();
  for (let i = 0; i < items.length; i++) index.set(items[i]!.id, items[i]!);
  return index;
}
