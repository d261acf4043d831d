import { computeScores, type Colour, type Rational, type Crosstable, type Player, type RoundRecord } from '../../engine';
import { PLAYER_FIELDS, type FieldSpan } from './player-line-layout';
import { TITLE_CODES } from './read-player-line';
import { BYE_CODES, GAME_CODES } from './result-codes';
import { formatXxs } from './scoring-records';
import { TYPE_TEXT } from './tournament-type';
import { HEADER_RECORDS } from './trf-records';
import type { ListChange } from '../workbook/regulation-sheet';

const CODE_OF_TITLE = new Map(Object.entries(TITLE_CODES).map(([code, title]) => [title, code]));

/**
 * Crosstable → TRF-16 text: the header records kept in `meta`, `092` type, a `###` comment
 * per change of the tie-break list after the event started (`options.history`), `XXR` rounds,
 * `XXS` when the point system is not 1-½-0, and one 001 line per player in the columns of
 * C.04 Annex 2, trailing blanks stripped, LF line ends. `readTrf` gives the crosstable back.
 *
 * What TRF-16 cannot say, and how it is written instead (each reads back differently):
 * - 'withdrawn' rounds are written `0000 - -` (read back as 'absent');
 * - forfeits without a known opponent: a win as `0000 - +` (read back as a PAB), a loss or a
 *   double forfeit as `0000 - -`;
 * - draughts draws with advantage are written `=`;
 * - the point system's double-forfeit, absence and draw-with-advantage values: XXS has no code
 *   for them (read back as the forfeit-loss, zero-point-bye and draw values);
 * - the points column holds the score the results give, not `declaredPoints`;
 * - fields longer than their columns (names over 33 characters) are cut: `trfWriteProblems`
 *   says which, and which players TRF-16 cannot hold at all.
 *
 * A starting number of 10,000 or more does not fit the four columns TRF-16 gives it: writeTrf
 * refuses such a crosstable (RangeError) rather than write a misaligned file; callers check
 * `trfWriteProblems` first and say so to the user.
 */
export function writeTrf(crosstable: Crosstable, options: { history?: readonly ListChange[]; typeText?: string } = {}): string {
  const refused = trfWriteProblems(crosstable).errors;
  if (refused.length > 0) throw new RangeError(refused[0]);
  const lines: string[] = [
    ...headerLines(crosstable, options.typeText ?? TYPE_TEXT[crosstable.type]),
    ...(options.history ?? []).map(listChangeComment),
    `XXR ${crosstable.rounds}`,
  ];
  const xxs = formatXxs(crosstable.pointSystem);
  if (xxs) lines.push(xxs);
  const scores = computeScores(crosstable);
  for (const player of [...crosstable.players].sort((a, b) => a.id - b.id)) {
    lines.push(playerLine(player, formatPoints(scores.get(player.id)!.total)));
  }
  return lines.map((l) => l.trimEnd()).join('\n') + '\n';
}

/**
 * A change of the tie-break list after the event started as a TRF comment line (`###`, which
 * readers and FIDE's tools skip): the round, the previous list and the new one (FIDE VCL Q202).
 *   ### Regula: tie-break list changed after round 3 (2026-03-05T18:00:00.000Z): previous "PTS, BH/C1; then shared", new "PTS, SB; then shared"
 */
export function listChangeComment(change: ListChange): string {
  const text = `Regula: tie-break list changed after round ${change.round} (${change.ranAt}): previous "${change.previous}", new "${change.next}"`;
  return `### ${text.replace(/[\r\n]+/g, ' ')}`;
}

function headerLines(crosstable: Crosstable, typeText: string): string[] {
  const entries: { code: string; text: string }[] = [{ code: '092', text: typeText }];
  for (const { code, key, repeatable } of HEADER_RECORDS) {
    const value = code === '012' ? (crosstable.name ?? crosstable.meta[key]) : crosstable.meta[key];
    if (value === undefined) continue;
    for (const text of repeatable ? value.split('\n') : [value.replace(/[\r\n]+/g, ' ')]) entries.push({ code, text });
  }
  // Record order of the TRF-16 annex (012, 022, … 092 …); the sort is stable for repeated 112s.
  entries.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return entries.map((e) => `${e.code} ${e.text}`);
}

function playerLine(player: Player, points: string): string {
  const cells: [FieldSpan, string, 'left' | 'right'][] = [
    [PLAYER_FIELDS.startNumber, String(player.id), 'right'],
    [PLAYER_FIELDS.sex, player.sex ?? '', 'left'],
    [PLAYER_FIELDS.title, player.title === undefined ? '' : (CODE_OF_TITLE.get(player.title) ?? player.title), 'right'],
    [PLAYER_FIELDS.name, player.name, 'left'],
    [PLAYER_FIELDS.rating, player.rating === undefined ? '' : String(player.rating), 'right'],
    [PLAYER_FIELDS.federation, player.federation ?? '', 'left'],
    [PLAYER_FIELDS.fideId, player.fideId ?? '', 'right'],
    [PLAYER_FIELDS.birthDate, player.birthDate ?? '', 'left'],
    [PLAYER_FIELDS.points, points, 'right'],
    [PLAYER_FIELDS.rank, player.declaredRank === undefined ? '' : String(player.declaredRank), 'right'],
  ];
  const chars: string[] = Array.from('001'.padEnd(PLAYER_FIELDS.rank.to));
  for (const [span, text, align] of cells) {
    const width = span.to - span.from + 1;
    const fitted = Array.from(text).slice(0, width);
    const padding = width - fitted.length;
    fitted.forEach((ch, i) => (chars[span.from - 1 + (align === 'right' ? padding : 0) + i] = ch));
  }
  return chars.join('') + player.rounds.map((record) => `  ${roundBlock(record)}`).join('');
}

