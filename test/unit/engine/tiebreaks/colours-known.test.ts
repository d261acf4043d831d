/**
 * Criteria that read colours (C.07 7.3 BPG, 7.4 BWG, US Chess 34E6 most blacks, Arranz) on a
 * crosstable without them: a round-robin grid (test/golden/grids/rr6-pub09.csv, the corpus's
 * pub09 as a grid) gives n/a for every player, with one warning, where the same event's TRF
 * gives the values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeTrfBytes, parseCsv, readGrid, readTrf } from '../../../../io';
import { evaluateList, valueOf } from '../../../support/evaluate';
import { REPO_ROOT, TRF_FIXTURES } from '../../../support/fixture-paths';

const grid = readGrid(parseCsv(readFileSync(join(REPO_ROOT, 'test', 'golden', 'grids', 'rr6-pub09.csv'), 'utf8')), {
  sheet: 'rr6',
}).crosstable!;
const trf = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(TRF_FIXTURES, 'pub09_rr_6.trf'))))).crosstable!;
const LIST = ['PTS', 'BPG', 'BWG', 'MBLK', 'ARZ'];

describe('colour criteria on a crosstable without colours', () => {
  it('a round-robin grid: n/a for everyone, one warning a criterion, and the ranking by the other criteria', () => {
    const evaluation = evaluateList(grid, LIST, 'fide-2026');
    for (const code of ['BPG', 'BWG', 'MBLK', 'ARZ']) for (const p of grid.players) expect(valueOf(evaluation, code, p.id)).toBe('n/a');
    expect(evaluation.issues.map((i) => `${i.severity} ${i.code} ${i.criterion}`)).toEqual([
      'warning engine/colours-unknown BPG',
      'warning engine/colours-unknown BWG',
      'warning engine/colours-unknown MBLK',
      'warning engine/colours-unknown ARZ',
    ]);
    expect(evaluation.issues[0]!.message).toBe(
      "Games played with Black (BPG) needs the colour of every game played, and the source gives none for any of its 14 games (a round-robin grid or a team event's board pairings has no colours): it separates no player",
    );
    expect(evaluation.issues[3]!.message).toMatch(
      /^Arranz \(ARZ\) needs the colour of every draw, and the source gives none for any of its 5 draws/,
    );
    // BPG separates no one: the places are those of PTS alone.
    expect(evaluation.standings.map((s) => s.decidedBy)).toEqual(
      evaluateList(grid, ['PTS'], 'fide-2026').standings.map((s) => s.decidedBy),
    );
  });

  it('the same event as a TRF, with its colours: the values', () => {
    const evaluation = evaluateList(trf, LIST, 'fide-2026');
    expect(evaluation.issues).toEqual([]);
    expect(trf.players.map((p) => valueOf(evaluation, 'BPG', p.id)).some((v) => v !== '0')).toBe(true);
  });

  it('one game without a colour makes the criterion n/a for everyone, saying how many', () => {
    const one = { ...trf, players: trf.players.map((p) => ({ ...p, rounds: p.rounds.map((r) => ({ ...r })) })) };
    const player = one.players[0]!;
    const index = player.rounds.findIndex((r) => r.kind === 'played' && r.opponent > player.id);
    const record = player.rounds[index]!;
    if (record.kind !== 'played') throw new Error('a played game');
    delete record.colour;
    const evaluation = evaluateList(one, ['PTS', 'BPG'], 'fide-2026');
    expect(one.players.map((p) => valueOf(evaluation, 'BPG', p.id))).toEqual(one.players.map(() => 'n/a'));
    expect(evaluation.issues[0]!.message).toMatch(/gives none for 1 of its 14 games/);
  });
});
