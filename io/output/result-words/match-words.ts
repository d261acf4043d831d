import type { BookletLanguage } from '../../render/booklet-words';
import { matchDe } from './match-de';
import { matchEn } from './match-en';
import { matchEs } from './match-es';
import { matchFr } from './match-fr';
import { matchRu } from './match-ru';
import type { MatchWords } from './match-types';

/** The words of `regula match`'s human output in each language (docs/cli.md "regula match"). */
export const MATCH_WORDS: Readonly<Record<BookletLanguage, MatchWords>> = {
  en: matchEn,
  de: matchDe,
  fr: matchFr,
  es: matchEs,
  ru: matchRu,
};

export type { MatchWords };
