import { describe, expect, it } from 'vitest';
import { teamRoundScores } from '../../../../engine';
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

describe('generated team events: computed MP and GP equal the declared totals', () => {
  it.each(EVENTS)('seed $seed: $teams teams, $boards boards, $rounds rounds', (options) => {
    const generated = generateTeamTrf(options);
    const read = readTeamTrf(generated.text, { file: `generated-${options.seed}.trf` });
    expect(read.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    const event = read.event!;
    const computed = event.teams.map((team) => {
      const scores = teamRoundScores(event, team);
      const halves = (sum: (s: (typeof scores)[number]) => { toDecimalString(): string }) =>
        scores.reduce((total, s) => total + Number(sum(s).toDecimalString()) * 2, 0);
      return { mp: halves((s) => s.matchPoints), gp: halves((s) => s.gamePoints) };
    });
    expect(computed).toEqual(generated.totals);
  });

  it('the generated events do leave boards empty, forfeit matches and give PABs (the property is not vacuous)', () => {
    const texts = EVENTS.map((o) => generateTeamTrf(o).text).join('\n');
    expect(texts.match(/0000 - \+/g)!.length).toBeGreaterThan(50);
    expect(texts.match(/^330 /gm)!.length).toBeGreaterThan(10);
    expect(texts.match(/PAB/g)!.length).toBeGreaterThan(20);
  });
});
