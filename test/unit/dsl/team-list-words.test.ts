import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../dsl';
import { printed } from '../../support/dsl';

// Issue 19: an Olympiad's tie-breaks in the regulation's own words. In a team event ranked by
// match points, "game points" is the secondary score (GP, C.07 11.1, 13.1), not the points that
// always rank first — it was dropped with the warning "points always rank first".
const regulation = (rules: string, scoring: string, items: string[]) =>
  compileRegulation(
    [
      `regulation "Olympiad"`,
      `rules ${rules}`,
      '',
      'scoring',
      ...scoring.split('\n').map((l) => `  ${l}`),
      '',
      'tie-breaks',
      ...items.map((item, i) => `  ${i + 1}. ${item}`),
      '',
    ].join('\n'),
  );

describe('score words in a tie-break list', () => {
  it('reads "game points" in a team event ranked by match points as GP, the secondary score', () => {
    const compiled = regulation('fide-2024 team swiss', 'match win 2, match draw 1, match loss 0\nranked by match points', [
      'game points',
      'BH:MP',
    ]);
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.regulation!.tiebreaks.map((t) => `${t.code} ${t.text}`)).toEqual(['PTS PTS', 'GP game points', 'BH BH:MP']);
  });

  it('says "game points" is not needed when the team event is ranked by game points', () => {
    const compiled = regulation('fide-2024 team swiss', 'ranked by game points', ['game points', 'MPvGP']);
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['dsl/points-in-list']);
    expect(compiled.regulation!.tiebreaks.map((t) => t.code)).toEqual(['PTS', 'MPVGP']);
  });

  it('keeps "game points" as the points of an individual event (points rank first)', () => {
    const compiled = regulation('fide-2026', 'win 1, draw 1/2, loss 0', ['game points', 'BH']);
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['dsl/points-in-list']);
    expect(compiled.regulation!.tiebreaks.map((t) => t.code)).toEqual(['PTS', 'BH']);
  });
});

describe('Sonneborn-Berger in a team event', () => {
  const teams = (item: string) =>
    regulation('fide-2024 team swiss', 'match win 2, match draw 1, match loss 0\nranked by match points', [item]);

  it('says a plain sonneborn-berger means two things there, and names both choices', () => {
    const compiled = teams('sonneborn-berger');
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['dsl/team-sonneborn-berger']);
    expect(compiled.diagnostics[0]!.message).toContain('write "SB:MP"');
    expect(compiled.diagnostics[0]!.message).toContain('write "olympiad sonneborn-berger"');
    expect(teams('SB:MP').diagnostics).toEqual([]);
  });

  // Chess Olympiad regulations rule 14 a): "match points of each opponent, excluding the opponent who scored
  // the lowest number of match points, multiplied by the number of game points achieved against this opponent".
  it('knows the Olympiad’s name: opponents’ match points × own game points, the lowest opponent left out (EMGSB/C1)', () => {
    const compiled = teams('olympiad sonneborn-berger');
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.regulation!.tiebreaks[1]).toMatchObject({ code: 'EMGSB', cut: 1, text: 'olympiad sonneborn-berger' });
    expect(teams('olympia-sb-system').regulation!.tiebreaks[1]).toMatchObject({ code: 'EMGSB', cut: 1 });
  });

  it('takes the Olympiad’s cut restated, and refuses another cut on top of it', () => {
    const restated = teams('olympiad sonneborn-berger cut 1');
    expect(restated.diagnostics).toEqual([]);
    expect(restated.regulation!.tiebreaks[1]).toMatchObject({ code: 'EMGSB', cut: 1, text: 'olympiad sonneborn-berger cut 1' });
    expect(printed(teams('olympiad sonneborn-berger cut 2').diagnostics)).toEqual([
      'test.regula:9:32: error dsl/modifier-in-name: "cut 2" changes what "olympiad sonneborn-berger" already says (it means EMGSB/C1): write "olympiad sonneborn-berger" alone, or the criterion\'s own name with the modifier the regulation states',
    ]);
    expect(teams('extended sonneborn-berger match game cut 2').regulation!.tiebreaks[1]).toMatchObject({ code: 'EMGSB', cut: 2 });
  });

  it('leaves a plain sonneborn-berger of an individual event alone', () => {
    expect(regulation('fide-2026', 'win 1, draw 1/2, loss 0', ['sonneborn-berger']).diagnostics).toEqual([]);
  });
});
