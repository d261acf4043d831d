import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateSeason } from '../../engine';
import { REPO_ROOT } from '../support/fixture-paths';
import { grid } from '../support/grid-fixtures';
import { compile, readCells } from '../support/vcf';

/*
 * Two evenings of the SC Hattersheim Grand Prix (samples/regulations/hattersheim-grand-prix-2022-23.regula:
 * 10, 8, 6, 5, … by place on points alone, shared places averaged), made up for the test, with
 * players matched across the evenings by `--id "FIDE ID or Name"`: the FIDE ID where the event
 * has it, else the name — Dora has no FIDE ID on evening 2 and is the Dora of evening 1.
 *
 * Evening 1 (2 rounds): Anna 2, Ben 1, Dora 1, Carl 0 → Anna 10, Ben and Dora (8 + 6) / 2 = 7, Carl 5.
 * Evening 2: Dora 2, Anna 1, Carl 1, Ben 0 → Dora 10, Anna and Carl 7, Ben 5.
 * Season: Anna 17, Dora 17, Ben 12, Carl 12.
 */
const regulation = compile(readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'hattersheim-grand-prix-2022-23.regula'), 'utf8'));
const evening1 = readCells(
  grid(`
#,Name,FIDE ID,Rd 1,Rd 2
1,Anna,4100018,W4 (w),W2 (b)
2,Ben,4100026,W3 (b),L1 (w)
3,Dora,4100034,L2 (w),W4 (b)
4,Carl,,L1 (b),L3 (w)
`),
);
const evening2 = readCells(
  grid(`
#,Name,FIDE ID,Rd 1,Rd 2
1,Dora,,W2 (w),W3 (b)
2,Anna,4100018,L1 (b),W4 (w)
3,Carl,,W4 (b),L1 (w)
4,Ben,4100026,L3 (w),L2 (b)
`),
);
const season = (id: string) =>
  evaluateSeason(
    [
      { evaluation: evaluate(evening1, regulation), event: 'Evening 1' },
      { evaluation: evaluate(evening2, regulation), event: 'Evening 2' },
    ],
    regulation,
    { idColumn: id },
  );

describe('a grand-prix season over exports matched by FIDE ID, else by name', () => {
  it('matches Dora (no FIDE ID on evening 2) by name to her FIDE ID, and Carl (none at all) by name', () => {
    const result = season('FIDE ID or Name');
    expect(result.issues).toEqual([]);
    expect(result.grandPrix[0]!.players.map((p) => `${p.id}: ${p.audit}`)).toEqual([
      'FIDE ID 4100018: Anna: Evening 1 10 + Evening 2 7 = 17',
      'FIDE ID 4100034: Dora: Evening 1 7 + Evening 2 10 = 17',
      'FIDE ID 4100026: Ben: Evening 1 7 + Evening 2 5 = 12',
      'Name Carl: Carl: Evening 1 5 + Evening 2 7 = 12',
    ]);
  });

  it('by FIDE ID alone, the players without one are left out, each named', () => {
    const result = season('FIDE ID');
    expect(result.issues.map((i) => i.message)).toEqual([
      'Carl (4) in Evening 1 has no "FIDE ID": left out of the season',
      'Dora (1) in Evening 2 has no "FIDE ID": left out of the season',
      'Carl (3) in Evening 2 has no "FIDE ID": left out of the season',
    ]);
  });
});
