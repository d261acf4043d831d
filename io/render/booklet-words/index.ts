import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ru } from './ru';
import { BOOKLET_LANGUAGES, type BookletLanguage, type BookletWords } from './types';

/** The booklet's words in each language it is printed in (docs/cli.md "regula render"). */
export const BOOKLET_WORDS: Readonly<Record<BookletLanguage, BookletWords>> = { en, de, fr, es, ru };

export { BOOKLET_LANGUAGES, type BookletLanguage, type BookletWords };

/** The language a code names ("de"), or undefined when the booklet is not printed in it. */
export function bookletLanguage(code: string): BookletLanguage | undefined {
  return (BOOKLET_LANGUAGES as readonly string[]).includes(code) ? (code as BookletLanguage) : undefined;
}
