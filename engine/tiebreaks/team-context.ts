import { Rational } from '../arith';
import type { MatchBoard, Team, TeamEvent, TeamId, TeamRound, TeamScore } from '../model';
import { teamRoundScores, type TeamRoundScore } from '../scoring';

/**
 * Everything a team criterion needs about one team event, computed once: each team's match
 * and game points per round (C.07 11.1), the score that ranks the event (13.1), and each
 * team's board results for the art. 12 criteria.
 */
export class TeamContext {
  private readonly byId = new Map<TeamId, Team>();
  private readonly scoreCache = new Map<TeamId, TeamRoundScore[]>();

  constructor(
    readonly event: TeamEvent,
    readonly primary: TeamScore,
  ) {
    for (const team of event.teams) this.byId.set(team.id, team);
  }

  team(id: TeamId): Team {
    const team = this.byId.get(id);
    if (!team) throw new RangeError(`No team with number ${id}`);
    return team;
  }

  rounds(id: TeamId): TeamRoundScore[] {
    let scores = this.scoreCache.get(id);
    if (!scores) this.scoreCache.set(id, (scores = teamRoundScores(this.event, this.team(id))));
    return scores;
  }

  matchPoints(id: TeamId): Rational {
    return Rational.sum(this.rounds(id).map((r) => r.matchPoints));
  }

  gamePoints(id: TeamId): Rational {
    return Rational.sum(this.rounds(id).map((r) => r.gamePoints));
  }

  /**
   * The team's rounds as the art. 12 board criteria read them ("usable in other team
   * events"): a match board by board; a forfeited match as every board forfeited (12:
   * individual forfeits count as ordinary wins and losses); a PAB as every board a win's
   * game points. A round without a match or bye has no boards. Position k is round k + 1.
   */
  boardRounds(id: TeamId): TeamRound[] {
    const team = this.team(id);
    return team.rounds.map((record): TeamRound => {
      const opponent = 'opponent' in record ? this.team(record.opponent).name : '';
      const match = (boards: MatchBoard[]): TeamRound => ({ kind: 'match', match: { teams: [team.name, opponent], boards }, side: 0 });
      switch (record.kind) {
        case 'match':
          return match(record.boards);
        case 'forfeit-win':
        case 'forfeit-loss':
        case 'double-forfeit': {
          const outcome = record.kind === 'forfeit-win' ? 'win' : record.kind === 'forfeit-loss' ? 'loss' : 'double';
          return match(this.boardNumbers().map((board) => ({ board, result: { kind: 'forfeit', outcome } })));
        }
        case 'pab':
          return { kind: 'pab', boards: this.event.boards };
        case 'absent':
          return match([]);
      }
    });
  }

  private boardNumbers(): number[] {
    return Array.from({ length: this.event.boards }, (_, i) => i + 1);
  }
}
