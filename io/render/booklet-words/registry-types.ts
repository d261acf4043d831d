import type { Edition, ModifierName } from '../../../engine';

/*
 * The registry's words in a booklet's language (docs/cli.md "regula render"): every criterion's
 * name and definition and every modifier's meaning (engine/tiebreaks/criteria-*.ts and
 * modifiers.ts keep them in English, and docs/criteria.md is generated from there), the editions'
 * unplayed-round rules (engine/tiebreaks/policies.ts), and how a name some rules read their own
 * way was read (engine/tiebreaks/rules-names.ts, regulation-names.ts). English is read from the
 * engine itself (registry-en.ts); each other language has every code English has (a test holds
 * the keys and the C.07 article numbers and acronyms each sentence cites).
 */

export interface CriterionWords {
  /** The name, where the language's rules name the criterion (the booklet's criterionNames win over it). */
  title: string;
  /** The definition, one or more sentences. */
  definition: string;
}

export interface RegistryWords {
  /** By registry code (BH, SB, EMMSB …). */
  criteria: Readonly<Record<string, CriterionWords>>;
  /** What each modifier does, by the modifier's name. */
  modifiers: Readonly<Record<ModifierName, string>>;
  /** A criterion's source in the language where the English says more than a citation, by code. */
  sources: Readonly<Partial<Record<string, string>>>;
  /** Any other source, the citation's own words in the language: "FIDE C.07 art. 8.1" is "FIDE C.07 Art. 8.1". */
  citation: (source: string) => string;
  /** How each edition counts unplayed rounds (C.07 art. 16 and the older rules). */
  unplayed: Readonly<Record<Edition, string>>;
  /** The short names a rules-dependent name's meanings have ("US Chess 34E2 Solkoff"), by the English. */
  readingTitles: Readonly<Record<string, string>>;
  /** What a regulation's own name leaves out, by the English note. */
  readingNotes: Readonly<Record<string, string>>;
  /** "read under rules us-chess as US Chess 34E2 Solkoff (SOLK); elsewhere it means Buchholz (BH)". */
  readUnder: (rules: string, title: string, means: string, others: readonly string[]) => string;
  /** "read as WON, games won over the board …". */
  readAs: (means: string, note: string) => string;
}
