import { cutWords, type Contribution, type EngineWords, type RoundKind } from '../../../engine';
import type { BookletLanguage } from '../../render/booklet-words';
import { decimalCommaText } from '../../render/words';
import { engineWordsDe } from './engine-words-de';
import { engineWordsEn } from './engine-words-en';
import { engineWordsEs } from './engine-words-es';
import { engineWordsFr } from './engine-words-fr';
import { engineWordsRu } from './engine-words-ru';
import type { EngineWordsSay, EngineWordsTable } from './engine-words-types';
import { WORDED_ROUND_KINDS, type ResultWords, type WordedRoundKind } from './types';

/** The engine's own notes in each language of the output (engine-words-types.ts). */
export const ENGINE_WORDS: Readonly<Record<BookletLanguage, EngineWordsTable>> = {
  en: engineWordsEn,
  de: engineWordsDe,
  fr: engineWordsFr,
  es: engineWordsEs,
  ru: engineWordsRu,
};

/** A note the engine carries as a key, in the words of `words`' language: numbers with its decimal comma, a round's kind in its words. */
export function engineWordsText(words: ResultWords, engineWords: EngineWords): string {
  const table = ENGINE_WORDS[words.lang];
  const say: EngineWordsSay = {
    number: (value) => decimalCommaText(value.toDecimalString(), words),
    kind: (kind: RoundKind) =>
      (WORDED_ROUND_KINDS as readonly string[]).includes(kind) ? words.explain.roundKinds[kind as WordedRoundKind] : kind,
    words: (inner) => engineWordsText(words, inner),
  };
  return (table[engineWords.key] as (w: EngineWords, s: EngineWordsSay) => string)(engineWords, say);
}

/**
 * A contribution's note and cut as `words`' language says them: the engine's text as it is in
 * English (the contract's words, byte for byte), else from its key; a note without a key in the
 * language where it is a round's kind alone ("played"), else as the engine wrote it.
 */
export function contributionNotes(
  words: ResultWords,
  c: Pick<Contribution, 'note' | 'noteWords' | 'cut'>,
): { note?: string; cut?: string } {
  const english = words.lang === 'en';
  const note =
    c.note === undefined
      ? undefined
      : !english && c.noteWords !== undefined
        ? engineWordsText(words, c.noteWords)
        : (WORDED_ROUND_KINDS as readonly string[]).includes(c.note)
          ? words.explain.roundKinds[c.note as WordedRoundKind]
          : c.note;
  const cutKey = english ? undefined : cutWords(c.cut);
  const cut = cutKey ? engineWordsText(words, cutKey) : c.cut;
  return { ...(note !== undefined && { note }), ...(cut !== undefined && { cut }) };
}

/** A value's own note ("limit 4.5") as `words`' language says it: the engine's text in English, else from its key when it has one. */
export function valueNote(
  words: ResultWords,
  result: { note?: string | undefined; noteWords?: EngineWords | undefined },
): string | undefined {
  if (result.note === undefined || words.lang === 'en' || result.noteWords === undefined) return result.note;
  return engineWordsText(words, result.noteWords);
}

/** Why a step left a group tied, or why a value does not apply, as `words`' language says it: the engine's text in English, else from its key when it has one. */
export function reasonText(words: ResultWords, reason: string, reasonWords: EngineWords | undefined): string;
export function reasonText(words: ResultWords, reason: string | undefined, reasonWords: EngineWords | undefined): string | undefined;
export function reasonText(words: ResultWords, reason: string | undefined, reasonWords: EngineWords | undefined): string | undefined {
  if (reason === undefined || words.lang === 'en' || reasonWords === undefined) return reason;
  return engineWordsText(words, reasonWords);
}
