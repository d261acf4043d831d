import type { MatchDecision, MatchStep, MatchTiebreaks } from '../../engine';
import { pointsText } from '../match';
import { matchLotsSeed, pushAll } from '../../engine';
import { decimalCommaText } from '../render/words';
import { matchEn } from './result-words/match-en';
import type { MatchWords } from './result-words/match-types';

/**
 * A team match's decision in words, for the arbiter (explain's style): the match score,
 * and when it is drawn every comparison of the regulation's match tie-breaks in its order
 * — both teams' values, what went into them board by board, which team it put ahead —
 * then who wins and on what, or that the match is still tied after the list. In the words of
 * `words` (result-words/match-*.ts); the engine's notes as they are.
 */
export function explainMatch(decision: MatchDecision, rules: MatchTiebreaks, words: MatchWords = matchEn): string[] {
  const [a, b] = decision.teams;
  const [sa, sb] = decision.score.map((s) => decimalCommaText(pointsText(s), words));
  const score = words.score(a, sa!, b, sb!);
  if (decision.decidedBy === 'match score') return [words.wonOnScore(score, decision.teams[decision.winner!]!)];
  const lines = [words.drawn(score)];
  if (decision.steps.length === 0) lines.push(`  ${words.noneCompared}`);
  for (const step of decision.steps) pushAll(lines, describeStep(step, decision.teams, rules, words));
  lines.push(verdict(decision, rules, words));
  return lines;
}

function describeStep(step: MatchStep, teams: readonly [string, string], rules: MatchTiebreaks, words: MatchWords): string[] {
  const position = rules.tiebreaks.findIndex((t) => t.text === step.criterion) + 1;
  const lines = [`  ${position}. ${step.criterion} — ${step.note}`];
  teams.forEach((team, side) => {
    const parts = step.contributions[side as 0 | 1].map((c) => c.note);
    lines.push(`       ${team}: ${parts.length > 0 ? parts.join('; ') : words.nothingCounts}`);
  });
  return lines;
}

/** The last line: who wins and on what, or what the regulation says when the list leaves the match tied. */
function verdict(decision: MatchDecision, rules: MatchTiebreaks, words: MatchWords): string {
  const winner = decision.winner === undefined ? undefined : decision.teams[decision.winner];
  const last = decision.steps[decision.steps.length - 1];
  switch (decision.decidedBy) {
    case 'lots': {
      const stated = rules.after?.kind === 'lots' ? rules.after.seed : undefined;
      const seed = matchLotsSeed({ ...(stated !== undefined && { seed: stated }) }, decision.teams);
      return words.byLots(winner!, stated !== undefined, seed);
    }
    case 'play-off':
      return words.playOff;
    case 'tied':
      return decision.issues.some((i) => i.severity === 'error') ? words.notDecided : words.staysDrawn;
    default: {
      if (!last || last.ahead === undefined) return words.winOn(winner!, decision.decidedBy);
      const [won, lost] = last.ahead === 0 ? last.values : [last.values[1], last.values[0]];
      const number = (value: typeof won) => decimalCommaText(value.toDecimalString(), words);
      return words.winOnValues(winner!, decision.decidedBy, last.label, number(won), number(lost));
    }
  }
}
