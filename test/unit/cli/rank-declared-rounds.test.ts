/**
 * `regula rank` on TRFs whose declared rounds and data disagree (test/fixtures/rounds): what it
 * read is said in notes on stderr, and under --json as note records.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const ROUNDS = join(REPO_ROOT, 'test', 'fixtures', 'rounds');

describe('regula rank on a TRF declaring more rounds than it holds', () => {
  it('notes the rounds declared and the byes entered before round 5, and ranks after round 4 (exit 0)', async () => {
    const c = capture();
    expect(
      await run(['rank', join(ROUNDS, 'swiss-manager-pre-entered-byes.trf'), '--criteria', 'PTS BH', '--edition', 'fide-2026'], c.io),
    ).toBe(0);
    expect(c.err.slice(0, 2)).toEqual([
      'note: read swiss-manager-pre-entered-byes.trf: The file declares 9 rounds (XXR 9); games are paired or played in rounds 1 to 4 only: rounds 5 to 9 have no game, and the tie-breaks count the rounds held.',
      'note: read swiss-manager-pre-entered-byes.trf: Round 5 is not paired yet: 3 byes entered before its pairing (players 7 and 23 half-point byes, player 41 a zero-point bye) are not counted.',
    ]);
    expect(c.err.join('\n')).not.toMatch(/warning|error/);
  });

  it('under --json the notes are records of the diagnostics document', async () => {
    const c = capture();
    expect(
      await run(['rank', join(ROUNDS, 'lichess-swiss-ended-early.trf'), '--criteria', 'PTS', '--json', '--format', 'json'], c.io),
    ).toBe(0);
    const records = (JSON.parse(c.err.join('')) as { diagnostics: { severity: string; code: string; message: string }[] }).diagnostics;
    expect(records.find((r) => r.code === 'cli/read')).toMatchObject({
      severity: 'note',
      message:
        'read lichess-swiss-ended-early.trf: The file declares 21 rounds (XXR 21); games are paired or played in rounds 1 to 20 only: round 21 has no game, and the tie-breaks count the rounds held.',
    });
  });

  it('--round 21 of the lichess Swiss that ended after 20 is refused with the reason (exit 1)', async () => {
    const c = capture();
    expect(await run(['rank', join(ROUNDS, 'lichess-swiss-ended-early.trf'), '--round', '21'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(
      'error trf/round-out-of-range: Standings after round 21 were asked for, but round 21 is not paired yet: the file declares 21 rounds (XXR 21)',
    );
  });
});
