import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { checkRegulation, compileRegulation, hoverRegulation } from '../../../dsl';
import { evaluate, type Evaluation } from '../../../engine';
import { documentMarkdown, regulationDocument } from '../../../io';
import { capture } from '../../support/cli';
import { file, printed } from '../../support/dsl';
import { REPO_ROOT } from '../../support/fixture-paths';
import { hamilton2018 } from '../../support/hamilton-2018';

/*
 * Words US Chess rule 34E gives its own criteria and other usage gives others (rules-names.ts):
 * read by the file's rules only where those rules' own text gives them their meaning, and said;
 * an error elsewhere that lists every meaning. Written from the regulations' own words.
 */

const list = (rules: string, ...items: string[]) =>
  file('regulation "R"', `rules ${rules}`, 'tie-breaks', ...items.map((t, i) => `  ${i + 1}. ${t}`));
const codes = (text: string) =>
  compileRegulation(text)
    .regulation!.tiebreaks.slice(1)
    .map((s) => s.code);
const values = (e: Evaluation, player: number) =>
  e.columns.map((c) => {
    const v = c.values.get(player)!;
    return v.kind === 'value' ? v.value.toDecimalString() : 'n/a';
  });

describe('a congress list in British words, "1. Solkoff 2. Median"', () => {
  it('under FIDE rules is an error that lists each meaning and what to write for it', () => {
    expect(printed(checkRegulation(list('fide-2026', 'Solkoff', 'Median')).diagnostics)).toEqual([
      'test.regula:4:6: error dsl/name-needs-rules: "Solkoff" names different criteria in different rulebooks, and the file’s rules (fide-2026) give it no meaning of their own: write "us solkoff" for US Chess 34E2 Solkoff: the opponents’ scores with their unplayed games counted ½ and the player’s own unplayed games as 0 (its meaning under rules us-chess), or "buchholz" for Buchholz: the sum of the opponents’ scores (C.07 8.1), under the declared rules’ unplayed-round adjustments',
      'test.regula:5:6: error dsl/name-needs-rules: "Median" names different criteria in different rulebooks, and the file’s rules (fide-2026) give it no meaning of their own: write "us median" for US Chess 34E4 Median: the adjusted opponents’ scores less the highest and the lowest, two of each from nine rounds on (its meaning under rules us-chess), or "median buchholz" for median Buchholz: Buchholz less the highest and the lowest opponent (C.07 14.3 Median-1)',
    ]);
  });

  it('is an error too without a rules line, under rules none and under rules fmjd (FMJD names its Solkoffs in full)', () => {
    const without = checkRegulation(file('regulation "R"', 'tie-breaks', '  1. Solkoff')).diagnostics;
    expect(without.map((d) => d.code)).toEqual(['dsl/name-needs-rules']);
    expect(without[0]!.message).toContain('the file’s rules (fide-2026)');
    for (const rules of ['none', 'fmjd', 'fide-2009', 'fide-pre-2009'])
      expect(
        checkRegulation(list(rules, 'Solkoff', 'Median', 'Cumulative')).diagnostics.map((d) => d.code),
        rules,
      ).toEqual(['dsl/name-needs-rules', 'dsl/name-needs-rules', 'dsl/name-needs-rules']);
  });

  it('written as the list means it ranks: buchholz, median buchholz', () => {
    expect(checkRegulation(list('fide-2026', 'buchholz', 'median buchholz')).diagnostics).toEqual([]);
    expect(codes(list('fide-2026', 'buchholz', 'median buchholz'))).toEqual(['BH', 'BH']);
  });

  it('under US Chess rules is 34E2 and 34E4, with a note that says so', () => {
    const checked = checkRegulation(list('us-chess', 'Solkoff', 'Median', 'Cumulative'));
    expect(printed(checked.diagnostics)).toEqual([
      'test.regula:4:6: note dsl/stated-reading: "Solkoff" is read under rules us-chess as US Chess 34E2 Solkoff (SOLK); elsewhere it means Buchholz (BH)',
      'test.regula:5:6: note dsl/stated-reading: "Median" is read under rules us-chess as US Chess 34E4 Median (MED); elsewhere it means median Buchholz (BH/M1)',
      'test.regula:6:6: note dsl/stated-reading: "Cumulative" is read under rules us-chess as US Chess 34E3 Cumulative (CUM); elsewhere it means the sum of progressive scores (PS)',
    ]);
    expect(codes(list('us-chess', 'Solkoff', 'Median', 'Cumulative'))).toEqual(['SOLK', 'MED', 'CUM']);
    // "The Median system, also known as the Harkness system" (the rulebook, quoted at ochess.org).
    expect(codes(list('us-chess', 'Harkness'))).toEqual(['MED']);
    expect(checkRegulation(list('fide-2026', 'Harkness')).diagnostics.map((d) => d.code)).toEqual(['dsl/name-needs-rules']);
  });

  it('says US Chess under any rules with the US names and codes, and nothing needs saying', () => {
    const items = ['us solkoff', 'us median', 'us cumulative', 'us opposition cumulative', 'us result between tied players', 'KASH'];
    expect(checkRegulation(list('fide-2026', ...items)).diagnostics).toEqual([]);
    expect(codes(list('fide-2026', ...items))).toEqual(['SOLK', 'MED', 'CUM', 'OCUM', 'RBTP', 'KASH']);
  });
});

