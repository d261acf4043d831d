/**
 * `regula rank` on the PGN of an event (io/pgn): detected by its content, whatever the extension;
 * what was read and what PGN cannot say is in notes, its problems located at line:column.
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture, withoutFixes } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const PGN = join(REPO_ROOT, 'test', 'fixtures', 'pgn');
const CANDIDATES = join(PGN, 'candidates-2022-lichess.pgn');
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'candidates-2022.regula');

describe('regula rank on a PGN', () => {
  it('ranks the Candidates 2022 from its lichess export by its regulation (exit 0)', async () => {
    const c = capture();
    expect(await run(['rank', CANDIDATES, '--regulation', REGULATION, '--format', 'csv'], c.io)).toBe(0);
    // The regulation's own note comes first (its sudden-death stage is for two: dsl/play-off-two-player-stage).
    expect(c.err.filter((line) => line.startsWith('note: read'))[0]).toBe(
      'note: read candidates-2022-lichess.pgn: PGN, 8 players, 14 rounds, a double round robin (each of the 8 players met every other twice)',
    );
    const rows = c.out.join('').trim().split(/\r?\n/).slice(1, 4);
    expect(rows.map((r) => r.split(',').slice(0, 3).join(','))).toEqual([
      '1,4,Ian Nepomniachtchi',
      '2,3,Liren Ding',
      '3,7,Teimour Radjabov',
    ]);
  });

  it('tells a .txt of games from a TRF by its content, and notes the rounds without a game', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'regula-pgn-'));
    const txt = join(folder, 'club.txt');
    copyFileSync(join(PGN, 'club-swiss-near-miss.pgn'), txt);
    const c = capture();
    expect(await run(['rank', txt, '--criteria', 'PTS BH', '--edition', 'fide-2026'], c.io)).toBe(0);
    expect(c.err[0]).toBe('note: read club.txt: PGN, 7 players, 3 rounds, a Swiss (not every pair of players met once or twice)');
    expect(c.err[1]).toMatch(/^note: read club\.txt: Without a game in the file: round 1: Brandt,O; .* cannot be told apart/);
    expect(c.err.some((l) => l.includes(`club.txt:113:9: warning pgn/similar-names: "Brandt,O" and "Brandt, Ole"`))).toBe(true);
  });

  it('refuses a PGN with errors, each at its line and column (exit 1)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'regula-pgn-'));
    const file = join(folder, 'broken.pgn');
    writeFileSync(file, '[Event "Open"]\n[Round "?"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 1-0\n');
    const c = capture();
    expect(await run(['rank', file, '--criteria', 'PTS'], c.io)).toBe(1);
    expect(withoutFixes(c.err)).toContain(
      `${file}:2:9: error pgn/missing-round: found Round "?" for A v B, expected the round number such as [Round "3"] or [Round "3.1"]`,
    );
  });
});
