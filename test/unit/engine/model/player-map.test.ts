import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlayerMap } from '../../../../engine';

type Op = { kind: 'set'; id: number; value: string } | { kind: 'delete'; id: number } | { kind: 'clear' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), id: fc.integer({ min: 1, max: 40 }), value: fc.string() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
);

describe('PlayerMap', () => {
  it('behaves like a Map: the same answers and the same insertion order', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const map = new Map<number, string>();
        const players = new PlayerMap<string>();
        for (const o of ops) {
          if (o.kind === 'set') {
            expect(players.set(o.id, o.value)).toBe(players);
            map.set(o.id, o.value);
          } else if (o.kind === 'delete') expect(players.delete(o.id)).toBe(map.delete(o.id));
          else {
            map.clear();
            players.clear();
          }
          expect(players.size).toBe(map.size);
        }
        expect([...players]).toEqual([...map]);
        expect([...players.keys()]).toEqual([...map.keys()]);
        expect([...players.values()]).toEqual([...map.values()]);
        for (let id = 0; id <= 41; id++) {
          expect(players.has(id)).toBe(map.has(id));
          expect(players.get(id)).toBe(map.get(id));
        }
        const visited: [number, string][] = [];
        players.forEach((value, id, self) => {
          expect(self).toBe(players);
          visited.push([id, value]);
        });
        expect(visited).toEqual([...map.entries()]);
      }),
    );
  });

  it('keeps undefined values apart from missing keys, and copies another map', () => {
    const players = new PlayerMap<string | undefined>([[3, undefined]]);
    expect(players.has(3)).toBe(true);
    expect(players.has(4)).toBe(false);
    expect(
      new PlayerMap(
        new Map([
          [2, 'b'],
          [1, 'a'],
        ]),
      ).get(1),
    ).toBe('a');
    expect([
      ...new PlayerMap(
        new Map([
          [2, 'b'],
          [1, 'a'],
        ]),
      ).keys(),
    ]).toEqual([2, 1]);
  });
});
