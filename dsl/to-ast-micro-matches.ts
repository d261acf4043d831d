import type { MicroMatchCriterionNode, MicroMatchesLine, MicroMatchesStatement, NumberNode } from './ast';
import type * as C from './cst.generated';
import { tokenSpan } from './diagnostics';
import { stageFields } from './to-ast-play-off';
import { AstContext, defined, nodeSpan, numberNode, recovered, tok, wordNode } from './to-ast-support';

/** CST → AST for the micro-matches article (FMJD title matches): one line, its statements separated by commas. */
export function microMatchesLine(ctx: AstContext, node: C.MicroMatchesLineCstNode): MicroMatchesLine | undefined {
  const span = nodeSpan(node);
  const statements = defined((node.children.microMatchesStatement ?? []).map((s) => microMatchesStatement(ctx, s)));
  return span && statements && statements.length > 0 ? { kind: 'micro-matches-line', statements, span } : undefined;
}

function microMatchesStatement(ctx: AstContext, node: C.MicroMatchesStatementCstNode): MicroMatchesStatement | undefined {
  const c = node.children;
  const target = (c.playOffStage ?? c.microMatchWon ?? c.microMatchDrawn ?? c.microMatchRankedBy)?.[0];
  const span = target && nodeSpan(target);
  if (!target || !span || recovered(target)) return undefined;
  if (c.playOffStage) {
    const fields = stageFields(ctx, c.playOffStage[0]!);
    return fields && { kind: 'micro-match-stage', ...fields, span };
  }
  if (c.microMatchWon) {
    const pair = points(ctx, tok(c.microMatchWon[0]!.children.points));
    return pair && { kind: 'micro-match-won', winner: pair[0], loser: pair[1], span };
  }
  if (c.microMatchDrawn) {
    const pair = points(ctx, tok(c.microMatchDrawn[0]!.children.points));
    return pair && { kind: 'micro-match-drawn', first: pair[0], second: pair[1], span };
  }
  const criteria = defined((c.microMatchRankedBy![0]!.children.microMatchCriterion ?? []).map(criterion));
  return criteria && criteria.length > 0 ? { kind: 'micro-match-ranked-by', criteria, span } : undefined;
}

/** "12-0": the two points of a round. */
function points(ctx: AstContext, range: Parameters<typeof tokenSpan>[0] | undefined): [NumberNode, NumberNode] | undefined {
  if (!range) return undefined;
  const [a, b] = range.image.split(/[-–]/);
  const span = tokenSpan(range);
  const first = numberNode(ctx, range, a, span);
  const second = numberNode(ctx, range, b, span);
  return first && second ? [first, second] : undefined;
}

function criterion(node: C.MicroMatchCriterionCstNode): MicroMatchCriterionNode | undefined {
  const c = node.children;
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  if (c.Points) return { kind: 'micro-match-criterion', measure: 'points', span };
  const pace = wordNode(tok(c.pace));
  return pace && { kind: 'micro-match-criterion', measure: c.Wins ? 'wins' : 'score', pace, span };
}
