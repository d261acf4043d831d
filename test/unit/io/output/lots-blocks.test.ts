import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../../dsl';
import { evaluate, lotNumber } from '../../../../engine';
import { lotsBlock, outputSheets, readTrf } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

// test/fixtures/lots/club-open-lots.trf (made for Regula): 2 and 3 tied on 2.5, 4 and 6 on 0.5, none of them met.
const DIR = join(REPO_ROOT, 'test', 'fixtures', 'lots');
const crosstable = readTrf(readFileSync(join(DIR, 'club-open-lots.trf'), 'utf8')).crosstable!;
const regulation = compileRegulation(readFileSync(join(DIR, 'then-lots.regula'), 'utf8')).regulation!;

describe('the Audit’s drawing of lots (FIDE VCL Q204, Q206)', () => {
  const evaluation = evaluate(crosstable, regulation);
  const player = (id: number) => crosstable.players.find((p) => p.id === id)!;
  const top = 'Club Open 2026 | 2026/03/01 | 2026/03/09 | 2,3';
  const bottom = 'Club Open 2026 | 2026/03/01 | 2026/03/09 | 4,6';

  it('lists each draw: the places, the seed, the order drawn, the lot number as text', () => {
    expect(lotsBlock(evaluation)).toEqual([
      ['Places', 'Seed', 'Drawn', 'No', 'Name', 'Lot number'],
      ['1–2', top, 1, 2, 'Brown, Bruno', lotNumber(top, player(2)).toString()],
      ['1–2', top, 2, 3, 'Costa, Clara', lotNumber(top, player(3)).toString()],
      ['5–6', bottom, 1, 6, 'Fox, Frank', lotNumber(bottom, player(6)).toString()],
      ['5–6', bottom, 2, 4, 'Dahl, David', lotNumber(bottom, player(4)).toString()],
    ]);
  });

  it('is the first table of the Regula Audit sheet, and absent when nothing was drawn', () => {
    const audit = outputSheets(evaluation, [['Regulation', 'Club Open lots']]).find((s) => s.name === 'Regula Audit')!;
    expect(audit.blocks.map((b) => b.name)).toEqual(['header', 'drawing of lots', 'audit']);
    const shared = evaluate(crosstable, { ...regulation, after: { kind: 'shared' } });
    expect(lotsBlock(shared)).toEqual([]);
  });
});
