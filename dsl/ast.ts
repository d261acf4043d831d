import type { Rational, TournamentType } from '../engine';

/*
 * The typed syntax tree of a .regula file. Every node has a `kind` and a `span`
 * (1-based line:column, 0-based offsets, end exclusive). Lines that group several
 * entries ("win 1, draw 1/2, loss 0") stay grouped, so the formatter keeps the
 * author's grouping; everything else about layout is the formatter's business.
 */

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** 0-based character offset. */
  offset: number;
}

export interface Span {
  start: Position;
  /** Exclusive. */
  end: Position;
}

export interface StringNode {
  kind: 'string';
  value: string;
  span: Span;
}

export interface NumberNode {
  kind: 'number';
  value: Rational;
  /** As written: "1/2", "½", "0.5". */
  text: string;
  span: Span;
}

export interface WordNode {
  kind: 'word';
  text: string;
  span: Span;
}

// ---------------------------------------------------------------- file

export interface RegulationFile {
  kind: 'file';
  articles: Article[];
  span: Span;
}

export type Article =
  | RegulationArticle
  | RulesArticle
  | ScoringArticle
  | UnplayedArticle
  | WithdrawalsArticle
  | RatingsArticle
  | TiebreaksArticle
  | GrandPrixArticle
  | TeamArticle
  | QualificationArticle
  | PrizesArticle
  | CategoriesArticle
  | PlayOffArticle
  | MicroMatchesArticle
  | KnockOutArticle
  | BoardPrizesArticle
  | MatchTiebreaksArticle
  | SectionsArticle;

export interface RegulationArticle {
  kind: 'regulation-article';
  name: StringNode;
  version?: StringNode;
  span: Span;
}

export interface RulesArticle {
  kind: 'rules-article';
  edition: WordNode;
  /** `team`: the file ranks the teams of a team event (C.07 arts. 11–13). */
  team?: Span;
  tournament?: { kind: 'tournament'; value: TournamentType; span: Span };
  span: Span;
}

// ---------------------------------------------------------------- scoring

export type ResultKind =
  | 'win'
  | 'draw'
  | 'loss'
  | 'draw-with-advantage'
  | 'draw-with-disadvantage'
  | 'forfeit-win'
  | 'forfeit-loss'
  | 'double-forfeit'
  | 'pairing-allocated-bye'
  | 'full-point-bye'
  | 'half-point-bye'
  | 'zero-point-bye'
  | 'absent'
  | 'match-win'
  | 'match-draw'
  | 'match-loss';

export interface ScoringArticle {
  kind: 'scoring-article';
  preset?: WordNode;
  lines: ScoreLine[];
  /** `ranked by match points` / `ranked by game points` (C.07 13.1), each time it is written. */
  rankings: TeamRankingLine[];
  /** `fewer than 3 players: match lost by forfeit`, each time it is written. */
  minimums: TeamMinimumLine[];
  span: Span;
}

/** `fewer than 3 players: match lost by forfeit` (2010 Chess Olympiad: "3 players (minimum) needed for a team"). */
export interface TeamMinimumLine {
  kind: 'team-minimum';
  players: NumberNode;
  span: Span;
}

export interface TeamRankingLine {
  kind: 'team-ranking';
  score: 'match-points' | 'game-points';
  span: Span;
}

export interface ScoreLine {
  kind: 'score-line';
  /** `rounds 1-9:` — the entries score those rounds only (a point system of their own). */
  rounds?: RoundScoringNode;
  entries: ScoreEntry[];
  span: Span;
}

/** `rounds 1-9:` before a scoring line's entries (Grand Chess Tour 2016: "Rapid Blitz / Win 2 1 / Draw 1 ½"). */
export interface RoundScoringNode {
  kind: 'round-scoring';
  first: NumberNode;
  last: NumberNode;
  span: Span;
}

export interface ScoreEntry {
  kind: 'score-entry';
  result: ResultKind;
  value: NumberNode;
  span: Span;
}

// ---------------------------------------------------------------- unplayed rounds

export interface UnplayedArticle {
  kind: 'unplayed-article';
  lines: UnplayedLine[];
  span: Span;
}

