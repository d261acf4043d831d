import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, formatRegulation, resolveCriterion, parseRegulation } from '../../../dsl';
import { file, plain, printed } from '../../support/dsl';

/*
 * A regulation for a team event (C.07 arts. 11–13): "team" on the rules line, the score
 * that ranks the teams in the scoring article, the team criteria and the reference scores
 * :MP / :GP in the list — and the errors, with their locations, when the event kinds mix.
 */

const TEAM_SWISS = file(
  'regulation "Team Swiss"',
  'rules fide-2026 team swiss',
  '',
  'scoring',
  '  match win 3, match draw 1, match loss 0',
  '  ranked by game points',
  '',
  'tie-breaks',
  '  1. MPvGP',
  '  2. buchholz on match points cut 1',
  '  3. SSSC/K4',
  '  4. EDEBB',
);

describe('a team event in the regulation language', () => {
  it('lowers "team", "ranked by game points", 3-1-0 match points and the team criteria', () => {
    const { regulation, diagnostics } = compileRegulation(TEAM_SWISS);
    expect(printed(diagnostics)).toEqual([]);
    expect(plain({ team: regulation!.teamEvent, score: regulation!.teamScore, matchPoints: regulation!.matchPoints })).toEqual({
      team: true,
      score: 'game-points',
      matchPoints: { win: '3', draw: '1', loss: '0' },
    });
    expect(plain(regulation!.tiebreaks.slice(1))).toEqual([
      { code: 'MPVGP', text: 'MPvGP' },
      { code: 'BH', reference: 'match-points', cut: 1, text: 'buchholz on match points cut 1' },
      { code: 'SSSC', factor: '4', text: 'SSSC/K4' },
      { code: 'EDEBB', text: 'EDEBB' },
    ]);
  });

  it('formats the rules line and the ranking statement as written', () => {
    expect(formatRegulation(TEAM_SWISS).text).toBe(TEAM_SWISS);
  });

  it('a team criterion or a reference score in an individual regulation is an error at the criterion', () => {
    const text = file('regulation "Open"', 'rules fide-2026 swiss', 'tie-breaks', '  1. EMMSB', '  2. BH:GP', '  3. BH');
    expect(printed(checkRegulation(text).diagnostics)).toEqual([
      'test.regula:4:6: error dsl/team-criterion-in-individual-event: "EMMSB" ranks the teams of a team event (C.07 arts. 11–13); this regulation is for an individual event: write "team" on the rules line ("rules fide-2026 team swiss")',
      'test.regula:5:6: error dsl/team-criterion-in-individual-event: "BH:GP" ranks the teams of a team event (C.07 arts. 11–13); this regulation is for an individual event: write "team" on the rules line ("rules fide-2026 team swiss")',
    ]);
  });

  it('"ranked by … points" without "team" is an error at the statement', () => {
    const codes = checkRegulation(file('regulation "Open"', 'scoring', '  ranked by match points')).diagnostics.map(
      (d) => `${d.span.start.line}:${d.span.start.column} ${d.code}`,
    );
    expect(codes).toEqual(['3:3 dsl/team-ranking-in-individual-event']);
  });

  it('in a team event, a criterion only for players and a reference score on a team criterion are errors', () => {
    const text = file('regulation "Team"', 'rules fide-2026 team', 'tie-breaks', '  1. ARO', '  2. EMGSB:GP', '  3. SB:GP/C1');
    expect(checkRegulation(text).diagnostics.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.code}`)).toEqual([
      '4:6 dsl/player-criterion-in-team-event',
      '5:6 dsl/reference-score-not-allowed',
    ]);
  });

  it('reads the long names of the team criteria', () => {
    const { ast } = parseRegulation(
      file('tie-breaks', '  1. extended direct encounter top board', '  2. extended sonneborn-berger match game cut 1'),
    );
    const article = ast.articles[0]!;
    if (article.kind !== 'tiebreaks-article') throw new Error('not a list');
    const specs = article.items.map((item) => (item.entry.kind === 'criterion' ? resolveCriterion(item.entry, 'fide-2026') : undefined));
    expect(specs.map((s) => (s?.ok ? `${s.spec.code}${s.spec.cut ? `/C${s.spec.cut}` : ''}` : 'error'))).toEqual(['EDET', 'EMGSB/C1']);
  });
});
