/**
 * chess-results' round-robin ranking crosstable of an event in progress
 * (test/fixtures/chess-results/round-robin-in-progress-en.*: the corpus round robin pub11 after
 * round 5, a square empty for each game not played yet): read as the same event's TRF is read
 * after round 5 — the grid gives no rounds, so its games are placed by games played.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTournamentFile } from '../../cli/read-input';
import { decodeTrfBytes, readTrf } from '../../io';
import type { Crosstable } from '../../engine';
import { evaluateList } from '../support/evaluate';
import { REPO_ROOT, TRF_FIXTURES } from '../support/fixture-paths';

const FOLDER = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');
// Criteria that do not read the order of the rounds (nor colours, which the grid has none of).
const LIST = ['PTS', 'SB', 'DE', 'WIN', 'WON', 'KS', 'REP', 'ARO', 'TPR'];

/** Each player's values by name (the grid numbers players by rank, the TRF by starting number). */
function valuesByName(crosstable: Crosstable): string[] {
  const evaluation = evaluateList(crosstable, LIST, 'fide-2026');
  return crosstable.players
    .map((p) => {
      const values = evaluation.columns.map((c) => {
        const v = c.values.get(p.id);
        return v?.kind === 'value' ? v.value.toDecimalString() : 'n/a';
      });
      const standing = evaluation.standings.find((s) => s.player === p.id)!;
      return `${p.name.replace(/,\s*/, ' ')}: ${values.join(' ')} place ${standing.rank}–${standing.lastRank}`;
    })
    .sort();
}

const trf = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(TRF_FIXTURES, 'pub11_rr_10_clean.trf')))), { round: 5 });

describe('a chess-results round-robin crosstable in progress', () => {
  for (const extension of ['csv', 'xlsx'])
    it(`round-robin-in-progress-en.${extension}: no error, standings after round 5, the values of the TRF after round 5`, async () => {
      const read = await readTournamentFile(join(FOLDER, `round-robin-in-progress-en.${extension}`));
      expect(read.issues).toEqual([]);
      expect(read.grid!.layout).toMatchObject({ name: 'round-robin', chessResults: true, rounds: 9, afterRound: 5, lastRound: 5 });
      expect(read.crosstable!.rounds).toBe(5);
      expect(read.grid!.layout.notes).toContain(
        '20 of its 45 games have no result (their squares empty on both sides: not played yet, or not to be played); the grid gives no rounds, so the standings are by games played: the 25 games played are placed in 5 rounds, as many as the most games a player has played, each player at most once a round. Round-dependent tie-breaks (progressive score, Fore-Buchholz) are not meaningful, and --round is not available.',
      );
      expect(read.crosstable!.meta['round-order']).toBe('by games played; the grid gives no rounds');
      // Every player plays once in each of the 5 rounds: no unplayed round where the TRF has none.
      for (const player of read.crosstable!.players) expect(player.rounds.filter((r) => r.kind === 'played')).toHaveLength(5);
      expect(valuesByName(read.crosstable!)).toEqual(valuesByName(trf.crosstable!));
    });

  it('--round asks for a round the grid does not give: an error saying why; --round 5 is the grid’s own', async () => {
    const three = await readTournamentFile(join(FOLDER, 'round-robin-in-progress-en.csv'), { round: 3 });
    expect(three.crosstable).toBeUndefined();
    expect(three.issues.map((i) => [i.severity, i.code])).toEqual([['error', 'grid/rr-no-rounds']]);
    expect(three.issues[0]!.message).toBe(
      'Standings after round 3 were asked for, but a round-robin grid does not say in which round each game was played: the standings are of the games it holds (5 rounds).',
    );
    const five = await readTournamentFile(join(FOLDER, 'round-robin-in-progress-en.csv'), { round: 5 });
    expect(five.issues).toEqual([]);
  });

  it('a square empty on one side only is still an error at it', async () => {
    const text = readFileSync(join(FOLDER, 'round-robin-in-progress-en.csv'), 'utf8').replace(
      '1,CM,Berg Bjorn ,2262,SUI,*,,,1,',
      '1,CM,Berg Bjorn ,2262,SUI,*,,,,',
    );
    const { parseCsv, readGrid } = await import('../../io');
    const read = readGrid(parseCsv(text), { sheet: 'rr' });
    expect(
      read.issues.filter((i) => i.severity === 'error').map((i) => `${i.code} ${i.location.kind === 'cell' && i.location.column}`),
    ).toEqual(['grid/missing-round 9']);
  });
});
