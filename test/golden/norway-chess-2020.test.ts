import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, pointsFor, STANDARD, type Crosstable, type Evaluation } from '../../engine';
import { formatLocation, parseCsv, readGrid } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * Altibox Norway Chess 2020 (samples/regulations/norway-chess-2020.regula) ranked on its real
 * results (samples/tournaments/README.md gives the sources): each round a classical game, a
 * draw followed by an Armageddon game; 3 for a classical win, 1½ / 1 for the Armageddon's
 * winner / loser, 0 for a classical loss. The published final table: Carlsen 19½, Firouzja 18½,
 * Aronian 17½, Caruana 15½, Duda 9½, Tari 3½ (chess.com, "Norway Chess Round 10", 2020-10-16).
 */

const SAMPLES = join(REPO_ROOT, 'samples');
const regulation = compileRegulation(readFileSync(join(SAMPLES, 'regulations', 'norway-chess-2020.regula'), 'utf8')).regulation!;
const grid = (name: string) => parseCsv(readFileSync(join(SAMPLES, 'tournaments', name), 'utf8'));

function read(name: string, pointSystem = STANDARD): Crosstable {
  const reading = readGrid(grid(name), { sheet: 'Crosstable', pointSystem });
  expect(reading.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return reading.crosstable!;
}

const FINAL = [
  [1, 'Carlsen, Magnus', '39/2'],
  [2, 'Firouzja, Alireza', '37/2'],
  [3, 'Aronian, Levon', '35/2'],
  [4, 'Caruana, Fabiano', '31/2'],
  [5, 'Duda, Jan-Krzysztof', '19/2'],
  [6, 'Tari, Aryan', '7/2'],
];

function table(e: Evaluation) {
  const scores = new Map(
    e.crosstable.players.map((p) => [p.id, p.rounds.reduce((sum, r) => sum.add(pointsFor(r, e.pointSystem)), STANDARD.loss)]),
  );
  return e.standings.map((s) => [s.player, e.crosstable.players.find((p) => p.id === s.player)!.name, scores.get(s.player)!.toString()]);
}

describe('Norway Chess 2020 on its real crosstable', () => {
  it('the grid in 1-½-0 with ½+ / ½- for a draw and the Armageddon won / lost ranks as published', () => {
    const e = evaluate(read('norway-chess-2020.csv'), regulation);
    expect(e.issues).toEqual([]);
    expect(table(e)).toEqual(FINAL);
    expect(e.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('every result is 3, 1½, 1 or 0: 18 decisive classical games, 12 Armageddons', () => {
    const crosstable = read('norway-chess-2020.csv');
    const counts = new Map<string, number>();
    for (const p of crosstable.players)
      for (const r of p.rounds) {
        const points = pointsFor(r, regulation.pointSystem!).toString();
        counts.set(points, (counts.get(points) ?? 0) + 1);
      }
    // 30 games (15 pairs × 2): 18 decisive in classical (Carlsen 5, Firouzja 4, Aronian 4, Caruana 3, Duda 2), 12 drawn then an Armageddon.
    expect(Object.fromEntries(counts)).toEqual({ '3': 18, '0': 18, '3/2': 12, '1': 12 });
  });

  it('the table as chess.com published it, in the event’s points (1.5 3 … and Pts), reads the same', () => {
    const published = read('norway-chess-2020-points.csv', regulation.pointSystem!);
    const marked = read('norway-chess-2020.csv');
    const results = (c: Crosstable) => c.players.map((p) => p.rounds);
    expect(results(published)).toEqual(results(marked));
    expect(table(evaluate(published, regulation))).toEqual(FINAL);
  });

  it('read without the Armageddons (1-½-0 alone) it is chess.com’s "standard games only" table', () => {
    const e = evaluate(read('norway-chess-2020.csv'), { ...regulation, pointSystem: STANDARD });
    expect(table(e).map(([id, , points]) => [id, points])).toEqual([
      [1, '13/2'],
      [2, '13/2'],
      [3, '13/2'],
      [4, '11/2'],
      [5, '7/2'],
      [6, '3/2'],
    ]);
  });

  it('a published point that is no result of the system is an error at its cell', () => {
    const cells = grid('norway-chess-2020-points.csv');
    cells[1]![4] = '2 3';
    const reading = readGrid(cells, { sheet: 'Crosstable', pointSystem: regulation.pointSystem! });
    const issue = reading.issues.find((i) => i.severity === 'error');
    expect(issue && `${formatLocation(issue.location)} ${issue.code}: ${issue.message}`).toBe(
      "'Crosstable'!E2 grid/unknown-token: Found '2 3' against player 2; expected two results, 3, ½ or 0 (or = for a draw), 1½ or 1 for a draw with advantage or disadvantage, + or - for a forfeit.",
    );
  });
});
