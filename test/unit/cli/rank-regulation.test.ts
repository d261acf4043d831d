import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture, withoutFixes } from '../../support/cli';

const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const SAMPLES = join(REPO_ROOT, 'samples', 'regulations');
const BROKEN = join(REPO_ROOT, 'test', 'golden', 'bad-regulations');

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

  it('ranks the VCF K-12 section by the sample Virginia regulation in Enclosure 1’s printed order (US Chess 34E)', async () => {
    // samples/tournaments/vcf-k12-2021.csv numbers the players in the printed order (Adam 12, Peter G. 13, Peter S. 14: digest §3).
    const vcf = join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv');
    const c = capture();
    const regulation = join(SAMPLES, 'vcf-grade-school-qualifier-2020-21.regula');
    // The CSV is Enclosure 1 as printed: it has no "Qualified" column for the qualification's skip,
    // so the standings are printed and the run exits 1 saying what is missing.
    expect(await run(['rank', vcf, '--regulation', regulation, '--format', 'json', '--quiet'], c.io)).toBe(1);
    const json = JSON.parse(c.out.join(''));
    expect(json.tiebreaks).toEqual(['PTS', 'modified median', 'solkoff', 'cumulative', 'opposition cumulative']);
    const printedOrder = Array.from({ length: 16 }, (_, i) => String(i + 1));
    expect(Object.keys(json.rank).sort((a, b) => json.rank[a] - json.rank[b])).toEqual(printedOrder);
    expect(new Set(Object.values(json.rank)).size).toBe(16);
    expect(withoutFixes(c.err)).toEqual([
      `${vcf}: error engine/qualification-no-column: No column "Qualified" in vcf-k12-2021 to tell who is already qualified: the regulation names it; add it (left empty when nobody is already qualified)`,
    ]);
  });

  it('stops with exit 1 before ranking when the regulation has errors, printing them compiler-style', async () => {
    const c = capture();
    // A file of the broken-regulation corpus: every sample compiles clean now that the registry has all their criteria.
    const regulation = join(BROKEN, 'unknown-criterion-long-name.regula');
    expect(await run(['rank', TEC, '--regulation', regulation], c.io)).toBe(1);
    expect(c.out).toEqual([]);
    expect(withoutFixes(c.err)).toEqual([
      `${regulation}:4:6: error dsl/unknown-criterion: Unknown tie-break "buchholtz cut 1" (did you mean "buchholz cut 1"?)`,
      `${regulation}:5:6: error dsl/unknown-criterion: Unknown tie-break "sonneborn-berger extra"`,
      `${regulation}: error cli/regulation-errors: not ranked: the regulation has errors`,
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
