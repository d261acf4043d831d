import { Rational, type MatchBoardResult } from '../../engine';

/*
 * Results as chess-results writes them in a team event's board pairings, always from the
 * first-named team's side: a board `1 - 0`, `½ - ½`, `0 - 1`; `+ - -` and `- - +` for a
 * game won and lost by forfeit (a board left empty is one, C.07 art. 12); `- - -` and
 * `0 - 0` when both sides lost. A match's score is its game points, `2½:1½`, `2 : 2`,
 * `½ :5½` (seen on real pages: test/fixtures/chess-results/README.md).
 */

const DASHES = /[‐‑‒–—−]/g;

const BOARD_RESULTS: Readonly<Record<string, MatchBoardResult>> = {
  '1-0': { kind: 'played', outcome: 'win' },
  '½-½': { kind: 'played', outcome: 'draw' },
  '0-1': { kind: 'played', outcome: 'loss' },
  '+--': { kind: 'forfeit', outcome: 'win' },
  '--+': { kind: 'forfeit', outcome: 'loss' },
  '---': { kind: 'forfeit', outcome: 'double' },
  '0-0': { kind: 'forfeit', outcome: 'double' },
};

/** The written forms, for messages. */
export const BOARD_RESULT_FORMS = '1 - 0, ½ - ½, 0 - 1, + - -, - - +, - - - or 0 - 0';

/** A board's result from the first team's side; undefined when the text is none of them. */
export function readBoardResult(text: string): MatchBoardResult | undefined {
  return BOARD_RESULTS[text.replace(DASHES, '-').replace(/\s+/g, '')];
}

/** A match's score cell: the two teams' game points, a forfeited match, or nothing readable. */
export type MatchScore =
  | { kind: 'points'; points: [Rational, Rational] }
  | { kind: 'forfeit'; outcome: 'win' | 'loss' | 'double' }
  | { kind: 'none' }
  | { kind: 'unreadable' };

/**
 * `2½:1½` → the game points; `+ : -`, `- : +`, `- : -` → a match forfeited (by the second
 * team, the first, both). The forfeit forms are how Regula writes a forfeited match (TRF-2026
 * record 330); no real export showing one was found.
 */
export function readMatchScore(text: string): MatchScore {
  const plain = text.replace(DASHES, '-').replace(/\s+/g, '');
  if (plain === '') return { kind: 'none' };
  if (plain === '+:-') return { kind: 'forfeit', outcome: 'win' };
  if (plain === '-:+') return { kind: 'forfeit', outcome: 'loss' };
  if (plain === '-:-') return { kind: 'forfeit', outcome: 'double' };
  const parts = plain.split(':');
  if (parts.length !== 2) return { kind: 'unreadable' };
  const [a, b] = parts.map((p) => Rational.parse(p));
  if (!a || !b || a.sign() < 0 || b.sign() < 0) return { kind: 'unreadable' };
  return { kind: 'points', points: [a, b] };
}
