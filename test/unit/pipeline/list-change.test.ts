import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../dsl';
import { crosstableAfterRound } from '../../../engine';
import { readTrf, writeTrf } from '../../../io';
import { lastRoundWithResults, listChange, tiebreakListText } from '../../../pipeline';
import { REPO_ROOT } from '../../support/fixture-paths';

// test/fixtures/lots/club-open-lots.trf (made for Regula): 3 rounds played.
const FIXTURES = join(REPO_ROOT, 'test', 'fixtures');
const crosstable = readTrf(readFileSync(join(FIXTURES, 'lots', 'club-open-lots.trf'), 'utf8')).crosstable!;
const regulation = (...list: string[]) =>
  compileRegulation(['regulation "R"', 'rules fide-2026', 'tie-breaks', ...list.map((l) => `  ${l}`), ''].join('\n')).regulation!;
const text = (...list: string[]) => ['regulation "Saved"', 'tie-breaks', ...list.map((l) => `  ${l}`), ''].join('\n');
const at = new Date('2026-03-05T18:00:00.000Z');

describe('the tie-break list as the engine sees it (FIDE VCL Q201)', () => {
  it('writes codes and modifiers, not the words used', () => {
    expect(tiebreakListText(regulation('1. buchholz cut 1', '2. KS/L50%', '3. TPR/U1400', 'then lots seeded by "x"'))).toBe(
      'PTS, BH/C1, KS/L50%, TPR/U1400; then lots seeded by "x"',
    );
  });

  it('tells progressive cuts, where they start and "if all met" from the plain criterion', () => {
    expect(tiebreakListText(regulation('1. DE if all met', '2. buchholz cut 1 progressive cuts', '3. BH/C+', '4. BH/C1'))).toBe(
      'PTS, DE/A, BH/C1/C+, BH/C+, BH/C1; then shared',
    );
  });

  it('finds the last round with a result', () => {
    expect(lastRoundWithResults(crosstable)).toBe(3);
    expect(lastRoundWithResults(crosstableAfterRound(crosstable, 1))).toBe(1);
  });

  it('a change after the event started names the round and both lists', () => {
    expect(listChange(text('1. BH/C1', '2. SB'), regulation('1. DE', '2. SB'), crosstable, at)).toEqual({
      ranAt: '2026-03-05T18:00:00.000Z',
      round: 3,
      previous: 'PTS, BH/C1, SB; then shared',
      next: 'PTS, DE, SB; then shared',
    });
  });

  it('no change: the same list in other words, another name, or an event without results', () => {
    expect(listChange(text('1. BH/C1', '2. SB'), regulation('1. buchholz cut 1', '2. sonneborn-berger'), crosstable, at)).toBeUndefined();
    const unplayed = {
      ...crosstable,
      players: crosstable.players.map((p) => ({ ...p, rounds: p.rounds.map(() => ({ kind: 'absent' as const })) })),
    };
    expect(listChange(text('1. BH/C1'), regulation('1. DE'), unplayed, at)).toBeUndefined();
    expect(listChange(undefined, regulation('1. DE'), crosstable, at)).toBeUndefined();
  });

  it('TRF: the change is a ### line after the header records (golden file test/fixtures/list-change/club-open-list-changed.trf)', () => {
    const change = listChange(text('1. BH/C1', '2. SB'), regulation('1. DE', '2. SB'), crosstable, at)!;
    expect(writeTrf(crosstable, { history: [change] })).toBe(
      readFileSync(join(FIXTURES, 'list-change', 'club-open-list-changed.trf'), 'utf8'),
    );
    // The reader skips the comment: the crosstable reads back the same.
    expect(readTrf(writeTrf(crosstable, { history: [change] })).crosstable).toEqual(crosstable);
  });
});
