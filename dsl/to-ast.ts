import type { CstNode, IToken } from 'chevrotain';
import type {
  AfterClause,
  ByeKind,
  CategoryConditionNode,
  CategoryLine,
  DateNode,
  GrandPrixStatement,
  LetStatement,
  PrizeCategoryNode,
  PrizeAwardNode,
  PrizeEntry,
  QualificationEntry,
  QualificationStatement,
  RegulationFile,
  ResultKind,
  Article,
  TableCell,
  TableRow,
  TeamStatement,
  TeamMinimumLine,
  RoundScoringNode,
  TeamRankingLine,
  TiebreakItem,
  UnplayedEntry,
  WithdrawalEntry,
  ExpelledPlayerNode,
  RatingsEntry,
  Span,
  WithdrawalOutcomeName,
  TiebreakRounds,
} from './ast';
import type * as C from './cst.generated';
import { didYouMean } from './did-you-mean';
import { diagnostic, spanOf, tokenSpan } from './diagnostics';
import { RESULT_TEXT } from './format-statements';
import { describeToken, ARTICLE_EXPECTS } from './messages';
import { buildExpression } from './to-ast-expressions';
import { playOffLine } from './to-ast-play-off';
import { microMatchesLine } from './to-ast-micro-matches';
import { knockOutLine } from './to-ast-knock-out';
import { boardPrizesLine } from './to-ast-board-prizes';
import { sectionScope, sectionsLine } from './to-ast-event-sections';
import {
  AstContext,
  criterionPhrase,
  defined,
  inOrder,
  nodeSpan,
  numberNode,
  recovered,
  stringNode,
  tok,
  wordNode,
} from './to-ast-support';
import { ARTICLE_NAMES } from './validate-support';

/**
 * CST → AST. Statements that error recovery left incomplete are dropped (the parser
 * reported them); lines the grammar did not recognise are reported here, with what
 * the article expected.
 */
export function buildAst(cst: CstNode): { ast: RegulationFile; diagnostics: AstContext['diagnostics'] } {
  const ctx = new AstContext();
  const file = cst as C.RegulationFileCstNode;
  const c = file.children;
  const articles: Article[] = [];
  for (const node of inOrder(
    c.regulationArticle,
    c.rulesArticle,
    c.scoringArticle,
    c.unplayedArticle,
    c.withdrawalsArticle,
    c.ratingsArticle,
    c.tiebreaksArticle,
    c.grandPrixArticle,
    c.teamArticle,
    c.qualificationArticle,
    c.prizesArticle,
    c.categoriesArticle,
    c.matchTiebreaksArticle,
    c.playOffArticle,
    c.microMatchesArticle,
    c.knockOutArticle,
    c.sectionsArticle,
    c.boardPrizesArticle,
    c.unknownLine,
  )) {
    if (node.name === 'unknownLine') {
      unknownLine(ctx, node as C.UnknownLineCstNode, 'file', 'before the first article');
      continue;
    }
    const article = buildArticle(ctx, node);
    if (article) articles.push(article);
  }
  const first = articles[0]?.span.start ?? { line: 1, column: 1, offset: 0 };
  const last = articles[articles.length - 1]?.span.end ?? first;
  return { ast: { kind: 'file', articles, span: { start: first, end: last } }, diagnostics: ctx.diagnostics };
}

function unknownLine(ctx: AstContext, node: C.UnknownLineCstNode, article: string, where = `in ${article}`): void {
  const span = nodeSpan(node);
  const first = tok(node.children.JunkStart);
  if (!span || !first) return;
  if (first.startColumn === 1) {
    // A line at the margin is where an article starts: a misspelt header is one error, and its lines are its own.
    const words = [first, ...(node.children.AnyToken ?? [])].slice(0, 2).map((t) => t.image);
    const twoWords = words.join(' ');
    const asTwo = didYouMean(twoWords, ARTICLE_NAMES);
    const suggestion = asTwo ?? didYouMean(words[0]!, ARTICLE_NAMES);
    ctx.underUnknownArticle = suggestion !== undefined;
    if (suggestion !== undefined) {
      ctx.report(diagnostic('unknown-article', span, { text: asTwo ? twoWords : words[0]!, suggestion }));
      return;
    }
  } else if (ctx.underUnknownArticle) return;
  const leads = STATEMENT_LEADS[article];
  const word = first.image.toLowerCase();
  const suggestion = leads && !leads.includes(word) ? didYouMean(word, leads) : undefined;
  ctx.report(
    diagnostic('unknown-line', span, { found: describeToken(first), where, expected: ARTICLE_EXPECTS[article] ?? '', suggestion }),
  );
}

/** The words a statement of an article starts with, for a did-you-mean on a misspelt one ("wins 1" → "win"). */
const STATEMENT_LEADS: Record<string, readonly string[]> = {
  // Each result's first word as the formatter prints it, and "ranked" (by match or game points).
  scoring: [...new Set(Object.values(RESULT_TEXT).map((text) => text.split(' ')[0]!)), 'ranked'],
};

