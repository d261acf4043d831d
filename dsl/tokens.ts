import { createToken, createTokenInstance, Lexer, type IToken, type ITokenConfig, type TokenType } from 'chevrotain';

/**
 * chevrotain's createToken, with the categories attached once the token exists: createToken
 * rebuilds the member list of every category of the new token, which over the ~200 tokens
 * of AnyToken is quadratic (a fifth of the lexer's start). The lexer's and the parser's
 * constructors then join every token to its categories in one pass (docs/performance.md "Start-up").
 */
function token(config: ITokenConfig): TokenType {
  const { categories, ...rest } = config;
  // No pattern but Newline's can match a line break: said here, chevrotain does not analyse each
  // pattern for one at every start (Newline says `line_breaks: true`).
  const type = createToken({ line_breaks: false, ...rest });
  if (categories) type.CATEGORIES = Array.isArray(categories) ? categories : [categories];
  return type;
}

/*
 * The vocabulary of .regula files (docs/language.md "Shape").
 *
 * Keywords are case-insensitive and whole words: `win` is a keyword, `wins` a name.
 * Every keyword is also a Word, so criterion phrases ("number of wins", "average rating
 * of opponents") may contain keywords; the criterion itself is looked up in the engine's
 * registry, never in this file. Names may contain hyphens (`post-rating`, `K-3`), so
 * arithmetic needs spaces around operators (`score / rounds`, `rounds - 1`).
 */

/** Abstract categories. Any token but a newline: the rest of a line the parser skips. */
export const AnyToken = token({ name: 'AnyToken', pattern: Lexer.NA, label: 'anything' });
/** Any token that may start a line the parser does not understand (not an article keyword). */
export const JunkStart = token({ name: 'JunkStart', pattern: Lexer.NA, label: 'anything' });
const LINE = [AnyToken, JunkStart];
export const PhrasePart = token({ name: 'PhrasePart', pattern: Lexer.NA, label: 'a criterion' });
export const Word = token({ name: 'Word', pattern: Lexer.NA, label: 'a word', categories: [PhrasePart] });
/** Tokens that can name a value in a formula. */
export const Name = token({ name: 'Name', pattern: Lexer.NA, label: 'a name' });
/** Functions: round(x), floor, ceil, min, max, clamp, abs. */
export const FunctionWord = token({ name: 'FunctionWord', pattern: Lexer.NA, label: 'a function' });

export const Whitespace = token({ name: 'Whitespace', pattern: /[ \t\u00a0\ufeff]+/, group: Lexer.SKIPPED });
export const Comment = token({ name: 'Comment', pattern: /#[^\r\n]*/, group: 'comments', label: 'a comment', categories: LINE });
export const Newline = token({ name: 'Newline', pattern: /\r\n|\r|\n/, line_breaks: true, label: 'the end of the line' });

/** BH/C1, KS/L+1, ARO/C1/U1400, BH@2009, BH:MP/C1, KS/L60%, BH/C1+ (C.07 art. 14, TieBreakServer's letters; progressive cuts from cut 1). */
export const Specifier = token({
  name: 'Specifier',
  pattern: /[A-Za-z][A-Za-z0-9]*(?:@\d+(?::[MG][MPG])?|:[MG][MPG]|(?=\/[A-Za-z]))(?:\/[A-Za-z]+(?:\d+\+|[+-]?\d*(?:\.\d+)?%?))*/,
  label: 'a criterion like BH/C1',
  categories: [...LINE, PhrasePart, Name],
});
export const Identifier = token({
  name: 'Identifier',
  // An apostrophe inside a word ("opposition's") or closing a plural ("opponents’ buchholz").
  pattern: /[A-Za-z_\u00c0-\u024f][A-Za-z0-9_\u00c0-\u024f]*(?:[-'’][A-Za-z0-9_\u00c0-\u024f]+)*(?:(?<=[sS])['’])?/,
  label: 'a name',
  categories: [...LINE, Word, PhrasePart, Name],
});

/** "2026-01-01": the date a category counts ages at (ISO, before Range so it is not "2026-01"). */
export const DateLiteral = token({
  name: 'DateLiteral',
  pattern: /\d{4}-\d{2}-\d{2}(?![\d-])/,
  label: 'a date like 2026-01-01',
  categories: LINE,
});
/** "U12": an age category as youth regulations write it (under 12 at the reference date). */
export const AgeClass = token({
  name: 'AgeClass',
  pattern: /[Uu]\d{1,2}(?![\w\u00c0-\u024f/@:-])/,
  label: 'an age class like U12',
  categories: LINE,
});
/** "20-39", "500-700": a band in a qualification table (no spaces inside). */
export const Range = token({
  name: 'Range',
  pattern: /\d+(?:\.\d+)?[-–]\d+(?:\.\d+)?/,
  label: 'a range like 20-39',
  categories: LINE,
});
/** 3, 0.5, 1/2, ½, 2½. */
export const NumberLiteral = token({
  name: 'NumberLiteral',
  pattern: /\d+\/\d+|\d*½|\d+(?:\.\d+)?/,
  label: 'a number',
  categories: [...LINE, PhrasePart],
});
export const StringLiteral = token({
  name: 'StringLiteral',
  pattern: /"[^"\r\n]*"/,
  label: 'a string in double quotes',
  categories: LINE,
});
export const UnterminatedString = token({
  name: 'UnterminatedString',
  pattern: /"[^"\r\n]*/,
  label: 'an unterminated string',
  categories: LINE,
});

