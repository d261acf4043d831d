/**
 * Answers already worked out for a text, for readers that meet a handful of distinct texts
 * in hundreds of thousands of cells (a points column, the result codes). Undefined answers
 * are remembered too. Up to `limit` texts are kept; past that, a sheet of odd texts has each
 * worked out every time rather than filling memory. The answers are shared: they must not be
 * changed by their readers.
 */
export class TextMemo<T> {
  private readonly known = new Map<string, T>();

  constructor(private readonly limit = 1024) {}

  get(text: string, compute: (text: string) => T): T {
    const known = this.known.get(text);
    if (known !== undefined || this.known.has(text)) return known as T;
    const value = compute(text);
    if (this.known.size < this.limit) this.known.set(text, value);
    return value;
  }
}