/** Lines of a one-line article (regulation, rules) the parser already reported on that line. */
function laterLines(nodes: readonly C.UnknownLineCstNode[] | undefined, keyword: IToken | undefined): C.UnknownLineCstNode[] {
  return (nodes ?? []).filter((n) => tok(n.children.JunkStart)?.startLine !== keyword?.startLine);
}

/** Builds the statements of an article body in source order, reporting unknown lines. */
function statements<T>(ctx: AstContext, article: string, nodes: CstNode[], build: (node: CstNode) => T | undefined): T[] {
  const out: T[] = [];
  for (const node of nodes) {
    if (node.name === 'unknownLine') unknownLine(ctx, node as C.UnknownLineCstNode, article);
    else if (!recovered(node)) {
      const built = build(node);
      if (built !== undefined) out.push(built);
    }
  }
  return out;
}

function buildArticle(ctx: AstContext, node: CstNode): Article | undefined {
  const span = nodeSpan(node);
  if (!span) return undefined;
  ctx.underUnknownArticle = false;
  switch (node.name) {
    case 'regulationArticle': {
      const c = (node as C.RegulationArticleCstNode).children;
      for (const line of laterLines(c.unknownLine, tok(c.Regulation))) unknownLine(ctx, line, 'file', 'after the regulation line');
      const name = stringNode(tok(c.name));
      if (!name) return undefined;
      const version = stringNode(tok(c.version));
      return { kind: 'regulation-article', name, ...(version && { version }), span };
    }
    case 'rulesArticle': {
      const c = (node as C.RulesArticleCstNode).children;
      for (const line of laterLines(c.unknownLine, tok(c.Rules))) unknownLine(ctx, line, 'file', 'after the rules line');
      const edition = wordNode(tok(c.edition));
      if (!edition) return undefined;
      const kind = c.tournamentKind?.[0];
      const teamToken = tok(c.Team);
      const team = teamToken && tokenSpan(teamToken);
      if (kind && (recovered(kind) || !nodeSpan(kind))) return { kind: 'rules-article', edition, ...(team && { team }), span };
      const tournament = kind && {
        kind: 'tournament' as const,
        value: kind.children.Swiss ? ('swiss' as const) : kind.children.Double ? ('double-round-robin' as const) : ('round-robin' as const),
        span: nodeSpan(kind)!,
      };
      return { kind: 'rules-article', edition, ...(team && { team }), ...(tournament && { tournament }), span };
    }
    case 'scoringArticle': {
      const c = (node as C.ScoringArticleCstNode).children;
      const preset = wordNode(tok(c.preset));
      const rankings: TeamRankingLine[] = [];
      const minimums: TeamMinimumLine[] = [];
      const lines = statements(ctx, 'scoring', inOrder(c.scoringLine, c.unknownLine), (line) => {
        const children = (line as C.ScoringLineCstNode).children;
        const lineSpan = nodeSpan(line);
        const ranking = children.teamRanking?.[0];
        if (ranking) {
          if (lineSpan && !recovered(ranking))
            rankings.push({ kind: 'team-ranking', score: ranking.children.Game ? 'game-points' : 'match-points', span: lineSpan });
          return undefined;
        }
        const minimum = children.teamMinimum?.[0];
        if (minimum) {
          const players = numberNode(ctx, tok(minimum.children.NumberLiteral));
          if (lineSpan && players && !recovered(minimum)) minimums.push({ kind: 'team-minimum', players, span: lineSpan });
          return undefined;
        }
        const entries = defined((children.scoreEntry ?? []).map((e) => scoreEntry(ctx, e)));
        const rounds = children.roundScoring?.[0] && roundScoring(ctx, children.roundScoring[0]);
        if (children.roundScoring && !rounds) return undefined;
        return entries && lineSpan && { kind: 'score-line' as const, ...(rounds && { rounds }), entries, span: lineSpan };
      });
      return { kind: 'scoring-article', ...(preset && { preset }), lines, rankings, minimums, span };
    }
    case 'unplayedArticle': {
      const c = (node as C.UnplayedArticleCstNode).children;
      const lines = statements(ctx, 'unplayed rounds', inOrder(c.unplayedLine, c.unknownLine), (line) => {
        const entries = defined((line as C.UnplayedLineCstNode).children.unplayedEntry.map(unplayedEntry));
        const lineSpan = nodeSpan(line);
        return entries && lineSpan && { kind: 'unplayed-line' as const, entries, span: lineSpan };
      });
      return { kind: 'unplayed-article', lines, span };
    }
    case 'ratingsArticle': {
      const c = (node as C.RatingsArticleCstNode).children;
      const lines = statements(ctx, 'ratings', inOrder(c.ratingsLine, c.unknownLine), (line) => {
        const entries = defined((line as C.RatingsLineCstNode).children.ratingsEntry.map((e) => ratingsEntry(ctx, e)));
        const lineSpan = nodeSpan(line);
        return entries && lineSpan && { kind: 'ratings-line' as const, entries, span: lineSpan };
      });
      return { kind: 'ratings-article', lines, span };
    }
    case 'withdrawalsArticle': {
      const c = (node as C.WithdrawalsArticleCstNode).children;
      const lines = statements(ctx, 'withdrawals', inOrder(c.withdrawalLine, c.unknownLine), (line) => {
        const entries = defined((line as C.WithdrawalLineCstNode).children.withdrawalEntry.map((e) => withdrawalEntry(ctx, e)));
        const lineSpan = nodeSpan(line);
        return entries && lineSpan && { kind: 'withdrawal-line' as const, entries, span: lineSpan };
      });
      return { kind: 'withdrawals-article', lines, span };
    }
    case 'tiebreaksArticle':
    case 'matchTiebreaksArticle': {
      const list = (node as C.TiebreaksArticleCstNode).children.tiebreakList?.[0];
      const match = node.name === 'matchTiebreaksArticle';
      const { items, after, rounds } = list ? tiebreakList(ctx, list, match ? 'match tie-breaks' : 'tie-breaks') : { items: [] };
      if (match) {
        // Match tie-breaks decide one match from its boards: there are no rounds to choose.
        if (rounds) ctx.report(diagnostic('tiebreak-rounds-in-match-list', rounds.span, {}));
        return { kind: 'match-tiebreaks-article', items, ...(after && { after }), span };
      }
      const scope = sectionScope((node as C.TiebreaksArticleCstNode).children.sectionScope);
      return { kind: 'tiebreaks-article', ...(scope && { scope }), items, ...(after && { after }), ...(rounds && { rounds }), span };
    }
    case 'grandPrixArticle': {
      const c = (node as C.GrandPrixArticleCstNode).children;
      const name = stringNode(tok(c.StringLiteral));
      if (!name) return undefined;
      const body = inOrder(
        c.letStatement,
        c.pointsStatement,
        c.placePointsStatement,
        c.placeSharingStatement,
        c.bonusStatement,
        c.noTiebreaksStatement,
        c.tiedShareStatement,
        c.roundingStatement,
        c.accumulateStatement,
        c.gradeScalingStatement,
        c.unknownLine,
      );
      return { kind: 'grand-prix-article', name, statements: statements(ctx, 'grand-prix', body, (s) => grandPrixStatement(ctx, s)), span };
    }
    case 'teamArticle': {
      const c = (node as C.TeamArticleCstNode).children;
      const name = stringNode(tok(c.name));
      const column = stringNode(tok(c.column));
      if (!name || !column) return undefined;
      const body = inOrder(c.teamScoreStatement, c.letStatement, c.teamTiebreaks, c.teamAward, c.unknownLine);
      return { kind: 'team-article', name, column, statements: statements(ctx, 'team', body, (s) => teamStatement(ctx, s)), span };
    }
    case 'qualificationArticle': {
      const c = (node as C.QualificationArticleCstNode).children;
      const name = stringNode(tok(c.StringLiteral));
      if (!name) return undefined;
      const body = inOrder(c.lookupTable, c.qualificationLine, c.unknownLine);
      return {
        kind: 'qualification-article',
        name,
        perSection: tok(c.Section) !== undefined,
        statements: statements(ctx, 'qualification', body, (s) => qualificationStatement(ctx, s)),
        span,
      };
    }
    case 'prizesArticle': {
      const c = (node as C.PrizesArticleCstNode).children;
      const lines = statements(ctx, 'prizes', inOrder(c.prizeLine, c.unknownLine), (line) => {
        const entries = defined((line as C.PrizeLineCstNode).children.prizeEntry.map((e) => prizeEntry(ctx, e)));
        const lineSpan = nodeSpan(line);
        return entries && lineSpan && { kind: 'prize-line' as const, entries, span: lineSpan };
      });
      const scope = sectionScope(c.sectionScope);
      return { kind: 'prizes-article', ...(scope && { scope }), lines, span };
    }
    case 'categoriesArticle': {
      const c = (node as C.CategoriesArticleCstNode).children;
      const lines = statements(ctx, 'categories', inOrder(c.categoryLine, c.unknownLine), (line) =>
        categoryLine(ctx, line as C.CategoryLineCstNode),
      );
      return { kind: 'categories-article', lines, span };
    }
    case 'playOffArticle': {
      const c = (node as C.PlayOffArticleCstNode).children;
      const lines = statements(ctx, 'play-off', inOrder(c.playOffLine, c.unknownLine), (line) =>
        playOffLine(ctx, line as C.PlayOffLineCstNode),
      );
      return { kind: 'play-off-article', lines, span };
    }
    case 'microMatchesArticle': {
      const c = (node as C.MicroMatchesArticleCstNode).children;
      const lines = statements(ctx, 'micro-matches', inOrder(c.microMatchesLine, c.unknownLine), (line) =>
        microMatchesLine(ctx, line as C.MicroMatchesLineCstNode),
      );
      return { kind: 'micro-matches-article', lines, span };
    }
    case 'knockOutArticle': {
      const c = (node as C.KnockOutArticleCstNode).children;
      const lines = statements(ctx, 'knock-out', inOrder(c.knockOutLine, c.unknownLine), (line) =>
        knockOutLine(ctx, line as C.KnockOutLineCstNode),
      );
      return { kind: 'knock-out-article', lines, span };
    }
    case 'boardPrizesArticle': {
      const c = (node as C.BoardPrizesArticleCstNode).children;
      const lines = statements(ctx, 'board prizes', inOrder(c.boardPrizesLine, c.unknownLine), (line) =>
        boardPrizesLine(ctx, line as C.BoardPrizesLineCstNode),
      );
      return { kind: 'board-prizes-article', statements: lines, span };
    }
    case 'sectionsArticle': {
      const c = (node as C.SectionsArticleCstNode).children;
      return { kind: 'sections-article', lines: statements(ctx, 'sections', inOrder(c.sectionsLine, c.unknownLine), sectionsLine), span };
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- scoring, unplayed, withdrawals

/** `rounds 1-9:` → the rounds a scoring line is for. */
function roundScoring(ctx: AstContext, node: C.RoundScoringCstNode): RoundScoringNode | undefined {
  const span = nodeSpan(node);
  const range = tok(node.children.rounds);
  if (!span || !range || recovered(node)) return undefined;
  const [low, high] = range.image.split(/[-–]/);
  const first = numberNode(ctx, range, low, tokenSpan(range));
  const last = numberNode(ctx, range, high, tokenSpan(range));
  return first && last ? { kind: 'round-scoring', first, last, span } : undefined;
}

function scoreEntry(ctx: AstContext, node: C.ScoreEntryCstNode) {
  const span = nodeSpan(node);
  const result = node.children.resultKind?.[0] && resultKind(node.children.resultKind[0]);
  const minus = tok(node.children.Minus);
  const number = numberNode(ctx, tok(node.children.NumberLiteral));
  const value =
    number && minus
      ? { ...number, value: number.value.neg(), text: `-${number.text}`, span: spanOf(tokenSpan(minus), number.span) }
      : number;
  return span && result && value ? { kind: 'score-entry' as const, result, value, span } : undefined;
}

function resultKind(node: C.ResultKindCstNode): ResultKind | undefined {
  if (recovered(node)) return undefined;
  const c = node.children;
  if (c.Match) return c.Win ? 'match-win' : c.Draw ? 'match-draw' : c.Loss ? 'match-loss' : undefined;
  if (c.Forfeit && c.Double) return 'double-forfeit';
  if (c.Forfeit) return c.Win ? 'forfeit-win' : c.Loss ? 'forfeit-loss' : undefined;
  if (c.Draw) return c.Advantage ? 'draw-with-advantage' : c.Disadvantage ? 'draw-with-disadvantage' : 'draw';
  if (c.Win) return 'win';
  if (c.Loss) return 'loss';
  if (c.Absent) return 'absent';
  return c.byeKind?.[0] && byeKind(c.byeKind[0]);
}

function byeKind(node: C.ByeKindCstNode): ByeKind | undefined {
  const c = node.children;
  if (recovered(node) || !tok(c.Bye)) return undefined;
  if (c.PairingAllocated) return 'pairing-allocated-bye';
  if (c.FullPoint) return 'full-point-bye';
  if (c.HalfPoint) return 'half-point-bye';
  return 'zero-point-bye';
}

function unplayedEntry(node: C.UnplayedEntryCstNode): UnplayedEntry | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.Forfeit) return { kind: 'forfeit-cap', cap: c.Half ? 'opponent-and-half' : 'opponent', span };
  return { kind: 'vur-first', on: c.On !== undefined, span };
}

function ratingsEntry(ctx: AstContext, node: C.RatingsEntryCstNode): RatingsEntry | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.Event) {
    const days = numberNode(ctx, tok(c.NumberLiteral));
    return days && { kind: 'long-event', days, span };
  }
  return { kind: 'rating-choice', choice: c.First ? 'first' : 'per-round', span };
}

