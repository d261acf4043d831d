import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../engine';
import { BLACK, BLOCK, BlockTable, RESULT, RESULT_RECORDS, WHITE, gameCode, mirrors } from '../../../../io/trf/block-table';

const played = (outcome: 'win' | 'draw' | 'loss', colour?: 'white' | 'black'): RoundRecord => ({
  kind: 'played',
  opponent: 2,
  outcome,
  ...(colour ? { colour } : {}),
});

describe('BlockTable: the round blocks of a file as numbers', () => {
  it('codes a record as its result and colour', () => {
    expect(gameCode(played('win', 'white'))).toBe(RESULT.win + WHITE);
    expect(gameCode(played('draw'))).toBe(RESULT.draw);
    expect(gameCode({ kind: 'forfeit-loss', opponent: 3, colour: 'black' })).toBe(RESULT.forfeitLoss + BLACK);
    expect(gameCode({ kind: 'double-forfeit', opponent: 3 })).toBe(RESULT.doubleForfeit);
    expect(gameCode({ kind: 'hpb' })).toBe(RESULT.hpb);
    expect(gameCode({ kind: 'absent' })).toBe(RESULT.absent);
    RESULT_RECORDS.forEach((record, result) => expect(gameCode(record)).toBe(result));
  });

  it('tells the two sides of one game: complementary results, not the same colour', () => {
    const code = (record: RoundRecord) => gameCode(record);
    expect(mirrors(code(played('win', 'white')), code(played('loss', 'black')))).toBe(true);
    expect(mirrors(code(played('draw')), code(played('draw', 'black')))).toBe(true);
    expect(mirrors(code(played('win', 'white')), code(played('loss', 'white')))).toBe(false);
    expect(mirrors(code(played('win')), code(played('win')))).toBe(false);
    expect(mirrors(RESULT.forfeitWin, RESULT.forfeitLoss)).toBe(true);
    expect(mirrors(RESULT.forfeitLoss, RESULT.forfeitLoss)).toBe(false);
    expect(mirrors(RESULT.doubleForfeit, RESULT.doubleForfeit)).toBe(true);
    expect(mirrors(RESULT.pab, RESULT.pab)).toBe(false);
    expect(mirrors(RESULT.absent, RESULT.absent)).toBe(false);
  });

  it('keeps every block as it grows', () => {
    const table = new BlockTable();
    for (let i = 0; i < 5000; i++) table.push(i % 2 === 0 ? BLOCK.read : BLOCK.blank, i % 2 === 0 ? played('win') : { kind: 'absent' });
    expect(table.size).toBe(5000);
    expect([table.state[4998], table.game[4998], table.opponent[4998]]).toEqual([BLOCK.read, RESULT.win, 2]);
    expect([table.state[4999], table.game[4999], table.opponent[4999]]).toEqual([BLOCK.blank, RESULT.absent, 0]);
  });
});
