import { Rational, type Player } from '../../engine';
import {
  FixedLine,
  MAX_ROUNDS,
  MINIMUM_PLAYER_LINE_LENGTH,
  PLAYER_FIELDS,
  roundBlockColumns,
  roundBlockCount,
  type FieldSpan,
} from './player-line-layout';
import { readRoundBlock, type RoundBlock } from './read-round-block';
import type { TrfIssues } from './trf-issues';

/** A 001 line as read: the player (rounds not yet padded) and where each part came from. */
export interface PlayerLine {
  player: Player;
  lineNumber: number;
  /** blocks[r - 1]: round r as written on the line. */
  blocks: RoundBlock[];
  startNumberColumn: number;
  pointsColumn: number;
  /** A round block of the line has an error: the points column cannot be checked. */
  scoreUnknown: boolean;
}

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

/** Reads a 001 line; undefined when the line cannot give a player (too short, bad start number). */
export function readPlayerLine(text: string, lineNumber: number, issues: TrfIssues): PlayerLine | undefined {
  const line = new FixedLine(text);
  if (line.length < MINIMUM_PLAYER_LINE_LENGTH) {
    issues.add(
      'trf/line-too-short',
      lineNumber,
      line.length + 1,
      `the 001 line ends at column ${line.length}, expected at least ${MINIMUM_PLAYER_LINE_LENGTH} columns (points in columns ${PLAYER_FIELDS.points.from}-${PLAYER_FIELDS.points.to})`,
    );
    return undefined;
  }
  const startText = line.field(PLAYER_FIELDS.startNumber).trim();
  const id = /^\d+$/.test(startText) ? Number(startText) : 0;
  if (id <= 0) {
    issues.add(
      'trf/bad-start-number',
      lineNumber,
      line.firstFilled(PLAYER_FIELDS.startNumber),
      `found starting number "${startText}" in columns 5-8, expected a whole number from 1`,
    );
    return undefined;
  }

  const trimmed = (span: FieldSpan) => line.field(span).trim();
  const optional = (span: FieldSpan) => trimmed(span) || undefined;
  const wholeNumber = (span: FieldSpan, code: 'trf/bad-rating' | 'trf/bad-rank', what: string): number | undefined => {
    const value = trimmed(span);
    if (value === '') return undefined;
    if (/^\d+$/.test(value)) return Number(value);
    issues.add(
      code,
      lineNumber,
      line.firstFilled(span),
      `found ${what} "${value}" in columns ${span.from}-${span.to}, expected a whole number or blanks`,
    );
    return undefined;
  };

  const rating = wholeNumber(PLAYER_FIELDS.rating, 'trf/bad-rating', 'rating');
  const declaredRank = wholeNumber(PLAYER_FIELDS.rank, 'trf/bad-rank', 'rank');
  const pointsText = trimmed(PLAYER_FIELDS.points);
  const declaredPoints = pointsText === '' ? undefined : Rational.parse(pointsText);
  if (pointsText !== '' && (!declaredPoints || declaredPoints.sign() < 0)) {
    issues.add(
      'trf/bad-points',
      lineNumber,
      line.firstFilled(PLAYER_FIELDS.points),
      `found points "${pointsText}" in columns 81-84, expected a number such as 3.5`,
    );
  }
  const titleCode = trimmed(PLAYER_FIELDS.title);

  const blocks: RoundBlock[] = [];
  const count = roundBlockCount(line.length);
  for (let round = 1; round <= Math.min(count, MAX_ROUNDS); round++) {
    blocks.push(readRoundBlock(line, lineNumber, round, issues));
  }
  // A tournament has at most MAX_ROUNDS rounds: what follows is not read (one issue, not one per block).
  const beyond = count > MAX_ROUNDS ? line.firstFilled({ from: roundBlockColumns(MAX_ROUNDS + 1).opponent.from - 2, to: line.length }) : 0;
  if (beyond > 0 && beyond <= line.length && line.char(beyond) !== ' ')
    issues.add(
      'trf/too-many-rounds',
      lineNumber,
      beyond,
      `found a round block after round ${MAX_ROUNDS} (the line is ${line.length} characters long), expected at most ${MAX_ROUNDS} rounds; the rest of the line is not read`,
    );

  const player: Player = {
    id,
    name: trimmed(PLAYER_FIELDS.name),
    fields: {},
    rounds: blocks.map((b) => b.record ?? { kind: 'absent' }),
  };
  // Optional properties are left out rather than set to undefined, so a crosstable read back
  // from writeTrf compares equal to the one written.
  const optionals: { [K in keyof Player]?: Player[K] | undefined } = {
    rating: rating === 0 ? undefined : rating, // TRF-16: a blank or 0 rating is "unrated"
    title: titleCode === '' ? undefined : (TITLE_CODES[titleCode.toLowerCase()] ?? titleCode),
    sex: optional(PLAYER_FIELDS.sex),
    federation: optional(PLAYER_FIELDS.federation),
    fideId: optional(PLAYER_FIELDS.fideId),
    birthDate: optional(PLAYER_FIELDS.birthDate),
    declaredPoints: declaredPoints && declaredPoints.sign() >= 0 ? declaredPoints : undefined,
    declaredRank,
  };
  for (const [key, value] of Object.entries(optionals)) {
    if (value !== undefined) Object.assign(player, { [key]: value });
  }
  return {
    player,
    lineNumber,
    blocks,
    startNumberColumn: line.firstFilled(PLAYER_FIELDS.startNumber),
    pointsColumn: line.firstFilled(PLAYER_FIELDS.points),
    scoreUnknown: blocks.some((b) => !b.record),
  };
}
