import { calendarDay } from '../../engine';
import { FixedLine } from './player-line-layout';
import type { TrfIssues } from './trf-issues';

/**
 * The start and end dates of a TRF (042, 052: "Date of start — format: YYYY/MM/DD", TRF-16 and
 * TRF-2026): a value that is not a day of the calendar (2026/02/30, 0000/00/00, 9999/99/99, or
 * another form such as 31.12.1899, a program's empty date) is said where it is, and never read
 * as a date — it chooses no rules edition (engine calendarDay, editionInForceOn).
 */
export function checkHeaderDate(code: '042' | '052', raw: string, line: number, issues: TrfIssues): void {
  const value = raw.slice(4).trim();
  if (value === '' || calendarDay(value)) return;
  const what = code === '042' ? 'start date' : 'end date';
  const edition = code === '042' ? ' (it chooses no rules edition)' : '';
  issues.add(
    'trf/bad-date',
    line,
    new FixedLine(raw).firstFilled({ from: 5, to: Math.max(5, raw.length) }),
    `found "${value.length > 20 ? `${value.slice(0, 20)}…` : value}" as the ${what} (${code}), expected a day of the calendar written YYYY/MM/DD; it is not read as a date${edition}`,
  );
}
