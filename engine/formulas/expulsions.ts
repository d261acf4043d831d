import {
  opponentOf,
  type Crosstable,
  type EngineIssue,
  type ExpelledPlayer,
  type Player,
  type PlayerId,
  type WithdrawalRules,
} from '../model';
import { isMarked } from './event-facts';
import { RecordBook } from './record-book';
import type { Expulsion } from './withdrawal-report';

/**
 * Expelled players (FIDE's verification checklist, Q197–198): the arbiter names them in
 * the regulation (`expelled: 17, "Doe, John" from round 5`). An expelled player is not
 * ranked: he leaves the standings and is listed as expelled in the audit. His games:
 *  - `results stand` (the default): FIDE Tournament Rules V.5 — "If a player withdraws
 *    from a Swiss-system tournament the points scored by him and by his opponents shall
 *    remain in the cross-table for ranking purposes"; the General Regulations for
 *    Competitions treat a player who "withdraws or is expelled" alike. His row stays in the
 *    crosstable the criteria read, so his opponents' Buchholz and Sonneborn-Berger count
 *    his score as the edition says: the rounds after his expulsion are those of a
 *    withdrawal (C.07 2024/2026 16.1.1 zero-point byes, counted as draws for the opponents
 *    by 16.3; 2009: the opponents' unplayed games count as draws).
 *  - `results deleted`: his games are annulled and his row leaves the table, as the
 *    round-robin rule deletes the score of a player who completed fewer than half of his
 *    games (Tournament Rules V.4.a); each opponent's game becomes an unpaired round.
 * A crosstable may also carry a column "Expelled" (a grid, a CSV): a player is expelled when
 * his cell is marked — a round number (the first round he took no part in) or any other mark
 * ("x", "yes"); empty, "no", "0" and "-" are not marks. The regulation's list comes first.
 * No TRF record marks an expulsion: TRF-16 has none, and the TRF-2026 records the
 * reference server reads (012–362, 240–330, 299, 300) have none either, so for a TRF the
 * regulation says it.
 */
export function applyExpulsions(
  input: Crosstable,
  rules: WithdrawalRules | undefined,
): { crosstable: Crosstable; expelled: Expulsion[]; issues: EngineIssue[] } {
  const issues: EngineIssue[] = [];
  const entries = [...(rules?.expelled ?? []), ...expelledColumn(input)];
  if (entries.length === 0) return { crosstable: input, expelled: [], issues };
  const deleted = rules?.expelledResults === 'results-deleted';
  const byName = new Map(input.players.map((p) => [normaliseName(p.name), p]));
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const book = new RecordBook(input);
  const expelled: Expulsion[] = [];
  const seen = new Set<PlayerId>();
  for (const entry of entries) {
    const player = typeof entry.player === 'number' ? byId.get(entry.player) : byName.get(normaliseName(entry.player));
    if (!player) {
      issues.push(unknownPlayer(entry));
      continue;
    }
    if (seen.has(player.id)) continue;
    seen.add(player.id);
    const fromRound = entry.fromRound ?? firstRoundAfterLastPairing(player);
    const late = gamesAfterExpulsion(player, fromRound);
    if (fromRound !== undefined && late.length > 0) issues.push(gamesAfterIssue(player, fromRound, late));
    if (deleted) annulExpelledGames(book, player, byId);
    expelled.push({
      player: player.id,
      name: player.name,
      ...(fromRound !== undefined && { fromRound }),
      deleted,
      note: expulsionNote(player, fromRound, deleted, input.rounds),
    });
  }
  const crosstable = deleted ? book.toCrosstable(seen) : input;
  return { crosstable, expelled, issues };
}

/** The players a column "Expelled" marks, with the round when the cell gives one. */
function expelledColumn(crosstable: Crosstable): ExpelledPlayer[] {
  const header = columnHeader(crosstable, 'expelled');
  if (header === undefined) return [];
  const entries: ExpelledPlayer[] = [];
  for (const player of crosstable.players) {
    const cell = player.fields[header];
    if (!isMarked(cell)) continue;
    const round = /^\s*(\d+)\s*$/.exec(cell!);
    entries.push({ player: player.id, ...(round && { fromRound: Number(round[1]) }) });
  }
  return entries;
}

