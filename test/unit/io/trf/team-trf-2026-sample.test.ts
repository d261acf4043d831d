import { describe, expect, it } from 'vitest';
import { Rational, teamRoundScores, type TeamEvent } from '../../../../engine';
import { readTeamTrf } from '../../../../io';
import { generateTeamTrf } from '../../../support/generate-team-trf';

/*
 * A TRF-2026 team event the size of the TEC's team sample — 50 teams × 14 rounds of four
 * boards, with line-ups out of order (300), team byes (240 F, H, Z), team PABs (320),
 * forfeited matches (330) and abnormal assignment points (299) — written in the columns of
 * the specification (FIDE Handbook, TRF26.pdf) by test/support/generate-team-trf.ts, which
 * counts the 310 and 802 totals itself by the rules the FIDE reference server scores a team
 * file by (see the generator). Regula's match and game points equal the file's own, with no
 * warning.
 */
const SAMPLE = generateTeamTrf({ seed: 2026, teams: 50, boards: 4, rounds: 14, teamBye: 0.04, outOfOrder: 0.05, assignments: 3 });

function totals(event: TeamEvent): { mp: number; gp: number }[] {
  return event.teams.map((team) => {
    const scores = teamRoundScores(event, team);
    const halves = (values: Rational[]) => Number(Rational.sum(values).mul(Rational.of(2)).toDecimalString());
    return { mp: halves(scores.map((s) => s.matchPoints)), gp: halves(scores.map((s) => s.gamePoints)) };
  });
}

describe('a TRF-2026 team sample: 50 teams × 14 rounds with every team record', () => {
  it('has every record form the specification gives a team event', () => {
    expect(SAMPLE.counts['240']).toBeGreaterThan(10);
    expect(SAMPLE.counts['299']).toBe(9);
    expect(SAMPLE.counts['300']).toBeGreaterThan(20);
    expect(SAMPLE.counts['320']).toBe(1);
    expect(SAMPLE.counts['330']).toBeGreaterThan(5);
    expect(SAMPLE.text).toMatch(/^240 F /m);
    expect(SAMPLE.text).toMatch(/^240 H /m);
    expect(SAMPLE.text).toMatch(/^240 Z /m);
    expect(SAMPLE.text).toMatch(/^802 .* FPB /m);
    expect(SAMPLE.text).toMatch(/^802 .*f /m);
  });

  it('Regula’s match and game points equal the 310 and 802 totals, with no warning', () => {
    const read = readTeamTrf(SAMPLE.text, { file: 'team-sample.trf' });
    expect(read.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    expect(read.event!.teams).toHaveLength(50);
    expect(read.event!.rounds).toBe(14);
    expect(totals(read.event!)).toEqual(SAMPLE.totals);
  });

  it('without its 240 lines, the teams with a full- or half-point bye lose those rounds’ points, and the file says so', () => {
    const without = SAMPLE.text.replace(/^240 .*\n/gm, '');
    const read = readTeamTrf(without, { file: 'team-sample.trf' });
    const mismatched = new Set(
      read.issues.filter((i) => i.code === 'trf/team-points-mismatch').map((i) => /team "([^"]+)"/.exec(i.message)![1]!),
    );
    const byeTeams = new Set(
      [...SAMPLE.text.matchAll(/^240 [FH] \d{3} (.*)$/gm)].flatMap((m) =>
        m[1]!
          .trim()
          .split(/\s+/)
          .map((id) => `Team ${Number(id)}`),
      ),
    );
    // Every team warned had such a bye (one whose bye round a 299 line awarded it keeps its points).
    expect([...mismatched].filter((team) => !byeTeams.has(team))).toEqual([]);
    expect(mismatched.size).toBeGreaterThanOrEqual(byeTeams.size - 2);
    expect(mismatched.size).toBeGreaterThan(8);
  });
});
