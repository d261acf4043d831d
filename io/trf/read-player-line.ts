import { Rational, type Player } from '../../engine';
import type { BlockTable } from './block-table';
import type { PlayerLine } from './player-line';
import {
  BLANK_FIELD,
  MAX_ROUNDS,
  MINIMUM_PLAYER_LINE_LENGTH,
  NOT_DIGITS,
  PLAYER_FIELDS,
  roundBlockColumns,
  roundBlockCount,
  type FieldSpan,
  type FixedLine,
} from './player-line-layout';
import { readRoundBlocks, type BlockDialect } from './read-round-block';
import type { TrfIssues } from './trf-issues';

/** FIDE title codes of TRF-16 (C.04 Annex 2) ↔ the titles' usual abbreviations. */
export const TITLE_CODES: Readonly<Record<string, string>> = {
  g: 'GM',
  m: 'IM',
  f: 'FM',
  c: 'CM',
  wg: 'WGM',
  wm: 'WIM',
  wf: 'WFM',
  wc: 'WCM',
};

/** Reads a 001 line, its round blocks into `blocks`; undefined when the line cannot give a player (too short, bad start number). */
export function readPlayerLine(
  columns: FixedLine,
  lineNumber: number,
  blocks: BlockTable,
  issues: TrfIssues,
  dialect: BlockDialect = {},
): PlayerLine | undefined {
  if (columns.length < MINIMUM_PLAYER_LINE_LENGTH) {
    issues.add(
      'trf/line-too-short',
      lineNumber,
      columns.length + 1,
      `the 001 line ends at column ${columns.length}, expected at least ${MINIMUM_PLAYER_LINE_LENGTH} columns (points in columns ${PLAYER_FIELDS.points.from}-${PLAYER_FIELDS.points.to})`,
    );
    return undefined;
  }
  const id = wholeNumber(columns, PLAYER_FIELDS.startNumber) ?? 0;
  if (!(id > 0)) {
    issues.add(
      'trf/bad-start-number',
      lineNumber,
      columns.firstFilled(PLAYER_FIELDS.startNumber),
      `found starting number "${columns.trimmed(PLAYER_FIELDS.startNumber)}" in columns 5-8, expected a whole number from 1`,
    );
    return undefined;
  }

  const rating = checkedNumber(columns, PLAYER_FIELDS.rating, lineNumber, issues, 'rating');
  const declaredRank = checkedNumber(columns, PLAYER_FIELDS.rank, lineNumber, issues, 'rank');
  const pointsText = columns.trimmed(PLAYER_FIELDS.points);
  const declaredPoints = pointsText === '' ? undefined : readPoints(pointsText);
  if (pointsText !== '' && (!declaredPoints || declaredPoints.sign() < 0)) {
    issues.add(
      'trf/bad-points',
      lineNumber,
      columns.firstFilled(PLAYER_FIELDS.points),
      `found points "${pointsText}" in columns 81-84, expected a number such as 3.5`,
    );
  }
  const titleCode = columns.trimmed(PLAYER_FIELDS.title);

  const player: Player = { id, name: columns.trimmed(PLAYER_FIELDS.name), fields: {}, rounds: [] };
  const line: PlayerLine = {
    player,
    lineNumber,
    columns,
    blocks,
    firstBlock: blocks.size,
    blockCount: 0,
    pending: undefined,
    startNumberColumn: columns.firstFilled(PLAYER_FIELDS.startNumber),
    pointsColumn: columns.firstFilled(PLAYER_FIELDS.points),
    scoreUnknown: false,
  };
  const count = roundBlockCount(columns.length);
  readRoundBlocks(line, Math.min(count, MAX_ROUNDS), issues, dialect);
  // A tournament has at most MAX_ROUNDS rounds: what follows is not read (one issue, not one per block).
  const beyond =
    count > MAX_ROUNDS ? columns.firstFilled({ from: roundBlockColumns(MAX_ROUNDS + 1).opponent.from - 2, to: columns.length }) : 0;
  if (beyond > 0 && beyond <= columns.length && columns.char(beyond) !== ' ')
    issues.add(
      'trf/too-many-rounds',
      lineNumber,
      beyond,
      `found a round block after round ${MAX_ROUNDS} (the line is ${columns.length} characters long), expected at most ${MAX_ROUNDS} rounds; the rest of the line is not read`,
    );

  // Optional properties are left out rather than set to undefined, so a crosstable read back
  // from writeTrf compares equal to the one written; they follow `rounds`, in this order.
  if (rating !== undefined && rating !== 0) player.rating = rating; // TRF-16: a blank or 0 rating is "unrated"
  if (titleCode !== '') player.title = TITLE_CODES[titleCode.toLowerCase()] ?? titleCode;
  const sex = columns.trimmed(PLAYER_FIELDS.sex);
  if (sex !== '') player.sex = sex;
  const federation = columns.trimmed(PLAYER_FIELDS.federation);
  if (federation !== '') player.federation = federation;
  const fideId = columns.trimmed(PLAYER_FIELDS.fideId);
  if (fideId !== '') player.fideId = fideId;
  const birthDate = columns.trimmed(PLAYER_FIELDS.birthDate);
  if (birthDate !== '') player.birthDate = birthDate;
  if (declaredPoints && declaredPoints.sign() >= 0) player.declaredPoints = declaredPoints;
  if (declaredRank !== undefined) player.declaredRank = declaredRank;
  return line;
}

/** The rating or the rank: a whole number, undefined when blank or reported (not a number). */
function checkedNumber(
  columns: FixedLine,
  span: FieldSpan,
  lineNumber: number,
  issues: TrfIssues,
  what: 'rating' | 'rank',
): number | undefined {
  const value = wholeNumber(columns, span);
  if (!Number.isNaN(value)) return value;
  issues.add(
    what === 'rating' ? 'trf/bad-rating' : 'trf/bad-rank',
    lineNumber,
    columns.firstFilled(span),
    `found ${what} "${columns.trimmed(span)}" in columns ${span.from}-${span.to}, expected a whole number or blanks`,
  );
  return undefined;
}

/**
 * A field that holds a whole number: its value, undefined when blank, NaN when it holds
 * anything else. Digits between blanks are read by code; other white space (a tab) as the text
 * it trims to.
 */
function wholeNumber(columns: FixedLine, span: FieldSpan): number | undefined {
  const value = columns.digits(span);
  if (value === BLANK_FIELD) return undefined;
  if (value !== NOT_DIGITS) return value;
  const text = columns.trimmed(span);
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : NaN;
}

/**
 * The points column: "11.5", "3", "0.5" are read by hand (digits, then a point and digits),
 * as Rational.parse reads them; anything else ("2,5", "½", "-1") by Rational.parse.
 */
function readPoints(text: string): Rational | undefined {
  let whole = 0;
  let i = 0;
  for (; i < text.length && isDigit(text.charCodeAt(i)); i++) whole = whole * 10 + text.charCodeAt(i) - ZERO;
  if (i === 0) return Rational.parse(text);
  if (i === text.length) return Rational.of(whole);
  if (text.charCodeAt(i) !== POINT || i + 1 === text.length) return Rational.parse(text);
  let fraction = 0;
  let scale = 1;
  for (i++; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) return Rational.parse(text);
    fraction = fraction * 10 + code - ZERO;
    scale *= 10;
  }
  return Rational.of(whole * scale + fraction, scale);
}

const ZERO = 0x30;
const POINT = 0x2e;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9;
}
