import { Rational, type GameOutcome, type PointSystem } from '../../engine';
import { TextMemo } from './text-memo';

/**
 * The result part of a cell in chess-results / Swiss-Manager crosstables (`12w1`,
 * `5b½`, `7w+`), round-robin grids and plain result columns:
 * `1 ½ 0` (also `0.5`, `0,5`, `1/2`) as points of the tournament's point system, `=`
 * for a draw, `+` / `-` for a win / loss by forfeit. Numbers are points, so in a
 * 2-1-0 (draughts) table `2` is a win and `1` a draw; `1+` / `1-` are draughts draws
 * with advantage / disadvantage (DrA criteria 20–21), as `½+` / `½-` are a chess draw followed by
 * an Armageddon game won / lost (Norway Chess 2020); in a point system that scores those apart
 * from a draw, their own points (`1.5`, `1`) read as them too. Any other number that is not the
 * win, draw or loss value of the point system is not a result — never rounded to one.
 */
export type ResultSymbol =
  { kind: 'game'; outcome: GameOutcome; advantage?: 'plus' | 'minus' } | { kind: 'forfeit'; outcome: 'win' | 'loss' };

const MINUS = /^[-−–]$/;

/**
 * The symbols already read, per point system and text. A table has a handful of distinct
 * result texts (`1`, `0.5`, `½`, `+`) in hundreds of thousands of cells, and reading one
 * parses a number: each is read once. The symbols are frozen, as they are shared.
 */
const READERS = new WeakMap<PointSystem, (text: string) => ResultSymbol | undefined>();

export function readResultSymbol(text: string, system: PointSystem): ResultSymbol | undefined {
  let read = READERS.get(system);
  if (!read) READERS.set(system, (read = resultReader(system)));
  return read(text);
}

/** The memoised reader of one point system's results: no function made per cell. */
function resultReader(system: PointSystem): (text: string) => ResultSymbol | undefined {
  const memo = new TextMemo<ResultSymbol | undefined>();
  const compute = (text: string) => {
    const symbol = symbolOf(text, system);
    return symbol && Object.freeze(symbol);
  };
  return (text) => memo.get(text, compute);
}

function symbolOf(text: string, system: PointSystem): ResultSymbol | undefined {
  const t = text.trim();
  if (t === '+') return { kind: 'forfeit', outcome: 'win' };
  if (MINUS.test(t)) return { kind: 'forfeit', outcome: 'loss' };
  if (t === '=') return { kind: 'game', outcome: 'draw' };
  const outcome = outcomeOfPoints(t, system);
  if (outcome) return { kind: 'game', outcome };
  const advantage = advantageOfPoints(t, system);
  if (advantage) return { kind: 'game', outcome: 'draw', advantage };
  const marked = /^(.*[\d½])\s?([+\-−–])$/.exec(t);
  if (marked && outcomeOfPoints(marked[1]!, system) === 'draw') {
    return { kind: 'game', outcome: 'draw', advantage: marked[2] === '+' ? 'plus' : 'minus' };
  }
  return undefined;
}

/** The outcome whose points in `system` are the number written, if exactly one is. */
export function outcomeOfPoints(text: string, system: PointSystem): GameOutcome | undefined {
  // "01", "00" are two results of a double-round-robin square, never the number 1 or 0.
  if (/^0\d/.test(text.trim())) return undefined;
  const value = Rational.parse(text);
  if (!value) return undefined;
  const matches = (['win', 'draw', 'loss'] as const).filter((o) => system[o].eq(value));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * A number that is the points of a draw with advantage or disadvantage and of nothing else
 * in `system`: an event scored so (Norway Chess 2020: a classical draw then the Armageddon won
 * 1½, lost 1) publishes its table in those points ("1.5 3"), read when the grid is read in the
 * event's point system. In 1-½-0 such a draw is written `½+` / `½-`.
 */
function advantageOfPoints(text: string, system: PointSystem): 'plus' | 'minus' | undefined {
  if (/^0\d/.test(text)) return undefined;
  const value = Rational.parse(text);
  if (!value || [system.win, system.draw, system.loss].some((v) => v.eq(value))) return undefined;
  const plus = system.drawPlus.eq(value);
  const minus = system.drawMinus.eq(value);
  return plus === minus ? undefined : plus ? 'plus' : 'minus';
}

/** "1, ½ or 0 (or =), + or -" for the point system at hand, for messages. */
export function expectedResults(system: PointSystem): string {
  const plain = [system.win, system.draw, system.loss];
  const own = (value: Rational) => !plain.some((v) => v.eq(value));
  const advantage =
    own(system.drawPlus) && own(system.drawMinus) && !system.drawPlus.eq(system.drawMinus)
      ? `, ${show(system.drawPlus)} or ${show(system.drawMinus)} for a draw with advantage or disadvantage`
      : '';
  return `${show(system.win)}, ${show(system.draw)} or ${show(system.loss)} (or = for a draw)${advantage}, + or - for a forfeit`;
}

function show(value: Rational): string {
  if (value.den === 2n) {
    const whole = value.num / 2n;
    return whole === 0n ? '½' : `${whole}½`;
  }
  return value.toDecimalString();
}
