import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import type { PointSystem } from '../../engine';
import { bergerSchedule } from './berger';
import { placeGamesInRounds } from './games-in-rounds';
import type { DraftCell } from './draft-cell';
import type { HeaderStructure } from './header-row';
import type { OpponentNumbering } from './layout';
import type { PlayerRow } from './player-rows';
import { expectedResults, readResultSymbol, type ResultSymbol } from './result-symbols';
import { found, issueAt, textAt, type GridSheet } from './sheet';

/**
 * Round-robin grids: one row and one column per player, the column headers `1 2 3 …`
 * naming the players by line or starting number (gaps allowed, as when a withdrawn
 * player's row and column were deleted), the player's own square marked
 * `X`, `*`, `×` or left blank, and each other square holding that player's result
 * against the column's player: `1 ½ 0` (also `0.5`, `0,5`, `1/2`; points of the point
 * system), `=` draw, `+` / `-` forfeit win / loss. Grids print no colours, so none
 * are recorded.
 *
 * Double round robin: a square holds both games, first cycle first — separated by a
 * space (`1 ½`, `0.5 1`, `+ 0`) or as two single-character results (`1½`, `10`,
 * `=1`). The number of games per pairing is that of the majority of squares; a square
 * with another number is an error (`grid/rr-game-count`), so a square holding the
 * *total* of a mini-match (`1½` against `½`) is caught by its mirror rather than
 * guessed. More than two games per pairing are not supported. In a 2-1-0 grid a
 * square such as `1+` is one draw with advantage; write two draughts games with a space.
 *
 * A grid has no rounds, but the crosstable model needs them: games are placed in the
 * rounds of the Berger table (C.05 Annex 1) for the grid's numbers, the second cycle
 * after the first. The detected layout says so; round-dependent tie-breaks (progressive
 * score, Fore-Buchholz) are meaningless on such a crosstable. With an odd number of
 * players the Berger round in which a player rests is recorded as `absent` (the model
 * has no rest-round kind).
 */
const DIAGONAL = /^(|[xX*×]|[—–])$/;

/** Why a header and rows are not a round-robin grid, or undefined when they are. */
export function roundRobinMisfit(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  numbering: OpponentNumbering,
): string | undefined {
  const columns = [...header.numbers.keys()];
  const k = columns.length;
  if (k < 2) return 'a round-robin grid needs player columns headed 1, 2, 3, …';
  if ([...header.numbers.values()].some((list) => list.length !== 1)) return 'a player column number appears twice';
  if (rows.length !== k) return `${rows.length} player rows but ${k} player columns`;
  const numbers = rows.map((r) => numberOf(r, numbering));
  if (numbers.some((n) => n === undefined || !header.numbers.has(n)) || new Set(numbers).size !== k) {
    return `the rows' ${numbering === 'line' ? 'line' : 'starting'} numbers are not the column numbers ${columns.join(', ')}`;
  }
  const squares = rows.map((row, i) => textAt(sheet, row.rowIndex, header.numbers.get(numbers[i]!)![0]!));
  if (squares.filter((t) => DIAGONAL.test(t)).length < Math.ceil(k / 2)) return "the players' own squares hold results, not X, * or blanks";
  return undefined;
}

function numberOf(row: PlayerRow, numbering: OpponentNumbering): number | undefined {
  return numbering === 'line' ? row.line : row.startNumber;
}

type Square = { kind: 'blank' } | { kind: 'bad' } | { kind: 'results'; results: ResultSymbol[] };

function readSquare(text: string, system: PointSystem): Square {
  if (text === '') return { kind: 'blank' };
  const parts = text.split(' ');
  const spaced = parts.map((p) => readResultSymbol(p, system));
  if (spaced.every((s) => s !== undefined)) return { kind: 'results', results: spaced as ResultSymbol[] };
  if (parts.length === 1) {
    const chars = [...text].map((c) => readResultSymbol(c, system));
    if (chars.length > 1 && chars.every((s) => s !== undefined)) return { kind: 'results', results: chars as ResultSymbol[] };
  }
  return { kind: 'bad' };
}

export interface RoundRobinReading {
  cells: Map<PlayerRow, DraftCell[]>;
  rounds: number;
  gamesPerPairing: 1 | 2;
  /**
   * An event in progress (squares empty on both sides: games not played yet): the rounds its games
   * were placed in, by games played (games-in-rounds.ts); undefined for a full grid (Berger rounds).
   */
  roundsByGames?: number;
  issues: InputIssue[];
  notes: string[];
}

