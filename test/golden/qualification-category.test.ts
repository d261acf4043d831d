/**
 * Qualification limited to a category: "the best two U14 players qualify",
 * "the best girl qualifies" — `best N of CATEGORY` and `for CATEGORY` — on
 * samples/tournaments/tec-exercise-16-youth.trf (the TEC exercise's results with invented youth
 * data, samples/tournaments/README.md) with the World Youth 2023 categories
 * (samples/regulations/world-youth-2023.regula: ages on 2022-12-31). Who is in which category
 * is worked out in test/golden/world-youth-categories.test.ts; final order 2, 3, 4, 1, 16, …
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation } from '../../dsl';
import { evaluate, evaluateArticles } from '../../engine';
import { decodeTrfBytes, qualificationBlock, readTrf } from '../../io';
import { printed } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

const YOUTH = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'world-youth-2023.regula'), 'utf8');

function qualify(qualification: string) {
  const text = `${YOUTH}\n${qualification}`;
  const compiled = compileRegulation(text);
  expect(printed(compiled.diagnostics)).toEqual([]);
  const bytes = new Uint8Array(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16-youth.trf')));
  const input = readTrf(decodeTrfBytes(bytes), { file: 'tec-exercise-16-youth.trf' });
  const articles = evaluateArticles(evaluate(input.crosstable!, compiled.regulation!));
  return { result: articles.qualification[0]!, issues: articles.issues, text };
}

const entries = (r: { entries: { player: number; place: { rank: number }; outcome: string; reason: string }[] }) =>
  r.entries.map((e) => `#${e.player} (${e.place.rank}) ${e.outcome}: ${e.reason}`);

describe('qualification limited to a category', () => {
  it('"the best two U14 players qualify": 3 and 1, places 2 and 4 overall; #6 (no birth date) passed over with why', () => {
    const { result, text } = qualify('qualification "U14 berths"\n  best 2 of category "U14"\n');
    expect(formatRegulation(text).text).toBe(text);
    expect(result.places).toBe(2);
    expect(result.qualified).toEqual([3, 1]);
    expect(result.audit).toEqual([
      'best 2 of U14: 2 places',
      'places = 2',
      'only U14 (under 14): 6 of 16 players; the others are passed over',
      'ages on 2022-12-31 (as the regulation states)',
    ]);
    // #2 (1st, born 2008-12-31) and #4 (3rd) are not U14: no line; #3 and #1 qualify.
    expect(entries(result)).toEqual(['#3 (2) qualified: U14 qualifier 1 of 2', '#1 (4) qualified: U14 qualifier 2 of 2']);
  });

  it('"the best girl qualifies", the conditions written in place: #3, 2nd overall', () => {
    const { result } = qualify('qualification "Girls berth"\n  best 1 of female under 18\n');
    expect(result.qualified).toEqual([3]);
    expect(result.audit[2]).toBe('only female under 18: 6 of 16 players; the others are passed over');
  });

  it('a player whose data cannot decide is listed, not assumed in: U14 down to the 6th member passes #6', () => {
    const { result, issues } = qualify('qualification "U14 top six"\n  best 6 of category "U14"\n');
    expect(result.qualified).toEqual([3, 1, 16, 7, 9, 10]);
    const undecided = result.entries.filter((e) => e.outcome === 'skipped');
    expect(undecided.map((e) => [e.player, e.reason])).toEqual([[6, 'not in the category: no birth date']]);
    // The qualification warns as the category's ranking does: one warning, not two.
    const warning =
      '1 player of TEC Exercises in Tie-Breaking (16 players), youth data not in the category U14 for want of data: Fischer, Felix (no birth date)';
    expect(result.issues.map((i) => i.message)).toEqual([warning]);
    expect(issues.filter((i) => i.message === warning)).toHaveLength(1);
  });

  it('`for CATEGORY` limits the places of a table: 16 participants → 3 places, all Girls U18', () => {
    const { result } = qualify(
      'qualification "Girls places"\n  places from participants\n         <20  >=20\n    All  3    4\n  for category "Girls U18"\n',
    );
    expect(result.places).toBe(3);
    expect(result.qualified).toEqual([3, 1, 11]);
    expect(qualificationBlock(result).length).toBeGreaterThan(3);
  });
});
