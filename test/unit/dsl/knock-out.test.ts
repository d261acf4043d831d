import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, formatRegulation } from '../../../dsl';
import { file, printed } from '../../support/dsl';
import { REPO_ROOT } from '../../support/fixture-paths';

// The knock-out article (docs/language.md "Knock-out events"; FIDE World Cup 2021 art. 4.10).
const header = 'regulation "Cup"';
const check = (...lines: string[]) => printed(checkRegulation(file(header, ...lines)).diagnostics);
const sample = (name: string) => readFileSync(join(REPO_ROOT, 'samples', 'regulations', `${name}.regula`), 'utf8');

describe('the knock-out article', () => {
  it('lowers the World Cup 2021: five stages, draw odds to Black, shared places, a match for third place', () => {
    const compiled = compileRegulation(sample('fide-world-cup-2021'));
    expect(printed(compiled.diagnostics)).toEqual([]);
    const rules = compiled.regulation!.knockOut!;
    expect(rules.stages.map((s) => [s.kind, s.games, s.pace ?? null, s.drawOdds ?? null])).toEqual([
      ['games', 2, 'classical', null],
      ['games', 2, 'rapid', null],
      ['games', 2, 'rapid', null],
      ['games', 2, 'blitz', null],
      ['armageddon', 1, null, 'black'],
    ]);
    expect(rules.stages[1]!.timeControl).toBe('25 minutes + 10 seconds per move');
    expect(rules.losers).toBe('share');
    expect(rules.thirdPlaceMatch).toBe(true);
  });

  it('reads the losers ranked by rating, and no match for third place', () => {
    const compiled = compileRegulation(
      file(
        header,
        'knock-out',
        '  1. 2 classical games',
        '  2. blitz games until one wins',
        '  places by round reached',
        '  losers of the same round ranked by rating',
      ),
    );
    expect(printed(compiled.diagnostics)).toEqual([]);
    expect(compiled.regulation!.knockOut).toMatchObject({ losers: 'rating', thirdPlaceMatch: false });
  });

  it('asks for the places and the losers, and checks the stages', () => {
    expect(check('knock-out', '  1. 2 classical games')).toEqual([
      'test.regula:2:1: error dsl/knock-out-no-places: The knock-out does not say how places are given: write "places by round reached"',
      'test.regula:2:1: error dsl/knock-out-no-losers: The knock-out does not say how the players eliminated in the same round are placed: "losers of the same round share the place" or "… ranked by rating"',
      'test.regula:3:3: warning dsl/knock-out-may-end-level: The last stage (1) is a number of games, which can end level: such a match has no winner, and the run says so',
    ]);
    expect(
      check(
        'knock-out',
        '  1. armageddon',
        '  2. 2 rapid games',
        '  places by round reached',
        '  losers of the same round share the place',
        '  an match for third place',
      ),
    ).toEqual([
      'test.regula:4:3: warning dsl/play-off-unreachable-stage: Stage 2 is never played: stage 1 always decides',
      'test.regula:4:3: warning dsl/knock-out-may-end-level: The last stage (2) is a number of games, which can end level: such a match has no winner, and the run says so',
      'test.regula:7:3: error dsl/knock-out-article: Found "an" before "match for third place", expected "a" or nothing',
    ]);
  });

  it('warns of the articles a knock-out does not read', () => {
    const lines = check(
      'tie-breaks',
      '  1. BH',
      'knock-out',
      '  1. 2 games',
      '  2. armageddon',
      '  places by round reached',
      '  losers of the same round share the place',
    );
    expect(lines).toEqual([
      'test.regula:2:1: warning dsl/knock-out-other-article: The `tie-breaks` article is not read in a knock-out event: its places come from the bracket',
    ]);
  });

  it('formats a knock-out article as written', () => {
    const text = sample('fide-world-cup-2021');
    const formatted = formatRegulation(text);
    expect(formatted.text).toBe(text);
  });
});
