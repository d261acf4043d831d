import type { MessageCode, MessageParams } from '../../dsl';
import type { EngineIssueCode } from '../../engine';
import type {
  CHESS_JSON_ISSUES,
  GRID_ISSUES,
  MATCH_ISSUES,
  PAIRINGS_ISSUES,
  PGN_ISSUES,
  SECTION_ISSUES,
  TEAM_CROSSTABLE_ISSUES,
  TRF_ISSUES,
  WORKBOOK_ISSUES,
} from '../../io';

/*
 * The message catalogue in the user's language (docs/diagnostics.md "In other languages"): for
 * every code below the doors, what it means and what to do, and for the regulation language's
 * codes the message itself, from the values its diagnostic keeps. English is the layers' own
 * tables (catalogue.ts); each other language is one table here, typed so that a code without its
 * words does not compile. Codes, severities and the JSON stay English in every language.
 */

/** The codes of the readers and of Regula's writes (io/), each reader's table. */
export type InputIssueCode =
  | keyof typeof TRF_ISSUES
  | keyof typeof PGN_ISSUES
  | keyof typeof CHESS_JSON_ISSUES
  | keyof typeof GRID_ISSUES
  | keyof typeof MATCH_ISSUES
  | keyof typeof PAIRINGS_ISSUES
  | keyof typeof TEAM_CROSSTABLE_ISSUES
  | keyof typeof SECTION_ISSUES
  | keyof typeof WORKBOOK_ISSUES;

/** A code's entry: what happened, in plain words, and what to do. */
export interface EntryWords {
  meaning: string;
  fix: string;
}

/**
 * A regulation-language code in the language: what to do, and its message from the values the
 * diagnostic was made with (dsl/messages.ts holds the English). Quoted text of the user's file,
 * the language's own keywords and statements (`forfeit cap opponent`), codes and article numbers
 * stay as they are.
 */
export type DslMessageWords = {
  readonly [C in MessageCode]: { readonly fix: string; readonly text: (p: MessageParams<C>) => string };
};

export interface CatalogueWords {
  /** The label of the line under an error that says what to do: "fix" in English. */
  fixLabel: string;
  /** The regulation language's codes (without their "dsl/" prefix). */
  dsl: DslMessageWords;
  /** The readers', the writes' and the engine's codes. */
  entries: Readonly<Record<InputIssueCode | EngineIssueCode, EntryWords>>;
}