export interface UnplayedLine {
  kind: 'unplayed-line';
  entries: UnplayedEntry[];
  span: Span;
}

export type UnplayedEntry =
  { kind: 'forfeit-cap'; cap: 'opponent' | 'opponent-and-half'; span: Span } | { kind: 'vur-first'; on: boolean; span: Span };

// ---------------------------------------------------------------- ratings (FIDE checklist Q210–216)

export interface RatingsArticle {
  kind: 'ratings-article';
  lines: RatingsLine[];
  span: Span;
}

export interface RatingsLine {
  kind: 'ratings-line';
  entries: RatingsEntry[];
  span: Span;
}

/** `event over 30 days` (the event lasts more than 30 days); `first rating` | `rating per round`: what the rating criteria read. */
export type RatingsEntry =
  { kind: 'long-event'; days: NumberNode; span: Span } | { kind: 'rating-choice'; choice: 'first' | 'per-round'; span: Span };

// ---------------------------------------------------------------- withdrawals

export interface WithdrawalsArticle {
  kind: 'withdrawals-article';
  lines: WithdrawalLine[];
  span: Span;
}

export interface WithdrawalLine {
  kind: 'withdrawal-line';
  entries: WithdrawalEntry[];
  span: Span;
}

export type ByeKind = 'pairing-allocated-bye' | 'full-point-bye' | 'half-point-bye' | 'zero-point-bye';
export type WithdrawalOutcomeName = 'results-deleted' | 'results-stand' | 'remaining-lost-by-forfeit';

export type WithdrawalEntry =
  | { kind: 'bye-withdrawal'; bye: ByeKind; round: NumberNode | 'last'; span: Span }
  | {
      kind: 'round-robin-withdrawal';
      scope: 'cycle' | 'event';
      /** "half", or a percentage. */
      threshold: 'half' | NumberNode;
      below: WithdrawalOutcomeName;
      otherwise?: WithdrawalOutcomeName;
      span: Span;
    }
  | { kind: 'eligibility'; eligible: boolean; target: 'awards' | 'prizes' | 'qualification'; span: Span }
  | { kind: 'expulsion'; players: ExpelledPlayerNode[]; span: Span }
  | { kind: 'expelled-results'; outcome: 'results-stand' | 'results-deleted'; span: Span };

/** One player of `expelled: …`: a starting number or a name, and the round of the expulsion. */
export interface ExpelledPlayerNode {
  kind: 'expelled-player';
  player: NumberNode | StringNode;
  fromRound?: NumberNode;
  span: Span;
}

// ---------------------------------------------------------------- tie-breaks

export interface TiebreaksArticle {
  kind: 'tiebreaks-article';
  /** `tie-breaks for section "…"`: the list of those sections only; the unscoped list is every other section's. */
  scope?: SectionScope;
  items: TiebreakItem[];
  after?: AfterClause;
  /** `based on rounds 7-12 only`: the criteria after points computed on those rounds alone. */
  rounds?: TiebreakRounds;
  span: Span;
}

/** `based on rounds 7-12 only` (Hamilton Chess Club: "a tie break based on the second night only"). */
export interface TiebreakRounds {
  kind: 'tiebreak-rounds';
  from: number;
  to: number;
  span: Span;
}

export interface MatchTiebreaksArticle {
  kind: 'match-tiebreaks-article';
  items: TiebreakItem[];
  after?: AfterClause;
  span: Span;
}

export interface TiebreakItem {
  kind: 'tiebreak-item';
  number: NumberNode;
  entry: CriterionPhrase | ManualColumn;
  span: Span;
}

/** A criterion as written: `BH/C1`, `buchholz cut 1`, `number of wins`. Resolved against the registry later. */
export interface CriterionPhrase {
  kind: 'criterion';
  words: WordNode[];
  span: Span;
}

export interface ManualColumn {
  kind: 'manual-column';
  column: StringNode;
  span: Span;
}