function withdrawalEntry(ctx: AstContext, node: C.WithdrawalEntryCstNode): WithdrawalEntry | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.byeWithdrawal) {
    const b = c.byeWithdrawal[0]!;
    const bye = b.children.byeKind?.[0] && byeKind(b.children.byeKind[0]);
    const round = b.children.Last ? ('last' as const) : numberNode(ctx, tok(b.children.NumberLiteral));
    return bye && round ? { kind: 'bye-withdrawal', bye, round, span } : undefined;
  }
  if (c.roundRobinWithdrawal) {
    const r = c.roundRobinWithdrawal[0]!.children;
    const threshold = r.Half ? ('half' as const) : numberNode(ctx, tok(r.NumberLiteral));
    const below = r.below?.[0] && withdrawalOutcome(r.below[0]);
    const otherwise = r.otherwise?.[0] && withdrawalOutcome(r.otherwise[0]);
    if (!threshold || !below || (r.otherwise && !otherwise)) return undefined;
    return { kind: 'round-robin-withdrawal', scope: r.Cycle ? 'cycle' : 'event', threshold, below, ...(otherwise && { otherwise }), span };
  }
  if (c.expulsion) return expulsion(ctx, c.expulsion[0]!, span);
  const e = c.eligibility?.[0]?.children;
  if (!e) return undefined;
  const target = e.Awards ? 'awards' : e.Prizes ? 'prizes' : 'qualification';
  return { kind: 'eligibility', eligible: e.Not === undefined, target, span };
}

