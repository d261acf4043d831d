import {
  CstParser,
  EarlyExitException,
  generateCstDts,
  NoViableAltException,
  tokenMatcher,
  type CstNode,
  type IParserErrorMessageProvider,
  type IToken,
  type TokenType,
} from 'chevrotain';
import { LazyLookahead } from './lazy-lookahead';
import { describeToken, parserMessages } from './messages';
import * as T from './tokens';

/*
 * The concrete syntax of .regula files (docs/language.md), as one Chevrotain
 * parser producing a CST. Lines are statements: every article body is a repetition of
 * "statement, end of line", so error recovery resynchronises at the end of the line and
 * every broken line of a file is reported at once. A line that starts with nothing the
 * article knows is parsed as an `unknownLine` and reported by the AST builder.
 *
 * Criterion phrases (`buchholz cut 1`, `BH/C1`, `number of wins`) are runs of words:
 * which criteria exist is the engine registry's business, not the grammar's.
 */

const errorMessageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual, previous }) =>
    parserMessages.expected(labelOf(expected), previous, describeToken(actual)),
  buildNotAllInputParsedMessage: ({ firstRedundant }) => parserMessages.unexpected(describeToken(firstRedundant)),
  buildNoViableAltMessage: ({ expectedPathsPerAlt, actual, previous }) => {
    if (capturing) EXPECTED_PATHS.set(capturing, expectedPathsPerAlt);
    return parserMessages.expected(alternatives(expectedPathsPerAlt.flat().map((path) => path[0]!)), previous, describeToken(actual[0]!));
  },
  buildEarlyExitMessage: ({ expectedIterationPaths, actual, previous }) => {
    if (capturing) EXPECTED_PATHS.set(capturing, expectedIterationPaths);
    return parserMessages.expected(alternatives(expectedIterationPaths.map((path) => path[0]!)), previous, describeToken(actual[0]!));
  },
};

/** Expected-token paths per grammar position (RegulaParser.raiseNoAltException), and the position being captured. */
const EXPECTED_PATHS = new Map<string, unknown>();
let capturing: string | undefined;

function captureExpected(key: string, raise: () => never): never {
  capturing = key;
  try {
    return raise();
  } finally {
    capturing = undefined;
  }
}

/** The parts of chevrotain's parser (11.x) the error overrides use that its typings do not declare. */
interface ParserInternals {
  getCurrRuleFullName(): string;
  maxLookahead: number;
  LA(howMuch: number): IToken;
}
const internals = (parser: CstParser) => parser as unknown as ParserInternals;

function lookahead(parser: RegulaParser): { actual: IToken[]; previous: IToken } {
  const actual: IToken[] = [];
  for (let i = 1; i <= internals(parser).maxLookahead; i++) actual.push(internals(parser).LA(i));
  return { actual, previous: internals(parser).LA(0) };
}

/** chevrotain's own error raisers, called the first time a grammar position has an error. */
const ORIGINAL = CstParser.prototype as unknown as {
  raiseNoAltException(this: CstParser, occurrence: number, errMsgTypes: string | undefined): never;
  raiseEarlyExitException(this: CstParser, occurrence: number, prodType: unknown, userDefinedErrMsg: string | undefined): never;
};

function labelOf(type: TokenType): string {
  return type.LABEL ?? type.name;
}

