import type { Rational, RoundingMode } from '../arith';
import type { AfterTiebreaks, CriterionSpec } from './criterion-spec';

/*
 * Plain data for the articles of a regulation beyond the ranking list: withdrawals,
 * grand prix, team totals, qualification, prizes and match tie-breaks (docs/language.md;
 * docs/rules.md "Withdrawals" and "Grand prix, teams, qualification and prizes"). The
 * regulation language lowers into these types; grand prix, team totals, qualification and
 * prizes are evaluated in engine/formulas/. No behaviour here.
 */

/** Team match points (FIDE team events: 2-1-0), kept apart from the game points. */
export interface MatchPoints {
  win: Rational;
  draw: Rational;
  loss: Rational;
}

// ---------------------------------------------------------------------------
// Formulas (grand prix, team totals, qualification)

export type FormulaOperator = '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '=' | '<>' | 'and' | 'or';
export type FormulaFunction = 'round' | 'floor' | 'ceil' | 'min' | 'max' | 'clamp' | 'abs';
/** What an aggregate ranges over: the participants of the section, a team's members, the events of a season. */
export type AggregateDomain = 'participants' | 'members' | 'events';

/**
 * An expression, evaluated exactly (Rational); `round` is half-up unless the article
 * states another mode. Names are either built-in per-player/per-section values
 * (`score`, `rounds`, `rating`, `post-rating`, `participants`…) or `let` names of the
 * same article; columns are crosstable columns by header.
 */
export type Formula =
  | { kind: 'number'; value: Rational }
  | { kind: 'name'; name: string }
  | { kind: 'column'; header: string }
  | { kind: 'negate'; operand: Formula }
  | { kind: 'not'; operand: Formula }
  | { kind: 'binary'; operator: FormulaOperator; left: Formula; right: Formula }
  | { kind: 'call'; name: FormulaFunction; args: Formula[] }
  | {
      kind: 'aggregate';
      /** count: how many; sum/average of `value` (over the best `best` when given). */
      aggregate: 'count' | 'sum' | 'average';
      value?: Formula;
      best?: number;
      over: AggregateDomain;
      where?: Formula;
    };

export interface NamedFormula {
  /** Lower case: names are case-insensitive. */
  name: string;
  value: Formula;
  /** The name as written ("AR"), for audit trails. */
  text?: string;
}

// ---------------------------------------------------------------------------
// Withdrawals (arbiter's handbook ch. 12, VCF GSQT rules)

export type WithdrawalOutcome = 'results-deleted' | 'results-stand' | 'remaining-lost-by-forfeit';

/** Round-robin rule: below the threshold one outcome, otherwise another; judged per event or per cycle. */
export interface RoundRobinWithdrawalRule {
  scope: 'event' | 'cycle';
  /** Fraction of the scheduled games (1/2: "fewer than half of the games played"). */
  threshold: Rational;
  below: WithdrawalOutcome;
  otherwise: WithdrawalOutcome;
}

/** "zero-point bye in round 5 means withdrawn". */
export interface ByeMeansWithdrawal {
  bye: 'zpb' | 'hpb' | 'fpb';
  round: number | 'last';
}

export interface WithdrawalRules {
  roundRobin?: RoundRobinWithdrawalRule;
  byesMeaningWithdrawal: ByeMeansWithdrawal[];
  /** Whether withdrawn players may receive awards (prizes, qualification places); unstated = undefined. */
  withdrawnEligible?: boolean;
  /** Players the arbiter expelled (`expelled: 17, "Doe, John" from round 5`): not ranked (VCL Q197–198). */
  expelled?: ExpelledPlayer[];
  /**
   * What becomes of an expelled player's games: they stand (the default: FIDE Tournament Rules
   * V.5, "the points scored by him and by his opponents shall remain in the cross-table for
   * ranking purposes") or they are deleted, as a round robin deletes a score (`expelled players: results deleted`).
   */
  expelledResults?: 'results-stand' | 'results-deleted';
}

/** One expelled player: by starting number or by name as the crosstable writes it. */
export interface ExpelledPlayer {
  player: number | string;
  /** The first round the player took no part in; unstated = after the last round the player was paired. */
  fromRound?: number;
}

