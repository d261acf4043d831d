import { TEAM_BYE_NAMES, type TeamBye, type TeamId } from '../../engine';
import type { TeamByeLine } from './team-records';
import type { TrfIssues } from './trf-issues';

/**
 * The teams a 240 line gives a bye in a round (TRF-2026 "Bye Section": "byes that bring
 * points to those receiving them"). A team with a 330 forfeited match or a 320 PAB in the
 * same round, or named by two 240 lines, is an error: the file says two things of its round.
 */
export function teamByesOf(
  lines: readonly TeamByeLine[],
  round: number,
  forfeited: ReadonlySet<TeamId>,
  pabs: ReadonlyMap<TeamId, number>,
  checkTeam: (id: TeamId, line: number, column: number) => boolean,
  issues: TrfIssues,
): Map<TeamId, { bye: TeamBye; line: number }> {
  const byes = new Map<TeamId, { bye: TeamBye; line: number }>();
  for (const line of lines) {
    if (line.round !== round) continue;
    for (const { team, column } of line.teams) {
      if (!checkTeam(team, line.line, column)) continue;
      const other = byes.has(team)
        ? `another 240 line (line ${byes.get(team)!.line})`
        : forfeited.has(team)
          ? 'a 330 forfeited match'
          : pabs.has(team)
            ? `a 320 PAB (line ${pabs.get(team)})`
            : undefined;
      if (other) {
        issues.add(
          'trf/team-bye-with-match',
          line.line,
          column,
          `team ${team} has a ${TEAM_BYE_NAMES[line.bye]} in round ${round} and ${other}`,
        );
        continue;
      }
      byes.set(team, { bye: line.bye, line: line.line });
    }
  }
  return byes;
}
