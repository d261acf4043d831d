import type { Edition, PointSystemField } from '../../../engine';
import type { ArticleWords } from './article-types';
import type { RegistryWords } from './registry-types';

/*
 * The words of a printed regulation (docs/cli.md "regula render"), one table per language: every
 * sentence regulation-document.ts, markdown.ts and html.ts print, functions for sentences with
 * values, so a language that lacks one does not compile. Numbers reach these functions already
 * written in the language (a decimal comma in de, fr, es and ru; ½ stays ½).
 */

export const BOOKLET_LANGUAGES = ['en', 'de', 'fr', 'es', 'ru'] as const;
export type BookletLanguage = (typeof BOOKLET_LANGUAGES)[number];

/** Who a tie-break list separates. */
export type Subject = 'participants' | 'teams';
/** What they are level on. */
export type Score = 'points' | 'game-points' | 'match-points';
export type TournamentKind = 'swiss' | 'round-robin' | 'double-round-robin';
export type BoardTie = 'games' | 'percentage' | 'team-place';

export interface BookletWords {
  /** The HTML `lang` attribute. */
  lang: BookletLanguage;
  /** A decimal comma (3,5) rather than a point (3.5). */
  decimalComma: boolean;
  /** A heading: "Article 3. Tie-breaks". */
  articleHeading: (number: number, title: string) => string;
  version: (version: string) => string;
  titles: {
    knockOut: string;
    rules: string;
    scoring: string;
    tiebreaks: string;
    teamRanking: string;
    microMatches: string;
    playOff: string;
    sections: string;
    withdrawals: string;
    grandPrix: (name: string) => string;
    teams: (name: string) => string;
    qualification: (name: string) => string;
    prizes: string;
    boardPrizes: string;
    drawnMatches: string;
  };
  editions: Readonly<Record<Edition, string>>;
  tournaments: Readonly<Record<TournamentKind, string>>;
  results: Readonly<Record<PointSystemField, string>>;
  resultHeader: string;
  pointsHeader: string;
  /** "The tie-breaks follow … (rules fide-2026)." with the tournament and team sentences after it. */
  rulesInForce: (edition: string, code: string) => string;
  tournamentIs: (tournament: string) => string;
  teamsRankedBy: (score: Score) => string;
  unplayedGames: (policy: string) => string;
  forfeitCap: string;
  ownPointSystem: (someRoundsOwn: boolean) => string;
  roundsOwnPoints: (first: number, last: number) => string;
  roundScoringSums: string;
  matchPoints: (win: string, draw: string, loss: string) => string;
  teamMinimum: (minimum: number) => string;
  microMatchesRankFirst: string;
  tiebreakRounds: (from: number, to: number) => string;
  drawnMatchIntro: string;
  pointsAlone: string;
  levelOn: (subject: Subject, score: Score) => string;
  /** "Buchholz (BH/C1): <definition> <modifiers> Source: FIDE C.07 art. 8.1." */
  criterionItem: (named: string, description: string, modifiers: readonly string[], source: string) => string;
  /** Words another source reads otherwise: `Solkoff ("solkoff", read under rules us-chess as …)`. */
  statedReading: (title: string, written: string, reading: string) => string;
  /** "With cut 1 — Cut-n: drop …" */
  withModifier: (shown: string, meaning: string) => string;
  valuesFromColumn: (column: string) => string;
  afterShared: (subject: Subject) => string;
  afterLotsFromEvent: (subject: Subject) => string;
  afterLotsSeeded: (subject: Subject, seed: string) => string;
  afterPlayOff: (subject: Subject) => string;
  afterManual: (subject: Subject, column: string) => string;
  board: {
    ranked: (byPercentage: boolean) => string;
    registered: string;
    played: string;
    minimum: (games: number, reserve: number | undefined) => string;
    ratingUncapped: string;
    ratingCapped: (cap: number) => string;
    ties: Readonly<Record<BoardTie, string>>;
    separated: (ties: readonly string[]) => string;
    share: string;
  };
  /** The play-off article (C.07 art. 3.1); `pace` is the regulation's word ("rapid"), printed by `paces` where it is one. */
  playOff: {
    places: (first: number, last: number) => string;
    decides: (places: string, afterList: boolean, cap: number | undefined, seeding: string) => string;
    seeded: (by: string | undefined, then: readonly ('head-to-head' | 'lots')[]) => string;
    format: (number: number, players: { exactly: number } | { moreThan: number }) => string;
    stagesIntro: string;
    games: (games: number, pace: string | undefined) => string;
    untilWon: (pace: string | undefined) => string;
    armageddon: string;
    drawOdds: (white: boolean) => string;
    byScore: (repeated: boolean) => string;
    closing: (knockOut: boolean, notHeldShared: boolean) => string;
  };
  /** The article on an event in sections (the regulation's `sections`). */
  sections: {
    played: (count: number) => string;
    common: (names: readonly string[]) => string;
    ownTiebreaks: (name: string) => string;
    ownPrizes: (name: string) => string;
  };
  /** The knock-out article (FIDE World Cup 2021 art. 4.10). */
  knockOut: {
    intro: string;
    drawOdds: (white: boolean) => string;
    places: (thirdPlaceMatch: boolean, losersShare: boolean) => string;
  };
  /** The micro-matches article (FMJD title matches); `pace` as in playOff. */
  microMatches: {
    intro: string;
    untilWon: (pace: string | undefined) => string;
    game: (pace: string | undefined) => string;
    scores: (winner: string, loser: string) => string;
    level: (points: string) => string;
    roundPoints: string;
    ranked: (criteria: readonly string[]) => string;
  };
  /** The paces regulations name, in the language; a pace not here is printed as the regulation writes it. */
  paces: Readonly<Partial<Record<string, string>>>;
  /**
   * Criterion names in the language, by registry code, where a federation's or club's rules in
   * the language name the criterion (each cited where it is declared); a code not here prints
   * its English name with the acronym.
   */
  criterionNames: Readonly<Partial<Record<string, string>>>;
  /** The registry's words: criteria, modifiers, the editions' unplayed rounds, stated readings (registry-types.ts). */
  registry: RegistryWords;
  /** The sentences of withdrawals, grand prix, teams, qualification and prizes (article-types.ts). */
  articles: ArticleWords;
}
