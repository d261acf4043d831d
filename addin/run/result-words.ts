import { RESULT_WORDS, type ResultWords } from '../../io';
import { paneLanguageOf } from '../strings';

/** The CLI's output words (`--lang`) for the pane's language ("de-AT" → de): English for a language the pane does not speak. */
export function resultWordsFor(paneLanguage: string | null | undefined): ResultWords {
  return RESULT_WORDS[paneLanguageOf(paneLanguage) ?? 'en'];
}