function expulsion(ctx: AstContext, node: C.ExpulsionCstNode, span: Span): WithdrawalEntry | undefined {
  const c = node.children;
  if (c.Players)
    return c.Deleted || c.Stand ? { kind: 'expelled-results', outcome: c.Deleted ? 'results-deleted' : 'results-stand', span } : undefined;
  const players: ExpelledPlayerNode[] = [];
  for (const p of c.expelledPlayer ?? []) {
    const pspan = nodeSpan(p);
    if (!pspan || recovered(p)) return undefined;
    const number = p.children.NumberLiteral && numberNode(ctx, tok(p.children.NumberLiteral));
    const player = number ?? stringNode(tok(p.children.StringLiteral));
    const fromRound = p.children.fromRound && numberNode(ctx, tok(p.children.fromRound));
    if (!player || (p.children.fromRound && !fromRound)) return undefined;
    players.push({ kind: 'expelled-player', player, ...(fromRound && { fromRound }), span: pspan });
  }
  return players.length > 0 ? { kind: 'expulsion', players, span } : undefined;
}

function withdrawalOutcome(node: C.WithdrawalOutcomeCstNode): WithdrawalOutcomeName | undefined {
  if (recovered(node)) return undefined;
  const c = node.children;
  if (c.Remaining) return 'remaining-lost-by-forfeit';
  return c.Deleted ? 'results-deleted' : c.Stand ? 'results-stand' : undefined;
}

