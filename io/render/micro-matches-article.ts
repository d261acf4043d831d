import { showPoints, type MicroMatchRules } from '../../engine';
import type { DocumentBlock } from './document';
import { capital } from './play-off-article';

/**
 * The micro-matches article of a rendered regulation (FMJD title matches): the games of each
 * round's micro-match in order, the round points, and what ranks the event.
 */
export function microMatchesBlocks(rules: MicroMatchRules): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    {
      kind: 'paragraph',
      text: 'Each round is a micro-match between its two players, played until a game is won; each game below is played only when the ones before it were drawn:',
    },
  ];
  rules.stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const what =
      stage.kind === 'until-won' ? `${stage.pace ?? 'tie-break'} games until one is won` : `a ${stage.pace ?? ''} game`.replace('  ', ' ');
    const points = rules.points?.[i];
    const scored = points ? `; a win there scores the round ${showPoints(points.winner)}–${showPoints(points.loser)}` : '';
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(what)}${time}${scored}.` });
  });
  if (rules.level !== undefined)
    blocks.push({
      kind: 'paragraph',
      text: `A round drawn in its last game scores ${showPoints(rules.level)}–${showPoints(rules.level)}.`,
    });
  const criteria = rules.rankedBy.map((c) => (c.kind === 'points' ? 'the points of the rounds' : c.text));
  blocks.push({
    kind: 'paragraph',
    text: `The event is ranked by ${criteria.join(', then ')}; what they leave level follows the tie-break list.`,
  });
  return blocks;
}
