import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateArticles } from '../../engine';
import { readTrf } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { compile } from '../support/vcf';

/*
 * A national title inside an open: the Scottish Championship 2019 (samples/regulations/
 * scottish-championship-2019.regula: TPR breaks ties for the title, prize money shared, titles
 * only to SCO players). Crosstable: samples/tournaments/tec-exercise-16-youth.trf (the TEC
 * exercise with invented player data) with its five ITA players made SCO here, in the test —
 * Adams, Evans, Garcia, Jensen, Petrov — so that the open's winner (Brown, GER) is not eligible.
 */
const regulation = compile(readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'scottish-championship-2019.regula'), 'utf8'));
const youth = readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16-youth.trf'), 'utf8');
const crosstable = readTrf(youth.replaceAll(' ITA  ', ' SCO  ')).crosstable!;
const evaluation = evaluate(crosstable, regulation);
const prizes = evaluateArticles(evaluation, { event: 'Scottish 2019' }).prizes!;
const short = (name: string) => name.replace(/,.*/, '');
const nameOf = (id: number) => short(crosstable.players.find((p) => p.id === id)!.name);
const valueOf = (result: { kind: string; value?: { toString(): string } } | undefined) => result?.value?.toString();

describe('Scottish Championship 2019: the highest-placed SCO player is Scottish Champion', () => {
  it('places the four on 3½ by TPR: Petrov 2200, Costa 2181, Adams 2171, Dahl 2136', () => {
    // By hand (C.07 2009 TPR = average rating of the rated opponents + dp(p)): Petrov met
    // Hansen 2230 (½), Kovacs 1990 (1), Brown 2010 (0), Olsen 2190 (1) and the unrated Garcia
    // (left out): 8420 / 4 = 2105, 2½ of 4 = 62.5% → dp(0.63) = 95, TPR 2200. Adams met 1640,
    // 2120, 2010, 2190, 2150: 10110 / 5 = 2022, 3½ of 5 = 70% → dp(0.70) = 149, TPR 2171.
    expect(evaluation.standings.slice(0, 5).map((s) => `${s.rank} ${nameOf(s.player)}`)).toEqual([
      '1 Brown',
      '2 Petrov',
      '3 Costa',
      '4 Adams',
      '5 Dahl',
    ]);
    const tpr = evaluation.columns.find((c) => c.header === 'TPR')!;
    expect([16, 3, 1, 4].map((id) => valueOf(tpr.values.get(id)))).toEqual(['2200', '2181', '2171', '2136']);
  });

  it('gives the title to Petrov, the first SCO player by TPR, and shares the money of places 2–5', () => {
    const titled = prizes.awards.filter((a) => a.trophy === 'Scottish Champion');
    expect(titled.map((a) => [short(a.name), a.prize])).toEqual([['Petrov', 'federation SCO places 1–2']]);
    // Adams, SCO too and level on 3½, is placed after Petrov by TPR (2171 < 2200): no title.
    expect(titled[0]!.note).toBe('Scottish Champion: place 1 by tie-break order');
    const money = prizes.awards.filter((a) => a.amount.sign() > 0).map((a) => `${short(a.name)} ${a.amount.toString()}`);
    // Brown (GER) wins the open's first prize; 500 + 300 + 0 + 0 pooled by the four on 3½: 200 each.
    expect(money).toEqual(['Brown 1000', 'Petrov 200', 'Costa 200', 'Adams 200', 'Dahl 200']);
  });
});
