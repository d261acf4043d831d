import { describe, expect, it } from 'vitest';
import { formatRegulation, parseRegulation } from '../../../dsl';
import { file, plain } from '../../support/dsl';

const format = (...lines: string[]) => formatRegulation(file(...lines)).text;

describe('formatRegulation', () => {
  it('lays a messy file out canonically: keywords in lower case, two-space statements, blank lines between articles', () => {
    expect(
      format(
        '  REGULATION   "Open"   Version "2026"',
        '',
        'Rules fide-2026   Swiss',
        'SCORING',
        'win 1 ,draw 1/2,   loss 0',
        '',
        '',
        '      half-point BYE ½',
        'Tie-Breaks',
        '1.   BH/C1',
        '    2.  buchholz   cut  1',
        'Then LOTS seeded "Open 2026"',
      ),
    ).toBe(
      file(
        'regulation "Open" version "2026"',
        'rules fide-2026 swiss',
        '',
        'scoring',
        '  win 1, draw 1/2, loss 0',
        '  half-point bye ½',
        '',
        'tie-breaks',
        '  1. BH/C1',
        '  2. buchholz cut 1',
        '  then lots seeded by "Open 2026"',
      ),
    );
  });

  it('writes `then lots` without a seed as it is', () => {
    expect(format('regulation "R"', 'tie-breaks', '  1. BH', '  then   lots')).toBe(
      file('regulation "R"', '', 'tie-breaks', '  1. BH', '  then lots'),
    );
  });

  it('formats a team event whose lines move (a blank line dropped before the first): `team` is where, not what', () => {
    // Found by the mutation property test (FC_SEED=6): the word's span kept as `team` made the trees differ.
    const outcome = formatRegulation(file('', '# Team Swiss', 'regulation "T"', 'rules fide-2026 team swiss'));
    expect(outcome.diagnostics).toEqual([]);
    expect(outcome.text).toBe(file('# Team Swiss', 'regulation "T"', 'rules fide-2026 team swiss'));
  });

  it('keeps comments: on their own line before what follows, at the end of a line aligned within the article', () => {
    expect(
      format(
        '# Source: the design doc',
        'regulation "R"',
        '# the list',
        'tie-breaks   # C.07',
        '     # first the cut one',
        '  1. BH/C1 # cut',
        '  2. SB     # then SB',
        '# the end',
      ),
    ).toBe(
      file(
        '# Source: the design doc',
        'regulation "R"',
        '',
        '# the list',
        'tie-breaks  # C.07',
        '  # first the cut one',
        '  1. BH/C1  # cut',
        '  2. SB     # then SB',
        '# the end',
      ),
    );
  });

  it('keeps an indented comment after an article’s last statement at the end of that article', () => {
    const text = format('regulation "R"', 'tie-breaks', '  1. BH', '', '  # more to come in 2027', '# the edition', 'rules fide-2026');
    expect(text).toBe(
      file('regulation "R"', '', 'tie-breaks', '  1. BH', '  # more to come in 2027', '', '# the edition', 'rules fide-2026'),
    );
    expect(formatRegulation(text).text).toBe(text);
  });

  it('moves a comment from inside a statement that spans lines to before it', () => {
    expect(format('regulation "R"', 'scoring', '  win 1,   # a win', '  draw 1/2  # a draw')).toBe(
      file('regulation "R"', '', 'scoring', '  # a win', '  win 1, draw 1/2  # a draw'),
    );
  });

  it('prints the round-robin withdrawal rule with "otherwise" under "fewer", as the samples write it', () => {
    expect(
      format('regulation "R"', 'withdrawals', ' per event:fewer than 50% of games played->results deleted,otherwise results stand'),
    ).toBe(
      file(
        'regulation "R"',
        '',
        'withdrawals',
        '  per event: fewer than 50% of the games played -> results deleted,',
        '             otherwise results stand',
      ),
    );
  });

  it('aligns the columns of qualification tables', () => {
    expect(
      format(
        'regulation "R"',
        'qualification "Q" per section',
        'places from participants',
        ' <20 20-39 >=40',
        ' K-3 4 5 6',
        ' "Open section" 10 12 14',
        'at least 3,at most 10',
      ),
    ).toBe(
      file(
        'regulation "R"',
        '',
        'qualification "Q" per section',
        '  places from participants',
        '                    <20  20-39  >=40',
        '    K-3             4    5      6',
        '    "Open section"  10   12     14',
        '  at least 3, at most 10',
      ),
    );
  });

  it('prints formulas with spaced operators, keeping the parentheses and numbers as written', () => {
    expect(
      format(
        'regulation "R"',
        'grand-prix "G"',
        '  let x=round(average post-rating of participants,2)',
        '  points = (x*score)/max(rounds,1) + -1, shown to 2 decimals',
        '  bonus 3 to clear first',
        'team "T" by column "Club"',
        '  event score = sum best 4 score where not ("Junior" = 1)',
        '  season score = sum of best 4 grand-prix over events',
      ),
    ).toBe(
      file(
        'regulation "R"',
        '',
        'grand-prix "G"',
        '  let x = round(average post-rating of participants, 2)',
        '  points = (x * score) / max(rounds, 1) + -1, shown to 2 decimals',
        '  bonus 3 to clear first',
        '',
        'team "T" by column "Club"',
        '  event score = sum of best 4 score where not ("Junior" = 1)',
        '  season score = sum of best 4 grand-prix over events',
      ),
    );
  });

  it('prints team awards, trophies, prizes without an amount and the playing-up column canonically', () => {
    const messy = file(
      'regulation "R"',
      'team "T" by column "Club"',
      '  event score = sum of best 4 score',
      '  AWARD "Top teams under 900"  to 3 WHERE strength<900',
      '  award "Top team" to 1',
      'qualification "Q"',
      '  places from participants',
      '    <20 >=20',
      '    K-3 4 5',
      '  skip PLAYING up  from column "Playing up", skip withdrawn',
      'prizes',
      '  place 1:1000 AND "Cup",place 2 :"Trophy"',
      '  unrated:  "Medal"',
    );
    const once = formatRegulation(messy).text;
    expect(once).toBe(
      file(
        'regulation "R"',
        '',
        'team "T" by column "Club"',
        '  event score = sum of best 4 score',
        '  award "Top teams under 900" to 3 where strength < 900',
        '  award "Top team" to 1',
        '',
        'qualification "Q"',
        '  places from participants',
        '         <20  >=20',
        '    K-3  4    5',
        '  skip playing up from column "Playing up", skip withdrawn',
        '',
        'prizes',
        '  place 1: 1000 and "Cup", place 2: "Trophy"',
        '  unrated: "Medal"',
      ),
    );
    expect(plain(parseRegulation(once).ast)).toEqual(plain(parseRegulation(messy).ast));
  });

  it('keeps criterion words glued where the author glued them, and their case', () => {
    expect(format('regulation "R"', 'tie-breaks', '  1. Koya   limit +1', '  2. koya limit + 2', '  3. ks/L+1')).toBe(
      file('regulation "R"', '', 'tie-breaks', '  1. Koya limit +1', '  2. koya limit + 2', '  3. ks/L+1'),
    );
  });

  it('is stable and keeps the tree', () => {
    const messy = file(
      'regulation "R"',
      'prizes',
      'place 1:100,place 2 : 50',
      'rating under 1800 place 2: 20',
      'tied players share by HORT',
    );
    const once = formatRegulation(messy).text;
    expect(formatRegulation(once).text).toBe(once);
    expect(plain(parseRegulation(once).ast)).toEqual(plain(parseRegulation(messy).ast));
  });

  it('formats files with semantic errors, but leaves a file with syntax errors as it is', () => {
    expect(formatRegulation(file('regulation "R"', 'tie-breaks', '  1.  BHX')).text).toBe(
      file('regulation "R"', '', 'tie-breaks', '  1. BHX'),
    );
    const broken = file('regulation "R"', 'scoring', '  win one');
    const outcome = formatRegulation(broken);
    expect(outcome).toMatchObject({ text: broken, formatted: false });
    expect(outcome.diagnostics.map((d) => d.code)).toEqual(['dsl/unexpected-token']);
  });

  it('formats an empty file and a file of comments', () => {
    expect(formatRegulation('').text).toBe('');
    expect(formatRegulation('   # just a note   \n\n').text).toBe('# just a note\n');
  });
});
