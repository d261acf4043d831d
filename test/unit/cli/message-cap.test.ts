/**
 * Messages are bounded (cli/report.ts, io/bounded-issues.ts): a file with millions of
 * problems prints the first 100 of each code, 1,000 in all, and one line per code that counts the
 * rest; the readers keep no more than that either, so the memory of a run does not grow with the
 * number of problems. --json holds the same records and the same counts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { MAX_MESSAGES, MAX_MESSAGES_PER_CODE } from '../../../cli/report';
import { Reporter } from '../../../cli/report';
import { issueCount, MAX_ISSUES_PER_CODE, parseCsv, readGrid, readTrf, type InputIssue } from '../../../io';
import { capture } from '../../support/cli';

const dir = mkdtempSync(join(tmpdir(), 'regula-message-cap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Swiss-Manager grid of `players` × 9 rounds whose every opponent is a number no row has (`digits` long). */
function grid(players: number, digits: 5 | 6): string {
  const lines = ['No,Name,Rtg,Rd 1,Rd 2,Rd 3,Rd 4,Rd 5,Rd 6,Rd 7,Rd 8,Rd 9,Pts'];
  const base = digits === 5 ? 50_000 : 500_000;
  for (let i = 1; i <= players; i++) {
    const rounds = Array.from({ length: 9 }, (_, r) => `${base + ((i * 7919 + r * 104729) % (base - 1))}${r % 2 ? 'b' : 'w'}1`);
    lines.push(`${i},Player ${i},${1000 + (i % 1500)},${rounds.join(',')},9`);
  }
  return `${lines.join('\n')}\n`;
}

async function rank(file: string, ...more: string[]) {
  const c = capture();
  const code = await run(['rank', file, '--criteria', 'PTS BH', '--edition', 'fide-2026', ...more], c.io);
  return { code, err: c.err };
}

describe('a large CSV whose every round cell is wrong', () => {
  const players = 3000;
  const cells = players * 9;
  const sixDigits = join(dir, 'six-digit-opponents.csv');
  writeFileSync(sixDigits, grid(players, 6));
  const fiveDigits = join(dir, 'five-digit-opponents.csv');
  writeFileSync(fiveDigits, grid(players, 5));

  it(`the reader keeps ${MAX_ISSUES_PER_CODE} issues of a code and one that counts the rest`, () => {
    const reading = readGrid(parseCsv(grid(players, 6)), { sheet: 'S' });
    expect(reading.issues.filter((i) => i.code === 'grid/unknown-token')).toHaveLength(MAX_ISSUES_PER_CODE + 1);
    expect(issueCount(reading.issues.filter((i) => i.code === 'grid/unknown-token'))).toBe(cells);
  });

  it('prints the first 100, one line with the count of the rest, then the outcome', async () => {
    const { code, err } = await rank(sixDigits);
    expect(code).toBe(1);
    expect(err.filter((l) => l.includes(': error grid/unknown-token: '))).toHaveLength(MAX_MESSAGES_PER_CODE);
    const more = err.findIndex((l) => l.includes('cli/more-messages'));
    expect(err[more]).toBe(
      `${sixDigits}: error cli/more-messages: … and ${(cells - 100).toLocaleString('en-US')} more grid/unknown-token errors, not listed (a run lists the first 100 of a code, 1,000 in all)`,
    );
    expect(err[more + 1]).toMatch(/^ {2}fix: Correct the problems listed, then run again/);
    expect(err[more + 2]).toBe(`${sixDigits}: error cli/crosstable-errors: not ranked: the crosstable has errors`);
    expect(err.length).toBeLessThan(2 * MAX_MESSAGES_PER_CODE + 10);
  });

  it('five-digit numbers no row has: the same bound on grid/unknown-opponent', async () => {
    const { code, err } = await rank(fiveDigits);
    expect(code).toBe(1);
    expect(err.filter((l) => l.includes(': error grid/unknown-opponent: '))).toHaveLength(100);
    expect(err.find((l) => l.includes('cli/more-messages'))).toContain(
      `… and ${(cells - 100).toLocaleString('en-US')} more grid/unknown-opponent errors`,
    );
  });

  it('--json: the same 100 records and one that states the count', async () => {
    const { code, err } = await rank(sixDigits, '--json');
    expect(code).toBe(1);
    const { diagnostics } = JSON.parse(err.join('\n')) as { diagnostics: Record<string, unknown>[] };
    expect(diagnostics.filter((d) => d['code'] === 'grid/unknown-token')).toHaveLength(100);
    expect(diagnostics.find((d) => d['code'] === 'cli/more-messages')).toMatchObject({
      source: 'command',
      severity: 'error',
      file: sixDigits,
      omitted: { code: 'grid/unknown-token', count: cells - 100 },
    });
    expect(diagnostics.at(-1)).toMatchObject({ code: 'cli/crosstable-errors' });
  });
});

describe('the TRF reader keeps the same bound', () => {
  it('250 player lines with a wrong rating: 100 issues, and one that counts the other 150', () => {
    const lines = ['012 Bound', 'XXR 1'];
    for (let i = 1; i <= 250; i++)
      lines.push(
        `001 ${String(i).padStart(4)} m    Player ${String(i).padEnd(24)} ABCD${' '.repeat(5)}FED ${' '.repeat(11)}${' '.repeat(10)}  0.0 ${String(i).padStart(4)}`,
      );
    const { issues } = readTrf(lines.join('\n'), { file: 'bound.trf' });
    const ratings = issues.filter((i) => i.code === 'trf/bad-rating');
    expect(ratings).toHaveLength(101);
    expect(ratings[100]!.omitted).toBe(149);
    expect(issueCount(ratings)).toBe(250);
  });
});

describe('the total bound: 1,000 messages whatever their codes', () => {
  const issue = (code: string, row: number): InputIssue => ({
    code,
    severity: 'warning',
    message: `something at row ${row}`,
    location: { kind: 'cell', sheet: 'S', row, column: 1 },
  });

  it('15 codes of 150 each: 1,000 printed, and the rest counted code by code', () => {
    const c = capture();
    const reporter = new Reporter(c.io, { json: false, quiet: false });
    for (let k = 1; k <= 15; k++) for (let row = 1; row <= 150; row++) reporter.input(issue(`grid/code-${k}`, row), 'big.csv');
    reporter.flush();
    const printed = c.err.filter((l) => l.startsWith("'S'!"));
    expect(printed).toHaveLength(MAX_MESSAGES);
    const counted = c.err
      .filter((l) => l.includes('cli/more-messages'))
      .map((l) => Number(/… and ([\d,]+) more/.exec(l)![1]!.replace(/,/g, '')));
    expect(printed.length + counted.reduce((a, b) => a + b, 0)).toBe(15 * 150);
    expect(c.err.filter((l) => l.includes('cli/more-messages'))).toHaveLength(15);
  });

  it("a reader's count (omitted) is added to the line", () => {
    const c = capture();
    const reporter = new Reporter(c.io, { json: false, quiet: false });
    for (let row = 1; row <= 100; row++) reporter.input(issue('grid/x', row), 'f.csv');
    reporter.input({ ...issue('grid/x', 101), omitted: 2_545_530 }, 'f.csv');
    reporter.flush();
    expect(c.err.at(-1)).toBe(
      'f.csv: warning cli/more-messages: … and 2,545,531 more grid/x warnings, not listed (a run lists the first 100 of a code, 1,000 in all)',
    );
  });
});
