import { Rational, teamRoundScores, type TeamEvent, type TeamRoundRecord, type TeamRoundScore } from '../../engine';
import type { TeamLine } from './team-records';
import type { TeamRoundCell, TeamRoundsLine } from './team-rounds-802';
import type { TrfIssues } from './trf-issues';

/*
 * What a team file declares against what its games give. The 310 lines declare each team's
 * match and game points; the informative 802 lines declare them too, and each round's game
 * points and opponent, which lets a warning say in which rounds the two differ. The games
 * (and the 299 assignments) always count: a declared value is checked, never used.
 */

/** Every declared total and round; one warning per line that differs, naming the team, the round(s) and both numbers. */
export function checkDeclaredTeamPoints(
  event: TeamEvent,
  teamLines: readonly TeamLine[],
  roundLines: readonly TeamRoundsLine[],
  issues: TrfIssues,
): void {
  const teams = new Map(event.teams.map((t) => [t.id, t]));
  const source = event.assignedPoints?.length ? 'its games and the 299 assignments give' : 'its games give';
  const totals = new Map(
    event.teams.map((team) => {
      const scores = teamRoundScores(event, team);
      return [team.id, { scores, mp: Rational.sum(scores.map((s) => s.matchPoints)), gp: Rational.sum(scores.map((s) => s.gamePoints)) }];
    }),
  );
  for (const line of teamLines) {
    const team = teams.get(line.id);
    if (!team) continue;
    const { mp, gp } = totals.get(team.id)!;
    const declared = (key: string) => (line.fields[key] === undefined ? undefined : Rational.parse(line.fields[key]));
    checkTotal(issues, source, line.line, 55, team.name, 'match points', declared('declared match points'), mp);
    checkTotal(issues, source, line.line, 62, team.name, 'game points', declared('declared game points'), gp);
  }
  for (const line of roundLines) {
    const team = teams.get(line.team);
    if (!team) {
      issues.add('trf/unknown-team', line.line, 5, `found team ${line.team} on an 802 line, expected a team number of a 013/310 line`);
      continue;
    }
    const { scores, mp, gp } = totals.get(team.id)!;
    checkTotal(issues, source, line.line, 15, team.name, 'match points', line.matchPoints, mp);
    checkTotal(issues, source, line.line, 22, team.name, 'game points', line.gamePoints, gp);
    const differing = line.rounds.flatMap((cell, index) => {
      const score = scores[index];
      const record = team.rounds[index];
      if (!cell || !score || !record || agrees(cell, record, score)) return [];
      return [{ column: cell.column, text: `round ${index + 1}: ${declaredWords(cell)}, the games ${gamesWords(record, score)}` }];
    });
    if (differing.length === 0) continue;
    issues.add(
      'trf/team-round-points-mismatch',
      line.line,
      differing[0]!.column,
      `team "${team.name}" declares on its 802 line ${differing.map((d) => d.text).join('; ')}; the games count`,
    );
  }
}

function checkTotal(
  issues: TrfIssues,
  source: string,
  line: number,
  column: number,
  team: string,
  what: 'match points' | 'game points',
  declared: Rational | undefined,
  computed: Rational,
): void {
  if (!declared || declared.eq(computed)) return;
  issues.add(
    'trf/team-points-mismatch',
    line,
    column,
    `team "${team}" declares ${declared.toDecimalString()} ${what}, ${source} ${computed.toDecimalString()}; the games count`,
  );
}

const BYE_NAMES = { pab: 'PAB', fpb: 'FPB', hpb: 'HPB', zpb: 'ZPB' } as const;

/** An 802 cell against the team's round: the same opponent or bye (ZPB and AB: a zero-point bye or a round not paired), game points, and forfeit. */
function agrees(cell: TeamRoundCell, record: TeamRoundRecord, score: TeamRoundScore): boolean {
  if (!cell.gamePoints.eq(score.gamePoints)) return false;
  const forfeited = record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit';
  if (cell.bye === 'zpb' || cell.bye === 'absent') return record.kind === 'zpb' || record.kind === 'absent';
  if (cell.bye) return cell.bye === record.kind;
  if (!('opponent' in record) || record.opponent !== cell.opponent) return false;
  // The forfeit indicator marks a forfeited match; a match with a board forfeited may carry it too.
  const boardForfeit = record.kind === 'match' && record.boards.some((b) => b.result.kind === 'forfeit');
  return cell.forfeit ? forfeited || boardForfeit : !forfeited;
}

function declaredWords(cell: TeamRoundCell): string {
  const gp = `${cell.gamePoints.toDecimalString()} GP`;
  if (cell.bye === 'absent') return `${gp}, absent (AB)`;
  if (cell.bye) return `${gp} with a ${BYE_NAMES[cell.bye]}`;
  return `${gp} against team ${cell.opponent}${cell.forfeit ? ' (forfeited)' : ''}`;
}

function gamesWords(record: TeamRoundRecord, score: TeamRoundScore): string {
  const gp = `${score.gamePoints.toDecimalString()} GP`;
  switch (record.kind) {
    case 'match':
      return `${gp} against team ${record.opponent}`;
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
      return `${gp} against team ${record.opponent} (forfeited)`;
    case 'absent':
      return `${gp}, not paired`;
    default:
      return `${gp} with a ${BYE_NAMES[record.kind]}`;
  }
}
