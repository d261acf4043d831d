/**
 * The fixed columns of a TRF-16 player line (C.04 Annex 2, record 001).
 * Columns are 1-based and inclusive, counted in characters (code points), so an accented
 * name takes as many columns in a UTF-8 file as in a latin-1 one.
 */
export interface FieldSpan {
  readonly from: number;
  readonly to: number;
}

export const PLAYER_FIELDS = {
  startNumber: { from: 5, to: 8 },
  sex: { from: 10, to: 10 },
  title: { from: 11, to: 13 },
  name: { from: 15, to: 47 },
  rating: { from: 49, to: 52 },
  federation: { from: 54, to: 56 },
  fideId: { from: 58, to: 68 },
  birthDate: { from: 70, to: 79 },
  points: { from: 81, to: 84 },
  rank: { from: 86, to: 89 },
} as const satisfies Record<string, FieldSpan>;

/** A 001 line must reach the points field: TRF-16 marks it mandatory (JaVaFo and bbpPairings check it). */
export const MINIMUM_PLAYER_LINE_LENGTH = PLAYER_FIELDS.points.to;

/**
 * One block of 10 characters per round from column 90: two blanks, the opponent's starting
 * number in 92–95 (`0000` = none), a blank, the colour in 97, a blank, the result in 99.
 */
export const ROUND_BLOCK_WIDTH = 10;
const FIRST_OPPONENT_COLUMN = 92;

export interface RoundBlockColumns {
  opponent: FieldSpan;
  colour: number;
  result: number;
  /** Columns that must be blank for the block to be aligned. */
  blanks: readonly number[];
}

const BLOCK_COLUMNS: RoundBlockColumns[] = [];

/** The columns of round `round`'s block (computed once per round: a 5,000-player file reads 75,000 blocks). */
export function roundBlockColumns(round: number): RoundBlockColumns {
  const known = BLOCK_COLUMNS[round];
  if (known) return known;
  const o = FIRST_OPPONENT_COLUMN + ROUND_BLOCK_WIDTH * (round - 1);
  const columns = { opponent: { from: o, to: o + 3 }, colour: o + 5, result: o + 7, blanks: [o - 2, o - 1, o + 4, o + 6] };
  BLOCK_COLUMNS[round] = columns;
  return columns;
}

/** How many round blocks a line of this length holds (a block may end early: trailing blanks are often stripped). */
export { MAX_ROUNDS } from '../limits';

export function roundBlockCount(lineLength: number): number {
  const firstBlockColumn = FIRST_OPPONENT_COLUMN - 2;
  return lineLength < firstBlockColumn ? 0 : Math.ceil((lineLength - firstBlockColumn + 1) / ROUND_BLOCK_WIDTH);
}

/** The code of a blank, the character the fixed columns are padded with. */
export const BLANK = 0x20;

/** What `FixedLine.code` gives for a character outside the BMP: no TRF code, digit or blank is one. */
const ASTRAL = -1;

/** A field read as a whole number (`FixedLine.digits`): blank, or not digits between blanks. */
export const BLANK_FIELD = -1;
export const NOT_DIGITS = -2;

/** Whether a text holds a UTF-16 surrogate: a character outside the BMP, which takes one column. */
export function hasSurrogates(text: string): boolean {
  return /[\uD800-\uDFFF]/.test(text);
}

/** A line addressed by 1-based columns; columns past its end read as blanks. */
export class FixedLine {
  /**
   * The line itself when every character is one UTF-16 code unit (all TRF files seen: ASCII or
   * Latin-1 names), so a column is an index; else its code points, one array item each, so an
   * astral character takes one column as it does in a UTF-8 file.
   */
  private readonly text: string;
  private readonly points: readonly string[] | undefined;
  readonly length: number;

  /** `surrogates`: whether the text may hold a surrogate pair (false when the whole file has none). */
  constructor(text: string, surrogates = hasSurrogates(text)) {
    this.text = text;
    this.points = surrogates && hasSurrogates(text) ? Array.from(text) : undefined;
    this.length = this.points ? this.points.length : text.length;
  }

  char(column: number): string {
    if (this.points) return this.points[column - 1] ?? ' ';
    return column >= 1 && column <= this.length ? this.text[column - 1]! : ' ';
  }

  /**
   * The UTF-16 code of a column's character, without making a string: BLANK past the end, and a
   * code no ASCII character has for an astral one. The readers compare it with the ASCII
   * characters of the fixed fields (digits, blanks, colours, result codes).
   */
  code(column: number): number {
    if (this.points) {
      const char = this.points[column - 1];
      return char === undefined ? BLANK : char.length === 1 ? char.charCodeAt(0) : ASTRAL;
    }
    return column >= 1 && column <= this.length ? this.text.charCodeAt(column - 1) : BLANK;
  }

  /** The raw text of a field, padded with blanks where the line is shorter. */
  field(span: FieldSpan): string {
    return this.slice(span.from, span.to);
  }

  /** A field without its leading and trailing white space (`field(span).trim()`). */
  trimmed(span: FieldSpan): string {
    let from = span.from;
    let to = span.to;
    // Blanks first, by code: most fields are padded with blanks only, and are then sliced once.
    while (from <= to && this.code(from) === BLANK) from++;
    while (to >= from && this.code(to) === BLANK) to--;
    return from > to ? '' : this.slice(from, to).trim();
  }

  /**
   * A field of digits between blanks → its value, read by code; BLANK_FIELD when the field is
   * blank, NOT_DIGITS when it holds anything else (the caller then reads its text).
   */
  digits(span: FieldSpan): number {
    let value = BLANK_FIELD;
    let ended = false; // blanks after the digits
    for (let column = span.from; column <= span.to; column++) {
      const code = this.code(column);
      if (code === BLANK) {
        ended = value !== BLANK_FIELD;
        continue;
      }
      const digit = code - 0x30;
      if (ended || digit < 0 || digit > 9) return NOT_DIGITS;
      value = (value === BLANK_FIELD ? 0 : value * 10) + digit;
    }
    return value;
  }

  /** The column of the first non-blank character of a field, or its first column when blank. */
  firstFilled(span: FieldSpan): number {
    for (let c = span.from; c <= span.to; c++) if (this.code(c) !== BLANK) return c;
    return span.from;
  }

  private slice(from: number, to: number): string {
    if (!this.points && to <= this.length) return this.text.slice(from - 1, to);
    let text = '';
    for (let c = from; c <= to; c++) text += this.char(c);
    return text;
  }
}

/** The blank-separated words of columns from–to (to the end of the line at most), each with its 1-based column. */
export function wordsOf(line: FixedLine, from: number, to = line.length): { text: string; column: number }[] {
  const words: { text: string; column: number }[] = [];
  let current = '';
  let start = 0;
  for (let column = from; column <= to + 1; column++) {
    const ch = column <= to && column <= line.length ? line.char(column) : ' ';
    if (ch === ' ' || ch === '\t') {
      if (current !== '') words.push({ text: current, column: start });
      current = '';
    } else {
      if (current === '') start = column;
      current += ch;
    }
  }
  return words;
}
