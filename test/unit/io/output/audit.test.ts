import { describe, expect, it } from 'vitest';
import { auditBlock, explainSplits, standingsBlock, standingsJson } from '../../../../io';
import { AUDIT_ROW_BUDGET, auditScope, auditScopeNote } from '../../../../io/output/audit';
import { generateSwiss } from '../../../support/generate-crosstable';
import { evaluateList } from '../../../support/evaluate';
import { readFixture } from '../../../support/fixtures';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';

const tec = crosstableFromRows(TEC_EXERCISE);
const evaluation = evaluateList(tec, ['PTS', 'BH/C1', 'SB', 'DE'], 'fide-2026');
const audit = auditBlock(evaluation);
const rowsOf = (player: number, criterion: string) => audit.filter((r) => r[0] === player && r[2] === criterion);

describe('Audit block', () => {
  it('has one row per player × criterion × contribution, under a header', () => {
    expect(audit[0]).toEqual([
      'No',
      'Name',
      'Criterion',
      'Value',
      'Round',
      'Opponent',
      'Opponent value',
      'Scored',
      'Contribution',
      'Counted',
      'Note',
    ]);
    expect(rowsOf(4, 'BH/C1')).toHaveLength(5);
    expect(rowsOf(4, 'SB')).toHaveLength(5);
  });

  it('shows the capped dummy opponent of #4’s half-point bye and its SB factors (C.07 16.4.2)', () => {
    const round2 = rowsOf(4, 'SB').find((r) => r[4] === 2)!;
    expect(round2.slice(3, 10)).toEqual([9.25, 2, null, 2.5, 0.5, 1.25, 'yes']);
    expect(round2[10]).toBe('hpb: dummy opponent: own 3.5 capped at 2.5, draw points × rounds (C.07 16.4.2)');
  });

  it('marks the cut contribution and why (#9: the VUR goes first, C.07 16.5)', () => {
    const cut = rowsOf(9, 'BH/C1').filter((r) => r[9] === 'no');
    expect(cut).toHaveLength(1);
    expect(String(cut[0]![10])).toContain('cut: voluntarily unplayed round first (C.07 16.5)');
  });
});

describe('Standings block and explanations', () => {
  it('prints shared places as ranges and the deciding criterion', () => {
    const e = evaluateList(tec, ['PTS'], 'fide-2026');
    const block = standingsBlock(e);
    // The TEC exercise has no ratings: no empty Rating column.
    expect(block[0]).toEqual(['Place', 'No', 'Name', 'PTS', 'Decided by']);
    expect(block.slice(2, 6).map((r) => r[0])).toEqual(['2–5', '2–5', '2–5', '2–5']);
    expect(block[1]!.slice(0, 2)).toEqual([1, 2]);
  });

  it('shows the start rating under "Rating" when the crosstable has ratings', () => {
    const block = standingsBlock(evaluateList(readFixture('pub01_swiss_13x5_allkinds'), ['PTS'], 'fide-2026'));
    expect(block[0]!.slice(0, 5)).toEqual(['Place', 'No', 'Name', 'Rating', 'PTS']);
    expect(block.slice(1).filter((row) => typeof row[3] === 'number').length).toBeGreaterThan(0);
  });

  it('explains each tie the list resolved, leaving out the points ordering of the whole field', () => {
    const lines = explainSplits(evaluation);
    expect(lines[0]).toBe('BH/C1 — Player 3 (3) 13 > Player 4 (4) 11.5 > Player 1 (1) = Player 16 (16) 11');
    expect(lines.every((l) => !l.startsWith('PTS'))).toBe(true);
  });

  it('exports DE as the position inside the group it separated, as the reference server does', () => {
    const json = standingsJson({ kind: 'individual', evaluation: evaluateList(tec, ['PTS', 'DE'], 'fide-2026') });
    expect(json.tiebreaks).toEqual(['PTS', 'DE']);
    expect(Object.values(json.players).every((v) => typeof v[1] === 'number')).toBe(true);
  });
});

describe('the Audit of a large event: the values that placed someone', () => {
  const list = ['PTS', 'BH/C1', 'BH', 'SB', 'DE', 'WIN', 'BWG', 'ARO', 'BH/M1', 'FB', 'AOB', 'SB/C1', 'PS', 'KS'];
  const big = evaluateList(generateSwiss({ players: 1000, rounds: 15, seed: 7 }), list, 'fide-2026');

  it('lists every value while the whole audit fits the budget', () => {
    const small = evaluateList(readFixture('pub01_swiss_13x5_allkinds'), ['PTS', 'BH', 'SB'], 'fide-2026');
    expect(auditScope(small)).toEqual({ kind: 'all' });
    expect(auditScopeNote(auditScope(small))).toBeUndefined();
  });

  it('above it, lists for each tie every criterion applied to it, for each tied participant, and says so', () => {
    const scope = auditScope(big);
    expect(scope.kind).toBe('decisive');
    expect(auditScopeNote(scope)).toMatch(/^The contributions of the values that placed tied participants.*up to 210,000 rows/);
    const rows = auditBlock(big, 'Name', scope).slice(1);
    const listed = new Set(rows.map((r) => `${r[0]} ${r[2]}`));
    const expected = new Set(
      big.splits.filter((s) => s.index > 0).flatMap((s) => s.group.map((player) => `${player} ${big.columns[s.index]!.header}`)),
    );
    expect(listed).toEqual(expected);
    expect(rows.length).toBeLessThan(AUDIT_ROW_BUDGET);
    expect(rows.length).toBeGreaterThan(1000);
  });
});
