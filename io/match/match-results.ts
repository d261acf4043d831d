import { Rational, type MatchBoardResult, type PointSystem } from '../../engine';

/*
 * A board's result as arbiters write it on a match sheet, always from the first team's
 * side (its player's score first): `1-0`, `0-1`, `½-½` (also `0.5-0.5`, `0,5-0,5`,
 * `1/2-1/2`), `1:0`, `1 – 0`, `=` for a draw; `+/-` (`+-`, `+:-`) and `-/+` (`-+`, `-:+`)
 * for a win or loss by forfeit, `--` (`-/-`, `-:-`, `0-0`) when both sides forfeited;
 * `1-0 forfeit` (`ff`, `f`, `default`, `kampflos`) says a scored result was a forfeit.
 * Points are read in the regulation's point system (2-0 and 1-1 in draughts), never
 * rounded to the nearest result (C.07 art. 12 counts forfeits as results).
 */

const DASHES = /[‐‑‒–—−]/g;
const FORFEIT_WORD = /\s*\(?(?:forfeit|forf|ff|f|default|def|kampflos|kl|k)\)?\.?$/i;

const SYMBOLS: Readonly<Record<string, MatchBoardResult>> = {
  '+/-': { kind: 'forfeit', outcome: 'win' },
  '+-': { kind: 'forfeit', outcome: 'win' },
  '+:-': { kind: 'forfeit', outcome: 'win' },
  '-/+': { kind: 'forfeit', outcome: 'loss' },
  '-+': { kind: 'forfeit', outcome: 'loss' },
  '-:+': { kind: 'forfeit', outcome: 'loss' },
  '--': { kind: 'forfeit', outcome: 'double' },
  '-/-': { kind: 'forfeit', outcome: 'double' },
  '-:-': { kind: 'forfeit', outcome: 'double' },
  '=': { kind: 'played', outcome: 'draw' },
};

/** The result a cell's text gives, from the first team's side; undefined when it is not one. */
export function readMatchResult(text: string, system: PointSystem): MatchBoardResult | undefined {
  const plain = text.replace(DASHES, '-').trim();
  const symbol = SYMBOLS[plain.replace(/\s+/g, '')];
  if (symbol) return symbol;
  const forfeit = FORFEIT_WORD.test(plain);
  const pair = readScorePair(forfeit ? plain.replace(FORFEIT_WORD, '') : plain);
  if (!pair) return undefined;
  const outcome = outcomeOfPair(pair, system);
  if (outcome === 'double') return { kind: 'forfeit', outcome: 'double' };
  if (outcome === undefined) return undefined;
  if (!forfeit) return { kind: 'played', outcome };
  // A forfeit is won or lost: "½-½ forfeit" is not a result.
  return outcome === 'draw' ? undefined : { kind: 'forfeit', outcome };
}

/** "3-3", "3½:2½", "2,5 - 3,5": two scores, the first team's first. */
export function readScorePair(text: string): [Rational, Rational] | undefined {
  const match = /^([^-:]+?)\s*[-:]\s*([^-:]+)$/.exec(text.replace(DASHES, '-').trim());
  if (!match) return undefined;
  const first = Rational.parse(match[1]!);
  const second = Rational.parse(match[2]!);
  if (!first || !second || first.sign() < 0 || second.sign() < 0) return undefined;
  return [first, second];
}

/** The first team's outcome a pair of game points is, if it is one of the point system's; 0-0 is a double forfeit. */
function outcomeOfPair([a, b]: [Rational, Rational], system: PointSystem): 'win' | 'draw' | 'loss' | 'double' | undefined {
  if (a.eq(system.win) && b.eq(system.loss)) return 'win';
  if (a.eq(system.loss) && b.eq(system.win)) return 'loss';
  if (a.eq(system.draw) && b.eq(system.draw)) return 'draw';
  if (a.isZero() && b.isZero()) return 'double';
  return undefined;
}

/** The first team's game points on a board (C.07 12: forfeits as wins and losses, a double forfeit 0). */
export function boardPoints(result: MatchBoardResult, system: PointSystem): [Rational, Rational] {
  if (result.kind === 'forfeit' && result.outcome === 'double') return [Rational.ZERO, Rational.ZERO];
  const outcome = result.outcome as 'win' | 'draw' | 'loss';
  const other = outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';
  return [system[outcome], system[other]];
}

/** A result as the output writes it, from the first team's side: "1-0", "½-½", "+/-", "--". */
export function resultText(result: MatchBoardResult, system: PointSystem): string {
  if (result.kind === 'forfeit') return result.outcome === 'win' ? '+/-' : result.outcome === 'loss' ? '-/+' : '--';
  const [a, b] = boardPoints(result, system);
  return `${pointsText(a)}-${pointsText(b)}`;
}

/** "½", "2½", "1": points as an arbiter writes them. */
export function pointsText(value: Rational): string {
  if (value.den === 2n) {
    const whole = value.num / 2n;
    return whole === 0n ? '½' : `${whole}½`;
  }
  return value.toDecimalString();
}

/** What a result cell may hold, in the point system at hand, for messages. */
export function expectedMatchResults(system: PointSystem): string {
  const [w, d, l] = [system.win, system.draw, system.loss].map(pointsText);
  return `${w}-${l}, ${l}-${w} or ${d}-${d} (also ${w}:${l}, = for a draw), +/- or -/+ for a forfeit, -- for a double forfeit`;
}
