import { describe, expect, it } from 'vitest';
import { evaluateTeamEvent, type Regulation } from '../../../../engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainPair, explainPlayer, explainSplits, readTrf } from '../../../../io';
import { splitLine } from '../../../../io/output/explanations';
import { REPO_ROOT } from '../../../support/fixture-paths';
import { evaluateList } from '../../../support/evaluate';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';
import { ROUND_ROBIN_4X4, SWISS_6X2 } from '../../../support/team-event';

describe('explain', () => {
  it('says which criterion put one player above another, with both sides’ contributions', () => {
    const e = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS', 'BH/C1', 'BH', 'SB'], 'fide-2026');
    const lines = explainPair(e, 16, 1);
    expect(lines[0]).toBe('Player 1 (1) is above Player 16 (16): SB decided (8 against 7.25), among 2 tied participants on 3.5 points.');
    expect(lines[1]).toBe('Level before it on BH/C1 (11 = 11) and BH (12.5 = 12.5).');
    expect(lines).toContain('  Player 1 (1) SB = 8');
    expect(lines).toContain('    round 3 vs Player 2 (2): 2 (opponent 4, scored 0.5)');
  });

  it('explains a direct-encounter split (C.07 6.3) in a participant’s story', () => {
    // 1 beat 2 and 3, who never met: DE places 1 alone on top of the three tied on 2 points.
    const table = crosstableFromRows([
      ['+W2', '+W3', '-B4'],
      ['-B1', '+W4', '+W5'],
      ['+W4', '-B1', '+BYE'],
      ['-B3', '-B2', '+W1'],
      ['+BYE', '=BYE', '-B2'],
    ]);
    const e = evaluateList(table, ['PTS', 'DE'], 'fide-2024');
    expect(explainPlayer(e, 1).slice(0, 3)).toEqual([
      'Player 1 (1) is placed 1 of 5, decided by DE.',
      'Tied on 2 points with Player 2 (2) and Player 3 (3); DE: Player 1 (1) 2, Player 2 (2) 0, Player 3 (3) 0 → placed 1st of the 3.',
      '  DE (direct encounter): points from the games among the tied participants, recomputed for every subgroup still tied (FIDE C.07 art. 6).',
    ]);
    expect(explainPlayer(e, 2)[1]).toBe(
      'Tied on 2 points with Player 1 (1) and Player 3 (3); DE: Player 1 (1) 2, Player 2 (2) 0, Player 3 (3) 0 → 2nd–3rd of the 3, tied with Player 3 (3) (2, 3: no two of them met (C.07 6.1)).',
    );
    expect(explainPair(e, 2, 3)[0]).toBe(
      'Player 2 (2) and Player 3 (3) share their place: no criterion of the list separates them (shared after the list).',
    );
  });

  /*
   * The FIDE TEC exercise (samples/tournaments/tec-exercise-16.trf, 2024 rules): Adams (1),
   * Costa (3), Dahl (4) and Petrov (16) tie on 3½ points. Among them Dahl drew with Costa (round 4)
   * and with Adams (round 5); Adams and Costa did not meet, nor did Petrov meet any of them. Not
   * every pair met, and with the missing games nobody stays alone on top: DE does not apply
   * (C.07 6.3) although its points differ (Dahl 1, Adams and Costa ½, Petrov 0). BH then places
   * Costa 15.5, Dahl 15, and Adams and Petrov 12.5, and SB Adams 8 above Petrov 7.25.
   */
  describe('a direct encounter that did not apply (C.07 6.3), on the TEC exercise', () => {
    const tec = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), 'utf8')).crosstable!;
    const e = evaluateList(tec, ['PTS', 'DE', 'BH', 'SB'], 'fide-2024');
    const names = new Map(tec.players.map((p) => [p.id, p.name]));

    it('explain of a pair says DE did not apply and why, with the two values (never "level on DE (1 = 0)")', () => {
      const lines = explainPair(e, 16, 4);
      expect(lines[0]).toBe(
        'Dahl, David (4) is above Petrov, Pavel (16): BH decided (15 against 12.5), among 4 tied participants on 3.5 points.',
      );
      expect(lines[1]).toBe(
        'DE did not apply (1 against 0): not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3).',
      );
      expect(lines.join('\n')).not.toContain('Level before it on DE');
      // Adams and Petrov: level on BH (12.5 = 12.5) after a DE that did not apply (0.5 against 0).
      expect(explainPair(e, 1, 16).slice(1, 3)).toEqual([
        'Level before it on BH (12.5 = 12.5).',
        'DE did not apply (0.5 against 0): not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3).',
      ]);
    });

    it('explain of a player and the ranking’s lines (rank, report, the add-in) say it too', () => {
      expect(explainPlayer(e, 4)[1]).toBe(
        'Tied on 3.5 points with Adams, Alice (1), Costa, Clara (3) and Petrov, Pavel (16); DE: Adams, Alice (1) 0.5, Costa, Clara (3) 0.5, Dahl, David (4) 1, Petrov, Pavel (16) 0 → still tied: DE did not apply (not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3)).',
      );
      const de = e.splits.find((s) => s.criterion === 'DE' && s.group.includes(4))!;
      expect(splitLine(de, names)).toBe(
        'DE — Dahl, David (4) 1 = Adams, Alice (1) 0.5 = Costa, Clara (3) 0.5 = Petrov, Pavel (16) 0: still tied, DE did not apply (not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3))',
      );
      expect(explainSplits(e)).toContain(splitLine(de, names));
      // Tied on equal DE points stays as it was: nobody met, all 0.
      const none = e.splits.find((s) => s.criterion === 'DE' && s.group.includes(12))!;
      expect(splitLine(none, names)).toBe(
        'DE — Larsen, Lars (12) = Novak, Nikola (14) = Olsen, Olga (15) 0: still tied (no two of them met (C.07 6.1))',
      );
    });

    it('"if all met" (/A): the same words when not every pair met', () => {
      const allMet = evaluateList(tec, ['PTS', 'DE/A', 'BH'], 'fide-2024');
      expect(explainPair(allMet, 16, 4)[1]).toBe(
        'DE/A did not apply (1 against 0): not all of them met each other (1, 3, 4, 16 did not meet every other tied player): direct encounter "if all met" does not apply.',
      );
    });
  });

  it('shows the 2009 virtual opponent behind an own unplayed round', () => {
    const e = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS', 'BH'], 'fide-2009');
    const lines = explainPlayer(e, 9);
    expect(lines).toContain(
      '    round 4 vs Player 11 (11): 2 — forfeit-loss: virtual opponent: 0.5 before round 4 + 1 for the round + 0.5 for 1 later draw = 2 (FIDE 2009)',
    );
  });
});

