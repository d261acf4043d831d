import type { CliMessageCode } from '../cli-messages';

/**
 * The command line's own codes in the user's language (docs/diagnostics.md "In other languages"):
 * what each means and what to do, as cli-messages.ts says them in English. Codes stay English.
 */
export type CliMessageWords = Readonly<Record<CliMessageCode, { readonly meaning: string; readonly fix: string }>>;
