import { calendarDay, type Crosstable, type EngineIssue, type Regulation } from './model';
import type { CriterionDefinition } from './tiebreaks';

/*
 * Events lasting more than 30 days (FIDE's verification checklist Q210–216): leagues and team
 * championships over a season, where a player may have a new rating between rounds. C.07 2026
 * art. 10 does not recommend the rating criteria when a player may have more than one rating during
 * the event and, if they are used, takes the first rating unless the regulations say otherwise; the
 * 30 days are the FIDE Title Regulations' (1.1.4: in tournaments longer than 30 days the opponents'
 * ratings are those in force when the games were played).
 */

/** FIDE's threshold: an event lasting more than this many days is a long event. */
export const LONG_EVENT_DAYS = 30;

/** How long the crosstable's dates say the event lasted, or undefined when it gives fewer than two dates. */
export interface EventSpan {
  first: string;
  last: string;
  days: number;
  /** Where the dates come from: "TRF 042/052", "TRF 132 round dates". */
  source: string;
}

/**
 * The span of the event from its dates: the start and end dates (TRF 042, 052) and the round
 * dates (TRF 132, `YY/MM/DD` or `YYYY/MM/DD` every 10 columns from column 92), whichever reach
 * furthest. Unreadable dates are left out.
 */
export function eventSpan(crosstable: Crosstable): EventSpan | undefined {
  const dates: { day: number; text: string; source: string }[] = [];
  const add = (text: string | undefined, source: string) => {
    const day = dayNumber(text ?? '');
    if (day !== undefined) dates.push({ day, text: text!.trim(), source });
  };
  add(crosstable.meta['startDate'], 'TRF 042/052');
  add(crosstable.meta['endDate'], 'TRF 042/052');
  for (const text of (crosstable.meta['roundDates'] ?? '').split(/\s+/)) add(text, 'TRF 132 round dates');
  if (dates.length < 2) return undefined;
  let first = dates[0]!;
  let last = dates[0]!;
  for (const d of dates) {
    if (d.day < first.day) first = d;
    if (d.day > last.day) last = d;
  }
  const source = first.source === last.source ? first.source : `${first.source}, ${last.source}`;
  return { first: first.text, last: last.text, days: last.day - first.day, source };
}

/** Days since 1970-01-01 of "YYYY/MM/DD", "YY/MM/DD" (20YY) or ISO "YYYY-MM-DD"; undefined when it is not a date. */
function dayNumber(text: string): number | undefined {
  const m = /^(\d{2}|\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (!m) return undefined;
  const year = m[1]!.length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // A day of the calendar only: 2026/02/30 is no date, not 2 March.
  if (!calendarDay(`${String(year).padStart(4, '0')}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`)) return undefined;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * The warnings of a long event: rating criteria in the list are advised against (C.07 2026
 * art. 10), saying which rating they read; and `rating per round` without ratings per round.
 */
export function longEventIssues(crosstable: Crosstable, regulation: Regulation, criteria: readonly CriterionDefinition[]): EngineIssue[] {
  const issues: EngineIssue[] = [];
  const perRound = regulation.unplayed.ratings === 'per-round';
  const rating = [...new Set(criteria.filter((d) => d.family === 'rating').map((d) => d.code))];
  const span = eventSpan(crosstable);
  const detected = span !== undefined && span.days > LONG_EVENT_DAYS;
  if ((regulation.longEvent || detected) && rating.length > 0) {
    const why = regulation.longEvent
      ? 'the regulation says the event lasts more than 30 days'
      : `the event lasts ${span!.days} days (${span!.first} to ${span!.last}, ${span!.source})`;
    const reads = perRound
      ? 'they read each opponent’s rating in the round of the game (`rating per round`)'
      : 'they read the first rating (write `rating per round` under `ratings` for the rating of each round)';
    issues.push({
      code: 'engine/long-event-rating-criteria',
      severity: 'warning',
      message: `${rating.join(', ')}: ${why}, and C.07 2026 art. 10 advises against rating criteria when a player may have more than one rating during the event; ${reads}`,
    });
  }
  if (perRound && !crosstable.players.some((p) => p.roundRatings?.some((r) => r !== undefined)))
    issues.push({
      code: 'engine/no-round-ratings',
      severity: 'warning',
      message:
        'The regulation says `rating per round`, but the crosstable gives no rating per round (columns "Rating R1", "Rating R2" …): the first rating is used',
    });
  return issues;
}
