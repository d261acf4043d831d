import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, type Evaluation } from '../../engine';
import { explainPlayer, readTrf } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { compile } from '../support/vcf';

/*
 * Progressive cuts as one criterion (issue 19 item 5): the arbiter's handbook (S. Reuben,
 * ../shared/seeds/004_416d81ab5ba0e8bd.txt, "Sum of Progressive Score"): "The highest score wins.
 * If still tied, deduct the first round score and, if necessary, the second, etc." On the TEC
 * exercise (samples/tournaments/tec-exercise-16.trf, 5 rounds) Adams and Costa both have a sum of
 * progressive scores of 11 (Adams 1 + 1.5 + 2 + 3 + 3.5, Costa 0.5 + 1.5 + 2.5 + 3 + 3.5); without
 * round 1, 10 against 10.5. Larsen and Olsen stay equal with every cut.
 */
const tec = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), 'utf8')).crosstable!;
const linton = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'linton-club-championship.regula'), 'utf8');
const regulationWith = (items: string[]) =>
  compile(`regulation "Progressive"\nrules fide-2026 swiss\ntie-breaks\n${items.map((item, i) => `  ${i + 1}. ${item}\n`).join('')}`);
const placesOf = (evaluation: Evaluation) =>
  evaluation.standings.map(
    (s) =>
      `${s.rank === s.lastRank ? s.rank : `${s.rank}–${s.lastRank}`} ${evaluation.crosstable.players.find((p) => p.id === s.player)!.name}`,
  );
const nameOf = (id: number) => tec.players.find((p) => p.id === id)!.name;

describe('the Linton Chess Club Championship (sum of progressive scores, then shared)', () => {
  const evaluation = evaluate(tec, compile(linton));

  it('shares the places the sum of progressive scores leaves tied', () => {
    expect(placesOf(evaluation).slice(0, 5)).toEqual([
      '1 Brown, Bruno',
      '2 Dahl, David',
      '3–4 Adams, Alice',
      '3–4 Costa, Clara',
      '5 Petrov, Pavel',
    ]);
  });
});

describe('progressive score with progressive cuts (Reuben: deduct round 1, then round 2, … while tied)', () => {
  const evaluation = evaluate(tec, regulationWith(['sum of progressive scores progressive cuts']));

  it('separates Costa from Adams without round 1 (10.5 against 10) and leaves Larsen and Olsen shared', () => {
    const places = placesOf(evaluation);
    expect(places.slice(0, 5)).toEqual(['1 Brown, Bruno', '2 Dahl, David', '3 Costa, Clara', '4 Adams, Alice', '5 Petrov, Pavel']);
    expect(places).toContain('10–11 Larsen, Lars');
    expect(places).toContain('10–11 Olsen, Olga');
  });

  it('shows the values compared until each player was separated, and says why a tie stayed', () => {
    const split = evaluation.splits.find((s) => s.group.map(nameOf).includes('Adams, Alice') && s.group.length === 4)!;
    expect(split.outcome.map((g) => g.map(nameOf))).toEqual([['Dahl, David'], ['Costa, Clara'], ['Adams, Alice'], ['Petrov, Pavel']]);
    expect(split.values.get(1)).toBe('11, C1 10');
    expect(split.values.get(3)).toBe('11, C1 10.5');
    expect(split.values.get(4)).toBe('11.5');
    const shared = evaluation.splits.find((s) => s.group.map(nameOf).includes('Larsen, Lars') && s.index === 1)!;
    expect(shared.reason).toBe('equal with every cut up to cut 4');
    // Larsen's scores after each round 0, 1, 2, 2, 2: 7, then 7, 6, 4 and 2 as rounds 1 to 4 are deducted.
    expect(shared.values.get(12)).toBe('7, C1 7, C2 6, C3 4, C4 2');
    expect(shared.outcome.map((g) => g.map(nameOf))).toEqual([['Larsen, Lars', 'Olsen, Olga'], ['Novak, Nikola']]);
  });

  it('explains a place decided with a cut', () => {
    const text = explainPlayer(evaluation, 1).join('\n');
    expect(text).toContain('Adams, Alice (1) 11, C1 10, Costa, Clara (3) 11, C1 10.5');
    expect(text).toContain('sum of progressive scores progressive cuts: 11, C1 10 (compared with cut 1 (progressive cuts))');
  });

  it('ranks exactly as the list of every cut written out, in letters as in words', () => {
    const written = placesOf(evaluate(tec, regulationWith(['PS', 'PS/C1', 'PS/C2', 'PS/C3', 'PS/C4'])));
    expect(placesOf(evaluate(tec, regulationWith(['PS/C+'])))).toEqual(written);
    expect(placesOf(evaluation)).toEqual(written);
    const buchholz = placesOf(evaluate(tec, regulationWith(['BH', 'BH/C1', 'BH/C2', 'BH/C3', 'BH/C4'])));
    expect(placesOf(evaluate(tec, regulationWith(['buchholz progressive cuts'])))).toEqual(buchholz);
  });
});

describe('progressive cuts in the language', () => {
  const errors = (item: string) =>
    compileRegulation(`regulation "x"\nrules fide-2026\ntie-breaks\n  1. ${item}\n`)
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => `${d.code}: ${d.message}`);

  it('refuses a fixed cut or a median beside them, and a criterion that takes no cut', () => {
    expect(errors('PS/C+/C1')).toEqual([
      'dsl/progressive-and-cut: "PS/C+/C1": progressive cuts make their own cuts; a Cut or Median beside them cannot apply',
    ]);
    expect(errors('buchholz progressive cuts median 1')).toEqual([
      'dsl/progressive-and-cut: "buchholz progressive cuts median 1": progressive cuts make their own cuts; a Cut or Median beside them cannot apply',
    ]);
    expect(errors('koya progressive cuts')[0]).toMatch(/^dsl\/modifier-not-allowed: Modifier "progressive cuts" is not allowed for KS/);
  });

  it('suggests the words when misspelt', () => {
    expect(errors('buchholz progresive cuts')).toEqual([
      'dsl/unknown-modifier: Unknown modifier "progresive cuts" for BH (did you mean "progressive cuts"?)',
    ]);
  });
});