/** `OOOO C R`: opponent (0000 = none), colour, result — the codes read-round-block.ts reads. */
function roundBlock(record: RoundRecord): string {
  switch (record.kind) {
    case 'played': {
      const codes = GAME_CODES[record.outcome];
      return game(record.opponent, record.colour, record.lessThanOneMove ? codes.lessThanOneMove : codes.overTheBoard);
    }
    case 'forfeit-win':
      return record.opponent === undefined ? '0000 - +' : game(record.opponent, record.colour, '+');
    case 'forfeit-loss':
    case 'double-forfeit':
      return record.opponent === undefined ? '0000 - -' : game(record.opponent, record.colour, '-');
    case 'pab':
    case 'fpb':
    case 'hpb':
    case 'zpb':
      return `0000 - ${BYE_CODES[record.kind]}`;
    case 'absent':
    case 'withdrawn':
      return '0000 - -';
  }
}

function game(opponent: number, colour: Colour | undefined, result: string): string {
  const c = colour === 'white' ? 'w' : colour === 'black' ? 'b' : '-';
  return `${String(opponent).padStart(4)} ${c} ${result}`;
}

/** "3.5", "10.0": one decimal as TRF-16 writes points; more (or a fraction) only when the value needs it. */
function formatPoints(points: Rational): string {
  const exact = points.toDecimalString();
  return /^\d+$/.test(exact) ? `${exact}.0` : exact;
}

/** The most players TRF-16 holds: its starting-number field has four digits. */
export const TRF_MAX_START_NUMBER = 9999;

/**
 * What TRF-16 cannot hold of a crosstable: errors (a starting number of 10,000 or more —
 * the file would be misaligned) and warnings (a field longer than its columns, which is cut).
 */
export function trfWriteProblems(crosstable: Crosstable): { errors: string[]; warnings: string[]; marksLost?: string } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const tooHigh = crosstable.players.filter((p) => p.id > TRF_MAX_START_NUMBER);
  if (tooHigh.length > 0)
    errors.push(
      `TRF-16 holds starting numbers up to ${TRF_MAX_START_NUMBER} (four columns); ${tooHigh.length} player${tooHigh.length === 1 ? ' has' : 's have'} a higher one (${tooHigh
        .slice(0, 3)
        .map((p) => p.id)
        .join(', ')}${tooHigh.length > 3 ? ', …' : ''}); write a grid (--to csv or xlsx) instead`,
    );
  const fields: [keyof typeof PLAYER_FIELDS, string, (p: Player) => string | undefined][] = [
    ['name', 'name', (p) => p.name],
    ['rating', 'rating', (p) => (p.rating === undefined ? undefined : String(p.rating))],
    ['federation', 'federation', (p) => p.federation],
    ['fideId', 'FIDE id', (p) => p.fideId],
    ['birthDate', 'birth date', (p) => p.birthDate],
  ];
  for (const [key, what, value] of fields) {
    const width = PLAYER_FIELDS[key].to - PLAYER_FIELDS[key].from + 1;
    const long = crosstable.players.filter((p) => Array.from(value(p) ?? '').length > width);
    if (long.length > 0)
      warnings.push(
        `the ${what} of ${long.length === 1 ? 'player' : 'players'} ${long
          .slice(0, 5)
          .map((p) => p.id)
          .join(', ')}${long.length > 5 ? ', …' : ''} is longer than its ${width} columns and is cut`,
      );
  }
  const marked = advantageMarks(crosstable);
  return marked === undefined ? { errors, warnings } : { errors, warnings, marksLost: marked };
}

/**
 * Draws with advantage or disadvantage (draughts' 1+ / 1−, an Armageddon after a drawn game
 * written ½+ / ½−) have no TRF code: they are written `=`, and the mark is lost. Says which games.
 */
function advantageMarks(crosstable: Crosstable): string | undefined {
  let games = 0;
  const players: number[] = [];
  for (const player of crosstable.players) {
    const marked = player.rounds.filter((r) => r.kind === 'played' && r.advantage !== undefined).length;
    if (marked === 0) continue;
    games += marked;
    players.push(player.id);
  }
  if (games === 0) return undefined;
  return `${games} results of players ${players.slice(0, 5).join(', ')}${players.length > 5 ? ', …' : ''} are draws with advantage or disadvantage (1+ / 1−, ½+ / ½−), which TRF has no code for: they are written "=" and the mark is lost`;
}
