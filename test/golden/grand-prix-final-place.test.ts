import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateArticles } from '../../engine';
import { readTrf } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { compile } from '../support/vcf';

/*
 * Grand-prix points by the place after the tie-break, a place the tie-break leaves shared
 * sharing its points: SF Neureut's VM Schnellschach (samples/regulations/
 * sf-neureut-schnellschach.regula: 12, 10, 8, 6, 5, 4, 3, 2, 1, every other place 1, Buchholz)
 * on samples/tournaments/tec-exercise-16.trf (the TEC exercise's real crosstable).
 */
const regulation = compile(readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'sf-neureut-schnellschach.regula'), 'utf8'));
const trf = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), 'utf8'));
const gp = evaluateArticles(evaluate(trf.crosstable!, regulation), { event: 'Schnellschach 1' }).grandPrix[0]!;
const points = gp.players.map((p) => `${p.name.replace(/,.*/, '')} ${p.points.toString()}`);

describe('SF Neureut VM Schnellschach: points by final place, "bei Gleichstand nach der Feinwertung … geteilt"', () => {
  it('gives the four on 3½ their places by Buchholz, and Adams and Petrov, level on it, (6 + 5) / 2 each', () => {
    // Buchholz by hand (the opponents' scores): Costa 15½, Dahl 14; Adams 1½ + 1½ + 4 + 2 + 3½ =
    // 12½ (Ivanova, Moreau, Brown, Olsen, Dahl), Petrov 2½ + 2½ + 1½ + 4 + 2 = 12½ (Hansen,
    // Kovacs, Garcia, Brown, Olsen): places 4–5 stay shared, 6 + 5 = 11 split, 5½ each.
    expect(points.slice(0, 6)).toEqual(['Brown 12', 'Costa 10', 'Dahl 8', 'Adams 11/2', 'Petrov 11/2', 'Fischer 4']);
    expect(gp.issues).toEqual([]);
  });

  it('gives every player beyond 9th the table\'s "mind. 1 Punkt"', () => {
    expect(points.slice(6)).toEqual(
      ['Hansen 3', 'Kovacs 2', 'Evans 1'].concat(
        ['Olsen', 'Larsen', 'Novak', 'Garcia', 'Moreau', 'Ivanova', 'Jensen'].map((n) => `${n} 1`),
      ),
    );
    expect(gp.players.find((p) => p.name.startsWith('Adams'))!.audit).toEqual([
      'points by place: places 4–5 shared, averaged: (6 + 5) / 2 = 5.5',
    ]);
  });
});
