import { describe, expect, it } from 'vitest';
import {
  blockRows,
  FIRST_BLOCK_ROW,
  headerBlock,
  outputSheets,
  parseCsv,
  readGrid,
  resultColumns,
  rulesLine,
  standingsBlock,
} from '../../../../io';
import { evaluateList } from '../../../support/evaluate';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';

const evaluation = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS', 'BH/C1', 'SB'], 'fide-2026');
const run = { input: "'Crosstable'!A1:H17", inputSha256: 'aa', regulationSha256: 'bb', ranAt: new Date('2026-03-01T10:00:00Z') };

describe('output sheets shared by the CLI and the add-in', () => {
  it('records the regulation, the hashes, the input and the run time in the header', () => {
    expect(headerBlock(evaluation, run)).toEqual([
      ['Regulation', 'test'],
      ['Version', null],
      ['Rules', 'fide-2026'],
      ['Ranking list', 'PTS, BH/C1, SB'],
      ['Regulation hash (SHA-256)', 'bb'],
      ['Input', "'Crosstable'!A1:H17"],
      ['Input hash (SHA-256)', 'aa'],
      ['Run at', '2026-03-01T10:00:00.000Z'],
    ]);
    expect(rulesLine({ edition: 'fide-2026', teamEvent: true, tournament: 'swiss' })).toBe('fide-2026 team swiss');
    expect(rulesLine({ edition: 'fide-2024', tournament: 'double-round-robin' })).toBe('fide-2024 double round robin');
    // A file's own hash follows the event's when the input is a file (the CLI).
    expect(headerBlock(evaluation, { ...run, inputFileSha256: 'cc' }).slice(5, 8)).toEqual([
      ['Input', "'Crosstable'!A1:H17"],
      ['Input hash (SHA-256)', 'aa'],
      ['Input file hash (SHA-256)', 'cc'],
    ]);
  });

  it('lists Standings and Audit, each under the header, with table blocks', () => {
    const header = headerBlock(evaluation, run);
    const sheets = outputSheets(evaluation, header);
    expect(sheets.map((s) => [s.name, s.blocks.map((b) => `${b.name}${b.table ? ' (table)' : ''}`)])).toEqual([
      ['Regula Standings', ['header', 'standings (table)']],
      ['Regula Audit', ['header', 'audit (table)']],
    ]);
    expect(sheets[0]!.blocks[1]!.cells).toEqual(standingsBlock(evaluation));
    expect(blockRows(sheets[0]!.blocks)).toEqual([FIRST_BLOCK_ROW, FIRST_BLOCK_ROW + header.length + 1]);
  });

  it('gives the result columns beside the crosstable: rank, points, criteria, decided by', () => {
    const result = resultColumns(evaluation);
    expect(result.header).toEqual(['Rank', 'Points', 'BH/C1', 'SB', 'Decided by']);
    expect(result.rows).toHaveLength(16);
    const standing = evaluation.standings[0]!;
    expect(result.rows[0]!.player).toBe(standing.player);
    expect(result.rows[0]!.cells[0]).toBe(1);
    expect(result.rows[0]!.cells.at(-1)).toBe(standing.decidedBy);
  });

  it('tells the worksheet row of every player read from a grid', () => {
    const csv = 'Title\n\n#,Name,Rd 1,Rd 2\n1,Ann,W2,D3\n2,Bob,L1,W3\n3,Cy,L3?,D1\n';
    const fixed = csv.replace('L3?', 'L2');
    const reading = readGrid(parseCsv(fixed), { sheet: 'S' });
    expect(reading.layout.playerRowOf).toEqual({ 1: 4, 2: 5, 3: 6 });
  });
});

describe('the Decided by column in words', () => {
  it('says "place shared" for a tie the list leaves, and the criterion otherwise', () => {
    const points = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS'], 'fide-2026');
    const decided = standingsBlock(points)
      .slice(1)
      .map((row) => row[row.length - 1]);
    expect(decided).toContain('place shared');
    expect(decided).not.toContain('shared');
    const full = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS', 'BH/C1', 'SB'], 'fide-2026');
    expect(resultColumns(full).rows.map((r) => r.cells[r.cells.length - 1])).toEqual(expect.arrayContaining(['PTS', 'BH/C1']));
  });
});
