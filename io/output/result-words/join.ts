/** "A, B and C": a list joined by commas and the language's word for "and" before the last. */
export function joinWithAnd(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
