import type { KnockOutRules } from '../engine';
import type { KnockOutArticle } from './ast';
import { lowerStage } from './lower-play-off';

/**
 * The knock-out article → the engine's KnockOutRules (FIDE World Cup 2021 art. 4.10, 2023):
 * the stages of every match in order, an Armageddon's draw odds to Black unless the article
 * names White, how a round's losers are placed, and whether the semi-finals' losers play a match
 * for third place (validate-knock-out.ts requires the places and the losers' statement).
 */
export function lowerKnockOut(article: KnockOutArticle): KnockOutRules {
  const rules: KnockOutRules = { stages: [], losers: 'share', thirdPlaceMatch: false };
  for (const s of article.lines.flatMap((l) => l.statements)) {
    switch (s.kind) {
      case 'knock-out-stage':
        rules.stages.push(lowerStage(s));
        break;
      case 'knock-out-draw-odds': {
        const last = rules.stages[rules.stages.length - 1];
        if (last?.kind === 'armageddon') last.drawOdds = s.colour;
        break;
      }
      case 'knock-out-losers':
        rules.losers = s.losers;
        break;
      case 'knock-out-third-place':
        rules.thirdPlaceMatch = true;
        break;
      case 'knock-out-places':
        break;
    }
  }
  return rules;
}