// ---------------------------------------------------------------- tie-breaks

function tiebreakList(ctx: AstContext, node: C.TiebreakListCstNode, article: string): TiebreakListParts {
  const items: TiebreakItem[] = [];
  let after: AfterClause | undefined;
  let rounds: TiebreakRounds | undefined;
  const c = node.children;
  const body = inOrder(c.tiebreakItem, c.afterClause, c.tiebreakRounds, c.unknownLine);
  const build = (n: CstNode) =>
    n.name === 'tiebreakItem'
      ? tiebreakItem(ctx, n as C.TiebreakItemCstNode)
      : n.name === 'tiebreakRounds'
        ? tiebreakRounds(n as C.TiebreakRoundsCstNode)
        : afterClause(n as C.AfterClauseCstNode);
  for (const built of statements<TiebreakItem | AfterClause | TiebreakRounds>(ctx, article, body, build)) {
    if (built.kind === 'tiebreak-rounds') {
      if (rounds) ctx.report(diagnostic('tiebreak-rounds-twice', built.span, { line: rounds.span.start.line }));
      else rounds = built;
    } else if (built.kind === 'tiebreak-item') {
      if (after) ctx.report(diagnostic('item-after-then', built.span, {}));
      items.push(built);
    } else if (after) ctx.report(diagnostic('after-twice', built.span, { line: after.span.start.line }));
    else after = built;
  }
  return { items, ...(after && { after }), ...(rounds && { rounds }) };
}

interface TiebreakListParts {
  items: TiebreakItem[];
  after?: AfterClause;
  rounds?: TiebreakRounds;
}

/** `based on rounds 7-12 only`: the range as written (validate-lists.ts checks it). */
function tiebreakRounds(node: C.TiebreakRoundsCstNode): TiebreakRounds | undefined {
  const range = tok(node.children.Range);
  const span = nodeSpan(node);
  if (!range || !span || recovered(node)) return undefined;
  const [from, to] = range.image.split(/[-–]/).map(Number) as [number, number];
  return { kind: 'tiebreak-rounds', from, to, span };
}

function tiebreakItem(ctx: AstContext, node: C.TiebreakItemCstNode): TiebreakItem | undefined {
  const span = nodeSpan(node);
  const number = numberNode(ctx, tok(node.children.NumberLiteral));
  const c = node.children;
  const entry = c.manualColumn ? manualColumn(c.manualColumn[0]!) : c.criterionPhrase && criterionPhrase(c.criterionPhrase[0]!);
  return span && number && entry ? { kind: 'tiebreak-item', number, entry, span } : undefined;
}

