import type {
  CategoryConditionNode,
  CategoryLine,
  AfterClause,
  AggregateExpression,
  CriterionPhrase,
  Expression,
  GrandPrixStatement,
  PrizeAwardNode,
  PrizeCategoryNode,
  PrizeEntry,
  QualificationEntry,
  ResultKind,
  ScoreEntry,
  Article,
  SectionScope,
  StringNode,
  TeamStatement,
  TiebreakItem,
  UnplayedEntry,
  WithdrawalEntry,
  ExpelledPlayerNode,
  RatingsEntry,
  WithdrawalOutcomeName,
} from './ast';

/*
 * The canonical text of each statement (dsl/format.ts lays the lines out). Keywords are
 * printed in lower case with single spaces; what the author chose — numbers as written
 * ("1/2", "½"), criterion words, names, editions — is printed as written, so the AST of
 * the printed file is the AST of the original.
 */

const str = (s: StringNode) => `"${s.value}"`;

/** Each result kind as a regulation writes it (the formatter prints these; the AST builder suggests them). */
export const RESULT_TEXT: Record<ResultKind, string> = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  'draw-with-advantage': 'draw with advantage',
  'draw-with-disadvantage': 'draw with disadvantage',
  'forfeit-win': 'forfeit win',
  'forfeit-loss': 'forfeit loss',
  'double-forfeit': 'double forfeit',
  'pairing-allocated-bye': 'pairing-allocated bye',
  'full-point-bye': 'full-point bye',
  'half-point-bye': 'half-point bye',
  'zero-point-bye': 'zero-point bye',
  absent: 'absent',
  'match-win': 'match win',
  'match-draw': 'match draw',
  'match-loss': 'match loss',
};

const TOURNAMENT_TEXT = { swiss: 'swiss', 'round-robin': 'round robin', 'double-round-robin': 'double round robin' } as const;

/** The first line of an article. */
export function formatArticleHeader(article: Article): string {
  switch (article.kind) {
    case 'regulation-article':
      return `regulation ${str(article.name)}${article.version ? ` version ${str(article.version)}` : ''}`;
    case 'rules-article':
      return `rules ${article.edition.text}${article.team ? ' team' : ''}${article.tournament ? ` ${TOURNAMENT_TEXT[article.tournament.value]}` : ''}`;
    case 'scoring-article':
      return `scoring${article.preset ? ` ${article.preset.text}` : ''}`;
    case 'unplayed-article':
      return 'unplayed rounds';
    case 'withdrawals-article':
      return 'withdrawals';
    case 'ratings-article':
      return 'ratings';
    case 'tiebreaks-article':
      return `tie-breaks${formatScope(article.scope)}`;
    case 'match-tiebreaks-article':
      return 'match tie-breaks';
    case 'grand-prix-article':
      return `grand-prix ${str(article.name)}`;
    case 'team-article':
      return `team ${str(article.name)} by column ${str(article.column)}`;
    case 'qualification-article':
      return `qualification ${str(article.name)}${article.perSection ? ' per section' : ''}`;
    case 'categories-article':
      return 'categories';
    case 'prizes-article':
      return `prizes${formatScope(article.scope)}`;
    case 'play-off-article':
      return 'play-off';
    case 'micro-matches-article':
      return 'micro-matches';
    case 'knock-out-article':
      return 'knock-out';
    case 'board-prizes-article':
      return 'board prizes';
    case 'sections-article':
      return 'sections';
  }
}

/** ` for section "A"` (` for sections "A", "B"`) of a scoped header; empty without a scope. */
function formatScope(scope: SectionScope | undefined): string {
  if (!scope) return '';
  return ` for section${scope.names.length > 1 ? 's' : ''} ${scope.names.map(str).join(', ')}`;
}

export function formatScoreEntry(entry: ScoreEntry): string {
  return `${RESULT_TEXT[entry.result]} ${entry.value.text}`;
}

export function formatUnplayedEntry(entry: UnplayedEntry): string {
  if (entry.kind === 'forfeit-cap') return `forfeit cap opponent${entry.cap === 'opponent-and-half' ? ' and half' : ''}`;
  return `vur first ${entry.on ? 'on' : 'off'}`;
}

const OUTCOME_TEXT: Record<WithdrawalOutcomeName, string> = {
  'results-deleted': 'results deleted',
  'results-stand': 'results stand',
  'remaining-lost-by-forfeit': 'remaining games lost by forfeit',
};

export function formatRatingsEntry(entry: RatingsEntry): string {
  if (entry.kind === 'long-event') return `event over ${entry.days.text} days`;
  return entry.choice === 'first' ? 'first rating' : 'rating per round';
}

