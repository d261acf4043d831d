/*
 * How a count picks its noun's form, per language: the integer rules of the Unicode CLDR plural
 * rules ("Language Plural Rules", unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html),
 * the same rules as the task pane's (addin/strings/plural.ts), which io/ may not import.
 */

/** German, Spanish: one form for 1, another for every other count. */
export function countOne(n: number, one: string, other: string): string {
  return `${n} ${n === 1 ? one : other}`;
}

/** French: the singular for 0 and 1, the plural from 2 (CLDR fr). */
export function countFrench(n: number, one: string, other: string): string {
  return `${n} ${n === 0 || n === 1 ? one : other}`;
}

/** Russian: `one` after 1, 21, 31 … (not 11); `few` after 2–4, 22–24 … (not 12–14); `many` after the rest (CLDR ru). */
export function countRussian(n: number, one: string, few: string, many: string): string {
  const units = Math.abs(n) % 10;
  const tens = Math.abs(n) % 100;
  const form = units === 1 && tens !== 11 ? one : units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
  return `${n} ${form}`;
}
