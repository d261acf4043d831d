/**
 * Relabelling the participants changes nothing: relabelling players does not change ranks. A
 * random permutation of the starting numbers is applied to a generated Swiss or round robin —
 * names, ratings and every field travel with the participant,
 * every pairing is rewritten to the new numbers — and the event is evaluated again under the
 * 2026, 2024 and 2009 rules. Every criterion value of every participant is exactly the same, and
 * every participant keeps the same rank group (rank–lastRank, and the criterion that decided the
 * place): places shared after the list are listed by starting number, so the order inside a
 * shared group is compared as a set, not as an order.
 *
 * Left out on purpose, because they depend on the label by definition:
 * - TPN (C.07 2026 art. 7.8) is the starting number itself; instead it is checked to follow it.
 * - drawing of lots (C.07 4.2): each participant's lot is FNV(seed, starting number, name)
 *   (engine/ranking/lots.ts), so the ties after the list stay shared here (`then shared`);
 *   lots have their own properties in lots.property.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReciprocity, type Edition } from '../../../engine';
import { evaluateList } from '../../support/evaluate';
import {
  anyEvent,
  buildEvent,
  FC_SEED,
  permutation,
  rankGroups,
  relabel,
  resultOf,
  roundRobinEvent,
  showResult,
  valueDifferences,
  type GeneratedEvent,
} from './events';

const EDITIONS: Edition[] = ['fide-2026', 'fide-2024', 'fide-2009'];

/**
 * Every main criterion of C.07 that does not read the starting number. Rating criteria carry
 * /U1400 because the 2026 rules drop them when a participant is unrated and no rating is stated
 * for unrated players (art. 10); the generator makes unrated players.
 */
const VALUES = [
  'PTS',
  'BH',
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'FB',
  'FB/C1',
  'AOB',
  'SB',
  'SB/C1',
  'PS',
  'PS/C1',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'STD',
  'ARO/U1400',
  'ARO/C1/U1400',
  'ARO/M1/U1400',
  'TPR/U1400',
  'PTP/U1400',
  'APRO/U1400',
  'RTNG/U1400',
  'DE',
];
/** Short lists leave many ties: DE is computed for many groups and places are shared. */
const SWISS_SHORT = ['PTS', 'DE', 'WIN', 'BPG'];
const ROUND_ROBIN_SHORT = ['PTS', 'DE', 'KS', 'SB', 'WIN', 'BWG'];

function listsFor(event: GeneratedEvent): string[][] {
  return event.kind === 'swiss' ? [VALUES, SWISS_SHORT] : [[...VALUES, 'KS', 'KS/L-1'], ROUND_ROBIN_SHORT];
}

function checkRelabelling(event: GeneratedEvent, permutationSeed: number): void {
  const crosstable = buildEvent(event);
  expect(checkReciprocity(crosstable)).toEqual([]);
  const ids = crosstable.players.map((p) => p.id);
  const perm = permutation(ids.length, permutationSeed);
  const to = (id: number) => perm[id - 1]!;
  const relabelled = relabel(crosstable, to);
  expect(checkReciprocity(relabelled)).toEqual([]);
  for (const edition of EDITIONS) {
    for (const list of listsFor(event)) {
      const before = evaluateList(crosstable, list, edition);
      const after = evaluateList(relabelled, list, edition);
      const where = `${edition} [${list.join(', ')}] permutation ${perm.join(',')}`;
      expect(valueDifferences(before, after, ids, to), where).toEqual([]);
      expect(rankGroups(after), where).toEqual(rankGroups(before, to));
      expect(after.issues.map((i) => `${i.severity} ${i.code}`).sort(), where).toEqual(
        before.issues.map((i) => `${i.severity} ${i.code}`).sort(),
      );
    }
  }
}

describe(`relabelling the participants (fast-check seed ${FC_SEED}; set FC_SEED to replay)`, () => {
  it('keeps every value and every rank group, Swiss and round robin, 2026/2024/2009', () => {
    fc.assert(
      fc.property(anyEvent(), fc.integer({ min: 0, max: 0x7fffffff }), (event, permutationSeed) =>
        checkRelabelling(event, permutationSeed),
      ),
      { seed: FC_SEED, numRuns: 40 },
    );
  });

  it('keeps every value and rank group of round robins (KS, DE, forfeits, withdrawals)', () => {
    fc.assert(
      fc.property(roundRobinEvent(), fc.integer({ min: 0, max: 0x7fffffff }), (event, permutationSeed) =>
        checkRelabelling(event, permutationSeed),
      ),
      { seed: FC_SEED, numRuns: 20 },
    );
  });

  it('moves TPN with the label: the relabelled value is the new starting number', () => {
    fc.assert(
      fc.property(anyEvent(), fc.integer({ min: 0, max: 0x7fffffff }), (event, permutationSeed) => {
        const crosstable = buildEvent(event);
        const perm = permutation(crosstable.players.length, permutationSeed);
        const relabelled = relabel(crosstable, (id) => perm[id - 1]!);
        const evaluation = evaluateList(relabelled, ['PTS', 'TPN'], 'fide-2026');
        for (const p of crosstable.players) expect(showResult(resultOf(evaluation, 'TPN', perm[p.id - 1]!))).toBe(String(perm[p.id - 1]));
      }),
      { seed: FC_SEED, numRuns: 20 },
    );
  });
});