describe('the NZCF standard as a New Zealand club wrote it (Hamilton Chess Club 2018)', () => {
  // "1. Direct Encounter. 2. Cumulative (Sum of Progressive Scores). 3. Total Buchholz. 4. Sonneborn-Berger. 5. Buchholz Cut1"
  const nzcf = (second: string, rules = 'none') =>
    list(rules, 'direct encounter', second, 'total buchholz', 'sonneborn-berger', 'buchholz cut 1');

  it('"cumulative" for the sum of progressive scores is an error under the club’s rules: the US Chess word deducts byes', () => {
    expect(checkRegulation(nzcf('cumulative')).diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([['dsl/name-needs-rules', 5]]);
  });

  it('ranks Dare before Nolan on the third criterion, with the values the club printed', () => {
    const sample = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'nzcf-standard-hamilton-2018.regula'), 'utf8');
    const compiled = compileRegulation(sample);
    expect(compiled.diagnostics).toEqual([]);
    const e = evaluate(hamilton2018(), compiled.regulation!);
    expect(e.columns.map((c) => c.header)).toEqual([
      'PTS',
      'direct encounter',
      'sum of progressive scores',
      'total buchholz',
      'sonneborn-berger',
      'buchholz cut 1',
    ]);
    // Unadjusted scores, as the club printed them: Dare 0.5, 19.5, 22.5, 19.75, 20.0; Nolan 0.5, 19.5, 20.0, 17.25 —
    // and Buchholz Cut1 19.5, where its own total less Murphy's 1 is 19: the club's program cut something else.
    expect(values(e, 1)).toEqual(['5.5', '0.5', '19.5', '22.5', '19.75', '20']);
    expect(values(e, 2)).toEqual(['5.5', '0.5', '19.5', '20', '17.25', '19']);
    expect(e.standings.slice(0, 2).map((s) => [s.rank, s.player, s.decidedBy])).toEqual([
      [1, 1, 'total buchholz'],
      [2, 2, 'total buchholz'],
    ]);
    // Under fide-2026 Bennett's missing round 6 counts as a draw for his opponents (C.07 16.3): Nolan 20.5; Dare still first.
    const fide = evaluate(hamilton2018(), compileRegulation(nzcf('sum of progressive scores', 'fide-2026')).regulation!);
    expect(values(fide, 2).slice(3, 5)).toEqual(['20.5', '17.75']);
    expect(fide.standings[0]!.player).toBe(1);
  });

  it('"sum of progressive scores" ranks exactly as PS, place by place and value by value', () => {
    const words = evaluate(hamilton2018(), compileRegulation(list('fide-2026', 'sum of progressive scores')).regulation!);
    const code = evaluate(hamilton2018(), compileRegulation(list('fide-2026', 'PS')).regulation!);
    expect(words.standings.map((s) => [s.player, s.rank])).toEqual(code.standings.map((s) => [s.player, s.rank]));
    for (const p of hamilton2018().players) expect(values(words, p.id)).toEqual(values(code, p.id));
    // The US Chess reading deducts a full-point bye (34E3): Song 0, 0, 1, 1, 2, 2 is 6, less 1 for round 3's bye.
    const us = evaluate(hamilton2018(), compileRegulation(list('us-chess', 'cumulative')).regulation!);
    expect([values(words, 24)[1], values(us, 24)[1]]).toEqual(['6', '5']);
  });
});

describe('the other words the rules read their own way', () => {
  it('"sonneborn-berger" is 34E8 under US Chess rules (own unplayed games 0), C.07 9.1 elsewhere, unsaid', () => {
    const us = checkRegulation(list('us-chess', 'sonneborn-berger'));
    expect(printed(us.diagnostics)).toEqual([
      'test.regula:4:6: note dsl/stated-reading: "sonneborn-berger" is read under rules us-chess as US Chess 34E8 Sonneborn-Berger (USSB); elsewhere it means C.07 9.1 Sonneborn-Berger (SB)',
    ]);
    expect(codes(list('us-chess', 'sonneborn-berger', 'neustadtl'))).toEqual(['USSB', 'USSB']);
    expect(checkRegulation(list('fide-2026', 'sonneborn-berger')).diagnostics).toEqual([]);
    expect(codes(list('fide-2026', 'sonneborn-berger'))).toEqual(['SB']);
  });

  it('"average rating of opponents" is 34E11 under US Chess rules, DrA 10 under FMJD rules, C.07 10.1 elsewhere', () => {
    expect(codes(list('us-chess', 'average rating of opponents'))).toEqual(['USARO']);
    expect(codes(list('fmjd', 'average rating of opponents'))).toEqual(['FARO']);
    expect(codes(list('fide-2024', 'average rating of opponents'))).toEqual(['ARO']);
    expect(checkRegulation(list('fmjd', 'average rating of opponents')).diagnostics.map((d) => d.message)).toEqual([
      '"average rating of opponents" is read under rules fmjd as FMJD DrA 10 average rating of opponents (FARO); elsewhere it means US Chess 34E11 average rating of opposition (USARO) or C.07 10.1 average rating of opponents (ARO)',
    ]);
    expect(checkRegulation(list('fide-2024', 'average rating of opposition')).diagnostics.map((d) => d.code)).toEqual([
      'dsl/name-needs-rules',
    ]);
  });

  it('"result between tied players" is 34E5 under US Chess rules and an error elsewhere', () => {
    expect(codes(list('us-chess', 'result between tied players'))).toEqual(['RBTP']);
    expect(checkRegulation(list('fide-2026', 'result between tied players')).diagnostics[0]!.message).toContain(
      'or "direct encounter" for direct encounter',
    );
  });

  it('"board count" is C.07 12.1 under the FIDE rules that define it, said, since the handbook’s counts wins alone', () => {
    const cup = (rules: string) => file('regulation "Cup"', `rules ${rules}`, 'match tie-breaks', '  1. board count');
    expect(printed(checkRegulation(cup('fide-2026')).diagnostics)).toEqual([
      'test.regula:4:6: note dsl/stated-reading: "board count" is read under rules fide-2023, fide-2024, fide-2026 as C.07 12.1 Board Count (BC); elsewhere it means the board count of wins (S. Reuben) (BCW)',
    ]);
    expect(checkRegulation(cup('fide-2009')).diagnostics[0]!.message).toContain(
      'or "board count of wins" for the board numbers of the wins alone',
    );
  });
});

