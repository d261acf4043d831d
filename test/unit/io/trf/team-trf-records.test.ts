import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { readTeamTrf, readTrf } from '../../../../io';
import { readTeamRounds802 } from '../../../../io/trf/team-rounds-802';
import { TrfIssues } from '../../../../io/trf/trf-issues';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * TRF-2026 299 (points assigned outright), 802 (each team's rounds, informative) and the
 * records a team file leaves alone (340, 801), on edited copies of the six-team Swiss
 * (test/golden/teams/README.md: T6 lost round 1 by forfeit and was not paired in rounds 2
 * and 3; T2 had the PAB in round 2, T5 in round 3). Lines added at the end are lines 29, 30 ….
 */
const SWISS = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'), 'latin1');
const T6_310 = '310   6 Team 6                           T6              0.0    0.0   6';

const withLines = (text: string, ...lines: string[]) => `${text.trimEnd()}\n${lines.join('\n')}\n`;
const declaringT6 = (mp: string, gp: string) => SWISS.replace(T6_310, T6_310.replace('0.0    0.0', `${mp}    ${gp}`));

function read(text: string) {
  return readTeamTrf(text, { file: 't.trf' });
}

function scores(event: TeamEvent, team: number): string[] {
  return teamRoundScores(event, event.teams[team - 1]!).map((s) => `${s.matchPoints.toDecimalString()}/${s.gamePoints.toDecimalString()}`);
}

const where = (text: string) =>
  read(text).issues.map((i) => `${i.location.kind === 'text' ? `${i.location.line}:${i.location.column}` : ''} ${i.severity} ${i.code}`);

/** An 802 line in the columns team-records.ts reads: team 5–7, nickname 9–13, MP 15–20, GP 22–27, 13-column cells from 29. */
function line802(team: number, mp: string, gp: string, cells: [string, string, string, string?][]): string {
  const head = `802 ${String(team).padStart(3)} ${`T${team}`.padEnd(5)} ${mp.padStart(6)} ${gp.padStart(6)} `;
  return (
    head +
    cells.map(([who, colour, points, flag]) => `${who.padStart(3)} ${colour.padEnd(1)} ${points.padStart(4)}${flag ?? ' '}  `).join('')
  );
}

/** The six teams' rounds as the games give them (opponent, colour of board 1, game points). */
const ROUNDS_802 = [
  line802(1, '5.0', '4.5', [
    ['2', 'w', '2.0'],
    ['3', 'b', '1.5'],
    ['4', 'w', '1.0'],
  ]),
  line802(2, '2.0', '2.0', [
    ['1', 'b', '0.0'],
    ['PAB', '', '1.0'],
    ['3', 'b', '1.0'],
  ]),
  line802(3, '2.0', '2.5', [
    ['4', 'w', '1.0'],
    ['1', 'w', '0.5'],
    ['2', 'w', '1.0'],
  ]),
  line802(4, '4.0', '3.5', [
    ['3', 'b', '1.0'],
    ['5', 'b', '1.5'],
    ['1', 'b', '1.0'],
  ]),
  line802(5, '3.0', '3.5', [
    ['6', 'w', '2.0', 'f'],
    ['4', 'w', '0.5'],
    ['PAB', '', '1.0'],
  ]),
  line802(6, '0.0', '0.0', [
    ['5', 'b', '0.0', 'f'],
    ['ZPB', '', '0.0'],
    ['ZPB', '', '0.0'],
  ]),
];

describe('TRF-2026 299: points assigned outright, in a team file', () => {
  it('a line naming a round and a team replaces that round’s points, whatever the result: T6 awarded round 2', () => {
    const read_ = read(withLines(declaringT6('2.0', '2.0'), '299 + 2.0  2.0 002    6'));
    expect(read_.issues).toEqual([]); // the 310 line declares the totals with the assignment
    expect(scores(read_.event!, 6)).toEqual(['0/0', '2/2', '0/0']);
    const round2 = teamRoundScores(read_.event!, read_.event!.teams[5]!)[1]!;
    expect(round2.note).toBe(
      '2 MP, 2 GP assigned for a match won by forfeit by TRF 299, line 29, instead of the 0 MP, 0 GP of: not paired',
    );
  });

  it('a line without a round or teams replaces every round with its result: a forfeited match costs a match point', () => {
    const read_ = read(withLines(SWISS, '299 - -1.0 0.0 000'));
    expect(scores(read_.event!, 6)).toEqual(['-1/0', '0/0', '0/0']);
    expect(scores(read_.event!, 5)).toEqual(['2/2', '0/0.5', '1/1']); // its forfeit win is untouched
    expect(read_.issues.map((i) => i.message)).toEqual([
      'team "Team 6" declares 0 match points, its games and the 299 assignments give -1; the games count',
    ]);
  });

  it('a general line in one round: only that round’s PAB (T2, round 2) scores 2, T5’s PAB in round 3 keeps the 320 line’s 1', () => {
    const e = read(withLines(SWISS, '299 P 2.0  2.0 002')).event!;
    expect(scores(e, 2)).toEqual(['0/0', '2/2', '1/1']);
    expect(scores(e, 5)).toEqual(['2/2', '0/0.5', '1/1']);
  });

  it('a named line wins over a general one, and a later line over an earlier', () => {
    const e = read(
      withLines(SWISS, '299 - -1.0 0.0 000', '299 L 0.5 0.0 001    6', '299 L 0.0 0.0 001    6', '299 L 1.0 0.0 001    6'),
    ).event!;
    expect(scores(e, 6)[0]).toBe('1/0');
  });

  it('ranks by the assigned points: T6 awarded 2 MP in round 2 shares 5th with T2', () => {
    const e = read(withLines(declaringT6('2.0', '2.0'), '299 + 2.0  2.0 002    6')).event!;
    const mp = e.teams.map((t) => teamRoundScores(e, t).reduce((sum, s) => sum + Number(s.matchPoints.toDecimalString()), 0));
    expect(mp).toEqual([5, 2, 2, 4, 3, 2]);
  });

  it('a line that cannot be read is an error at its field; an unknown team, at the team', () => {
    expect(where(withLines(SWISS, '299 Q 1.0  1.0 002    6'))).toEqual(['29:5 error trf/bad-team-record']);
    expect(where(withLines(SWISS, '299 + one  1.0 002    6'))).toEqual(['29:7 error trf/bad-team-record']);
    expect(where(withLines(SWISS, '299 + 1.0  1.0 two    6'))).toEqual(['29:16 error trf/bad-team-record']);
    expect(where(withLines(SWISS, '299 + 1.0  1.0 002    9'))).toEqual(['29:23 error trf/unknown-team']);
    expect(read(withLines(SWISS, '299 Q 1.0  1.0 002    6')).event).toBeUndefined();
  });

  it('an individual file reports its 299 lines as not applied, and why', () => {
    const individual = SWISS.split('\n')
      .filter((l) => !/^(310|320|330|352|362)/.test(l))
      .concat(['299 + 1.0  1.0 002    1'])
      .join('\n');
    const messages = readTrf(individual, { file: 'i.trf' }).issues.filter((i) => i.code === 'trf/unsupported-record');
    expect(messages.map((i) => i.message)).toEqual([
      'record 299 ignored: point assignments are applied in team files (013/310 lines) only; an individual crosstable is scored from its results',
    ]);
  });
});

describe('TRF-2026 802: each team’s rounds, checked against the games', () => {
  it('reads the cells of a line as the TEC team sample writes them (opponent or bye, colour, game points)', () => {
    const issues = new TrfIssues('t.trf');
    const line = readTeamRounds802('802   1 AAA      5      8.0   2 w  2.0     3 b  1.5   FPB    4.0 ', 7, issues);
    expect(issues.sorted()).toEqual([]);
    expect(line!.matchPoints!.toDecimalString()).toBe('5');
    expect(line!.gamePoints!.toDecimalString()).toBe('8');
    // Each round is the words of its 13 columns (from 28, 41, 54): the record's table and its example place them one column apart.
    expect(
      line!.rounds.map((r) => `${r!.opponent ?? r!.bye} ${r!.colour ?? '-'} ${r!.gamePoints.toDecimalString()} @${r!.column}`),
    ).toEqual(['2 w 2 @31', '3 b 1.5 @44', 'fpb - 4 @55']);
  });

  it('802 lines that agree with the games: no issue, and no "not used" warning', () => {
    expect(read(withLines(SWISS, ...ROUNDS_802)).issues).toEqual([]);
  });

  it('a round that differs: one warning at its cell naming the team, the round and both numbers; the games count', () => {
    const wrong = ROUNDS_802.map((l, k) =>
      k === 0
        ? line802(1, '5.0', '5.0', [
            ['2', 'w', '2.0'],
            ['3', 'b', '2.0'],
            ['4', 'w', '1.0'],
          ])
        : l,
    );
    const read_ = read(withLines(SWISS, ...wrong));
    expect(
      read_.issues.map((i) => `${i.location.kind === 'text' && `${i.location.line}:${i.location.column}`} ${i.code}: ${i.message}`),
    ).toEqual([
      '29:22 trf/team-points-mismatch: team "Team 1" declares 5 game points, its games give 4.5; the games count',
      '29:44 trf/team-round-points-mismatch: team "Team 1" declares on its 802 line round 2: 2 GP against team 3, the games 1.5 GP against team 3; the games count',
    ]);
    expect(scores(read_.event!, 1)).toEqual(['2/2', '2/1.5', '1/1']);
  });

  it('an opponent that differs is named too', () => {
    const wrong = line802(3, '2.0', '2.5', [
      ['4', 'w', '1.0'],
      ['1', 'w', '0.5'],
      ['5', 'w', '1.0'],
    ]);
    expect(read(withLines(SWISS, wrong)).issues.map((i) => i.message)).toEqual([
      'team "Team 3" declares on its 802 line round 3: 1 GP against team 5, the games 1 GP against team 2; the games count',
    ]);
  });

  it('an 802 line that cannot be read is a warning and changes nothing', () => {
    const read_ = read(withLines(SWISS, '802   1 T1       5.0    4.5   2 w  two'));
    expect(where(withLines(SWISS, '802   1 T1       5.0    4.5   2 w  two'))).toEqual(['29:31 warning trf/unread-informative-line']);
    expect(scores(read_.event!, 1)).toEqual(['2/2', '2/1.5', '1/1']);
  });
});

describe('team records left alone, each with its reason', () => {
  it('340 (the TRF-2025 draft’s forfeited match) and 801 (informative) are reported as not used', () => {
    const read_ = read(withLines(SWISS, '340 +-   1   5   6', '801  1 T1     5    4.5   2 w 11   1234    3 b =1   1234    4 w 0=   1234'));
    expect(read_.issues.map((i) => `${i.severity} ${i.message}`)).toEqual([
      "warning record 340 ignored: 340 is the TRF-2025 draft's forfeited-match record, which TRF-2026 numbers 330: write the forfeited matches as 330 lines to have them read",
      'warning record 801 ignored: an informative repeat of each team’s results round by round; Regula computes them from the games (802 lines, when present, are checked against them)',
    ]);
  });
});
