import type { MicroMatchCriterion, MicroMatchRules, PlayOffStage } from '../engine';
import type { MicroMatchesArticle } from './ast';

/**
 * The micro-matches article → the engine's MicroMatchRules (FMJD Women's World Title Match 2015
 * arts. 6–7; WTM 2020 rules). A stage is one game, or games until one wins; `won A-B` gives the
 * round's points when the stage before it decides, `drawn A-A` when the last stage is drawn.
 * The ranking names stages by their pace (validate-micro-matches.ts checks they exist).
 */
export function lowerMicroMatches(article: MicroMatchesArticle): MicroMatchRules {
  const rules: MicroMatchRules = { stages: [], rankedBy: [] };
  const points: MicroMatchRules['points'] = [];
  const paces: string[] = [];
  for (const s of article.lines.flatMap((l) => l.statements)) {
    switch (s.kind) {
      case 'micro-match-stage': {
        const stage: PlayOffStage = { kind: s.stage === 'until-won' ? 'until-won' : 'games', games: 1 };
        if (s.pace) stage.pace = s.pace.text;
        if (s.timeControl) stage.timeControl = s.timeControl.value;
        rules.stages.push(stage);
        paces.push(s.pace?.text.toLowerCase() ?? '');
        points.push(undefined);
        break;
      }
      case 'micro-match-won':
        if (points.length > 0) points[points.length - 1] = { winner: s.winner.value, loser: s.loser.value };
        break;
      case 'micro-match-drawn':
        rules.level = s.first.value;
        break;
      case 'micro-match-ranked-by':
        rules.rankedBy = s.criteria.flatMap((c): MicroMatchCriterion[] => {
          if (c.measure === 'points') return [{ kind: 'points', text: 'points' }];
          const stage = paces.indexOf(c.pace!.text.toLowerCase()) + 1;
          return stage > 0 ? [{ kind: c.measure, stage, text: `${c.pace!.text} ${c.measure}` }] : [];
        });
        break;
    }
  }
  if (points.some((p) => p !== undefined)) rules.points = points;
  return rules;
}
