import { CHESS_RESULTS_LANGUAGES, languageByCode, type ChessResultsLanguage } from './chess-results-languages';
import { normaliseHeader } from './headers';
import type { HeaderStructure } from './header-row';
import type { PlayerRow } from './player-rows';
import { textAt, type GridSheet } from './sheet';
import { colourLetterOf, DEFAULT_COLOUR_LETTERS, type ColourLetters } from './swiss-manager';

/**
 * What a sheet says about where it comes from: whether it is a chess-results.com export
 * (its first line "From the Tournament-Database of Chess-Results …", its footer
 * "Chess-Tournament-Results-Server: Chess-Results"), in which language (the header
 * words and lines of chess-results-languages.ts), the colour letters its round cells
 * use, and the round its ranking is after ("Ranking crosstable after Round 4").
 *
 * The colour letters are read from the cells, never assumed from the language alone:
 * `b` is black in English and white in Turkish or French, and several languages keep
 * the English w/b. Among the languages whose letters cover every letter the cells use,
 * the one whose words the header and title lines use most is taken; English and
 * German letters together (w, b, s) read as before when no language covers them.
 */
export interface SheetOrigin {
  chessResults: boolean;
  /** The round the title says the ranking is after. */
  declaredRound: number | undefined;
}

/** The language of a sheet and the colour letters its round cells use (detectSheetLanguage). */
export interface SheetLanguage {
  /** The language detected or asked for; undefined when nothing points to one. */
  language: ChessResultsLanguage | undefined;
  letters: ColourLetters;
  notes: string[];
}

const EXPORT_MARKS = ['chess-results', 'chess-tournament-results-server', 'schachturnier-ergebnisserver'];

/** `factRows`: the title rows that are Regula's event facts (event-facts.ts), not a title ("Number of rounds: 9" is no "after round 9"). */
export function detectSheetOrigin(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  factRows: ReadonlySet<number> = new Set(),
): SheetOrigin {
  const lastRow = rows.length === 0 ? header.rowIndex : rows[rows.length - 1]!.rowIndex;
  const titleLines = linesOf(sheet, 0, header.rowIndex, factRows);
  const footerLines = linesOf(sheet, lastRow + 1, sheet.text.length);
  return { chessResults: mentionsChessResults([...titleLines, ...footerLines]), declaredRound: roundInTitle(titleLines) };
}

/**
 * The language and colour letters of a sheet (see SheetOrigin), from its header, title lines and
 * the letters of its round cells — read from every round cell, so only for a layout whose
 * cells have letters (Swiss-Manager's, and choosing between it and the wall chart's).
 */
export function detectSheetLanguage(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  roundColumns: readonly number[],
  requested: string,
  chessResults: boolean,
): SheetLanguage {
  const titleLines = linesOf(sheet, 0, header.rowIndex);
  const seen = lettersSeen(sheet, rows, roundColumns);
  const notes: string[] = [];
  const headerWords = new Set<string>();
  for (let c = 0; c < sheet.width; c++) {
    const text = textAt(sheet, header.rowIndex, c);
    if (text !== '') headerWords.add(normaliseHeader(text));
  }

  if (requested !== 'auto') {
    const language = languageByCode(requested)!;
    notes.push(`Language ${language.name} (as asked): colour letters ${lettersText(pairOf(language))}.`);
    return { language, letters: pairOf(language), notes };
  }

  const scored = CHESS_RESULTS_LANGUAGES.map((language) => ({ language, ...scoreLanguage(language, headerWords, titleLines) }));
  const covering = scored.filter((s) => [...seen].every((l) => l === s.language.colours.white || l === s.language.colours.black));
  const best = (list: typeof scored) =>
    list.reduce<(typeof scored)[number] | undefined>((b, s) => (!b || s.score > b.score ? s : b), undefined);
  const byWords = best(scored.filter((s) => s.score > 0));
  const chosen = seen.size === 0 ? byWords : (best(covering.filter((s) => s.score > 0)) ?? (covering.length > 0 ? covering[0] : undefined));
  const mixedDefault =
    seen.size > 0 && [...seen].every((l) => [...DEFAULT_COLOUR_LETTERS.white, ...DEFAULT_COLOUR_LETTERS.black].includes(l));

  let language = chosen?.language ?? byWords?.language;
  let letters: ColourLetters;
  if (chosen) letters = pairOf(chosen.language);
  else if (mixedDefault || seen.size === 0) letters = DEFAULT_COLOUR_LETTERS;
  else letters = byWords ? pairOf(byWords.language) : DEFAULT_COLOUR_LETTERS;
  if (!chessResults && !byWords) language = undefined;

  const source = chessResults ? 'A chess-results export' : 'A crosstable';
  if (language) {
    const evidence = (chosen && chosen.language === language ? chosen : byWords)?.found ?? [];
    const words = evidence.length > 0 ? `header words ${evidence.slice(0, 4).join(', ')}` : 'no language-specific header words';
    const letterText = seen.size > 0 ? `; colour letters ${lettersInOrder(seen, letters)} (${lettersText(letters)})` : '';
    notes.push(`${source} in ${language.name}: ${words}${letterText}; --language overrides.`);
  } else if (seen.size > 0 && letters !== DEFAULT_COLOUR_LETTERS) {
    notes.push(`${source}: colour letters ${lettersInOrder(seen, letters)} (${lettersText(letters)}).`);
  }
  if (seen.size > 0 && !covering.length && !mixedDefault)
    notes.push(
      `No language of chess-results writes the colour letters ${[...seen].sort().join(', ')} together; --language chooses the letters.`,
    );
  return { language, letters, notes };
}

