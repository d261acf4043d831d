/**
 * Helpers that stay safe at any size. Spreading an array into a call (`list.push(...items)`,
 * `Math.max(...values)`) passes every element as an argument and overflows the call stack
 * once the array passes about 100,000 elements — an audit sheet of a 3,000-player open does.
 * ESLint forbids the spread in calls (eslint.config.js); these loops replace it.
 */

/** Appends every item to the list; returns the list. */
export function pushAll<T>(list: T[], items: Iterable<T>): T[] {
  for (const item of items) list.push(item);
  return list;
}

/** Math.max(floor, ...values) without the spread. */
export function maxOf(values: Iterable<number>, floor = Number.NEGATIVE_INFINITY): number {
  let max = floor;
  for (const value of values) if (value > max || Number.isNaN(value)) max = value;
  return max;
}

/** Math.min(ceiling, ...values) without the spread. */
export function minOf(values: Iterable<number>, ceiling = Number.POSITIVE_INFINITY): number {
  let min = ceiling;
  for (const value of values) if (value < min || Number.isNaN(value)) min = value;
  return min;
}
