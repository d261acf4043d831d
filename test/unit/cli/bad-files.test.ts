/**
 * Bad files and unsafe outputs: each gets its own plain message and exit 1, never a stack
 * trace, and no user file is ever lost (cli/read-input.ts, cli/safe-write.ts; docs/cli.md, "Problems, exit codes and your files").
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { writeFileAtomically } from '../../../cli/safe-write';
import { parseCsv, readGrid } from '../../../io';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const dir = mkdtempSync(join(tmpdir(), 'regula-bad-files-'));
const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const VCF_XLSX = join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.xlsx');
const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

async function rank(...args: string[]) {
  const c = capture();
  const code = await run(['rank', ...args], c.io);
  return { code, err: c.err.join('\n'), out: c.out.join('\n') };
}

describe('bad input files: one clear message each, exit 1', () => {
  const cases: [string, () => string, string][] = [
    ['a folder given as the input', () => dir, `${dir}: error cli/not-a-file: is a folder, expected a file`],
    ['an empty file', () => file('empty.trf', ''), 'error cli/empty-file: the file is empty'],
    [
      'a binary file named .csv',
      () => file('binary.csv', new Uint8Array([80, 75, 3, 4, 0, 0, 1, 2])),
      'error cli/binary-file: not a text file: a zero byte at offset 4 (it is a zip file',
    ],
    [
      'an .xlsx that is not a zip',
      () => file('text.xlsx', 'No,Name\n1,Ann\n'),
      'error cli/not-a-workbook: not an .xlsx workbook (not a zip file)',
    ],
    [
      'a password-protected workbook (an Office compound file)',
      () => file('protected.xlsx', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
      'error cli/protected-or-old-workbook: a password-protected workbook or an old .xls file',
    ],
    [
      'a truncated workbook',
      () => file('cut.xlsx', readFileSync(VCF_XLSX).subarray(0, 2000)),
      'error cli/bad-workbook: the workbook is damaged: it has no zip directory at its end (the file is cut off?)',
    ],
    ['a missing file', () => join(dir, 'missing.trf'), 'error cli/no-such-file: no such file'],
  ];
  for (const [what, make, message] of cases)
    it(what, async () => {
      const result = await rank(make());
      expect(result.code).toBe(1);
      expect(result.err).toContain(message);
      expect(result.err).not.toMatch(/internal error|\n\s+at /);
    });

  it('a TRF declaring 999,999,999 rounds: an error at its line and column, not an out-of-memory crash', async () => {
    const text = readFileSync(TEC, 'latin1').replace(/^XXR .*$/m, 'XXR 999999999');
    const result = await rank(file('huge-rounds.trf', text), '--criteria', 'PTS', '--edition', 'fide-2026');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /huge-rounds\.trf:\d+:5: error trf\/bad-round-count: found "999999999" as the number of rounds, expected a whole number from 0 to 99/,
    );
  });

  it('points written with a thousands separator ("1,000") are a located warning, never read as 1', () => {
    const reading = readGrid(parseCsv('No,Name,Rd 1,Pts\n1,Ann,2w1,"1,000"\n2,Bob,1b0,0\n'), { sheet: 'S' });
    expect(reading.issues).toMatchObject([{ code: 'grid/bad-value', severity: 'warning', location: { row: 2, column: 4 } }]);
    expect(reading.crosstable!.players[0]!.declaredPoints).toBeUndefined();
  });

  it('a round header beyond round 99 is a column, not a round', () => {
    const reading = readGrid(parseCsv('No,Name,Rd 1,Rd 500\n1,Ann,2w1,x\n2,Bob,1b0,y\n'), { sheet: 'S' });
    expect(reading.layout.rounds).toBe(1);
    expect(reading.crosstable!.players[0]!.fields).toMatchObject({ 'Rd 500': 'x' });
  });
});

describe('outputs: never the input, never a file Regula did not write, never half-written', () => {
  it('refuses --out that is the input through a symbolic link or a hard link, and leaves the input as it was', async () => {
    const input = file('input.csv', readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv')));
    const before = readFileSync(input);
    symlinkSync(input, join(dir, 'link.csv'));
    linkSync(input, join(dir, 'hard.csv'));
    for (const out of ['link.csv', 'hard.csv']) {
      const result = await rank(input, '--criteria', 'PTS', '--out', join(dir, out));
      expect(result.code).toBe(1);
      expect(result.err).toContain(`is the input ${input} under another name: Regula never overwrites your file`);
    }
    expect(readFileSync(input)).toEqual(before);
  });

  it('a missing output folder is said as such', async () => {
    const result = await rank(TEC, '--criteria', 'PTS', '--out', join(dir, 'no-folder', 'out.csv'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('error cli/no-output-folder: the folder');
  });

  // /sys refuses new files even to root (read-only in containers): the refusal is the output's, not its temporary file's.
  it.skipIf(!existsSync('/sys'))('a folder the system will not write to is said of the output, with what to do', async () => {
    const out = join('/sys', 'standings.csv');
    const result = await rank(TEC, '--criteria', 'PTS', '--out', out);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${out}: error cli/unwritable-file: cannot be written: the system refused`);
    expect(result.err).toContain('  fix: Write the output into a folder you may write to');
    expect(result.err).not.toContain('.tmp');
  });

  it('a team standings CSV Regula wrote is its own output: replaced without --force', async () => {
    const out = join(dir, 'teams.csv');
    const teams = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
    expect((await rank(teams, '--criteria', 'PTS MPvGP', '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^Place,No,Team,/);
    expect((await rank(teams, '--criteria', 'PTS MPvGP', '--out', out)).code).toBe(0);
  });

  it('a file Regula did not write is replaced only with --force; its own output is replaced as usual', async () => {
    const out = file('mine.csv', 'my,own,notes\n');
    const refused = await rank(TEC, '--criteria', 'PTS', '--out', out);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('error cli/not-regula-output: the file exists and is not an output Regula wrote');
    expect(readFileSync(out, 'utf8')).toBe('my,own,notes\n');
    expect((await rank(TEC, '--criteria', 'PTS', '--out', out, '--force')).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^Place,No,Name/);
    expect((await rank(TEC, '--criteria', 'PTS BH', '--out', out)).code).toBe(0);
    const workbook = join(dir, 'standings.xlsx');
    expect((await rank(TEC, '--criteria', 'PTS', '--out', workbook)).code).toBe(0);
    expect((await rank(TEC, '--criteria', 'PTS', '--out', workbook)).code).toBe(0);
    // A workbook Regula never wrote into (a chess-results export) is not replaced without --force.
    const foreign = file('export.xlsx', readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'ranking-en.xlsx')));
    expect((await rank(TEC, '--criteria', 'PTS', '--out', foreign)).code).toBe(1);
  });

  it('writes through a temporary file renamed into place: a failed write leaves the old file and no temporary file', () => {
    const folder = join(dir, 'atomic');
    mkdirSync(folder);
    const path = join(folder, 'out.json');
    writeFileAtomically(path, '{"first": 1}\n');
    expect(() => writeFileAtomically(folder, 'replacing a folder fails')).toThrow();
    expect(readFileSync(path, 'utf8')).toBe('{"first": 1}\n');
    expect(readdirSync(folder)).toEqual(['out.json']);
    expect(existsSync(folder)).toBe(true);
  });
});

describe('CSV output is safe to open in a spreadsheet (OWASP CSV injection)', () => {
  it('writes a name that would run as a formula with a leading apostrophe, keeps numbers, and reads it back unchanged', async () => {
    const csv = 'No,Name,Rd 1,Rd 2,Pts\n1,=HYPERLINK("http://x";"y"),2w1,3b½,1.5\n2,@SUM(A1),1b0,-1,1\n3,-Bob,-½,1w½,1\n';
    const input = file('formulas.csv', csv);
    const c = capture();
    expect(await run(['rank', input, '--criteria', 'PTS', '--edition', 'fide-2026', '--format', 'csv'], c.io)).toBe(0);
    const lines = c.out.join('\n').split('\n');
    expect(lines).toContain('1,1,"\'=HYPERLINK(""http://x"";""y"")",1.5,PTS');
    expect(lines.some((line) => line.includes(",'@SUM(A1),"))).toBe(true);
    expect(lines.some((line) => line.includes(",'-Bob,"))).toBe(true);
    const out = join(dir, 'formulas-out.csv');
    expect(await run(['convert', input, '--to', 'csv', '--out', out], capture().io)).toBe(0);
    const back = readGrid(parseCsv(readFileSync(out, 'utf8')), { sheet: 'S' });
    expect(back.crosstable!.players.map((p) => p.name)).toEqual(['=HYPERLINK("http://x";"y")', '@SUM(A1)', '-Bob']);
  });
});

describe('convert --to trf refuses what TRF-16 cannot hold', () => {
  it('starting numbers from 10,000: not converted (exit 1); a name longer than 33 columns: cut with a warning', async () => {
    const big = file('big.csv', 'SNo,Name,Rd 1\n10000,Ann,10001w1\n10001,Bob,10000b0\n');
    const c = capture();
    expect(await run(['convert', big, '--to', 'trf'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(
      'error cli/not-trf-writable: not converted: TRF-16 holds starting numbers up to 9999 (four columns); 2 players have a higher one (10000, 10001)',
    );
    const long = file('long.csv', `No,Name,Rd 1\n1,${'Very Long Name '.repeat(4)},2w1\n2,Bob,1b0\n`);
    const d = capture();
    expect(await run(['convert', long, '--to', 'trf'], d.io)).toBe(0);
    expect(d.err.join('\n')).toContain('warning cli/trf-field-cut: the name of player 1 is longer than its 33 columns and is cut');
  });

  it('says when draws with advantage lose their mark (Norway Chess 2020: a classical draw, then the Armageddon)', async () => {
    const norway = join(REPO_ROOT, 'samples', 'tournaments', 'norway-chess-2020.csv');
    const c = capture();
    expect(await run(['convert', norway, '--to', 'trf'], c.io)).toBe(0);
    // 12 Armageddon games, each a marked draw for both players.
    expect(c.err.join('\n')).toContain(
      'warning cli/trf-advantage-lost: 24 results of players 1, 2, 3, 4, 5, … are draws with advantage or disadvantage (1+ / 1−, ½+ / ½−), which TRF has no code for: they are written "=" and the mark is lost',
    );
  });
});
