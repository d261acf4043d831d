import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../dsl';
import { DRAUGHTS, evaluate } from '../../../engine';
import { printed } from '../../support/dsl';
import { crosstableFromRows } from '../../support/notation';

/*
 * Three example regulations the language was designed on — the Virginia GSQT rules (VCF
 * Scholastic & College Rules 2020-21), DrA's "Standard FMJD Swiss" and a double round robin
 * with the withdrawal rule (arbiter's handbook ch. 12–13) — kept as first written: they compile
 * with the US Chess, FMJD and Koya-extended criteria of the registry.
 */
const VIRGINIA = [
  'regulation "VCF Grade School Qualification Tournament" version "2020-21 v1.0(e)"',
  'rules us-chess',
  '',
  'scoring',
  '  win 1, draw 1/2, loss 0',
  '  full-point bye 1, half-point bye 1/2, zero-point bye 0',
  '',
  'withdrawals',
  '  zero-point bye in round 5 means withdrawn       # not eligible for individual awards',
  '',
  'tie-breaks',
  '  1. modified median',
  '  2. solkoff',
  '  3. cumulative',
  '  4. opposition cumulative',
  '  then shared',
  '',
  'grand-prix "VCF Cup points"',
  '  let AR  = round(average post-rating of participants)   # 1830.56 -> 1831, 1830.49 -> 1830',
  '  let NoP = count of participants                        # played at least one round',
  '  let SP  = score / rounds                               # every bye counts',
  '  points  = AR * SP * NoP / 1000, shown to 4 decimals',
  '  bonus 3 to clear first                                 # no bonus when first is shared',
  '  no tie-breaks                                          # tied players get equal points',
  '',
  'team "School" by column "School Code"',
  '  event score  = sum of best 4 score',
  '  season score = sum of best 4 grand-prix over events',
  '  tie-breaks: solkoff, cumulative, opposition cumulative',
  '',
  'qualification "SSIT berths" per section',
  '  places from participants',
  '           <20  20-39  40-59  60-79  80-99  100-119  120-139  140-159  >=160',
  '    K-3    4    5      6      7      8      9        10       10       10',
  '    K-5    4    4      5      6      7      8        9        10       10',
  '    K-8    4    4      5      6      7      8        9        10       10',
  '    K-12   4    5      6      7      8      9        10       10       10',
  '  adjust from average post-rating',
  '           -1       0           +1',
  '    K-3    <500     500-700     >700',
  '    K-5    <650     650-925     >925',
  '    K-8    <900     900-1150    >1150',
  '    K-12   <1150    1150-1450   >1450',
  '  at least 3, at most 10',
  '  skip already qualified from column "Qualified"',
  '  skip playing up, skip withdrawn',
].join('\n');

const STANDARD_FMJD_SWISS = [
  'regulation "Standard FMJD Swiss"',
  'rules fmjd                           # rounds without opponent count 0',
  'scoring',
  '  win 2, draw 1, loss 0',
  'tie-breaks',
  '  1. short truncated solkoff',
  '  2. solkoff plus',
  '  3. solkoff baliakin',
  '  4. full truncated solkoff',
  '  5. manual from column "Barrage"',
].join('\n');

const DOUBLE_ROUND_ROBIN = [
  'regulation "Club Championship" version "double round robin"',
  'rules fide-2026',
  'withdrawals',
  '  per cycle: fewer than half of the games played -> results deleted,',
  '             otherwise remaining games lost by forfeit',
  'tie-breaks',
  '  1. DE',
  '  2. WIN',
  '  3. SB',
  '  4. KS',
  '  5. koya extended',
  '  6. BPG',
  '  then play-off',
].join('\n');