// ---------------------------------------------------------------------------
// Grand prix (VCF Encl. 1)

export interface Bonus {
  amount: Formula;
  place: number;
  /**
   * The place the bonus goes by: `clear` — alone in the place on points, no tie-break or
   * play-off needed ("clear first"; Grand Chess Tour 2016: "wins an Event outright (without the
   * need for a playoff)"); `place` — the place the article's points go by, a tied group pooling
   * and sharing it; `final-place` — the place in the final standings, after the tie-break list
   * and any play-off ("bonus 1 to first by final place").
   */
  reads: 'clear' | 'place' | 'final-place';
}

/**
 * Points by place (a club grand prix: "10, 8, 6, 5, 4, 3, 2, 1"): `values[i]` is place i+1's
 * points, `others` what places beyond the table get, `sharing` how players sharing a place
 * range score — averaged ((8 + 6) / 2 = 7 each for 2nd–3rd) or each the higher value.
 */
export interface PlacePoints {
  values: Rational[];
  others: Rational;
  /** False when the regulation leaves `others` unstated (then 0, and the audit says so). */
  othersStated: boolean;
  /** Unstated: a shared place is an error, never a guess. */
  sharing?: 'average' | 'higher';
}

export interface GrandPrix {
  name: string;
  lets: NamedFormula[];
  /** The points formula; unused when `placePoints` is given. */
  points: Formula;
  placePoints?: PlacePoints;
  /** Decimals shown (VCF: 4); the value itself stays exact. */
  shownDecimals?: number;
  /** The mode of `round(...)` in this article (default half-up). */
  rounding: RoundingMode;
  bonuses: Bonus[];
  /**
   * How players tied on points score (the regulation says which when it has a tie-break list
   * or a play-off): `points` — places on points alone, each tied player scoring what the
   * article gives the shared place ("no tie-breaks", VCF Encl. 1 4.b); `share` — places on
   * points, the points of the places a tied group occupies added up and shared equally
   * ("tied players share the points": FIDE Women's Grand Prix 2009–10, "split between players
   * on equal tournament points"); `final-place` — the places of the final standings, after the
   * tie-break list and any play-off ("points by final place"; also where the file has neither,
   * when the final standings are on points alone).
   */
  tiedPlayers: 'points' | 'share' | 'final-place';
  /** How the points of several events add up for a player. */
  accumulation?: { kind: 'sum' } | { kind: 'best'; count: number };
  /**
   * A tournament of several grades (`if 3 grades: scaled 1, 2/3, 1/3`; Kāpiti Chess Club): each
   * grade's scores scaled by its factor, the top grade first, then one combined ranking
   * (formulas/grade-scaling.ts). One entry per number of grades.
   */
  gradeScaling?: GradeScaling[];
}

export interface GradeScaling {
  grades: number;
  /** One per grade, the top grade first. */
  factors: Rational[];
}

// ---------------------------------------------------------------------------
// Team totals (VCF school teams)

export interface TeamTotals {
  name: string;
  /** Crosstable column that names the team (school code, club). */
  column: string;
  lets: NamedFormula[];
  eventScore?: Formula;
  seasonScore?: Formula;
  tiebreaks: CriterionSpec[];
  after?: AfterTiebreaks;
  /** Team awards in order of precedence; a team receives at most one (VCF Part 2 §5). */
  awards?: TeamAward[];
}

/**
 * "Top 3 teams under 900" / "Top home-school team": the next `count` places of the award
 * go to the best-ranked teams that meet `where` and hold no award yet. The same name
 * listed again continues its places (place 1, then the home-school award, then places 2-5).
 */
export interface TeamAward {
  name: string;
  count: number;
  /** A condition over the team's values (`strength < 900`, `"Home School" = 1`). */
  where?: Formula;
}

// ---------------------------------------------------------------------------
// Qualification (VCF GSQT: tables 1 and 2, clamp, skip rules)

export interface BandEnd {
  value: Rational;
  inclusive: boolean;
}

