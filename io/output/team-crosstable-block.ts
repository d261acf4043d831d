import { Rational, teamRoundScores, type TeamEvaluation, type TeamRoundRecord } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/**
 * The crosstable of teams an arbiter reads beside the standings: one row per team, in
 * starting order, and per round the opponent team, the match points and the game points
 * it scored (C.07 11.1), then the totals. A round without a match says what it was: a
 * forfeited match beside the opponent's number, "PAB" (C.04.6 1.4: a draw's match and game
 * points unless the rules say otherwise), "not paired".
 */
export function teamCrosstableBlock(evaluation: TeamEvaluation): CellBlock {
  const { event } = evaluation;
  const rounds = Array.from({ length: event.rounds }, (_, r) => r + 1);
  const header = ['No', 'Team', ...rounds.flatMap((r) => [`R${r} Opp`, `R${r} MP`, `R${r} GP`]), 'MP', 'GP'];
  const rows = [...event.teams]
    .sort((a, b) => a.id - b.id)
    .map((team) => {
      const scores = teamRoundScores(event, team);
      const perRound = scores.flatMap((score, r) => [
        opponentCell(team.rounds[r]!),
        cellNumber(score.matchPoints),
        cellNumber(score.gamePoints),
      ]);
      const total = (points: (s: (typeof scores)[number]) => Rational) => cellNumber(Rational.sum(scores.map(points)));
      return [team.id, team.name, ...perRound, total((s) => s.matchPoints), total((s) => s.gamePoints)];
    });
  return [header, ...rows];
}

function opponentCell(record: TeamRoundRecord): number | string {
  switch (record.kind) {
    case 'match':
      return record.opponent;
    case 'forfeit-win':
      return `${record.opponent} forfeit won`;
    case 'forfeit-loss':
      return `${record.opponent} forfeit lost`;
    case 'double-forfeit':
      return `${record.opponent} double forfeit`;
    case 'pab':
      return 'PAB';
    case 'fpb':
      return 'FPB';
    case 'hpb':
      return 'HPB';
    case 'zpb':
      return 'ZPB';
    case 'absent':
      return 'not paired';
  }
}