/** Whether any of the lines is one chess-results writes above or below its tables. */
export function mentionsChessResults(lines: readonly string[]): boolean {
  return lines.some((line) => EXPORT_MARKS.some((mark) => line.toLowerCase().includes(mark)));
}

function pairOf(language: ChessResultsLanguage): ColourLetters {
  return { white: [language.colours.white], black: [language.colours.black] };
}

/** The letters the cells use, white's first: "w/s". */
function lettersInOrder(seen: ReadonlySet<string>, letters: ColourLetters): string {
  const rank = (l: string) => (letters.white.includes(l) ? 0 : letters.black.includes(l) ? 1 : 2);
  return [...seen].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).join('/');
}

function lettersText(letters: ColourLetters): string {
  return `${letters.white.join('/')} white, ${letters.black.join('/')} black`;
}

/** The words of a language found in the header row and the title lines. */
function scoreLanguage(
  language: ChessResultsLanguage,
  header: ReadonlySet<string>,
  titles: readonly string[],
): { score: number; found: string[] } {
  const found: string[] = [];
  const { round: _shared, ...roles } = language.headers;
  const seen = new Set<string>();
  for (const words of Object.values(roles))
    for (const word of words) {
      const normal = normaliseHeader(word);
      if (header.has(normal) && !seen.has(normal)) {
        seen.add(normal);
        found.push(word);
      }
    }
  let score = found.length;
  const text = titles.map((t) => normaliseHeader(t)).join(' ');
  if (language.databaseLine && text.includes(normaliseHeader(language.databaseLine))) {
    score += 5;
    found.push(`"${language.databaseLine}"`);
  }
  for (const word of language.tableWords) if (text.includes(normaliseHeader(word))) score += 1;
  return { score, found };
}

/** The non-empty cells of rows [from, to), each row's texts joined; rows in `skip` left out. */
export function linesOf(sheet: GridSheet, from: number, to: number, skip: ReadonlySet<number> = new Set()): string[] {
  const lines: string[] = [];
  for (let r = from; r < to; r++) {
    if (skip.has(r)) continue;
    const row = sheet.text[r];
    // A row without cells (a far cell's span is a million of them) costs nothing.
    if (row === undefined || row.length === 0) continue;
    const cells = row.filter((t) => t !== '');
    if (cells.length > 0) lines.push(cells.join(' '));
  }
  return lines;
}

/** An export's event name: the line under chess-results' first line ("From the Tournament-Database of Chess-Results"), else the first line. */
export function exportEventName(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  return mentionsChessResults([lines[0]!]) ? lines[1] : lines[0];
}

function lettersSeen(sheet: GridSheet, rows: readonly PlayerRow[], columns: readonly number[]): Set<string> {
  const seen = new Set<string>();
  for (const row of rows)
    for (const column of columns) {
      const letter = colourLetterOf(textAt(sheet, row.rowIndex, column));
      if (letter !== undefined) seen.add(letter);
    }
  return seen;
}

/** The stems of the word for "round" in title lines, inflected ("Runden", "rundach", "turni", "kolech", "γύρο"). */
const ROUND_STEMS = ['round', 'rund', 'rond', 'rodada', 'tur', 'tour', 'тур', 'kol', 'γυρ'].map(normaliseHeader);

/** "Ranking crosstable after Round 4" → 4; "Endtabelle nach 9 Runden" → 9; "после 9 туров" → 9. */
export function roundInTitle(lines: readonly string[]): number | undefined {
  for (const line of lines) {
    const words = normaliseHeader(line).split(' ');
    for (let i = 0; i < words.length; i++) {
      if (!ROUND_STEMS.some((stem) => words[i]!.startsWith(stem))) continue;
      const after = /^(\d{1,3})$/.exec(words[i + 1] ?? '');
      const before = /^(\d{1,3})$/.exec(words[i - 1] ?? '');
      const found = after ?? before;
      if (found && Number(found[1]) >= 1) return Number(found[1]);
    }
  }
  return undefined;
}