export type AfterClause =
  | { kind: 'after'; rule: 'shared' | 'play-off'; span: Span }
  /** Without a seed, lots are seeded from the event (its name, dates and the tied players). */
  | { kind: 'after'; rule: 'lots'; seed?: StringNode; span: Span }
  | { kind: 'after'; rule: 'manual'; column: StringNode; span: Span };

// ---------------------------------------------------------------- grand prix

export interface GrandPrixArticle {
  kind: 'grand-prix-article';
  name: StringNode;
  statements: GrandPrixStatement[];
  span: Span;
}

export interface LetStatement {
  kind: 'let';
  name: WordNode;
  value: Expression;
  span: Span;
}

export type GrandPrixStatement =
  | LetStatement
  | { kind: 'points'; value: Expression; shownDecimals?: NumberNode; span: Span }
  | { kind: 'place-points'; values: NumberNode[]; others?: NumberNode; span: Span }
  | { kind: 'place-sharing'; rule: 'average' | 'higher'; span: Span }
  /** `clear`: alone in the place on points; `final`: the place "in the final standings" (after the tie-breaks and play-off). */
  | { kind: 'bonus'; amount: Expression; clear: boolean; final: boolean; place: NumberNode | 'first'; span: Span }
  | { kind: 'no-tiebreaks'; span: Span }
  /** "tied players share the points [equally | evenly]": places on points, the places' points added up and divided equally. */
  | { kind: 'tied-share'; word?: 'equally' | 'evenly'; span: Span }
  /** "points by final place": the places of the final standings, after the tie-break list and any play-off. */
  | { kind: 'final-place'; span: Span }
  | { kind: 'rounding'; mode: WordNode; span: Span }
  | { kind: 'accumulate'; best?: NumberNode; span: Span }
  /** "if 3 grades: scaled 1, 2/3, 1/3": an event of that many grades, each grade's scores scaled, ranked as one (Kāpiti Chess Club). */
  | { kind: 'grade-scaling'; grades: NumberNode; factors: NumberNode[]; span: Span };

// ---------------------------------------------------------------- team

export interface TeamArticle {
  kind: 'team-article';
  name: StringNode;
  column: StringNode;
  statements: TeamStatement[];
  span: Span;
}

export type TeamStatement =
  | LetStatement
  | { kind: 'team-score'; which: 'event' | 'season'; value: Expression; span: Span }
  | { kind: 'team-tiebreaks'; criteria: CriterionPhrase[]; after?: AfterClause; span: Span }
  /** `award "Top teams under 900" to 3 where strength < 900`: listed in order of precedence. */
  | { kind: 'team-award'; name: StringNode; count: NumberNode; where?: Expression; span: Span };

// ---------------------------------------------------------------- qualification

export interface QualificationArticle {
  kind: 'qualification-article';
  name: StringNode;
  perSection: boolean;
  statements: QualificationStatement[];
  span: Span;
}

export type QualificationStatement = LookupTableNode | QualificationLine;

export interface LookupTableNode {
  kind: 'lookup-table';
  table: 'places' | 'adjust';
  source: Expression;
  header: TableCell[];
  rows: TableRow[];
  span: Span;
}

export interface TableRow {
  kind: 'table-row';
  label: StringNode | WordNode;
  cells: TableCell[];
  span: Span;
}

/** `4`, `-1`, `+1` (a number); `<20`, `>=160` (a comparison); `20-39` (a range). */
export type TableCell =
  | { kind: 'cell-number'; value: NumberNode; sign?: '+' | '-'; span: Span }
  | { kind: 'cell-compare'; operator: '<' | '<=' | '>' | '>='; value: NumberNode; sign?: '+' | '-'; span: Span }
  | { kind: 'cell-range'; low: NumberNode; high: NumberNode; text: string; span: Span };

export interface QualificationLine {
  kind: 'qualification-line';
  entries: QualificationEntry[];
  span: Span;
}

export type QualificationEntry =
  | { kind: 'at-least' | 'at-most'; value: NumberNode; span: Span }
  | { kind: 'skip'; what: 'already-qualified'; column?: StringNode; span: Span }
  | { kind: 'skip'; what: 'playing-up'; column?: StringNode; span: Span }
  | { kind: 'skip'; what: 'withdrawn'; span: Span }
  /** `best 2 of category "U16"` (count: two places) · `for category "U16"` (the table's places): that category's players only. */
  | { kind: 'qualification-category'; count?: NumberNode; category: PrizeCategoryNode; span: Span };

