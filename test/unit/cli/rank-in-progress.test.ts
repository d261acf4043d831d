import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const EXPORTS = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');
const REAL = join(EXPORTS, 'real-in-progress-en.csv');

describe('regula rank on chess-results exports and events in progress', () => {
  it('says what it read and which round the standings are after, warns about the round in progress, and ranks (exit 0)', async () => {
    const c = capture();
    expect(await run(['rank', REAL, '--criteria', 'PTS BH SB', '--edition', 'fide-2026'], c.io)).toBe(0);
    expect(c.err[0]).toBe(
      'note: read real-in-progress-en.csv: swiss-manager layout (a chess-results export in English), header in row 5, 40 players, 5 rounds; standings after round 4',
    );
    expect(c.err[1]).toMatch(/^'real-in-progress-en'!J6: warning grid\/pending-round: Round 5 is paired but 19 of its 19 games/);
    expect(c.err.filter((line) => line.includes('grid/postponed-game'))).toHaveLength(4);
    const table = c.out.join('\n');
    expect(table).toMatch(/^\s+1\s+1\s+Bergqvist Bo\s+2020\s+3\.5/m);
  });

  it('--round ranks after an earlier round; --language chooses the language', async () => {
    const c = capture();
    expect(await run(['rank', REAL, '--round', '1', '--criteria', 'PTS', '--edition', 'fide-2026', '--format', 'csv'], c.io)).toBe(0);
    expect(c.err[0]).toContain('standings after round 1');
    // After round 1 of the export: 16 games won, 3 drawn, one -1 (player 31) and one -½ (player 10).
    const points = c.out
      .join('\n')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',').at(-2));
    expect(points.filter((p) => p === '1')).toHaveLength(17);
    expect(points.filter((p) => p === '0.5')).toHaveLength(7);
    expect(points.filter((p) => p === '0')).toHaveLength(16);
    const german = capture();
    expect(
      await run(['rank', join(EXPORTS, 'ranking-de.csv'), '--language', 'DE', '--criteria', 'PTS', '--edition', 'fide-2026'], german.io),
    ).toBe(0);
  });

  it('refuses a --round or --language it cannot use', async () => {
    for (const [option, value, message] of [
      ['--round', '0', '--round must be a round number from 1, not "0"'],
      ['--round', 'last', '--round must be a round number from 1, not "last"'],
      ['--language', 'xx', '--language must be auto or one of en, de, es, pt, ru, tr, nl, fr, it, pl, cs, el, not "xx"'],
    ]) {
      const c = capture();
      expect(await run(['rank', REAL, option!, value!], c.io)).toBe(1);
      expect(c.err.join('\n')).toContain(message);
    }
    const beyond = capture();
    expect(await run(['rank', REAL, '--round', '7'], beyond.io)).toBe(1);
    expect(beyond.err.join('\n')).toContain(
      'error grid/round-out-of-range: Standings after round 7 were asked for, but rounds 1 to 5 are paired or played',
    );
  });
});

describe('a double round robin in progress: its cycles come from the field, not from the rounds held', () => {
  const CLUB = join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf');
  const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'club-double-round-robin.regula');

  it.each([7, 8, 9])('ranks after round %i of 14 with no error about the cycles (exit 0)', async (round) => {
    const c = capture();
    expect(await run(['rank', CLUB, '--regulation', REGULATION, '--round', String(round)], c.io)).toBe(0);
    expect(c.err.join('\n')).not.toMatch(/odd-double-round-robin|error/);
  });

  it('after round 11, #6 (withdrew in round 10) is judged on cycle 2 as 8 players make it: 2 of 7 games', async () => {
    const c = capture();
    expect(await run(['rank', CLUB, '--regulation', REGULATION, '--round', '11', '--quiet'], c.io)).toBe(0);
    const withdrawals = c.out.join('\n');
    expect(withdrawals).toMatch(/ 6 {2}Falk, Felix +1–7 .* #6 played 7 of 7 games in cycle 1 \(half or more\)/);
    // Cycle 2 is the schedule's rounds 8–14: its games of rounds 12–14 are not due yet, so none is forfeited ahead of time.
    expect(withdrawals).toMatch(/ 6 {2}Falk, Felix +8–14 .* #6 played 2 of 7 games in cycle 2 \(fewer than half\)/);
    expect(withdrawals).not.toMatch(/Falk, Felix +1[234] /);
  });
});
