// Generated from dsl/parser.ts by `npm run dsl:cst`. Do not edit.
import type { CstNode, ICstVisitor, IToken } from "chevrotain";

export interface RegulationFileCstNode extends CstNode {
  name: "regulationFile";
  children: RegulationFileCstChildren;
}

export type RegulationFileCstChildren = {
  unknownLine?: UnknownLineCstNode[];
  Newline?: IToken[];
  regulationArticle?: RegulationArticleCstNode[];
  rulesArticle?: RulesArticleCstNode[];
  scoringArticle?: ScoringArticleCstNode[];
  unplayedArticle?: UnplayedArticleCstNode[];
  withdrawalsArticle?: WithdrawalsArticleCstNode[];
  ratingsArticle?: RatingsArticleCstNode[];
  tiebreaksArticle?: TiebreaksArticleCstNode[];
  grandPrixArticle?: GrandPrixArticleCstNode[];
  teamArticle?: TeamArticleCstNode[];
  qualificationArticle?: QualificationArticleCstNode[];
  prizesArticle?: PrizesArticleCstNode[];
  categoriesArticle?: CategoriesArticleCstNode[];
  matchTiebreaksArticle?: MatchTiebreaksArticleCstNode[];
  playOffArticle?: PlayOffArticleCstNode[];
  microMatchesArticle?: MicroMatchesArticleCstNode[];
  knockOutArticle?: KnockOutArticleCstNode[];
  sectionsArticle?: SectionsArticleCstNode[];
  boardPrizesArticle?: BoardPrizesArticleCstNode[];
};

export interface UnknownLineCstNode extends CstNode {
  name: "unknownLine";
  children: UnknownLineCstChildren;
}

export type UnknownLineCstChildren = {
  JunkStart: IToken[];
  AnyToken?: IToken[];
};

export interface RegulationArticleCstNode extends CstNode {
  name: "regulationArticle";
  children: RegulationArticleCstChildren;
}

export type RegulationArticleCstChildren = {
  Regulation: IToken[];
  name: IToken[];
  Version?: IToken[];
  version?: IToken[];
  Newline: (IToken)[];
  unknownLine?: UnknownLineCstNode[];
};

export interface RulesArticleCstNode extends CstNode {
  name: "rulesArticle";
  children: RulesArticleCstChildren;
}

export type RulesArticleCstChildren = {
  Rules: IToken[];
  edition: IToken[];
  Team?: IToken[];
  tournamentKind?: TournamentKindCstNode[];
  Newline: (IToken)[];
  unknownLine?: UnknownLineCstNode[];
};

export interface TournamentKindCstNode extends CstNode {
  name: "tournamentKind";
  children: TournamentKindCstChildren;
}

export type TournamentKindCstChildren = {
  Swiss?: IToken[];
  Double?: IToken[];
  Round?: IToken[];
  Robin?: IToken[];
};

export interface BoardPrizesArticleCstNode extends CstNode {
  name: "boardPrizesArticle";
  children: BoardPrizesArticleCstChildren;
}

