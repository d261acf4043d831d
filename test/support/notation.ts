import {
  checkReciprocity,
  STANDARD,
  type Crosstable,
  type Player,
  type PointSystem,
  type RoundRecord,
  type TournamentType,
} from '../../engine';

/**
 * Builds a crosstable from the compact notation of the FIDE TEC "Exercises in
 * Tie-Breaking" (as transcribed in the digest §1.9): one row per player, one token per
 * round — `+W9` win with White against 9, `=B13` draw with Black, `-W2` loss,
 * `+F9` / `-F11` forfeit win / loss against that player, `+BYE` pairing-allocated bye,
 * `=BYE` half-point bye, `0BYE` zero-point bye, `--` not paired.
 */
export function crosstableFromRows(
  rows: string[][],
  options: { type?: TournamentType; pointSystem?: PointSystem; ratings?: (number | undefined)[] } = {},
): Crosstable {
  const rounds = Math.max(...rows.map((r) => r.length));
  const players: Player[] = rows.map((tokens, i) => {
    const records = tokens.map((token) => parseToken(token));
    while (records.length < rounds) records.push({ kind: 'absent' });
    const rating = options.ratings?.[i];
    return { id: i + 1, name: `Player ${i + 1}`, fields: {}, rounds: records, ...(rating !== undefined ? { rating } : {}) };
  });
  const crosstable: Crosstable = { type: options.type ?? 'swiss', rounds, players, pointSystem: options.pointSystem ?? STANDARD, meta: {} };
  const problems = checkReciprocity(crosstable);
  if (problems.length > 0) throw new Error(`Inconsistent test crosstable: ${JSON.stringify(problems[0])}`);
  return crosstable;
}

function parseToken(token: string): RoundRecord {
  if (token === '--') return { kind: 'absent' };
  if (token === '+BYE') return { kind: 'pab' };
  if (token === '=BYE') return { kind: 'hpb' };
  if (token === '0BYE') return { kind: 'zpb' };
  const forfeit = /^([+-])F(\d+)$/.exec(token);
  if (forfeit) return { kind: forfeit[1] === '+' ? 'forfeit-win' : 'forfeit-loss', opponent: Number(forfeit[2]) };
  const game = /^([+=-])([WB])(\d+)$/.exec(token);
  if (!game) throw new Error(`Bad token ${token}`);
  const outcome = game[1] === '+' ? 'win' : game[1] === '=' ? 'draw' : 'loss';
  return { kind: 'played', opponent: Number(game[3]), colour: game[2] === 'W' ? 'white' : 'black', outcome };
}

/** The TEC 16-player, 5-round Swiss (digest §1.9, transcribed from the TEC post of 2024-03-18). */
export const TEC_EXERCISE: string[][] = [
  ['+W9', '=B13', '=W2', '+B15', '=W4'],
  ['+B10', '+W7', '=B1', '+W16', '=B3'],
  ['=W11', '+B6', '+W8', '=B4', '=W2'],
  ['+B12', '=BYE', '+W13', '=W3', '=B1'],
  ['-W13', '-B15', '+W11', '=B7', '+W10'],
  ['-B14', '-W3', '+BYE', '+W10', '+B8'],
  ['+W15', '-B2', '-B16', '=W5', '-B11'],
  ['=B16', '+W14', '-B3', '+W13', '-W6'],
  ['-B1', '-W10', '=BYE', '-F11', '+BYE'],
  ['-W2', '+B9', '-W15', '-B6', '-B5'],
  ['=B3', '-W16', '-B5', '+F9', '+W7'],
  ['-W4', '+BYE', '+F14', '--', '--'],
  ['+B5', '=W1', '-B4', '-B8', '-W14'],
  ['+W6', '-B8', '-F12', '--', '+B13'],
  ['-B7', '+W5', '+B10', '-W1', '-B16'],
  ['=W8', '+B11', '+W7', '-B2', '+W15'],
];

/** Six players, two rounds, everyone on 1 point: player 1 takes a zero-point bye in round 2 (withdrawal cases). */
export const ZERO_POINT_BYE_IN_ROUND_2: string[][] = [
  ['+W2', '0BYE'],
  ['-B1', '+W3'],
  ['+W4', '-B2'],
  ['-B3', '+W5'],
  ['+W6', '-B4'],
  ['-B5', '+BYE'],
];

/** One game for crosstableFromGames: round (1-based), White, Black, and White's result. */
export type Game = [round: number, white: number, black: number, result: '1-0' | '½-½' | '0-1'];

/**
 * Builds a crosstable from a list of games (players not paired in a round are absent),
 * for constructed tournaments too large to write row by row.
 */
export function crosstableFromGames(
  players: number,
  rounds: number,
  games: readonly Game[],
  options: Parameters<typeof crosstableFromRows>[1] = {},
): Crosstable {
  const rows = Array.from({ length: players }, () => Array.from({ length: rounds }, () => '--'));
  for (const [round, white, black, result] of games) {
    const [w, b] = result === '1-0' ? ['+', '-'] : result === '0-1' ? ['-', '+'] : ['=', '='];
    if (rows[white - 1]![round - 1] !== '--' || rows[black - 1]![round - 1] !== '--')
      throw new Error(`round ${round}: ${white} or ${black} paired twice`);
    rows[white - 1]![round - 1] = `${w}W${black}`;
    rows[black - 1]![round - 1] = `${b}B${white}`;
  }
  return crosstableFromRows(rows, options);
}