/** An interval of values; an absent end is unbounded. */
export interface Band {
  lower?: BandEnd;
  upper?: BandEnd;
  /** As written ("20-39", "<500"), for messages and output. */
  text: string;
}

export interface LookupEntry {
  band: Band;
  value: Rational;
}

/** A lookup: the row of the section (or the only row), then the band containing `source`. */
export interface LookupTable {
  source: Formula;
  rows: { label: string; entries: LookupEntry[] }[];
}

/** Columns, when stated, mark the players concerned (a non-empty cell other than "no", "0", "false"). */
export type SkipRule = { kind: 'already-qualified'; column?: string } | { kind: 'playing-up'; column?: string } | { kind: 'withdrawn' };

export interface Qualification {
  name: string;
  /** Rows are looked up by the section's name. */
  perSection: boolean;
  places?: LookupTable;
  /** Added to the places, in order. */
  adjustments: LookupTable[];
  atLeast?: Rational;
  atMost?: Rational;
  skip: SkipRule[];
  /** `best N of CATEGORY`: N places, in place of a `places from` table. */
  best?: number;
  /** Only the category's players take a place (`best 2 of category "U16"`, `for female`); the others are passed over. */
  category?: Exclude<PrizeCategory, { kind: 'overall' }>;
}

// ---------------------------------------------------------------------------
// Prizes (arbiter's handbook: Hort system)

// ---------------------------------------------------------------------------
// Categories from player data (docs/language.md "Categories")

/**
 * One condition on a player's data. Ages are at `on` (ISO date), else at the event's start
 * date (TRF 042); `born` reads only the year of birth. Sex, title and federation are the
 * TRF 001 fields (or the grid's Sex / Title / FED columns).
 */
export type CategoryCondition =
  | { kind: 'rating-under'; rating: number }
  | { kind: 'rating-over'; rating: number }
  /** Both ends included: "rating 1600-1799". */
  | { kind: 'rating-band'; from: number; to: number }
  | { kind: 'unrated' }
  | { kind: 'column'; header: string; value: string }
  | { kind: 'column-exists'; header: string }
  /** Younger than `age` years at the reference date ("under 12", "U12"). */
  | { kind: 'age-under'; age: number; on?: string }
  /** `age` years or older at the reference date ("65 and over"). */
  | { kind: 'age-at-least'; age: number; on?: string }
  /** Year of birth in [from, to], either end open ("born 2014 or later"). */
  | { kind: 'born'; from?: number; to?: number }
  | { kind: 'sex'; sex: 'female' | 'male' }
  | { kind: 'federation'; code: string }
  | { kind: 'title'; title: string };

/** A category: every condition holds. */
export interface Category {
  name: string;
  conditions: CategoryCondition[];
}

/** The `categories` article: the categories ranked on their own ("best U12"), the date ages are counted at. */
export interface Categories {
  /** ISO date (YYYY-MM-DD); the event's start date when absent. */
  on?: string;
  list: Category[];
}

export type PrizeCategory = { kind: 'overall' } | CategoryCondition | ({ kind: 'category' } & Category);

export interface Prize {
  category: PrizeCategory;
  place: number;
  /** Money (0 for a trophy only). */
  amount: Rational;
  /** A non-money award ("Trophy"): indivisible, it goes by tie-break order. */
  trophy?: string;
}

export interface PrizeRules {
  prizes: Prize[];
  onePerPlayer: boolean;
  /** Which prize a player entitled to several receives. */
  precedence?: 'higher-value' | 'place-first';
  /** Tied players: pool and share equally, Hort (half equally, half in tie-break order), or by tie-break order. */
  sharing: 'equally' | 'hort' | 'tie-break';
  /** Money rounded to a multiple of this unit (0.01 = cents). */
  roundTo?: Rational;
  /**
   * `title "Champion" shared on points`: every eligible player on the top score holds the
   * title, while places, prizes and trophies follow the tie-break list — two outcomes of one list.
   */
  title?: string;
}

// ---------------------------------------------------------------------------
// Match tie-breaks (team knock-out: a drawn match)

export interface MatchTiebreaks {
  tiebreaks: CriterionSpec[];
  after?: AfterTiebreaks;
}
