import { Rational, teamId, type TeamId } from '../../engine';
import { FixedLine, wordsOf, type FieldSpan } from './player-line-layout';
import type { TrfIssues } from './trf-issues';

/*
 * TRF-2026 802, "Informative Records for Teams … not required but recommended for human
 * readability" (FIDE Handbook, TRF26.pdf, section "Informative Records for Teams"): team
 * 5–7, nickname 9–13, total match points 15–20, total game points 22–27, then per round the
 * opponent or the bye type (PAB, FPB, HPB, ZPB) in 29–31, the colour (w/b, empty for a bye)
 * in 33, the round's game points in 35–38 and the forfeit indicator (f/F or empty) in 39;
 * round 2 from 42, every 13 columns. The record's own example writes each round one column
 * further right (opponent 30–32, game points 36–39, f 40): a round is read as the words in
 * its 13 columns from 28 + 13(r − 1) — opponent or bye, colour, game points with or without
 * the f — so both placings read alike. The FIDE reference server does not read the record
 * (trf2json.py: 802 parse_trf_noop); Regula reads it to check it against the games.
 *
 * Besides the record's four bye types, a cell may hold the TRF result letter of the same bye
 * (U, F, H, Z: the 001 round codes) or the two-letter words some programs write in the
 * opponent's place: PB (a pairing-allocated bye) and AB (absent: a round without a match,
 * which Regula takes to agree with a zero-point bye or a round not paired). The words are only
 * compared with the games; a cell that disagrees is a warning naming both readings.
 */

/** A bye word of an 802 cell: TRF-2026's, the TRF result letter of the same bye, or PB / AB. */
const BYE_WORDS: Readonly<Record<string, TeamRoundBye>> = {
  PAB: 'pab',
  FPB: 'fpb',
  HPB: 'hpb',
  ZPB: 'zpb',
  U: 'pab',
  F: 'fpb',
  H: 'hpb',
  Z: 'zpb',
  PB: 'pab',
  AB: 'absent',
};

/** 'absent': AB, a round without a match (a zero-point bye or a round not paired). */
export type TeamRoundBye = 'pab' | 'fpb' | 'hpb' | 'zpb' | 'absent';

/** One round of an 802 line. */
export interface TeamRoundCell {
  /** The opponent team; undefined for a bye. */
  opponent?: TeamId;
  bye?: TeamRoundBye;
  colour?: 'w' | 'b';
  gamePoints: Rational;
  /** The forfeit indicator: the match was forfeited. */
  forfeit: boolean;
  column: number;
}

/** One 802 line: a team's totals and each round's cell as the file declares them. */
export interface TeamRoundsLine {
  line: number;
  team: TeamId;
  matchPoints?: Rational;
  gamePoints?: Rational;
  /** rounds[r - 1]: round r's cell; undefined where the line leaves the round blank. */
  rounds: (TeamRoundCell | undefined)[];
}

const span = (from: number, to: number): FieldSpan => ({ from, to });
const FIRST_ROUND = 28;
const CELL = 13;

/** 802 → its totals and rounds; undefined (with a warning) when a field cannot be read: the line is informative only. */
export function readTeamRounds802(raw: string, lineNumber: number, issues: TrfIssues): TeamRoundsLine | undefined {
  const line = new FixedLine(raw);
  const unread = (column: number, message: string) => {
    issues.add('trf/unread-informative-line', lineNumber, column, `${message}; the line is not used`);
    return undefined;
  };
  const team = line.field(span(5, 7)).trim();
  if (!/^\d+$/.test(team)) return unread(5, `found "${team}" as the team of an 802 line, expected a team number in columns 5–7`);
  const total = (field: FieldSpan) => {
    const text = line.field(field).trim();
    return /^\d+(\.\d+)?$/.test(text) ? Rational.parse(text) : undefined;
  };
  const matchPoints = total(span(15, 20));
  const gamePoints = total(span(22, 27));
  const rounds: TeamRoundsLine['rounds'] = [];
  for (let from = FIRST_ROUND; from <= line.length; from += CELL) {
    const words = wordsOf(line, from, from + CELL - 1);
    if (words.length === 0) {
      rounds.push(undefined);
      continue;
    }
    const cell = readCell(words);
    if (!cell)
      return unread(
        words[0]!.column,
        `found "${words.map((w) => w.text).join(' ')}" as round ${rounds.length + 1} of an 802 line, expected the opponent team (or PAB, FPB, HPB, ZPB, PB, AB), w or b, and the game points, f for a forfeited match`,
      );
    rounds.push(cell);
  }
  while (rounds.length > 0 && rounds[rounds.length - 1] === undefined) rounds.pop();
  return { line: lineNumber, team: teamId(Number(team)), ...(matchPoints && { matchPoints }), ...(gamePoints && { gamePoints }), rounds };
}

/** Opponent or bye, an optional colour, the game points (a trailing f/F, or an f of its own, marks a forfeit). */
function readCell(words: readonly { text: string; column: number }[]): TeamRoundCell | undefined {
  const [who, ...rest] = words;
  const bye = BYE_WORDS[who!.text.toUpperCase()];
  if (!bye && !/^\d{1,3}$/.test(who!.text)) return undefined;
  let colour: 'w' | 'b' | undefined;
  if (rest[0] && /^[wb]$/i.test(rest[0].text)) colour = rest.shift()!.text.toLowerCase() as 'w' | 'b';
  const points = /^(\d+(?:\.\d+)?)([fF]?)$/.exec(rest.shift()?.text ?? '');
  if (!points) return undefined;
  let forfeit = points[2] !== '';
  if (rest[0] && /^[fF]$/.test(rest[0].text)) {
    rest.shift();
    forfeit = true;
  }
  if (rest.length > 0) return undefined;
  return {
    ...(bye ? { bye } : { opponent: teamId(Number(who!.text)) }),
    ...(colour && { colour }),
    gamePoints: Rational.parse(points[1]!)!,
    forfeit,
    column: who!.column,
  };
}
