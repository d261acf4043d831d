import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) }, out, err };
}

const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const SAMPLES = join(REPO_ROOT, 'samples', 'regulations');

describe('regula rank --regulation', () => {
  it('ranks by the sample FIDE 2026 open regulation exactly as by the same list, edition and lots given as options', async () => {
    const byRegulation = capture();
    expect(await run(['rank', TEC, '--regulation', join(SAMPLES, 'fide-2026-open.regula'), '--format', 'json'], byRegulation.io)).toBe(0);
    const byOptions = capture();
    const options = ['--criteria', 'PTS BH/C1 BH SB DE WIN BWG TPN', '--edition', 'fide-2026', '--lots', 'Open Championship 2026'];
    expect(await run(['rank', TEC, ...options, '--format', 'json', '--quiet'], byOptions.io)).toBe(0);
    expect(JSON.parse(byRegulation.out.join(''))).toEqual(JSON.parse(byOptions.out.join('')));
    expect(byRegulation.err).toEqual([]);
  });

  it('uses the regulation’s point system: UK junior 3-2-1-0 on the TEC exercise (Brown W W D W D = 13), STD back in 1-½-0', async () => {
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', join(SAMPLES, 'uk-junior-scoring.regula'), '--format', 'json'], c.io)).toBe(0);
    const json = JSON.parse(c.out.join(''));
    expect(json.tiebreaks).toEqual(['PTS', 'STD']);
    expect(json.players['2']).toEqual([13, 4]);
    expect(json.players['1']).toEqual([12, 3.5]);
    expect(json.rank['2']).toBe(1);
  });

  it('stops with exit 1 before ranking when the regulation has errors, printing them compiler-style', async () => {
    const c = capture();
    const regulation = join(SAMPLES, 'team-cup-match-tiebreaks.regula');
    expect(await run(['rank', TEC, '--regulation', regulation], c.io)).toBe(1);
    expect(c.out).toEqual([]);
    expect(c.err).toEqual([
      `${regulation}:8:6: error dsl/unknown-criterion: Unknown tie-break "board count of wins"`,
      `${regulation}:9:6: error dsl/unknown-criterion: Unknown tie-break "end-board elimination"`,
      `${regulation}: not ranked: the regulation has errors`,
    ]);
  });

  it('prints warnings but ranks; refuses --criteria, --edition or --lots beside --regulation', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'regula-rank-')), 'rr.regula');
    writeFileSync(path, 'regulation "Club"\nrules fide-2026 round robin\ntie-breaks\n  1. BH\n');
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', path, '--format', 'csv'], c.io)).toBe(0);
    expect(c.err).toEqual([
      `${path}:4:6: warning dsl/not-allowed-in-round-robin: Buchholz is not used in round robins under fide-2026 (C.07 art. 8)`,
    ]);
    const clash = capture();
    expect(await run(['rank', TEC, '--regulation', path, '--edition', 'fide-2024'], clash.io)).toBe(1);
    expect(clash.err).toEqual(['--regulation says the ranking list, rules and lots; drop --edition']);
  });

  it('works for explain too', async () => {
    const c = capture();
    expect(await run(['explain', TEC, '2', '--regulation', join(SAMPLES, 'fide-2026-open.regula')], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('Brown');
  });
});
