import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { checkRegulation, compileRegulation } from '../../../dsl';
import { DRAUGHTS, evaluate, evaluateEvent, type Crosstable, type EvaluatedColumn, type Standing } from '../../../engine';
import { hasErrors, readGrid, readTrfEvent } from '../../../io';
import { capture } from '../../support/cli';
import { file, printed } from '../../support/dsl';
import { REPO_ROOT } from '../../support/fixture-paths';
import { readCsvFixture } from '../../support/grid-fixtures';
import { crosstableFromRows, TEC_EXERCISE } from '../../support/notation';

/*
 * Regulations' own words (engine/tiebreaks/regulation-names.ts): a misspelling is only corrected
 * to a spelling of the same name, a name no source defines says so, and the Dutch and German
 * names officials write rank as the criterion they mean, under the file's own edition.
 */

const list = (rules: string, ...items: string[]) =>
  file('regulation "R"', `rules ${rules}`, 'tie-breaks', ...items.map((t, i) => `  ${i + 1}. ${t}`));
const problems = (text: string) => printed(checkRegulation(text).diagnostics);
const column = (columns: readonly EvaluatedColumn[], header: string, id: number) => {
  const v = columns.find((c) => c.header === header)!.values.get(id)!;
  return v.kind === 'value' ? v.value.toDecimalString() : 'n/a';
};
const order = (standings: readonly Standing[]) => standings.map((s) => [s.player, s.rank]);

describe('a suggestion is a spelling fix of the same criterion', () => {
  it('"Total Buchholz" is the NZCF’s plain Buchholz (all the opponents), not fore buchholz', () => {
    expect(problems(list('fide-2026', 'Total Buchholz', 'Buchholz Cut 1'))).toEqual([]);
    expect(
      compileRegulation(list('fide-2026', 'Total Buchholz', 'Buchholz total'))
        .regulation!.tiebreaks.slice(1)
        .map((s) => s.code),
    ).toEqual(['BH', 'BH']);
    expect(problems(list('fide-2026', 'Totaal Buchholz'))).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "Totaal Buchholz" (did you mean "total buchholz"?)',
    ]);
  });

  it('offers no name that replaces, adds or drops a word', () => {
    // Before: "Whole Buchholz" → "fore buchholz", "sum of game points of the opponents" → the match-points Buchholz.
    expect(problems(list('fide-2026', 'Whole Buchholz'))).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "Whole Buchholz"',
    ]);
    expect(problems(list('fide-2026 team swiss', 'sum of game points of the opponents'))).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "sum of game points of the opponents"',
    ]);
    expect(problems(list('fide-2026', 'Sonneborn Berger Wertung'))).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "Sonneborn Berger Wertung" (did you mean "sonneborn-berger-wertung"?)',
    ]);
  });

  it('"verfeinerte Sonneborn-Berger-Wertung" is no criterion: said so, never plain SB', () => {
    expect(problems(list('fide-2026', 'verfeinerte Sonneborn-Berger-Wertung'))).toEqual([
      'test.regula:4:6: error dsl/undefined-criterion-name: "verfeinerte Sonneborn-Berger-Wertung" is not a criterion Regula can rank by: no regulation or handbook Regula knows defines a refined Sonneborn-Berger (verfeinerte Buchholz is defined, and means two things)',
    ]);
    // A misspelling of it is not corrected to the plain Sonneborn-Berger either.
    expect(problems(list('fide-2026', 'verfeinerte Sonneborn-Berger-Wertng'))).toEqual([
      'test.regula:4:6: error dsl/unknown-criterion: Unknown tie-break "verfeinerte Sonneborn-Berger-Wertng"',
    ]);
  });
});

describe('"sum of game points of all opponents" in a team event (European Senior Team Championship 2015, tie-break 3)', () => {
  const TEAMS = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
  const teams = (item: string) =>
    file('regulation "T"', 'rules fide-2026 team swiss', 'scoring', '  ranked by match points', 'tie-breaks', `  1. ${item}`);

  it('is the Buchholz on game points, BH:GP, and ranks exactly as it', () => {
    const words = compileRegulation(teams('sum of game points of all opponents'));
    expect(words.diagnostics).toEqual([]);
    expect(words.regulation!.tiebreaks[1]).toMatchObject({ code: 'BH', reference: 'game-points' });
    const event = readTrfEvent(readFileSync(TEAMS, 'utf8')).event!;
    const a = evaluateEvent(event, words.regulation!).evaluation;
    const b = evaluateEvent(event, compileRegulation(teams('BH:GP')).regulation!).evaluation;
    expect(order(a.standings)).toEqual(order(b.standings));
    for (const s of a.standings)
      expect(column(a.columns, 'sum of game points of all opponents', s.player)).toBe(column(b.columns, 'BH:GP', s.player));
  });

  it('in an individual event it is an error: game points of opponents are a team’s', () => {
    expect(checkRegulation(list('fide-2026', 'sum of game points of all opponents')).diagnostics.map((d) => d.code)).toEqual([
      'dsl/team-criterion-in-individual-event',
    ]);
  });
});