// ---------------------------------------------------------------- prizes

export interface PrizesArticle {
  kind: 'prizes-article';
  /** `prizes for section "…"`: those sections' prizes; the unscoped prizes are every other section's. */
  scope?: SectionScope;
  lines: PrizeLine[];
  span: Span;
}

export interface PrizeLine {
  kind: 'prize-line';
  entries: PrizeEntry[];
  span: Span;
}

/** Money, a trophy (`"Trophy"`), or both (`1000 and "Trophy"`). */
export type PrizeAwardNode = { amount: NumberNode; trophy?: StringNode } | { amount?: undefined; trophy: StringNode };

/** A date as written ("2026-01-01"): the date a category counts ages at. */
export interface DateNode {
  text: string;
  span: Span;
}

/** One condition of a category (docs/language.md "Categories"). */
export type CategoryConditionNode =
  | { kind: 'rating-under' | 'rating-over'; rating: NumberNode; span: Span }
  | { kind: 'rating-band'; from: number; to: number; text: string; span: Span }
  | { kind: 'unrated'; span: Span }
  | { kind: 'column-equals'; column: StringNode; value: StringNode; span: Span }
  | { kind: 'column-exists'; column: StringNode; span: Span }
  /** "under 12" or "U12" (`short`), at `on` or the categories article's date. */
  | { kind: 'age-under'; age: NumberNode; short: boolean; on?: DateNode; span: Span }
  | { kind: 'age-at-least'; age: NumberNode; on?: DateNode; span: Span }
  | { kind: 'born'; year: NumberNode; open?: 'later' | 'earlier'; span: Span }
  | { kind: 'sex'; sex: 'female' | 'male'; span: Span }
  | { kind: 'federation'; code: StringNode; span: Span }
  | { kind: 'title'; title: StringNode; span: Span };

/** One condition, several that all hold ("female under 14"), or a category of the categories article by name. */
export type PrizeCategoryNode =
  | CategoryConditionNode
  | { kind: 'all-of'; conditions: CategoryConditionNode[]; span: Span }
  | { kind: 'named-category'; name: StringNode; span: Span };

export type PrizeEntry =
  | ({ kind: 'place-prize'; place: NumberNode; span: Span } & PrizeAwardNode)
  | ({ kind: 'category-prize'; category: PrizeCategoryNode; place?: NumberNode; span: Span } & PrizeAwardNode)
  | { kind: 'one-prize-per-player'; span: Span }
  | { kind: 'precedence'; rule: 'higher-value' | 'place-first'; span: Span }
  | { kind: 'sharing'; rule: 'equally' | 'hort' | 'tie-break'; span: Span }
  | { kind: 'round-to'; unit: NumberNode; span: Span }
  /** `title "NAME" shared on points`: the title to every player on the top score, places by the list. */
  | { kind: 'shared-title'; title: StringNode; span: Span };

// ---------------------------------------------------------------- categories

export interface CategoriesArticle {
  kind: 'categories-article';
  lines: CategoryLine[];
  span: Span;
}

export type CategoryLine =
  | { kind: 'ages-on'; date: DateNode; span: Span }
  | { kind: 'category-definition'; name: StringNode; conditions: CategoryConditionNode[]; span: Span };

// ---------------------------------------------------------------- micro-matches (FMJD title matches)

export interface MicroMatchesArticle {
  kind: 'micro-matches-article';
  lines: MicroMatchesLine[];
  span: Span;
}

/** One line of the micro-matches article: its statements, separated by commas. */
export interface MicroMatchesLine {
  kind: 'micro-matches-line';
  statements: MicroMatchesStatement[];
  span: Span;
}

/** points · standard wins · rapid score: what ranks the event, a stage named by its pace. */
export interface MicroMatchCriterionNode {
  kind: 'micro-match-criterion';
  measure: 'points' | 'wins' | 'score';
  pace?: WordNode;
  span: Span;
}