describe('where the reading is said besides check', () => {
  const VCF = join(REPO_ROOT, 'samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula');

  it('hover starts with it', () => {
    const text = list('us-chess', 'solkoff');
    const hover = hoverRegulation(text, text.indexOf('solkoff') + 2)!;
    expect(hover.title).toBe('solkoff — Solkoff (SOLK)');
    expect(hover.text.split('\n')[0]).toBe(
      '“solkoff” is read under rules us-chess as US Chess 34E2 Solkoff (SOLK); elsewhere it means Buchholz (BH).',
    );
    const error = hoverRegulation(list('fide-2026', 'solkoff'), text.indexOf('solkoff') + 2)!;
    expect(error.text).toContain('names different criteria in different rulebooks');
  });

  it('the booklet names the criterion with the words written and the reading', () => {
    const md = documentMarkdown(regulationDocument(compileRegulation(list('us-chess', 'solkoff', 'buchholz')).regulation!));
    expect(md).toContain(
      '3.1. Solkoff ("solkoff", read under rules us-chess as US Chess 34E2 Solkoff (SOLK); elsewhere it means Buchholz (BH)): Sum of the adjusted opponents’ scores (34E1 adjustments), none dropped.',
    );
    expect(md).toContain('3.2. Buchholz: ');
  });

  it('the --criteria door follows the --edition: notes under us-chess, an error that lists the meanings under FIDE rules', async () => {
    const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
    const us = capture();
    expect(await run(['rank', TEC, '--criteria', 'solkoff,cumulative', '--edition', 'us-chess', '--format', 'csv'], us.io)).toBe(0);
    expect(us.err).toEqual([
      'note: --criteria "solkoff": "solkoff" is read under rules us-chess as US Chess 34E2 Solkoff (SOLK); elsewhere it means Buchholz (BH)',
      'note: --criteria "cumulative": "cumulative" is read under rules us-chess as US Chess 34E3 Cumulative (CUM); elsewhere it means the sum of progressive scores (PS)',
    ]);
    expect(us.out[0]!.split('\n')[0]).toBe('Place,No,Name,PTS,solkoff,cumulative,Decided by');
    const fide = capture();
    expect(await run(['rank', TEC, '--criteria', 'solkoff', '--edition', 'fide-2026'], fide.io)).not.toBe(0);
    expect(fide.err.join('\n')).toContain('--criteria "solkoff": "solkoff" names different criteria in different rulebooks');
    expect(fide.out).toEqual([]);
  });

  it('the VCF sample (rules us-chess, "solkoff", "cumulative") ranks as the US Chess codes, value for value', async () => {
    const BOOK = join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.xlsx');
    const words = capture();
    const byCodes = capture();
    expect(await run(['rank', BOOK, '--regulation', VCF, '--format', 'csv', '--quiet'], words.io)).toBe(0);
    expect(
      await run(['rank', BOOK, '--criteria', 'MMED,SOLK,CUM,OCUM', '--edition', 'us-chess', '--format', 'csv', '--quiet'], byCodes.io),
    ).toBe(0);
    const CODES: Record<string, string> = {
      'modified median': 'MMED',
      solkoff: 'SOLK',
      cumulative: 'CUM',
      'opposition cumulative': 'OCUM',
    };
    const rows = (out: string[]) =>
      out
        .join('\n')
        .split('\n')
        .slice(1)
        .map((row) => row.replace(/,([a-z ]+)$/, (_m, decider: string) => `,${CODES[decider] ?? decider}`));
    expect(rows(words.out).length).toBeGreaterThan(10);
    expect(rows(words.out)).toEqual(rows(byCodes.out));
  });
});
