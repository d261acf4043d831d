import { Rational } from '../arith';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  isTotalsOnly,
  type EngineIssue,
  type Edition,
  type MatchBoard,
  type Team,
  type TeamEvent,
  type TeamId,
  type TeamRound,
  type TeamScore,
  type UnplayedOptions,
} from '../model';
import { teamCrosstable, teamRoundScores, type TeamRoundScore } from '../scoring';
import { TiebreakContext } from './context';

/** Why a board criterion has no value when a match is known by its totals only (MatchTotals). */
export const NEEDS_BOARDS = 'needs the boards of every match; the source gives match totals only';

/**
 * Everything a team criterion needs about one team event, computed once: each team's match
 * and game points per round (C.07 11.1), the score that ranks the event (13.1), and each
 * team's board results for the art. 12 criteria.
 */
export class TeamContext {
  private readonly byId = new Map<TeamId, Team>();
  private readonly scoreCache = new Map<TeamId, TeamRoundScore[]>();

  private readonly contexts = new Map<TeamScore, TiebreakContext>();
  private readonly editions = new Map<Edition, TeamContext>();

  constructor(
    readonly event: TeamEvent,
    readonly primary: TeamScore,
    readonly edition: Edition = 'fide-2026',
    readonly options: UnplayedOptions = DEFAULT_UNPLAYED_OPTIONS,
    /** Issues the team criteria find while ranking (a board criterion without boards), once per criterion. */
    readonly issues: EngineIssue[] = [],
    private readonly withoutBoards = new Set<string>(),
  ) {
    for (const team of event.teams) this.byId.set(team.id, team);
  }

  /**
   * The same event under another edition (a criterion written EMGSB@2023): its own score
   * contexts, the event's issues shared.
   */
  withEdition(edition: Edition): TeamContext {
    if (edition === this.edition) return this;
    let ctx = this.editions.get(edition);
    if (!ctx) {
      ctx = new TeamContext(this.event, this.primary, edition, this.options, this.issues, this.withoutBoards);
      this.editions.set(edition, ctx);
    }
    return ctx;
  }

  /** The score that does not rank the event (C.07 13.1). */
  get secondary(): TeamScore {
    return this.primary === 'match-points' ? 'game-points' : 'match-points';
  }

  /**
   * The teams as a crosstable scored in match or game points, with the edition's
   * unplayed-round rules: what an individual criterion with a reference score reads (C.07 13).
   */
  scoreContext(score: TeamScore): TiebreakContext {
    let ctx = this.contexts.get(score);
    if (!ctx) {
      const crosstable = teamCrosstable(this.event, score);
      ctx = new TiebreakContext(crosstable, crosstable.pointSystem, this.edition, this.options);
      this.contexts.set(score, ctx);
    }
    return ctx;
  }

  /** A team's total in one score. */
  total(id: TeamId, score: TeamScore): Rational {
    return score === 'match-points' ? this.matchPoints(id) : this.gamePoints(id);
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
   * game points, a full- or half-point bye (TRF-2026 240) as every board the bye's game
   * points. A round without a match or bye, or a zero-point bye, has no boards. Position k is round k + 1.
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
        case 'fpb':
        case 'hpb':
          return { kind: record.kind, boards: this.event.boards };
        case 'zpb':
        case 'absent':
          return match([]);
      }
    });
  }

  /**
   * Whether a team's rounds include a match known by its totals only; with no team, whether
   * any team's do. The art. 12 board criteria cannot count such a match.
   */
  lacksBoards(id?: TeamId): boolean {
    const teams = id === undefined ? this.event.teams : [this.team(id)];
    return teams.some((team) => team.rounds.some(isTotalsOnly));
  }

  /** Records, once per criterion, that a board criterion gave n/a for want of boards (engine/boards-unknown). */
  noteBoardsUnknown(criterion: string, what: string): void {
    if (this.withoutBoards.has(criterion)) return;
    this.withoutBoards.add(criterion);
    this.issues.push({
      code: 'engine/boards-unknown',
      severity: 'warning',
      message: `${what} ${NEEDS_BOARDS} (C.07 art. 12 counts each board); it separates no team`,
      criterion,
    });
  }

  private boardNumbers(): number[] {
    return Array.from({ length: this.event.boards }, (_, i) => i + 1);
  }
}
