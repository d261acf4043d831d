import { calendarDay } from '../../engine';
import { FixedLine } from './player-line-layout';
import type { TrfIssues } from './trf-issues';

/**
 * The start and end dates of a TRF (042, 052: "Date of start — format: YYYY/MM/DD", TRF-16 and
 * TRF-2026): a value that is not a day of the calendar (2026/02/30, 0000/00/00, 9999/99/99, or
 * another form such as 31.12.1899, a program's empty date) is said where it is, and never read
 * as a date — it chooses no rules edition (engine calendarDay, editionInForceOn). A date in
 * lichess's form is read as its day and returned, for the note that says so.
 */
export function checkHeaderDate(code: '042' | '052', raw: string, line: number, issues: TrfIssues): DateRead | undefined {
  const value = raw.slice(4).trim();
  if (value === '' || calendarDay(value)) return undefined;
  const lichess = lichessDate(value);
  if (lichess !== undefined) return { code, written: value, value: lichess };
  const what = code === '042' ? 'start date' : 'end date';
  const edition = code === '042' ? ' (it chooses no rules edition)' : '';
  issues.add(
    'trf/bad-date',
    line,
    new FixedLine(raw).firstFilled({ from: 5, to: Math.max(5, raw.length) }),
    `found "${value.length > 20 ? `${value.slice(0, 20)}…` : value}" as the ${what} (${code}), expected a day of the calendar written YYYY/MM/DD; it is not read as a date${edition}`,
  );
  return undefined;
}

/** A header date written otherwise than YYYY/MM/DD and read as a day: what was written, and the day as YYYY/MM/DD. */
export interface DateRead {
  code: '042' | '052';
  written: string;
  value: string;
}

/** The note the doors show for dates read from lichess's form: "the start date "Mar 1, 2026" (042) is read as 2026/03/01". */
export function datesReadNote(read: readonly DateRead[]): string | undefined {
  if (read.length === 0) return undefined;
  const parts = read.map((d) => `the ${d.code === '042' ? 'start' : 'end'} date "${d.written}" (${d.code}) as ${d.value}`);
  return `Dates in lichess's form (lila writes "Mar 1, 2026"): ${parts.join(', ')}.`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * lichess's date ("Mar 1, 2026": lila's SwissTrf writes 042 and 052 in Joda's medium style,
 * English month names), as YYYY/MM/DD; undefined for anything else or a day not in the calendar.
 * One reading only: the month is a name, so day and month cannot be swapped.
 */
function lichessDate(value: string): string | undefined {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(value);
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month === 0) return undefined;
  const date = `${m[3]}/${String(month).padStart(2, '0')}/${m[2]!.padStart(2, '0')}`;
  return calendarDay(date) ? date : undefined;
}
