import { de } from './de';
import { en, type PaneStrings } from './en';
import { es } from './es';
import { fr } from './fr';
import { ru } from './ru';

/*
 * The task pane's words in each language it speaks (en.ts says what is and is not among them).
 * A translation is one more file beside en.ts — `export const fr: PaneStrings = { … }`, the
 * compiler naming every string or sentence it lacks — and one more entry below
 * (docs/addin.md "The pane's language"). The pane follows Office's display language, or the
 * language chosen in its ⋯ menu (addin/taskpane/pane-language.tsx, panel-tabs.tsx).
 */
export const TRANSLATIONS = { en, de, fr, es, ru } as const satisfies Readonly<Record<string, PaneStrings>>;

/**
 * The Office display languages each translation serves: the manifest's <Override Locale=…> of
 * the add-in's description and ribbon words (manifest.xml, test/addin/manifest.test.ts). Office
 * picks an override by the exact culture name of its display language, so a language Office
 * ships in two variants (fr-FR and fr-CA, es-ES and es-MX) has both.
 */
export const OFFICE_LOCALES = {
  de: ['de-DE'],
  fr: ['fr-FR', 'fr-CA'],
  es: ['es-ES', 'es-MX'],
  ru: ['ru-RU'],
} as const satisfies Record<Exclude<keyof typeof TRANSLATIONS, 'en'>, readonly string[]>;

/** A language the pane speaks: its primary tag ("de"). */
export type PaneLanguageTag = keyof typeof TRANSLATIONS;

/** The languages of the ⋯ menu, English first, then in the order of TRANSLATIONS. */
export const PANE_LANGUAGES = Object.keys(TRANSLATIONS) as PaneLanguageTag[];

/** The language of a tag ("de-AT" → "de", "DE" → "de"); undefined when the pane does not speak it. */
export function paneLanguageOf(tag: string | null | undefined): PaneLanguageTag | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary !== undefined && Object.hasOwn(TRANSLATIONS, primary) ? (primary as PaneLanguageTag) : undefined;
}

/** The words for a language tag ("en-GB" → en), English when there is no translation. */
export function stringsFor(language: string | null | undefined): PaneStrings {
  return TRANSLATIONS[paneLanguageOf(language) ?? 'en'];
}

/**
 * The name of a language (an ISO 639-1 code: a chess-results export's "de") in the pane's
 * language, from the browser's own tables (Intl.DisplayNames, the Unicode CLDR's names):
 * "German" in English, "Deutsch" in German, "allemand" in French. `fallback` where the
 * browser has no name for it.
 */
export function languageName(code: string, inLanguage: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

export type { PaneStrings };
