import { describe, expect, it } from 'vitest';
import { parseRegulation } from '../../../dsl';
import { file, positioned, printed } from '../../support/dsl';

const errorsOf = (text: string) => printed(parseRegulation(text).diagnostics);

describe('parser', () => {
  it('parses a FIDE open regulation under the 2026 rules without diagnostics', () => {
    const text = file(
      'regulation "Open Championship" version "2026"',
      'rules fide-2026                      # C.07 as in force from 1 March 2026',
      '',
      'scoring',
      '  win 1, draw 1/2, loss 0',
      '  pairing-allocated bye 1            # C.04.1: scored as a win',
      '  half-point bye 1/2',
      '',
      'tie-breaks',
      '  1. BH/C1',
      '  2. BH',
      '  then lots seeded by "Open Championship 2026"',
    );
    expect(parseRegulation(text).diagnostics).toEqual([]);
  });

  it('says what it expected after which word, and what it found', () => {
    expect(errorsOf(file('regulation "x"', 'scoring', '  win one, draw 1/2'))).toEqual([
      'test.regula:3:7: error dsl/unexpected-token: Expected a number after "win", found "one"',
    ]);
  });

  it('reports every broken line of a file at once', () => {
    const text = file(
      'regulation "x"',
      'scoring',
      '  win one',
      '  wim 1',
      '  draw 1/2',
      'unplayed',
      'tie-breaks',
      '  1. BH',
      '  SB',
      '  then lots seeded by',
    );
    expect(positioned(parseRegulation(text).diagnostics)).toEqual([
      '3:7 dsl/unexpected-token',
      '4:3 dsl/unknown-line',
      '6:9 dsl/unexpected-token',
      '9:3 dsl/unknown-line',
      '10:22 dsl/unexpected-token',
    ]);
  });

  it('keeps the good statements of an article with a broken line', () => {
    const { ast } = parseRegulation(file('regulation "x"', 'scoring', '  win one', '  draw 1/2', '  loss 0'));
    const scoring = ast.articles[1]!;
    expect(scoring.kind === 'scoring-article' && scoring.lines.map((l) => l.entries.map((e) => e.result))).toEqual([['draw'], ['loss']]);
  });

  it('names the article a stray line is in', () => {
    expect(errorsOf(file('regulation "x"', 'prizes', '  first prize 100'))).toEqual([
      'test.regula:3:3: error dsl/unknown-line: Unexpected "first" in prizes: expected "place N: AMOUNT", a category prize, "one prize per player", "higher value first", "tied players share …", "round to UNIT" or "title "NAME" shared on points"',
    ]);
  });

  it('reports lines before the first article', () => {
    expect(positioned(parseRegulation(file('hello world', 'regulation "x"')).diagnostics)).toEqual(['1:1 dsl/unknown-line']);
  });

  it('tells a title category prize from a title shared on points, at the third word', () => {
    const { ast, diagnostics } = parseRegulation(
      file('regulation "x"', 'prizes', '  title "Champion" shared on points', '  title "WGM": 100', '  title "WGM" place 2: 50'),
    );
    expect(diagnostics).toEqual([]);
    const prizes = ast.articles.find((s) => s.kind === 'prizes-article');
    expect(prizes?.kind === 'prizes-article' && prizes.lines.flatMap((l) => l.entries.map((e) => e.kind))).toEqual([
      'shared-title',
      'category-prize',
      'category-prize',
    ]);
  });

  it('tells "match win" in scoring from the match tie-breaks article', () => {
    const { ast, diagnostics } = parseRegulation(file('regulation "x"', 'scoring', '  match win 2', 'match tie-breaks', '  1. SB'));
    expect(diagnostics).toEqual([]);
    expect(ast.articles.map((s) => s.kind)).toEqual(['regulation-article', 'scoring-article', 'match-tiebreaks-article']);
  });

  it('tells a team\'s "tie-breaks:" line from the tie-breaks article', () => {
    const { ast, diagnostics } = parseRegulation(
      file('regulation "x"', 'team "T" by column "Club"', '  tie-breaks: SB, BH', 'tie-breaks', '  1. BH'),
    );
    expect(diagnostics).toEqual([]);
    expect(ast.articles.map((s) => s.kind)).toEqual(['regulation-article', 'team-article', 'tiebreaks-article']);
  });

  it('reports an unterminated string once and reads on', () => {
    expect(errorsOf(file('regulation "x', 'rules fide-2026'))).toEqual([
      'test.regula:1:12: error dsl/unterminated-string: This string has no closing double quote',
    ]);
  });

  it('reports characters it cannot read', () => {
    expect(errorsOf(file('regulation "x"', 'scoring', '  win $1'))).toEqual([
      'test.regula:3:7: error dsl/unexpected-character: Unexpected character "$"',
    ]);
  });

  it('asks for spaces around "/" in formulas', () => {
    expect(errorsOf(file('regulation "x"', 'grand-prix "G"', '  points = score/rounds'))).toEqual([
      'test.regula:3:12: error dsl/operator-needs-spaces: "score/rounds" is read as one name: put spaces around the operator (e.g. "score / rounds")',
    ]);
  });

  it('lists what may start a formula when a line ends early', () => {
    expect(errorsOf(file('regulation "x"', 'grand-prix "G"', '  points = 1 +'))).toEqual([
      'test.regula:3:15: error dsl/unexpected-token: Expected "-", a number, a string in double quotes, a name, "(", a function, "count", "sum" or "average" after "+", found the end of the line',
    ]);
  });

  it('reports an empty file as nothing wrong syntactically', () => {
    expect(parseRegulation('').diagnostics).toEqual([]);
    expect(parseRegulation('# only a comment\n').ast.articles).toEqual([]);
  });

  it('reads a comma after a round-robin withdrawal rule as the start of the next entry unless "otherwise" follows', () => {
    const text = file(
      'regulation "x"',
      'withdrawals',
      '  per event: fewer than half of the games played -> results deleted, withdrawn players not eligible for awards',
    );
    expect(parseRegulation(text).diagnostics).toEqual([]);
    const article = parseRegulation(text).ast.articles[1]!;
    expect(article.kind === 'withdrawals-article' && article.lines[0]!.entries.map((e) => e.kind)).toEqual([
      'round-robin-withdrawal',
      'eligibility',
    ]);
  });
});
