import type { BoardPrizesStatement } from './ast';
import { diagnostic } from './diagnostics';
import { onlyHeader, Seen, wholeNumber, type Checks } from './validate-support';

/*
 * Checks of the board prizes article (ECU General Tournament Regulations B.7; the Chess
 * Olympiad's board prizes): a team event's; what ranks a board said once; and the two things a
 * board-prize rule is read two ways on when it is silent — which board a game counts for, and
 * (for a performance rating) whether a rating difference is capped — asked, never guessed.
 */

type Of<K extends BoardPrizesStatement['kind']> = Extract<BoardPrizesStatement, { kind: K }>;

export const BOARD_PRIZES_CHECKS: Checks = {
  'board-prizes-article': [
    (node, ctx) => {
      if (!ctx.teamEvent) ctx.report(diagnostic('board-prizes-in-individual-event', node.span, {}));
      if (onlyHeader(node)) {
        ctx.report(diagnostic('empty-article', node.span, { article: 'board prizes' }));
        return;
      }
      const seen = new Seen<string>(ctx);
      const find = <K extends BoardPrizesStatement['kind']>(kind: K) => node.statements.filter((s): s is Of<K> => s.kind === kind);
      for (const s of node.statements) {
        const what =
          s.kind === 'board-prizes-minimum' ? (s.reserves ? 'The reserves’ fewest games' : 'The fewest games') : STATEMENT_WORDS[s.kind];
        seen.add(s.kind === 'board-prizes-minimum' && s.reserves ? 'reserves' : s.kind, s.span, what);
        if (s.kind === 'board-prizes-minimum') wholeNumber(s.games, 'a number of games', ctx);
        if (s.kind === 'board-prizes-cap' && s.cap) wholeNumber(s.cap, 'a rating difference', ctx);
      }
      const by = find('board-prizes-by')[0];
      if (!by) ctx.report(diagnostic('board-prizes-no-measure', node.span, {}));
      if (find('board-prizes-boards').length === 0) ctx.report(diagnostic('board-prizes-which-board', node.span, {}));
      if (by?.by === 'performance-rating' && find('board-prizes-cap').length === 0)
        ctx.report(diagnostic('board-prizes-rating-cap', by.span, {}));
      if (by) ctx.report(diagnostic('board-prizes-reading', by.span, { by: by.by === 'percentage' ? 'percentage' : 'performance rating' }));
    },
  ],
};

const STATEMENT_WORDS: Readonly<Record<BoardPrizesStatement['kind'], string>> = {
  'board-prizes-by': 'What ranks a board',
  'board-prizes-minimum': 'The fewest games',
  'board-prizes-boards': 'The board a game counts for',
  'board-prizes-cap': 'The rating difference cap',
  'board-prizes-ties': 'What separates players level',
};
