import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { RENAMED_CODES } from '../../../pipeline';
import { messageAreas } from '../../../scripts/diagnostics-page';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';
import { PRODUCT_FOLDERS, sourceFiles } from '../../support/source-files';

// Every message a user reads has a code, and every code has one catalogue entry with what it
// means and what to do (docs/diagnostics.md, the fix under each error, `regula help CODE`).

/** The tables themselves: where a code is declared, not reported. */
const TABLES = [
  'dsl/messages.ts',
  'io/trf/trf-issues.ts',
  'io/pgn/pgn-issues.ts',
  'io/grid/grid-issues.ts',
  'io/chess-json/chess-json-issues.ts',
  'io/match/match-issues.ts',
  'io/team-pairings/pairings-issues.ts',
  'engine/engine-issues.ts',
  'io/workbook/workbook-issues.ts',
  'cli/cli-messages.ts',
  'addin/excel/host-issues.ts',
];

/** Source without its comments, so a code named in a comment is neither reported nor missing. */
const code = (path: string) =>
  readFileSync(join(REPO_ROOT, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
const reporting = files.filter((f) => !TABLES.includes(f));
const CODE = /['"`]((?:trf|pgn|grid|chess-json|match|pairings|engine|cli|host|workbook)\/[a-z][a-zA-Z0-9-]*)['"`]/g;
const entries = messageAreas().flatMap((area) => area.entries);
const catalogued = new Set(entries.map((e) => e.code));

describe('the message catalogue', () => {
  it('has each code once', () => {
    expect(entries.length).toBe(catalogued.size);
    expect(entries.length).toBeGreaterThan(200);
  });

  it('has an entry for every code the code reports', () => {
    const reported = new Set(reporting.flatMap((f) => [...code(f).matchAll(CODE)].map((m) => m[1]!)));
    // The renamed codes' table names the old codes: listed, not reported.
    expect([...reported].filter((c) => !catalogued.has(c) && !(c in RENAMED_CODES)).sort()).toEqual([]);
  });

  it('renames each old code to a code it has, and has no entry under an old name', async () => {
    for (const [old, now] of Object.entries(RENAMED_CODES)) {
      expect(catalogued.has(now), now).toBe(true);
      expect(catalogued.has(old), old).toBe(false);
    }
    const c = capture();
    expect(await run(['help', 'dsl/unknown-section'], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/^dsl\/unknown-article \(error\): "‹text›" is not an article/);
  });

  it('has no entry nobody reports (Office codes aside: Office sends them)', () => {
    // A table's own file may report too (host-issues.ts maps errors to its codes): there a code appears twice.
    const tableUses = TABLES.map(code).flatMap((t) => [...t.matchAll(CODE)].map((m) => m[1]!));
    const reportedInTables = new Set(tableUses.filter((c, i) => tableUses.indexOf(c) !== i));
    const text = reporting.map(code).join('\n');
    const unused = entries
      .map((e) => e.code)
      .filter((c) => !/^host\/[A-Z]/.test(c) && !reportedInTables.has(c))
      .filter((c) => {
        if (c.startsWith('dsl/')) return !text.includes(`'${c.slice(4)}'`) && !text.includes(`"${c.slice(4)}"`);
        // after-round.ts builds `${prefix}/round-out-of-range`: the bare name stands for both readers'.
        return !text.includes(`'${c}'`) && !text.includes(`'${c.split('/')[1]}'`);
      });
    expect(unused).toEqual([]);
  });

  it('says what to do in plain words: no program names, short enough to read under a message', () => {
    for (const e of entries) {
      expect(e.fix.length, e.code).toBeGreaterThan(10);
      expect(e.fix.length, e.code).toBeLessThanOrEqual(240);
      expect(e.fix, e.code).toMatch(/[.)]$/);
      expect(e.meaning.length, e.code).toBeGreaterThan(5);
      // Internal identifiers: camelCase words, source files, stack frames.
      for (const text of [e.meaning, e.fix]) expect(text, e.code).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]*\(|\.ts\b|\bat [A-Za-z]+ \(/);
    }
  });
});

describe('the doors say what to do', () => {
  const BAD_TRF = '012 x\n001    1      Test Player                       21x4 GER      1234567 1990/01/01  3.0    1\n';

  it('the command line prints the fix under an error, and --json records carry it', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = join(mkdtempSync(join(tmpdir(), 'regula-catalogue-')), 'bad.trf');
    writeFileSync(path, BAD_TRF);
    const text = capture();
    expect(await run(['rank', path], text.io)).toBe(1);
    const at = text.err.findIndex((l) => l.includes('error trf/bad-rating'));
    expect(text.err[at + 1]).toBe(
      '  fix: Write the rating as a whole number in columns 49-52 (right-aligned), or leave the field blank for an unrated player.',
    );
    // The summary line's causes were each listed with their fix: none under it.
    expect(text.err.at(-1)).toMatch(/error cli\/crosstable-errors: not ranked/);
    const json = capture();
    expect(await run(['rank', path, '--json'], json.io)).toBe(1);
    const records = JSON.parse(json.err.join('')).diagnostics as { code: string; fix?: string }[];
    expect(records.find((r) => r.code === 'trf/bad-rating')!.fix).toMatch(/^Write the rating as a whole number/);
    expect(records.every((r) => typeof r.fix === 'string')).toBe(true);
  });

  it('regula check prints the fix under an error', async () => {
    const c = capture();
    expect(await run(['check', join(REPO_ROOT, 'test', 'golden', 'bad-regulations', 'band-gap.regula')], c.io)).toBe(1);
    expect(c.out[0]).toMatch(/error dsl\/band-gap: Bands "20-39" and "41-59" leave 40 uncovered$/);
    expect(c.out[1]).toMatch(/^ {2}fix: \S/);
  });

  it('regula help CODE prints the entry; an unknown code points at the list', async () => {
    const c = capture();
    expect(await run(['help', 'grid/pending-round'], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(
      /^grid\/pending-round \(warning\): the last round paired has games without a result[^\n]*\nWhat to do: Enter the missing results/,
    );
    const unknown = capture();
    expect(await run(['help', 'trf/no-such-code'], unknown.io)).toBe(1);
    expect(unknown.err.join('\n')).toContain('docs/diagnostics.md lists every code');
  });
});
