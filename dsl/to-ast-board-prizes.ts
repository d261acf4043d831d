import type { BoardPrizesStatement } from './ast';
import type * as C from './cst.generated';
import { AstContext, nodeSpan, numberNode, recovered, tok } from './to-ast-support';

/** CST → AST for one line of the board prizes article (ECU B.7; the Chess Olympiad's board prizes). */
export function boardPrizesLine(ctx: AstContext, node: C.BoardPrizesLineCstNode): BoardPrizesStatement | undefined {
  const c = node.children;
  const target = (c.boardPrizesBy ?? c.boardPrizesMinimum ?? c.boardPrizesBoards ?? c.boardPrizesCap ?? c.boardPrizesTies)?.[0];
  const span = nodeSpan(node);
  if (!target || !span || recovered(target)) return undefined;
  if (c.boardPrizesBy)
    return { kind: 'board-prizes-by', by: c.boardPrizesBy[0]!.children.Percentage ? 'percentage' : 'performance-rating', span };
  if (c.boardPrizesMinimum) {
    const m = c.boardPrizesMinimum[0]!.children;
    const games = numberNode(ctx, tok(m.NumberLiteral));
    return games && { kind: 'board-prizes-minimum', reserves: m.Reserves !== undefined, games, span };
  }
  if (c.boardPrizesBoards)
    return { kind: 'board-prizes-boards', boards: c.boardPrizesBoards[0]!.children.Registered ? 'registered' : 'played', span };
  if (c.boardPrizesCap) {
    const m = c.boardPrizesCap[0]!.children;
    if (m.No) return { kind: 'board-prizes-cap', span };
    const cap = numberNode(ctx, tok(m.NumberLiteral));
    return cap ? { kind: 'board-prizes-cap', cap, span } : undefined;
  }
  const keys = (c.boardPrizesTies![0]!.children.boardPrizesTie ?? []).map((t) =>
    t.children.Games ? ('games' as const) : t.children.Percentage ? ('percentage' as const) : ('team-place' as const),
  );
  return { kind: 'board-prizes-ties', keys, span };
}