function manualColumn(node: C.ManualColumnCstNode) {
  const column = stringNode(tok(node.children.StringLiteral));
  const span = nodeSpan(node);
  return column && span && !recovered(node) ? { kind: 'manual-column' as const, column, span } : undefined;
}

function afterClause(node: C.AfterClauseCstNode): AfterClause | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.Shared) return { kind: 'after', rule: 'shared', span };
  if (c.PlayOff) return { kind: 'after', rule: 'play-off', span };
  if (c.Lots) {
    if (!c.Seeded) return { kind: 'after', rule: 'lots', span };
    const seed = stringNode(tok(c.StringLiteral));
    return seed && { kind: 'after', rule: 'lots', seed, span };
  }
  const manual = c.manualColumn?.[0] && manualColumn(c.manualColumn[0]);
  return manual && { kind: 'after', rule: 'manual', column: manual.column, span };
}

// ---------------------------------------------------------------- grand prix, team

function letStatement(ctx: AstContext, node: C.LetStatementCstNode): LetStatement | undefined {
  const name = wordNode(tok(node.children.Name));
  const value = buildExpression(ctx, node.children.expression?.[0]);
  const span = nodeSpan(node);
  return name && value && span ? { kind: 'let', name, value, span } : undefined;
}

function grandPrixStatement(ctx: AstContext, node: CstNode): GrandPrixStatement | undefined {
  const span = nodeSpan(node);
  if (!span) return undefined;
  switch (node.name) {
    case 'letStatement':
      return letStatement(ctx, node as C.LetStatementCstNode);
    case 'pointsStatement': {
      const c = (node as C.PointsStatementCstNode).children;
      const value = buildExpression(ctx, c.expression?.[0]);
      const decimals = c.Shown ? numberNode(ctx, tok(c.NumberLiteral)) : undefined;
      if (!value || (c.Shown && !decimals)) return undefined;
      return { kind: 'points', value, ...(decimals && { shownDecimals: decimals }), span };
    }
    case 'placePointsStatement': {
      const c = (node as C.PlacePointsStatementCstNode).children;
      if (c.Final) return { kind: 'final-place', span };
      const values = (c.value ?? []).map((t) => numberNode(ctx, t));
      const others = c.others ? numberNode(ctx, tok(c.others)) : undefined;
      if (values.length === 0 || values.some((v) => !v) || (c.others && !others)) return undefined;
      return { kind: 'place-points', values: values as NonNullable<(typeof values)[number]>[], ...(others && { others }), span };
    }
    case 'placeSharingStatement':
      return { kind: 'place-sharing', rule: (node as C.PlaceSharingStatementCstNode).children.Averaged ? 'average' : 'higher', span };
    case 'bonusStatement': {
      const c = (node as C.BonusStatementCstNode).children;
      const amount = buildExpression(ctx, c.expression?.[0]);
      const place = c.First ? ('first' as const) : numberNode(ctx, tok(c.NumberLiteral));
      return amount && place
        ? { kind: 'bonus', amount, clear: c.Clear !== undefined, final: c.Standings !== undefined, place, span }
        : undefined;
    }
    case 'noTiebreaksStatement':
      return { kind: 'no-tiebreaks', span };
    case 'tiedShareStatement': {
      const c = (node as C.TiedShareStatementCstNode).children;
      const word = c.Equally ? 'equally' : c.Evenly ? 'evenly' : undefined;
      return { kind: 'tied-share', ...(word && { word }), span };
    }
    case 'roundingStatement': {
      const mode = wordNode(tok((node as C.RoundingStatementCstNode).children.Word));
      return mode && { kind: 'rounding', mode, span };
    }
    case 'gradeScalingStatement': {
      const c = (node as C.GradeScalingStatementCstNode).children;
      const grades = numberNode(ctx, tok(c.grades));
      const factors = defined((c.factor ?? []).map((f) => numberNode(ctx, f)));
      return grades && factors && { kind: 'grade-scaling', grades, factors, span };
    }
    case 'accumulateStatement': {
      const c = (node as C.AccumulateStatementCstNode).children;
      if (!c.Best) return { kind: 'accumulate', span };
      const best = numberNode(ctx, tok(c.NumberLiteral));
      return best && { kind: 'accumulate', best, span };
    }
  }
  return undefined;
}

