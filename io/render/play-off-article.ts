import { placesWords, stageWords, type PlayOffRules } from '../../engine';
import type { DocumentBlock } from './document';

/** The play-off article of a rendered regulation (C.07 art. 3.1): who plays, the stages in order, the fallback. */
export function playOffBlocks(rules: PlayOffRules): DocumentBlock[] {
  const who = rules.qualify === 'points' ? 'the players tied on points for it' : 'the players still tied for it after the tie-break list';
  const cap =
    rules.maxPlayers !== undefined
      ? ` At most ${rules.maxPlayers} play, the best seeded by ${rules.seeding === 'rating' ? 'rating' : 'the tie-break list'}; the others follow them by the tie-break list.`
      : '';
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: `A play-off decides ${placesWords(rules)} between ${who} (C.07 art. 3).${cap}` },
    { kind: 'paragraph', text: 'It is played in stages, each only when the stages before it left the players level:' },
  ];
  rules.stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const decided =
      stage.kind === 'armageddon'
        ? `; a draw counts as a win for ${stage.drawOdds === 'white' ? 'White' : 'Black'}`
        : stage.kind === 'until-won'
          ? ''
          : ', decided by the score over them';
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(stageWords(stage))}${time}${decided}.` });
  });
  blocks.push({
    kind: 'paragraph',
    text:
      `With more than two players, ${rules.manyPlayers === 'knock-out' ? 'a seeded knock-out, each match through the stages' : 'each stage is a round robin among those still level'}. ` +
      `The rest of the tied group follows the tie-break list. If the play-off is not held, ${rules.notHeld === 'shared' ? 'the players share the places' : 'the tie-break list decides'}.`,
  });
  return blocks;
}

/** The text with a capital first letter. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
