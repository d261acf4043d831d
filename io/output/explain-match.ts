import type { MatchDecision, MatchStep, MatchTiebreaks } from '../../engine';
import { pointsText } from '../match';
import { matchLotsSeed, pushAll } from '../../engine';

/**
 * A team match's decision in words, for the arbiter (explain's style): the match score,
 * and when it is drawn every comparison of the regulation's match tie-breaks in its order
 * — both teams' values, what went into them board by board, which team it put ahead —
 * then who wins and on what, or that the match is still tied after the list.
 */
export function explainMatch(decision: MatchDecision, rules: MatchTiebreaks): string[] {
  const [a, b] = decision.teams;
  const [sa, sb] = decision.score.map(pointsText);
  if (decision.decidedBy === 'match score')
    return [`${a} ${sa}, ${b} ${sb}: ${decision.teams[decision.winner!]} win the match on the score.`];
  const lines = [`${a} ${sa}, ${b} ${sb}: drawn; the regulation's match tie-breaks, in its order:`];
  if (decision.steps.length === 0) lines.push('  (none could be compared)');
  for (const step of decision.steps) pushAll(lines, describeStep(step, decision.teams, rules));
  lines.push(verdict(decision, rules));
  return lines;
}

function describeStep(step: MatchStep, teams: readonly [string, string], rules: MatchTiebreaks): string[] {
  const position = rules.tiebreaks.findIndex((t) => t.text === step.criterion) + 1;
  const lines = [`  ${position}. ${step.criterion} — ${step.note}`];
  teams.forEach((team, side) => {
    const parts = step.contributions[side as 0 | 1].map((c) => c.note);
    lines.push(`       ${team}: ${parts.length > 0 ? parts.join('; ') : 'nothing counts'}`);
  });
  return lines;
}

/** The last line: who wins and on what, or what the regulation says when the list leaves the match tied. */
function verdict(decision: MatchDecision, rules: MatchTiebreaks): string {
  const winner = decision.winner === undefined ? undefined : decision.teams[decision.winner];
  const last = decision.steps[decision.steps.length - 1];
  switch (decision.decidedBy) {
    case 'lots': {
      const stated = rules.after?.kind === 'lots' ? rules.after.seed : undefined;
      const seed = matchLotsSeed({ ...(stated !== undefined && { seed: stated }) }, decision.teams);
      const whose = stated === undefined ? 'seed drawn from the two teams' : "regulation's seed";
      return `Still tied after the list: ${winner} win the match by lots drawn from the ${whose} "${seed}" (anyone can repeat the draw).`;
    }
    case 'play-off':
      return 'Still tied after the list: the regulation says a play-off decides the match.';
    case 'tied':
      return decision.issues.some((i) => i.severity === 'error')
        ? 'Not decided: see the errors above.'
        : 'Still tied after the list: the match stays drawn (the regulation says nothing after its match tie-breaks).';
    default: {
      if (!last || last.ahead === undefined) return `${winner} win the match on ${decision.decidedBy}.`;
      const [won, lost] = last.ahead === 0 ? last.values : [last.values[1], last.values[0]];
      return `${winner} win the match on ${decision.decidedBy}: ${last.label}, ${won.toDecimalString()} to ${lost.toDecimalString()}.`;
    }
  }
}
