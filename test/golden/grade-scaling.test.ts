import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { combineGrades, evaluate, gradeInputOf, type Regulation } from '../../engine';
import { readTrf } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * Kāpiti Chess Club's multi-grade tournaments (samples/regulations/kapiti-grand-prix-2020.regula):
 * "If there are 3 grades, then game points for the B grade players are scaled by a factor of 2/3,
 * and game points for the C grade players are multiplied by a factor of 1/3. Grand Prix points are
 * then assigned based on the rankings of the single combined set of scaled points." Three sample
 * crosstables stand in for the grades of one tournament: A the TEC exercise (16 players, 5 rounds),
 * B the 8-player double round robin (14 rounds), C the Hamilton club's 4-player blitz (12 rounds);
 * each is ranked by the regulation, then combineGrades ranks their scaled scores as one.
 */
const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'kapiti-grand-prix-2020.regula'), 'utf8');
const regulation: Regulation = compileRegulation(text).regulation!;
const grade = (name: string, file: string) =>
  gradeInputOf(name, evaluate(readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', file), 'utf8')).crosstable!, regulation));
const A = grade('A', 'tec-exercise-16.trf');
const B = grade('B', 'club-championship-drr-8.trf');
const C = grade('C', 'hamilton-club-blitz-2016.trf');
const rows = (grades: Parameters<typeof combineGrades>[0]) => {
  const combined = combineGrades(grades, regulation.grandPrix![0]!);
  const place = (p: { rank: number; lastRank: number }) => (p.rank === p.lastRank ? `${p.rank}` : `${p.rank}–${p.lastRank}`);
  return {
    combined,
    lines: combined.entries.map((e) => `${place(e.place)} ${e.grade} ${e.name} ${e.scaled.toString()} ${e.points?.toString() ?? '-'}`),
  };
};

describe('if 3 grades: scaled 1, 2/3, 1/3 — one combined ranking of the scaled scores', () => {
  it('puts B’s Castell first on 8 × 2/3 = 16/3, and shares 4th–6th between A’s Brown and B’s Ebner and Falk, 4 each', () => {
    const { lines, combined } = rows([A, B, C]);
    // Hand check of the tie: Brown 4 points in A (× 1 = 4), Ebner and Falk 6 in B (× 2/3 = 4);
    // places 4–6 shared, each "the higher" of 7, 6, 5: 7 grand-prix points.
    expect(lines.slice(0, 8)).toEqual([
      '1 B Castell, Clara 16/3 10',
      '2–3 B Adler, Anna 5 9',
      '2–3 B Graf, Greta 5 9',
      '4–6 A Brown, Bruno 4 7',
      '4–6 B Ebner, Eva 4 7',
      '4–6 B Falk, Felix 4 7',
      '7–8 B Brandt, Boris 11/3 4',
      '7–8 B Dorn, David 11/3 4',
    ]);
    // C's best, Adams and Brown on 8½ of 12, scale to 17/6: 15th–16th, beyond the table's ten places.
    expect(lines.filter((l) => l.includes(' C '))[0]).toBe('15–16 C Adams, Ian 17/6 0');
    expect(combined.entries).toHaveLength(16 + 8 + 4);
    expect(combined.entries[3]!.audit).toBe(
      'A: 4 × 1 = 4, place 4–6 of 28: points by place: places 4–6 shared, each the higher of 7, 6, 5: 7',
    );
    expect(combined.issues).toEqual([]);
  });

  it('if 2 grades: the lower grade at 1/2 — B’s Castell 8 × ½ = 4 shares 1st–2nd with A’s Brown, 10 each', () => {
    expect(rows([A, B]).lines.slice(0, 4)).toEqual([
      '1–2 A Brown, Bruno 4 10',
      '1–2 B Castell, Clara 4 10',
      '3–4 B Adler, Anna 15/4 8',
      '3–4 B Graf, Greta 15/4 8',
    ]);
  });

  it('a tournament of a number of grades the article does not scale is an error, and gives no points', () => {
    const { combined } = rows([A, B, C, A]);
    expect(combined.entries).toEqual([]);
    expect(combined.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([
      'engine/grade-scaling-missing: GP points: the tournament has 4 grades (A, B, C, A), and the article scales 2 or 3 grades: no points are given',
    ]);
  });

  it('checks the line: a factor per grade, none above the grade before, and notes its reading', () => {
    const codes = (line: string) => compileRegulation(text.replace('if 3 grades: scaled 1, 2/3, 1/3', line)).diagnostics.map((d) => d.code);
    expect(codes('if 3 grades: scaled 1, 2/3')).toContain('dsl/grade-scaling-count');
    expect(codes('if 3 grades: scaled 1, 1/3, 2/3')).toContain('dsl/grade-scaling-factor');
    expect(codes('if 1 grades: scaled 1')).toContain('dsl/grade-scaling-grades');
    expect(codes('if 2 grades: scaled 1, 1/4')).toContain('dsl/duplicate-entry');
  });
});
