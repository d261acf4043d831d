/**
 * The fuzz suite's seeded random source (mulberry32: the same seed gives the same cases on
 * any machine) and its mutators: text mutations for TRF, CSV and regulations, cell mutations
 * for grids and match sheets. The values come from what broke readers before: huge counts
 * (XXR 999999999), numbers at the edges of their fields, empty and blank cells, tokens of
 * the other layouts, formula-like text, control characters and long runs.
 */
import type { CellValue } from '../../io';
import { SeededRandom } from '../support/generate-crosstable';

/** The seeded source of the test data generators (mulberry32), with what the mutators ask of it. */
export class Random extends SeededRandom {
  constructor(readonly seed: number) {
    super(seed);
  }

  /** A whole number in [0, max). */
  below(max: number): number {
    return Math.floor(this.next() * max);
  }
}

const NUMBERS = [
  '0',
  '1',
  '2',
  '9',
  '10',
  '99',
  '100',
  '999',
  '1000',
  '9999',
  '10000',
  '65535',
  '2147483648',
  '999999999',
  '99999999999999999999',
  '-1',
  '1e309',
  '0.5',
  '3,5',
  'NaN',
];
const TOKENS = [
  '',
  ' ',
  '0',
  '-',
  '+',
  '=',
  '*',
  '½',
  '-½',
  '-1',
  '-0',
  '0F',
  'bye',
  '12w',
  '12w1',
  '5b½',
  '999999w1',
  '0w1',
  '7z+',
  '3s0',
  'W12',
  'L3 (b)',
  'B---',
  'H---',
  'X',
  '1:0',
  '1/2',
  '½-½',
  '=1+1',
  '@SUM(A1)',
  '#N/A',
  '2026-11-26',
  'Rd 999',
  '1.Rd',
  'Name',
  'Rk.',
  'SNo',
  'Pts.',
  'Total',
  'Board',
  '\t',
  '\r',
  '\u0000',
  'ÿ',
  '𝄞',
  'x'.repeat(300),
];
const RECORDS = [
  'XXR 999999999',
  'XXR 100',
  'XXR 0',
  'XXR -3',
  '142 5000',
  'XXS WW=1 BW=1 WD=0.5',
  'XXS PAB=999999999999',
  '162 W 1.0 D 0.5',
  '013 Team A                            1    2    3',
  '310    1 Team A                            0.0  0.0   1   2',
  '300   1   1   2   3',
  '320  1.0  1.0   1   2',
  '330 +-   1   1   2',
  '352 999999',
  '362 3.0 1.0 0.0',
  '092 Individual: Swiss-System',
  '092 Round robin',
  '001 9999 m    Z, Z                              9999 XXX    1           0.0    1  9999 w 1',
];
const REGULATION_WORDS = [
  'tie-breaks',
  'rules',
  'fide-2026',
  'fide-2009',
  'us-chess',
  'team',
  'swiss',
  'round-robin',
  '1.',
  '2.',
  'BH/C1',
  'BH/C99999',
  'KS/L60%',
  'buchholz cut 1',
  'sonneborn-berger',
  'then shared',
  'then lots "x"',
  'grand-prix',
  'points = AR * SP * NoP / 1000',
  'round(',
  ')',
  '/ 0',
  'qualification',
  'prizes',
  'place 1: 1000',
  'withdrawals',
  'match tie-breaks',
  '"',
  '#',
  '999999999999999999999',
  'x'.repeat(200),
  'berger'.repeat(50),
  '\t',
  '  ',
];

