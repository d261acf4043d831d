import type { KnockOutRules, PlayOffStage } from '../engine';
import type { KnockOutSection } from './ast';

/**
 * The knock-out section → the engine's KnockOutRules (FIDE World Cup 2021 art. 4.10, 2023):
 * the stages of every match in order, an Armageddon's draw odds to Black unless the section
 * names White, how a round's losers are placed, and whether the semi-finals' losers play a match
 * for third place (validate-knock-out.ts requires the places and the losers' statement).
 */
export function lowerKnockOut(section: KnockOutSection): KnockOutRules {
  const rules: KnockOutRules = { stages: [], losers: 'share', thirdPlaceMatch: false };
  for (const s of section.lines.flatMap((l) => l.statements)) {
    switch (s.kind) {
      case 'knock-out-stage': {
        const stage: PlayOffStage = {
          kind: s.stage === 'until-won' ? 'until-won' : s.stage,
          games: s.stage === 'games' ? (s.games?.value.toNumber() ?? 1) : 1,
        };
        if (s.pace) stage.pace = s.pace.text;
        if (s.timeControl) stage.timeControl = s.timeControl.value;
        if (s.stage === 'armageddon') stage.drawOdds = 'black';
        rules.stages.push(stage);
        break;
      }
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