describe('Dutch draughts: the KNDB’s "saldo van de behaalde plus- en min- remises" (NK vrouwen 2010, Eindstand 2)', () => {
  /** The DrA "Progress" round robin in 2-1-0, with draws with advantage 1+ and 1− (test/golden/grids/README.md). */
  function roundRobin(): Crosstable {
    const reading = readGrid(readCsvFixture('grids/fmjd-progress-2-1-0.csv'), { sheet: 'Crosstable', pointSystem: DRAUGHTS });
    if (hasErrors(reading.issues)) throw new Error('the fixture should read clean');
    return reading.crosstable!;
  }
  // samples/regulations/kndb-nk-vrouwen-2010.regula, with its first criterion as written or in other words.
  const SAMPLE = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'kndb-nk-vrouwen-2010.regula'), 'utf8');
  const kndb = (first: string, rules = 'fmjd round robin') =>
    SAMPLE.replace('1. saldo van de behaalde plus- en min- remises', `1. ${first}`).replace('rules fmjd round robin', `rules ${rules}`);

  it('ranks as DDIF, DE, BRBO: C (one 1+) +1, F (one 1−) −1', () => {
    for (const words of ['saldo plus- en minremises', 'saldo van de behaalde plus- en min- remises']) {
      const compiled = compileRegulation(kndb(words));
      expect(compiled.diagnostics, words).toEqual([]);
      expect(compiled.regulation!.tiebreaks.slice(1).map((s) => s.code)).toEqual(['DDIF', 'DE', 'BRBO']);
      const e = evaluate(roundRobin(), compiled.regulation!);
      const codes = evaluate(roundRobin(), compileRegulation(kndb('DDIF').replace('2. onderlinge resultaat', '2. DE')).regulation!);
      expect([column(e.columns, words, 3), column(e.columns, words, 6)]).toEqual(['1', '-1']);
      expect(order(e.standings)).toEqual(order(codes.standings));
    }
  });

  it('works under the file’s own edition: a chess club’s fide-2026 regulation reads it too', () => {
    expect(checkRegulation(kndb('saldo plus- en minremises', 'fide-2026 round robin')).diagnostics).toEqual([]);
  });
});

describe('German: "Mehrzahl der gewonnenen Partien" (the greater number of games won)', () => {
  // The TEC exercise: player 11 won one game over the board and round 4 by forfeit (+F9): two wins (WIN, C.07 7.1), one game won (WON, 7.2).
  const tec = () => crosstableFromRows(TEC_EXERCISE);

  it('is WON under the file’s edition, said in a note because a forfeit win does not count', () => {
    for (const rules of ['fide-2026', 'fide-2009']) {
      const text = list(rules, 'Mehrzahl der gewonnenen Partien', 'Anzahl der Siege');
      expect(printed(checkRegulation(text).diagnostics), rules).toEqual([
        'test.regula:4:6: note dsl/stated-reading: "Mehrzahl der gewonnenen Partien" is read as WON, games won over the board (C.07 7.2): a forfeit win or a bye does not count; "anzahl der siege" is the number of wins with them (WIN, 7.1)',
      ]);
      const e = evaluate(tec(), compileRegulation(text).regulation!);
      expect([column(e.columns, 'Mehrzahl der gewonnenen Partien', 11), column(e.columns, 'Anzahl der Siege', 11)]).toEqual(['1', '2']);
    }
  });

  it('counts players’ games: in a team event it is an error, not the teams’ matches won', () => {
    expect(checkRegulation(list('fide-2026 team swiss', 'Mehrzahl der gewonnenen Partien')).diagnostics.map((d) => d.code)).toEqual([
      'dsl/player-criterion-in-team-event',
      'dsl/stated-reading',
    ]);
  });
});

describe('German cups: "vorderstes Gewinnbrett" decides a drawn match, under the cup’s own rules', () => {
  const MATCH_2 = join(REPO_ROOT, 'samples', 'tournaments', 'team-ko-match-2.csv');
  const pokal = (second: string) =>
    file('regulation "Pokal"', 'rules fide-2009', 'match tie-breaks', '  1. berliner wertung', `  2. ${second}`);

  it('after an equal Berliner Wertung (10½ each), the Players: board 1 drawn, board 2 theirs', async () => {
    expect(checkRegulation(pokal('vorderstes Gewinnbrett')).diagnostics).toEqual([]);
    // TBR, the same keys, is C.07's from the 2023 rules: under fide-2009 it is not defined.
    expect(checkRegulation(pokal('top board result')).diagnostics.map((d) => d.code)).toEqual(['dsl/not-in-edition']);
    const regulation = join(mkdtempSync(join(tmpdir(), 'regula-pokal-')), 'pokal.regula');
    writeFileSync(regulation, pokal('vorderstes Gewinnbrett'));
    const c = capture();
    expect(await run(['match', MATCH_2, '--regulation', regulation], c.io)).toBe(0);
    const out = c.out.join('\n');
    expect(out).toContain('berliner wertung — Berlin weighting: Organisers 10.5, Players 10.5: equal');
    expect(out).toContain('Players win the match on vorderstes Gewinnbrett: board 2, 1 to 0.');
  });
});
