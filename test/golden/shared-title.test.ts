import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateArticles } from '../../engine';
import { prizesBlock, readTrf } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { compile } from '../support/vcf';

/*
 * "Champion shared, trophies by tie-break" (two outcomes of one list): the Pau Sarrailh internal
 * championship (samples/regulations/pau-championnat-interne-2015.regula: 3-1-0, then direct
 * encounter, then Sonneborn-Berger) on samples/tournaments/club-championship-drr-8.trf, where
 * Adler and Castell finish on 22 points, with a shared title and a trophy for place 1 as US
 * Chess practice gives them (forum.uschess.org/t/titles-and-tie-breaks/2868: all tied players
 * earn the title; one gets the tallest trophy).
 */
const pau = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'pau-championnat-interne-2015.regula'), 'utf8');
const trf = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf'), 'utf8'));
const prizesOf = (lines: string[]) => {
  const regulation = compile(`${pau}\nprizes\n${lines.map((l) => `  ${l}\n`).join('')}`);
  return evaluateArticles(evaluate(trf.crosstable!, regulation), { event: 'Pau 2015' }).prizes!;
};

describe('title "Champion" shared on points', () => {
  const prizes = prizesOf(['place 1: "Trophy", place 2: "Medal"', 'title "Club Champion" shared on points']);

  it('gives the title to both players on 22 points, and the trophy by the tie-break list', () => {
    expect(prizes.title).toEqual({
      name: 'Club Champion',
      holders: [
        expect.objectContaining({ name: expect.stringMatching(/Adler/) }),
        expect.objectContaining({ name: expect.stringMatching(/Castell/) }),
      ],
      text: expect.stringMatching(
        /^Club Champion shared on 22 points by .*Adler.*, .*Castell.*; places by the tie-break list: .*Adler.* first$/,
      ),
    });
    expect(prizes.awards.map((a) => [a.name.replace(/,.*/, ''), a.trophy])).toEqual([
      ['Adler', 'Trophy'],
      ['Castell', 'Medal'],
    ]);
  });

  it('shows both outcomes in the prizes block: the title holders, then the places', () => {
    const rows = prizesBlock(prizes).map((r) => [r[1], r[2], r[5]].map((c) => (typeof c === 'string' ? c.replace(/,.*/, '') : c)));
    expect(rows).toEqual([
      ['Name', 'Prize', 'Trophy'],
      ['Adler', 'places 1–2', 'Trophy'],
      ['Castell', 'places 1–2', 'Medal'],
      ['Adler', 'title: Club Champion', null],
      ['Castell', 'title: Club Champion', null],
    ]);
  });

  it('is one holder when the top score is not shared (Deutschlandturnier 2016 on the TEC exercise: Brown alone on 4)', () => {
    const german = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'deutschlandturnier-2016.regula'), 'utf8');
    const tec = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), 'utf8'));
    const regulation = compile(`${german}\nprizes\n  title "Sieger" shared on points\n`);
    const alone = evaluateArticles(evaluate(tec.crosstable!, regulation), { event: 'TEC' }).prizes!;
    expect(alone.title!.text).toBe('Sieger: Brown, Bruno, alone on 4 points');
  });
});