function teamStatement(ctx: AstContext, node: CstNode): TeamStatement | undefined {
  const span = nodeSpan(node);
  if (!span) return undefined;
  if (node.name === 'letStatement') return letStatement(ctx, node as C.LetStatementCstNode);
  if (node.name === 'teamScoreStatement') {
    const c = (node as C.TeamScoreStatementCstNode).children;
    const value = buildExpression(ctx, c.expression?.[0]);
    return value && { kind: 'team-score', which: c.Season ? 'season' : 'event', value, span };
  }
  if (node.name === 'teamAward') {
    const c = (node as C.TeamAwardCstNode).children;
    const name = stringNode(tok(c.StringLiteral));
    const count = numberNode(ctx, tok(c.NumberLiteral));
    const where = c.Where ? buildExpression(ctx, c.expression?.[0]) : undefined;
    if (!name || !count || (c.Where && !where)) return undefined;
    return { kind: 'team-award', name, count, ...(where && { where }), span };
  }
  const c = (node as C.TeamTiebreaksCstNode).children;
  const criteria = defined((c.criterionPhrase ?? []).map(criterionPhrase));
  const after = c.afterClause?.[0] && afterClause(c.afterClause[0]);
  if (!criteria || (c.afterClause && !after)) return undefined;
  return { kind: 'team-tiebreaks', criteria, ...(after && { after }), span };
}

// ---------------------------------------------------------------- qualification

function qualificationStatement(ctx: AstContext, node: CstNode): QualificationStatement | undefined {
  const span = nodeSpan(node);
  if (!span) return undefined;
  if (node.name === 'qualificationLine') {
    const entries = defined((node as C.QualificationLineCstNode).children.qualificationEntry.map((e) => qualificationEntry(ctx, e)));
    return entries && { kind: 'qualification-line', entries, span };
  }
  const c = (node as C.LookupTableCstNode).children;
  const source = buildExpression(ctx, c.expression?.[0]);
  const headerNode = c.tableHeader?.[0];
  const header = headerNode && !recovered(headerNode) ? defined(headerNode.children.tableCell.map((t) => tableCell(ctx, t))) : undefined;
  const rows = (c.tableRow ?? []).filter((r) => !recovered(r)).map((r) => tableRow(ctx, r));
  const complete = defined(rows);
  if (!source || !header || !complete) return undefined;
  return { kind: 'lookup-table', table: c.Places ? 'places' : 'adjust', source, header, rows: complete, span };
}

function tableRow(ctx: AstContext, node: C.TableRowCstNode): TableRow | undefined {
  const c = node.children;
  const label = c.Identifier ? wordNode(tok(c.Identifier)) : stringNode(tok(c.StringLiteral));
  const cells = defined(c.tableCell.map((t) => tableCell(ctx, t)));
  const span = nodeSpan(node);
  return label && cells && span ? { kind: 'table-row', label, cells, span } : undefined;
}

function tableCell(ctx: AstContext, node: C.TableCellCstNode): TableCell | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  const range = tok(c.Range);
  if (range) {
    const [lowText, highText] = range.image.split(/[-–]/) as [string, string];
    const at = tokenSpan(range);
    const low = numberNode(ctx, range, lowText, at);
    const high = numberNode(ctx, range, highText, at);
    return low && high ? { kind: 'cell-range', low, high, text: range.image, span } : undefined;
  }
  const value = numberNode(ctx, tok(c.NumberLiteral));
  if (!value) return undefined;
  const sign = c.Plus ? ('+' as const) : c.Minus ? ('-' as const) : undefined;
  const operator = c.Less ? '<' : c.LessEqual ? '<=' : c.Greater ? '>' : c.GreaterEqual ? '>=' : undefined;
  if (operator) return { kind: 'cell-compare', operator, value, ...(sign && { sign }), span };
  return { kind: 'cell-number', value, ...(sign && { sign }), span };
}

function qualificationEntry(ctx: AstContext, node: C.QualificationEntryCstNode): QualificationEntry | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.At) {
    const value = numberNode(ctx, tok(c.NumberLiteral));
    return value && { kind: c.Least ? 'at-least' : 'at-most', value, span };
  }
  if (c.qualificationCategory) return qualificationCategory(ctx, c.qualificationCategory[0]!, span);
  if (c.Already) {
    const column = c.Column ? stringNode(tok(c.StringLiteral)) : undefined;
    if (c.Column && !column) return undefined;
    return { kind: 'skip', what: 'already-qualified', ...(column && { column }), span };
  }
  if (!c.Playing) return { kind: 'skip', what: 'withdrawn', span };
  const upColumn = c.upColumn ? stringNode(tok(c.upColumn)) : undefined;
  if (c.upColumn && !upColumn) return undefined;
  return { kind: 'skip', what: 'playing-up', ...(upColumn && { column: upColumn }), span };
}

/** `best 2 of category "U16"` · `for female under 18`: a qualification limited to a category. */
function qualificationCategory(ctx: AstContext, node: C.QualificationCategoryCstNode, span: Span): QualificationEntry | undefined {
  const c = node.children;
  const category = c.prizeCategory?.[0] && prizeCategory(ctx, c.prizeCategory[0]);
  if (!category) return undefined;
  if (!c.count) return { kind: 'qualification-category', category, span };
  const count = numberNode(ctx, tok(c.count));
  return count && { kind: 'qualification-category', count, category, span };
}

// ---------------------------------------------------------------- prizes

