import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation } from '../../dsl';
import { evaluate, evaluateArticles } from '../../engine';
import { grandPrixBlock } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { file, plain } from '../support/dsl';
import { compile, readCells, vcfK12Cells } from '../support/vcf';

/*
 * Grand-prix points by place on a real final table: the VCF Enclosure 1 K-12 section
 * (samples/tournaments/vcf-k12-2021.csv; scores 5, 3.5, five on 3, two on 2.5, five on 2, 1.5, 1),
 * ranked on points alone, with the tables of two real club grand prix
 * (samples/regulations/hattersheim-grand-prix-2022-23.regula, kapiti-grand-prix-2020.regula).
 */
const sample = (name: string) => compile(readFileSync(join(REPO_ROOT, 'samples', 'regulations', `${name}.regula`), 'utf8'));
const pointsOf = (regulation: ReturnType<typeof compile>) => {
  const gp = evaluateArticles(evaluate(readCells(vcfK12Cells()), regulation), { event: 'GSQT 1' }).grandPrix[0]!;
  return {
    gp,
    points: gp.players.map((p) => `${p.name} ${p.points.toString()}`),
    audit: (n: string) => gp.players.find((p) => p.name === n)!.audit,
  };
};

describe('SC Hattersheim 2022/23: 10, 8, 6, 5, 4, 3, 2, 1, shared places averaged', () => {
  const { gp, points, audit } = pointsOf(sample('hattersheim-grand-prix-2022-23'));

  it('gives 1st 10, 2nd 8; five tied for 3rd–7th (6+5+4+3+2)/5 = 4 each; 8th–9th (1+0)/2 = 1/2; the rest 0', () => {
    expect(points).toEqual([
      'Thomas 10',
      'Sally 8',
      ...['Yusef', 'Akil', 'Sharon', 'Mike', 'Anand'].map((n) => `${n} 4`),
      'Jeff 1/2',
      'Carol 1/2',
      ...['Tina', 'Mickey', 'Adam', 'Peter G.', 'Peter S.', 'Kiki', 'Sai'].map((n) => `${n} 0`),
    ]);
    expect(gp.issues).toEqual([]);
    // The block's column says where the points come from: the place, not a formula.
    expect(grandPrixBlock(gp)[0]).toEqual(['Place', 'No', 'Name', 'Points', 'By place', 'Bonus', 'Audit']);
  });

  it('says in the audit how each shared range was averaged, and what places beyond the table get', () => {
    expect(audit('Yusef')).toEqual(['points by place: places 3–7 shared, averaged: (6 + 5 + 4 + 3 + 2) / 5 = 4']);
    expect(audit('Jeff')).toEqual([
      "points by place: places 8–9 shared, averaged: (1 + 0) / 2 = 0.5 (beyond the table's 8 places: others 0)",
    ]);
    expect(audit('Sally')).toEqual(['points by place: place 2: 8']);
    expect(audit('Sai')).toEqual(["points by place: place 16: 0 (beyond the table's 8 places: others 0)"]);
  });
});

describe('Kāpiti Chess Club 2020: 10 down to 1 for 10th, a shared placing takes the higher', () => {
  const { points, audit } = pointsOf(sample('kapiti-grand-prix-2020'));

  it('gives 3rd–7th 8 each, 8th–9th 3 each, 10th–14th 1 each, 15th and 16th nothing', () => {
    expect(points).toEqual([
      'Thomas 10',
      'Sally 9',
      ...['Yusef', 'Akil', 'Sharon', 'Mike', 'Anand'].map((n) => `${n} 8`),
      'Jeff 3',
      'Carol 3',
      ...['Tina', 'Mickey', 'Adam', 'Peter G.', 'Peter S.'].map((n) => `${n} 1`),
      'Kiki 0',
      'Sai 0',
    ]);
    expect(audit('Tina')).toEqual([
      "points by place: places 10–14 shared, each the higher of 1, 0, 0, 0, 0: 1 (beyond the table's 10 places: others 0)",
    ]);
  });
});

describe('points by place in the language', () => {
  const gp = (...lines: string[]) =>
    checkRegulation(file('regulation "GP"', 'rules fide-2026', 'grand-prix "Club"', ...lines.map((l) => `  ${l}`))).diagnostics.map(
      (d) => `${d.code} ${d.message}`,
    );

  it('lowers the table, the others and the sharing rule exactly (fractions kept)', () => {
    const regulation = compile(
      file('regulation "GP"', 'grand-prix "Club"', '  points by place 10, 7½, 5', '  shared places take the higher'),
    );
    expect(plain(regulation.grandPrix![0]!.placePoints)).toEqual({
      values: ['10', '15/2', '5'],
      others: '0',
      othersStated: false,
      sharing: 'higher',
    });
  });

  it('requires the sharing rule under "no tie-breaks", where places on points are shared', () => {
    expect(gp('points by place 10, 8, 6', 'no tie-breaks')).toEqual([
      'dsl/sharing-unstated Under "no tie-breaks" players on equal points share places, and the article does not say how shared places score',
    ]);
    expect(gp('points by place 10, 8, 6', 'no tie-breaks', 'shared places averaged')).toEqual([]);
  });

  it('takes a formula or a table, not both, and a sharing rule only with a table', () => {
    expect(gp('points = score', 'points by place 3, 2, 1')).toEqual([
      'dsl/points-formula-and-table The points are already given on line 4: a grand prix has a points formula or a table by place, not both',
    ]);
    expect(gp('points = score', 'shared places averaged')).toEqual([
      'dsl/sharing-without-table "shared places …" says how shared places score in a table by place, and this grand prix has no "points by place …"',
    ]);
  });

  it('never guesses: places by final place left shared by the tie-break list and no sharing rule are an error, without points', () => {
    const regulation = compile(
      file(
        'regulation "GP"',
        'tie-breaks',
        '  1. BH',
        '  then shared',
        'grand-prix "Club"',
        '  points by place 10, 8, 6',
        '  points by final place',
      ),
    );
    const result = evaluateArticles(evaluate(readCells(vcfK12Cells()), regulation), { event: 'GSQT 1' }).grandPrix[0]!;
    expect(result.issues.map((i) => [i.code, i.message])).toContainEqual([
      'engine/place-sharing-unstated',
      expect.stringMatching(/^Club in GSQT 1: places \d+–\d+ are shared and the grand prix does not say how shared places score/),
    ]);
    expect(result.withoutPoints.length).toBeGreaterThan(0);
  });
});
