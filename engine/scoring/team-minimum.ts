import type { EngineIssue, MatchBoard, Team, TeamEvent, TeamRoundRecord } from '../model';

/**
 * A team event under a regulation's smallest line-up (`fewer than 3 players: match lost by
 * forfeit`; 2010 Chess Olympiad, captains' meeting: "3 players (minimum) needed for a team",
 * "teams missing a player must play 1, 2 & 3"). A team that fields fewer players in a match
 * loses it by forfeit — the match becomes a forfeited one (its match and game points, every
 * board to the opponent), and a double forfeit when both teams are short. A player is fielded
 * who played the game or won it by default; a board lost by forfeit is not. The boards stay
 * in the players' crosstable: the games stand for the players. A match known by its totals
 * only has no boards to count and is left as it is, with a warning.
 */
export function applyTeamMinimum(event: TeamEvent, minimum: number): { event: TeamEvent; notes: string[]; issues: EngineIssue[] } {
  const notes: string[] = [];
  const issues: EngineIssue[] = [];
  const names = new Map(event.teams.map((t) => [t.id, t.name]));
  const rounds = new Map<Team, TeamRoundRecord[]>(event.teams.map((t) => [t, [...t.rounds]]));
  const byId = new Map(event.teams.map((t) => [t.id, t]));
  const unknown = new Set<string>();
  for (const team of event.teams) {
    team.rounds.forEach((record, index) => {
      if (record.kind !== 'match' || record.opponent < team.id) return;
      const round = index + 1;
      const other = byId.get(record.opponent)!;
      if (record.gamePoints) {
        unknown.add(`${team.name} – ${other.name} (round ${round})`);
        return;
      }
      const own = fielded(record.boards, 'own');
      const theirs = fielded(record.boards, 'theirs');
      const short = [own < minimum, theirs < minimum] as const;
      if (!short[0] && !short[1]) return;
      const [a, b] =
        short[0] && short[1]
          ? (['double-forfeit', 'double-forfeit'] as const)
          : short[0]
            ? (['forfeit-loss', 'forfeit-win'] as const)
            : (['forfeit-win', 'forfeit-loss'] as const);
      rounds.get(team)![index] = { kind: a, opponent: other.id };
      rounds.get(other)![index] = { kind: b, opponent: team.id };
      const shortText = [short[0] && `${team.name} fielded ${playersText(own)}`, short[1] && `${other.name} fielded ${playersText(theirs)}`]
        .filter(Boolean)
        .join(' and ');
      const outcome = short[0] && short[1] ? 'lost by forfeit by both' : `lost by forfeit by ${short[0] ? team.name : other.name}`;
      notes.push(
        `Round ${round}: ${shortText}, fewer than ${minimum}: the match ${team.name} – ${names.get(other.id)} is ${outcome} (its games stand for the players)`,
      );
    });
  }
  if (unknown.size > 0)
    issues.push({
      code: 'engine/team-minimum-boards-unknown',
      severity: 'warning',
      message: `The regulation needs at least ${minimum} players per team in a match, but the boards of ${[...unknown].join(', ')} are not known (match totals only): those matches count as their totals give them`,
    });
  return { event: { ...event, teams: event.teams.map((t) => ({ ...t, rounds: rounds.get(t)! })) }, notes, issues };
}

const playersText = (n: number) => `${n} player${n === 1 ? '' : 's'}`;

/** The players a side fielded: boards it played, or won by default (the boards are seen from the first side). */
function fielded(boards: readonly MatchBoard[], side: 'own' | 'theirs'): number {
  let count = 0;
  for (const { result } of boards) {
    if (result.kind === 'played') count++;
    else if (result.outcome === (side === 'own' ? 'win' : 'loss')) count++;
  }
  return count;
}
