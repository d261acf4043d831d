import type { GrandPrix, PrizeRules, WithdrawalOutcome } from '../../../engine';

/*
 * The sentences of a regulation's own articles (io/render/article-words.ts): withdrawals, grand
 * prix, teams, qualification and prizes, one table per language. Numbers reach these functions
 * written in the language; formulas and the regulation's keywords (`half-even`, a category as
 * the regulation writes it) are passed as they are.
 */

export type Bye = 'zpb' | 'hpb' | 'fpb';
export type QualificationSkip = 'already-qualified' | 'playing-up';

export interface ArticleWords {
  withdrawals: {
    /** In a round robin (arbiter's handbook ch. 12): below the threshold one outcome, otherwise the other. */
    roundRobin: (threshold: string, perCycle: boolean, below: WithdrawalOutcome, otherwise: WithdrawalOutcome) => string;
    byeMeansWithdrawal: (bye: Bye, round: number | 'last') => string;
    withdrawnEligible: (may: boolean) => string;
  };
  grandPrix: {
    /** `mode` is the regulation's keyword (half-even, down …). */
    roundsBy: (mode: string) => string;
    roundsHalfUp: string;
    shownDecimals: (decimals: number) => string;
    bonus: (amount: string, reads: GrandPrix['bonuses'][number]['reads'], place: number) => string;
    tied: Readonly<Record<GrandPrix['tiedPlayers'], string>>;
    seasonSum: string;
    seasonBest: (count: number) => string;
    gradeScaling: (grades: number, factors: readonly string[]) => string;
    formulaIntro: string;
    /** The formula's left side ("points = …") and the word before its names' definitions. */
    points: string;
    where: string;
    placeIntro: (finalPlace: boolean) => string;
    shareAverage: string;
    shareHigher: string;
    shareUnstated: string;
    placeHeader: string;
    pointsHeader: string;
    andBelow: (place: number) => string;
  };
  teams: {
    intro: (column: string) => string;
    eventScore: string;
    seasonScore: string;
    levelIntro: string;
    awardsCaption: string;
    awardHeader: string;
    placesHeader: string;
    conditionHeader: string;
  };
  qualification: {
    intro: (perSection: boolean) => string;
    placesCaption: string;
    adjustmentCaption: (n: number) => string;
    /** A table's caption with the formula it is read by: "Places (by average rating)". */
    by: (caption: string, source: string) => string;
    bounds: (atLeast: string | undefined, atMost: string | undefined) => string;
    skipWithdrawn: string;
    skip: (kind: QualificationSkip, column: string | undefined) => string;
  };
  prizes: {
    categoryHeader: string;
    placeHeader: string;
    prizeHeader: string;
    /** A prize of money and a trophy: "100 and Cup". */
    and: (amount: string, trophy: string) => string;
    overall: string;
    ratingUnder: (rating: number) => string;
    ratingOver: (rating: number) => string;
    unrated: string;
    sharing: Readonly<Record<PrizeRules['sharing'], string>>;
    onePerPlayer: (placeFirst: boolean) => string;
    roundTo: (unit: string) => string;
    trophy: string;
  };
}
