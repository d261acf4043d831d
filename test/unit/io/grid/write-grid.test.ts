import { describe, expect, it } from 'vitest';
import { hasErrors, readGrid, writeGrid } from '../../../../io';
import { fixtureNames, readFixture } from '../../../support/fixtures';

describe('writeGrid → readGrid', () => {
  for (const name of fixtureNames()) {
    it(`${name} comes back with the same records`, () => {
      const original = readFixture(name);
      const back = readGrid(writeGrid(original), { sheet: 'Crosstable' });
      expect(hasErrors(back.issues)).toBe(false);
      const expectRecords = original.players.map((p) =>
        p.rounds.map((r) => (r.kind === 'played' && r.lessThanOneMove ? { ...r, lessThanOneMove: undefined } : r)),
      );
      const strip = (records: unknown[][]) => JSON.parse(JSON.stringify(records));
      expect(strip(back.crosstable!.players.map((p) => p.rounds))).toEqual(strip(expectRecords));
      expect(back.crosstable!.players.map((p) => [p.id, p.name, p.rating])).toEqual(original.players.map((p) => [p.id, p.name, p.rating]));
    });
  }
});
