/**
 * Drawing of lots shown as a simulation before it is applied, and reproduced from the
 * tournament itself (FIDE VCL Q204, Q206): `regula rank … --simulate-lots` on
 * test/fixtures/lots/club-open-lots.trf (made for Regula: 2 and 3 tie on 2.5 and 4 and 6 on
 * 0.5 without having met, so DE leaves both ties to the lots).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture } from '../../support/cli';

const DIR = join(REPO_ROOT, 'test', 'fixtures', 'lots');
const TRF = join(DIR, 'club-open-lots.trf');
const THEN_LOTS = join(DIR, 'then-lots.regula');
const BIN = join(REPO_ROOT, 'bin', 'regula.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'regula-lots-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** FNV-1a-64 over UTF-8, written out again here so the lot numbers are checked against the definition, not the engine's code. */
function fnv(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(text, 'utf8')) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString();
}
const lot = (seed: string, id: number, name: string) => fnv(`${seed}\u0000${id}\u0000${name}`);
const SEED_TOP = 'Club Open 2026 | 2026/03/01 | 2026/03/09 | 2,3';
const SEED_BOTTOM = 'Club Open 2026 | 2026/03/01 | 2026/03/09 | 4,6';

describe('regula rank --simulate-lots', () => {
  it('prints each tie the list leaves, its seed drawn from the event, and the order drawn', async () => {
    const c = capture();
    expect(await run(['rank', TRF, '--regulation', THEN_LOTS, '--simulate-lots'], c.io)).toBe(0);
    expect(c.out.join('\n').split('\n')).toEqual([
      'Drawing of lots (simulation — nothing is written): the regulation draws lots seeded from the event (its name, dates and the tied players); this is the draw a run applies.',
      `Places 1–2, seed "${SEED_TOP}":`,
      `  1. Brown, Bruno (2) — lot ${lot(SEED_TOP, 2, 'Brown, Bruno')}`,
      `  2. Costa, Clara (3) — lot ${lot(SEED_TOP, 3, 'Costa, Clara')}`,
      `Places 5–6, seed "${SEED_BOTTOM}":`,
      `  5. Fox, Frank (6) — lot ${lot(SEED_BOTTOM, 6, 'Fox, Frank')}`,
      `  6. Dahl, David (4) — lot ${lot(SEED_BOTTOM, 4, 'Dahl, David')}`,
    ]);
    // Lowest lot first.
    expect(BigInt(lot(SEED_TOP, 2, 'Brown, Bruno'))).toBeLessThan(BigInt(lot(SEED_TOP, 3, 'Costa, Clara')));
    expect(BigInt(lot(SEED_BOTTOM, 6, 'Fox, Frank'))).toBeLessThan(BigInt(lot(SEED_BOTTOM, 4, 'Dahl, David')));
  });

  it('under `then shared` shows the draw `then lots` would make; a stated seed is used as written', async () => {
    const shared = capture();
    expect(await run(['rank', TRF, '--criteria', 'PTS DE', '--simulate-lots', '--quiet'], shared.io)).toBe(0);
    expect(shared.out.join('\n').split('\n')[0]).toBe(
      'Drawing of lots (simulation — nothing is written): the regulation says `then shared`; this is the draw `then lots` would make, seeded from the event (its name, dates and the tied players).',
    );
    const stated = capture();
    expect(
      await run(['rank', TRF, '--criteria', 'PTS DE', '--lots', 'Open', '--simulate-lots', '--format', 'json', '--quiet'], stated.io),
    ).toBe(0);
    const json = JSON.parse(stated.out.join(''));
    expect([json.applied, json.seedFrom]).toEqual([true, 'regulation']);
    expect(json.draws.map((d: { seed: string }) => d.seed)).toEqual(['Open', 'Open']);
  });

  it('the run then applies exactly the draw shown', async () => {
    const c = capture();
    expect(await run(['rank', TRF, '--regulation', THEN_LOTS, '--format', 'json'], c.io)).toBe(0);
    const ranks = JSON.parse(c.out.join('')).rank;
    expect([ranks['2'], ranks['3'], ranks['1'], ranks['5'], ranks['6'], ranks['4']]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('writes nothing: --out beside it is refused and no file appears', async () => {
    const out = join(tmp, 'never.xlsx');
    const c = capture();
    expect(await run(['rank', TRF, '--regulation', THEN_LOTS, '--simulate-lots', '--out', out], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--simulate-lots writes nothing: drop --out');
    expect(existsSync(out)).toBe(false);
  });

  it('two separate node processes, in other time zones and locales, draw the same as this one', async () => {
    const inProcess = capture();
    await run(['rank', TRF, '--regulation', THEN_LOTS, '--simulate-lots', '--format', 'json'], inProcess.io);
    const outputs = [
      { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8' },
      { TZ: 'America/Adak', LANG: 'C' },
    ].map((env) => {
      const child = spawnSync(process.execPath, [BIN, 'rank', TRF, '--regulation', THEN_LOTS, '--simulate-lots', '--format', 'json'], {
        encoding: 'utf8',
        env: { ...process.env, ...env, REGULA_FROM_SOURCE: '1' },
      });
      expect(child.status, child.stderr).toBe(0);
      return JSON.parse(child.stdout);
    });
    expect(outputs[0]).toEqual(JSON.parse(inProcess.out.join('')));
    expect(outputs[1]).toEqual(outputs[0]);
    expect(outputs[0].draws.map((d: { seed: string }) => d.seed)).toEqual([SEED_TOP, SEED_BOTTOM]);
  }, 60_000);
});