export type MicroMatchesStatement =
  /** 1. standard game "1h20' + 1'" · 4. tie-break games until one wins: a game of the micro-match, in order (a play-off stage's words) */
  | ({ kind: 'micro-match-stage'; span: Span } & Omit<Extract<PlayOffStatement, { kind: 'play-off-stage' }>, 'kind' | 'span'>)
  /** won 12-0: the round's points for the winner and the loser when the stage before decides it */
  | { kind: 'micro-match-won'; winner: NumberNode; loser: NumberNode; span: Span }
  /** drawn 6-6: the round's points when the last stage is drawn */
  | { kind: 'micro-match-drawn'; first: NumberNode; second: NumberNode; span: Span }
  /** ranked by standard wins, rapid score, … */
  | { kind: 'micro-match-ranked-by'; criteria: MicroMatchCriterionNode[]; span: Span };

// ---------------------------------------------------------------- knock-out (FIDE World Cup regulations)

export interface KnockOutArticle {
  kind: 'knock-out-article';
  lines: KnockOutLine[];
  span: Span;
}

/** One line of the knock-out article: its statements, separated by commas. */
export interface KnockOutLine {
  kind: 'knock-out-line';
  statements: KnockOutStatement[];
  span: Span;
}

export type KnockOutStatement =
  /** 1. 2 classical games "90 minutes …" · 5. armageddon "…": a stage of every match, in order (a play-off stage's words) */
  | ({ kind: 'knock-out-stage'; span: Span } & Omit<Extract<PlayOffStatement, { kind: 'play-off-stage' }>, 'kind' | 'span'>)
  /** draw odds to black: the Armageddon stage's */
  | { kind: 'knock-out-draw-odds'; colour: 'white' | 'black'; span: Span }
  /** places by round reached */
  | { kind: 'knock-out-places'; span: Span }
  /** losers of the same round share the place · … ranked by rating */
  | { kind: 'knock-out-losers'; losers: 'share' | 'rating'; span: Span }
  /** a match for third place (`article`: the "a" written before it) */
  | { kind: 'knock-out-third-place'; article?: WordNode; span: Span };

// ---------------------------------------------------------------- board prizes (ECU B.7, the Chess Olympiad)

export interface BoardPrizesArticle {
  kind: 'board-prizes-article';
  statements: BoardPrizesStatement[];
  span: Span;
}

export type BoardPrizesStatement =
  /** by performance rating · by percentage */
  | { kind: 'board-prizes-by'; by: 'performance-rating' | 'percentage'; span: Span }
  /** at least 4 games · reserves at least 3 games */
  | { kind: 'board-prizes-minimum'; reserves: boolean; games: NumberNode; span: Span }
  /** games count on the registered board · games count on the board played */
  | { kind: 'board-prizes-boards'; boards: 'registered' | 'played'; span: Span }
  /** rating difference cap 400 · no rating difference cap */
  | { kind: 'board-prizes-cap'; cap?: NumberNode; span: Span }
  /** ties by games, percentage, team place */
  | { kind: 'board-prizes-ties'; keys: ('games' | 'percentage' | 'team-place')[]; span: Span };

// ---------------------------------------------------------------- play-off (C.07 art. 3.1)

export interface PlayOffArticle {
  kind: 'play-off-article';
  lines: PlayOffLine[];
  span: Span;
}

/** One line of the play-off article: its statements, separated by commas. */
export interface PlayOffLine {
  kind: 'play-off-line';
  statements: PlayOffStatement[];
  span: Span;
}

