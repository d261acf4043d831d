import { Rational } from '../arith';
import type {
  AssignedResult,
  Crosstable,
  MatchBoard,
  MatchPoints,
  Player,
  PointAssignment,
  PointSystem,
  RoundRecord,
  Team,
  TeamEvent,
  TeamId,
  TeamRoundRecord,
  TeamScore,
} from '../model';
import { pointSystemFrom } from './point-systems';

/**
 * Match points of a team event from win/draw/loss (2-1-0 by default, FIDE team MP). A team
 * PAB scores a draw's match points (C.04.6 1.4; C.07 11.1), a forfeited match a
 * win's or a loss's, a double forfeit a loss's.
 */
export function teamPointSystem(points: MatchPoints = TEAM_MATCH_POINTS, pab?: Rational): PointSystem {
  const name = `${points.win.toDecimalString()}-${points.draw.toDecimalString()}-${points.loss.toDecimalString()} match points`;
  return pointSystemFrom(name, points, {
    forfeitLoss: points.loss,
    doubleForfeit: points.loss,
    pab: pab ?? points.draw,
    fpb: points.win,
    hpb: points.draw,
  });
}

/** FIDE team match points: 2 for a won match, 1 for a drawn one, 0 for a lost one (C.07 11.1). */
export const TEAM_MATCH_POINTS: MatchPoints = { win: Rational.of(2), draw: Rational.ONE, loss: Rational.ZERO };

/** One team's scores in one round, with what they came from. */
export interface TeamRoundScore {
  round: number;
  opponent?: TeamId;
  /** Match points (C.07 11.1). */
  matchPoints: Rational;
  /** Game points: the sum of the team's board points (C.07 11.1). */
  gamePoints: Rational;
  /** The match result for the team: a won, drawn or lost match, or no match. */
  outcome?: 'win' | 'draw' | 'loss';
  /** "2½–1½ against Beta: a won match", "pairing-allocated bye: a draw's match and game points (C.04.6 1.4)". */
  note: string;
  /** The source's assignment that gave these points in place of the result's (TRF-2026 299). */
  assigned?: PointAssignment;
}

/** Game points of one board for the side it is seen from, in the game point system. */
export function boardPoints(board: MatchBoard, system: PointSystem): Rational {
  if (board.result.kind === 'played') return system[board.result.outcome];
  switch (board.result.outcome) {
    case 'win':
      return system.forfeitWin;
    case 'loss':
      return system.forfeitLoss;
    case 'double':
      return system.doubleForfeit;
  }
}

/** The same board seen from the other team. */
export function mirrorBoard(board: MatchBoard): MatchBoard {
  const flip = { win: 'loss', loss: 'win', draw: 'draw', double: 'double' } as const;
  const result: MatchBoard['result'] =
    board.result.kind === 'played'
      ? { kind: 'played', outcome: flip[board.result.outcome] }
      : { kind: 'forfeit', outcome: flip[board.result.outcome] };
  const mirrored: MatchBoard = { board: board.board, result };
  if (board.colour) mirrored.colour = board.colour === 'white' ? 'black' : 'white';
  if (board.players) mirrored.players = [board.players[1], board.players[0]];
  return mirrored;
}

/** A forfeited match (TRF 330): every board forfeited, scored by the forfeit's points. */
const FORFEITED_MATCH = {
  'forfeit-win': { points: 'forfeitWin', outcome: 'win', words: 'won by forfeit: every board a forfeit win' },
  'forfeit-loss': { points: 'forfeitLoss', outcome: 'loss', words: 'lost by forfeit: every board a forfeit loss' },
  'double-forfeit': { points: 'doubleForfeit', outcome: undefined, words: 'forfeited by both teams' },
} as const;

/**
 * Every round's match and game points of one team (C.07 11.1), with the points the source
 * assigns outright in their place (TeamEvent.assignedPoints, TRF-2026 299).
 */
export function teamRoundScores(event: TeamEvent, team: Team): TeamRoundScore[] {
  const scores = resultScores(event, team);
  if (!event.assignedPoints?.length) return scores;
  return scores.map((score, index) => {
    const round = index + 1;
    const assignment = assignmentFor(event.assignedPoints!, team, round, resultOf(team.rounds[index]!, score));
    const replaced = assignment ? replacedBy(score, assignment) : score;
    return event.assignedPoints!.reduce(
      (sum, a) =>
        a.result === undefined && a.round === round && (a.teams.length === 0 || a.teams.includes(team.id)) ? adjustedBy(sum, a) : sum,
      replaced,
    );
  });
}

