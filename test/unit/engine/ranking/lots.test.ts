import { describe, expect, it } from 'vitest';
import { eventLotsBasis, lotNumber, lotsSeed, type Crosstable, type Evaluation } from '../../../../engine';
import { evaluateList } from '../../../support/evaluate';
import { crosstableFromRows } from '../../../support/notation';

// A round robin of four where every game was drawn: all four tied after any list.
const drawn = crosstableFromRows(
  [
    ['=W2', '=B3', '=W4'],
    ['=B1', '=W4', '=W3'],
    ['=W4', '=W1', '=B2'],
    ['=B3', '=B2', '=B1'],
  ],
  { type: 'round-robin' },
);
const event: Crosstable = { ...drawn, name: 'Club Open 2026', meta: { startDate: '2026/03/01', endDate: '2026/03/09' } };
const order = (e: Evaluation) => e.standings.map((s) => s.player);

describe('lots seeded from the event (`then lots` without a seed; FIDE VCL Q204, Q206)', () => {
  it('the seed is the event name, its dates and the tied starting numbers', () => {
    expect(eventLotsBasis(event)).toBe('Club Open 2026 | 2026/03/01 | 2026/03/09');
    expect(lotsSeed({ kind: 'lots' }, eventLotsBasis(event), [4, 2, 1, 3])).toBe('Club Open 2026 | 2026/03/01 | 2026/03/09 | 1,2,3,4');
    // A stated seed is used as written, for every tied group.
    expect(lotsSeed({ kind: 'lots', seed: 'Open' }, eventLotsBasis(event), [4, 2])).toBe('Open');
  });

  it('draws each tied player the FNV number of that seed, lowest first, and the audit step keeps the seed', () => {
    const e = evaluateList(event, ['PTS'], 'fide-2026', { kind: 'lots' });
    const step = e.splits.find((s) => s.criterion === 'lots')!;
    const seed = 'Club Open 2026 | 2026/03/01 | 2026/03/09 | 1,2,3,4';
    expect(step.seed).toBe(seed);
    const numbers = event.players.map((p) => ({ id: p.id, lot: lotNumber(seed, p) }));
    const expected = [...numbers].sort((a, b) => (a.lot < b.lot ? -1 : 1)).map((n) => n.id);
    expect(order(e)).toEqual(expected);
    for (const n of numbers) expect(step.values.get(n.id)).toBe(n.lot.toString());
    expect(e.standings.map((s) => s.decidedBy)).toEqual(['lots', 'lots', 'lots', 'lots']);
  });

  it('the same input gives the same draw on every run and in any input order', () => {
    const first = evaluateList(event, ['PTS'], 'fide-2026', { kind: 'lots' });
    const again = evaluateList({ ...event, players: [...event.players].reverse() }, ['PTS'], 'fide-2026', { kind: 'lots' });
    expect(order(again)).toEqual(order(first));
  });

  it('another event (name or dates) draws from another seed', () => {
    const renamed = evaluateList({ ...event, name: 'Club Open 2027' }, ['PTS'], 'fide-2026', { kind: 'lots' });
    expect(renamed.splits.find((s) => s.criterion === 'lots')!.seed).toBe('Club Open 2027 | 2026/03/01 | 2026/03/09 | 1,2,3,4');
  });
});
