import {
  TEAM_BYE_NAMES,
  boardPoints as boardGamePoints,
  isTotalsOnly,
  mirrorBoard,
  Rational,
  type MatchBoard,
  type Player,
  type Team,
  type TeamEvent,
} from '../../engine';
import type { CellValue } from '../grid/cell-value';
import { pointsText } from '../match/match-results';

/*
 * A team event as board pairings: the layout read-board-pairings.ts reads (that of
 * chess-results' Board Pairings, without the site's title and footer lines): per round a
 * round line, then per match its header row and board rows, from the first team's side —
 *
 *   Round 1
 *   Bo. | 1 | Team A | Rtg | - | 2 | Team B | Rtg | 2½ : 1½
 *   1.1 | FM | Doe, Jane | 2066 | - |  | Roe, Max | 2369 | 1 - 0
 *
 * A board left empty has an empty name on that side and the default result (`+ - -`); a match
 * forfeited as a whole is its header with `+ : -`, `- : +` or `- : -` and no boards; a team
 * PAB is `bye` with its game points; a team's full-, half- or zero-point bye (TRF-2026 240),
 * `full-point bye` … (team-byes.ts); a team not paired, `not paired`. Written for a team TRF
 * brought into a sheet (the task pane) or converted to CSV / .xlsx, so that a team event goes
 * where the individual grid cannot carry its teams.
 */

/** A board's result as the pairings page writes it, from the first team's side. */
export const BOARD_RESULT_TEXT = {
  played: { win: '1 - 0', draw: '½ - ½', loss: '0 - 1' },
  forfeit: { win: '+ - -', loss: '- - +', double: '- - -' },
} as const;

/** A match forfeited as a whole, as its header's score, from the first team's side. */
export const FORFEITED_SCORE = { 'forfeit-win': '+ : -', 'forfeit-loss': '- : +', 'double-forfeit': '- : -' } as const;

/** A board's result cell: "1 - 0", "½ - ½", "+ - -" …. */
export function boardResultText(board: MatchBoard): string {
  return board.result.kind === 'played' ? BOARD_RESULT_TEXT.played[board.result.outcome] : BOARD_RESULT_TEXT.forfeit[board.result.outcome];
}

/** The event's board pairings; an event with a match known by its totals only (a team crosstable) has none to write: RangeError. */
/** The event's board pairings; an event with a match known by its totals only (a team crosstable) has no boards to write: RangeError. */
export function writeBoardPairings(event: TeamEvent): CellValue[][] {
  if (event.teams.some((t) => t.rounds.some(isTotalsOnly))) throw new RangeError('A match known by its totals only has no boards to write');
  if (event.teams.some((t) => t.rounds.some(isTotalsOnly))) throw new RangeError('A match known by its totals only has no boards to write');
  const rows: CellValue[][] = [];
  if (event.name) rows.push([event.name]);
  rows.push(['Board pairings']);
  const players = new Map<string, Player>();
  for (const p of event.players) if (!players.has(p.name)) players.set(p.name, p);
  const teams = new Map(event.teams.map((t) => [t.id, t]));
  for (let round = 1; round <= event.rounds; round++) {
    rows.push([], [`Round ${round}`]);
    let match = 0;
    for (const team of event.teams) {
      const record = team.rounds[round - 1]!;
      switch (record.kind) {
        case 'match': {
          const other = teams.get(record.opponent)!;
          if (record.opponent < team.id && other.rounds[round - 1]!.kind === 'match') continue; // written from the other side
          match++;
          rows.push(matchHeader(team, other, scoreOf(record.boards, event)));
          for (const board of record.boards) rows.push(boardRow(match, board, players));
          break;
        }
        case 'forfeit-win':
        case 'forfeit-loss':
        case 'double-forfeit':
          if (record.opponent < team.id) continue;
          match++;
          rows.push(matchHeader(team, teams.get(record.opponent)!, FORFEITED_SCORE[record.kind]));
          break;
        case 'pab': {
          const points = event.pabGamePoints ?? event.gamePoints.draw.mul(Rational.of(event.boards));
          rows.push(['Bo.', team.id, team.name, 'Rtg', '-', null, 'bye', null, `${pointsText(points)} : 0`]);
          break;
        }
        case 'fpb':
        case 'hpb':
        case 'zpb':
          rows.push(['Bo.', team.id, team.name, 'Rtg', '-', null, TEAM_BYE_NAMES[record.kind], null, null]);
          break;
        case 'absent':
          rows.push(['Bo.', team.id, team.name, 'Rtg', '-', null, 'not paired', null, null]);
          break;
      }
    }
  }
  return rows;
}

function matchHeader(first: Team, second: Team, score: string): CellValue[] {
  return ['Bo.', first.id, first.name, 'Rtg', '-', second.id, second.name, 'Rtg', score];
}

/** The match's score from the first team's side, in game points: "2½ : 1½". */
function scoreOf(boards: readonly MatchBoard[], event: TeamEvent): string {
  const own = Rational.sum(boards.map((b) => boardGamePoints(b, event.gamePoints)));
  const theirs = Rational.sum(boards.map((b) => boardGamePoints(mirrorBoard(b), event.gamePoints)));
  return `${pointsText(own)} : ${pointsText(theirs)}`;
}

function boardRow(match: number, board: MatchBoard, players: Map<string, Player>): CellValue[] {
  const side = (name: string | undefined): [CellValue, CellValue, CellValue] => {
    const player = name === undefined || name === '—' ? undefined : players.get(name);
    if (!player) return [null, null, null];
    return [player.title ?? null, player.name, player.rating ?? 0];
  };
  const [first, second] = board.players ?? [undefined, undefined];
  return [`${match}.${board.board}`, ...side(first), '-', ...side(second), boardResultText(board)];
}
