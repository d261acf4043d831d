import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture, fixLine, fixOfCode } from '../../support/cli';

const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const CLUB = join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf');
const AS_PRINTED = join(REPO_ROOT, 'test', 'golden', 'grids', 'vcf-k12-enclosure1-as-printed.csv');
const BAD_REGULATION = join(REPO_ROOT, 'test', 'golden', 'bad-regulations', 'unknown-criterion-acronym.regula');
const CLUB_REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'club-double-round-robin.regula');
const dir = mkdtempSync(join(tmpdir(), 'regula-exit-'));

describe('exit codes: 0 success, 1 bad input, 2 internal failure', () => {
  it('0 for a clean run', async () => {
    expect(await run(['rank', TEC, '--criteria', 'PTS BH', '--quiet'], capture().io)).toBe(0);
    expect(await run(['convert', TEC, '--to', 'trf'], capture().io)).toBe(0);
  });

  it('1 for a crosstable with errors, each line addressed at its cell', async () => {
    for (const command of [['rank'], ['explain'], ['convert']]) {
      const c = capture();
      const args = command[0] === 'explain' ? [AS_PRINTED, '1'] : command[0] === 'convert' ? [AS_PRINTED, '--to', 'trf'] : [AS_PRINTED];
      expect(await run([...command, ...args], c.io)).toBe(1);
      const problems = c.err.filter((line) => !line.startsWith('note: read '));
      expect(problems[0]).toMatch(/^'vcf-k12-enclosure1-as-printed'!E3: error grid\/not-mirrored: Round 1: 'W12 \(b\)' names 12/);
    }
  });

  it('1 for a regulation with errors, each line compiler-style (file:line:col)', async () => {
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', BAD_REGULATION], c.io)).toBe(1);
    expect(c.err).toEqual([
      `${BAD_REGULATION}:5:6: error dsl/unknown-criterion: Unknown tie-break "BHX" (did you mean "BH"?)`,
      await fixLine('dsl/unknown-criterion'),
      // The summary's cause is listed above with its fix: no fix line under it.
      `${BAD_REGULATION}: error cli/regulation-errors: not ranked: the regulation has errors`,
    ]);
    expect(c.out).toEqual([]);
  });

  it('1 for usage: an unknown command or option, a missing file, an unknown --section', async () => {
    expect(await run(['rnak'], capture().io)).toBe(1);
    expect(await run(['rank', TEC, '--colour', 'w'], capture().io)).toBe(1);
    const missing = capture();
    expect(await run(['rank', join(dir, 'nothing.trf')], missing.io)).toBe(1);
    expect(missing.err).toEqual([`${join(dir, 'nothing.trf')}: error cli/no-such-file: no such file`, await fixLine('cli/no-such-file')]);
    const section = capture();
    const vcf = join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.xlsx');
    expect(await run(['rank', vcf, '--section', 'K-9'], section.io)).toBe(1);
    expect(section.err.at(-1)).toBe('--section "K-9": the regulation\'s sections are K-3, K-5, K-8, K-12');
  });

  it('2 for an internal failure, with its stack, whatever the command was doing', async () => {
    const err: string[] = [];
    const failing = {
      out: () => {
        throw new Error('stdout closed');
      },
      err: (t: string) => void err.push(t),
    };
    expect(await run(['rank', TEC, '--quiet'], failing)).toBe(2);
    expect(err[0]).toMatch(/^internal error: Error: stdout closed\n\s+at /);
  });
});

