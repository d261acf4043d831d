import { describe, expect, it } from 'vitest';
import {
  columnFormats,
  fingerprint,
  parseRangeReference,
  planWrite,
  protectText,
  unprotectText,
  qualifiedAddress,
  regulationRows,
  regulationText,
  tableName,
  userArea,
  type WriteOperation,
} from '../../io';
import { CHUNK_BUDGET, chunkOperations, groupRequests, payloadBytes, REQUEST_BUDGET, utf8Length } from '../../addin/output/requests';

const values = (rows: number, width = 10): WriteOperation => ({
  kind: 'values',
  range: { sheet: 'Regula Audit', row: 5, column: 1, rows, columns: width },
  values: Array.from({ length: rows }, (_, r) => Array.from({ length: width }, (_, c) => `row ${r} column ${c} — Sørensen`)),
});

describe('write planning', () => {
  it('reads named-range references as Excel gives them', () => {
    expect(parseRangeReference("='Round 1 (final)'!$N$2:$S$18")).toEqual({
      sheet: 'Round 1 (final)',
      row: 2,
      column: 14,
      rows: 17,
      columns: 6,
    });
    expect(parseRangeReference('=Crosstable!$AA$3')).toEqual({ sheet: 'Crosstable', row: 3, column: 27, rows: 1, columns: 1 });
    expect(parseRangeReference("='It''s'!A1:B2")?.sheet).toBe("It's");
    expect(parseRangeReference('=#REF!')).toBeUndefined();
    expect(qualifiedAddress({ sheet: "It's", row: 2, column: 14, rows: 17, columns: 6 })).toBe("'It''s'!N2:S18");
  });

  it('keeps text that Excel would reinterpret as text', () => {
    expect(['1/3', '-1', '=A1', '+2', '@x', '3.5', 'TRUE', "'t Hart", '3–5', 'n/a', 'Thomas', 2.5, null].map(protectText)).toEqual([
      "'1/3",
      "'-1",
      "'=A1",
      "'+2",
      "'@x",
      "'3.5",
      "'TRUE",
      "''t Hart",
      '3–5',
      'n/a',
      'Thomas',
      2.5,
      null,
    ]);
  });

  it("doubles a leading apostrophe, which Excel would take for its text prefix and drop ('t Hart)", () => {
    expect(["'t Hart", "''x", "'=A1", "it's"].map(protectText)).toEqual(["''t Hart", "'''x", "''=A1", "it's"]);
    // The file writers store text as text: the apostrophe added is taken off again, the name's own kept.
    expect(["'t Hart", "''x", "'=A1"].map(protectText).map(unprotectText)).toEqual(["'t Hart", "''x", "'=A1"]);
  });

  it('splits a large values write into row chunks under the chunk budget, rows in order', () => {
    const big = values(8_000);
    expect(payloadBytes(big)).toBeGreaterThan(2 * CHUNK_BUDGET);
    const chunks = chunkOperations([big]) as Extract<WriteOperation, { kind: 'values' }>[];
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(payloadBytes(chunk)).toBeLessThanOrEqual(CHUNK_BUDGET);
    expect(chunks.map((c) => c.range.row)).toEqual(chunks.map((_, i) => 5 + chunks.slice(0, i).reduce((n, c) => n + c.range.rows, 0)));
    expect(chunks.flatMap((c) => c.values)).toEqual((big as Extract<WriteOperation, { kind: 'values' }>).values);
  });

  it('groups operations in order into requests under the request budget', () => {
    const ops = chunkOperations([{ kind: 'events', enabled: false }, values(16_000), { kind: 'events', enabled: true }]);
    const requests = groupRequests(ops);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.reduce((n, op) => n + payloadBytes(op), 0)).toBeLessThanOrEqual(REQUEST_BUDGET);
    expect(requests.flat()).toEqual(ops);
    expect(requests[0]![0]).toEqual({ kind: 'events', enabled: false });
    expect(requests.at(-1)!.at(-1)).toEqual({ kind: 'events', enabled: true });
  });

  it('formats whole-number columns as 0, other number columns with decimals, text as General', () => {
    expect(
      columnFormats([
        ['Place', 'Name', 'PTS', 'TPR'],
        [1, 'A', 2.5, 2100],
        ['2–3', 'B', 2, 'n/a'],
      ]),
    ).toEqual(['0', 'General', '0.0###', '0']);
  });

  it('keeps a format the block states (points shown to 4 decimals) over the one its values give', () => {
    const block = [
      ['Place', 'Name', 'Points', 'Formula'],
      [1, 'Thomas', 32.296, 29.296],
      [2, 'Sally', 20.5072, 20.5072],
    ];
    expect(columnFormats(block, [undefined, undefined, '0.0000'])).toEqual(['0', 'General', '0.0000', '0.0###']);
  });

  it('round-trips the regulation text through its sheet rows', () => {
    const text = 'regulation "x"\n\n# comment\n  indented\n';
    expect(regulationText(regulationRows(text))).toBe(text);
    expect(regulationText(['Some other sheet', '', 'x'])).toBeUndefined();
  });

  it('masks an untouched previous block, keeps an edited one as the user’s', () => {
    const block = [['Rank'], [1]];
    const area = {
      sheet: 'S',
      origin: { row: 1, column: 1 },
      values: [
        ['Name', null, 'Rank'],
        ['Ann', null, 1],
      ],
      previousBlock: { range: { sheet: 'S', row: 1, column: 3, rows: 2, columns: 1 }, fingerprint: fingerprint(block) },
    };
    const clean = userArea(area);
    expect(clean.values).toEqual([
      ['Name', null, null],
      ['Ann', null, null],
    ]);
    expect(clean.extent).toEqual({ lastRow: 2, lastColumn: 1 });
    expect(clean.replaceable).toEqual(area.previousBlock.range);
    const edited = userArea({
      ...area,
      values: [
        ['Name', null, 'Rank'],
        ['Ann', null, 'mine'],
      ],
    });
    expect(edited.replaceable).toBeUndefined();
    expect(edited.edited).toEqual(area.previousBlock.range);
    expect(edited.extent).toEqual({ lastRow: 2, lastColumn: 3 });
  });

  it('replaces only sheets it names, checks their marks first, and turns events off around its writes', () => {
    const plan = planWrite({ sheets: [], regulationText: 'regulation "x"\n', existingSheets: ['Crosstable', 'Regulation'] });
    expect(plan.replaces.map((r) => r.sheet)).toEqual(['Regulation']);
    expect(plan.operations.map((op) => op.kind)).toEqual(['events', 'delete-sheet', 'add-sheet', 'values', 'events']);
    expect(tableName('Regula Standings', 'standings')).toBe('RegulaStandings');
  });
});

describe('utf8Length: the bytes a request sends, counted without encoding', () => {
  it('agrees with TextEncoder on ASCII, accents, en dashes, emoji and lone surrogates', () => {
    const samples = ['', 'Place', 'Müller–Lüdenscheidt', '3–5', '😀 Ad😀ms', '\uD800', 'a\uDC00b', '\uD83D\uDE00\uD83D', '€ ½ ² 名前'];
    for (const text of samples) expect(utf8Length(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
  });
});
