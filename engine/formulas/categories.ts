import { calendarDay, type CategoryCondition, type EngineIssue, type Player, type PrizeCategory } from '../model';
import { isMarked, resolveHeader, type EventFacts } from './event-facts';

/*
 * Categories from player data (docs/language.md "Categories"). A category is a list of conditions that
 * must all hold. A player whose data cannot decide a condition (no birth date, no sex …)
 * is not in the category, never assumed to be: the test says why, and the caller lists
 * them and warns with their number.
 */

/** A date as year, month and day; month and day are absent when the source gives only the year ("2014/00/00", "2014"). */
export interface PartialDate {
  year: number;
  month?: number;
  day?: number;
}

/**
 * A birth date as TRF-16 writes it (cols 70–79, "YYYY/MM/DD", "00" for an unknown month or
 * day), or ISO "YYYY-MM-DD", "YYYY.MM.DD", the European "DD.MM.YYYY", or a year alone.
 * Undefined when empty or unreadable.
 */
export function parsePartialDate(text: string | undefined): PartialDate | undefined {
  const t = (text ?? '').trim();
  let y: string, m: string | undefined, d: string | undefined;
  let match = /^(\d{4})(?:[/.-](\d{1,2})(?:[/.-](\d{1,2}))?)?$/.exec(t);
  if (match) [, y, m, d] = match as unknown as [string, string, string | undefined, string | undefined];
  else {
    match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
    if (!match) return undefined;
    [, d, m, y] = match as unknown as [string, string, string, string];
  }
  const year = Number(y);
  const month = m === undefined ? 0 : Number(m);
  const day = d === undefined ? 0 : Number(d);
  if (year === 0 || month > 12 || (month === 0 && day !== 0) || (month > 0 && day > daysIn(year, month))) return undefined;
  return { year, ...(month > 0 && { month }), ...(day > 0 && { day }) };
}