function prizeEntry(ctx: AstContext, node: C.PrizeEntryCstNode): PrizeEntry | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.One) return { kind: 'one-prize-per-player', span };
  if (c.First) return { kind: 'precedence', rule: c.Higher ? 'higher-value' : 'place-first', span };
  if (c.Tied) return { kind: 'sharing', rule: c.Equally ? 'equally' : c.Hort ? 'hort' : 'tie-break', span };
  if (c.Title) {
    const title = stringNode(tok(c.title));
    return title && { kind: 'shared-title', title, span };
  }
  if (c.Round) {
    const unit = numberNode(ctx, tok(c.unit));
    return unit && { kind: 'round-to', unit, span };
  }
  const award = c.prizeAward?.[0] && prizeAward(ctx, c.prizeAward[0]);
  const place = c.place ? numberNode(ctx, tok(c.place)) : undefined;
  if (!award || (c.place && !place)) return undefined;
  if (!c.prizeCategory) return place && { kind: 'place-prize', place, ...award, span };
  const category = prizeCategory(ctx, c.prizeCategory[0]!);
  return category && { kind: 'category-prize', category, ...(place && { place }), ...award, span };
}

function prizeAward(ctx: AstContext, node: C.PrizeAwardCstNode): PrizeAwardNode | undefined {
  if (recovered(node)) return undefined;
  const c = node.children;
  const trophy = c.trophy ? stringNode(tok(c.trophy)) : undefined;
  if (c.trophy && !trophy) return undefined;
  if (!c.amount) return trophy && { trophy };
  const amount = numberNode(ctx, tok(c.amount));
  return amount && { amount, ...(trophy && { trophy }) };
}

function prizeCategory(ctx: AstContext, node: C.PrizeCategoryCstNode): PrizeCategoryNode | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.Category) {
    const name = stringNode(tok(c.name));
    return name && { kind: 'named-category', name, span };
  }
  const conditions = categoryConditions(ctx, c.categoryConditions?.[0]);
  if (!conditions) return undefined;
  return conditions.length === 1 ? conditions[0] : { kind: 'all-of', conditions, span };
}

function categoryConditions(ctx: AstContext, node: C.CategoryConditionsCstNode | undefined): CategoryConditionNode[] | undefined {
  if (!node || recovered(node)) return undefined;
  return defined(node.children.categoryCondition.map((n) => categoryCondition(ctx, n)));
}

function dateNode(token: IToken | undefined): DateNode | undefined {
  return token && { text: token.image, span: tokenSpan(token) };
}

function categoryCondition(ctx: AstContext, node: C.CategoryConditionCstNode): CategoryConditionNode | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.Unrated) return { kind: 'unrated', span };
  if (c.Female || c.Male) return { kind: 'sex', sex: c.Female ? 'female' : 'male', span };
  if (c.Rating) {
    const band = tok(c.band);
    if (band) {
      const [from, to] = band.image.split(/[-–]/).map(Number) as [number, number];
      return { kind: 'rating-band', from, to, text: band.image, span };
    }
    const rating = numberNode(ctx, tok(c.rating));
    return rating && { kind: c.Under ? 'rating-under' : 'rating-over', rating, span };
  }
  if (c.Column) {
    const column = stringNode(tok(c.column));
    if (!column) return undefined;
    if (c.Exists) return { kind: 'column-exists', column, span };
    const value = stringNode(tok(c.value));
    return value && { kind: 'column-equals', column, value, span };
  }
  if (c.Federation) {
    const code = stringNode(tok(c.federation));
    return code && { kind: 'federation', code, span };
  }
  if (c.Title) {
    const title = stringNode(tok(c.title));
    return title && { kind: 'title', title, span };
  }
  if (c.Born) {
    const year = numberNode(ctx, tok(c.year));
    return year && { kind: 'born', year, ...(c.Later ? { open: 'later' as const } : c.Earlier ? { open: 'earlier' as const } : {}), span };
  }
  const on = dateNode(tok(c.date));
  const short = tok(c.AgeClass);
  const age = short ? numberNode(ctx, short, short.image.slice(1)) : numberNode(ctx, tok(c.age));
  if (!age) return undefined;
  if (c.andOver) return { kind: 'age-at-least', age, ...(on && { on }), span };
  return { kind: 'age-under', age, short: short !== undefined, ...(on && { on }), span };
}

function categoryLine(ctx: AstContext, node: C.CategoryLineCstNode): CategoryLine | undefined {
  const span = nodeSpan(node);
  if (!span || recovered(node)) return undefined;
  const c = node.children;
  if (c.Ages) {
    const date = dateNode(tok(c.date));
    return date && { kind: 'ages-on', date, span };
  }
  const name = stringNode(tok(c.name));
  const conditions = categoryConditions(ctx, c.categoryConditions?.[0]);
  return name && conditions && { kind: 'category-definition', name, conditions, span };
}
