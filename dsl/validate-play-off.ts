import type { PlayOffStatement } from './ast';
import { diagnostic } from './diagnostics';
import { onlyHeader, Seen, wholeNumber, type Checks } from './validate-support';

/*
 * Checks of the play-off section (C.07 art. 3.1): each setting once, stages numbered in
 * order with their number of games, draw odds after an Armageddon stage, nothing after a
 * stage that always decides (Armageddon, sudden death).
 */

const SETTING: Partial<Record<PlayOffStatement['kind'], string>> = {
  'play-off-places': 'The places of the play-off',
  'play-off-qualify': 'Who plays',
  'play-off-max-players': 'The number of players',
  'play-off-seeding': 'The seeding',
  'play-off-format': 'The format for more than two players',
  'play-off-not-held': 'What decides when the play-off is not held',
};

export const PLAY_OFF_CHECKS: Checks = {
  'play-off-section': [
    (node, ctx) => {
      const statements = node.lines.flatMap((l) => l.statements);
      const stages = statements.filter((s) => s.kind === 'play-off-stage');
      if (onlyHeader(node) || stages.length === 0) ctx.report(diagnostic('play-off-no-stages', node.span, {}));
      const seen = new Seen<string>(ctx);
      let decider: string | undefined;
      let armageddonBefore = false;
      for (const s of statements) {
        const setting = SETTING[s.kind];
        if (setting) seen.add(s.kind, s.span, setting);
        switch (s.kind) {
          case 'play-off-places':
            if (wholeNumber(s.first, 'A place', ctx) && wholeNumber(s.last, 'A place', ctx) && s.first.value.gt(s.last.value))
              ctx.report(diagnostic('play-off-places-order', s.span, { text: `${s.first.text}-${s.last.text}` }));
            break;
          case 'play-off-max-players':
            if (wholeNumber(s.count, 'A number of players', ctx) && s.count.value.toNumber() < 2)
              ctx.report(diagnostic('not-positive', s.count.span, { text: s.count.text, what: 'A play-off', least: 2 }));
            break;
          case 'play-off-format':
            if (s.players.text !== '2') ctx.report(diagnostic('play-off-more-than', s.players.span, { found: s.players.text }));
            break;
          case 'play-off-draw-odds':
            if (!armageddonBefore) ctx.report(diagnostic('play-off-draw-odds-without-armageddon', s.span, {}));
            break;
          case 'play-off-stage':
            if (decider !== undefined) ctx.report(diagnostic('play-off-unreachable-stage', s.span, { stage: s.number.text, decider }));
            if (s.stage === 'games' && !s.games) ctx.report(diagnostic('play-off-games-count', s.span, { stage: s.number.text }));
            if (s.games) wholeNumber(s.games, 'A number of games', ctx);
            if (s.stage !== 'games') decider ??= s.number.text;
            armageddonBefore = s.stage === 'armageddon';
            break;
          default:
        }
      }
      stages.forEach((s, i) => {
        if (!s.number.value.isInteger() || s.number.value.toNumber() !== i + 1)
          ctx.report(diagnostic('item-numbering', s.number.span, { found: s.number.text, expected: i + 1 }));
      });
    },
  ],
};