export const Arrow = token({ name: 'Arrow', pattern: /->|→/, label: '"->"', categories: LINE });
export const LessEqual = token({ name: 'LessEqual', pattern: /<=|≤/, label: '"<="', categories: LINE });
export const GreaterEqual = token({ name: 'GreaterEqual', pattern: />=|≥/, label: '">="', categories: LINE });
export const NotEqual = token({ name: 'NotEqual', pattern: /<>|!=|≠/, label: '"<>"', categories: LINE });
export const Less = token({ name: 'Less', pattern: /</, label: '"<"', categories: LINE });
export const Greater = token({ name: 'Greater', pattern: />/, label: '">"', categories: LINE });
export const Equals = token({ name: 'Equals', pattern: /=/, label: '"="', categories: LINE });
export const Plus = token({ name: 'Plus', pattern: /\+/, label: '"+"', categories: [...LINE, PhrasePart] });
export const Minus = token({ name: 'Minus', pattern: /[-–−]/, label: '"-"', categories: [...LINE, PhrasePart] });
export const Star = token({ name: 'Star', pattern: /[*×]/, label: '"*"', categories: LINE });
export const Slash = token({ name: 'Slash', pattern: /\//, label: '"/"', categories: LINE });
export const Percent = token({ name: 'Percent', pattern: /%/, label: '"%"', categories: [...LINE, PhrasePart] });
export const LParen = token({ name: 'LParen', pattern: /\(/, label: '"("', categories: LINE });
export const RParen = token({ name: 'RParen', pattern: /\)/, label: '")"', categories: LINE });
export const Comma = token({ name: 'Comma', pattern: /,/, label: '","', categories: LINE });
export const Colon = token({ name: 'Colon', pattern: /:/, label: '":"', categories: LINE });
export const Dot = token({ name: 'Dot', pattern: /\./, label: '"."', categories: LINE });

const keywordList: TokenType[] = [];
/** Each keyword's text in lower case, as its pattern matches it (case-insensitive, ASCII): dsl/list-text.ts compares it without the regex. */
export const KEYWORD_TEXT = new Map<TokenType, string>();
/** Keywords that start an article at the start of a line. */
export const ARTICLE_KEYWORDS: TokenType[] = [];

/**
 * Whether a line whose tokens start `first second third` starts an article: an article keyword,
 * but "match" only as "match tie-breaks", "board" only as "board prizes", and "tie-breaks" or "tie-breaks:" alone on its line
 * ("tie-breaks: a, b" is a team article's statement). The parser and the editor both ask.
 */
export function startsArticle(first: TokenType, second: TokenType | undefined, third: TokenType | undefined): boolean {
  if (first === Match) return second === TieBreaks;
  if (first === Board) return second === Prizes;
  if (first === TieBreaks) return second !== Colon || third === Newline;
  return ARTICLE_KEYWORDS.includes(first);
}

/** A case-insensitive whole-word keyword. Extra categories: Name (usable in formulas), FunctionWord. */
function keyword(text: string, extra: TokenType[] = [], options: { word?: boolean; article?: boolean } = {}): TokenType {
  const word = options.word ?? true;
  const name = text
    .split(/[-\s]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  const type = token({
    name,
    pattern: new RegExp(text.replace(/-/g, '\\-'), 'i'),
    label: `"${text}"`,
    longer_alt: [Specifier, Identifier],
    categories: [...(word ? [Word, PhrasePart] : []), ...extra, AnyToken, ...(options.article ? [] : [JunkStart])],
  });
  keywordList.push(type);
  KEYWORD_TEXT.set(type, text.toLowerCase());
  if (options.article) ARTICLE_KEYWORDS.push(type);
  return type;
}

// Articles: a line starting with one of these starts an article.
const ARTICLE = { article: true };
export const Regulation = keyword('regulation', [], ARTICLE);
export const Version = keyword('version');
export const Rules = keyword('rules', [], ARTICLE);
export const Scoring = keyword('scoring', [], ARTICLE);
export const Unplayed = keyword('unplayed', [], ARTICLE);
export const Rounds = keyword('rounds', [Name]);
export const Withdrawals = keyword('withdrawals', [], ARTICLE);
export const Ratings = keyword('ratings', [], ARTICLE);
export const TieBreaks = keyword('tie-breaks', [], ARTICLE);
export const GrandPrix = keyword('grand-prix', [Name], ARTICLE);
export const Team = keyword('team', [], ARTICLE);
export const Qualification = keyword('qualification', [], ARTICLE);
export const Prizes = keyword('prizes', [], ARTICLE);
export const Categories = keyword('categories', [], ARTICLE);
export const Match = keyword('match', [], ARTICLE);
// `board prizes` (a team event's board prizes: ECU B.7, the Chess Olympiad).
export const Board = keyword('board', [], ARTICLE);
export const Performance = keyword('performance');
export const Percentage = keyword('percentage');
export const Reserves = keyword('reserves');
export const Registered = keyword('registered');
export const Difference = keyword('difference');
export const Ties = keyword('ties');
// `if 3 grades: scaled 1, 2/3, 1/3` (a grand prix over a tournament of several grades: Kāpiti Chess Club).
export const Grades = keyword('grades');
export const Scaled = keyword('scaled');
// Several sections in one event (event-sections grammar: the sections article, `for section "…"`).
export const Sections = keyword('sections', [], ARTICLE);
// After the list; `then` is not a Word, so it always ends a criterion phrase.
export const Then = keyword('then', [], { word: false });
// `based on rounds 7-12 only`: the tie-breaks computed on some rounds (a club's "second night only").
export const Based = keyword('based');
export const Only = keyword('only');
export const Shared = keyword('shared');
export const Lots = keyword('lots');
export const Seeded = keyword('seeded');
// `play-off` ends a tie-break list (`then play-off`) and, at the start of a line, starts the play-off article.
export const PlayOff = keyword('play-off', [], ARTICLE);
export const Manual = keyword('manual');
export const From = keyword('from');
export const Column = keyword('column');
export const By = keyword('by');
// Rules line
export const Swiss = keyword('swiss');
export const Round = keyword('round', [FunctionWord]);
export const Robin = keyword('robin');
export const Double = keyword('double');
// Scoring
export const Win = keyword('win');
export const Draw = keyword('draw');
export const Loss = keyword('loss');
export const With = keyword('with');
export const Advantage = keyword('advantage');
export const Disadvantage = keyword('disadvantage');
export const Forfeit = keyword('forfeit');
export const PairingAllocated = keyword('pairing-allocated');
export const FullPoint = keyword('full-point');
export const HalfPoint = keyword('half-point');
export const ZeroPoint = keyword('zero-point');
export const Bye = keyword('bye');
export const Absent = keyword('absent');
// Unplayed rounds
export const Cap = keyword('cap');
export const Opponent = keyword('opponent');
export const And = keyword('and');
export const Half = keyword('half');
export const Vur = keyword('vur');
export const First = keyword('first');
export const On = keyword('on');
export const Off = keyword('off');
// Withdrawals
export const In = keyword('in');
export const Last = keyword('last');
export const Means = keyword('means');
export const Withdrawn = keyword('withdrawn');
export const Expelled = keyword('expelled');
// Ratings (events over 30 days)
export const Days = keyword('days');
export const Per = keyword('per');
export const Cycle = keyword('cycle');
export const Event = keyword('event');
export const Fewer = keyword('fewer');
export const Than = keyword('than');
export const Of = keyword('of');
export const The = keyword('the');
export const Games = keyword('games');
export const Game = keyword('game');
export const Played = keyword('played');
export const Results = keyword('results');
export const Deleted = keyword('deleted');
export const Stand = keyword('stand');
export const Otherwise = keyword('otherwise');
export const Remaining = keyword('remaining');
export const Lost = keyword('lost');
export const Players = keyword('players');
export const Not = keyword('not');
export const Eligible = keyword('eligible');
export const For = keyword('for');
export const Awards = keyword('awards');
export const Award = keyword('award');
// Grand prix
export const Let = keyword('let');
export const Points = keyword('points');
export const Shown = keyword('shown');
export const To = keyword('to');
export const Decimals = keyword('decimals');
export const Bonus = keyword('bonus');
export const Clear = keyword('clear');
export const Place = keyword('place');
export const No = keyword('no');
export const Rounding = keyword('rounding');
export const Accumulate = keyword('accumulate');
export const Over = keyword('over');
export const Events = keyword('events');
export const Best = keyword('best');
export const Others = keyword('others');
export const Averaged = keyword('averaged');
export const Take = keyword('take');
export const Final = keyword('final');
export const Standings = keyword('standings');
export const Evenly = keyword('evenly');
export const Title = keyword('title');
// Team
export const Season = keyword('season');
export const Score = keyword('score', [Name]);
// Qualification
export const Section = keyword('section');
export const Places = keyword('places');
export const Adjust = keyword('adjust');
export const At = keyword('at');
export const Least = keyword('least');
export const Most = keyword('most');
export const Skip = keyword('skip');
export const Already = keyword('already');
export const Qualified = keyword('qualified');
export const Playing = keyword('playing');
export const Up = keyword('up');
// Prizes
export const Rating = keyword('rating', [Name]);
export const Under = keyword('under');
export const Unrated = keyword('unrated');
export const Category = keyword('category');
export const Ages = keyword('ages');
export const Born = keyword('born');
export const Later = keyword('later');
export const Earlier = keyword('earlier');
export const Female = keyword('female');
export const Male = keyword('male');
export const Federation = keyword('federation');
export const Exists = keyword('exists');
export const One = keyword('one');
export const Prize = keyword('prize');
export const Player = keyword('player');
export const Higher = keyword('higher');
export const Value = keyword('value');
export const Tied = keyword('tied');
export const Share = keyword('share');
export const Equally = keyword('equally');
export const Hort = keyword('hort');
export const Ranked = keyword('ranked');
// Play-off (C.07 art. 3.1): its words, kept together here.
export const After = keyword('after');
export const Until = keyword('until');
export const Wins = keyword('wins');
export const Armageddon = keyword('armageddon');
export const Odds = keyword('odds');
export const Black = keyword('black');
export const White = keyword('white');
export const More = keyword('more');
// `knock-out` ends a play-off's format (`more than 2 players: knock-out`) and, at the start of a line, starts the knock-out article.
export const KnockOut = keyword('knock-out', [], ARTICLE);
export const If = keyword('if');
export const Held = keyword('held');
export const Repeated = keyword('repeated');
export const Decided = keyword('decided');
// Micro-matches (FMJD title matches): each round a micro-match of games until one is won.
export const MicroMatches = keyword('micro-matches', [], ARTICLE);
export const Won = keyword('won');
export const Drawn = keyword('drawn');
export const HeadToHead = keyword('head-to-head');
// Knock-out events (FIDE World Cup regulations): places by the round reached.
export const Reached = keyword('reached');
export const Losers = keyword('losers');
export const Same = keyword('same');
export const Third = keyword('third');
// Formulas
export const Or = keyword('or');
export const Where = keyword('where');
export const Count = keyword('count');
export const Sum = keyword('sum');
export const Average = keyword('average');
export const Participants = keyword('participants', [Name]);
export const Members = keyword('members');
export const Floor = keyword('floor', [FunctionWord]);
export const Ceil = keyword('ceil', [FunctionWord]);
export const Min = keyword('min', [FunctionWord]);
export const Max = keyword('max', [FunctionWord]);
export const Clamp = keyword('clamp', [FunctionWord]);
export const Abs = keyword('abs', [FunctionWord]);

/** Every keyword, longest first so "half-point" is tried before "half". */
export const KEYWORDS: readonly TokenType[] = [...keywordList].sort(
  (a, b) => (b.PATTERN as RegExp).source.length - (a.PATTERN as RegExp).source.length,
);

/** Token types in lexing order (earlier wins on equal length; keywords defer to longer names). */
export const ALL_TOKENS: TokenType[] = [
  Whitespace,
  Comment,
  Newline,
  StringLiteral,
  UnterminatedString,
  DateLiteral,
  Range,
  NumberLiteral,
  Arrow,
  LessEqual,
  GreaterEqual,
  NotEqual,
  Less,
  Greater,
  Equals,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  LParen,
  RParen,
  Comma,
  Colon,
  Dot,
  AgeClass,
  ...KEYWORDS,
  Specifier,
  Identifier,
  AnyToken,
  JunkStart,
  PhrasePart,
  Word,
  Name,
  FunctionWord,
];

/**
 * The lexer's options. Its definition checks run in the tests (test/unit/dsl/parser-grammar.test.ts:
 * validatedLexer); every start-up of the CLI skips them, as the parser does (a third of `regula check`).
 */
const LEXER_OPTIONS = { ensureOptimizations: false, positionTracking: 'full' } as const;

let builtLexer: Lexer | undefined;

/** The lexer, built when first used: a run that compiles no regulation text never builds it (docs/performance.md "Start-up"). */
export function lexer(): Lexer {
  return (builtLexer ??= new Lexer(ALL_TOKENS, { ...LEXER_OPTIONS, skipValidations: true }));
}

/** The lexer with its definition checks: what the tests build. */
export function validatedLexer(): Lexer {
  return new Lexer(ALL_TOKENS, LEXER_OPTIONS);
}

export interface LexOutcome {
  /** Tokens for the parser: blank lines collapsed, line continuations after "," removed, a final newline. */
  tokens: IToken[];
  /** Every token including comments, in source order (editor highlighting, formatter). */
  comments: IToken[];
  errors: { offset: number; line: number; column: number; length: number; text: string }[];
}

/**
 * Lexes a regulation. Statements end at the end of a line; a line ending in "," continues
 * on the next one. Comment-only and blank lines disappear.
 */
export function lexRegulation(text: string): LexOutcome {
  const result = lexer().tokenize(text);
  const tokens: IToken[] = [];
  for (const token of result.tokens) {
    const previous = tokens[tokens.length - 1];
    if (token.tokenType === Newline) {
      if (previous === undefined || previous.tokenType === Newline || previous.tokenType === Comma) continue;
    }
    tokens.push(token);
  }
  const last = tokens[tokens.length - 1];
  if (last !== undefined && last.tokenType !== Newline) {
    const end = last.endOffset ?? last.startOffset;
    tokens.push(
      createTokenInstance(
        Newline,
        '',
        end + 1,
        end + 1,
        last.endLine ?? last.startLine ?? 1,
        last.endLine ?? 1,
        (last.endColumn ?? 0) + 1,
        (last.endColumn ?? 0) + 1,
      ),
    );
  }
  return {
    tokens,
    comments: result.groups['comments'] ?? [],
    errors: result.errors.map((e) => ({
      offset: e.offset,
      line: e.line ?? 1,
      column: e.column ?? 1,
      length: e.length,
      text: text.substr(e.offset, e.length),
    })),
  };
}
