import { CHESS_RESULTS_LANGUAGES, languageByCode, type ChessResultsLanguage } from '../grid/chess-results-languages';
import { normaliseHeader } from '../grid/headers';

/*
 * The language of a team event's board pairings, from the words of the language table
 * (io/grid/chess-results-languages.ts): the first line ("From the Tournament-Database of
 * Chess-Results"), the table's title ("Board Pairings", "Spielerpaarungen"), the first cell
 * and the rating word of the match headers (Bo./Rtg, Br./Elo). The language only names the
 * export; what stands for a bye or an empty board is read in every language's words.
 */

export interface PairingsWords {
  /** Header lines above the table and the words of the match headers. */
  lines: readonly string[];
  headerWords: readonly string[];
}

export function pairingsLanguage(words: PairingsWords, requested: string | undefined): ChessResultsLanguage | undefined {
  if (requested !== undefined && requested !== 'auto') return languageByCode(requested);
  const text = words.lines.map(normaliseHeader).join(' ');
  const header = new Set(words.headerWords.map(normaliseHeader));
  let best: { language: ChessResultsLanguage; score: number } | undefined;
  for (const language of CHESS_RESULTS_LANGUAGES) {
    let score = 0;
    if (language.databaseLine && text.includes(normaliseHeader(language.databaseLine))) score += 5;
    const teams = language.teams;
    if (teams) {
      for (const title of teams.title) if (text.includes(normaliseHeader(title))) score += 3;
      for (const word of [...teams.board, ...teams.rating]) if (header.has(normaliseHeader(word))) score += 1;
    }
    if (score > 0 && (!best || score > best.score)) best = { language, score };
  }
  return best?.language;
}

const byeWords = new Set(CHESS_RESULTS_LANGUAGES.flatMap((l) => l.teams?.bye ?? []).map(normaliseHeader));
const notPairedWords = new Set(CHESS_RESULTS_LANGUAGES.flatMap((l) => l.teams?.notPaired ?? []).map(normaliseHeader));
const emptyBoardWords = new Set(CHESS_RESULTS_LANGUAGES.flatMap((l) => l.teams?.emptyBoard ?? []).map(normaliseHeader));

/** The opponent's name of a team with a bye ("bye", "spielfrei"), in any language of the table. */
export function isByeName(name: string): boolean {
  return byeWords.has(normaliseHeader(name));
}

/** The opponent's name of a team not paired ("nicht ausgelost"). */
export function isNotPairedName(name: string): boolean {
  return notPairedWords.has(normaliseHeader(name));
}

/** A player's cell of a board nobody occupied: empty, or "Brett nicht besetzt". */
export function isEmptyBoardName(name: string): boolean {
  return name === '' || emptyBoardWords.has(normaliseHeader(name));
}

/** The words a message offers for a team without opponent. */
export function byeWordsText(): string {
  return [...new Set(CHESS_RESULTS_LANGUAGES.flatMap((l) => l.teams?.bye ?? []))].map((w) => `'${w}'`).join(', ');
}