const pointsText = (mp: Rational, gp: Rational) => `${mp.toDecimalString()} MP, ${gp.toDecimalString()} GP`;

function replacedBy(score: TeamRoundScore, assignment: PointAssignment & { result: AssignedResult }): TeamRoundScore {
  return {
    ...score,
    matchPoints: assignment.matchPoints,
    gamePoints: assignment.gamePoints,
    assigned: assignment,
    note: `${pointsText(assignment.matchPoints, assignment.gamePoints)} assigned for ${ASSIGNED_WORDS[assignment.result]} by ${assignment.source}, instead of the ${pointsText(score.matchPoints, score.gamePoints)} of: ${score.note}`,
  };
}

/** A penalty or bonus (TRF-2026 299 without a type), added to the round's points. */
function adjustedBy(score: TeamRoundScore, adjustment: PointAssignment): TeamRoundScore {
  const matchPoints = score.matchPoints.add(adjustment.matchPoints);
  const gamePoints = score.gamePoints.add(adjustment.gamePoints);
  return {
    ...score,
    matchPoints,
    gamePoints,
    assigned: score.assigned ?? adjustment,
    note: `${score.note}; ${pointsText(adjustment.matchPoints, adjustment.gamePoints)} added (a penalty or bonus) by ${adjustment.source}: ${pointsText(matchPoints, gamePoints)}`,
  };
}

const ASSIGNED_WORDS: Record<AssignedResult, string> = {
  win: 'a won match',
  draw: 'a drawn match',
  loss: 'a lost match',
  'forfeit-win': 'a match won by forfeit',
  'forfeit-loss': 'a match lost by forfeit',
  pab: 'a pairing-allocated bye',
  absent: 'a zero-point bye or a round not paired',
  fpb: 'a full-point bye',
  hpb: 'a half-point bye',
};

/** What a general assignment's result letter matches in a team's round; a double forfeit is a loss by forfeit for both. */
function resultOf(record: TeamRoundRecord, score: TeamRoundScore): AssignedResult {
  switch (record.kind) {
    case 'match':
      return score.outcome ?? 'draw';
    case 'double-forfeit':
      return 'forfeit-loss';
    // TRF 299's Z is a zero-point bye, and a round not paired scores as one (TRF: blank ≡ Z).
    case 'zpb':
      return 'absent';
    default:
      return record.kind;
  }
}

const hasResult = (a: PointAssignment): a is PointAssignment & { result: AssignedResult } => a.result !== undefined;

/** The assignment for a team's round (PointAssignment: a named one first; the later line wins). */
function assignmentFor(
  assignments: readonly PointAssignment[],
  team: Team,
  round: number,
  result: AssignedResult,
): (PointAssignment & { result: AssignedResult }) | undefined {
  let general: (PointAssignment & { result: AssignedResult }) | undefined;
  let named: (PointAssignment & { result: AssignedResult }) | undefined;
  for (const a of assignments) {
    if (!hasResult(a)) continue;
    if (a.round !== undefined && a.round !== round) continue;
    if (a.teams.length > 0 && !a.teams.includes(team.id)) continue;
    if (a.round !== undefined && a.teams.length > 0) named = a;
    else if (a.result === result) general = a;
  }
  return named ?? general;
}