/** A withdrawal entry; the round-robin rule comes as its two halves (the "otherwise" part may go on its own line). */
export function formatWithdrawalEntry(entry: WithdrawalEntry): string[] {
  switch (entry.kind) {
    case 'bye-withdrawal': {
      const round = entry.round === 'last' ? 'last round' : `round ${entry.round.text}`;
      return [`${RESULT_TEXT[entry.bye]} in ${round} means withdrawn`];
    }
    case 'round-robin-withdrawal': {
      const threshold = entry.threshold === 'half' ? 'half' : `${entry.threshold.text}%`;
      const rule = `per ${entry.scope}: fewer than ${threshold} of the games played -> ${OUTCOME_TEXT[entry.below]}`;
      return entry.otherwise ? [rule, `otherwise ${OUTCOME_TEXT[entry.otherwise]}`] : [rule];
    }
    case 'eligibility':
      return [`withdrawn players ${entry.eligible ? '' : 'not '}eligible for ${entry.target}`];
    case 'expulsion':
      return [`expelled: ${entry.players.map(formatExpelledPlayer).join(', ')}`];
    case 'expelled-results':
      return [`expelled players: ${OUTCOME_TEXT[entry.outcome]}`];
  }
}

function formatExpelledPlayer(p: ExpelledPlayerNode): string {
  const who = p.player.kind === 'number' ? p.player.text : str(p.player);
  return p.fromRound ? `${who} from round ${p.fromRound.text}` : who;
}

/** Criterion words with single spaces, glued where the source glued them ("limit +1", "KS/L+1"). */
export function formatPhrase(phrase: CriterionPhrase): string {
  let text = '';
  phrase.words.forEach((word, i) => {
    const previous = phrase.words[i - 1];
    const glued = previous !== undefined && previous.span.end.offset === word.span.start.offset;
    text += i === 0 || glued ? word.text : ` ${word.text}`;
  });
  return text;
}

export function formatTiebreakItem(item: TiebreakItem): string {
  const entry = item.entry.kind === 'manual-column' ? `manual from column ${str(item.entry.column)}` : formatPhrase(item.entry);
  return `${item.number.text}. ${entry}`;
}

export function formatAfter(after: AfterClause): string {
  switch (after.rule) {
    case 'lots':
      return after.seed ? `then lots seeded by ${str(after.seed)}` : 'then lots';
    case 'manual':
      return `then manual from column ${str(after.column)}`;
    default:
      return `then ${after.rule}`;
  }
}

export function formatGrandPrixStatement(s: GrandPrixStatement): string {
  switch (s.kind) {
    case 'let':
      return `let ${s.name.text} = ${formatExpression(s.value)}`;
    case 'points':
      return `points = ${formatExpression(s.value)}${s.shownDecimals ? `, shown to ${s.shownDecimals.text} decimals` : ''}`;
    case 'place-points':
      return `points by place ${s.values.map((v) => v.text).join(', ')}${s.others ? `, others ${s.others.text}` : ''}`;
    case 'place-sharing':
      return s.rule === 'average' ? 'shared places averaged' : 'shared places take the higher';
    case 'bonus':
      return `bonus ${formatExpression(s.amount)} to ${s.clear ? 'clear ' : ''}${s.place === 'first' ? 'first' : `place ${s.place.text}`}${s.final ? ' in the final standings' : ''}`;
    case 'no-tiebreaks':
      return 'no tie-breaks';
    case 'tied-share':
      return `tied players share the points${s.word ? ` ${s.word}` : ''}`;
    case 'final-place':
      return 'points by final place';
    case 'rounding':
      return `rounding ${s.mode.text}`;
    case 'accumulate':
      return `accumulate ${s.best ? `best ${s.best.text}` : 'sum'} over events`;
    case 'grade-scaling':
      return `if ${s.grades.text} grades: scaled ${s.factors.map((f) => f.text).join(', ')}`;
  }
}

export function formatTeamStatement(s: TeamStatement): string {
  switch (s.kind) {
    case 'let':
      return formatGrandPrixStatement(s);
    case 'team-score':
      return `${s.which} score = ${formatExpression(s.value)}`;
    case 'team-tiebreaks':
      return `tie-breaks: ${s.criteria.map(formatPhrase).join(', ')}${s.after ? ` ${formatAfter(s.after)}` : ''}`;
    case 'team-award':
      return `award ${str(s.name)} to ${s.count.text}${s.where ? ` where ${formatExpression(s.where)}` : ''}`;
  }
}

