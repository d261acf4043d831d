import { describe, expect, it } from 'vitest';
import { csvCutOff, detectDelimiter, parseCsv } from '../../../../io';

describe('parseCsv', () => {
  it('splits plain comma-separated records', () => {
    expect(parseCsv('#,Name,Rd 1\n1,Thomas,W12 (b)\n')).toEqual([
      ['#', 'Name', 'Rd 1'],
      ['1', 'Thomas', 'W12 (b)'],
    ]);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields (RFC 4180)', () => {
    const text = 'Name,Note\r\n"Popescu, Zoe","said ""draw?""\r\nthen resigned"\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Popescu, Zoe', 'said "draw?"\r\nthen resigned'],
    ]);
  });

  it('detects semicolons when commas are decimal separators', () => {
    const text = 'Rk.;SNo;Name;Pts.\n1;2;Player 2;4\n2;1;Player 1;3,5\n';
    expect(detectDelimiter(text)).toBe(';');
    expect(parseCsv(text)[2]).toEqual(['2', '1', 'Player 1', '3,5']);
  });

  it('detects tabs', () => {
    expect(parseCsv('#\tName\tRd 1\n1\tThomas\tW12 (b)')).toEqual([
      ['#', 'Name', 'Rd 1'],
      ['1', 'Thomas', 'W12 (b)'],
    ]);
  });

  it('does not count delimiters inside quotes when detecting', () => {
    expect(detectDelimiter('"a;b;c";x\n"d;e";y\n')).toBe(';');
    expect(detectDelimiter('"a,b,c";x\n"d,e";y\n')).toBe(';');
  });

  it('keeps empty fields and empty quoted fields as empty text', () => {
    expect(parseCsv('a,,"",b\n')).toEqual([['a', '', '', 'b']]);
  });

  it('reads CR-only line ends, drops a byte-order mark and makes no row of a final line break', () => {
    expect(parseCsv('\ufeffa,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps a blank line as a row (the grid reader skips blank rows)', () => {
    expect(parseCsv('a,b\n\nc,d')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });

  it('keeps text after a closing quote, and a quote inside an unquoted field, as characters', () => {
    expect(parseCsv('"ab"c,d"e"\n"x""y",""""\n')).toEqual([
      ['abc', 'd"e"'],
      ['x"y', '"'],
    ]);
    expect(parseCsv('a,b,')).toEqual([['a', 'b', '']]);
    expect(parseCsv('a,\r\n,b')).toEqual([
      ['a', ''],
      ['', 'b'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('runs an unclosed quote to the end of the text instead of losing it', () => {
    expect(parseCsv('a,"b,c\nd')).toEqual([['a', 'b,c\nd']]);
  });

  it('falls back to a comma for a single column', () => {
    expect(detectDelimiter('Name\nAnn\n')).toBe(',');
    expect(parseCsv('Name\nAnn\n')).toEqual([['Name'], ['Ann']]);
  });

  it('drops the apostrophe a spreadsheet-safe CSV puts before formula-like text, and keeps a name’s own', () => {
    // OWASP "CSV injection": '=… is the text =…; ''=… the text '=…; 't Hart is a Dutch surname.
    expect(parseCsv(`'=HYPERLINK("x"),"'+1",'-x,'@a,"'\tb"\n''=x,'t Hart,'',x'`)).toEqual([
      ['=HYPERLINK("x")', '+1', '-x', '@a', '\tb'],
      ["'=x", "'t Hart", "''", "x'"],
    ]);
  });
});

describe('csvCutOff: a file that stops inside a row', () => {
  const cut = (text: string) => csvCutOff(text, parseCsv(text), 'S');
  const HEAD = 'No,Name,Rd 1,Rd 2\n1,Ann,2w1,-1\n';

  it('warns at the last cell of a last row shorter than the widest, in a text without a final line break', () => {
    expect(cut(`${HEAD}2,Bob,1b`)).toEqual({
      code: 'grid/cut-off',
      severity: 'warning',
      message:
        "The file ends inside row 3, without a line break, at column C while its widest row reaches column D: it looks cut off (a download or a copy that stopped). 'S'!C3 '1b' may be cut too, D3 is read as an empty cell, and any rows after it are missing.",
      location: { kind: 'cell', sheet: 'S', row: 3, column: 3 },
    });
    expect(cut(`${HEAD}2,Bob,`)?.message).toContain("'S'!C3 is empty, D3 is read as an empty cell");
    expect(cut(`${HEAD}2,Bo`)?.message).toContain("'S'!B3 'Bo' may be cut too, C3:D3 are read as empty cells");
  });

  it('says nothing of a text that ends with a line break, or whose last row is as wide as the widest', () => {
    // Excel's own CSV leaves out trailing empty cells of whole groups of rows, and ends every row with a line break.
    expect(cut(`No,Name,Rd 1,Rd 2\n1,Ann\n2,Bob,1b0,-1\n`)).toBeUndefined();
    expect(cut(`${HEAD}2,Bob,1b\r\n`)).toBeUndefined();
    expect(cut(`${HEAD}2,Bob,1b0,-1`)).toBeUndefined();
    expect(cut('')).toBeUndefined();
  });
});