/*
 * A team event's explanation reads its crosstable of teams (C.07 arts. 11–13): the same
 * words, a team for a participant, "match points" for the score that ranks the event.
 */
describe('explain on a team event', () => {
  const regulation = (list: string[]): Regulation => ({
    name: 'Team test',
    edition: 'fide-2026',
    unplayed: { forfeitCap: 'opponent' },
    tiebreaks: list.map((text) => ({ code: text, text })),
    after: { kind: 'shared' },
  });

  it('says MPvGP split A and D on 3 match points by game points 6 against 5.5 (C.07 13.1)', () => {
    /*
     * ROUND_ROBIN_4X4 (test/unit/engine/teams): MP A 2+1+0 = 3, D 1+0+2 = 3; ranked on match
     * points, MPvGP is game points: A 2½ + 2 + 1½ = 6, D 2 + 1 + 2½ = 5½.
     */
    const e = evaluateTeamEvent(ROUND_ROBIN_4X4, regulation(['PTS', 'MPvGP']));
    expect(explainPair(e, 4, 1)).toEqual([
      'A (1) is above D (4): MPvGP decided (6 against 5.5), among 2 tied participants on 3 match points.',
      '  A (1) MPvGP = 6 (game points: the event is ranked on match points (C.07 13.1))',
      '    round 1 vs B (2): 2.5 — 2.5–1.5 against B: a won match',
      '    round 2 vs C (3): 2 — 2–2 against C: a drawn match',
      '    round 3 vs D (4): 1.5 — 1.5–2.5 against D: a lost match',
      '  D (4) MPvGP = 5.5 (game points: the event is ranked on match points (C.07 13.1))',
      '    round 1 vs C (3): 2 — 2–2 against C: a drawn match',
      '    round 2 vs B (2): 1 — 1–3 against B: a lost match',
      '    round 3 vs A (1): 2.5 — 2.5–1.5 against A: a won match',
    ]);
    expect(explainPlayer(e, 1).slice(0, 2)).toEqual([
      'A (1) is placed 2 of 4, decided by MPvGP.',
      'Tied on 3 match points with D (4); MPvGP: A (1) 6, D (4) 5.5 → placed 1st of the 2.',
    ]);
  });

  it('says EDET put T2 above T3: level in their drawn match on MP and GP, T2 won its top board (13.3.1, 13.3.2)', () => {
    /*
     * SWISS_6X2: T2 and T3 end on 2 MP and met in round 3, T2–T3 1 0 (1–1): MP 1 v 1, GP 1 v 1
     * in the direct encounter; two teams still tied, so TBR over that match: board 1 1 v 0.
     */
    const e = evaluateTeamEvent(SWISS_6X2, regulation(['PTS', 'EDET']));
    expect(explainPair(e, 3, 2)).toEqual([
      'T2 (2) is above T3 (3): EDET decided (MP 1 | GP 1 | TBR board 1 1 against MP 1 | GP 1 | TBR board 1 0), among 2 tied participants on 2 match points.',
      'EDET (extended direct encounter, top board result): direct encounter on the primary score; if nobody separates, on the secondary score; a smaller tied subset starts again. Two teams still tied: TBR over their matches against each other (13.3.2) (FIDE C.07 art. 13.3 (combination named in the 2026 text)).',
      '  T2 (2) EDET = 1',
      '    round 3 vs T3 (3): 1 — MP in the direct encounter (C.07 13.3.1)',
      '    round 3 vs T3 (3): 1 — GP in the direct encounter (C.07 13.3.1)',
      '    round 3 vs T3 (3): 1 — TBR board 1 (C.07 13.3.2): board 1: win',
      '  T3 (3) EDET = 1',
      '    round 3 vs T2 (2): 1 — MP in the direct encounter (C.07 13.3.1)',
      '    round 3 vs T2 (2): 1 — GP in the direct encounter (C.07 13.3.1)',
      '    round 3 vs T2 (2): 0 — TBR board 1 (C.07 13.3.2): board 1: loss',
    ]);
    expect(explainPlayer(e, 3)[1]).toBe(
      'Tied on 2 match points with T2 (2); EDET: T2 (2) MP 1 | GP 1 | TBR board 1 1, T3 (3) MP 1 | GP 1 | TBR board 1 0 → placed 2nd of the 2.',
    );
  });
});
