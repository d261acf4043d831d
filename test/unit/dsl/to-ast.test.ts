import { describe, expect, it } from 'vitest';
import { parseRegulation, type Article } from '../../../dsl';
import { file, plain } from '../../support/dsl';

/** The articles of a file after its `regulation` line, without spans. */
function articles(...lines: string[]): unknown[] {
  const { ast, diagnostics } = parseRegulation(file('regulation "R"', ...lines));
  expect(diagnostics).toEqual([]);
  return ast.articles.slice(1).map(plain);
}

const only = (...lines: string[]) => articles(...lines)[0] as Record<string, unknown>;

describe('buildAst', () => {
  it('reads the regulation line with its version', () => {
    const { ast } = parseRegulation('regulation "Open" version "2026"\n');
    expect(plain(ast.articles[0])).toEqual({
      kind: 'regulation-article',
      name: { kind: 'string', value: 'Open' },
      version: { kind: 'string', value: '2026' },
    });
  });

  it('gives every node a 1-based span', () => {
    const { ast } = parseRegulation('regulation "Open"\nrules fide-2026\n');
    const rules = ast.articles[1] as Extract<Article, { kind: 'rules-article' }>;
    expect(rules.span).toEqual({ start: { line: 2, column: 1, offset: 18 }, end: { line: 2, column: 16, offset: 33 } });
    expect(rules.edition.span.start).toEqual({ line: 2, column: 7, offset: 24 });
  });

  it('reads the rules edition and tournament system', () => {
    expect(only('rules fide-2026 double round robin')).toEqual({
      kind: 'rules-article',
      edition: { kind: 'word', text: 'fide-2026' },
      tournament: { kind: 'tournament', value: 'double-round-robin' },
    });
    expect(only('rules fmjd swiss')).toMatchObject({ tournament: { value: 'swiss' } });
  });

  it('reads every result kind of the scoring article, keeping lines', () => {
    const scoring = only(
      'scoring standard',
      '  win 1, draw 1/2, loss 0',
      '  forfeit win 1, forfeit loss 0, double forfeit 0',
      '  pairing-allocated bye 1, full-point bye 1, half-point bye ½, zero-point bye 0, absent 0',
      '  draw with advantage 1, draw with disadvantage 1',
      '  match win 2, match draw 1, match loss 0',
    );
    expect(scoring['preset']).toEqual({ kind: 'word', text: 'standard' });
    const lines = scoring['lines'] as { entries: { result: string; value: { value: string } }[] }[];
    expect(lines.map((l) => l.entries.map((e) => `${e.result}=${e.value.value}`))).toEqual([
      ['win=1', 'draw=1/2', 'loss=0'],
      ['forfeit-win=1', 'forfeit-loss=0', 'double-forfeit=0'],
      ['pairing-allocated-bye=1', 'full-point-bye=1', 'half-point-bye=1/2', 'zero-point-bye=0', 'absent=0'],
      ['draw-with-advantage=1', 'draw-with-disadvantage=1'],
      ['match-win=2', 'match-draw=1', 'match-loss=0'],
    ]);
  });

  it('reads the unplayed-round overrides', () => {
    expect(only('unplayed rounds', '  forfeit cap opponent and half, vur first off')).toEqual({
      kind: 'unplayed-article',
      lines: [
        {
          kind: 'unplayed-line',
          entries: [
            { kind: 'forfeit-cap', cap: 'opponent-and-half' },
            { kind: 'vur-first', on: false },
          ],
        },
      ],
    });
  });

  it('reads the withdrawal rules, across a continued line', () => {
    const withdrawals = only(
      'withdrawals',
      '  zero-point bye in round 5 means withdrawn, half-point bye in last round means withdrawn',
      '  per cycle: fewer than half of the games played -> results deleted,',
      '             otherwise remaining games lost by forfeit',
      '  per event: fewer than 50% of games played -> results stand',
      '  withdrawn players not eligible for awards',
    );
    expect((withdrawals['lines'] as { entries: unknown[] }[]).map((l) => l.entries)).toEqual([
      [
        { kind: 'bye-withdrawal', bye: 'zero-point-bye', round: { kind: 'number', value: '5', text: '5' } },
        { kind: 'bye-withdrawal', bye: 'half-point-bye', round: 'last' },
      ],
      [
        {
          kind: 'round-robin-withdrawal',
          scope: 'cycle',
          threshold: 'half',
          below: 'results-deleted',
          otherwise: 'remaining-lost-by-forfeit',
        },
      ],
      [{ kind: 'round-robin-withdrawal', scope: 'event', threshold: { kind: 'number', value: '50', text: '50' }, below: 'results-stand' }],
      [{ kind: 'eligibility', eligible: false, target: 'awards' }],
    ]);
  });

  it('reads numbered criteria as phrases, a manual column and what comes after', () => {
    const tiebreaks = only(
      'tie-breaks',
      '  1. BH/C1',
      '  2. buchholz cut 1',
      '  3. manual from column "Barrage"',
      '  then lots seeded "Open"',
    );
    expect(tiebreaks).toEqual({
      kind: 'tiebreaks-article',
      items: [
        {
          kind: 'tiebreak-item',
          number: { kind: 'number', value: '1', text: '1' },
          entry: { kind: 'criterion', words: [{ kind: 'word', text: 'BH/C1' }] },
        },
        {
          kind: 'tiebreak-item',
          number: { kind: 'number', value: '2', text: '2' },
          entry: {
            kind: 'criterion',
            words: [
              { kind: 'word', text: 'buchholz' },
              { kind: 'word', text: 'cut' },
              { kind: 'word', text: '1' },
            ],
          },
        },
        {
          kind: 'tiebreak-item',
          number: { kind: 'number', value: '3', text: '3' },
          entry: { kind: 'manual-column', column: { kind: 'string', value: 'Barrage' } },
        },
      ],
      after: { kind: 'after', rule: 'lots', seed: { kind: 'string', value: 'Open' } },
    });
  });

  it('reads criterion phrases that contain keywords', () => {
    const tiebreaks = only('match tie-breaks', '  1. board count of wins', '  2. average rating of opponents', '  then play-off');
    const items = tiebreaks['items'] as { entry: { words: { text: string }[] } }[];
    expect(items.map((i) => i.entry.words.map((w) => w.text).join(' '))).toEqual(['board count of wins', 'average rating of opponents']);
    expect(tiebreaks['after']).toEqual({ kind: 'after', rule: 'play-off' });
  });

  it('reads grand-prix statements and formulas with precedence', () => {
    const gp = only(
      'grand-prix "Cup"',
      '  let AR = round(average post-rating of participants)',
      '  let NoP = count of participants where games-played > 0',
      '  points = AR * SP * NoP / 1000 + 1, shown to 4 decimals',
      '  bonus 3 to clear first',
      '  bonus 1 to place 2',
      '  no tie-breaks',
      '  rounding half-even',
      '  accumulate best 3 over events',
      '  bonus 1 to first in the final standings',
      '  tied players share the points evenly',
      '  points by final place',
    );
    const statements = gp['statements'] as Record<string, unknown>[];
    expect(statements.map((s) => s['kind'])).toEqual([
      'let',
      'let',
      'points',
      'bonus',
      'bonus',
      'no-tiebreaks',
      'rounding',
      'accumulate',
      'bonus',
      'tied-share',
      'final-place',
    ]);
    expect(statements[0]).toEqual({
      kind: 'let',
      name: { kind: 'word', text: 'AR' },
      value: {
        kind: 'call',
        name: 'round',
        args: [{ kind: 'aggregate', aggregate: 'average', operand: { kind: 'name', name: 'post-rating' }, domain: 'participants' }],
      },
    });
    expect(statements[1]).toMatchObject({
      value: {
        kind: 'aggregate',
        aggregate: 'count',
        domain: 'participants',
        where: { kind: 'binary', operator: '>', left: { kind: 'name', name: 'games-played' }, right: { value: '0' } },
      },
    });
    // ((AR * SP) * NoP) / 1000 + 1
    expect(statements[2]).toMatchObject({
      value: {
        operator: '+',
        left: { operator: '/', left: { operator: '*', left: { operator: '*', left: { name: 'AR' }, right: { name: 'SP' } } } },
      },
      shownDecimals: { value: '4' },
    });
    expect(statements[3]).toEqual({
      kind: 'bonus',
      amount: { kind: 'number', value: '3', text: '3' },
      clear: true,
      final: false,
      place: 'first',
    });
    expect(statements[4]).toMatchObject({ clear: false, final: false, place: { value: '2' } });
    expect(statements[7]).toEqual({ kind: 'accumulate', best: { kind: 'number', value: '3', text: '3' } });
    expect(statements[8]).toMatchObject({ clear: false, final: true, place: 'first' });
    expect(statements[9]).toEqual({ kind: 'tied-share', word: 'evenly' });
    expect(statements[10]).toEqual({ kind: 'final-place' });
  });

  it('reads not, and, or, comparisons, negation and parentheses', () => {
    const gp = only('grand-prix "G"', '  let X = not a < 1 and (b >= -2 or c <> 3)');
    expect((gp['statements'] as { value: unknown }[])[0]!.value).toMatchObject({
      kind: 'binary',
      operator: 'and',
      left: { kind: 'not', operand: { kind: 'binary', operator: '<' } },
      right: { kind: 'paren', inner: { kind: 'binary', operator: 'or', left: { operator: '>=', right: { kind: 'negate' } } } },
    });
  });

  it('reads team statements', () => {
    const team = only(
      'team "School" by column "School Code"',
      '  event score = sum of best 4 score',
      '  season score = sum of best 4 grand-prix over events',
      '  tie-breaks: solkoff, cumulative then shared',
    );
    expect(team).toMatchObject({
      name: { value: 'School' },
      column: { value: 'School Code' },
      statements: [
        { kind: 'team-score', which: 'event', value: { aggregate: 'sum', best: { value: '4' }, operand: { name: 'score' } } },
        { kind: 'team-score', which: 'season', value: { operand: { name: 'grand-prix' }, domain: 'events' } },
        {
          kind: 'team-tiebreaks',
          criteria: [{ words: [{ text: 'solkoff' }] }, { words: [{ text: 'cumulative' }] }],
          after: { rule: 'shared' },
        },
      ],
    });
  });

  it('reads qualification tables, clamps and skip rules', () => {
    const q = only(
      'qualification "Berths" per section',
      '  places from participants',
      '         <20  20-39  >=40',
      '    K-3  4    5      6',
      '    "K 5" 4   4      5',
      '  adjust from average post-rating',
      '         -1     0        +1',
      '    K-3  <500   500-700  >700',
      '  at least 3, at most 10',
      '  skip already qualified from column "Qualified", skip playing up, skip withdrawn',
    );
    expect(q['perSection']).toBe(true);
    const [places, adjust, clamps, skips] = q['statements'] as Record<string, unknown>[];
    expect(places).toMatchObject({
      kind: 'lookup-table',
      table: 'places',
      source: { kind: 'name', name: 'participants' },
      header: [
        { kind: 'cell-compare', operator: '<', value: { value: '20' } },
        { kind: 'cell-range', low: { value: '20' }, high: { value: '39' }, text: '20-39' },
        { kind: 'cell-compare', operator: '>=', value: { value: '40' } },
      ],
      rows: [
        { label: { kind: 'word', text: 'K-3' }, cells: [{ kind: 'cell-number' }, {}, {}] },
        { label: { kind: 'string', value: 'K 5' } },
      ],
    });
    expect(adjust).toMatchObject({
      table: 'adjust',
      source: { kind: 'aggregate', aggregate: 'average', operand: { name: 'post-rating' } },
      header: [{ kind: 'cell-number', sign: '-' }, { kind: 'cell-number' }, { kind: 'cell-number', sign: '+' }],
    });
    expect(clamps).toMatchObject({
      entries: [
        { kind: 'at-least', value: { value: '3' } },
        { kind: 'at-most', value: { value: '10' } },
      ],
    });
    expect(skips).toMatchObject({
      entries: [
        { kind: 'skip', what: 'already-qualified', column: { value: 'Qualified' } },
        { kind: 'skip', what: 'playing-up' },
        { kind: 'skip', what: 'withdrawn' },
      ],
    });
  });

  it('reads prize entries', () => {
    const prizes = only(
      'prizes',
      '  place 1: 1000, place 2: 600',
      '  rating under 1800: 150, rating under 1800 place 2: 100, unrated: 50, column "Type" = "Home": 75',
      '  one prize per player, higher value first',
      '  tied players share by hort',
      '  round to 0.01',
    );
    const entries = (prizes['lines'] as { entries: Record<string, unknown>[] }[]).flatMap((l) => l.entries);
    expect(entries.map((e) => e['kind'])).toEqual([
      'place-prize',
      'place-prize',
      'category-prize',
      'category-prize',
      'category-prize',
      'category-prize',
      'one-prize-per-player',
      'precedence',
      'sharing',
      'round-to',
    ]);
    expect(entries[3]).toMatchObject({
      category: { kind: 'rating-under', rating: { value: '1800' } },
      place: { value: '2' },
      amount: { value: '100' },
    });
    expect(entries[5]).toMatchObject({ category: { kind: 'column-equals', column: { value: 'Type' }, value: { value: 'Home' } } });
    expect(entries[7]).toMatchObject({ rule: 'higher-value' });
    expect(entries[8]).toMatchObject({ rule: 'hort' });
    expect(entries[9]).toMatchObject({ unit: { value: '1/100' } });
  });

  it('keeps articles in file order', () => {
    const { ast } = parseRegulation(file('tie-breaks', '  1. BH', 'regulation "x"', 'scoring', '  win 1'));
    expect(ast.articles.map((s) => s.kind)).toEqual(['tiebreaks-article', 'regulation-article', 'scoring-article']);
  });
});