export function readRoundRobin(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  numbering: OpponentNumbering,
  system: PointSystem,
): RoundRobinReading {
  const issues: InputIssue[] = [];
  const numbers = [...header.numbers.keys()].sort((a, b) => a - b);
  const k = numbers.length;
  const columnOf = (n: number) => header.numbers.get(n)![0]!;
  // Berger pairing numbers are positions 1 … k among the column numbers (which may
  // have gaps where a withdrawn player's row and column were deleted).
  const position = new Map(numbers.map((n, i) => [n, i + 1]));
  const squares = new Map<PlayerRow, Map<number, Square>>();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const own = numberOf(row, numbering)!;
    const line = new Map<number, Square>();
    for (const n of numbers) {
      const text = textAt(sheet, row.rowIndex, columnOf(n));
      if (n === own) {
        if (!DIAGONAL.test(text)) {
          pushBounded(
            issues,
            issueAt(
              sheet,
              row.rowIndex,
              columnOf(n),
              'grid/rr-diagonal',
              `The player's own square (column ${n}) holds ${found(text)}; expected X, * or an empty cell.`,
            ),
          );
        }
        continue;
      }
      const square = readSquare(text, system);
      line.set(n, square);
      if (square.kind === 'results') counts.set(square.results.length, (counts.get(square.results.length) ?? 0) + 1);
    }
    squares.set(row, line);
  }
  const gamesPerPairing: 1 | 2 = (counts.get(2) ?? 0) > (counts.get(1) ?? 0) ? 2 : 1;
  const berger = bergerSchedule(k);
  const rounds = berger.rounds * gamesPerPairing;
  const byGames = gamesPerPairing === 1 ? placeByGames(rows, squares, numbers, numbering) : undefined;
  const roundOf = (own: number, other: number) =>
    byGames?.placed ? byGames.placed.get(pairKey(own, other))! : berger.roundOf(position.get(own)!, position.get(other)!);
  const cells = new Map<PlayerRow, DraftCell[]>();
  for (const row of rows) {
    const own = numberOf(row, numbering)!;
    const draft: DraftCell[] = Array.from({ length: rounds }, () => ({}));
    const rest = berger.restOf(position.get(own)!);
    if (rest !== undefined && !byGames)
      for (let g = 0; g < gamesPerPairing; g++) draft[rest - 1 + g * berger.rounds] = { record: { kind: 'absent' } };
    for (const [n, square] of squares.get(row)!) {
      const column = columnOf(n);
      const text = textAt(sheet, row.rowIndex, column);
      const origin = { rowIndex: row.rowIndex, columnIndex: column, text };
      // A game not played yet (its square empty on both sides) has no round: nothing is recorded for it.
      if (byGames?.waiting.has(pairKey(own, n))) continue;
      const slots = Array.from({ length: gamesPerPairing }, (_, g) => roundOf(own, n) - 1 + g * berger.rounds);
      for (const slot of slots) draft[slot] = { origin };
      if (square.kind === 'blank') {
        pushBounded(
          issues,
          issueAt(
            sheet,
            row.rowIndex,
            column,
            'grid/missing-round',
            `No result against player ${n}: found an empty cell, expected ${expectedResults(system)}.`,
          ),
        );
        continue;
      }
      if (square.kind === 'bad') {
        pushBounded(
          issues,
          issueAt(
            sheet,
            row.rowIndex,
            column,
            'grid/unknown-token',
            `Found ${found(text)} against player ${n}; expected ${gamesPerPairing === 2 ? 'two results, ' : ''}${expectedResults(system)}.`,
          ),
        );
        continue;
      }
      if (square.results.length !== gamesPerPairing) {
        const code = square.results.length > 2 ? 'grid/unsupported-token' : 'grid/rr-game-count';
        pushBounded(
          issues,
          issueAt(
            sheet,
            row.rowIndex,
            column,
            code,
            `Found ${found(text)}: ${square.results.length} game(s) against player ${n}; expected ${gamesPerPairing === 2 ? 'two results (double round robin, first cycle first)' : 'one result'} as in most squares of this grid.`,
          ),
        );
        continue;
      }
      square.results.forEach((result, g) => {
        draft[slots[g]!] = {
          origin,
          record:
            result.kind === 'forfeit'
              ? { kind: result.outcome === 'win' ? 'forfeit-win' : 'forfeit-loss', opponentRef: n }
              : { kind: 'played', opponentRef: n, outcome: result.outcome, ...(result.advantage && { advantage: result.advantage }) },
        };
      });
    }
    cells.set(row, draft);
  }
  const notes = [
    `Round-robin grid of ${k} players, ${gamesPerPairing === 2 ? 'two games per pairing (double round robin, first cycle first)' : 'one game per pairing'}.`,
  ];
  if (!byGames) {
    notes.push(
      `The grid gives no rounds: games are placed in the rounds of the Berger table for ${k} players (C.05 Annex 1), pairing numbers in the order of the column numbers${gamesPerPairing === 2 ? ', the second cycle after the first' : ''}; round-dependent tie-breaks are not meaningful.`,
    );
    if (k % 2 === 1) notes.push("Odd number of players: each player's Berger rest round is recorded as absent.");
    return { cells, rounds, gamesPerPairing, issues, notes };
  }
  const played = (k * (k - 1)) / 2 - byGames.waiting.size;
  notes.push(
    `${byGames.waiting.size} of its ${(k * (k - 1)) / 2} games have no result (their squares empty on both sides: not played yet, or not to be played); the grid gives no rounds, so the standings are by games played: the ${played} games played are placed in ${byGames.rounds} rounds, as many as ${k % 2 === 1 ? 'the games played need with one player resting each round' : 'the most games a player has played'}, each player at most once a round. Round-dependent tie-breaks (progressive score, Fore-Buchholz) are not meaningful, and --round is not available.`,
  );
  if (!byGames.placed)
    issues.push(
      issueAt(
        sheet,
        header.rowIndex,
        header.fixed.name!,
        'grid/rr-rounds-unknown',
        `The ${played} games played cannot be placed in ${byGames.rounds} rounds with each player at most once a round (searched within a bound); the grid gives no rounds. Rank from the event's TRF, or enter the results of the games not played yet.`,
      ),
    );
  return { cells, rounds, gamesPerPairing, roundsByGames: byGames.rounds, issues, notes };
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/**
 * A round robin in progress: the pairs whose squares are empty on both sides (games not played
 * yet), and the round of each other pair, by games played (games-in-rounds.ts; `placed` is
 * undefined when no placement was found). Undefined for a grid without such a pair.
 */
