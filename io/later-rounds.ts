import type { InputIssue } from './issues';

/** The round the standings are after, and whether it was asked for (`--round`). */
export interface StandingsRound {
  afterRound: number;
  asked: boolean;
}

/**
 * A problem in a round after the one the standings are after: that round is cut away
 * (engine `crosstableAfterRound`), so nothing of it is used or checked, and an error there
 * — two players both White in a round paired but not played, an unknown result code in a
 * later block — blocks nothing before it. It is reported as a warning saying so; an error
 * in a round the standings count stays an error. `onlyWhenAsked`: a block after the rounds
 * the file declares is an error unless a round before it is asked for (the file does not
 * say which of the two is right).
 */
export function laterRoundIssue(issue: InputIssue, at: { round: number; onlyWhenAsked?: boolean }, standings: StandingsRound): InputIssue {
  if (issue.severity !== 'error' || at.round <= standings.afterRound || (at.onlyWhenAsked && !standings.asked)) return issue;
  return {
    ...issue,
    severity: 'warning',
    message: `${issue.message} (not used: the standings are after round ${standings.afterRound}${standings.asked ? ', as asked' : ''})`,
  };
}
