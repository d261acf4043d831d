// Builds chess-results.com crosstables of a team event from a team event, in the shape real
// pages have (test/fixtures/chess-results/README.md): the export's first lines, the title, a
// header row (Rk. | Team | 1 | 2 … | TB1 | TB2 for a round robin, Rk. | Mannschaft | 1.Rd … |
// TB1 | TB2 for a Swiss), a row per team in ranking order, the tie-break legend (English, as
// seen) and the two footer lines. Each cell is a match's game points, never its boards. Used by
// `npm run fixtures:chess-results` (scripts/chess-results-team-fixture-set.ts).
import { evaluateTeamEvent, Rational, teamRoundScores, type Regulation, type Team, type TeamEvent } from '../engine';
import { pointsText, type ChessResultsLanguage } from '../io';
import { EXPORT_WORDS } from './chess-results-fixtures';

/** The ranking order of the rows: match points, then game points (C.07 11.1, 13.1), then the team's number. */
const ORDER: Regulation = {
  name: 'fixture order',
  edition: 'fide-2026',
  unplayed: { forfeitCap: 'opponent' },
  tiebreaks: [
    { code: 'MP', text: 'MP' },
    { code: 'GP', text: 'GP' },
  ],
  after: { kind: 'shared' },
};

/** The legend under a real English team crosstable (tnr769171, tnr368281); no German one was seen. */
const LEGEND: Readonly<Record<string, readonly string[]>> = {
  en: ['Annotation:', 'Tie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)', 'Tie Break2: points (game-points)'],
};

/** The rows of the team crosstable of the event in the language's words: the round robin's teams × teams, the Swiss's teams × rounds. */
export function teamCrosstableRows(event: TeamEvent, language: ChessResultsLanguage): (string | number)[][] {
  const words = EXPORT_WORDS[language.code]!;
  const crosstable = language.teams!.crosstable!;
  const evaluation = evaluateTeamEvent(event, ORDER);
  const order = evaluation.standings.map((s) => event.teams.find((t) => t.id === s.player)!);
  const rankOf = new Map(order.map((team, i) => [team.id, i + 1]));
  const scores = new Map(order.map((team) => [team.id, teamRoundScores(event, team)]));
  const total = (team: Team, key: 'matchPoints' | 'gamePoints') => Rational.sum(scores.get(team.id)!.map((s) => s[key]));
  const number = (value: Rational) => Number(value.toDecimalString());
  const roundRobin = event.type !== 'swiss';
  const results = roundRobin ? order.length : event.rounds;
  const header: (string | number)[] = [
    language.headers.rank[0]!,
    roundRobin ? crosstable.team[0]! : crosstable.team[crosstable.team.length - 1]!,
  ];
  for (let k = 1; k <= results; k++) header.push(roundRobin ? String(k) : `${k}.${language.headers.round[0]}`);
  header.push(words.tieBreak(1), words.tieBreak(2));
  const width = header.length;
  const pad = (text: string) => [text, ...Array<string>(width - 1).fill('')];
  const title = roundRobin ? crosstable.title[0]! : words.ranking(event.rounds);
  const rows: (string | number)[][] = [pad(words.database), pad(`${event.name ?? 'Team event'} `), pad(words.updated), pad(title), header];
  for (const team of order) {
    const cells = roundRobin ? versusCells(event, team, order, scores) : roundCells(event, team, rankOf, scores, language);
    rows.push([rankOf.get(team.id)!, team.name, ...cells, number(total(team, 'matchPoints')), number(total(team, 'gamePoints'))]);
  }
  rows.push(pad(''));
  for (const line of LEGEND[language.code] ?? []) rows.push(pad(line));
  rows.push(pad(''), pad(words.details), pad(words.server));
  return rows;
}

type Scores = Map<Team['id'], ReturnType<typeof teamRoundScores>>;

/** Teams × teams: the row team's game points against each column's team, `*` against itself. */
function versusCells(event: TeamEvent, team: Team, order: readonly Team[], scores: Scores): string[] {
  return order.map((other) => {
    if (other.id === team.id) return '*';
    const index = team.rounds.findIndex((r) => 'opponent' in r && r.opponent === other.id);
    if (index < 0) return '';
    const record = team.rounds[index]!;
    if (record.kind === 'forfeit-win') return '+';
    if (record.kind === 'forfeit-loss' || record.kind === 'double-forfeit') return '-';
    return pointsText(scores.get(team.id)![index]!.gamePoints);
  });
}

/** Teams × rounds: `18w4½` (the opponent's rank, colour, game points), `5w+` a forfeit, `-1` a bye, `0w0` not paired. */
function roundCells(
  event: TeamEvent,
  team: Team,
  rankOf: Map<Team['id'], number>,
  scores: Scores,
  language: ChessResultsLanguage,
): string[] {
  const { white, black } = language.colours;
  return team.rounds.map((record, index) => {
    switch (record.kind) {
      case 'match': {
        const colour = record.boards[0]?.colour === 'black' ? black : white;
        return `${rankOf.get(record.opponent)}${colour}${pointsText(scores.get(team.id)![index]!.gamePoints)}`;
      }
      case 'forfeit-win':
        return `${rankOf.get(record.opponent)}${white}+`;
      case 'forfeit-loss':
      case 'double-forfeit':
        return `${rankOf.get(record.opponent)}${black}-`;
      case 'pab':
      case 'fpb':
      case 'hpb':
      case 'zpb':
        return `-${pointsText(scores.get(team.id)![index]!.gamePoints)}`;
      case 'absent':
        return `0${white}0`;
    }
  });
}
