import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { readTeamTrf } from '../../../../io';
import { generateTeamTrf } from '../../../support/generate-team-trf';

/*
 * Issue 15: the match and game points Regula computes from the boards equal the totals the
 * file declares (310, and each round's game points on the 802 lines), on every generated
 * team event — with absent teams, team PABs, forfeited matches, reserves, and boards left
 * empty (`0000 - +`). The generator counts the totals itself, in half points.
 */
const EVENTS = Array.from({ length: 40 }, (_, k) => ({
  seed: 2026 + k,
  teams: 4 + ((k * 7) % 19),
  boards: 2 + (k % 5),
  rounds: 3 + (k % 9),
}));

/** Each team's match and game points as Regula computes them, in half points. */
function computedTotals(event: TeamEvent): { mp: number; gp: number }[] {
  return event.teams.map((team) => {
    const scores = teamRoundScores(event, team);
    const halves = (sum: (s: (typeof scores)[number]) => { toDecimalString(): string }) =>
      scores.reduce((total, s) => total + Number(sum(s).toDecimalString()) * 2, 0);
    return { mp: halves((s) => s.matchPoints), gp: halves((s) => s.gamePoints) };
  });
}

describe('generated team events: computed MP and GP equal the declared totals', () => {
  it.each(EVENTS)('seed $seed: $teams teams, $boards boards, $rounds rounds', (options) => {
    const generated = generateTeamTrf(options);
    const read = readTeamTrf(generated.text, { file: `generated-${options.seed}.trf` });
    expect(read.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    expect(computedTotals(read.event!)).toEqual(generated.totals);
  });

  // TRF-2026's other team records: 240 team byes, 300 line-ups out of order, 299 assignments.
  it.each(EVENTS.filter((_, k) => k % 4 === 0))(
    'seed $seed with 240, 300 and 299 lines: $teams teams, $boards boards, $rounds rounds',
    (options) => {
      const generated = generateTeamTrf({ ...options, teamBye: 0.08, outOfOrder: 0.1, assignments: 2 });
      const read = readTeamTrf(generated.text, { file: `generated-${options.seed}.trf` });
      expect(read.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
      expect(computedTotals(read.event!)).toEqual(generated.totals);
    },
  );

  it('the generated events do leave boards empty, forfeit matches and give PABs (the property is not vacuous)', () => {
    const texts = EVENTS.map((o) => generateTeamTrf(o).text).join('\n');
    expect(texts.match(/0000 - \+/g)!.length).toBeGreaterThan(50);
    expect(texts.match(/^330 /gm)!.length).toBeGreaterThan(10);
    expect(texts.match(/PAB/g)!.length).toBeGreaterThan(20);
  });
});
