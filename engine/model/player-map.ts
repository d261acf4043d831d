import type { PlayerId } from './round-record';

/**
 * A Map keyed by starting number, kept in arrays indexed by it: the same interface and
 * the same (insertion) order as a Map, for tables with one entry per participant.
 *
 * Why: V8 moves a Map of more than 4,096 entries into large-object space, and building
 * one there is about ten times slower. A 5,000-player list builds one per column, plus
 * the ranking's and the criteria's own tables: tens of milliseconds for nothing.
 * Starting numbers are small positive integers, so the arrays stay dense; any other
 * number still works (as a slower array property), so the behaviour is a Map's.
 */
export class PlayerMap<V> implements Map<PlayerId, V> {
  readonly [Symbol.toStringTag] = 'PlayerMap';
  /** Keys in insertion order. */
  private ids: PlayerId[] = [];
  /** Value by key. */
  private byId: V[] = [];
  /** Whether a key is present (a value may be undefined). */
  private present: boolean[] = [];

  constructor(entries?: Iterable<readonly [PlayerId, V]>) {
    if (entries) for (const [id, value] of entries) this.set(id, value);
  }

  get size(): number {
    return this.ids.length;
  }

  get(id: PlayerId): V | undefined {
    return this.present[id] === true ? this.byId[id] : undefined;
  }

  has(id: PlayerId): boolean {
    return this.present[id] === true;
  }

  set(id: PlayerId, value: V): this {
    if (this.present[id] !== true) {
      this.present[id] = true;
      this.ids.push(id);
    }
    this.byId[id] = value;
    return this;
  }

  delete(id: PlayerId): boolean {
    if (this.present[id] !== true) return false;
    this.present[id] = false;
    this.byId[id] = undefined as V;
    this.ids.splice(this.ids.indexOf(id), 1);
    return true;
  }

  clear(): void {
    this.ids = [];
    this.byId = [];
    this.present = [];
  }

  forEach(callback: (value: V, id: PlayerId, map: Map<PlayerId, V>) => void, thisArg?: unknown): void {
    for (const id of [...this.ids]) if (this.present[id] === true) callback.call(thisArg, this.byId[id]!, id, this);
  }

  *entries(): MapIterator<[PlayerId, V]> {
    for (const id of [...this.ids]) if (this.present[id] === true) yield [id, this.byId[id]!];
  }

  *keys(): MapIterator<PlayerId> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[PlayerId, V]> {
    return this.entries();
  }
}