/** A team's match and game points round by round as its results give them. */
function resultScores(event: TeamEvent, team: Team): TeamRoundScore[] {
  const names = new Map(event.teams.map((t) => [t.id, t.name]));
  const mp = event.matchPoints;
  const perBoard = (points: Rational) => points.mul(Rational.of(event.boards));
  return team.rounds.map((record, index): TeamRoundScore => {
    const round = index + 1;
    switch (record.kind) {
      case 'match': {
        // C.07 11.1: the match result follows from the game points — the boards' sum, or
        // the totals the source gives for a match without its boards (MatchTotals).
        const totals = record.gamePoints;
        const own = totals ? totals.own : Rational.sum(record.boards.map((b) => boardPoints(b, event.gamePoints)));
        const theirs = totals ? totals.theirs : Rational.sum(record.boards.map((b) => boardPoints(mirrorBoard(b), event.gamePoints)));
        const cmp = own.cmp(theirs);
        const outcome = cmp > 0 ? 'win' : cmp < 0 ? 'loss' : 'draw';
        const note = `${own.toDecimalString()}–${theirs.toDecimalString()} against ${names.get(record.opponent)}${totals ? ' (match totals; the boards are not given)' : ''}: a ${outcome === 'win' ? 'won' : outcome === 'loss' ? 'lost' : 'drawn'} match`;
        return { round, opponent: record.opponent, matchPoints: mp[outcome], gamePoints: own, outcome, note };
      }
      case 'forfeit-win':
      case 'forfeit-loss':
      case 'double-forfeit': {
        const forfeit = FORFEITED_MATCH[record.kind];
        return {
          round,
          opponent: record.opponent,
          matchPoints: mp[forfeit.points],
          gamePoints: perBoard(event.gamePoints[forfeit.points]),
          ...(forfeit.outcome && { outcome: forfeit.outcome }),
          note: `match against ${names.get(record.opponent)} ${forfeit.words}`,
        };
      }
      case 'pab': {
        const gamePoints = event.pabGamePoints ?? perBoard(event.gamePoints.draw);
        return {
          round,
          matchPoints: mp.pab,
          gamePoints,
          note: 'pairing-allocated bye (C.04.6 1.4: a draw’s match and game points unless the rules say otherwise)',
        };
      }
      case 'fpb':
      case 'hpb':
      case 'zpb':
        return {
          round,
          matchPoints: mp[record.kind],
          gamePoints: perBoard(event.gamePoints[record.kind]),
          note: TEAM_BYE_NOTES[record.kind],
        };
      case 'absent':
        return { round, matchPoints: mp.absent, gamePoints: Rational.ZERO, note: 'not paired' };
    }
  });
}

/** A team's requested bye (TRF-2026 240), as the FIDE reference server scores it: a win's, a draw's or no match points, and the bye's game points on every board. */
const TEAM_BYE_NOTES = {
  fpb: 'full-point bye (TRF-2026 240 F): a won match’s match points and a win’s game points on every board',
  hpb: 'half-point bye (TRF-2026 240 H): a drawn match’s match points and a draw’s game points on every board',
  zpb: 'zero-point bye (TRF-2026 240 Z): no match or game points',
} as const;

/**
 * The team event as a crosstable of teams: each team a participant, each match a game whose
 * result is the match result. Scored in match points, or with `game-points` each round
 * carrying the team's game points. The individual criteria read it with that reference
 * score (C.07 art. 13), and art. 16 sees a round without a match as unplayed ("a round in
 * which the participant did not play a match"; for teams "points" means both MP and GP).
 */
export function teamCrosstable(event: TeamEvent, score: TeamScore = 'match-points'): Crosstable {
  const gamePoints = score === 'game-points';
  const players: Player[] = event.teams.map((team) => {
    const scores = teamRoundScores(event, team);
    const rounds = team.rounds.map((record, index): RoundRecord => {
      const score = scores[index]!;
      const stated = gamePoints ? { points: score.gamePoints } : score.assigned ? { points: score.matchPoints } : {};
      switch (record.kind) {
        case 'match':
          return { kind: 'played', opponent: record.opponent, outcome: scores[index]!.outcome!, ...stated };
        case 'forfeit-win':
        case 'forfeit-loss':
        case 'double-forfeit':
          return { kind: record.kind, opponent: record.opponent, ...stated };
        case 'pab':
        case 'fpb':
        case 'hpb':
        case 'zpb':
        case 'absent':
          return { kind: record.kind, ...stated };
      }
    });
    return { id: team.id, name: team.name, fields: team.fields, rounds };
  });
  return {
    ...(event.name && { name: event.name }),
    type: event.type,
    rounds: event.rounds,
    players,
    pointSystem: gamePoints ? teamGamePointSystem(event) : event.matchPoints,
    meta: event.meta,
  };
}

/**
 * Game points of a whole match as a point system: a won match is worth every board won,
 * a drawn one every board drawn (C.07 16.4.2's "draw points × rounds" cap and DE's best
 * case of an unplayed encounter read these), a PAB what the event gives it.
 */
export function teamGamePointSystem(event: TeamEvent): PointSystem {
  const boards = Rational.of(event.boards);
  const game = event.gamePoints;
  const all = (points: Rational) => points.mul(boards);
  return pointSystemFrom(
    `game points on ${event.boards} boards`,
    { win: all(game.win), draw: all(game.draw), loss: all(game.loss) },
    {
      forfeitWin: all(game.forfeitWin),
      forfeitLoss: all(game.forfeitLoss),
      doubleForfeit: all(game.doubleForfeit),
      pab: event.pabGamePoints ?? all(game.draw),
      fpb: all(game.win),
      hpb: all(game.draw),
      zpb: Rational.ZERO,
      absent: Rational.ZERO,
    },
  );
}
