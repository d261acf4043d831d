import type { KnockOutRules } from '../../engine';
import { en } from './booklet-words/en';
import type { BookletWords } from './booklet-words/types';
import type { DocumentBlock } from './document';
import { capital, stageText } from './play-off-article';

/**
 * The knock-out article of a rendered regulation (FIDE World Cup 2021 art. 4.10): the stages of
 * every match in order, how places are given by the round reached, and the match for third place.
 */
export function knockOutBlocks(rules: KnockOutRules, words: BookletWords = en): DocumentBlock[] {
  const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: words.knockOut.intro }];
  rules.stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const odds = stage.kind === 'armageddon' ? words.knockOut.drawOdds(stage.drawOdds === 'white') : '';
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(stageText(stage, words))}${time}${odds}.` });
  });
  blocks.push({ kind: 'paragraph', text: words.knockOut.places(rules.thirdPlaceMatch === true, rules.losers === 'share') });
  return blocks;
}
