import type { PlayOffLine, PlayOffStatement } from './ast';
import type * as C from './cst.generated';
import { tokenSpan } from './diagnostics';
import { AstContext, criterionPhrase, defined, nodeSpan, numberNode, recovered, stringNode, tok, wordNode } from './to-ast-support';

/** CST → AST for the play-off article (C.07 art. 3.1): one line, its statements separated by commas. */
export function playOffLine(ctx: AstContext, node: C.PlayOffLineCstNode): PlayOffLine | undefined {
  const span = nodeSpan(node);
  const statements = defined((node.children.playOffStatement ?? []).map((s) => playOffStatement(ctx, s)));
  return span && statements && statements.length > 0 ? { kind: 'play-off-line', statements, span } : undefined;
}

function playOffStatement(ctx: AstContext, node: C.PlayOffStatementCstNode): PlayOffStatement | undefined {
  const c = node.children;
  const inner = c.playOffPlaces ?? c.playOffQualify ?? c.playOffMaxPlayers ?? c.playOffSeeding ?? c.playOffStage ?? c.playOffDrawOdds;
  const rest = c.playOffRepeated ?? c.playOffFormat ?? c.playOffNotHeld ?? c.playOffWhen;
  const target = (inner ?? rest)?.[0];
  const span = target && nodeSpan(target);
  if (!target || !span || recovered(target)) return undefined;
  if (c.playOffPlaces) {
    const p = c.playOffPlaces[0]!.children;
    if (p.First) {
      const one = numberNode(ctx, tok(p.First), '1', tokenSpan(tok(p.First)!));
      return one && { kind: 'play-off-places', first: one, last: one, words: 'first place', span };
    }
    if (p.place) {
      const place = numberNode(ctx, tok(p.place));
      return place && { kind: 'play-off-places', first: place, last: place, words: 'place', span };
    }
    const range = tok(p.places);
    if (!range) return undefined;
    const [low, high] = range.image.split(/[-–]/);
    const rangeSpan = tokenSpan(range);
    const first = numberNode(ctx, range, low, rangeSpan);
    const last = numberNode(ctx, range, high, rangeSpan);
    return first && last && { kind: 'play-off-places', first, last, words: 'places', span };
  }
  if (c.playOffQualify) return { kind: 'play-off-qualify', qualify: c.playOffQualify[0]!.children.Points ? 'points' : 'tie-breaks', span };
  if (c.playOffMaxPlayers) {
    const count = numberNode(ctx, tok(c.playOffMaxPlayers[0]!.children.NumberLiteral));
    return count && { kind: 'play-off-max-players', count, span };
  }
  if (c.playOffSeeding) {
    const s = c.playOffSeeding[0]!.children;
    const then: ('head-to-head' | 'lots')[] = [...(s.HeadToHead ? ['head-to-head' as const] : []), ...(s.Lots ? ['lots' as const] : [])];
    if (s.criterionPhrase) {
      const criterion = criterionPhrase(s.criterionPhrase[0]!);
      return criterion && { kind: 'play-off-seeding', seeding: 'criterion', criterion, then, span };
    }
    return { kind: 'play-off-seeding', seeding: s.Rating ? 'rating' : 'tie-breaks', then, span };
  }
  if (c.playOffWhen) {
    const w = c.playOffWhen[0]!.children;
    const players = numberNode(ctx, tok(w.players));
    return players && { kind: 'play-off-when', players, moreThan: w.More !== undefined, span };
  }
  if (c.playOffStage) {
    const fields = stageFields(ctx, c.playOffStage[0]!);
    return fields && { kind: 'play-off-stage', ...fields, span };
  }
  if (c.playOffDrawOdds) return { kind: 'play-off-draw-odds', colour: c.playOffDrawOdds[0]!.children.White ? 'white' : 'black', span };
  if (c.playOffRepeated) return { kind: 'play-off-repeated', span };
  if (c.playOffFormat) {
    const f = c.playOffFormat[0]!.children;
    const players = numberNode(ctx, tok(f.NumberLiteral));
    return players && { kind: 'play-off-format', players, format: f.KnockOut ? 'knock-out' : 'round-robin', span };
  }
  if (c.playOffNotHeld)
    return { kind: 'play-off-not-held', fallback: c.playOffNotHeld[0]!.children.Shared ? 'shared' : 'tie-breaks', span };
  return undefined;
}

/** A stage's number, kind, games, pace and time control (the micro-matches article writes its games the same way). */
export function stageFields(
  ctx: AstContext,
  node: C.PlayOffStageCstNode,
): Omit<Extract<PlayOffStatement, { kind: 'play-off-stage' }>, 'kind' | 'span'> | undefined {
  const s = node.children;
  const number = numberNode(ctx, tok(s.stage));
  if (!number) return undefined;
  const games = s.games ? numberNode(ctx, tok(s.games)) : undefined;
  const pace = s.pace ? wordNode(tok(s.pace)) : undefined;
  const timeControl = stringNode(tok(s.timeControl));
  const stage = s.Armageddon ? 'armageddon' : s.Until ? 'until-won' : 'games';
  return { number, stage, ...(games && { games }), ...(pace && { pace }), ...(timeControl && { timeControl }) };
}
