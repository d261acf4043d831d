/**
 * What a copy of a workbook made with exceljs cannot carry: exceljs reads cells, styles,
 * names, notes, images, validations and conditional formats, but drops the package parts it
 * has no model for — charts (https://github.com/exceljs/exceljs/issues/141 and /1734), chart sheets, pivot tables,
 * slicers and timelines. The input file itself is never changed; the copy's user is told.
 *
 * An .xlsx file is a zip whose entry names stand uncompressed in its directory, so finding
 * a part's folder name in the bytes is enough to know the part is there.
 */
const PARTS: readonly [folder: string, what: string][] = [
  ['xl/charts/', 'charts'],
  ['xl/chartsheets/', 'chart sheets'],
  ['xl/pivotTables/', 'pivot tables'],
  ['xl/slicers/', 'slicers'],
  ['xl/timelines/', 'timelines'],
];

/** The kinds of content of an .xlsx file's bytes that a copy written by exceljs loses, in a fixed order. */
export function partsLostByCopy(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return PARTS.filter(([folder]) => text.includes(folder)).map(([, what]) => what);
}
