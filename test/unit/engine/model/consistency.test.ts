import { describe, expect, it } from 'vitest';
import { checkReciprocity, STANDARD, type Crosstable, type RoundRecord } from '../../../../engine';

const table = (players: Record<number, RoundRecord[]>): Crosstable => ({
  type: 'swiss',
  rounds: Object.values(players).reduce((most, r) => Math.max(most, r.length), 0),
  pointSystem: STANDARD,
  meta: {},
  players: Object.entries(players).map(([id, rounds]) => ({ id: Number(id), name: '', fields: {}, rounds })),
});
const game = (opponent: number, outcome: 'win' | 'draw' | 'loss', colour?: 'white' | 'black'): RoundRecord => ({
  kind: 'played',
  opponent,
  outcome,
  ...(colour && { colour }),
});

describe('checkReciprocity', () => {
  it('finds nothing wrong with games, forfeits and byes that mirror', () => {
    const crosstable = table({
      1: [game(2, 'win', 'white'), { kind: 'forfeit-win', opponent: 3 }, { kind: 'pab' }],
      2: [game(1, 'loss', 'black'), game(3, 'draw'), { kind: 'double-forfeit', opponent: 3 }],
      3: [{ kind: 'absent' }, game(2, 'draw', 'white'), { kind: 'double-forfeit', opponent: 2 }],
      4: [{ kind: 'hpb' }, { kind: 'zpb' }, { kind: 'forfeit-loss' }],
    });
    crosstable.players[2]!.rounds[0] = { kind: 'absent' };
    crosstable.players[0]!.rounds[1] = { kind: 'forfeit-win', opponent: 4 };
    crosstable.players[3]!.rounds[1] = { kind: 'forfeit-loss', opponent: 1 };
    expect(checkReciprocity(crosstable)).toEqual([]);
  });

  it('reports each problem once per record, in player and round order', () => {
    const crosstable = table({
      1: [game(2, 'win', 'white'), game(1, 'draw'), game(9, 'win')],
      2: [game(1, 'win', 'black'), game(3, 'loss', 'white')],
      3: [game(4, 'draw'), game(2, 'win', 'white')],
      4: [game(3, 'draw'), { kind: 'forfeit-win', opponent: 3 }],
    });
    expect(checkReciprocity(crosstable).map((p) => `${p.code} ${p.player}:${p.round}`)).toEqual([
      'result-mismatch 1:1',
      'paired-with-self 1:2',
      'unknown-opponent 1:3',
      'result-mismatch 2:1',
      'colour-mismatch 2:2',
      'colour-mismatch 3:2',
      'not-mirrored 4:2',
    ]);
  });

  it('reports a game against a player whose rounds stop before it as not mirrored', () => {
    const crosstable = table({ 1: [game(2, 'win')], 2: [] });
    expect(checkReciprocity(crosstable)).toEqual([{ code: 'not-mirrored', player: 1, round: 1, opponent: 2, found: { kind: 'absent' } }]);
  });
});
