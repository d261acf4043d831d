import type { PlayOffRules, PlayOffStage } from '../../engine';
import { en } from './booklet-words/en';
import type { BookletWords } from './booklet-words/types';
import type { DocumentBlock } from './document';

/** The play-off article of a rendered regulation (C.07 art. 3.1): who plays, the stages in order, the fallback. */
export function playOffBlocks(rules: PlayOffRules, words: BookletWords = en): DocumentBlock[] {
  const w = words.playOff;
  const places = w.places(rules.places.first, rules.places.last);
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: w.decides(places, rules.qualify !== 'points', rules.maxPlayers, seedingWords(rules, words)) },
  ];
  if (rules.formats && rules.formats.length > 0) {
    rules.formats.forEach((format, k) => {
      blocks.push({ kind: 'paragraph', text: w.format(k + 1, format.players) });
      stageBlocks(format.stages, blocks, words);
    });
  } else {
    blocks.push({ kind: 'paragraph', text: w.stagesIntro });
    stageBlocks(rules.stages, blocks, words);
  }
  blocks.push({ kind: 'paragraph', text: w.closing(rules.manyPlayers === 'knock-out', rules.notHeld === 'shared') });
  return blocks;
}

/** " They are seeded by TPR; level on it, by their games against each other, then by lots." */
function seedingWords(rules: PlayOffRules, words: BookletWords): string {
  if (rules.seeding === 'tie-breaks') return '';
  const by = rules.seeding === 'rating' ? undefined : (rules.seedCriterion?.text ?? 'a criterion');
  return words.playOff.seeded(by, rules.seedThen ?? []);
}

/** A stage in the booklet's words: "2 rapid games", "blitz games until one is won", "the Armageddon game". */
export function stageText(stage: PlayOffStage, words: BookletWords): string {
  const pace = stage.pace === undefined ? undefined : (words.paces[stage.pace] ?? stage.pace);
  switch (stage.kind) {
    case 'armageddon':
      return words.playOff.armageddon;
    case 'until-won':
      return words.playOff.untilWon(pace);
    case 'games':
      return words.playOff.games(stage.games, pace);
  }
}

function stageBlocks(stages: readonly PlayOffStage[], blocks: DocumentBlock[], words: BookletWords): void {
  stages.forEach((stage, i) => {
    const time = stage.timeControl ? ` (${stage.timeControl})` : '';
    const decided =
      stage.kind === 'armageddon'
        ? words.playOff.drawOdds(stage.drawOdds === 'white')
        : stage.kind === 'until-won'
          ? ''
          : words.playOff.byScore(stage.repeated === true);
    blocks.push({ kind: 'paragraph', text: `${i + 1}. ${capital(stageText(stage, words))}${time}${decided}.` });
  });
}

/** The text with a capital first letter. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
