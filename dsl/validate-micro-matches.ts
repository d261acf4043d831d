import type { MicroMatchesStatement } from './ast';
import { diagnostic } from './diagnostics';
import { didYouMean } from './did-you-mean';
import { onlyHeader, Seen, type Checks, type ValidationContext } from './validate-support';

/*
 * Checks of the micro-matches article (FMJD Women's World Title Match 2015 arts. 6–7; WTM 2020
 * rules): its games numbered in order, each one game or games until one wins and named by its
 * pace; round points on every stage or none, "drawn" on the last; what ranks the event, naming
 * stages that exist.
 */

type Stage = Extract<MicroMatchesStatement, { kind: 'micro-match-stage' }>;

export const MICRO_MATCHES_CHECKS: Checks = {
  'micro-matches-article': [
    (node, ctx) => {
      const statements = node.lines.flatMap((l) => l.statements);
      const stages = statements.filter((s): s is Stage => s.kind === 'micro-match-stage');
      if (onlyHeader(node) || stages.length === 0) ctx.report(diagnostic('micro-matches-no-stages', node.span, {}));
      const seen = new Seen<string>(ctx);
      const paces = new Map<string, Stage>();
      const won = new Map<Stage, boolean>();
      let current: Stage | undefined;
      let drawn = false;
      for (const s of statements) {
        switch (s.kind) {
          case 'micro-match-stage':
            current = s;
            checkStage(s, paces, ctx);
            break;
          case 'micro-match-won':
            if (!current) ctx.report(diagnostic('micro-match-won-without-stage', s.span, {}));
            else won.set(current, true);
            if (s.winner.value.lt(s.loser.value))
              ctx.report(
                diagnostic('micro-match-points-order', s.span, {
                  text: `won ${s.winner.text}-${s.loser.text}`,
                  why: 'the winner scores less than the loser',
                }),
              );
            break;
          case 'micro-match-drawn':
            seen.add(s.kind, s.span, 'The points of a drawn round');
            drawn = true;
            if (current !== stages[stages.length - 1]) ctx.report(diagnostic('micro-match-drawn-not-last', s.span, {}));
            if (!s.first.value.eq(s.second.value))
              ctx.report(
                diagnostic('micro-match-points-order', s.span, {
                  text: `drawn ${s.first.text}-${s.second.text}`,
                  why: 'a drawn round scores the same for both',
                }),
              );
            break;
          case 'micro-match-ranked-by':
            seen.add(s.kind, s.span, 'What ranks the event');
            break;
        }
      }
      stages.forEach((s, i) => {
        if (!s.number.value.isInteger() || s.number.value.toNumber() !== i + 1)
          ctx.report(diagnostic('item-numbering', s.number.span, { found: s.number.text, expected: i + 1 }));
      });
      const scored = won.size > 0;
      if (scored) {
        for (const s of stages)
          if (!won.has(s)) ctx.report(diagnostic('micro-match-points-missing', s.span, { what: `Stage ${s.number.text}` }));
        const last = stages[stages.length - 1];
        if (last && last.stage === 'games' && !drawn)
          ctx.report(diagnostic('micro-match-points-missing', last.span, { what: `A round drawn in stage ${last.number.text}` }));
      }
      const ranking = statements.find((s) => s.kind === 'micro-match-ranked-by');
      if (!ranking) {
        if (stages.length > 0) ctx.report(diagnostic('micro-match-no-ranking', node.span, {}));
        return;
      }
      const names = [...paces.keys()];
      for (const c of ranking.criteria) {
        if (c.measure === 'points') {
          if (!scored) ctx.report(diagnostic('micro-match-points-without-scores', c.span, {}));
          continue;
        }
        const pace = c.pace!.text.toLowerCase();
        if (!paces.has(pace))
          ctx.report(
            diagnostic('micro-match-unknown-pace', c.pace!.span, { pace: c.pace!.text, suggestion: didYouMean(pace, names), paces: names }),
          );
      }
    },
  ],
};

function checkStage(s: Stage, paces: Map<string, Stage>, ctx: ValidationContext): void {
  const single = s.stage === 'games' && (s.games === undefined || s.games.text === '1');
  if (s.stage === 'armageddon' || (!single && s.stage !== 'until-won'))
    ctx.report(
      diagnostic('micro-match-stage-kind', s.span, {
        stage: s.number.text,
        found: s.stage === 'armageddon' ? 'armageddon' : `${s.games?.text ?? ''} games`.trim(),
      }),
    );
  if (!s.pace) {
    ctx.report(diagnostic('micro-match-stage-pace', s.span, { stage: s.number.text }));
    return;
  }
  const pace = s.pace.text.toLowerCase();
  if (paces.has(pace)) ctx.report(diagnostic('micro-match-pace-twice', s.pace.span, { pace: s.pace.text, stage: s.number.text }));
  else paces.set(pace, s);
}