function alternatives(types: TokenType[]): string {
  const labels = [...new Set(types.filter((t) => t !== T.AnyToken && t !== T.JunkStart).map(labelOf))];
  if (labels.length <= 1) return labels[0] ?? 'something else';
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

const ONE = { MAX_LOOKAHEAD: 1 };

class RegulaParser extends CstParser {
  /**
   * `validate`: chevrotain's grammar validations (ambiguities, left recursion…) run at each
   * construction unless skipped; the grammar is fixed, so they run in the tests
   * (test/unit/dsl/parser-grammar.test.ts) and the CLI's parser skips them, saving ~70 ms of
   * every start (docs/performance.md "Start-up").
   */
  constructor(validate = false) {
    super(T.ALL_TOKENS, {
      recoveryEnabled: true,
      nodeLocationTracking: 'onlyOffset',
      maxLookahead: 2,
      lookaheadStrategy: new LazyLookahead(2),
      errorMessageProvider,
      skipValidations: !validate,
    });
    this.performSelfAnalysis();
  }

  /**
   * Chevrotain records every recognition error here (an internal method of chevrotain 11,
   * pinned ~11.2): past MAX_SYNTAX_ERRORS the parse stops instead of recovering once more.
   */
  SAVE_ERROR(error: unknown): unknown {
    const saved = (CstParser.prototype as unknown as { SAVE_ERROR(this: CstParser, e: unknown): unknown }).SAVE_ERROR.call(this, error);
    if (++this.errorCount > MAX_SYNTAX_ERRORS) throw new TooManySyntaxErrors();
    return saved;
  }

  /** Errors saved in the current parse (the `errors` getter copies the list, so it is not counted from there). */
  errorCount = 0;

  /**
   * The tokens that could have come at a grammar position, for a syntax error's message:
   * chevrotain computes them anew at each error (its own "consider caching" TODO), which made
   * a file with a hundred errors take seconds. They depend only on the grammar position, so
   * they are computed once per position (captured from the message provider) and reused.
   */
  raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never {
    const key = `${internals(this).getCurrRuleFullName()}:or:${occurrence}`;
    const paths = EXPECTED_PATHS.get(key) as TokenType[][][] | undefined;
    if (!paths) return captureExpected(key, () => ORIGINAL.raiseNoAltException.call(this, occurrence, errMsgTypes));
    const { actual, previous } = lookahead(this);
    const message = errorMessageProvider.buildNoViableAltMessage({
      expectedPathsPerAlt: paths,
      actual,
      previous,
      customUserDescription: errMsgTypes!,
      ruleName: internals(this).getCurrRuleFullName(),
    });
    throw this.SAVE_ERROR(new NoViableAltException(message, this.LA(1), previous));
  }

  raiseEarlyExitException(occurrence: number, prodType: unknown, userDefinedErrMsg: string | undefined): never {
    const key = `${internals(this).getCurrRuleFullName()}:${String(prodType)}:${occurrence}`;
    const paths = EXPECTED_PATHS.get(key) as TokenType[][] | undefined;
    if (!paths) return captureExpected(key, () => ORIGINAL.raiseEarlyExitException.call(this, occurrence, prodType, userDefinedErrMsg));
    const { actual, previous } = lookahead(this);
    const message = errorMessageProvider.buildEarlyExitMessage({
      expectedIterationPaths: paths,
      actual,
      previous,
      customUserDescription: userDefinedErrMsg!,
      ruleName: internals(this).getCurrRuleFullName(),
    });
    throw this.SAVE_ERROR(new EarlyExitException(message, this.LA(1), previous));
  }

  // ---------------------------------------------------------------- file

  public regulationFile = this.RULE('regulationFile', () => {
    // Lines before the first article; after it, every article's body takes the lines it does not understand.
    this.MANY({
      ...ONE,
      GATE: () => !this.atArticleStart(),
      DEF: () => {
        this.SUBRULE(this.unknownLine);
        this.CONSUME(T.Newline);
      },
    });
    this.MANY2({
      ...ONE,
      DEF: () => {
        this.OR({
          ...ONE,
          DEF: [
            { ALT: () => this.SUBRULE(this.regulationArticle) },
            { ALT: () => this.SUBRULE(this.rulesArticle) },
            { ALT: () => this.SUBRULE(this.scoringArticle) },
            { ALT: () => this.SUBRULE(this.unplayedArticle) },
            { ALT: () => this.SUBRULE(this.withdrawalsArticle) },
            { ALT: () => this.SUBRULE(this.ratingsArticle) },
            { ALT: () => this.SUBRULE(this.tiebreaksArticle) },
            { ALT: () => this.SUBRULE(this.grandPrixArticle) },
            { ALT: () => this.SUBRULE(this.teamArticle) },
            { ALT: () => this.SUBRULE(this.qualificationArticle) },
            { ALT: () => this.SUBRULE(this.prizesArticle) },
            { ALT: () => this.SUBRULE(this.categoriesArticle) },
            { ALT: () => this.SUBRULE(this.matchTiebreaksArticle) },
            { ALT: () => this.SUBRULE(this.playOffArticle) },
            { ALT: () => this.SUBRULE(this.microMatchesArticle) },
            { ALT: () => this.SUBRULE(this.knockOutArticle) },
            { ALT: () => this.SUBRULE(this.sectionsArticle) },
            { ALT: () => this.SUBRULE(this.boardPrizesArticle) },
          ],
        });
      },
    });
  });

  /** A line nobody understands; the AST builder reports it with what the article expected. */
  public unknownLine = this.RULE('unknownLine', () => {
    this.CONSUME(T.JunkStart);
    this.MANY(() => this.CONSUME(T.AnyToken));
  });

  /**
   * Whether the next line starts an article. Two article keywords also start statements:
   * `match win 2` (scoring) and `tie-breaks: …` (team); the second token tells them apart.
   */
  private atArticleStart(): boolean {
    return T.startsArticle(this.LA(1).tokenType, this.LA(2).tokenType, this.LA(3).tokenType);
  }

  /** The end of an article's header line: officials often write "Tie-breaks:" with a colon. */
  private headerEnd(): void {
    // Index 8 keeps these DSL calls apart from the ones of the calling rule.
    this.option(8, () => this.consume(8, T.Colon));
    this.consume(8, T.Newline);
  }

  /** An article body: statements, one per line; lines nobody understands are kept for a diagnostic. */
  private body(statement?: () => void): void {
    // Index 9 keeps these DSL calls apart from the ones of the calling rule.
    this.many(9, {
      ...ONE,
      GATE: () => !this.atArticleStart(),
      DEF: () => {
        if (statement === undefined) this.subrule(9, this.unknownLine);
        else
          this.or(9, {
            ...ONE,
            DEF: [{ ALT: statement }, { ALT: () => this.subrule(9, this.unknownLine), IGNORE_AMBIGUITIES: true }],
          });
        this.consume(9, T.Newline);
      },
    });
  }

  // ---------------------------------------------------------------- regulation, rules

  public regulationArticle = this.RULE('regulationArticle', () => {
    this.CONSUME(T.Regulation);
    this.CONSUME(T.StringLiteral, { LABEL: 'name' });
    this.OPTION(() => {
      this.CONSUME(T.Version);
      this.CONSUME2(T.StringLiteral, { LABEL: 'version' });
    });
    this.CONSUME(T.Newline);
    this.body();
  });

  public rulesArticle = this.RULE('rulesArticle', () => {
    this.CONSUME(T.Rules);
    this.CONSUME(T.Identifier, { LABEL: 'edition' });
    // rules fide-2026 team swiss: a team event (C.07 arts. 11-13)
    this.OPTION2(() => this.CONSUME(T.Team));
    this.OPTION(() => this.SUBRULE(this.tournamentKind));
    this.CONSUME(T.Newline);
    this.body();
  });

  public tournamentKind = this.RULE('tournamentKind', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Swiss) },
      {
        ALT: () => {
          this.OPTION(() => this.CONSUME(T.Double));
          this.CONSUME(T.Round);
          this.CONSUME(T.Robin);
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- board prizes

  /** board prizes: a team event's board prizes (ECU General Tournament Regulations B.7; the Chess Olympiad) */
  public boardPrizesArticle = this.RULE('boardPrizesArticle', () => {
    this.CONSUME(T.Board);
    this.CONSUME(T.Prizes);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.boardPrizesLine));
  });

  public boardPrizesLine = this.RULE('boardPrizesLine', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.boardPrizesBy) },
      { ALT: () => this.SUBRULE(this.boardPrizesMinimum) },
      { ALT: () => this.SUBRULE(this.boardPrizesBoards) },
      { ALT: () => this.SUBRULE(this.boardPrizesCap) },
      { ALT: () => this.SUBRULE(this.boardPrizesTies) },
    ]);
  });

  /** by performance rating · by percentage */
  public boardPrizesBy = this.RULE('boardPrizesBy', () => {
    this.CONSUME(T.By);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Performance);
          this.CONSUME(T.Rating);
        },
      },
      { ALT: () => this.CONSUME(T.Percentage) },
    ]);
  });

  /** at least 4 games · reserves at least 3 games */
  public boardPrizesMinimum = this.RULE('boardPrizesMinimum', () => {
    this.OPTION(() => this.CONSUME(T.Reserves));
    this.CONSUME(T.At);
    this.CONSUME(T.Least);
    this.CONSUME(T.NumberLiteral);
    this.CONSUME(T.Games);
  });

  /** games count on the registered board · games count on the board played */
  public boardPrizesBoards = this.RULE('boardPrizesBoards', () => {
    this.CONSUME(T.Games);
    this.CONSUME(T.Count);
    this.CONSUME(T.On);
    this.CONSUME(T.The);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Registered);
          this.CONSUME(T.Board);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Board);
          this.CONSUME(T.Played);
        },
      },
    ]);
  });

  /** rating difference cap 400 · no rating difference cap */
  public boardPrizesCap = this.RULE('boardPrizesCap', () => {
    this.OPTION(() => this.CONSUME(T.No));
    this.CONSUME(T.Rating);
    this.CONSUME(T.Difference);
    this.CONSUME(T.Cap);
    this.OPTION2(() => this.CONSUME(T.NumberLiteral));
  });

  /** ties by games, percentage, team place (ECU B.7.1.1 b–d) */
  public boardPrizesTies = this.RULE('boardPrizesTies', () => {
    this.CONSUME(T.Ties);
    this.CONSUME(T.By);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.boardPrizesTie) });
  });

  public boardPrizesTie = this.RULE('boardPrizesTie', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Games) },
      { ALT: () => this.CONSUME(T.Percentage) },
      {
        ALT: () => {
          this.CONSUME(T.Team);
          this.CONSUME(T.Place);
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- scoring

  public scoringArticle = this.RULE('scoringArticle', () => {
    this.CONSUME(T.Scoring);
    this.OPTION(() => this.CONSUME(T.Identifier, { LABEL: 'preset' }));
    this.headerEnd();
    this.body(() => this.SUBRULE(this.scoringLine));
  });

  public scoringLine = this.RULE('scoringLine', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.teamRanking) },
      { ALT: () => this.SUBRULE(this.teamMinimum) },
      {
        ALT: () => {
          this.OPTION(() => this.SUBRULE(this.roundScoring));
          this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.scoreEntry) });
        },
      },
    ]);
  });

  /** rounds 1-9: the rounds the entries after it score (Grand Chess Tour 2016: rapid 2-1-0, blitz 1-½-0) */
  public roundScoring = this.RULE('roundScoring', () => {
    this.CONSUME(T.Rounds);
    this.CONSUME(T.Range, { LABEL: 'rounds' });
    this.OPTION(() => this.CONSUME(T.Colon));
  });

  /** fewer than 3 players: match lost by forfeit — a team's smallest line-up that scores (2010 Chess Olympiad) */
  public teamMinimum = this.RULE('teamMinimum', () => {
    this.CONSUME(T.Fewer);
    this.CONSUME(T.Than);
    this.CONSUME(T.NumberLiteral);
    this.CONSUME(T.Players);
    this.OPTION(() => this.CONSUME(T.Colon));
    this.CONSUME(T.Match);
    this.CONSUME(T.Lost);
    this.CONSUME(T.By);
    this.CONSUME(T.Forfeit);
  });

  /** ranked by match points · ranked by game points: the score that ranks a team event (C.07 13.1) */
  public teamRanking = this.RULE('teamRanking', () => {
    this.CONSUME(T.Ranked);
    this.CONSUME(T.By);
    this.OR([{ ALT: () => this.CONSUME(T.Match) }, { ALT: () => this.CONSUME(T.Game) }]);
    this.CONSUME(T.Points);
  });

  /** win 1 · draw 1/2 · forfeit loss -1 (a penalty) */
  public scoreEntry = this.RULE('scoreEntry', () => {
    this.SUBRULE(this.resultKind);
    this.OPTION(() => this.CONSUME(T.Minus));
    this.CONSUME(T.NumberLiteral);
  });

  public resultKind = this.RULE('resultKind', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Win) },
      {
        ALT: () => {
          this.CONSUME(T.Draw);
          this.OPTION(() => {
            this.CONSUME(T.With);
            this.OR2([{ ALT: () => this.CONSUME(T.Advantage) }, { ALT: () => this.CONSUME(T.Disadvantage) }]);
          });
        },
      },
      { ALT: () => this.CONSUME(T.Loss) },
      {
        ALT: () => {
          this.CONSUME(T.Forfeit);
          this.OR3([{ ALT: () => this.CONSUME2(T.Win) }, { ALT: () => this.CONSUME2(T.Loss) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Double);
          this.CONSUME2(T.Forfeit);
        },
      },
      { ALT: () => this.SUBRULE(this.byeKind) },
      { ALT: () => this.CONSUME(T.Absent) },
      {
        ALT: () => {
          this.CONSUME(T.Match);
          this.OR4([{ ALT: () => this.CONSUME3(T.Win) }, { ALT: () => this.CONSUME2(T.Draw) }, { ALT: () => this.CONSUME3(T.Loss) }]);
        },
      },
    ]);
  });

  public byeKind = this.RULE('byeKind', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.PairingAllocated) },
      { ALT: () => this.CONSUME(T.FullPoint) },
      { ALT: () => this.CONSUME(T.HalfPoint) },
      { ALT: () => this.CONSUME(T.ZeroPoint) },
    ]);
    this.CONSUME(T.Bye);
  });

  // ---------------------------------------------------------------- unplayed rounds

  public unplayedArticle = this.RULE('unplayedArticle', () => {
    this.CONSUME(T.Unplayed);
    this.CONSUME(T.Rounds);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.unplayedLine));
  });

  public unplayedLine = this.RULE('unplayedLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.unplayedEntry) });
  });

  public unplayedEntry = this.RULE('unplayedEntry', () => {
    this.OR([
      {
        // forfeit cap opponent [and half]  (C.07 2026 16.4.1/16.4.2)
        ALT: () => {
          this.CONSUME(T.Forfeit);
          this.CONSUME(T.Cap);
          this.CONSUME(T.Opponent);
          this.OPTION(() => {
            this.CONSUME(T.And);
            this.CONSUME(T.Half);
          });
        },
      },
      {
        // vur first on|off  (C.07 16.5)
        ALT: () => {
          this.CONSUME(T.Vur);
          this.CONSUME(T.First);
          this.OR2([{ ALT: () => this.CONSUME(T.On) }, { ALT: () => this.CONSUME(T.Off) }]);
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- withdrawals

  public withdrawalsArticle = this.RULE('withdrawalsArticle', () => {
    this.CONSUME(T.Withdrawals);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.withdrawalLine));
  });

  public withdrawalLine = this.RULE('withdrawalLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.withdrawalEntry) });
  });

  public withdrawalEntry = this.RULE('withdrawalEntry', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.byeWithdrawal) },
      { ALT: () => this.SUBRULE(this.roundRobinWithdrawal) },
      { ALT: () => this.SUBRULE(this.eligibility) },
      { ALT: () => this.SUBRULE(this.expulsion) },
    ]);
  });

  /** expelled: 17, "Doe, John" from round 5  |  expelled players: results stand|deleted  (FIDE checklist Q197–198) */
  public expulsion = this.RULE('expulsion', () => {
    this.CONSUME(T.Expelled);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Players);
          this.CONSUME(T.Colon);
          this.CONSUME(T.Results);
          this.OR2([{ ALT: () => this.CONSUME(T.Deleted) }, { ALT: () => this.CONSUME(T.Stand) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Colon);
          this.SUBRULE(this.expelledPlayer);
          // A comma before a number or a name names another expelled player; before anything else it separates the next entry.
          this.MANY({
            GATE: () => this.LA(2).tokenType === T.NumberLiteral || this.LA(2).tokenType === T.StringLiteral,
            DEF: () => {
              this.CONSUME(T.Comma);
              this.SUBRULE2(this.expelledPlayer);
            },
          });
        },
      },
    ]);
  });

  /** 17 | "Doe, John" [from round 5] */
  public expelledPlayer = this.RULE('expelledPlayer', () => {
    this.OR([{ ALT: () => this.CONSUME(T.NumberLiteral) }, { ALT: () => this.CONSUME(T.StringLiteral) }]);
    this.OPTION(() => {
      this.CONSUME(T.From);
      this.CONSUME(T.Round);
      this.CONSUME2(T.NumberLiteral, { LABEL: 'fromRound' });
    });
  });

  /** zero-point bye in round 5 means withdrawn */
  public byeWithdrawal = this.RULE('byeWithdrawal', () => {
    this.SUBRULE(this.byeKind);
    this.CONSUME(T.In);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Round);
          this.CONSUME(T.NumberLiteral);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Last);
          this.CONSUME2(T.Round);
        },
      },
    ]);
    this.CONSUME(T.Means);
    this.CONSUME(T.Withdrawn);
  });

  /** per cycle: fewer than half of the games played -> results deleted, otherwise remaining games lost by forfeit */
  public roundRobinWithdrawal = this.RULE('roundRobinWithdrawal', () => {
    this.CONSUME(T.Per);
    this.OR([{ ALT: () => this.CONSUME(T.Cycle) }, { ALT: () => this.CONSUME(T.Event) }]);
    this.CONSUME(T.Colon);
    this.CONSUME(T.Fewer);
    this.CONSUME(T.Than);
    this.OR2([
      { ALT: () => this.CONSUME(T.Half) },
      {
        ALT: () => {
          this.CONSUME(T.NumberLiteral);
          this.CONSUME(T.Percent);
        },
      },
    ]);
    this.CONSUME(T.Of);
    this.OPTION(() => this.CONSUME(T.The));
    this.CONSUME(T.Games);
    this.CONSUME(T.Played);
    this.CONSUME(T.Arrow);
    this.SUBRULE(this.withdrawalOutcome, { LABEL: 'below' });
    // ", otherwise …" belongs to this rule; a comma before anything else separates the next entry of the line.
    this.OPTION2({
      GATE: () => this.LA(2).tokenType === T.Otherwise,
      DEF: () => {
        this.CONSUME(T.Comma);
        this.CONSUME(T.Otherwise);
        this.SUBRULE2(this.withdrawalOutcome, { LABEL: 'otherwise' });
      },
    });
  });

  public withdrawalOutcome = this.RULE('withdrawalOutcome', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Results);
          this.OR2([{ ALT: () => this.CONSUME(T.Deleted) }, { ALT: () => this.CONSUME(T.Stand) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Remaining);
          this.CONSUME(T.Games);
          this.CONSUME(T.Lost);
          this.CONSUME(T.By);
          this.CONSUME(T.Forfeit);
        },
      },
    ]);
  });

  /** withdrawn players [not] eligible for awards */
  public eligibility = this.RULE('eligibility', () => {
    this.CONSUME(T.Withdrawn);
    this.OPTION(() => this.CONSUME(T.Players));
    this.OPTION2(() => this.CONSUME(T.Not));
    this.CONSUME(T.Eligible);
    this.CONSUME(T.For);
    this.OR([{ ALT: () => this.CONSUME(T.Awards) }, { ALT: () => this.CONSUME(T.Prizes) }, { ALT: () => this.CONSUME(T.Qualification) }]);
  });

  // ---------------------------------------------------------------- ratings (FIDE checklist Q210–216)

  public ratingsArticle = this.RULE('ratingsArticle', () => {
    this.CONSUME(T.Ratings);
    this.CONSUME(T.Newline);
    this.body(() => this.SUBRULE(this.ratingsLine));
  });

  public ratingsLine = this.RULE('ratingsLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.ratingsEntry) });
  });

  /** event over 30 days | first rating | rating per round */
  public ratingsEntry = this.RULE('ratingsEntry', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Event);
          this.CONSUME(T.Over);
          this.CONSUME(T.NumberLiteral);
          this.CONSUME(T.Days);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.First);
          this.CONSUME(T.Rating);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Rating);
          this.CONSUME(T.Per);
          this.CONSUME(T.Round);
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- tie-breaks

  public tiebreaksArticle = this.RULE('tiebreaksArticle', () => {
    this.CONSUME(T.TieBreaks);
    this.OPTION(() => this.SUBRULE(this.sectionScope));
    this.headerEnd();
    this.SUBRULE(this.tiebreakList);
  });

  public matchTiebreaksArticle = this.RULE('matchTiebreaksArticle', () => {
    this.CONSUME(T.Match);
    this.CONSUME(T.TieBreaks);
    this.headerEnd();
    this.SUBRULE(this.tiebreakList);
  });

  public tiebreakList = this.RULE('tiebreakList', () => {
    this.body(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.tiebreakItem) },
        { ALT: () => this.SUBRULE(this.afterClause) },
        { ALT: () => this.SUBRULE(this.tiebreakRounds) },
      ]),
    );
  });

  /** based on rounds 7-12 only: the list's criteria computed on those rounds alone (points on all). */
  public tiebreakRounds = this.RULE('tiebreakRounds', () => {
    this.CONSUME(T.Based);
    this.CONSUME(T.On);
    this.CONSUME(T.Rounds);
    this.CONSUME(T.Range);
    this.CONSUME(T.Only);
  });

  /** 1. BH/C1   ·   2. buchholz cut 1   ·   5. manual from column "Barrage" */
  public tiebreakItem = this.RULE('tiebreakItem', () => {
    this.CONSUME(T.NumberLiteral);
    this.CONSUME(T.Dot);
    // "manual from column" followed by a string is the manual column; anything else a criterion phrase.
    this.OR({
      ...ONE,
      DEF: [
        {
          GATE: () => this.LA(2).tokenType === T.From && this.LA(3).tokenType === T.Column && this.LA(4).tokenType === T.StringLiteral,
          ALT: () => this.SUBRULE(this.manualColumn),
        },
        { ALT: () => this.SUBRULE(this.criterionPhrase) },
      ],
    });
  });

  public manualColumn = this.RULE('manualColumn', () => {
    this.CONSUME(T.Manual);
    this.CONSUME(T.From);
    this.CONSUME(T.Column);
    this.CONSUME(T.StringLiteral);
  });

  public criterionPhrase = this.RULE('criterionPhrase', () => {
    this.AT_LEAST_ONE(() => this.CONSUME(T.PhrasePart));
  });

  /** then shared | lots [seeded by "…"] | play-off | manual from column "…" */
  public afterClause = this.RULE('afterClause', () => {
    this.CONSUME(T.Then);
    this.OR([
      { ALT: () => this.CONSUME(T.Shared) },
      {
        ALT: () => {
          this.CONSUME(T.Lots);
          // Without a seed, the draw is seeded from the event itself (engine/ranking/lots.ts).
          this.OPTION2(() => {
            this.CONSUME(T.Seeded);
            this.OPTION(() => this.CONSUME(T.By));
            this.CONSUME(T.StringLiteral);
          });
        },
      },
      { ALT: () => this.CONSUME(T.PlayOff) },
      { ALT: () => this.SUBRULE(this.manualColumn) },
    ]);
  });

  // ---------------------------------------------------------------- grand prix

  public grandPrixArticle = this.RULE('grandPrixArticle', () => {
    this.CONSUME(T.GrandPrix);
    this.CONSUME(T.StringLiteral);
    this.headerEnd();
    this.body(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.letStatement) },
        { ALT: () => this.SUBRULE(this.pointsStatement) },
        { ALT: () => this.SUBRULE(this.placePointsStatement) },
        { ALT: () => this.SUBRULE(this.placeSharingStatement) },
        { ALT: () => this.SUBRULE(this.bonusStatement) },
        { ALT: () => this.SUBRULE(this.noTiebreaksStatement) },
        { ALT: () => this.SUBRULE(this.tiedShareStatement) },
        { ALT: () => this.SUBRULE(this.roundingStatement) },
        { ALT: () => this.SUBRULE(this.accumulateStatement) },
        { ALT: () => this.SUBRULE(this.gradeScalingStatement) },
      ]),
    );
  });

  public letStatement = this.RULE('letStatement', () => {
    this.CONSUME(T.Let);
    this.CONSUME(T.Name);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  /** points = AR * SP * NoP / 1000, shown to 4 decimals */
  public pointsStatement = this.RULE('pointsStatement', () => {
    this.CONSUME(T.Points);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.Comma);
      this.CONSUME(T.Shown);
      this.CONSUME(T.To);
      this.CONSUME(T.NumberLiteral);
      this.CONSUME(T.Decimals);
    });
  });

  /** points by place 10, 8, 6, 5, 4, 3, 2, 1, others 0  ·  points by final place (the places after the tie-breaks and play-off) */
  public placePointsStatement = this.RULE('placePointsStatement', () => {
    this.CONSUME(T.Points);
    this.CONSUME(T.By);
    this.OR1([
      {
        ALT: () => {
          this.CONSUME(T.Final);
          this.CONSUME2(T.Place);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Place);
          this.CONSUME(T.NumberLiteral, { LABEL: 'value' });
          this.MANY(() => {
            this.CONSUME(T.Comma);
            this.OR2([
              { ALT: () => this.CONSUME2(T.NumberLiteral, { LABEL: 'value' }) },
              {
                ALT: () => {
                  this.CONSUME(T.Others);
                  this.CONSUME3(T.NumberLiteral, { LABEL: 'others' });
                },
              },
            ]);
          });
        },
      },
    ]);
  });

  /** shared places averaged  ·  shared places take the higher */
  public placeSharingStatement = this.RULE('placeSharingStatement', () => {
    this.CONSUME(T.Shared);
    this.CONSUME(T.Places);
    this.OR([
      { ALT: () => this.CONSUME(T.Averaged) },
      {
        ALT: () => {
          this.CONSUME(T.Take);
          this.CONSUME(T.The);
          this.CONSUME(T.Higher);
        },
      },
    ]);
  });

  /** bonus 3 to clear first  ·  bonus 1 to place 2  ·  bonus 1 to first in the final standings */
  public bonusStatement = this.RULE('bonusStatement', () => {
    this.CONSUME(T.Bonus);
    this.SUBRULE(this.expression);
    this.CONSUME(T.To);
    this.OPTION(() => this.CONSUME(T.Clear));
    this.OR([
      { ALT: () => this.CONSUME(T.First) },
      {
        ALT: () => {
          this.CONSUME(T.Place);
          this.CONSUME(T.NumberLiteral);
        },
      },
    ]);
    this.OPTION2(() => {
      this.CONSUME(T.In);
      this.CONSUME(T.The);
      this.CONSUME(T.Final);
      this.CONSUME(T.Standings);
    });
  });

  public noTiebreaksStatement = this.RULE('noTiebreaksStatement', () => {
    this.CONSUME(T.No);
    this.CONSUME(T.TieBreaks);
  });

  /** tied players share the points [equally | evenly]: the places' points added up and divided equally */
  public tiedShareStatement = this.RULE('tiedShareStatement', () => {
    this.CONSUME(T.Tied);
    this.CONSUME(T.Players);
    this.CONSUME(T.Share);
    this.CONSUME(T.The);
    this.CONSUME(T.Points);
    this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(T.Equally) }, { ALT: () => this.CONSUME(T.Evenly) }]));
  });

  /** rounding half-even: the mode of round() in this article */
  public roundingStatement = this.RULE('roundingStatement', () => {
    this.CONSUME(T.Rounding);
    this.CONSUME(T.Word);
  });

  /** accumulate sum over events  ·  accumulate best 3 over events */
  public accumulateStatement = this.RULE('accumulateStatement', () => {
    this.CONSUME(T.Accumulate);
    this.OR([
      { ALT: () => this.CONSUME(T.Sum) },
      {
        ALT: () => {
          this.CONSUME(T.Best);
          this.CONSUME(T.NumberLiteral);
        },
      },
    ]);
    this.CONSUME(T.Over);
    this.CONSUME(T.Events);
  });

  /** if 3 grades: scaled 1, 2/3, 1/3 — each grade's scores scaled, then one combined ranking (Kāpiti Chess Club) */
  public gradeScalingStatement = this.RULE('gradeScalingStatement', () => {
    this.CONSUME(T.If);
    this.CONSUME(T.NumberLiteral, { LABEL: 'grades' });
    this.CONSUME(T.Grades);
    this.OPTION(() => this.CONSUME(T.Colon));
    this.CONSUME(T.Scaled);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME2(T.NumberLiteral, { LABEL: 'factor' }) });
  });

  // ---------------------------------------------------------------- team

  public teamArticle = this.RULE('teamArticle', () => {
    this.CONSUME(T.Team);
    this.CONSUME(T.StringLiteral, { LABEL: 'name' });
    this.CONSUME(T.By);
    this.CONSUME(T.Column);
    this.CONSUME2(T.StringLiteral, { LABEL: 'column' });
    this.headerEnd();
    this.body(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.teamScoreStatement) },
        { ALT: () => this.SUBRULE(this.letStatement) },
        { ALT: () => this.SUBRULE(this.teamTiebreaks) },
        { ALT: () => this.SUBRULE(this.teamAward) },
      ]),
    );
  });

  /** award "Top teams under 900" to 3 where strength < 900 (the order of the lines is the precedence) */
  public teamAward = this.RULE('teamAward', () => {
    this.CONSUME(T.Award);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.To);
    this.CONSUME(T.NumberLiteral);
    this.OPTION(() => {
      this.CONSUME(T.Where);
      this.SUBRULE(this.expression);
    });
  });

  /** event score = sum of best 4 score */
  public teamScoreStatement = this.RULE('teamScoreStatement', () => {
    this.OR([{ ALT: () => this.CONSUME(T.Event) }, { ALT: () => this.CONSUME(T.Season) }]);
    this.CONSUME(T.Score);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  /** tie-breaks: solkoff, cumulative, opposition cumulative [then shared] */
  public teamTiebreaks = this.RULE('teamTiebreaks', () => {
    this.CONSUME(T.TieBreaks);
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.criterionPhrase) });
    this.OPTION(() => this.SUBRULE(this.afterClause));
  });

  // ---------------------------------------------------------------- qualification

  public qualificationArticle = this.RULE('qualificationArticle', () => {
    this.CONSUME(T.Qualification);
    this.CONSUME(T.StringLiteral);
    this.OPTION(() => {
      this.CONSUME(T.Per);
      this.CONSUME(T.Section);
    });
    this.headerEnd();
    this.body(() => this.OR([{ ALT: () => this.SUBRULE(this.lookupTable) }, { ALT: () => this.SUBRULE(this.qualificationLine) }]));
  });

  /** places from participants / adjust from average post-rating, then a header line and one line per row */
  public lookupTable = this.RULE('lookupTable', () => {
    this.OR([{ ALT: () => this.CONSUME(T.Places) }, { ALT: () => this.CONSUME(T.Adjust) }]);
    this.CONSUME(T.From);
    this.SUBRULE(this.expression);
    this.CONSUME(T.Newline);
    this.SUBRULE(this.tableHeader);
    this.MANY({
      ...ONE,
      // A row starts with its label; the newline before it is shared with the article body.
      GATE: () => this.LA(2).tokenType === T.Identifier || this.LA(2).tokenType === T.StringLiteral,
      DEF: () => {
        this.CONSUME2(T.Newline);
        this.SUBRULE(this.tableRow);
      },
    });
  });

  public tableHeader = this.RULE('tableHeader', () => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.tableCell));
  });

  public tableRow = this.RULE('tableRow', () => {
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.StringLiteral) }]);
    this.AT_LEAST_ONE(() => this.SUBRULE(this.tableCell));
  });

  /** 4 · -1 · +1 · <20 · >=160 · 20-39 */
  public tableCell = this.RULE('tableCell', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Range) },
      {
        ALT: () => {
          this.OPTION(() =>
            this.OR2([
              { ALT: () => this.CONSUME(T.Less) },
              { ALT: () => this.CONSUME(T.LessEqual) },
              { ALT: () => this.CONSUME(T.Greater) },
              { ALT: () => this.CONSUME(T.GreaterEqual) },
            ]),
          );
          this.OPTION2(() => this.OR3([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]));
          this.CONSUME(T.NumberLiteral);
        },
      },
    ]);
  });

  public qualificationLine = this.RULE('qualificationLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.qualificationEntry) });
  });

  public qualificationEntry = this.RULE('qualificationEntry', () => {
    this.OR([
      {
        // at least 3 · at most 10
        ALT: () => {
          this.CONSUME(T.At);
          this.OR2([{ ALT: () => this.CONSUME(T.Least) }, { ALT: () => this.CONSUME(T.Most) }]);
          this.CONSUME(T.NumberLiteral);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Skip);
          this.OR3([
            {
              ALT: () => {
                this.CONSUME(T.Already);
                this.CONSUME(T.Qualified);
                this.OPTION(() => {
                  this.CONSUME(T.From);
                  this.CONSUME(T.Column);
                  this.CONSUME(T.StringLiteral);
                });
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Playing);
                this.CONSUME(T.Up);
                this.OPTION2(() => {
                  this.CONSUME2(T.From);
                  this.CONSUME2(T.Column);
                  this.CONSUME2(T.StringLiteral, { LABEL: 'upColumn' });
                });
              },
            },
            { ALT: () => this.CONSUME(T.Withdrawn) },
          ]);
        },
      },
      { ALT: () => this.SUBRULE(this.qualificationCategory) },
    ]);
  });

  /**
   * Qualification limited to a category: `best 2 of category "U16"` (the best two U16 players
   * qualify: two places, U16 players only), `best 1 female` (the best girl), or `for category "U16"`
   * (the places of the `places from` table, U16 players only). The category is a prize's: a
   * name of the categories article or conditions written in place.
   */
  public qualificationCategory = this.RULE('qualificationCategory', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Best);
          this.CONSUME(T.NumberLiteral, { LABEL: 'count' });
          this.OPTION(() => this.CONSUME(T.Of));
        },
      },
      { ALT: () => this.CONSUME(T.For) },
    ]);
    this.SUBRULE(this.prizeCategory);
  });

  // ---------------------------------------------------------------- prizes

  public prizesArticle = this.RULE('prizesArticle', () => {
    this.CONSUME(T.Prizes);
    this.OPTION(() => this.SUBRULE(this.sectionScope));
    this.headerEnd();
    this.body(() => this.SUBRULE(this.prizeLine));
  });

  public prizeLine = this.RULE('prizeLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.prizeEntry) });
  });

  public prizeEntry = this.RULE('prizeEntry', () => {
    // `title "WGM": 100` (a category prize) and `title "Champion" shared on points` part at the third token.
    this.OR({
      MAX_LOOKAHEAD: 3,
      DEF: [
        {
          // place 1: 1000
          ALT: () => {
            this.CONSUME(T.Place);
            this.CONSUME(T.NumberLiteral, { LABEL: 'place' });
            this.CONSUME(T.Colon);
            this.SUBRULE(this.prizeAward);
          },
        },
        {
          // rating under 1800: 150  ·  rating under 1800 place 2: 100
          ALT: () => {
            this.SUBRULE(this.prizeCategory);
            this.OPTION(() => {
              this.CONSUME2(T.Place);
              this.CONSUME3(T.NumberLiteral, { LABEL: 'place' });
            });
            this.CONSUME2(T.Colon);
            this.SUBRULE2(this.prizeAward);
          },
        },
        {
          // one prize per player
          ALT: () => {
            this.CONSUME(T.One);
            this.CONSUME(T.Prize);
            this.CONSUME(T.Per);
            this.CONSUME(T.Player);
          },
        },
        {
          // higher value first · place prizes first
          ALT: () => {
            this.OR2([
              {
                ALT: () => {
                  this.CONSUME(T.Higher);
                  this.CONSUME(T.Value);
                },
              },
              {
                ALT: () => {
                  this.CONSUME3(T.Place);
                  this.CONSUME(T.Prizes);
                },
              },
            ]);
            this.CONSUME(T.First);
          },
        },
        {
          // tied players share equally | share by hort | ranked by tie-breaks
          ALT: () => {
            this.CONSUME(T.Tied);
            this.CONSUME(T.Players);
            this.OR3([
              {
                ALT: () => {
                  this.CONSUME(T.Share);
                  this.OR4([
                    { ALT: () => this.CONSUME(T.Equally) },
                    {
                      ALT: () => {
                        this.CONSUME(T.By);
                        this.CONSUME(T.Hort);
                      },
                    },
                  ]);
                },
              },
              {
                ALT: () => {
                  this.CONSUME(T.Ranked);
                  this.CONSUME2(T.By);
                  this.CONSUME(T.TieBreaks);
                },
              },
            ]);
          },
        },
        {
          // title "Champion" shared on points
          ALT: () => {
            this.CONSUME(T.Title);
            this.CONSUME3(T.StringLiteral, { LABEL: 'title' });
            this.CONSUME(T.Shared);
            this.CONSUME(T.On);
            this.CONSUME(T.Points);
          },
        },
        {
          // round to 0.01
          ALT: () => {
            this.CONSUME(T.Round);
            this.CONSUME(T.To);
            this.CONSUME5(T.NumberLiteral, { LABEL: 'unit' });
          },
        },
      ],
    });
  });

  /** 1000 · "Trophy" · 1000 and "Trophy" */
  public prizeAward = this.RULE('prizeAward', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.NumberLiteral, { LABEL: 'amount' });
          this.OPTION(() => {
            this.CONSUME(T.And);
            this.CONSUME(T.StringLiteral, { LABEL: 'trophy' });
          });
        },
      },
      { ALT: () => this.CONSUME2(T.StringLiteral, { LABEL: 'trophy' }) },
    ]);
  });

  /** category "U12" (a category of the categories article) · female under 14 (conditions, all of which hold) */
  public prizeCategory = this.RULE('prizeCategory', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Category);
          this.CONSUME(T.StringLiteral, { LABEL: 'name' });
        },
      },
      { ALT: () => this.SUBRULE(this.categoryConditions) },
    ]);
  });

  public categoryConditions = this.RULE('categoryConditions', () => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.categoryCondition));
  });

  public categoryCondition = this.RULE('categoryCondition', () => {
    this.OR([
      {
        // rating under 1800 · rating over 2200 · rating 1600-1799
        ALT: () => {
          this.CONSUME(T.Rating);
          this.OR2([
            {
              ALT: () => {
                this.OR3([{ ALT: () => this.CONSUME(T.Under) }, { ALT: () => this.CONSUME(T.Over) }]);
                this.CONSUME(T.NumberLiteral, { LABEL: 'rating' });
              },
            },
            { ALT: () => this.CONSUME(T.Range, { LABEL: 'band' }) },
          ]);
        },
      },
      { ALT: () => this.CONSUME(T.Unrated) },
      {
        // column "School" = "Home" · column "Club" exists
        ALT: () => {
          this.CONSUME(T.Column);
          this.CONSUME(T.StringLiteral, { LABEL: 'column' });
          this.OR4([
            {
              ALT: () => {
                this.CONSUME(T.Equals);
                this.CONSUME2(T.StringLiteral, { LABEL: 'value' });
              },
            },
            { ALT: () => this.CONSUME(T.Exists) },
          ]);
        },
      },
      {
        // under 12 [on 2026-01-01] · U12 [on …] · 65 and over [on …]
        ALT: () => {
          this.OR5([
            {
              ALT: () => {
                this.CONSUME2(T.Under);
                this.CONSUME2(T.NumberLiteral, { LABEL: 'age' });
              },
            },
            { ALT: () => this.CONSUME(T.AgeClass) },
            {
              ALT: () => {
                this.CONSUME3(T.NumberLiteral, { LABEL: 'age' });
                this.CONSUME(T.And);
                this.CONSUME2(T.Over, { LABEL: 'andOver' });
              },
            },
          ]);
          this.OPTION(() => {
            this.CONSUME(T.On);
            this.CONSUME(T.DateLiteral, { LABEL: 'date' });
          });
        },
      },
      {
        // born 2014 · born 2014 or later · born 1961 or earlier
        ALT: () => {
          this.CONSUME(T.Born);
          this.CONSUME4(T.NumberLiteral, { LABEL: 'year' });
          this.OPTION2(() => {
            this.CONSUME(T.Or);
            this.OR6([{ ALT: () => this.CONSUME(T.Later) }, { ALT: () => this.CONSUME(T.Earlier) }]);
          });
        },
      },
      { ALT: () => this.CONSUME(T.Female) },
      { ALT: () => this.CONSUME(T.Male) },
      {
        ALT: () => {
          this.CONSUME(T.Federation);
          this.CONSUME3(T.StringLiteral, { LABEL: 'federation' });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Title);
          this.CONSUME4(T.StringLiteral, { LABEL: 'title' });
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- categories

  // ---------------------------------------------------------------- sections of one event

  /** sections · then one or more lines of names: "K-3", "K-5", "K-8", "K-12" */
  public sectionsArticle = this.RULE('sectionsArticle', () => {
    this.CONSUME(T.Sections);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.sectionsLine));
  });

  public sectionsLine = this.RULE('sectionsLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME(T.StringLiteral) });
  });

  /** `for section "Open"` after a tie-breaks or prizes header: that section's own list or prizes. */
  public sectionScope = this.RULE('sectionScope', () => {
    this.CONSUME(T.For);
    this.OR([{ ALT: () => this.CONSUME(T.Section) }, { ALT: () => this.CONSUME(T.Sections) }]);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME(T.StringLiteral) });
  });

  public categoriesArticle = this.RULE('categoriesArticle', () => {
    this.CONSUME(T.Categories);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.categoryLine));
  });

  /** ages on 2026-01-01 · "U12": born 2014 or later */
  public categoryLine = this.RULE('categoryLine', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Ages);
          this.CONSUME(T.On);
          this.CONSUME(T.DateLiteral, { LABEL: 'date' });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.StringLiteral, { LABEL: 'name' });
          this.CONSUME(T.Colon);
          this.SUBRULE(this.categoryConditions);
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- play-off (C.07 art. 3.1)

  public playOffArticle = this.RULE('playOffArticle', () => {
    this.CONSUME(T.PlayOff);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.playOffLine));
  });

  /** Statements of the play-off article, several on a line separated by commas. */
  public playOffLine = this.RULE('playOffLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.playOffStatement) });
  });

  public playOffStatement = this.RULE('playOffStatement', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.playOffPlaces) },
      { ALT: () => this.SUBRULE(this.playOffQualify) },
      { ALT: () => this.SUBRULE(this.playOffMaxPlayers) },
      { ALT: () => this.SUBRULE(this.playOffSeeding) },
      { ALT: () => this.SUBRULE(this.playOffStage) },
      { ALT: () => this.SUBRULE(this.playOffDrawOdds) },
      { ALT: () => this.SUBRULE(this.playOffRepeated) },
      { ALT: () => this.SUBRULE(this.playOffFormat) },
      { ALT: () => this.SUBRULE(this.playOffNotHeld) },
      { ALT: () => this.SUBRULE(this.playOffWhen) },
    ]);
  });

  /** for first place · for place 2 · for places 1-3 */
  public playOffPlaces = this.RULE('playOffPlaces', () => {
    this.CONSUME(T.For);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.First);
          this.CONSUME(T.Place);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Place);
          this.CONSUME(T.NumberLiteral, { LABEL: 'place' });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Places);
          this.CONSUME(T.Range, { LABEL: 'places' });
        },
      },
    ]);
  });

  /** players tied on points · players tied after the tie-breaks */
  public playOffQualify = this.RULE('playOffQualify', () => {
    this.CONSUME(T.Players);
    this.CONSUME(T.Tied);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.On);
          this.CONSUME(T.Points);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.After);
          this.OPTION(() => this.CONSUME(T.The));
          this.CONSUME(T.TieBreaks);
        },
      },
    ]);
  });

  /** at most 2 players */
  public playOffMaxPlayers = this.RULE('playOffMaxPlayers', () => {
    this.CONSUME(T.At);
    this.CONSUME(T.Most);
    this.CONSUME(T.NumberLiteral);
    this.CONSUME(T.Players);
  });

  /**
   * seeded by the tie-breaks · seeded by rating · seeded by TPR then head-to-head then lots
   * (British Championship: TPR, then the game between them, then lots).
   */
  public playOffSeeding = this.RULE('playOffSeeding', () => {
    this.CONSUME(T.Seeded);
    this.CONSUME(T.By);
    this.OR({
      ...ONE,
      DEF: [
        {
          // "the tie-breaks" (or "tie-breaks") is the list; any other phrase names a criterion.
          GATE: () => tokenMatcher(this.LA(1), T.TieBreaks) || (tokenMatcher(this.LA(1), T.The) && tokenMatcher(this.LA(2), T.TieBreaks)),
          ALT: () => {
            this.OPTION(() => this.CONSUME(T.The));
            this.CONSUME(T.TieBreaks);
          },
        },
        { GATE: () => !tokenMatcher(this.LA(2), T.PhrasePart), ALT: () => this.CONSUME(T.Rating), IGNORE_AMBIGUITIES: true },
        { ALT: () => this.SUBRULE(this.criterionPhrase), IGNORE_AMBIGUITIES: true },
      ],
    });
    // Players level on it: their games against each other, then lots (in this order when both).
    this.OPTION2(() => {
      this.CONSUME(T.Then);
      this.CONSUME(T.HeadToHead);
    });
    this.OPTION3(() => {
      this.CONSUME2(T.Then);
      this.CONSUME(T.Lots);
    });
  });

  /** 1. 2 rapid games "15+10" · 3. blitz games until one wins · 4. armageddon "5 v 4 minutes" */
  public playOffStage = this.RULE('playOffStage', () => {
    this.CONSUME(T.NumberLiteral, { LABEL: 'stage' });
    this.CONSUME(T.Dot);
    this.OR([
      { ALT: () => this.CONSUME(T.Armageddon) },
      {
        ALT: () => {
          this.OPTION(() => this.CONSUME2(T.NumberLiteral, { LABEL: 'games' }));
          this.OPTION2(() => this.CONSUME(T.Identifier, { LABEL: 'pace' }));
          this.OR2([{ ALT: () => this.CONSUME(T.Games) }, { ALT: () => this.CONSUME(T.Game) }]);
          this.OPTION3(() => {
            this.CONSUME(T.Until);
            this.CONSUME(T.One);
            this.CONSUME(T.Wins);
          });
        },
      },
    ]);
    this.OPTION4(() => this.CONSUME(T.StringLiteral, { LABEL: 'timeControl' }));
  });

  /** draw odds to black · draw odds to white (the Armageddon stage's) */
  public playOffDrawOdds = this.RULE('playOffDrawOdds', () => {
    this.CONSUME(T.Draw);
    this.CONSUME(T.Odds);
    this.CONSUME(T.To);
    this.OR([{ ALT: () => this.CONSUME(T.Black) }, { ALT: () => this.CONSUME(T.White) }]);
  });

  /**
   * repeated until decided (the stage of games before it: "two blitz games … extended by two games
   * at a time until decided", Schachfreunde Siemensstadt)
   */
  public playOffRepeated = this.RULE('playOffRepeated', () => {
    this.CONSUME(T.Repeated);
    this.CONSUME(T.Until);
    this.CONSUME(T.Decided);
  });

  /** more than 2 players: round robin · more than 2 players: knock-out */
  public playOffFormat = this.RULE('playOffFormat', () => {
    this.CONSUME(T.More);
    this.CONSUME(T.Than);
    this.CONSUME(T.NumberLiteral);
    this.CONSUME(T.Players);
    this.OPTION(() => this.CONSUME(T.Colon));
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Round);
          this.CONSUME(T.Robin);
        },
      },
      { ALT: () => this.CONSUME(T.KnockOut) },
    ]);
  });

  /** if not held: tie-breaks · if not held: shared */
  public playOffNotHeld = this.RULE('playOffNotHeld', () => {
    this.CONSUME(T.If);
    this.CONSUME(T.Not);
    this.CONSUME(T.Held);
    this.OPTION(() => this.CONSUME(T.Colon));
    this.OR([
      {
        ALT: () => {
          this.OPTION2(() => this.CONSUME(T.The));
          this.CONSUME(T.TieBreaks);
        },
      },
      { ALT: () => this.CONSUME(T.Shared) },
    ]);
  });

  // ---------------------------------------------------------------- micro-matches (FMJD title matches)

  public microMatchesArticle = this.RULE('microMatchesArticle', () => {
    this.CONSUME(T.MicroMatches);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.microMatchesLine));
  });

  /** Statements of the micro-matches article, several on a line separated by commas. */
  public microMatchesLine = this.RULE('microMatchesLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.microMatchesStatement) });
  });

  public microMatchesStatement = this.RULE('microMatchesStatement', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.playOffStage) },
      { ALT: () => this.SUBRULE(this.microMatchWon) },
      { ALT: () => this.SUBRULE(this.microMatchDrawn) },
      { ALT: () => this.SUBRULE(this.microMatchRankedBy) },
    ]);
  });

  /** won 12-0: the round's points for the winner and the loser when the stage before decides */
  public microMatchWon = this.RULE('microMatchWon', () => {
    this.CONSUME(T.Won);
    this.CONSUME(T.Range, { LABEL: 'points' });
  });

  /** drawn 6-6: the round's points when the last stage is drawn */
  public microMatchDrawn = this.RULE('microMatchDrawn', () => {
    this.CONSUME(T.Drawn);
    this.CONSUME(T.Range, { LABEL: 'points' });
  });

  /** ranked by standard wins, rapid score, blitz score · ranked by points, standard score */
  public microMatchRankedBy = this.RULE('microMatchRankedBy', () => {
    this.CONSUME(T.Ranked);
    this.CONSUME(T.By);
    this.SUBRULE(this.microMatchCriterion);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.microMatchCriterion);
    });
  });

  /** points · PACE wins · PACE score */
  public microMatchCriterion = this.RULE('microMatchCriterion', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Points) },
      {
        ALT: () => {
          this.CONSUME(T.Identifier, { LABEL: 'pace' });
          this.OR2([{ ALT: () => this.CONSUME(T.Wins) }, { ALT: () => this.CONSUME(T.Score) }]);
        },
      },
    ]);
  });

  // ---------------------------------------------------------------- knock-out (FIDE World Cup regulations)

  public knockOutArticle = this.RULE('knockOutArticle', () => {
    this.CONSUME(T.KnockOut);
    this.headerEnd();
    this.body(() => this.SUBRULE(this.knockOutLine));
  });

  /** Statements of the knock-out article, several on a line separated by commas. */
  public knockOutLine = this.RULE('knockOutLine', () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.knockOutStatement) });
  });

  public knockOutStatement = this.RULE('knockOutStatement', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.playOffStage) },
      { ALT: () => this.SUBRULE(this.playOffDrawOdds) },
      { ALT: () => this.SUBRULE(this.knockOutPlaces) },
      { ALT: () => this.SUBRULE(this.knockOutLosers) },
      { ALT: () => this.SUBRULE(this.knockOutThirdPlace) },
    ]);
  });

  /** places by round reached */
  public knockOutPlaces = this.RULE('knockOutPlaces', () => {
    this.CONSUME(T.Places);
    this.CONSUME(T.By);
    this.CONSUME(T.Round);
    this.CONSUME(T.Reached);
  });

  /** losers of the same round share the place · losers of the same round ranked by rating */
  public knockOutLosers = this.RULE('knockOutLosers', () => {
    this.CONSUME(T.Losers);
    this.CONSUME(T.Of);
    this.CONSUME(T.The);
    this.CONSUME(T.Same);
    this.CONSUME(T.Round);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Share);
          this.OPTION(() => this.CONSUME2(T.The));
          this.OR2([{ ALT: () => this.CONSUME(T.Place) }, { ALT: () => this.CONSUME(T.Places) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Ranked);
          this.CONSUME2(T.By);
          this.CONSUME(T.Rating);
        },
      },
    ]);
  });

  /** [a] match for third place: the losers of the semi-finals play it */
  public knockOutThirdPlace = this.RULE('knockOutThirdPlace', () => {
    this.OPTION(() => this.CONSUME(T.Identifier, { LABEL: 'article' }));
    this.CONSUME(T.Match);
    this.CONSUME(T.For);
    this.CONSUME(T.Third);
    this.CONSUME(T.Place);
  });

  /**
   * if 2 players: · if more than 2 players: — the format that follows (its stages, numbered
   * from 1) is played by that number of players (British Championship "Format 1 – Two players
   * are tied", "Format 2 – More than two players are tied").
   */
  public playOffWhen = this.RULE('playOffWhen', () => {
    this.CONSUME(T.If);
    this.OPTION(() => {
      this.CONSUME(T.More);
      this.CONSUME(T.Than);
    });
    this.CONSUME(T.NumberLiteral, { LABEL: 'players' });
    this.CONSUME(T.Players);
    this.OPTION2(() => this.CONSUME(T.Tied));
    this.OPTION3(() => this.CONSUME(T.Colon));
  });

  // ---------------------------------------------------------------- formulas

  public expression = this.RULE('expression', () => {
    this.SUBRULE(this.andExpression, { LABEL: 'operands' });
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.andExpression, { LABEL: 'operands' });
    });
  });

  public andExpression = this.RULE('andExpression', () => {
    this.SUBRULE(this.notExpression, { LABEL: 'operands' });
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.notExpression, { LABEL: 'operands' });
    });
  });

  public notExpression = this.RULE('notExpression', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Not);
          this.SUBRULE(this.notExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.comparison) },
    ]);
  });

  public comparison = this.RULE('comparison', () => {
    this.SUBRULE(this.additive, { LABEL: 'operands' });
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Less, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.LessEqual, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.Greater, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.GreaterEqual, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.Equals, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.NotEqual, { LABEL: 'operator' }) },
      ]);
      this.SUBRULE2(this.additive, { LABEL: 'operands' });
    });
  });

  public additive = this.RULE('additive', () => {
    this.SUBRULE(this.multiplicative, { LABEL: 'operands' });
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(T.Plus, { LABEL: 'operators' }) }, { ALT: () => this.CONSUME(T.Minus, { LABEL: 'operators' }) }]);
      this.SUBRULE2(this.multiplicative, { LABEL: 'operands' });
    });
  });

  public multiplicative = this.RULE('multiplicative', () => {
    this.SUBRULE(this.unary, { LABEL: 'operands' });
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(T.Star, { LABEL: 'operators' }) }, { ALT: () => this.CONSUME(T.Slash, { LABEL: 'operators' }) }]);
      this.SUBRULE2(this.unary, { LABEL: 'operands' });
    });
  });

  public unary = this.RULE('unary', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Minus);
          this.SUBRULE(this.unary);
        },
      },
      { ALT: () => this.SUBRULE(this.primary) },
    ]);
  });

  public primary = this.RULE('primary', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.NumberLiteral) },
      { ALT: () => this.CONSUME(T.StringLiteral) },
      { ALT: () => this.CONSUME(T.Name) },
      { ALT: () => this.SUBRULE(this.parenthesized) },
      { ALT: () => this.SUBRULE(this.call) },
      { ALT: () => this.SUBRULE(this.aggregate) },
    ]);
  });

  public parenthesized = this.RULE('parenthesized', () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });

  /** round(x), round(x, 4), floor, ceil, min, max, clamp(x, lo, hi), abs */
  public call = this.RULE('call', () => {
    this.CONSUME(T.FunctionWord);
    this.CONSUME(T.LParen);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expression, { LABEL: 'args' }) });
    this.CONSUME(T.RParen);
  });

  /** count of participants [where …] · average post-rating of participants · sum of best 4 score [over events] */
  public aggregate = this.RULE('aggregate', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Count);
          this.CONSUME(T.Of);
          this.SUBRULE(this.domain);
        },
      },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(T.Sum) }, { ALT: () => this.CONSUME(T.Average) }]);
          this.OPTION(() => this.CONSUME2(T.Of));
          this.OPTION2(() => {
            this.CONSUME(T.Best);
            this.CONSUME(T.NumberLiteral);
          });
          this.SUBRULE(this.aggregateOperand);
          this.OPTION3(() => {
            this.OR3([{ ALT: () => this.CONSUME3(T.Of) }, { ALT: () => this.CONSUME(T.Over) }]);
            this.SUBRULE2(this.domain);
          });
        },
      },
    ]);
    this.OPTION4(() => {
      this.CONSUME(T.Where);
      this.SUBRULE(this.expression, { LABEL: 'where' });
    });
  });

  public aggregateOperand = this.RULE('aggregateOperand', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Name) },
      { ALT: () => this.CONSUME(T.StringLiteral) },
      { ALT: () => this.SUBRULE(this.parenthesized) },
    ]);
  });

  public domain = this.RULE('domain', () => {
    this.OR([{ ALT: () => this.CONSUME(T.Participants) }, { ALT: () => this.CONSUME(T.Members) }, { ALT: () => this.CONSUME(T.Events) }]);
  });
}

