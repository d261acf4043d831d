import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, formatRegulation } from '../../dsl';
import { evaluate, type Evaluation, type Regulation } from '../../engine';
import { documentMarkdown, explainPlayer, readTrf, regulationDocument } from '../../io';
import { file, positioned } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * Two scorings in one event: the Grand Chess Tour 2016's Rapid & Blitz events, rapid games scored
 * 2-1-0 and blitz games 1-½-0 in one standings (samples/regulations/grand-chess-tour-2016-rapid-blitz.regula,
 * "2. Scoring"), on an invented crosstable of the events' format (samples/tournaments/README.md):
 * ten players, a rapid single round robin (rounds 1–9) then a blitz double round robin (rounds
 * 10–27); the lower number wins every game, except that Brown (2) beats Adams (1) in their rapid game.
 */

const SAMPLES = join(REPO_ROOT, 'samples');
const text = readFileSync(join(SAMPLES, 'regulations', 'grand-chess-tour-2016-rapid-blitz.regula'), 'utf8');
const crosstable = readTrf(readFileSync(join(SAMPLES, 'tournaments', 'gct-rapid-blitz-format.trf'), 'utf8')).crosstable!;
const compile = (source: string): Regulation => {
  const compiled = compileRegulation(source);
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return compiled.regulation!;
};
const withList = (list: string) => text.replace('tie-breaks\n  then shared\n', `tie-breaks\n${list}`);
const places = (e: Evaluation, n: number) => e.standings.slice(0, n).map((s) => [s.player, s.rank, s.lastRank, s.decidedBy]);
const value = (e: Evaluation, code: string, id: number) => {
  const result = e.columns.find((c) => c.definition.code === code)!.values.get(id);
  return result?.kind === 'value' ? result.value.toString() : result?.kind;
};

describe('rapid 2-1-0 and blitz 1-½-0 in one standings', () => {
  it('Adams and Brown share first on 34: rapid 16 + blitz 18 and rapid 18 + blitz 16', () => {
    const e = evaluate(crosstable, compile(text));
    expect(e.issues).toEqual([]);
    // Adams: 8 rapid wins × 2 = 16, all 18 blitz games × 1 = 18. Brown: 9 rapid wins × 2 = 18,
    // 16 blitz wins (both lost to Adams) = 16. Costa (3) wins against 4–10 only: 7 × 2 + 14 = 28.
    expect(places(e, 4)).toEqual([
      [1, 1, 2, 'shared'],
      [2, 1, 2, 'shared'],
      [3, 3, 3, 'PTS'],
      [4, 4, 4, 'PTS'],
    ]);
    expect(value(e, 'PTS', 1)).toBe('34');
    expect(value(e, 'PTS', 3)).toBe('28');
    // Scored 1-½-0 in every round they are not tied: Adams 26, Brown 25.
    const plain = evaluate(crosstable, compile(text.replace(/^scoring\n(?: {2}rounds.*\n)+\n/m, '')));
    expect([value(plain, 'PTS', 1), value(plain, 'PTS', 2)]).toEqual(['26', '25']);
  });

  it('tie-breaks sum each round’s points in its own scoring: DE and SB level, WIN for Adams', () => {
    const e = evaluate(crosstable, compile(withList('  1. DE\n  2. SB\n  3. WIN\n  then shared\n')));
    expect(e.issues).toEqual([]);
    // DE: three encounters (C.07 6.1.2, their average): Adams 0 (rapid) + 1 + 1 (blitz) = 2, Brown
    // 2 + 0 + 0 = 2: 2/3 each.
    expect([value(e, 'DE', 1), value(e, 'DE', 2)]).toEqual(['2/3', '2/3']);
    // SB (opponent's score × points scored against them): Adams: Brown 34 × (1 + 1) = 68, each of
    // 3–10 × (2 + 1 + 1) = 4 × (28 + 24 + 20 + 16 + 12 + 8 + 4 + 0) = 448 → 516; Brown: Adams 34 × 2 = 68,
    // the same 448 → 516.
    expect([value(e, 'SB', 1), value(e, 'SB', 2)]).toEqual(['516', '516']);
    // WIN (a win's points of the round's own scoring): Adams 8 + 18 = 26, Brown 9 + 16 = 25.
    expect([value(e, 'WIN', 1), value(e, 'WIN', 2)]).toEqual(['26', '25']);
    expect(places(e, 2)).toEqual([
      [1, 1, 1, 'WIN'],
      [2, 2, 2, 'WIN'],
    ]);
    expect(explainPlayer(e, 1)[0]).toBe('Adams, Ann (1) is placed 1 of 10, decided by WIN.');
  });

  it('a criterion reading one value for the whole event is an error that lists its meanings, in check and in the engine', () => {
    const checked = checkRegulation(withList('  1. KS\n  then shared\n')).diagnostics;
    expect(checked.map((d) => `${d.code}: ${d.message}`)).toContainEqual(
      'dsl/criterion-two-scorings: Koya system (KS) reads one point value for the whole event, and the rounds are scored by more than one point system: it could mean "the opponents with half of the rounds’ wins added up (each round’s win in its own scoring) or more" or "the opponents with half of their games or more, each game 1-½-0 whatever its round’s scoring"',
    );
    const regulation = compile(text);
    const e = evaluate(crosstable, { ...regulation, tiebreaks: [...regulation.tiebreaks, { code: 'KS', text: 'KS' }] });
    expect(e.issues.map((i) => i.code)).toEqual(['engine/criterion-two-scorings']);
    expect(e.columns.some((c) => c.definition.code === 'KS')).toBe(false);
  });
});

