/**
 * The round to come kept open (`regula scenarios`, io/after-round.ts `open`): the crosstable
 * runs through it, its games without results are listed with their colours and read absent,
 * and they are not warned about. The corpus's 100-player Swiss (test/fixtures/README.md) with
 * round 9's results removed.
 */
import { describe, expect, it } from 'vitest';
import { decodeTrfBytes, readTrf } from '../../../io';
import { TRF_FIXTURES, readBytes } from '../../support/fixture-paths';
import { playedGames, withRoundResults } from '../../support/open-round';

const full = decodeTrfBytes(readBytes(TRF_FIXTURES, 'pub05_swiss_100x9.trf'));
const games = playedGames(full, 9);
const open = withRoundResults(full, 9, games, () => ' ');

describe('readTrf with the round to come open', () => {
  it('keeps round 9 with its games absent and lists each game once, with the lower number’s colour', () => {
    const read = readTrf(open, { open: true });
    expect(read.afterRound).toBe(9);
    expect(read.crosstable!.rounds).toBe(9);
    expect(read.openGames).toHaveLength(games.length);
    const first = read.openGames![0]!;
    expect(first.player).toBeLessThan(first.opponent);
    expect(['white', 'black']).toContain(first.colour);
    const player = read.crosstable!.players.find((p) => p.id === first.player)!;
    expect(player.rounds[8]).toEqual({ kind: 'absent' });
    expect(read.issues.filter((i) => i.code === 'trf/pending-round' || i.code === 'trf/postponed-game')).toEqual([]);
  });

  it('without open, the same file ranks after round 8 and lists nothing', () => {
    const read = readTrf(open);
    expect(read.afterRound).toBe(8);
    expect(read.openGames).toBeUndefined();
  });
});
