// Builds chess-results.com board pairings of a team event ("Board Pairings", art=3, all rounds)
// from a team event, in the shape real pages and exports have (test/fixtures/chess-results/README.md):
// the export's first lines, a round line per round, per match a header row (Bo. | number | team |
// Rtg | - | number | team | Rtg | score) and its board rows (1.1 | title | player | rating | - |
// title | player | rating | result), an empty row and the two footer lines. Used by
// `npm run fixtures:chess-results` (scripts/chess-results-team-fixture-set.ts).
import { pushAll, Rational, type MatchBoard, type Player, type Team, type TeamEvent, type TeamId, type TeamRoundRecord } from '../engine';
import { boardPoints, BOARD_RESULT_TEXT, boardResultText, FORFEITED_SCORE, pointsText, type ChessResultsLanguage } from '../io';
import { EXPORT_WORDS } from './chess-results-fixtures';

/** The words of the team export in each language they could be sourced in (io/grid/chess-results-languages.ts `teams`). */
function roundLine(language: ChessResultsLanguage, round: number): string {
  const day = String(round).padStart(2, '0');
  return language.code === 'de' ? `${round}. Runde am ${day}.06.2026 um 14:00` : `Round ${round} on 2026/06/${day} at 14:00`;
}

/** A match's score as the real pages write it: each side two characters wide around the colon ("1½:2½", "2 : 2", "½ :5½"). */
export function scoreText(a: Rational, b: Rational): string {
  return `${pointsText(a).padEnd(2, ' ')}:${pointsText(b).padStart(2, ' ')}`;
}

interface Pairing {
  first: Team;
  second: Team | undefined;
  record: TeamRoundRecord;
}

/** The rows of the board pairings of every round of the event, in the language's words. */
export function boardPairingsRows(event: TeamEvent, language: ChessResultsLanguage): (string | number)[][] {
  const words = EXPORT_WORDS[language.code]!;
  const team = language.teams!;
  const width = 9;
  const pad = (text: string) => [text, ...Array<string>(width - 1).fill('')];
  const byName = new Map(event.players.map((p) => [p.name, p]));
  const byId = new Map(event.teams.map((t) => [t.id, t]));
  const rows: (string | number)[][] = [pad(words.database), pad(`${event.name ?? 'Team event'} `), pad(words.updated), pad(team.title[0]!)];
  for (let round = 1; round <= event.rounds; round++) {
    rows.push(pad(roundLine(language, round)));
    const pairings = pairingsOf(event, round, byId);
    pairings.forEach((pairing, index) => pushAll(rows, matchRows(event, pairing, round, index + 1, language, byName)));
  }
  rows.push(pad(''), pad(words.details), pad(words.server));
  return rows;
}

/** The round's matches once each (the team with White on board 1 named first), then the byes. */
function pairingsOf(event: TeamEvent, round: number, byId: Map<TeamId, Team>): Pairing[] {
  const matches: Pairing[] = [];
  const byes: Pairing[] = [];
  const written = new Set<TeamId>();
  for (const team of event.teams) {
    const record = team.rounds[round - 1]!;
    if (record.kind === 'pab') byes.push({ first: team, second: undefined, record });
    if (!('opponent' in record) || written.has(team.id)) continue;
    const opponent = byId.get(record.opponent)!;
    const first = record.kind === 'match' ? record.boards[0]?.colour !== 'black' : true;
    matches.push(
      first ? { first: team, second: opponent, record } : { first: opponent, second: team, record: opponent.rounds[round - 1]! },
    );
    written.add(team.id).add(opponent.id);
  }
  return [...matches, ...byes];
}

function matchRows(
  event: TeamEvent,
  pairing: Pairing,
  round: number,
  number: number,
  language: ChessResultsLanguage,
  byName: Map<string, Player>,
): (string | number)[][] {
  const words = language.teams!;
  const { first, second, record } = pairing;
  if (!second) {
    const credited = event.pabGamePoints ?? event.gamePoints.draw.mul(Rational.of(event.boards));
    return [
      [
        words.board[0]!,
        first.id,
        first.name,
        words.rating[0]!,
        '-',
        '',
        words.bye[0]!,
        words.rating[0]!,
        scoreText(credited, Rational.ZERO),
      ],
    ];
  }
  const header = (score: string): (string | number)[] => [
    words.board[0]!,
    first.id,
    first.name,
    words.rating[0]!,
    '-',
    second.id,
    second.name,
    words.rating[0]!,
    score,
  ];
  const side = (name: string | undefined) => {
    const player = name === undefined || name === '—' ? undefined : byName.get(name);
    return player ? [player.title ?? '', player.name, player.rating ?? 0] : ['', words.emptyBoard[0] ?? '', 0];
  };
  const boardRow = (board: number, names: readonly [string | undefined, string | undefined], result: string) => [
    `${number}.${board}`,
    ...side(names[0]),
    '-',
    ...side(names[1]),
    result,
  ];
  if (record.kind === 'match') {
    const points = record.boards.map((b) => boardPoints(b.result, event.gamePoints));
    const score = scoreText(Rational.sum(points.map((p) => p[0])), Rational.sum(points.map((p) => p[1])));
    return [
      header(score),
      ...record.boards.map((b: MatchBoard) => boardRow(b.board, b.players ?? [undefined, undefined], boardResultText(b))),
    ];
  }
  // A match forfeited as a whole (TRF-2026 330): "+ : -", its players' boards "+ - -".
  const kind = record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' ? record.kind : 'double-forfeit';
  const outcome = kind === 'forfeit-win' ? 'win' : kind === 'forfeit-loss' ? 'loss' : 'double';
  const score = FORFEITED_SCORE[kind];
  const lineup = (t: Team, against: Team) =>
    t.members.filter((id) => {
      const r = event.players.find((p) => p.id === id)?.rounds[round - 1];
      return r !== undefined && 'opponent' in r && r.opponent !== undefined && against.members.includes(r.opponent);
    });
  const own = lineup(first, second);
  const theirs = lineup(second, first);
  const name = (id: number | undefined) => event.players.find((p) => p.id === id)?.name;
  const rows = [header(score)];
  for (let k = 0; k < Math.max(own.length, theirs.length); k++)
    rows.push(boardRow(k + 1, [name(own[k]), name(theirs[k])], BOARD_RESULT_TEXT.forfeit[outcome]));
  return rows;
}