describe('"rounds A-B:" in the scoring article', () => {
  it('lowers to a point system per range; formats; check notes the reading once', () => {
    const regulation = compile(text);
    expect(regulation.pointSystem).toBeUndefined();
    expect(regulation.roundScoring!.map((r) => [r.first, r.last, r.pointSystem.name, r.pointSystem.pab.toString()])).toEqual([
      [1, 9, '2-1-0', '2'],
      [10, 27, '1-1/2-0', '1'],
    ]);
    expect(formatRegulation(text).text).toBe(text);
    expect(compileRegulation(text).diagnostics.map((d) => `${d.span.start.line} ${d.code}`)).toEqual(['15 dsl/two-scorings-reading']);
  });

  it('errors: rounds out of order, overlapping; a kind the article states and a rounds line does not is noted', () => {
    const bad = file(
      'regulation "x"',
      'scoring',
      '  win 1, draw 1/2, loss 0, half-point bye 1/2',
      '  rounds 9-1: win 2',
      '  rounds 1-9: win 2, draw 1, loss 0',
      '  rounds 5-12: win 3',
    );
    expect(positioned(checkRegulation(bad).diagnostics)).toEqual([
      '4:3 dsl/round-scoring-order',
      '4:3 dsl/two-scorings-reading',
      '5:3 dsl/round-scoring-unstated-kind',
      '6:3 dsl/round-scoring-overlap',
      '6:3 dsl/round-scoring-unstated-kind',
    ]);
    expect(checkRegulation(bad).diagnostics.find((d) => d.code === 'dsl/round-scoring-unstated-kind')!.message).toBe(
      'Rounds 1-9 score a half-point bye by their own win and draw (C.04.1), not the 1/2 the article states for its other rounds',
    );
  });

  it('render prints each range’s points and what the tie-breaks sum', () => {
    const md = documentMarkdown(regulationDocument(compile(text)));
    expect(md).toContain('Rounds 1–9 are scored by their own points:');
    expect(md).toContain('Rounds 10–27 are scored by their own points:');
    expect(md).toContain('Every tie-break sums each round’s points in that round’s scoring');
  });
});
