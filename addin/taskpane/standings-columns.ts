import { postRatingHeader } from '../../engine';

/** Where the Regula Standings block puts its columns (io/output/standings.ts, team-event-blocks.ts): place, number, name first, "Decided by" last. */
const PLACE = 0;
const NAME = 2;
const DECIDED_BY = 'Decided by';

/** The standings table's columns in the order the pane shows them, and the ones the column picker offers. */
export interface StandingsColumns {
  /** Indices into the block's rows, in the order shown: Place and Name first (frozen), then the rest. */
  shown: number[];
  /** The columns the user may hide or show again: every one but Place and Name. */
  optional: number[];
  /** The score: the first criterion's column (the one after the name and the rating, if any). */
  score: number | undefined;
  decidedBy: number | undefined;
}

/**
 * The columns of a standings block as the task pane shows them, 320 px wide by default
 * (docs/addin.md "The task pane"): Place and Name first (frozen when the table scrolls sideways),
 * the score and what decided the place next, so that an arbiter sees who is where and why
 * without scrolling, then the starting number, the rating and the other tie-breaks in the
 * block's order. `hidden` names the headers the user has turned off in the column picker.
 */
export function standingsColumns(header: readonly (string | number | null)[], hidden: readonly string[]): StandingsColumns {
  const text = header.map((cell) => String(cell ?? ''));
  const decided = text.lastIndexOf(DECIDED_BY);
  const decidedBy = decided > NAME ? decided : undefined;
  const isRating = (h: string) => h === 'Rating' || postRatingHeader([h]) === h;
  let score: number | undefined;
  for (let c = NAME + 1; c < text.length && score === undefined; c++) if (c !== decidedBy && !isRating(text[c]!)) score = c;
  const rest = text.map((_, c) => c).filter((c) => c !== PLACE && c !== NAME && c !== score && c !== decidedBy);
  const optional = [...(score === undefined ? [] : [score]), ...(decidedBy === undefined ? [] : [decidedBy]), ...rest];
  const frozen = [PLACE, NAME].filter((c) => c < text.length);
  return { shown: [...frozen, ...optional.filter((c) => !hidden.includes(text[c]!))], optional, score, decidedBy };
}