export function formatQualificationEntry(e: QualificationEntry): string {
  switch (e.kind) {
    case 'at-least':
      return `at least ${e.value.text}`;
    case 'at-most':
      return `at most ${e.value.text}`;
    case 'skip': {
      if (e.what === 'withdrawn') return 'skip withdrawn';
      const what = e.what === 'already-qualified' ? 'skip already qualified' : 'skip playing up';
      return `${what}${e.column ? ` from column ${str(e.column)}` : ''}`;
    }
    case 'qualification-category':
      return `${e.count ? `best ${e.count.text} of` : 'for'} ${formatCategory(e.category)}`;
  }
}

export function formatCategory(c: PrizeCategoryNode): string {
  switch (c.kind) {
    case 'all-of':
      return c.conditions.map(formatCondition).join(' ');
    case 'named-category':
      return `category ${str(c.name)}`;
    default:
      return formatCondition(c);
  }
}

export function formatCondition(c: CategoryConditionNode): string {
  const on = 'on' in c && c.on ? ` on ${c.on.text}` : '';
  switch (c.kind) {
    case 'rating-under':
      return `rating under ${c.rating.text}`;
    case 'rating-over':
      return `rating over ${c.rating.text}`;
    case 'rating-band':
      return `rating ${c.from}-${c.to}`;
    case 'unrated':
      return 'unrated';
    case 'column-equals':
      return `column ${str(c.column)} = ${str(c.value)}`;
    case 'column-exists':
      return `column ${str(c.column)} exists`;
    case 'age-under':
      return `${c.short ? `U${c.age.text}` : `under ${c.age.text}`}${on}`;
    case 'age-at-least':
      return `${c.age.text} and over${on}`;
    case 'born':
      return `born ${c.year.text}${c.open ? ` or ${c.open}` : ''}`;
    case 'sex':
      return c.sex;
    case 'federation':
      return `federation ${str(c.code)}`;
    case 'title':
      return `title ${str(c.title)}`;
  }
}

export function formatCategoryLine(line: CategoryLine): string {
  return line.kind === 'ages-on' ? `ages on ${line.date.text}` : `${str(line.name)}: ${line.conditions.map(formatCondition).join(' ')}`;
}

/** `1000`, `"Trophy"` or `1000 and "Trophy"`: a prize may be money, a trophy or both. */
function formatAward(a: PrizeAwardNode): string {
  if (a.amount === undefined) return str(a.trophy);
  return `${a.amount.text}${a.trophy ? ` and ${str(a.trophy)}` : ''}`;
}

export function formatPrizeEntry(e: PrizeEntry): string {
  switch (e.kind) {
    case 'place-prize':
      return `place ${e.place.text}: ${formatAward(e)}`;
    case 'category-prize':
      return `${formatCategory(e.category)}${e.place ? ` place ${e.place.text}` : ''}: ${formatAward(e)}`;
    case 'one-prize-per-player':
      return 'one prize per player';
    case 'precedence':
      return e.rule === 'higher-value' ? 'higher value first' : 'place prizes first';
    case 'sharing':
      return e.rule === 'equally'
        ? 'tied players share equally'
        : e.rule === 'hort'
          ? 'tied players share by hort'
          : 'tied players ranked by tie-breaks';
    case 'round-to':
      return `round to ${e.unit.text}`;
    case 'shared-title':
      return `title ${str(e.title)} shared on points`;
  }
}

// ---------------------------------------------------------------- formulas

/** Operators with spaces around them; parentheses only where the author wrote them (they are nodes of the AST). */
export function formatExpression(e: Expression): string {
  switch (e.kind) {
    case 'number':
      return e.text;
    case 'name':
      return e.name;
    case 'column':
      return `"${e.header}"`;
    case 'paren':
      return `(${formatExpression(e.inner)})`;
    case 'negate':
      return `-${formatExpression(e.operand)}`;
    case 'not':
      return `not ${formatExpression(e.operand)}`;
    case 'binary':
      return `${formatExpression(e.left)} ${e.operator} ${formatExpression(e.right)}`;
    case 'call':
      return `${e.name}(${e.args.map(formatExpression).join(', ')})`;
    case 'aggregate':
      return formatAggregate(e);
  }
}

/** count of participants [where …] · sum of best 4 score [over events] · average post-rating of participants */
function formatAggregate(e: AggregateExpression): string {
  const parts: string[] = [];
  if (e.aggregate === 'count') parts.push('count of');
  else {
    parts.push(e.aggregate === 'sum' || e.best ? `${e.aggregate} of` : e.aggregate);
    if (e.best) parts.push(`best ${e.best.text}`);
    if (e.operand) parts.push(formatExpression(e.operand));
  }
  if (e.domain) parts.push(e.aggregate === 'count' ? e.domain : e.domain === 'events' ? 'over events' : `of ${e.domain}`);
  if (e.where) parts.push(`where ${formatExpression(e.where)}`);
  return parts.join(' ');
}