describe('--quiet and --json', () => {
  it('--quiet drops notes and warnings, keeps errors', async () => {
    const loud = capture();
    expect(await run(['rank', CLUB, '--regulation', CLUB_REGULATION], loud.io)).toBe(0);
    expect(loud.err).toEqual([
      `${CLUB}: warning engine/eligibility-unstated: #6 withdrew; the regulation does not say whether withdrawn players may receive awards, so they stay eligible (arbiter’s handbook ch. 12: the organiser decides)`,
    ]);
    const quiet = capture();
    expect(await run(['rank', CLUB, '--regulation', CLUB_REGULATION, '--quiet'], quiet.io)).toBe(0);
    expect(quiet.err).toEqual([]);
  });

  it('--json gives tools one document on stderr: crosstable issues with sheet and cell, stdout left for the result', async () => {
    const c = capture();
    expect(await run(['rank', AS_PRINTED, '--json'], c.io)).toBe(1);
    expect(c.err).toHaveLength(1);
    const { diagnostics } = JSON.parse(c.err[0]!);
    // First what was read (the layout detected), then the problems.
    expect(diagnostics[0]).toMatchObject({ source: 'command', severity: 'note', code: 'cli/read' });
    expect(diagnostics[0].message).toMatch(/^read vcf-k12-enclosure1-as-printed\.csv: us-wall-chart layout, header in row \d+, 16 players/);
    expect(diagnostics[1]).toMatchObject({
      source: 'crosstable',
      file: AS_PRINTED,
      sheet: 'vcf-k12-enclosure1-as-printed',
      cell: 'E3',
      severity: 'error',
      code: 'grid/not-mirrored',
    });
    expect(diagnostics.at(-1)).toEqual({
      source: 'command',
      file: AS_PRINTED,
      severity: 'error',
      code: 'cli/crosstable-errors',
      message: 'not ranked: the crosstable has errors',
      fix: await fixOfCode('cli/crosstable-errors'),
    });
  });

  it('--json: every note has a code and no "note:" prefix', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-json-notes-'));
    const c = capture();
    // A TRF without --edition (a note on the edition), written to an .xlsx (a note on the output).
    expect(await run(['rank', TEC, '--criteria', 'PTS BH', '--out', join(dir, 'tec.xlsx'), '--json'], c.io)).toBe(0);
    const notes = JSON.parse(c.err[0]!).diagnostics.filter((d: { severity: string }) => d.severity === 'note');
    expect(notes.map((n: { code: string }) => n.code)).toEqual(['cli/edition', 'cli/wrote']);
    for (const note of notes) expect(note.message).not.toMatch(/^note: /);
  });

  it('--json: regulation diagnostics with line and column spans, engine warnings, usage errors', async () => {
    const bad = capture();
    expect(await run(['explain', TEC, '1', '--regulation', BAD_REGULATION, '--json'], bad.io)).toBe(1);
    expect(JSON.parse(bad.err[0]!).diagnostics[0]).toEqual({
      source: 'regulation',
      file: BAD_REGULATION,
      line: 5,
      column: 6,
      endLine: 5,
      endColumn: 9,
      severity: 'error',
      code: 'dsl/unknown-criterion',
      message: 'Unknown tie-break "BHX" (did you mean "BH"?)',
      fix: await fixOfCode('dsl/unknown-criterion'),
    });
    const club = capture();
    expect(await run(['rank', CLUB, '--regulation', CLUB_REGULATION, '--format', 'json', '--json'], club.io)).toBe(0);
    expect(JSON.parse(club.out.join('')).rank['7']).toBe(1);
    expect(JSON.parse(club.err[0]!).diagnostics).toEqual([
      {
        source: 'engine',
        file: CLUB,
        severity: 'warning',
        code: 'engine/eligibility-unstated',
        message: expect.stringMatching(/^#6 withdrew; the regulation does not say/),
        fix: await fixOfCode('engine/eligibility-unstated'),
      },
    ]);
    const usage = capture();
    expect(await run(['convert', TEC, '--to', 'pdf', '--json'], usage.io)).toBe(1);
    expect(JSON.parse(usage.err[0]!)).toEqual({
      diagnostics: [
        {
          source: 'command',
          severity: 'error',
          code: 'cli/usage',
          message: '--to must be trf, chess-json, csv or xlsx, not "pdf"',
          fix: await fixOfCode('cli/usage'),
        },
      ],
    });
  });

  it('--json with nothing to report is an empty list, so a tool can always parse stderr', async () => {
    const path = join(dir, 'clean.regula');
    writeFileSync(path, 'regulation "Clean"\nrules fide-2026\ntie-breaks\n  1. BH\n');
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', path, '--format', 'csv', '--json'], c.io)).toBe(0);
    expect(c.err).toEqual([JSON.stringify({ diagnostics: [] }, null, 1)]);
  });
});