/** The header of a column named `name` (any case, surrounding spaces ignored) if any player has one. */
function columnHeader(crosstable: Crosstable, name: string): string | undefined {
  for (const player of crosstable.players) for (const key of Object.keys(player.fields)) if (key.trim().toLowerCase() === name) return key;
  return undefined;
}

/** Names as the crosstable writes them, compared without case and surrounding or repeated spaces. */
function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The round after the last one in which the player was paired (given an opponent or a bye by the system). */
function firstRoundAfterLastPairing(player: Player): number | undefined {
  for (let r = player.rounds.length; r >= 1; r--) {
    const kind = player.rounds[r - 1]!.kind;
    if (kind !== 'absent' && kind !== 'zpb' && kind !== 'withdrawn' && kind !== 'hpb') return r < player.rounds.length ? r + 1 : undefined;
  }
  return 1;
}

/** Rounds from the expulsion on in which the crosstable still records a game played over the board. */
function gamesAfterExpulsion(player: Player, fromRound: number | undefined): number[] {
  if (fromRound === undefined) return [];
  const rounds: number[] = [];
  for (let r = fromRound; r <= player.rounds.length; r++) if (player.rounds[r - 1]!.kind === 'played') rounds.push(r);
  return rounds;
}

/** Each opponent's game against the expelled player becomes an unpaired round: O(rounds) per player. */
function annulExpelledGames(book: RecordBook, player: Player, byId: ReadonlyMap<PlayerId, Player>): void {
  player.rounds.forEach((record, i) => {
    const opponent = opponentOf(record);
    if (opponent === undefined || opponent === player.id || !byId.has(opponent)) return;
    if (opponentOf(book.get(opponent, i + 1)) !== player.id) return;
    book.set(
      opponent,
      i + 1,
      { kind: 'absent' },
      `game against #${player.id} annulled: #${player.id} was expelled and his results are deleted`,
    );
  });
}

function expulsionNote(player: Player, fromRound: number | undefined, deleted: boolean, rounds: number): string {
  const when = fromRound === undefined ? 'after the last round' : fromRound > rounds ? 'after the last round' : `from round ${fromRound}`;
  const games = deleted
    ? 'his results are deleted: each opponent’s game against him counts as an unpaired round'
    : 'his results stand for his opponents’ tie-breaks (FIDE Tournament Rules V.5); his later rounds count as a withdrawal’s (C.07 16.1.1, 16.3)';
  return `#${player.id} ${player.name} expelled ${when}: not ranked (FIDE checklist Q197–198); ${games}`;
}

function unknownPlayer(entry: ExpelledPlayer): EngineIssue {
  const who = typeof entry.player === 'number' ? `starting number ${entry.player}` : `"${entry.player}"`;
  return {
    code: 'engine/expelled-unknown-player',
    severity: 'error',
    message: `The regulation expels ${who}, but no participant of the crosstable has that ${typeof entry.player === 'number' ? 'number' : 'name'}`,
  };
}

function gamesAfterIssue(player: Player, fromRound: number, rounds: number[]): EngineIssue {
  return {
    code: 'engine/expelled-games-after',
    severity: 'warning',
    message:
      `#${player.id} ${player.name} is expelled from round ${fromRound}, but the crosstable records games played by him in round ` +
      `${rounds.join(', ')}: they are counted as recorded`,
    player: player.id,
    round: fromRound,
  };
}

/**
 * An expelled player of a round robin whose results the withdrawal rule deleted (fewer than half
 * of his games played: Tournament Rules V.4.a applies to a player who "withdraws or is expelled").
 */
export function deletedByWithdrawalRule(expulsion: Expulsion): Expulsion {
  if (expulsion.deleted) return expulsion;
  const head = expulsion.note.slice(0, expulsion.note.indexOf(': not ranked'));
  return {
    ...expulsion,
    deleted: true,
    note: `${head}: not ranked (FIDE checklist Q197–198); the round-robin withdrawal rule deletes his results (FIDE Tournament Rules V.4.a)`,
  };
}