describe('the example regulations the language was designed on', () => {
  it('compile without errors or warnings', () => {
    for (const text of [VIRGINIA, STANDARD_FMJD_SWISS, DOUBLE_ROUND_ROBIN]) {
      const compiled = compileRegulation(`${text}\n`);
      expect(printed(compiled.diagnostics.filter((d) => d.severity !== 'note'))).toEqual([]);
      expect(compiled.regulation).toBeDefined();
    }
  });

  it('Virginia: says that "solkoff", "cumulative" and "opposition cumulative" are read as US Chess rule 34E', () => {
    const notes = compileRegulation(`${VIRGINIA}\n`).diagnostics.filter((d) => d.severity === 'note');
    // Three in the players' list, three in the school teams' list.
    expect(notes.map((d) => `${d.span.start.line}: ${d.message.split(';')[0]}`)).toEqual([
      '13: "solkoff" is read under rules us-chess as US Chess 34E2 Solkoff (SOLK)',
      '14: "cumulative" is read under rules us-chess as US Chess 34E3 Cumulative (CUM)',
      '15: "opposition cumulative" is read under rules us-chess as US Chess 34E9 cumulative scores of opposition (OCUM)',
      '29: "solkoff" is read under rules us-chess as US Chess 34E2 Solkoff (SOLK)',
      '29: "cumulative" is read under rules us-chess as US Chess 34E3 Cumulative (CUM)',
      '29: "opposition cumulative" is read under rules us-chess as US Chess 34E9 cumulative scores of opposition (OCUM)',
    ]);
  });

  it('Virginia: the US Chess default order, also for the school teams', () => {
    const regulation = compileRegulation(`${VIRGINIA}\n`).regulation!;
    expect(regulation.edition).toBe('us-chess');
    expect(regulation.tiebreaks.map((s) => s.code)).toEqual(['PTS', 'MMED', 'SOLK', 'CUM', 'OCUM']);
    expect(regulation.teams![0]!.tiebreaks.map((s) => s.code)).toEqual(['SOLK', 'CUM', 'OCUM']);
  });

  it('Standard FMJD Swiss: DrA system 1, the manual column a criterion of the list', () => {
    const regulation = compileRegulation(`${STANDARD_FMJD_SWISS}\n`).regulation!;
    expect(regulation.tiebreaks.map((s) => s.code)).toEqual(['PTS', 'STS', 'SPLUS', 'SBAL', 'FTS', 'MAN']);
    expect(regulation.tiebreaks.at(-1)).toEqual({ code: 'MAN', column: 'Barrage', text: 'manual from column "Barrage"' });
    expect(regulation.pointSystem).toMatchObject({ win: DRAUGHTS.win, draw: DRAUGHTS.draw, loss: DRAUGHTS.loss });
  });

  it('Standard FMJD Swiss runs end to end: a tie left by every Solkoff goes to the barrage column', () => {
    // 1 and 2 drew each other and both beat a player who scored nothing: every Solkoff is equal.
    const table = crosstableFromRows(
      [
        ['=W2', '+B3', '--'],
        ['=B1', '--', '+W4'],
        ['--', '-W1', '--'],
        ['--', '--', '-B2'],
      ],
      { pointSystem: DRAUGHTS },
    );
    table.players[0]!.fields = { Barrage: '0' };
    table.players[1]!.fields = { Barrage: '2' };
    const e = evaluate(table, compileRegulation(`${STANDARD_FMJD_SWISS}\n`).regulation!);
    expect(e.standings.slice(0, 2).map((s) => [s.player, s.decidedBy])).toEqual([
      [2, 'manual from column "Barrage"'],
      [1, 'manual from column "Barrage"'],
    ]);
    expect(e.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('Double round robin: Koya extended in the list', () => {
    const regulation = compileRegulation(`${DOUBLE_ROUND_ROBIN}\n`).regulation!;
    expect(regulation.tiebreaks.map((s) => s.code)).toEqual(['PTS', 'DE', 'WIN', 'SB', 'KS', 'KX', 'BPG']);
    expect(regulation.after).toEqual({ kind: 'play-off' });
  });
});
