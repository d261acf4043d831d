import { formatWords, placesWords, stageWords, type PlayOffRules, type PlayOffStage } from '../../engine';
import type { DocumentBlock } from './document';

/** The play-off article of a rendered regulation (C.07 art. 3.1): who plays, the stages in order, the fallback. */
export function playOffBlocks(rules: PlayOffRules): DocumentBlock[] {
  const who = rules.qualify === 'points' ? 'the players tied on points for it' : 'the players still tied for it after the tie-break list';
  const cap =
    rules.maxPlayers !== undefined
      ? ` At most ${rules.maxPlayers} play, the best seeded; the others follow them by the tie-break list.`
      : '';
  const seeding = seedingWords(rules);
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: `A play-off decides ${placesWords(rules)} between ${who} (C.07 art. 3).${cap}${seeding}` },
  ];
  if (rules.formats && rules.formats.length > 0) {
    rules.formats.forEach((format, k) => {
      blocks.push({
        kind: 'paragraph',
        text: `Format ${k + 1}, for ${formatWords(format)}: it is played in stages, each only when the stages before it left the players level:`,
      });
      stageBlocks(format.stages, blocks);
    });
  } else {
    blocks.push({ kind: 'paragraph', text: 'It is played in stages, each only when the stages before it left the players level:' });
    stageBlocks(rules.stages, blocks);
  }
  blocks.push({
    kind: 'paragraph',
    text:
      `With more than two players, ${rules.manyPlayers === 'knock-out' ? 'a seeded knock-out (seed 1 meets the last seed; the top seeds get the byes), each match through the stages' : 'each stage is a round robin among those still level'}. ` +
      `The rest of the tied group follows the tie-break list. If the play-off is not held, ${rules.notHeld === 'shared' ? 'the players share the places' : 'the tie-break list decides'}.`,
  });
  return blocks;
}

/** " They are seeded by TPR; level on it, by their games against each other, then by lots." */
function seedingWords(rules: PlayOffRules): string {
  if (rules.seeding === 'tie-breaks') return '';
  const by = rules.seeding === 'rating' ? 'rating' : (rules.seedCriterion?.text ?? 'a criterion');
  const then = (rules.seedThen ?? []).map((t) => (t === 'lots' ? 'by lots' : 'by their games against each other'));
  return ` They are seeded by ${by}${then.length > 0 ? `; level on it, ${then.join(', then ')}` : ''}; still level, by the tie-break list.`;
}

function stageBlocks(stages: readonly PlayOffStage[], blocks: DocumentBlock[]): void {
  stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const decided =
      stage.kind === 'armageddon'
        ? `; a draw counts as a win for ${stage.drawOdds === 'white' ? 'White' : 'Black'}`
        : stage.kind === 'until-won'
          ? ''
          : stage.repeated
            ? ', decided by the score over them; the stage is played again while it leaves the players level, as often as it takes (with more than two, a round robin among those still level each time)'
            : ', decided by the score over them';
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(stageWords(stage))}${time}${decided}.` });
  });
}

/** The text with a capital first letter. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
