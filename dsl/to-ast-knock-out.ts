import type { KnockOutLine, KnockOutStatement } from './ast';
import type * as C from './cst.generated';
import { stageFields } from './to-ast-play-off';
import { AstContext, defined, nodeSpan, recovered, tok, wordNode } from './to-ast-support';

/** CST → AST for the knock-out article (FIDE World Cup regulations): one line, its statements separated by commas. */
export function knockOutLine(ctx: AstContext, node: C.KnockOutLineCstNode): KnockOutLine | undefined {
  const span = nodeSpan(node);
  const statements = defined((node.children.knockOutStatement ?? []).map((s) => knockOutStatement(ctx, s)));
  return span && statements && statements.length > 0 ? { kind: 'knock-out-line', statements, span } : undefined;
}

function knockOutStatement(ctx: AstContext, node: C.KnockOutStatementCstNode): KnockOutStatement | undefined {
  const c = node.children;
  const target = (c.playOffStage ?? c.playOffDrawOdds ?? c.knockOutPlaces ?? c.knockOutLosers ?? c.knockOutThirdPlace)?.[0];
  const span = target && nodeSpan(target);
  if (!target || !span || recovered(target)) return undefined;
  if (c.playOffStage) {
    const fields = stageFields(ctx, c.playOffStage[0]!);
    return fields && { kind: 'knock-out-stage', ...fields, span };
  }
  if (c.playOffDrawOdds) return { kind: 'knock-out-draw-odds', colour: c.playOffDrawOdds[0]!.children.White ? 'white' : 'black', span };
  if (c.knockOutPlaces) return { kind: 'knock-out-places', span };
  if (c.knockOutLosers) return { kind: 'knock-out-losers', losers: c.knockOutLosers[0]!.children.Rating ? 'rating' : 'share', span };
  const article = wordNode(tok(c.knockOutThirdPlace![0]!.children.article));
  return { kind: 'knock-out-third-place', ...(article && { article }), span };
}
