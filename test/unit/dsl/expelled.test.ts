import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, formatRegulation } from '../../../dsl';
import { file, printed } from '../../support/dsl';

// `expelled: …` and `expelled players: results …` in the withdrawals article (FIDE checklist Q197–198).
const header = 'regulation "R"';
const check = (...lines: string[]) => printed(checkRegulation(file(header, ...lines)).diagnostics);

describe('expelled players in the regulation language', () => {
  it('lowers players by starting number and by name, with or without the round, and the results rule', () => {
    const compiled = compileRegulation(
      file(
        header,
        'withdrawals',
        '  expelled: 17, "Doe, John" from round 5, 23',
        '  expelled players: results deleted, withdrawn players not eligible for awards',
      ),
    );
    expect(printed(compiled.diagnostics)).toEqual([]);
    expect(compiled.regulation!.withdrawals).toEqual({
      byesMeaningWithdrawal: [],
      expelled: [{ player: 17 }, { player: 'Doe, John', fromRound: 5 }, { player: 23 }],
      expelledResults: 'results-deleted',
      withdrawnEligible: false,
    });
    const stand = compileRegulation(file(header, 'withdrawals', '  expelled players: results stand'));
    expect(stand.regulation!.withdrawals?.expelledResults).toBe('results-stand');
  });

  it('formats the statements canonically and keeps them', () => {
    const text = formatRegulation(
      file(header, 'WITHDRAWALS', '  Expelled :17 ,"Doe, John"   FROM round 5', 'expelled   players :  results  stand'),
    ).text;
    expect(text).toBe(file(header, '', 'withdrawals', '  expelled: 17, "Doe, John" from round 5', '  expelled players: results stand'));
  });

  it('rejects a player expelled twice, a starting number or round that is not a positive whole number, and a second results rule', () => {
    expect(
      check(
        'withdrawals',
        '  expelled: 17, 2.5, "Doe, John" from round 0',
        '  expelled: 17, "doe, john"',
        '  expelled players: results stand',
        '  expelled players: results deleted',
      ),
    ).toEqual([
      'test.regula:3:17: error dsl/not-whole: A starting number must be a whole number, found "2.5"',
      'test.regula:3:45: error dsl/not-positive: A round number must be at least 1, found "0"',
      'test.regula:4:13: error dsl/duplicate-entry: The expulsion of #17 is already given on line 3',
      'test.regula:4:17: error dsl/duplicate-entry: The expulsion of "doe, john" is already given on line 3',
      'test.regula:6:3: error dsl/duplicate-entry: What becomes of expelled players’ results is already given on line 5',
    ]);
  });

  it('says what it expected after "expelled"', () => {
    expect(check('withdrawals', '  expelled 17')).toEqual([
      'test.regula:3:12: error dsl/unexpected-token: Expected "players" or ":" after "expelled", found "17"',
    ]);
  });
});