/** A full date ("2026-01-01", "2026/01/01"): a reference date must have month and day. */
export function parseFullDate(text: string | undefined): Required<PartialDate> | undefined {
  const date = parsePartialDate(text);
  return date?.month !== undefined && date.day !== undefined ? (date as Required<PartialDate>) : undefined;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Completed years on `at` for someone born on `birth`: the birthday counts on its own date, so
 * a player born 2014-01-01 is 12 on 2026-01-01. A 29 February birthday is reached on 1 March
 * in common years (the day after 28 February), as the comparison of month and day gives.
 */
export function ageOn(birth: Required<PartialDate>, at: Required<PartialDate>): number {
  const before = at.month < birth.month || (at.month === birth.month && at.day < birth.day);
  return at.year - birth.year - (before ? 1 : 0);
}

/**
 * The ages a partly known birth date allows on `at`: the youngest (born as late as possible)
 * and the oldest (born as early as possible). Equal when the birth date is complete.
 */
export function ageRange(birth: PartialDate, at: Required<PartialDate>): { min: number; max: number } {
  const earliest = { year: birth.year, month: birth.month ?? 1, day: birth.day ?? 1 };
  const lastMonth = birth.month ?? 12;
  const latest = { year: birth.year, month: lastMonth, day: birth.day ?? daysIn(birth.year, lastMonth) };
  return { min: ageOn(latest, at), max: ageOn(earliest, at) };
}

/** The outcome of testing one player: in, out, or undecided for want of data (the reason says which). */
export type Membership = { in: true } | { in: false; missing?: string };

const IN: Membership = { in: true };
const OUT: Membership = { in: false };

/** The date ages are counted at, and where it came from (said in the output). */
export interface ReferenceDate {
  date: Required<PartialDate>;
  text: string;
  source: string;
}

/** The regulation's date, else the crosstable's start date (TRF 042). */
export function referenceDate(facts: EventFacts, stated: string | undefined): ReferenceDate | undefined {
  const regulationDate = parseFullDate(stated);
  if (regulationDate) return { date: regulationDate, text: isoDate(regulationDate), source: 'as the regulation states' };
  // TRF 042 is YYYY/MM/DD: a value that is not a day of the calendar is not the start date (io/trf reports it).
  const start = parseFullDate(calendarDay(facts.evaluation.crosstable.meta['startDate'] ?? ''));
  return start && { date: start, text: isoDate(start), source: 'the event’s start date (TRF 042)' };
}

function isoDate(d: Required<PartialDate>): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Sex as TRF-16 col 10 writes it ("m", "w"; "f" in later drafts) or a grid column ("F", "female", "W"). */
function readSex(text: string | undefined): 'female' | 'male' | undefined {
  const t = (text ?? '').trim().toLowerCase();
  if (['w', 'f', 'female', 'woman', 'women', 'girl', 'w.'].includes(t)) return 'female';
  if (['m', 'male', 'man', 'men', 'boy', 'm.'].includes(t)) return 'male';
  return undefined;
}

/** The conditions of a prize or ranking category ("overall" has none). */
export function conditionsOf(category: PrizeCategory): CategoryCondition[] {
  if (category.kind === 'overall') return [];
  if (category.kind === 'category') return category.conditions;
  return [category];
}

/** A category as the regulation writes it: its name, or its conditions. */
export function categoryLabel(category: PrizeCategory): string {
  if (category.kind === 'overall') return 'overall';
  if (category.kind === 'category') return category.name;
  return conditionText(category);
}

export function conditionText(c: CategoryCondition): string {
  const on = 'on' in c && c.on ? ` on ${c.on}` : '';
  switch (c.kind) {
    case 'rating-under':
      return `rating under ${c.rating}`;
    case 'rating-over':
      return `rating over ${c.rating}`;
    case 'rating-band':
      return `rating ${c.from}-${c.to}`;
    case 'unrated':
      return 'unrated';
    case 'column':
      return `${c.header} ${c.value}`;
    case 'column-exists':
      return `${c.header} given`;
    case 'age-under':
      return `under ${c.age}${on}`;
    case 'age-at-least':
      return `${c.age} and over${on}`;
    case 'born':
      return c.from === c.to ? `born ${c.from}` : c.to === undefined ? `born ${c.from} or later` : `born ${c.to} or earlier`;
    case 'sex':
      return c.sex;
    case 'federation':
      return `federation ${c.code}`;
    case 'title':
      return `title ${c.title}`;
  }
}

/**
 * Tests players against categories of one event. Issues (an unknown column, no reference
 * date) are reported once each into `issues`; the reference dates used are kept in `dates`.
 */
export class CategoryTester {
  /** "under 12: ages on 2026-01-01 (as the regulation states)", one per date used. */
  readonly dates = new Map<string, string>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly facts: EventFacts,
    private readonly issues: EngineIssue[],
    /** The categories article's date, for age conditions that state none. */
    private readonly defaultDate?: string,
  ) {}

  test(conditions: readonly CategoryCondition[], player: Player, label: string): Membership {
    let missing: string | undefined;
    for (const c of conditions) {
      const m = this.condition(c, player, label);
      if (m.in) continue;
      if (m.missing === undefined) return OUT;
      missing ??= m.missing;
    }
    return missing === undefined ? IN : { in: false, missing };
  }

  private condition(c: CategoryCondition, player: Player, label: string): Membership {
    const rating = player.rating;
    switch (c.kind) {
      // Unrated players are not in rating classes (rating under/over/band) and only in "unrated".
      case 'rating-under':
        return rating !== undefined && rating < c.rating ? IN : OUT;
      case 'rating-over':
        return rating !== undefined && rating > c.rating ? IN : OUT;
      case 'rating-band':
        return rating !== undefined && rating >= c.from && rating <= c.to ? IN : OUT;
      case 'unrated':
        return rating === undefined ? IN : OUT;
      case 'column':
      case 'column-exists': {
        const header = resolveHeader(this.facts.headers, c.header);
        if (!header) {
          this.report('engine/formula-unknown-column', 'error', `No column "${c.header}" in ${this.facts.label} for the category ${label}`);
          return OUT;
        }
        const cell = player.fields[header];
        if (c.kind === 'column-exists') return isMarked(cell) ? IN : OUT;
        if ((cell ?? '').trim() === '') return { in: false, missing: `no "${header}"` };
        return cell!.trim().toLowerCase() === c.value.trim().toLowerCase() ? IN : OUT;
      }
      case 'sex': {
        if ((player.sex ?? '').trim() === '') return { in: false, missing: 'no sex given' };
        const sex = readSex(player.sex);
        if (!sex) return { in: false, missing: `sex "${player.sex}" not read as female or male` };
        return sex === c.sex ? IN : OUT;
      }
      case 'federation':
        if ((player.federation ?? '').trim() === '') return { in: false, missing: 'no federation' };
        return player.federation!.trim().toUpperCase() === c.code.trim().toUpperCase() ? IN : OUT;
      // A player without a title is untitled, not missing data: TRF leaves the title blank.
      case 'title':
        return (player.title ?? '').trim().toUpperCase() === c.title.trim().toUpperCase() ? IN : OUT;
      case 'born': {
        const birth = this.birth(player);
        if ('missing' in birth) return birth;
        const year = birth.year;
        return (c.from === undefined || year >= c.from) && (c.to === undefined || year <= c.to) ? IN : OUT;
      }
      case 'age-under':
      case 'age-at-least': {
        const stated = c.on ?? this.defaultDate;
        const at = referenceDate(this.facts, stated);
        const text = conditionText(c);
        if (!at) {
          this.report(
            'engine/category-no-date',
            'error',
            `The category ${label} (${text}) needs the date ages are counted at: the regulation states none and ${this.facts.label} has no start date`,
          );
          return OUT;
        }
        this.dates.set(text, `ages on ${at.text} (${at.source})`);
        const birth = this.birth(player);
        if ('missing' in birth) return birth;
        const { min, max } = ageRange(birth, at.date);
        const holds = (age: number) => (c.kind === 'age-under' ? age < c.age : age >= c.age);
        if (holds(min) && holds(max)) return IN;
        if (!holds(min) && !holds(max)) return OUT;
        return { in: false, missing: `birth date "${player.birthDate!.trim()}" too incomplete to tell the age on ${at.text}` };
      }
    }
  }

  private birth(player: Player): PartialDate | { in: false; missing: string } {
    const text = (player.birthDate ?? '').trim();
    if (text === '' || /^0+([/.-]0+)*$/.test(text)) return { in: false, missing: 'no birth date' };
    return parsePartialDate(text) ?? { in: false, missing: `birth date "${text}" unreadable` };
  }

  private report(code: EngineIssue['code'], severity: EngineIssue['severity'], message: string): void {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.issues.push({ code, severity, message });
  }
}

/** One warning per category counting the players its data could not place ("3 players … : no birth date"). */
export function missingDataIssue(
  facts: EventFacts,
  label: string,
  missing: readonly { name: string; reason: string }[],
): EngineIssue | undefined {
  if (missing.length === 0) return undefined;
  const count = missing.length === 1 ? '1 player' : `${missing.length} players`;
  const who = missing
    .slice(0, 5)
    .map((m) => `${m.name} (${m.reason})`)
    .join(', ');
  return {
    code: 'engine/category-missing-data',
    severity: 'warning',
    message: `${count} of ${facts.label} not in the category ${label} for want of data: ${who}${missing.length > 5 ? ', …' : ''}`,
  };
}
