/**
 * The CLI's `--format json` / `--out FILE.json` is the shape of the reference corpus
 * (test/fixtures/trf/README.md, copied from the shared corpus): the corpus's own checker, tools/compare_expected.py,
 * reads what `regula rank FIXTURE.trf --criteria LIST --edition fide-2026` writes and
 * agrees on every value and rank of every run (values, rank1, rank2) of every fixture's
 * 2026 expectations.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { COMPARE_EXPECTED, TRF_FIXTURES } from '../support/fixture-paths';
import { fixtureNames, readExpected } from '../support/fixtures';
import { docText, figure } from '../support/docs-text';

const TOOL = COMPARE_EXPECTED;
const python = spawnSync('python3', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'regula-compare-'));
const silent = { out: () => undefined, err: () => undefined };
const tally = { agree: 0, total: 0 };

describe.skipIf(!python || !existsSync(TOOL))('compare_expected.py on the CLI’s JSON (fide-2026)', () => {
  for (const name of fixtureNames()) {
    it(`${name}: every run agrees`, async () => {
      const expected = join(TRF_FIXTURES, `${name}.expected-2026.json`);
      for (const expectedRun of readExpected(name, 'expected-2026').runs) {
        const out = join(dir, `${name}-${expectedRun.id}.json`);
        const args = ['--criteria', expectedRun.tiebreaks.join(' '), '--edition', 'fide-2026', '--format', 'json', '--out', out];
        expect(await run(['rank', join(TRF_FIXTURES, `${name}.trf`), ...args, '--quiet'], silent)).toBe(0);
        const check = spawnSync('python3', [TOOL, expected, out, '--run', expectedRun.id], { encoding: 'utf8' });
        const last = check.stdout.trim().split('\n').at(-1)!;
        expect(check.status, `${name} ${expectedRun.id}: ${check.stdout}`).toBe(0);
        const [, agree, total] = /^(\d+) of (\d+) values agree$/.exec(last)!;
        expect(agree).toBe(total);
        tally.agree += Number(agree);
        tally.total += Number(total);
      }
    }, 60_000);
  }

  it('adds up (printed for the record)', () => {
    console.log(`compare_expected.py on the CLI's JSON: ${tally.agree} of ${tally.total} values agree`);
    expect(tally.total).toBeGreaterThan(0);
  });

  it('is the figure the docs quote', () => {
    const quoted = `${figure(tally.agree)} of ${figure(tally.total)} values agree`;
    expect(docText('docs/verification.md')).toContain(quoted);
    expect(docText('docs/cli.md')).toContain(quoted);
  });
});
