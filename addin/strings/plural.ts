/*
 * How a count picks its noun's form, per language (the integer rules of the Unicode CLDR plural
 * rules, "Language Plural Rules": https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
 * Each translation says its counts through one of these, so a count is always written as the
 * number followed by its noun: "3 Runden", "2 тура".
 */

/** English, German, Spanish: one form for 1, another for every other count (0 included). */
export function countOne(n: number, one: string, other: string): string {
  return `${n} ${n === 1 ? one : other}`;
}

/** French: the singular for 0 and 1 ("0 erreur", "1 erreur"), the plural from 2 (CLDR fr: one = i is 0 or 1). */
export function countFrench(n: number, one: string, other: string): string {
  return `${n} ${n === 0 || n === 1 ? one : other}`;
}

/**
 * Russian: three forms of the noun after a whole number (CLDR ru):
 * `one` after 1, 21, 31 … 101 (ends in 1, but not in 11) — "1 тур", "21 тур";
 * `few` after 2–4, 22–24 … (ends in 2, 3 or 4, but not in 12, 13 or 14) — "2 тура";
 * `many` after the rest: 0, 5–20, 25–30 … 111–114 — "5 туров", "11 туров", "12 туров".
 */
export function russianForm(n: number): 'one' | 'few' | 'many' {
  const units = Math.abs(n) % 10;
  const tens = Math.abs(n) % 100;
  if (units === 1 && tens !== 11) return 'one';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return 'few';
  return 'many';
}

/** "1 тур", "3 тура", "5 туров": the number and the form of the noun that follows it (russianForm). */
export function countRussian(n: number, one: string, few: string, many: string): string {
  const form = russianForm(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
}
