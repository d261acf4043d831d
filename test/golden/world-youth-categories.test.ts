/**
 * samples/regulations/world-youth-2023.regula (World Youth Chess Championships 2023
 * regulations art. 2.1: "must not have reached his/her 14th, 16th or 18th birthday … before
 * 1st January 2023") ranked on samples/tournaments/tec-exercise-16-youth.trf: the TEC
 * exercise's results with invented player data (sex, birth dates, federations) that puts
 * players on each edge: born 2009-01-01 (13 on 2022-12-31: U14), born 2008-12-31 (14 that
 * day: not U14), a year-only "2010/00/00" and "2006", no birth date (#6), no sex (#7).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation } from '../../dsl';
import { evaluate, evaluateArticles } from '../../engine';
import { categoryBlock, decodeTrfBytes, prizesBlock, readTrf } from '../../io';
import { printed } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'world-youth-2023.regula'), 'utf8');

function run() {
  const compiled = compileRegulation(text);
  expect(printed(compiled.diagnostics)).toEqual([]);
  const bytes = new Uint8Array(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16-youth.trf')));
  const input = readTrf(decodeTrfBytes(bytes), { file: 'tec-exercise-16-youth.trf' });
  expect(input.issues).toEqual([]);
  const evaluation = evaluate(input.crosstable!, compiled.regulation!);
  return { evaluation, articles: evaluateArticles(evaluation) };
}

const members = (rows: { rank: number; player: number; overall: number }[]) => rows.map((r) => `${r.rank}. #${r.player} (${r.overall})`);

describe('World Youth 2023 categories on the TEC exercise with youth data', () => {
  it('is in canonical layout: the formatter prints every category as written', () => {
    expect(formatRegulation(text).text).toBe(text);
  });

  it('ranks each category in the order of the final standings, ages on 2022-12-31', () => {
    const { evaluation, articles } = run();
    expect(evaluation.standings.slice(0, 5).map((s) => s.player)).toEqual([2, 3, 4, 1, 16]);
    const byName = new Map(articles.categories.map((c) => [c.category, c]));
    const u14 = byName.get('U14')!;
    expect(u14.dates).toEqual(['ages on 2022-12-31 (as the regulation states)']);
    // #2 Brown, born 2008-12-31, is 14 on 2022-12-31: not U14; #1 Adams, born 2009-01-01, is 13.
    expect(members(u14.rows)).toEqual(['1. #3 (2)', '2. #1 (4)', '3. #16 (5)', '4. #7 (13)', '5. #9 (15)', '6. #10 (16)']);
    expect(u14.missing).toEqual([{ player: 6, name: 'Fischer, Felix', reason: 'no birth date' }]);
    expect(members(byName.get('Girls U14')!.rows)).toEqual(['1. #3 (2)', '2. #1 (4)', '3. #9 (15)']);
    expect(byName.get('Girls U14')!.missing).toEqual([{ player: 7, name: 'Garcia, Greta', reason: 'no sex given' }]);
    // U16 written "U16"; #14 Novak's "2007/00/00" is 15 on every day of 2007: U16 decided.
    expect(byName.get('U16')!.rows.map((r) => r.player)).toEqual([2, 3, 1, 16, 11, 5, 14, 7, 9, 10]);
    // U18 as "born 2005 or later": #4 Dahl's year-only "2006" is enough; #8 (2004) and #15 (2004-12-31) are out.
    expect(byName.get('U18')!.rows.map((r) => r.player)).toEqual([2, 3, 4, 1, 16, 11, 5, 12, 14, 7, 13, 9, 10]);
    expect(byName.get('Girls U18')!.rows.map((r) => r.player)).toEqual([3, 1, 11, 5, 13, 9]);
    expect(categoryBlock(u14)[1]).toEqual([null, null, null, null, null, 'U14: under 14']);
  });

  it('warns once per category for the players its data cannot place, and prizes them by name', () => {
    const { articles } = run();
    const warnings = articles.issues.filter((i) => i.code === 'engine/category-missing-data').map((i) => i.message);
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toBe(
      '1 player of TEC Exercises in Tie-Breaking (16 players), youth data not in the category U14 for want of data: Fischer, Felix (no birth date)',
    );
    const prizes = articles.prizes!;
    expect(prizes.awards.map((a) => [a.player, a.prize, a.trophy])).toEqual([
      [3, 'U14 places 1–3', 'Trophy'],
      [3, 'Girls U14 places 1–2', 'Trophy'],
    ]);
    expect(prizesBlock(prizes).some((row) => row[6] === 'under 14: ages on 2022-12-31 (as the regulation states)')).toBe(true);
  });
});