/** A seed text changed in 1–4 places, the way its format breaks (lines, fields, characters). */
export function mutateText(random: Random, text: string, format: 'trf' | 'csv' | 'regulation'): string {
  let lines = text.split('\n');
  const edits = 1 + random.below(4);
  for (let e = 0; e < edits; e++) {
    const at = random.below(Math.max(1, lines.length));
    const line = lines[at] ?? '';
    switch (random.below(8)) {
      case 0: // a number replaced by an edge value
        lines[at] = line.replace(/\d+/, () => random.pick(NUMBERS));
        break;
      case 1: // a line removed, duplicated or moved
        if (random.chance(0.5)) lines.splice(at, 1);
        else lines.splice(random.below(lines.length + 1), 0, line);
        break;
      case 2: // characters overwritten
        lines[at] = overwrite(random, line);
        break;
      case 3: // a record or statement inserted
        lines.splice(
          at,
          0,
          format === 'trf'
            ? random.pick(RECORDS)
            : format === 'regulation'
              ? `  ${random.pick(REGULATION_WORDS)} ${random.pick(REGULATION_WORDS)}`
              : random.pick(TOKENS),
        );
        break;
      case 4: // the text cut short
        lines = lines.slice(0, at + 1);
        lines[at] = line.slice(0, random.below(line.length + 1));
        break;
      case 5: // a long line: a part of it repeated
        lines[at] = line + line.slice(random.below(Math.max(1, line.length))).repeat(1 + random.below(200));
        break;
      case 6: // a word or cell replaced by a token of another format
        lines[at] =
          format === 'regulation' ? line.replace(/[\w-]+/, random.pick(REGULATION_WORDS)) : line.replace(/[^,;\s]+/, random.pick(TOKENS));
        break;
      default: // many lines repeated (size)
        lines = lines.concat(...Array.from({ length: 1 + random.below(20) }, () => lines.slice(at, at + 5)));
    }
  }
  return lines.join(random.chance(0.1) ? '\r\n' : '\n');
}

function overwrite(random: Random, line: string): string {
  const chars = [...line];
  for (let k = 1 + random.below(3); k > 0; k--) {
    const at = random.below(chars.length + 1);
    chars.splice(
      at,
      random.below(3),
      String.fromCodePoint(random.pick([0, 9, 13, 32, 45, 48, 57, 95, 119, 189, 255, 0x2013, 0x1d11e, random.below(0x3000)])),
    );
  }
  return chars.join('');
}

/** Cells changed the ways sheets break: a token of another layout, a number, a typed value, rows and columns moved or repeated. */
export function mutateCells(random: Random, cells: CellValue[][]): CellValue[][] {
  const rows = cells.map((row) => [...row]);
  const edits = 1 + random.below(5);
  for (let e = 0; e < edits; e++) {
    const r = random.below(Math.max(1, rows.length));
    const row = rows[r] ?? [];
    const c = random.below(Math.max(1, row.length + 1));
    switch (random.below(6)) {
      case 0:
        row[c] = random.pick(TOKENS);
        break;
      case 1:
        row[c] = random.pick([0, 1, -1, 0.5, 1e308, Number.NaN, Number.POSITIVE_INFINITY, 46000.5, 2 ** 31, true, false, null, undefined]);
        break;
      case 2:
        row[c] = random.pick(NUMBERS);
        break;
      case 3: // a row removed or repeated
        if (random.chance(0.5)) rows.splice(r, 1);
        else rows.splice(random.below(rows.length + 1), 0, ...Array.from({ length: 1 + random.below(30) }, () => [...row]));
        break;
      case 4: // a column removed
        for (const each of rows) each.splice(c, 1);
        break;
      default: // a header cell replaced
        if (rows.length > 0) {
          const header = rows.findIndex((x) => x.some((v) => typeof v === 'string' && /name|naam|nombre/i.test(v)));
          const target = rows[header >= 0 ? header : 0]!;
          target[random.below(Math.max(1, target.length))] = random.pick([
            'Rd 999',
            '1.Rd',
            'Name',
            'SNo',
            'No.',
            'Pts.',
            '1',
            '2',
            'R1 Opp',
            'Board',
            'Result',
            '',
          ]);
        }
    }
    if (rows[r] === undefined && r < rows.length) rows[r] = row;
  }
  return rows;
}
