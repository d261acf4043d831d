import { en, type PaneStrings } from './en';

/*
 * The task pane's words (en.ts says what is and is not among them). A translation is one more
 * file beside en.ts — `export const fr: PaneStrings = { … }`, the compiler naming every string
 * or sentence it lacks — and one more entry below; `strings` is then chosen by Office's display
 * language. The pane is English only for now.
 */
export const TRANSLATIONS: Readonly<Record<string, PaneStrings>> = { en };

/** The words for a language tag ("en-GB" → en), English when there is no translation. */
export function stringsFor(language: string | undefined): PaneStrings {
  const primary = language?.toLowerCase().split('-')[0];
  return (primary !== undefined && TRANSLATIONS[primary]) || en;
}

export const strings: PaneStrings = en;
export type { PaneStrings };
