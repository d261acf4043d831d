import type { EngineWords, EngineWordsKey, Rational, RoundKind } from '../../../engine';

/*
 * What the engine words itself about a value — a contribution's note, a cut's reason — in a
 * language, from the key and values it carries beside its English (engine/tiebreaks/engine-words.ts).
 * One function per key, so a language that lacks one does not compile; the values reach it through
 * `say`: numbers as the language writes them (3,5), a round's kind in its words (a bye's TRF code
 * stays a code), a nested note in the same language. C.07 article numbers stay as they are.
 */

export interface EngineWordsSay {
  number: (value: Rational) => string;
  kind: (kind: RoundKind) => string;
  words: (words: EngineWords) => string;
}

export type EngineWordsTable = {
  readonly [K in EngineWordsKey]: (words: Extract<EngineWords, { key: K }>, say: EngineWordsSay) => string;
};
