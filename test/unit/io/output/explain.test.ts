import { describe, expect, it } from 'vitest';
import { explainPair, explainPlayer } from '../../../../io';
import { evaluateList } from '../../../support/evaluate';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';

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

  it('shows the 2009 virtual opponent behind an own unplayed round', () => {
    const e = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS', 'BH'], 'fide-2009');
    const lines = explainPlayer(e, 9);
    expect(lines).toContain(
      '    round 4 vs Player 11 (11): 2 — forfeit-loss: virtual opponent: 0.5 before round 4 + 1 for the round + 0.5 for 1 later draw = 2 (FIDE 2009)',
    );
  });
});