export type PlayOffStatement =
  /** for first place · for place 2 · for places 1-3 */
  | { kind: 'play-off-places'; first: NumberNode; last: NumberNode; words: 'first place' | 'place' | 'places'; span: Span }
  /** players tied on points · players tied after the tie-breaks */
  | { kind: 'play-off-qualify'; qualify: 'points' | 'tie-breaks'; span: Span }
  /** at most 2 players */
  | { kind: 'play-off-max-players'; count: NumberNode; span: Span }
  /** seeded by the tie-breaks · seeded by rating · seeded by TPR then head-to-head then lots */
  | {
      kind: 'play-off-seeding';
      seeding: 'tie-breaks' | 'rating' | 'criterion';
      /** The criterion of `seeded by TPR`. */
      criterion?: CriterionPhrase;
      /** What splits players level on it, in order. */
      then: ('head-to-head' | 'lots')[];
      span: Span;
    }
  /** 1. 2 rapid games "15+10" · 3. blitz games until one wins · 4. armageddon "5 v 4" */
  | {
      kind: 'play-off-stage';
      number: NumberNode;
      stage: 'games' | 'until-won' | 'armageddon';
      games?: NumberNode;
      pace?: WordNode;
      timeControl?: StringNode;
      span: Span;
    }
  /** draw odds to black: the Armageddon stage's draw counts as a win for that colour */
  | { kind: 'play-off-draw-odds'; colour: 'white' | 'black'; span: Span }
  /** repeated until decided: the stage of games before it is played again while the players stay level */
  | { kind: 'play-off-repeated'; span: Span }
  /** more than 2 players: round robin · knock-out */
  | { kind: 'play-off-format'; players: NumberNode; format: 'round-robin' | 'knock-out'; span: Span }
  /** if not held: tie-breaks · if not held: shared */
  | { kind: 'play-off-not-held'; fallback: 'tie-breaks' | 'shared'; span: Span }
  /** if 2 players: · if more than 2 players: — the stages after it are that number's format */
  | { kind: 'play-off-when'; players: NumberNode; moreThan: boolean; span: Span };

// ---------------------------------------------------------------- sections of one event

/** `sections`: the event's sections, each ranked on its own crosstable by this regulation. */
export interface SectionsArticle {
  kind: 'sections-article';
  lines: SectionsLine[];
  span: Span;
}

export interface SectionsLine {
  kind: 'sections-line';
  names: StringNode[];
  span: Span;
}

/** `for section "A", "B"` on a tie-breaks or prizes header. */
export interface SectionScope {
  kind: 'section-scope';
  names: StringNode[];
  span: Span;
}

// ---------------------------------------------------------------- formulas

export type BinaryOperatorText = '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '=' | '<>' | 'and' | 'or';

export type Expression =
  | NumberNode
  | { kind: 'name'; name: string; span: Span }
  | { kind: 'column'; header: string; span: Span }
  | { kind: 'paren'; inner: Expression; span: Span }
  | { kind: 'negate'; operand: Expression; span: Span }
  | { kind: 'not'; operand: Expression; span: Span }
  | { kind: 'binary'; operator: BinaryOperatorText; left: Expression; right: Expression; span: Span }
  | { kind: 'call'; name: string; args: Expression[]; span: Span }
  | AggregateExpression;

export interface AggregateExpression {
  kind: 'aggregate';
  aggregate: 'count' | 'sum' | 'average';
  best?: NumberNode;
  /** What is summed or averaged (absent for count). */
  operand?: Expression;
  /** Printed "over events", "of participants", "of members". */
  domain?: 'participants' | 'members' | 'events';
  where?: Expression;
  span: Span;
}

export type AstNode =
  | RegulationFile
  | Article
  | ScoreLine
  | RoundScoringNode
  | ScoreEntry
  | UnplayedLine
  | UnplayedEntry
  | WithdrawalLine
  | WithdrawalEntry
  | ExpelledPlayerNode
  | RatingsLine
  | RatingsEntry
  | TiebreakItem
  | CriterionPhrase
  | ManualColumn
  | AfterClause
  | GrandPrixStatement
  | TeamStatement
  | QualificationStatement
  | TableRow
  | TableCell
  | QualificationEntry
  | PrizeLine
  | PrizeEntry
  | PrizeCategoryNode
  | CategoryLine
  | PlayOffLine
  | PlayOffStatement
  | MicroMatchesLine
  | MicroMatchesStatement
  | MicroMatchCriterionNode
  | KnockOutLine
  | KnockOutStatement
  | SectionsLine
  | SectionScope
  | Expression
  | StringNode
  | WordNode;

export type NodeKind = AstNode['kind'];
