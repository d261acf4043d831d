import { describe, expect, it } from 'vitest';
import { checkRegulation } from '../../../dsl';
import { file, printed } from '../../support/dsl';

/** Diagnostics of a grand-prix article with these lines. */
const gp = (...lines: string[]) =>
  printed(checkRegulation(file('regulation "R"', 'grand-prix "G"', ...lines.map((l) => `  ${l}`))).diagnostics);

describe('formula checks', () => {
  it('accepts the VCF Cup formula: rounds is never zero, 1000 is not zero', () => {
    expect(
      gp(
        'let AR = round(average post-rating of participants)',
        'let NoP = count of participants',
        'let SP = score / rounds',
        'points = AR * SP * NoP / 1000, shown to 4 decimals',
      ),
    ).toEqual([]);
  });

  it('flags a division by something that can be zero', () => {
    expect(gp('points = score / games-played')).toEqual([
      'test.regula:3:20: error dsl/division-by-zero: Division by "games-played", which can be zero (use max(…, 1) or a where clause)',
    ]);
    expect(gp('let W = count of participants where score > 2', 'points = 1 / W')).toEqual([
      'test.regula:4:16: error dsl/division-by-zero: Division by "W", which can be zero (use max(…, 1) or a where clause)',
    ]);
    expect(gp('points = 1 / (rounds - 1)')).toEqual([
      'test.regula:3:16: error dsl/division-by-zero: Division by "(rounds - 1)", which can be zero (use max(…, 1) or a where clause)',
    ]);
    expect(gp('points = 1 / round(score)')).toEqual([
      'test.regula:3:16: error dsl/division-by-zero: Division by "round(score)", which can be zero (use max(…, 1) or a where clause)',
    ]);
  });

  it('knows what keeps a divisor away from zero', () => {
    expect(gp('points = score / max(games-played, 1)')).toEqual([]);
    expect(gp('points = score / ceil(rounds / 2)')).toEqual([]);
    expect(gp('points = 1 / clamp(rating, 100, 3000)')).toEqual([]);
    expect(gp('points = 1 / (participants * rounds)')).toEqual([]);
    expect(gp('points = 1 / abs(-3)')).toEqual([]);
  });

  it('knows names from their let line on, case-insensitively, and suggests close ones', () => {
    expect(gp('points = SP * 2', 'let SP = score')).toEqual(['test.regula:3:12: error dsl/undefined-name: Unknown name "SP"']);
    expect(gp('let SP = score', 'points = sp * 2')).toEqual([]);
    expect(gp('points = post-ratng')).toEqual([
      'test.regula:3:12: error dsl/undefined-name: Unknown name "post-ratng" (did you mean "post-rating"?)',
    ]);
  });

  it('hints at spaces when a name looks like a subtraction', () => {
    expect(gp('points = rounds-1')).toEqual([
      'test.regula:3:12: error dsl/undefined-name: Unknown name "rounds-1"; for a subtraction, put spaces around "-" (rounds - 1)',
    ]);
  });

  it('does not let a name be defined twice or shadow a built-in', () => {
    expect(gp('let A = 1', 'let a = 2', 'let score = 3', 'points = A')).toEqual([
      'test.regula:4:7: error dsl/redefined-name: "a" is already defined on line 3',
      'test.regula:5:7: error dsl/redefined-name: "score" is a built-in name and cannot be redefined',
    ]);
  });

  it('checks how many arguments a function takes', () => {
    expect(gp('points = clamp(score, 1)')).toEqual([
      'test.regula:3:12: error dsl/wrong-arity: clamp(x, low, high) takes 3 argument(s), found 2',
    ]);
    expect(gp('points = min(score)')).toEqual([
      'test.regula:3:12: error dsl/wrong-arity: min(a, b, …) takes at least 2 arguments, found 1',
    ]);
    expect(gp('points = round(score, 1, 2)')).toEqual([
      'test.regula:3:12: error dsl/wrong-arity: round(x) or round(x, decimals) takes 1 to 2 arguments, found 3',
    ]);
    expect(gp('points = round(score, 1.5)')).toEqual([
      'test.regula:3:25: error dsl/not-whole: The number of decimals must be a whole number, found "1.5"',
    ]);
  });

  it('keeps conditions and numbers apart', () => {
    expect(gp('points = score > 2')).toEqual([
      'test.regula:3:12: error dsl/not-a-number: "score > 2" is a comparison (true or false), not a number',
    ]);
    expect(gp('points = count of participants where score')).toEqual([
      'test.regula:3:40: error dsl/not-a-condition: "score" is a number, not a condition (compare it: "… > 0")',
    ]);
    expect(gp('points = count of participants where not (score > 1 and rating < 2000 or rank = 1)')).toEqual([]);
  });

  it('allows each article its own domains', () => {
    expect(gp('points = sum of best 2 score over events')).toEqual([
      'test.regula:3:12: error dsl/bad-domain: "events" cannot be used in a grand-prix article (use participants)',
    ]);
    const team = checkRegulation(
      file(
        'regulation "R"',
        'grand-prix "G"',
        '  points = score',
        'team "T" by column "Club"',
        '  season score = sum of best 4 grand-prix over events',
      ),
    ).diagnostics;
    expect(team).toEqual([]);
  });

  it('knows the team names only in team articles', () => {
    expect(gp('points = grand-prix')).toEqual(['test.regula:3:12: error dsl/undefined-name: Unknown name "grand-prix"']);
  });

  it('checks qualification sources and best N', () => {
    const q = checkRegulation(
      file('regulation "R"', 'qualification "Q"', '  places from sum of best 2.5 scores', '     <10  >=10', '    K-3  1  2'),
    ).diagnostics;
    expect(printed(q)).toEqual([
      'test.regula:3:27: error dsl/not-whole: best N must be a whole number, found "2.5"',
      'test.regula:3:31: error dsl/undefined-name: Unknown name "scores" (did you mean "score"?)',
    ]);
  });
});