function placeByGames(
  rows: readonly PlayerRow[],
  squares: Map<PlayerRow, Map<number, Square>>,
  numbers: readonly number[],
  numbering: OpponentNumbering,
): { waiting: Set<string>; placed: Map<string, number> | undefined; rounds: number } | undefined {
  const byNumber = new Map(rows.map((row) => [numberOf(row, numbering)!, squares.get(row)!]));
  const waiting = new Set<string>();
  const games: [number, number][] = [];
  numbers.forEach((a, i) =>
    numbers.slice(i + 1).forEach((b, offset) => {
      const blank = byNumber.get(a)!.get(b)!.kind === 'blank' && byNumber.get(b)!.get(a)!.kind === 'blank';
      if (blank) waiting.add(pairKey(a, b));
      else games.push([i, i + 1 + offset]);
    }),
  );
  if (waiting.size === 0 || games.length === 0) return undefined;
  const { roundOf, rounds } = placeGamesInRounds(numbers.length, games);
  const placed = roundOf && new Map(games.map(([i, j], g) => [pairKey(numbers[i]!, numbers[j]!), roundOf[g]!]));
  return { waiting, placed, rounds };
}

/**
 * `--round` on a round-robin grid: the grid does not say in which round each game was played,
 * so only the rounds its games are placed in can be asked for (a full grid's, or those of an
 * event in progress by games played); any other round is an error saying so.
 */
export function roundRobinRound(
  asked: number | undefined,
  held: number,
  sheet: GridSheet,
  header: HeaderStructure,
  issues: InputIssue[],
): number | undefined {
  if (asked === undefined || asked === held) return asked;
  issues.push(
    issueAt(
      sheet,
      header.rowIndex,
      header.fixed.name!,
      'grid/rr-no-rounds',
      `Standings after round ${asked} were asked for, but a round-robin grid does not say in which round each game was played: the standings are of the games it holds (${held} round${held === 1 ? '' : 's'}).`,
    ),
  );
  return undefined;
}
