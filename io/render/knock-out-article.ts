import { stageWords, type KnockOutRules } from '../../engine';
import type { DocumentBlock } from './document';
import { capital } from './play-off-article';

/**
 * The knock-out article of a rendered regulation (FIDE World Cup 2021 art. 4.10): the stages of
 * every match in order, how places are given by the round reached, and the match for third place.
 */
export function knockOutBlocks(rules: KnockOutRules): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    {
      kind: 'paragraph',
      text: 'Every round is a match between two players; the loser is eliminated. A match is played in the stages below, each only when the stages before it left the match level:',
    },
  ];
  rules.stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const odds = stage.kind === 'armageddon' ? `, a draw counting as a win for ${stage.drawOdds === 'white' ? 'White' : 'Black'}` : '';
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(stageWords(stage))}${time}${odds}.` });
  });
  blocks.push({
    kind: 'paragraph',
    text: `The places are given by the round each player reached: the winner of the final first, the finalist second, then the losers of each round from the semi-finals down${rules.thirdPlaceMatch ? ' (the losers of the semi-finals play a match for third place)' : ''}. The players eliminated in the same round ${rules.losers === 'share' ? 'share its places' : 'are ranked among themselves by rating, highest first'}.`,
  });
  return blocks;
}
