import { STANDARD, TEAM_MATCH_POINTS, teamPointSystem, type PointSystem, type Rational } from '../../engine';
import { namedPointSystem } from '../trf/scoring-records';
import { decimalOf, type JsonFields, type Placed } from './json-fields';

/**
 * A tournament's `scoreSystem`: `game` and `match`, each a table from a result code to its
 * points, a value being points ("1.0", 1.0) or another code whose points it has ("F": "W").
 * The codes, as the reference server writes them: W win, D draw, L loss, Z zero (a forfeit
 * lost, a zero-point bye), P pairing-allocated bye, F full-point bye, H half-point bye, A and U
 * (codes of its own; no result Regula reads uses them). In `match`, PG is a team PAB's game
 * points and FG, HG, ZG the game points of a team's byes, written `W*` (a win on every board)
 * when not given as points.
 */
export interface ScoreSystem {
  game: PointSystem;
  match: PointSystem;
  /** A team PAB's game points for the whole team (match PG given as points); undefined: the engine's default. */
  pabGamePoints?: Rational;
}

const GAME_CODES = new Set(['W', 'D', 'L', 'Z', 'P', 'F', 'H', 'A', 'U']);
const MATCH_CODES = new Set([...GAME_CODES, 'FG', 'HG', 'ZG', 'PG']);

export function readScoreSystem(fields: JsonFields, system: Placed | undefined): ScoreSystem {
  const table = (name: 'game' | 'match') => {
    const block = system && system.node.kind === 'object' ? fields.member(system, name) : undefined;
    if (!block) return new Map<string, Rational>();
    if (!fields.object(block)) return new Map<string, Rational>();
    return pointsTable(fields, block, name === 'game' ? GAME_CODES : MATCH_CODES);
  };
  const game = table('game');
  const match = table('match');
  const win = game.get('W') ?? STANDARD.win;
  const draw = game.get('D') ?? STANDARD.draw;
  const loss = game.get('L') ?? STANDARD.loss;
  const zero = game.get('Z');
  const values: Partial<Omit<PointSystem, 'name'>> = {
    ...(game.has('P') && { pab: game.get('P')! }),
    ...(game.has('F') && { fpb: game.get('F')! }),
    ...(game.has('H') && { hpb: game.get('H')! }),
    ...(zero && { zpb: zero, forfeitLoss: zero, doubleForfeit: zero }),
  };
  const basics = {
    win: match.get('W') ?? TEAM_MATCH_POINTS.win,
    draw: match.get('D') ?? TEAM_MATCH_POINTS.draw,
    loss: match.get('L') ?? TEAM_MATCH_POINTS.loss,
  };
  const matchPoints = teamPointSystem(basics, match.get('P'));
  if (match.has('F')) matchPoints.fpb = match.get('F')!;
  if (match.has('H')) matchPoints.hpb = match.get('H')!;
  const pabGamePoints = match.get('PG');
  return {
    game: namedPointSystem({ win, draw, loss }, values),
    match: matchPoints,
    ...(pabGamePoints && { pabGamePoints }),
  };
}

/** Codes → points, each reference ("F": "W") followed to the points it names; `W*` (per board) left out. */
function pointsTable(fields: JsonFields, block: Placed, known: ReadonlySet<string>): Map<string, Rational> {
  const raw = new Map<string, string>();
  const members = block.node.kind === 'object' ? block.node.members : new Map();
  for (const [code, node] of members) {
    const value: Placed = { node, path: `${block.path}.${code}` };
    if (!known.has(code)) {
      fields.report(
        'chess-json/unknown-score-code',
        node,
        `${value.path}: found the code "${code}", expected one of ${[...known].join(' ')}; not used`,
      );
      continue;
    }
    const text = fields.text(value, 'points or a result code');
    if (text !== undefined) raw.set(code, text.trim());
  }
  const resolved = new Map<string, Rational>();
  for (const code of raw.keys()) {
    let text = raw.get(code)!;
    for (let step = 0; step < raw.size && raw.has(text); step++) text = raw.get(text)!;
    const points = decimalOf(text);
    if (points) resolved.set(code, points);
    else if (!text.endsWith('*'))
      fields.wrong(
        { node: members.get(code)!, path: `${block.path}.${code}` },
        'points (a number such as 1.0) or a result code such as "W"',
      );
  }
  return resolved;
}