export type BoardPrizesArticleCstChildren = {
  Board: IToken[];
  Prizes: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  boardPrizesLine?: BoardPrizesLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface BoardPrizesLineCstNode extends CstNode {
  name: "boardPrizesLine";
  children: BoardPrizesLineCstChildren;
}

export type BoardPrizesLineCstChildren = {
  boardPrizesBy?: BoardPrizesByCstNode[];
  boardPrizesMinimum?: BoardPrizesMinimumCstNode[];
  boardPrizesBoards?: BoardPrizesBoardsCstNode[];
  boardPrizesCap?: BoardPrizesCapCstNode[];
  boardPrizesTies?: BoardPrizesTiesCstNode[];
};

export interface BoardPrizesByCstNode extends CstNode {
  name: "boardPrizesBy";
  children: BoardPrizesByCstChildren;
}

export type BoardPrizesByCstChildren = {
  By: IToken[];
  Performance?: IToken[];
  Rating?: IToken[];
  Percentage?: IToken[];
};

export interface BoardPrizesMinimumCstNode extends CstNode {
  name: "boardPrizesMinimum";
  children: BoardPrizesMinimumCstChildren;
}

export type BoardPrizesMinimumCstChildren = {
  Reserves?: IToken[];
  At: IToken[];
  Least: IToken[];
  NumberLiteral: IToken[];
  Games: IToken[];
};

export interface BoardPrizesBoardsCstNode extends CstNode {
  name: "boardPrizesBoards";
  children: BoardPrizesBoardsCstChildren;
}

export type BoardPrizesBoardsCstChildren = {
  Games: IToken[];
  Count: IToken[];
  On: IToken[];
  The: IToken[];
  Registered?: IToken[];
  Board?: (IToken)[];
  Played?: IToken[];
};

export interface BoardPrizesCapCstNode extends CstNode {
  name: "boardPrizesCap";
  children: BoardPrizesCapCstChildren;
}

export type BoardPrizesCapCstChildren = {
  No?: IToken[];
  Rating: IToken[];
  Difference: IToken[];
  Cap: IToken[];
  NumberLiteral?: IToken[];
};

export interface BoardPrizesTiesCstNode extends CstNode {
  name: "boardPrizesTies";
  children: BoardPrizesTiesCstChildren;
}

export type BoardPrizesTiesCstChildren = {
  Ties: IToken[];
  By: IToken[];
  boardPrizesTie: BoardPrizesTieCstNode[];
  Comma?: IToken[];
};

export interface BoardPrizesTieCstNode extends CstNode {
  name: "boardPrizesTie";
  children: BoardPrizesTieCstChildren;
}

export type BoardPrizesTieCstChildren = {
  Games?: IToken[];
  Percentage?: IToken[];
  Team?: IToken[];
  Place?: IToken[];
};

export interface ScoringArticleCstNode extends CstNode {
  name: "scoringArticle";
  children: ScoringArticleCstChildren;
}

export type ScoringArticleCstChildren = {
  Scoring: IToken[];
  preset?: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  scoringLine?: ScoringLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface ScoringLineCstNode extends CstNode {
  name: "scoringLine";
  children: ScoringLineCstChildren;
}

export type ScoringLineCstChildren = {
  teamRanking?: TeamRankingCstNode[];
  teamMinimum?: TeamMinimumCstNode[];
  roundScoring?: RoundScoringCstNode[];
  scoreEntry?: ScoreEntryCstNode[];
  Comma?: IToken[];
};

export interface RoundScoringCstNode extends CstNode {
  name: "roundScoring";
  children: RoundScoringCstChildren;
}

export type RoundScoringCstChildren = {
  Rounds: IToken[];
  rounds: IToken[];
  Colon?: IToken[];
};

export interface TeamMinimumCstNode extends CstNode {
  name: "teamMinimum";
  children: TeamMinimumCstChildren;
}

export type TeamMinimumCstChildren = {
  Fewer: IToken[];
  Than: IToken[];
  NumberLiteral: IToken[];
  Players: IToken[];
  Colon?: IToken[];
  Match: IToken[];
  Lost: IToken[];
  By: IToken[];
  Forfeit: IToken[];
};

export interface TeamRankingCstNode extends CstNode {
  name: "teamRanking";
  children: TeamRankingCstChildren;
}

export type TeamRankingCstChildren = {
  Ranked: IToken[];
  By: IToken[];
  Match?: IToken[];
  Game?: IToken[];
  Points: IToken[];
};

export interface ScoreEntryCstNode extends CstNode {
  name: "scoreEntry";
  children: ScoreEntryCstChildren;
}

export type ScoreEntryCstChildren = {
  resultKind: ResultKindCstNode[];
  Minus?: IToken[];
  NumberLiteral: IToken[];
};

export interface ResultKindCstNode extends CstNode {
  name: "resultKind";
  children: ResultKindCstChildren;
}

export type ResultKindCstChildren = {
  Win?: (IToken)[];
  Draw?: (IToken)[];
  With?: IToken[];
  Advantage?: IToken[];
  Disadvantage?: IToken[];
  Loss?: (IToken)[];
  Forfeit?: (IToken)[];
  Double?: IToken[];
  byeKind?: ByeKindCstNode[];
  Absent?: IToken[];
  Match?: IToken[];
};

export interface ByeKindCstNode extends CstNode {
  name: "byeKind";
  children: ByeKindCstChildren;
}

export type ByeKindCstChildren = {
  PairingAllocated?: IToken[];
  FullPoint?: IToken[];
  HalfPoint?: IToken[];
  ZeroPoint?: IToken[];
  Bye: IToken[];
};

export interface UnplayedArticleCstNode extends CstNode {
  name: "unplayedArticle";
  children: UnplayedArticleCstChildren;
}

export type UnplayedArticleCstChildren = {
  Unplayed: IToken[];
  Rounds: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  unplayedLine?: UnplayedLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface UnplayedLineCstNode extends CstNode {
  name: "unplayedLine";
  children: UnplayedLineCstChildren;
}

export type UnplayedLineCstChildren = {
  unplayedEntry: UnplayedEntryCstNode[];
  Comma?: IToken[];
};

export interface UnplayedEntryCstNode extends CstNode {
  name: "unplayedEntry";
  children: UnplayedEntryCstChildren;
}

export type UnplayedEntryCstChildren = {
  Forfeit?: IToken[];
  Cap?: IToken[];
  Opponent?: IToken[];
  And?: IToken[];
  Half?: IToken[];
  Vur?: IToken[];
  First?: IToken[];
  On?: IToken[];
  Off?: IToken[];
};

export interface WithdrawalsArticleCstNode extends CstNode {
  name: "withdrawalsArticle";
  children: WithdrawalsArticleCstChildren;
}

export type WithdrawalsArticleCstChildren = {
  Withdrawals: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  withdrawalLine?: WithdrawalLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface WithdrawalLineCstNode extends CstNode {
  name: "withdrawalLine";
  children: WithdrawalLineCstChildren;
}

export type WithdrawalLineCstChildren = {
  withdrawalEntry: WithdrawalEntryCstNode[];
  Comma?: IToken[];
};

export interface WithdrawalEntryCstNode extends CstNode {
  name: "withdrawalEntry";
  children: WithdrawalEntryCstChildren;
}

export type WithdrawalEntryCstChildren = {
  byeWithdrawal?: ByeWithdrawalCstNode[];
  roundRobinWithdrawal?: RoundRobinWithdrawalCstNode[];
  eligibility?: EligibilityCstNode[];
  expulsion?: ExpulsionCstNode[];
};

export interface ExpulsionCstNode extends CstNode {
  name: "expulsion";
  children: ExpulsionCstChildren;
}

export type ExpulsionCstChildren = {
  Expelled: IToken[];
  Players?: IToken[];
  Colon?: (IToken)[];
  Results?: IToken[];
  Deleted?: IToken[];
  Stand?: IToken[];
  expelledPlayer?: (ExpelledPlayerCstNode)[];
  Comma?: IToken[];
};

export interface ExpelledPlayerCstNode extends CstNode {
  name: "expelledPlayer";
  children: ExpelledPlayerCstChildren;
}

export type ExpelledPlayerCstChildren = {
  NumberLiteral?: IToken[];
  StringLiteral?: IToken[];
  From?: IToken[];
  Round?: IToken[];
  fromRound?: IToken[];
};

export interface ByeWithdrawalCstNode extends CstNode {
  name: "byeWithdrawal";
  children: ByeWithdrawalCstChildren;
}

export type ByeWithdrawalCstChildren = {
  byeKind: ByeKindCstNode[];
  In: IToken[];
  Round?: (IToken)[];
  NumberLiteral?: IToken[];
  Last?: IToken[];
  Means: IToken[];
  Withdrawn: IToken[];
};

export interface RoundRobinWithdrawalCstNode extends CstNode {
  name: "roundRobinWithdrawal";
  children: RoundRobinWithdrawalCstChildren;
}

export type RoundRobinWithdrawalCstChildren = {
  Per: IToken[];
  Cycle?: IToken[];
  Event?: IToken[];
  Colon: IToken[];
  Fewer: IToken[];
  Than: IToken[];
  Half?: IToken[];
  NumberLiteral?: IToken[];
  Percent?: IToken[];
  Of: IToken[];
  The?: IToken[];
  Games: IToken[];
  Played: IToken[];
  Arrow: IToken[];
  below: WithdrawalOutcomeCstNode[];
  Comma?: IToken[];
  Otherwise?: IToken[];
  otherwise?: WithdrawalOutcomeCstNode[];
};

export interface WithdrawalOutcomeCstNode extends CstNode {
  name: "withdrawalOutcome";
  children: WithdrawalOutcomeCstChildren;
}

export type WithdrawalOutcomeCstChildren = {
  Results?: IToken[];
  Deleted?: IToken[];
  Stand?: IToken[];
  Remaining?: IToken[];
  Games?: IToken[];
  Lost?: IToken[];
  By?: IToken[];
  Forfeit?: IToken[];
};

export interface EligibilityCstNode extends CstNode {
  name: "eligibility";
  children: EligibilityCstChildren;
}

export type EligibilityCstChildren = {
  Withdrawn: IToken[];
  Players?: IToken[];
  Not?: IToken[];
  Eligible: IToken[];
  For: IToken[];
  Awards?: IToken[];
  Prizes?: IToken[];
  Qualification?: IToken[];
};

export interface RatingsArticleCstNode extends CstNode {
  name: "ratingsArticle";
  children: RatingsArticleCstChildren;
}

export type RatingsArticleCstChildren = {
  Ratings: IToken[];
  Newline: (IToken)[];
  ratingsLine?: RatingsLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface RatingsLineCstNode extends CstNode {
  name: "ratingsLine";
  children: RatingsLineCstChildren;
}

export type RatingsLineCstChildren = {
  ratingsEntry: RatingsEntryCstNode[];
  Comma?: IToken[];
};

export interface RatingsEntryCstNode extends CstNode {
  name: "ratingsEntry";
  children: RatingsEntryCstChildren;
}

export type RatingsEntryCstChildren = {
  Event?: IToken[];
  Over?: IToken[];
  NumberLiteral?: IToken[];
  Days?: IToken[];
  First?: IToken[];
  Rating?: (IToken)[];
  Per?: IToken[];
  Round?: IToken[];
};

export interface TiebreaksArticleCstNode extends CstNode {
  name: "tiebreaksArticle";
  children: TiebreaksArticleCstChildren;
}

export type TiebreaksArticleCstChildren = {
  TieBreaks: IToken[];
  sectionScope?: SectionScopeCstNode[];
  Colon?: IToken[];
  Newline: IToken[];
  tiebreakList: TiebreakListCstNode[];
};

export interface MatchTiebreaksArticleCstNode extends CstNode {
  name: "matchTiebreaksArticle";
  children: MatchTiebreaksArticleCstChildren;
}

export type MatchTiebreaksArticleCstChildren = {
  Match: IToken[];
  TieBreaks: IToken[];
  Colon?: IToken[];
  Newline: IToken[];
  tiebreakList: TiebreakListCstNode[];
};

export interface TiebreakListCstNode extends CstNode {
  name: "tiebreakList";
  children: TiebreakListCstChildren;
}

export type TiebreakListCstChildren = {
  tiebreakItem?: TiebreakItemCstNode[];
  afterClause?: AfterClauseCstNode[];
  tiebreakRounds?: TiebreakRoundsCstNode[];
  unknownLine?: UnknownLineCstNode[];
  Newline?: IToken[];
};

export interface TiebreakRoundsCstNode extends CstNode {
  name: "tiebreakRounds";
  children: TiebreakRoundsCstChildren;
}

export type TiebreakRoundsCstChildren = {
  Based: IToken[];
  On: IToken[];
  Rounds: IToken[];
  Range: IToken[];
  Only: IToken[];
};

export interface TiebreakItemCstNode extends CstNode {
  name: "tiebreakItem";
  children: TiebreakItemCstChildren;
}

export type TiebreakItemCstChildren = {
  NumberLiteral: IToken[];
  Dot: IToken[];
  manualColumn?: ManualColumnCstNode[];
  criterionPhrase?: CriterionPhraseCstNode[];
};

export interface ManualColumnCstNode extends CstNode {
  name: "manualColumn";
  children: ManualColumnCstChildren;
}

export type ManualColumnCstChildren = {
  Manual: IToken[];
  From: IToken[];
  Column: IToken[];
  StringLiteral: IToken[];
};

export interface CriterionPhraseCstNode extends CstNode {
  name: "criterionPhrase";
  children: CriterionPhraseCstChildren;
}

export type CriterionPhraseCstChildren = {
  PhrasePart: IToken[];
};

export interface AfterClauseCstNode extends CstNode {
  name: "afterClause";
  children: AfterClauseCstChildren;
}

export type AfterClauseCstChildren = {
  Then: IToken[];
  Shared?: IToken[];
  Lots?: IToken[];
  Seeded?: IToken[];
  By?: IToken[];
  StringLiteral?: IToken[];
  PlayOff?: IToken[];
  manualColumn?: ManualColumnCstNode[];
};

export interface GrandPrixArticleCstNode extends CstNode {
  name: "grandPrixArticle";
  children: GrandPrixArticleCstChildren;
}

export type GrandPrixArticleCstChildren = {
  GrandPrix: IToken[];
  StringLiteral: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  letStatement?: LetStatementCstNode[];
  pointsStatement?: PointsStatementCstNode[];
  placePointsStatement?: PlacePointsStatementCstNode[];
  placeSharingStatement?: PlaceSharingStatementCstNode[];
  bonusStatement?: BonusStatementCstNode[];
  noTiebreaksStatement?: NoTiebreaksStatementCstNode[];
  tiedShareStatement?: TiedShareStatementCstNode[];
  roundingStatement?: RoundingStatementCstNode[];
  accumulateStatement?: AccumulateStatementCstNode[];
  gradeScalingStatement?: GradeScalingStatementCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface LetStatementCstNode extends CstNode {
  name: "letStatement";
  children: LetStatementCstChildren;
}

export type LetStatementCstChildren = {
  Let: IToken[];
  Name: IToken[];
  Equals: IToken[];
  expression: ExpressionCstNode[];
};

export interface PointsStatementCstNode extends CstNode {
  name: "pointsStatement";
  children: PointsStatementCstChildren;
}

export type PointsStatementCstChildren = {
  Points: IToken[];
  Equals: IToken[];
  expression: ExpressionCstNode[];
  Comma?: IToken[];
  Shown?: IToken[];
  To?: IToken[];
  NumberLiteral?: IToken[];
  Decimals?: IToken[];
};

export interface PlacePointsStatementCstNode extends CstNode {
  name: "placePointsStatement";
  children: PlacePointsStatementCstChildren;
}

export type PlacePointsStatementCstChildren = {
  Points: IToken[];
  By: IToken[];
  Final?: IToken[];
  Place?: (IToken)[];
  value?: (IToken)[];
  Comma?: IToken[];
  Others?: IToken[];
  others?: IToken[];
};

export interface PlaceSharingStatementCstNode extends CstNode {
  name: "placeSharingStatement";
  children: PlaceSharingStatementCstChildren;
}

export type PlaceSharingStatementCstChildren = {
  Shared: IToken[];
  Places: IToken[];
  Averaged?: IToken[];
  Take?: IToken[];
  The?: IToken[];
  Higher?: IToken[];
};

export interface BonusStatementCstNode extends CstNode {
  name: "bonusStatement";
  children: BonusStatementCstChildren;
}

export type BonusStatementCstChildren = {
  Bonus: IToken[];
  expression: ExpressionCstNode[];
  To: IToken[];
  Clear?: IToken[];
  First?: IToken[];
  Place?: IToken[];
  NumberLiteral?: IToken[];
  In?: IToken[];
  The?: IToken[];
  Final?: IToken[];
  Standings?: IToken[];
};

export interface NoTiebreaksStatementCstNode extends CstNode {
  name: "noTiebreaksStatement";
  children: NoTiebreaksStatementCstChildren;
}

export type NoTiebreaksStatementCstChildren = {
  No: IToken[];
  TieBreaks: IToken[];
};

export interface TiedShareStatementCstNode extends CstNode {
  name: "tiedShareStatement";
  children: TiedShareStatementCstChildren;
}

export type TiedShareStatementCstChildren = {
  Tied: IToken[];
  Players: IToken[];
  Share: IToken[];
  The: IToken[];
  Points: IToken[];
  Equally?: IToken[];
  Evenly?: IToken[];
};

export interface RoundingStatementCstNode extends CstNode {
  name: "roundingStatement";
  children: RoundingStatementCstChildren;
}

export type RoundingStatementCstChildren = {
  Rounding: IToken[];
  Word: IToken[];
};

export interface AccumulateStatementCstNode extends CstNode {
  name: "accumulateStatement";
  children: AccumulateStatementCstChildren;
}

export type AccumulateStatementCstChildren = {
  Accumulate: IToken[];
  Sum?: IToken[];
  Best?: IToken[];
  NumberLiteral?: IToken[];
  Over: IToken[];
  Events: IToken[];
};

export interface GradeScalingStatementCstNode extends CstNode {
  name: "gradeScalingStatement";
  children: GradeScalingStatementCstChildren;
}

export type GradeScalingStatementCstChildren = {
  If: IToken[];
  grades: IToken[];
  Grades: IToken[];
  Colon?: IToken[];
  Scaled: IToken[];
  factor: IToken[];
  Comma?: IToken[];
};

export interface TeamArticleCstNode extends CstNode {
  name: "teamArticle";
  children: TeamArticleCstChildren;
}

export type TeamArticleCstChildren = {
  Team: IToken[];
  name: IToken[];
  By: IToken[];
  Column: IToken[];
  column: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  teamScoreStatement?: TeamScoreStatementCstNode[];
  letStatement?: LetStatementCstNode[];
  teamTiebreaks?: TeamTiebreaksCstNode[];
  teamAward?: TeamAwardCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface TeamAwardCstNode extends CstNode {
  name: "teamAward";
  children: TeamAwardCstChildren;
}

export type TeamAwardCstChildren = {
  Award: IToken[];
  StringLiteral: IToken[];
  To: IToken[];
  NumberLiteral: IToken[];
  Where?: IToken[];
  expression?: ExpressionCstNode[];
};

export interface TeamScoreStatementCstNode extends CstNode {
  name: "teamScoreStatement";
  children: TeamScoreStatementCstChildren;
}

export type TeamScoreStatementCstChildren = {
  Event?: IToken[];
  Season?: IToken[];
  Score: IToken[];
  Equals: IToken[];
  expression: ExpressionCstNode[];
};

export interface TeamTiebreaksCstNode extends CstNode {
  name: "teamTiebreaks";
  children: TeamTiebreaksCstChildren;
}

export type TeamTiebreaksCstChildren = {
  TieBreaks: IToken[];
  Colon: IToken[];
  criterionPhrase: CriterionPhraseCstNode[];
  Comma?: IToken[];
  afterClause?: AfterClauseCstNode[];
};

export interface QualificationArticleCstNode extends CstNode {
  name: "qualificationArticle";
  children: QualificationArticleCstChildren;
}

export type QualificationArticleCstChildren = {
  Qualification: IToken[];
  StringLiteral: IToken[];
  Per?: IToken[];
  Section?: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  lookupTable?: LookupTableCstNode[];
  qualificationLine?: QualificationLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface LookupTableCstNode extends CstNode {
  name: "lookupTable";
  children: LookupTableCstChildren;
}

export type LookupTableCstChildren = {
  Places?: IToken[];
  Adjust?: IToken[];
  From: IToken[];
  expression: ExpressionCstNode[];
  Newline: (IToken)[];
  tableHeader: TableHeaderCstNode[];
  tableRow?: TableRowCstNode[];
};

export interface TableHeaderCstNode extends CstNode {
  name: "tableHeader";
  children: TableHeaderCstChildren;
}

export type TableHeaderCstChildren = {
  tableCell: TableCellCstNode[];
};

export interface TableRowCstNode extends CstNode {
  name: "tableRow";
  children: TableRowCstChildren;
}

export type TableRowCstChildren = {
  Identifier?: IToken[];
  StringLiteral?: IToken[];
  tableCell: TableCellCstNode[];
};

export interface TableCellCstNode extends CstNode {
  name: "tableCell";
  children: TableCellCstChildren;
}

export type TableCellCstChildren = {
  Range?: IToken[];
  Less?: IToken[];
  LessEqual?: IToken[];
  Greater?: IToken[];
  GreaterEqual?: IToken[];
  Plus?: IToken[];
  Minus?: IToken[];
  NumberLiteral?: IToken[];
};

export interface QualificationLineCstNode extends CstNode {
  name: "qualificationLine";
  children: QualificationLineCstChildren;
}

export type QualificationLineCstChildren = {
  qualificationEntry: QualificationEntryCstNode[];
  Comma?: IToken[];
};

export interface QualificationEntryCstNode extends CstNode {
  name: "qualificationEntry";
  children: QualificationEntryCstChildren;
}

export type QualificationEntryCstChildren = {
  At?: IToken[];
  Least?: IToken[];
  Most?: IToken[];
  NumberLiteral?: IToken[];
  Skip?: IToken[];
  Already?: IToken[];
  Qualified?: IToken[];
  From?: (IToken)[];
  Column?: (IToken)[];
  StringLiteral?: IToken[];
  Playing?: IToken[];
  Up?: IToken[];
  upColumn?: IToken[];
  Withdrawn?: IToken[];
  qualificationCategory?: QualificationCategoryCstNode[];
};

export interface QualificationCategoryCstNode extends CstNode {
  name: "qualificationCategory";
  children: QualificationCategoryCstChildren;
}

export type QualificationCategoryCstChildren = {
  Best?: IToken[];
  count?: IToken[];
  Of?: IToken[];
  For?: IToken[];
  prizeCategory: PrizeCategoryCstNode[];
};

export interface PrizesArticleCstNode extends CstNode {
  name: "prizesArticle";
  children: PrizesArticleCstChildren;
}

export type PrizesArticleCstChildren = {
  Prizes: IToken[];
  sectionScope?: SectionScopeCstNode[];
  Colon?: IToken[];
  Newline: (IToken)[];
  prizeLine?: PrizeLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface PrizeLineCstNode extends CstNode {
  name: "prizeLine";
  children: PrizeLineCstChildren;
}

export type PrizeLineCstChildren = {
  prizeEntry: PrizeEntryCstNode[];
  Comma?: IToken[];
};

export interface PrizeEntryCstNode extends CstNode {
  name: "prizeEntry";
  children: PrizeEntryCstChildren;
}

export type PrizeEntryCstChildren = {
  Place?: (IToken)[];
  place?: (IToken)[];
  Colon?: (IToken)[];
  prizeAward?: (PrizeAwardCstNode)[];
  prizeCategory?: PrizeCategoryCstNode[];
  One?: IToken[];
  Prize?: IToken[];
  Per?: IToken[];
  Player?: IToken[];
  Higher?: IToken[];
  Value?: IToken[];
  Prizes?: IToken[];
  First?: IToken[];
  Tied?: IToken[];
  Players?: IToken[];
  Share?: IToken[];
  Equally?: IToken[];
  By?: (IToken)[];
  Hort?: IToken[];
  Ranked?: IToken[];
  TieBreaks?: IToken[];
  Title?: IToken[];
  title?: IToken[];
  Shared?: IToken[];
  On?: IToken[];
  Points?: IToken[];
  Round?: IToken[];
  To?: IToken[];
  unit?: IToken[];
};

export interface PrizeAwardCstNode extends CstNode {
  name: "prizeAward";
  children: PrizeAwardCstChildren;
}

export type PrizeAwardCstChildren = {
  amount?: IToken[];
  And?: IToken[];
  trophy?: (IToken)[];
};

export interface PrizeCategoryCstNode extends CstNode {
  name: "prizeCategory";
  children: PrizeCategoryCstChildren;
}

export type PrizeCategoryCstChildren = {
  Category?: IToken[];
  name?: IToken[];
  categoryConditions?: CategoryConditionsCstNode[];
};

export interface CategoryConditionsCstNode extends CstNode {
  name: "categoryConditions";
  children: CategoryConditionsCstChildren;
}

export type CategoryConditionsCstChildren = {
  categoryCondition: CategoryConditionCstNode[];
};

export interface CategoryConditionCstNode extends CstNode {
  name: "categoryCondition";
  children: CategoryConditionCstChildren;
}

export type CategoryConditionCstChildren = {
  Rating?: IToken[];
  Under?: (IToken)[];
  Over?: IToken[];
  rating?: IToken[];
  band?: IToken[];
  Unrated?: IToken[];
  Column?: IToken[];
  column?: IToken[];
  Equals?: IToken[];
  value?: IToken[];
  Exists?: IToken[];
  age?: (IToken)[];
  AgeClass?: IToken[];
  And?: IToken[];
  andOver?: IToken[];
  On?: IToken[];
  date?: IToken[];
  Born?: IToken[];
  year?: IToken[];
  Or?: IToken[];
  Later?: IToken[];
  Earlier?: IToken[];
  Female?: IToken[];
  Male?: IToken[];
  Federation?: IToken[];
  federation?: IToken[];
  Title?: IToken[];
  title?: IToken[];
};

export interface SectionsArticleCstNode extends CstNode {
  name: "sectionsArticle";
  children: SectionsArticleCstChildren;
}

export type SectionsArticleCstChildren = {
  Sections: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  sectionsLine?: SectionsLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface SectionsLineCstNode extends CstNode {
  name: "sectionsLine";
  children: SectionsLineCstChildren;
}

export type SectionsLineCstChildren = {
  StringLiteral: IToken[];
  Comma?: IToken[];
};

export interface SectionScopeCstNode extends CstNode {
  name: "sectionScope";
  children: SectionScopeCstChildren;
}

export type SectionScopeCstChildren = {
  For: IToken[];
  Section?: IToken[];
  Sections?: IToken[];
  StringLiteral: IToken[];
  Comma?: IToken[];
};

export interface CategoriesArticleCstNode extends CstNode {
  name: "categoriesArticle";
  children: CategoriesArticleCstChildren;
}

export type CategoriesArticleCstChildren = {
  Categories: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  categoryLine?: CategoryLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface CategoryLineCstNode extends CstNode {
  name: "categoryLine";
  children: CategoryLineCstChildren;
}

export type CategoryLineCstChildren = {
  Ages?: IToken[];
  On?: IToken[];
  date?: IToken[];
  name?: IToken[];
  Colon?: IToken[];
  categoryConditions?: CategoryConditionsCstNode[];
};

export interface PlayOffArticleCstNode extends CstNode {
  name: "playOffArticle";
  children: PlayOffArticleCstChildren;
}

export type PlayOffArticleCstChildren = {
  PlayOff: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  playOffLine?: PlayOffLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface PlayOffLineCstNode extends CstNode {
  name: "playOffLine";
  children: PlayOffLineCstChildren;
}

export type PlayOffLineCstChildren = {
  playOffStatement: PlayOffStatementCstNode[];
  Comma?: IToken[];
};

export interface PlayOffStatementCstNode extends CstNode {
  name: "playOffStatement";
  children: PlayOffStatementCstChildren;
}

export type PlayOffStatementCstChildren = {
  playOffPlaces?: PlayOffPlacesCstNode[];
  playOffQualify?: PlayOffQualifyCstNode[];
  playOffMaxPlayers?: PlayOffMaxPlayersCstNode[];
  playOffSeeding?: PlayOffSeedingCstNode[];
  playOffStage?: PlayOffStageCstNode[];
  playOffDrawOdds?: PlayOffDrawOddsCstNode[];
  playOffRepeated?: PlayOffRepeatedCstNode[];
  playOffFormat?: PlayOffFormatCstNode[];
  playOffNotHeld?: PlayOffNotHeldCstNode[];
  playOffWhen?: PlayOffWhenCstNode[];
};

export interface PlayOffPlacesCstNode extends CstNode {
  name: "playOffPlaces";
  children: PlayOffPlacesCstChildren;
}

export type PlayOffPlacesCstChildren = {
  For: IToken[];
  First?: IToken[];
  Place?: (IToken)[];
  place?: IToken[];
  Places?: IToken[];
  places?: IToken[];
};

export interface PlayOffQualifyCstNode extends CstNode {
  name: "playOffQualify";
  children: PlayOffQualifyCstChildren;
}

export type PlayOffQualifyCstChildren = {
  Players: IToken[];
  Tied: IToken[];
  On?: IToken[];
  Points?: IToken[];
  After?: IToken[];
  The?: IToken[];
  TieBreaks?: IToken[];
};

export interface PlayOffMaxPlayersCstNode extends CstNode {
  name: "playOffMaxPlayers";
  children: PlayOffMaxPlayersCstChildren;
}

export type PlayOffMaxPlayersCstChildren = {
  At: IToken[];
  Most: IToken[];
  NumberLiteral: IToken[];
  Players: IToken[];
};

export interface PlayOffSeedingCstNode extends CstNode {
  name: "playOffSeeding";
  children: PlayOffSeedingCstChildren;
}

export type PlayOffSeedingCstChildren = {
  Seeded: IToken[];
  By: IToken[];
  The?: IToken[];
  TieBreaks?: IToken[];
  Rating?: IToken[];
  criterionPhrase?: CriterionPhraseCstNode[];
  Then?: (IToken)[];
  HeadToHead?: IToken[];
  Lots?: IToken[];
};

export interface PlayOffStageCstNode extends CstNode {
  name: "playOffStage";
  children: PlayOffStageCstChildren;
}

export type PlayOffStageCstChildren = {
  stage: IToken[];
  Dot: IToken[];
  Armageddon?: IToken[];
  games?: IToken[];
  pace?: IToken[];
  Games?: IToken[];
  Game?: IToken[];
  Until?: IToken[];
  One?: IToken[];
  Wins?: IToken[];
  timeControl?: IToken[];
};

export interface PlayOffDrawOddsCstNode extends CstNode {
  name: "playOffDrawOdds";
  children: PlayOffDrawOddsCstChildren;
}

export type PlayOffDrawOddsCstChildren = {
  Draw: IToken[];
  Odds: IToken[];
  To: IToken[];
  Black?: IToken[];
  White?: IToken[];
};

export interface PlayOffRepeatedCstNode extends CstNode {
  name: "playOffRepeated";
  children: PlayOffRepeatedCstChildren;
}

export type PlayOffRepeatedCstChildren = {
  Repeated: IToken[];
  Until: IToken[];
  Decided: IToken[];
};

export interface PlayOffFormatCstNode extends CstNode {
  name: "playOffFormat";
  children: PlayOffFormatCstChildren;
}

export type PlayOffFormatCstChildren = {
  More: IToken[];
  Than: IToken[];
  NumberLiteral: IToken[];
  Players: IToken[];
  Colon?: IToken[];
  Round?: IToken[];
  Robin?: IToken[];
  KnockOut?: IToken[];
};

export interface PlayOffNotHeldCstNode extends CstNode {
  name: "playOffNotHeld";
  children: PlayOffNotHeldCstChildren;
}

export type PlayOffNotHeldCstChildren = {
  If: IToken[];
  Not: IToken[];
  Held: IToken[];
  Colon?: IToken[];
  The?: IToken[];
  TieBreaks?: IToken[];
  Shared?: IToken[];
};

export interface MicroMatchesArticleCstNode extends CstNode {
  name: "microMatchesArticle";
  children: MicroMatchesArticleCstChildren;
}

export type MicroMatchesArticleCstChildren = {
  MicroMatches: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  microMatchesLine?: MicroMatchesLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface MicroMatchesLineCstNode extends CstNode {
  name: "microMatchesLine";
  children: MicroMatchesLineCstChildren;
}

export type MicroMatchesLineCstChildren = {
  microMatchesStatement: MicroMatchesStatementCstNode[];
  Comma?: IToken[];
};

export interface MicroMatchesStatementCstNode extends CstNode {
  name: "microMatchesStatement";
  children: MicroMatchesStatementCstChildren;
}

export type MicroMatchesStatementCstChildren = {
  playOffStage?: PlayOffStageCstNode[];
  microMatchWon?: MicroMatchWonCstNode[];
  microMatchDrawn?: MicroMatchDrawnCstNode[];
  microMatchRankedBy?: MicroMatchRankedByCstNode[];
};

export interface MicroMatchWonCstNode extends CstNode {
  name: "microMatchWon";
  children: MicroMatchWonCstChildren;
}

export type MicroMatchWonCstChildren = {
  Won: IToken[];
  points: IToken[];
};

export interface MicroMatchDrawnCstNode extends CstNode {
  name: "microMatchDrawn";
  children: MicroMatchDrawnCstChildren;
}

export type MicroMatchDrawnCstChildren = {
  Drawn: IToken[];
  points: IToken[];
};

export interface MicroMatchRankedByCstNode extends CstNode {
  name: "microMatchRankedBy";
  children: MicroMatchRankedByCstChildren;
}

export type MicroMatchRankedByCstChildren = {
  Ranked: IToken[];
  By: IToken[];
  microMatchCriterion: (MicroMatchCriterionCstNode)[];
  Comma?: IToken[];
};

export interface MicroMatchCriterionCstNode extends CstNode {
  name: "microMatchCriterion";
  children: MicroMatchCriterionCstChildren;
}

export type MicroMatchCriterionCstChildren = {
  Points?: IToken[];
  pace?: IToken[];
  Wins?: IToken[];
  Score?: IToken[];
};

export interface KnockOutArticleCstNode extends CstNode {
  name: "knockOutArticle";
  children: KnockOutArticleCstChildren;
}

export type KnockOutArticleCstChildren = {
  KnockOut: IToken[];
  Colon?: IToken[];
  Newline: (IToken)[];
  knockOutLine?: KnockOutLineCstNode[];
  unknownLine?: UnknownLineCstNode[];
};

export interface KnockOutLineCstNode extends CstNode {
  name: "knockOutLine";
  children: KnockOutLineCstChildren;
}

export type KnockOutLineCstChildren = {
  knockOutStatement: KnockOutStatementCstNode[];
  Comma?: IToken[];
};

export interface KnockOutStatementCstNode extends CstNode {
  name: "knockOutStatement";
  children: KnockOutStatementCstChildren;
}

export type KnockOutStatementCstChildren = {
  playOffStage?: PlayOffStageCstNode[];
  playOffDrawOdds?: PlayOffDrawOddsCstNode[];
  knockOutPlaces?: KnockOutPlacesCstNode[];
  knockOutLosers?: KnockOutLosersCstNode[];
  knockOutThirdPlace?: KnockOutThirdPlaceCstNode[];
};

export interface KnockOutPlacesCstNode extends CstNode {
  name: "knockOutPlaces";
  children: KnockOutPlacesCstChildren;
}

export type KnockOutPlacesCstChildren = {
  Places: IToken[];
  By: IToken[];
  Round: IToken[];
  Reached: IToken[];
};

export interface KnockOutLosersCstNode extends CstNode {
  name: "knockOutLosers";
  children: KnockOutLosersCstChildren;
}

export type KnockOutLosersCstChildren = {
  Losers: IToken[];
  Of: IToken[];
  The: (IToken)[];
  Same: IToken[];
  Round: IToken[];
  Share?: IToken[];
  Place?: IToken[];
  Places?: IToken[];
  Ranked?: IToken[];
  By?: IToken[];
  Rating?: IToken[];
};

export interface KnockOutThirdPlaceCstNode extends CstNode {
  name: "knockOutThirdPlace";
  children: KnockOutThirdPlaceCstChildren;
}

export type KnockOutThirdPlaceCstChildren = {
  article?: IToken[];
  Match: IToken[];
  For: IToken[];
  Third: IToken[];
  Place: IToken[];
};

export interface PlayOffWhenCstNode extends CstNode {
  name: "playOffWhen";
  children: PlayOffWhenCstChildren;
}

export type PlayOffWhenCstChildren = {
  If: IToken[];
  More?: IToken[];
  Than?: IToken[];
  players: IToken[];
  Players: IToken[];
  Tied?: IToken[];
  Colon?: IToken[];
};

export interface ExpressionCstNode extends CstNode {
  name: "expression";
  children: ExpressionCstChildren;
}

export type ExpressionCstChildren = {
  operands: (AndExpressionCstNode)[];
  Or?: IToken[];
};

export interface AndExpressionCstNode extends CstNode {
  name: "andExpression";
  children: AndExpressionCstChildren;
}

export type AndExpressionCstChildren = {
  operands: (NotExpressionCstNode)[];
  And?: IToken[];
};

export interface NotExpressionCstNode extends CstNode {
  name: "notExpression";
  children: NotExpressionCstChildren;
}

export type NotExpressionCstChildren = {
  Not?: IToken[];
  notExpression?: NotExpressionCstNode[];
  comparison?: ComparisonCstNode[];
};

export interface ComparisonCstNode extends CstNode {
  name: "comparison";
  children: ComparisonCstChildren;
}

export type ComparisonCstChildren = {
  operands: (AdditiveCstNode)[];
  operator?: (IToken)[];
};

export interface AdditiveCstNode extends CstNode {
  name: "additive";
  children: AdditiveCstChildren;
}

export type AdditiveCstChildren = {
  operands: (MultiplicativeCstNode)[];
  operators?: (IToken)[];
};

export interface MultiplicativeCstNode extends CstNode {
  name: "multiplicative";
  children: MultiplicativeCstChildren;
}

export type MultiplicativeCstChildren = {
  operands: (UnaryCstNode)[];
  operators?: (IToken)[];
};

export interface UnaryCstNode extends CstNode {
  name: "unary";
  children: UnaryCstChildren;
}

export type UnaryCstChildren = {
  Minus?: IToken[];
  unary?: UnaryCstNode[];
  primary?: PrimaryCstNode[];
};

export interface PrimaryCstNode extends CstNode {
  name: "primary";
  children: PrimaryCstChildren;
}

export type PrimaryCstChildren = {
  NumberLiteral?: IToken[];
  StringLiteral?: IToken[];
  Name?: IToken[];
  parenthesized?: ParenthesizedCstNode[];
  call?: CallCstNode[];
  aggregate?: AggregateCstNode[];
};

export interface ParenthesizedCstNode extends CstNode {
  name: "parenthesized";
  children: ParenthesizedCstChildren;
}

export type ParenthesizedCstChildren = {
  LParen: IToken[];
  expression: ExpressionCstNode[];
  RParen: IToken[];
};

export interface CallCstNode extends CstNode {
  name: "call";
  children: CallCstChildren;
}

export type CallCstChildren = {
  FunctionWord: IToken[];
  LParen: IToken[];
  args: ExpressionCstNode[];
  Comma?: IToken[];
  RParen: IToken[];
};

export interface AggregateCstNode extends CstNode {
  name: "aggregate";
  children: AggregateCstChildren;
}

export type AggregateCstChildren = {
  Count?: IToken[];
  Of?: (IToken)[];
  domain?: (DomainCstNode)[];
  Sum?: IToken[];
  Average?: IToken[];
  Best?: IToken[];
  NumberLiteral?: IToken[];
  aggregateOperand?: AggregateOperandCstNode[];
  Over?: IToken[];
  Where?: IToken[];
  where?: ExpressionCstNode[];
};

export interface AggregateOperandCstNode extends CstNode {
  name: "aggregateOperand";
  children: AggregateOperandCstChildren;
}

export type AggregateOperandCstChildren = {
  Name?: IToken[];
  StringLiteral?: IToken[];
  parenthesized?: ParenthesizedCstNode[];
};

export interface DomainCstNode extends CstNode {
  name: "domain";
  children: DomainCstChildren;
}

export type DomainCstChildren = {
  Participants?: IToken[];
  Members?: IToken[];
  Events?: IToken[];
};

export interface RegulaCstVisitor<IN, OUT> extends ICstVisitor<IN, OUT> {
  regulationFile(children: RegulationFileCstChildren, param?: IN): OUT;
  unknownLine(children: UnknownLineCstChildren, param?: IN): OUT;
  regulationArticle(children: RegulationArticleCstChildren, param?: IN): OUT;
  rulesArticle(children: RulesArticleCstChildren, param?: IN): OUT;
  tournamentKind(children: TournamentKindCstChildren, param?: IN): OUT;
  boardPrizesArticle(children: BoardPrizesArticleCstChildren, param?: IN): OUT;
  boardPrizesLine(children: BoardPrizesLineCstChildren, param?: IN): OUT;
  boardPrizesBy(children: BoardPrizesByCstChildren, param?: IN): OUT;
  boardPrizesMinimum(children: BoardPrizesMinimumCstChildren, param?: IN): OUT;
  boardPrizesBoards(children: BoardPrizesBoardsCstChildren, param?: IN): OUT;
  boardPrizesCap(children: BoardPrizesCapCstChildren, param?: IN): OUT;
  boardPrizesTies(children: BoardPrizesTiesCstChildren, param?: IN): OUT;
  boardPrizesTie(children: BoardPrizesTieCstChildren, param?: IN): OUT;
  scoringArticle(children: ScoringArticleCstChildren, param?: IN): OUT;
  scoringLine(children: ScoringLineCstChildren, param?: IN): OUT;
  roundScoring(children: RoundScoringCstChildren, param?: IN): OUT;
  teamMinimum(children: TeamMinimumCstChildren, param?: IN): OUT;
  teamRanking(children: TeamRankingCstChildren, param?: IN): OUT;
  scoreEntry(children: ScoreEntryCstChildren, param?: IN): OUT;
  resultKind(children: ResultKindCstChildren, param?: IN): OUT;
  byeKind(children: ByeKindCstChildren, param?: IN): OUT;
  unplayedArticle(children: UnplayedArticleCstChildren, param?: IN): OUT;
  unplayedLine(children: UnplayedLineCstChildren, param?: IN): OUT;
  unplayedEntry(children: UnplayedEntryCstChildren, param?: IN): OUT;
  withdrawalsArticle(children: WithdrawalsArticleCstChildren, param?: IN): OUT;
  withdrawalLine(children: WithdrawalLineCstChildren, param?: IN): OUT;
  withdrawalEntry(children: WithdrawalEntryCstChildren, param?: IN): OUT;
  expulsion(children: ExpulsionCstChildren, param?: IN): OUT;
  expelledPlayer(children: ExpelledPlayerCstChildren, param?: IN): OUT;
  byeWithdrawal(children: ByeWithdrawalCstChildren, param?: IN): OUT;
  roundRobinWithdrawal(children: RoundRobinWithdrawalCstChildren, param?: IN): OUT;
  withdrawalOutcome(children: WithdrawalOutcomeCstChildren, param?: IN): OUT;
  eligibility(children: EligibilityCstChildren, param?: IN): OUT;
  ratingsArticle(children: RatingsArticleCstChildren, param?: IN): OUT;
  ratingsLine(children: RatingsLineCstChildren, param?: IN): OUT;
  ratingsEntry(children: RatingsEntryCstChildren, param?: IN): OUT;
  tiebreaksArticle(children: TiebreaksArticleCstChildren, param?: IN): OUT;
  matchTiebreaksArticle(children: MatchTiebreaksArticleCstChildren, param?: IN): OUT;
  tiebreakList(children: TiebreakListCstChildren, param?: IN): OUT;
  tiebreakRounds(children: TiebreakRoundsCstChildren, param?: IN): OUT;
  tiebreakItem(children: TiebreakItemCstChildren, param?: IN): OUT;
  manualColumn(children: ManualColumnCstChildren, param?: IN): OUT;
  criterionPhrase(children: CriterionPhraseCstChildren, param?: IN): OUT;
  afterClause(children: AfterClauseCstChildren, param?: IN): OUT;
  grandPrixArticle(children: GrandPrixArticleCstChildren, param?: IN): OUT;
  letStatement(children: LetStatementCstChildren, param?: IN): OUT;
  pointsStatement(children: PointsStatementCstChildren, param?: IN): OUT;
  placePointsStatement(children: PlacePointsStatementCstChildren, param?: IN): OUT;
  placeSharingStatement(children: PlaceSharingStatementCstChildren, param?: IN): OUT;
  bonusStatement(children: BonusStatementCstChildren, param?: IN): OUT;
  noTiebreaksStatement(children: NoTiebreaksStatementCstChildren, param?: IN): OUT;
  tiedShareStatement(children: TiedShareStatementCstChildren, param?: IN): OUT;
  roundingStatement(children: RoundingStatementCstChildren, param?: IN): OUT;
  accumulateStatement(children: AccumulateStatementCstChildren, param?: IN): OUT;
  gradeScalingStatement(children: GradeScalingStatementCstChildren, param?: IN): OUT;
  teamArticle(children: TeamArticleCstChildren, param?: IN): OUT;
  teamAward(children: TeamAwardCstChildren, param?: IN): OUT;
  teamScoreStatement(children: TeamScoreStatementCstChildren, param?: IN): OUT;
  teamTiebreaks(children: TeamTiebreaksCstChildren, param?: IN): OUT;
  qualificationArticle(children: QualificationArticleCstChildren, param?: IN): OUT;
  lookupTable(children: LookupTableCstChildren, param?: IN): OUT;
  tableHeader(children: TableHeaderCstChildren, param?: IN): OUT;
  tableRow(children: TableRowCstChildren, param?: IN): OUT;
  tableCell(children: TableCellCstChildren, param?: IN): OUT;
  qualificationLine(children: QualificationLineCstChildren, param?: IN): OUT;
  qualificationEntry(children: QualificationEntryCstChildren, param?: IN): OUT;
  qualificationCategory(children: QualificationCategoryCstChildren, param?: IN): OUT;
  prizesArticle(children: PrizesArticleCstChildren, param?: IN): OUT;
  prizeLine(children: PrizeLineCstChildren, param?: IN): OUT;
  prizeEntry(children: PrizeEntryCstChildren, param?: IN): OUT;
  prizeAward(children: PrizeAwardCstChildren, param?: IN): OUT;
  prizeCategory(children: PrizeCategoryCstChildren, param?: IN): OUT;
  categoryConditions(children: CategoryConditionsCstChildren, param?: IN): OUT;
  categoryCondition(children: CategoryConditionCstChildren, param?: IN): OUT;
  sectionsArticle(children: SectionsArticleCstChildren, param?: IN): OUT;
  sectionsLine(children: SectionsLineCstChildren, param?: IN): OUT;
  sectionScope(children: SectionScopeCstChildren, param?: IN): OUT;
  categoriesArticle(children: CategoriesArticleCstChildren, param?: IN): OUT;
  categoryLine(children: CategoryLineCstChildren, param?: IN): OUT;
  playOffArticle(children: PlayOffArticleCstChildren, param?: IN): OUT;
  playOffLine(children: PlayOffLineCstChildren, param?: IN): OUT;
  playOffStatement(children: PlayOffStatementCstChildren, param?: IN): OUT;
  playOffPlaces(children: PlayOffPlacesCstChildren, param?: IN): OUT;
  playOffQualify(children: PlayOffQualifyCstChildren, param?: IN): OUT;
  playOffMaxPlayers(children: PlayOffMaxPlayersCstChildren, param?: IN): OUT;
  playOffSeeding(children: PlayOffSeedingCstChildren, param?: IN): OUT;
  playOffStage(children: PlayOffStageCstChildren, param?: IN): OUT;
  playOffDrawOdds(children: PlayOffDrawOddsCstChildren, param?: IN): OUT;
  playOffRepeated(children: PlayOffRepeatedCstChildren, param?: IN): OUT;
  playOffFormat(children: PlayOffFormatCstChildren, param?: IN): OUT;
  playOffNotHeld(children: PlayOffNotHeldCstChildren, param?: IN): OUT;
  microMatchesArticle(children: MicroMatchesArticleCstChildren, param?: IN): OUT;
  microMatchesLine(children: MicroMatchesLineCstChildren, param?: IN): OUT;
  microMatchesStatement(children: MicroMatchesStatementCstChildren, param?: IN): OUT;
  microMatchWon(children: MicroMatchWonCstChildren, param?: IN): OUT;
  microMatchDrawn(children: MicroMatchDrawnCstChildren, param?: IN): OUT;
  microMatchRankedBy(children: MicroMatchRankedByCstChildren, param?: IN): OUT;
  microMatchCriterion(children: MicroMatchCriterionCstChildren, param?: IN): OUT;
  knockOutArticle(children: KnockOutArticleCstChildren, param?: IN): OUT;
  knockOutLine(children: KnockOutLineCstChildren, param?: IN): OUT;
  knockOutStatement(children: KnockOutStatementCstChildren, param?: IN): OUT;
  knockOutPlaces(children: KnockOutPlacesCstChildren, param?: IN): OUT;
  knockOutLosers(children: KnockOutLosersCstChildren, param?: IN): OUT;
  knockOutThirdPlace(children: KnockOutThirdPlaceCstChildren, param?: IN): OUT;
  playOffWhen(children: PlayOffWhenCstChildren, param?: IN): OUT;
  expression(children: ExpressionCstChildren, param?: IN): OUT;
  andExpression(children: AndExpressionCstChildren, param?: IN): OUT;
  notExpression(children: NotExpressionCstChildren, param?: IN): OUT;
  comparison(children: ComparisonCstChildren, param?: IN): OUT;
  additive(children: AdditiveCstChildren, param?: IN): OUT;
  multiplicative(children: MultiplicativeCstChildren, param?: IN): OUT;
  unary(children: UnaryCstChildren, param?: IN): OUT;
  primary(children: PrimaryCstChildren, param?: IN): OUT;
  parenthesized(children: ParenthesizedCstChildren, param?: IN): OUT;
  call(children: CallCstChildren, param?: IN): OUT;
  aggregate(children: AggregateCstChildren, param?: IN): OUT;
  aggregateOperand(children: AggregateOperandCstChildren, param?: IN): OUT;
  domain(children: DomainCstChildren, param?: IN): OUT;
}
