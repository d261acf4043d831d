/**
 * A club championship, a double round robin with the withdrawal rule judged per cycle (S. Reuben,
 * arbiter's handbook ch. 12–13; samples/regulations/club-double-round-robin.regula is the same rule)
 * compiled by the regulation language and evaluated on samples/tournaments/club-championship-drr-8.trf:
 * 8 players, 14 rounds; #6 Falk withdrew after 9 games (all of cycle 1, a draw and a win in
 * cycle 2), the handbook's case c).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, findCriterion, type Evaluation } from '../../engine';
import { decodeTrfBytes, readTrf } from '../../io';
import { printed } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

const DESIGN_TEXT = `regulation "Club Championship" version "double round robin"
rules fide-2026
withdrawals
  per cycle: fewer than half of the games played -> results deleted,
             otherwise remaining games lost by forfeit
tie-breaks
  1. DE
  2. WIN
  3. SB
  4. KS
  5. koya extended
  6. BPG
  then play-off
`;

// Line 5, Extended Koya (KX), is kept when the registry has it; the rest of the list never reaches it here.
const TEXT = findCriterion('koya extended') ? DESIGN_TEXT : DESIGN_TEXT.replace('  5. koya extended\n  6. BPG', '  5. BPG');

function run(text: string): Evaluation {
  const compiled = compileRegulation(text);
  expect(printed(compiled.diagnostics)).toEqual([]);
  const bytes = new Uint8Array(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf')));
  const input = readTrf(decodeTrfBytes(bytes), { file: 'club-championship-drr-8.trf' });
  expect(input.issues).toEqual([]);
  return evaluate(input.crosstable!, compiled.regulation!);
}

const table = (e: Evaluation) =>
  e.standings.map((s) => {
    const points = e.columns[0]!.values.get(s.player)!;
    return `${s.rank}. #${s.player} ${points.kind === 'value' ? points.value.toDecimalString() : 'n/a'} ${s.decidedBy}`;
  });

describe('Club Championship on the 8-player double round robin with a withdrawal', () => {
  it('per cycle (handbook ch. 12, case c): #6’s second cycle is lost by default; #7 wins the three-way tie on DE', () => {
    const e = run(TEXT);
    expect(e.withdrawals.withdrawals.map((w) => w.judgements.map((j) => j.note))).toEqual([
      [
        '#6 played 7 of 7 games in cycle 1 (half or more): results stand, the remaining games lost by default (arbiter’s handbook ch. 12, rule 2)',
        '#6 played 2 of 7 games in cycle 2 (fewer than half): an earlier cycle stands, so the whole cycle is lost by default (arbiter’s handbook ch. 12, rule 3 case c)',
      ],
    ]);
    // Cycle 2: #3's draw (round 8) and #4's loss (round 9) against #6 become wins by default; #5, #8, #7, #1, #2 win the unplayed games.
    expect(table(e)).toEqual([
      '1. #7 8.5 DE',
      '2. #1 8.5 DE',
      '3. #3 8.5 DE',
      '4. #5 7 PTS',
      '5. #2 6.5 WIN',
      '6. #4 6.5 WIN',
      '7. #8 6 PTS',
      '8. #6 4.5 PTS',
    ]);
    // DE in a double round robin averages each mini-match (C.07 6.1.2): #7 ¾ v #3 and ½ v #1.
    const de = e.splits.find((s) => s.criterion === 'DE' && s.group.length === 3)!;
    expect([...de.values]).toEqual([
      [7, '1.25'],
      [1, '1'],
      [3, '0.75'],
    ]);
    expect(e.issues.map((i) => i.code)).toEqual(['engine/eligibility-unstated']);
    expect(e.withdrawals.ineligible).toEqual([]);
  });

  it('the event judged as one (G. Gijssen): 9 of 14 games stand, #1 is champion on wins', () => {
    const e = run(TEXT.replace('per cycle:', 'per event:'));
    expect(table(e)).toEqual([
      '1. #1 8.5 WIN',
      '2. #7 8.5 WIN',
      '3. #3 8 PTS',
      '4. #5 7 PTS',
      '5. #2 6.5 PTS',
      '6. #8 6 DE',
      '7. #6 6 DE',
      '8. #4 5.5 PTS',
    ]);
  });

  it('a withdrawn player ineligible for awards when the regulation says so', () => {
    const e = run(
      TEXT.replace(
        '             otherwise remaining games lost by forfeit\n',
        '             otherwise remaining games lost by forfeit\n  withdrawn players not eligible for awards\n',
      ),
    );
    expect(e.withdrawals.ineligible).toEqual([
      {
        player: 6,
        reason:
          'withdrew (not paired from round 10 to round 14, the last held); the regulation makes withdrawn players ineligible for awards',
      },
    ]);
    expect(e.issues).toEqual([]);
  });
});
