import type { KnockOutStatement, Article } from './ast';
import { diagnostic } from './diagnostics';
import { onlyHeader, articleTitle, Seen, wholeNumber, type Checks } from './validate-support';

/*
 * Checks of the knock-out article (FIDE World Cup 2021 art. 4.10, 2023): the stages of every
 * match numbered in order with their number of games, draw odds after an Armageddon stage,
 * nothing after a stage that always decides; how places are given (by the round reached) and how
 * a round's losers are placed, each said once; the articles that rank a crosstable have nothing
 * to rank in a knock-out event.
 */

type Stage = Extract<KnockOutStatement, { kind: 'knock-out-stage' }>;

const SETTING: Partial<Record<KnockOutStatement['kind'], string>> = {
  'knock-out-places': 'How places are given',
  'knock-out-losers': "How a round's losers are placed",
  'knock-out-third-place': 'The match for third place',
};

/** Articles a knock-out event reads besides its own: the name, the rules, the points of a game. */
const READ_WITH_KNOCK_OUT: ReadonlySet<Article['kind']> = new Set([
  'regulation-article',
  'rules-article',
  'scoring-article',
  'knock-out-article',
]);

export const KNOCK_OUT_CHECKS: Checks = {
  'knock-out-article': [
    (node, ctx) => {
      const statements = node.lines.flatMap((l) => l.statements);
      const stages = statements.filter((s): s is Stage => s.kind === 'knock-out-stage');
      if (onlyHeader(node) || stages.length === 0) ctx.report(diagnostic('knock-out-no-stages', node.span, {}));
      const seen = new Seen<string>(ctx);
      let decider: string | undefined;
      let armageddonBefore = false;
      for (const s of statements) {
        const setting = SETTING[s.kind];
        if (setting) seen.add(s.kind, s.span, setting);
        switch (s.kind) {
          case 'knock-out-stage':
            if (decider !== undefined) ctx.report(diagnostic('play-off-unreachable-stage', s.span, { stage: s.number.text, decider }));
            if (s.stage === 'games' && !s.games) ctx.report(diagnostic('play-off-games-count', s.span, { stage: s.number.text }));
            if (s.games) wholeNumber(s.games, 'A number of games', ctx);
            if (s.stage !== 'games') decider ??= s.number.text;
            armageddonBefore = s.stage === 'armageddon';
            break;
          case 'knock-out-draw-odds':
            if (!armageddonBefore) ctx.report(diagnostic('play-off-draw-odds-without-armageddon', s.span, {}));
            break;
          case 'knock-out-third-place':
            if (s.article && s.article.text.toLowerCase() !== 'a')
              ctx.report(diagnostic('knock-out-article', s.article.span, { found: s.article.text }));
            break;
          default:
        }
      }
      stages.forEach((s, i) => {
        if (!s.number.value.isInteger() || s.number.value.toNumber() !== i + 1)
          ctx.report(diagnostic('item-numbering', s.number.span, { found: s.number.text, expected: i + 1 }));
      });
      const last = stages[stages.length - 1];
      if (last && last.stage === 'games') ctx.report(diagnostic('knock-out-may-end-level', last.span, { stage: last.number.text }));
      if (!statements.some((s) => s.kind === 'knock-out-places')) ctx.report(diagnostic('knock-out-no-places', node.span, {}));
      if (!statements.some((s) => s.kind === 'knock-out-losers')) ctx.report(diagnostic('knock-out-no-losers', node.span, {}));
      for (const article of ctx.file.articles)
        if (!READ_WITH_KNOCK_OUT.has(article.kind))
          ctx.report(diagnostic('knock-out-other-article', article.span, { article: articleTitle(article) }));
    },
  ],
};
