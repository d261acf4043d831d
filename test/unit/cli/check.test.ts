import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture, fixLine, fixOfCode, withoutFixes } from '../../support/cli';

const SAMPLES = join(REPO_ROOT, 'samples', 'regulations');

function regulationFile(...lines: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'regula-check-')), 'open.regula');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('regula check', () => {
  it('prints nothing but a summary for a clean file, and exits 0', async () => {
    const c = capture();
    expect(await run(['check', join(SAMPLES, 'fide-2026-open.regula')], c.io)).toBe(0);
    expect(c.out).toEqual([]);
    expect(c.err).toEqual(['0 errors, 0 warnings in 1 file']);
  });

  it('prints every problem compiler-style and exits 1 on errors', async () => {
    const file = regulationFile(
      'regulation "Open"',
      'rules fide-2026 round robin',
      'scoring',
      '  win one',
      'tie-breaks',
      '  1. BHX',
      '  2. BH',
    );
    const c = capture();
    expect(await run(['check', file], c.io)).toBe(1);
    expect(c.out).toEqual([
      `${file}:4:7: error dsl/unexpected-token: Expected a number after "win", found "one"`,
      await fixLine('dsl/unexpected-token'),
      `${file}:6:6: error dsl/unknown-criterion: Unknown tie-break "BHX" (did you mean "BH"?)`,
      '  fix: Correct the spelling (the message suggests the nearest name); the criteria table lists every acronym and long name.',
      `${file}:7:6: warning dsl/not-allowed-in-round-robin: Buchholz is not used in round robins under fide-2026 (C.07 art. 8)`,
    ]);
    expect(c.err).toEqual(['2 errors, 1 warning in 1 file']);
  });

  it('exits 0 on warnings only; --quiet hides them', async () => {
    const file = regulationFile('regulation "Club"', 'rules fide-2026 round robin', 'tie-breaks', '  1. BH');
    const c = capture();
    expect(await run(['check', file], c.io)).toBe(0);
    expect(c.out).toHaveLength(1);
    const quiet = capture();
    expect(await run(['check', file, '--quiet'], quiet.io)).toBe(0);
    expect([...quiet.out, ...quiet.err]).toEqual([]);
  });

  it('gives tools JSON with 1-based start and end positions', async () => {
    const file = regulationFile('regulation "Open"', 'tie-breaks', '  1. BHX');
    const c = capture();
    expect(await run(['check', file, '--json'], c.io)).toBe(1);
    expect(JSON.parse(c.out.join(''))).toEqual({
      files: [file],
      diagnostics: [
        {
          file,
          line: 3,
          column: 6,
          endLine: 3,
          endColumn: 9,
          severity: 'error',
          code: 'dsl/unknown-criterion',
          message: 'Unknown tie-break "BHX" (did you mean "BH"?)',
          fix: await fixOfCode('dsl/unknown-criterion'),
        },
      ],
    });
    expect(c.err).toEqual([]);
  });

  it('checks several files at once, and says when a file is missing', async () => {
    const bad = regulationFile('rules fide-2026');
    const c = capture();
    expect(await run(['check', join(SAMPLES, 'hort-prize-money.regula'), bad], c.io)).toBe(1);
    expect(c.out).toEqual([
      `${bad}:1:1: error dsl/missing-regulation: A regulation file starts with its name: regulation "NAME" [version "…"]`,
      await fixLine('dsl/missing-regulation'),
    ]);
    const missing = capture();
    expect(await run(['check', 'no-such.regula'], missing.io)).toBe(1);
    expect(withoutFixes(missing.err)).toEqual(['no-such.regula: error cli/no-such-file: no such file']);
    expect(await run(['check'], capture().io)).toBe(1);
  });
});

describe('regula format', () => {
  it('prints the canonical layout, rewrites with --write, and lists files out of layout with --check', async () => {
    const file = regulationFile('regulation   "Open"', 'tie-breaks', '1.  BH   # first');
    const printedOut = capture();
    expect(await run(['format', file], printedOut.io)).toBe(0);
    expect(printedOut.out).toEqual(['regulation "Open"\n\ntie-breaks\n  1. BH  # first']);
    const checked = capture();
    expect(await run(['format', file, '--check'], checked.io)).toBe(1);
    expect(checked.out[0]).toContain('not in canonical layout');
    expect(await run(['format', file, '--write'], capture().io)).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('regulation "Open"\n\ntie-breaks\n  1. BH  # first\n');
    expect(await run(['format', file, '--check'], capture().io)).toBe(0);
  });

  it('leaves a file with syntax errors as it is and exits 1', async () => {
    const file = regulationFile('regulation "Open"', 'scoring', '  win one');
    const c = capture();
    expect(await run(['format', file, '--write'], c.io)).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('regulation "Open"\nscoring\n  win one\n');
    expect(c.err.at(-1)).toBe(`${file}: not formatted: the file has syntax errors`);
  });
});