/**
 * The one parser instance (Chevrotain parsers are reusable: set `input`, call a rule), made
 * the first time it is needed: its grammar analysis is not paid by a command that parses nothing.
 */
export function theParser(): RegulaParser {
  instance ??= new RegulaParser();
  return instance;
}
let instance: RegulaParser | undefined;

/** A new parser with chevrotain's grammar validations run: they throw when the grammar has a fault. */
export function validatedParser(): RegulaParser {
  return new RegulaParser(true);
}

export interface ParseOutcome {
  cst: CstNode;
  errors: { message: string; token: IToken; ruleStack: string[] }[];
  /** Parsing stopped after MAX_SYNTAX_ERRORS errors (the CST is then the empty file's). */
  stoppedAt?: IToken;
}

/** Syntax errors read before the parser stops: more than anyone reads, and a bound on a megabyte of garbage. */
export const MAX_SYNTAX_ERRORS = 100;

class TooManySyntaxErrors extends Error {}

/** Parses lexed tokens into a CST; recovery keeps going after errors, up to MAX_SYNTAX_ERRORS. */
export function parseTokens(tokens: IToken[]): ParseOutcome {
  const parser = theParser();
  parser.input = tokens;
  parser.errorCount = 0;
  // Chevrotain signals each syntax error with an Error it catches again during recovery; a file
  // of thousands of errors would spend most of its time capturing stack traces nobody reads.
  const errorClass = Error as unknown as { stackTraceLimit: number };
  const stackTraceLimit = errorClass.stackTraceLimit;
  errorClass.stackTraceLimit = 0;
  try {
    const cst = parser.regulationFile();
    return { cst, errors: errorsOf(parser.errors) };
  } catch (error) {
    if (!(error instanceof TooManySyntaxErrors)) throw error;
    const errors = errorsOf(parser.errors);
    parser.input = [];
    return { cst: parser.regulationFile(), errors, stoppedAt: errors[errors.length - 1]!.token };
  } finally {
    errorClass.stackTraceLimit = stackTraceLimit;
  }
}

function errorsOf(errors: RegulaParser['errors']): ParseOutcome['errors'] {
  return errors.map((e) => ({ message: e.message, token: e.token, ruleStack: e.context.ruleStack }));
}

/** The grammar's rule names (for the CST typings and syntax diagrams). */
export type RegulaParserType = RegulaParser;

/** The grammar as Chevrotain's GAST (CST typings, syntax diagrams). */
export function grammarProductions() {
  return theParser().getGAstProductions();
}

/** The grammar serialized for Chevrotain's syntax diagrams. */
export function serializedGrammar() {
  return theParser().getSerializedGastProductions();
}

/** The text of dsl/cst.generated.d.ts. */
export function cstTypings(): string {
  const header = '// Generated from dsl/parser.ts by `npm run dsl:cst`. Do not edit.\n';
  return header + generateCstDts(grammarProductions(), { visitorInterfaceName: 'RegulaCstVisitor' });
}
