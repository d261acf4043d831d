import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation } from '../../dsl';
import { evaluate } from '../../engine';
import { readTrf, regulationDocument } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { compile } from '../support/vcf';

/*
 * "A tie break based on the second night only" (samples/regulations/hamilton-club-blitz-2016.regula,
 * `based on rounds 7-12 only`) on samples/tournaments/hamilton-club-blitz-2016.trf: four players,
 * a double round robin each night (rounds 1–6, 7–12), results invented so that the two readings
 * differ. Adams and Brown finish on 8½. On the second night Adams beat Brown (round 8) and drew
 * (round 11): 1½–½; over both nights Brown also won rounds 2 and 5: 2½–1½ for Brown.
 */
const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'hamilton-club-blitz-2016.regula'), 'utf8');
const crosstable = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'hamilton-club-blitz-2016.trf'), 'utf8')).crosstable!;
const nameOf = (id: number) => crosstable.players.find((p) => p.id === id)!.name.replace(/,.*/, '');
const rank = (source: string) => {
  const evaluation = evaluate(crosstable, compile(source));
  const column = (header: string) => evaluation.columns.find((c) => c.header === header)!;
  const value = (header: string, id: number) => {
    const result = column(header).values.get(id);
    return result?.kind === 'value' ? result.value.toString() : result?.kind;
  };
  return { evaluation, places: evaluation.standings.map((s) => `${s.rank} ${nameOf(s.player)} ${s.decidedBy}`), value };
};

describe('based on rounds 7-12 only: the tie-breaks of the second night', () => {
  it('puts Adams first on the second night’s direct encounter, 1½ of 2 (0.75) to Brown’s ½ (0.25)', () => {
    const { places, value, evaluation } = rank(text);
    expect(places).toEqual(['1 Adams direct encounter', '2 Brown direct encounter', '3 Costa PTS', '4 Dahl PTS']);
    expect([value('direct encounter', 1), value('direct encounter', 2)]).toEqual(['3/4', '1/4']);
    // The night's own event: Adams's progressive scores 1, 2, 3, 4, 4½, 5 = 19½; his opponents'
    // second-night scores Dahl 1½, Brown 3, Costa 2½, twice each = 14 (Total Buchholz).
    expect(value('sum of progressive scores', 1)).toBe('39/2');
    expect(value('total buchholz', 1)).toBe('14');
    expect(evaluation.issues).toEqual([]);
  });

  it('differs from the list on both nights, where Brown leads the encounters 2½–1½', () => {
    const { places, value } = rank(text.replace(/^ {2}based on rounds 7-12 only.*\n/m, ''));
    expect(places.slice(0, 2)).toEqual(['1 Brown direct encounter', '2 Adams direct encounter']);
    expect([value('direct encounter', 2), value('direct encounter', 1)]).toEqual(['5/8', '3/8']);
  });

  it('states its reading in a note, the booklet prints it, and the layout keeps the line where written', () => {
    const compiled = compileRegulation(text);
    expect(compiled.diagnostics.map((d) => `${d.code} ${d.span.start.line}`)).toEqual(['dsl/tiebreak-rounds-reading 15']);
    expect(compiled.diagnostics[0]!.message).toMatch(/^The tie-breaks are computed on rounds 7–12 alone, as an event of their own/);
    expect(compiled.regulation!.tiebreakRounds).toEqual({ from: 7, to: 12 });
    const printed = JSON.stringify(regulationDocument(compiled.regulation!));
    expect(printed).toContain('computed on rounds 7–12 alone');
    expect(formatRegulation(text).text).toBe(text);
  });

  it('asks when the rounds are no range, are said twice, or stand in a match list', () => {
    const codes = (source: string) =>
      compileRegulation(source)
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => d.code);
    const head = 'regulation "X"\ntie-breaks\n';
    expect(codes(`${head}  based on rounds 7-3 only\n  1. BH\n`)).toEqual(['dsl/tiebreak-rounds-range']);
    expect(codes(`${head}  based on rounds 1-3 only\n  1. BH\n  based on rounds 4-6 only\n`)).toEqual(['dsl/tiebreak-rounds-twice']);
    expect(codes('regulation "X"\nmatch tie-breaks\n  based on rounds 1-2 only\n  1. BCW\n')).toEqual([
      'dsl/tiebreak-rounds-in-match-list',
    ]);
  });

  it('says so when the event has fewer rounds than the regulation names, and uses those it has', () => {
    const { evaluation } = rank(text.replace('based on rounds 7-12', 'based on rounds 7-14'));
    expect(evaluation.issues.map((i) => [i.code, i.message])).toEqual([
      ['engine/tiebreak-rounds-outside', 'The tie-breaks are computed on rounds 7–14, but the event has 12 rounds: rounds 7–12 are used'],
    ]);
  });
});
