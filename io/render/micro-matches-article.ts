import { showPoints, type MicroMatchRules } from '../../engine';
import { en } from './booklet-words/en';
import type { BookletWords } from './booklet-words/types';
import type { DocumentBlock } from './document';
import { capital } from './play-off-article';

/**
 * The micro-matches article of a rendered regulation (FMJD title matches): the games of each
 * round's micro-match in order, the round points, and what ranks the event.
 */
export function microMatchesBlocks(rules: MicroMatchRules, words: BookletWords = en): DocumentBlock[] {
  const w = words.microMatches;
  const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: w.intro }];
  rules.stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const pace = stage.pace === undefined ? undefined : (words.paces[stage.pace] ?? stage.pace);
    const what = stage.kind === 'until-won' ? w.untilWon(pace) : w.game(pace);
    const points = rules.points?.[i];
    const scored = points ? w.scores(showPoints(points.winner), showPoints(points.loser)) : '';
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(what)}${time}${scored}.` });
  });
  if (rules.level !== undefined) blocks.push({ kind: 'paragraph', text: w.level(showPoints(rules.level)) });
  const criteria = rules.rankedBy.map((c) => (c.kind === 'points' ? w.roundPoints : c.text));
  blocks.push({ kind: 'paragraph', text: w.ranked(criteria) });
  return blocks;
}
