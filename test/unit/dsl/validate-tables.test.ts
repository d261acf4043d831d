import { describe, expect, it } from 'vitest';
import { checkRegulation } from '../../../dsl';
import { file, printed } from '../../support/dsl';

const qualification = (...lines: string[]) =>
  printed(checkRegulation(file('regulation "R"', 'qualification "Q" per section', ...lines.map((l) => `  ${l}`))).diagnostics);
/** An adjustment table needs a places table beside it (three lines before it). */
const PLACES = ['places from participants', '       <20  >=20', '  K-3  4    5'];

describe('qualification tables', () => {
  it('accepts touching whole-number bands over the number of participants', () => {
    expect(qualification('places from participants', '       <20  20-39  40-59  >=60', '  K-3  4    5      6      7')).toEqual([]);
  });

  it('reports a gap between whole-number bands (40 missing from 20-39, 41-59)', () => {
    expect(qualification('places from participants', '       <20  20-39  41-59  >=60', '  K-3  4    5      6      7')).toEqual([
      'test.regula:4:22: error dsl/band-gap: Bands "20-39" and "41-59" leave 40 uncovered',
    ]);
    expect(qualification('places from participants', '       <20  25-39', '  K-3  4    5')).toEqual([
      'test.regula:4:15: error dsl/band-gap: Bands "<20" and "25-39" leave 20 to 24 uncovered',
    ]);
  });

  it('reports overlapping bands', () => {
    expect(qualification('places from participants', '       <=20  20-39', '  K-3  4     5')).toEqual([
      'test.regula:4:16: error dsl/band-overlap: Bands "<=20" and "20-39" both cover 20',
    ]);
    expect(qualification('places from participants', '       >=10  20-39', '  K-3  4     5')).toEqual([
      'test.regula:4:16: error dsl/band-overlap: Bands ">=10" and "20-39" both cover everything from 20',
    ]);
  });

  it('reads bands over a fractional source (an average) as intervals of real numbers', () => {
    expect(qualification(...PLACES, 'adjust from average post-rating', '       -1     0        +1', '  K-3  <500   500-700  >700')).toEqual(
      [],
    );
    expect(qualification(...PLACES, 'adjust from average post-rating', '       -1     0        +1', '  K-3  <500   501-700  >700')).toEqual(
      ['test.regula:8:17: error dsl/band-gap: Bands "<500" and "501-700" leave the values between 500 and 501 uncovered'],
    );
    expect(qualification(...PLACES, 'adjust from average post-rating', '       -1     +1', '  K-3  <500   >500')).toEqual([
      'test.regula:8:17: error dsl/band-gap: Bands "<500" and ">500" leave 500 uncovered',
    ]);
  });

  it('reads a rounded average as whole numbers', () => {
    expect(
      qualification(...PLACES, 'adjust from round(average post-rating of participants)', '       -1    0', '  K-3  <500  500-700'),
    ).toEqual([]);
  });

  it('reports empty bands', () => {
    expect(qualification('places from participants', '       39-20', '  K-3  4')).toEqual([
      'test.regula:4:10: error dsl/empty-band: Band "39-20" is empty (the low end is above the high end)',
    ]);
  });

  it('checks that every row has one value per column and that labels are unique', () => {
    expect(qualification('places from participants', '       <20  >=20', '  K-3  4    5   6', '  K-3  4')).toEqual([
      'test.regula:5:5: error dsl/table-shape: Row "K-3" has 3 value(s), the header has 2',
      'test.regula:6:5: error dsl/duplicate-entry: Row "K-3" is already given on line 5',
      'test.regula:6:5: error dsl/table-shape: Row "K-3" has 1 value(s), the header has 2',
    ]);
  });

  it('expects numbers in the cells of a table whose header holds the bands', () => {
    expect(qualification('places from participants', '       <20  >=20', '  K-3  4    >5')).toEqual([
      'test.regula:5:15: error dsl/table-cell: ">5": expected a number here',
    ]);
  });
});
