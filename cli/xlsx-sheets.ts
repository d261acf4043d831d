import type { PackagePart } from './xlsx-package';
import type { XmlScan } from './xml-scan';

/*
 * The worksheets an .xlsx package lists — xl/workbook.xml's <sheet> elements (ECMA-376 part 1
 * §18.2.19) and the parts their relationships name (xl/_rels/workbook.xml.rels, part 2 §9.3) —
 * with what each part holds: whether it is there and whole, and how many rows and cells it
 * has. A sheet the workbook names without its part (dangling) or whose XML stops before its end
 * (cut) is damage to say, never a sheet to skip in silence for the next one; the rows and cells
 * bound what exceljs builds an object for (a sheet's <dimension> states only the span from A1
 * to the farthest cell, which one cell at XFD1048576 makes the whole sheet).
 */

export interface ListedSheet {
  name: string;
  /** The part its relationship names (xl/worksheets/sheet1.xml); undefined when none. */
  path: string | undefined;
}

export interface SheetContent extends ListedSheet {
  /** What is wrong with it; undefined when its part is there and whole. */
  damage: string | undefined;
  /** <row> and <c> elements in its part: what exceljs makes objects of. */
  rows: number;
  cells: number;
}

/** The bound on what the sheets of an .xlsx input hold (docs/inputs.md "Bounds"). */
export const SHEET_BOUNDS = {
  /** Rows and cells in all sheets: a 9,999-player, 15-round crosstable has 230,000. */
  cells: 250_000,
  /**
   * Bytes of one text in the XML of a sheet, its shared strings or its notes: Excel holds at most
   * 32,767 characters in a cell ("Excel specifications and limits"), and no character takes more
   * than 10 bytes of XML (`&#x10FFFF;`), so a longer text is none Excel wrote.
   */
  textBytes: 32_767 * 10,
  /**
   * Elements in the XML parts beside the sheets (shared strings, styles, notes, drawings), which
   * exceljs parses and makes objects of too: a shared string is two, so 9,999 players' names are 20,000.
   */
  elements: 250_000,
};

/** The XML parts of a package beside its worksheets, and how many elements (start tags) each holds, most first. */
export function elementsBesideSheets(
  scans: ReadonlyMap<string, XmlScan>,
  sheets: readonly ListedSheet[],
): { path: string; elements: number }[] {
  const sheetPaths = new Set(sheets.map((s) => s.path));
  return [...scans]
    .filter(([path]) => !sheetPaths.has(path) && !path.startsWith('xl/worksheets/'))
    .map(([path, scan]) => ({ path, elements: scan.elements }))
    .sort((a, b) => b.elements - a.elements);
}

/** The parts whose text becomes cell values or notes: worksheets, shared strings, comments. */
const TEXT_PARTS = /^xl\/(?:worksheets\/[^/]+|sharedStrings|comments[^/]*)\.xml$/;

/** The first of those parts with a text longer than SHEET_BOUNDS.textBytes, and where it starts; undefined when none has. */
export function longText(scans: ReadonlyMap<string, XmlScan>, bytes = SHEET_BOUNDS.textBytes): { path: string; at: number } | undefined {
  for (const [path, scan] of scans) if (TEXT_PARTS.test(path) && scan.longestText > bytes) return { path, at: scan.longestAt };
  return undefined;
}

const WORKSHEET = /\/relationships\/worksheet$/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** An element's attributes by local name: unprefixed ones, and prefixed ones (`r:id` is `id` there). */
function attributes(tag: string): { plain: Map<string, string>; prefixed: Map<string, string> } {
  const plain = new Map<string, string>();
  const prefixed = new Map<string, string>();
  for (const m of tag.matchAll(/([\w.-]+:)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    (m[1] ? prefixed : plain).set(m[2]!, decode(m[3] ?? m[4] ?? ''));
  return { plain, prefixed };
}

const elements = (xml: string, name: string) => xml.match(new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>`, 'g')) ?? [];

/** A relationship's target as a part's path: relative to xl/ unless it starts with a slash. */
function partPath(target: string): string {
  const path: string[] = [];
  for (const part of (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')) {
    if (part === '..') path.pop();
    else if (part !== '.' && part !== '') path.push(part);
  }
  return path.join('/');
}

/** The worksheets xl/workbook.xml lists, in its order (chart sheets and dialog sheets are not worksheets). */
export function listedSheets(workbookXml: string, relationshipsXml: string): ListedSheet[] {
  const targets = new Map<string, { type: string; target: string }>();
  for (const tag of elements(relationshipsXml, 'Relationship')) {
    const { plain } = attributes(tag);
    targets.set(plain.get('Id') ?? '', { type: plain.get('Type') ?? '', target: plain.get('Target') ?? '' });
  }
  const sheets: ListedSheet[] = [];
  for (const tag of elements(workbookXml, 'sheet')) {
    const { plain, prefixed } = attributes(tag);
    const relation = targets.get(prefixed.get('id') ?? '');
    if (relation && !WORKSHEET.test(relation.type)) continue;
    sheets.push({ name: plain.get('name') ?? '', path: relation && partPath(relation.target) });
  }
  return sheets;
}

/** Whether a worksheet's XML ends with the end of its root element: a cut part stops before. */
function isWhole(data: Buffer): boolean {
  return /<\/(?:[\w.-]+:)?worksheet>$/.test(
    data
      .subarray(Math.max(0, data.length - 64))
      .toString('latin1')
      .trimEnd(),
  );
}

/** Each listed sheet with what its part holds. */
export function sheetContents(
  sheets: readonly ListedSheet[],
  parts: readonly PackagePart[],
  scans: ReadonlyMap<string, XmlScan>,
): SheetContent[] {
  const byPath = new Map(parts.map((p) => [p.path, p.data]));
  return sheets.map((sheet) => {
    const data = sheet.path === undefined ? undefined : byPath.get(sheet.path);
    const damage =
      sheet.path === undefined
        ? 'the workbook lists it, but its relationships name no part for it'
        : data === undefined
          ? `its part ${sheet.path} is missing from the file`
          : isWhole(data)
            ? undefined
            : `its part ${sheet.path} stops before the end of the sheet (cut off or damaged)`;
    const scan = sheet.path === undefined ? undefined : scans.get(sheet.path);
    return { ...sheet, damage, rows: scan?.rows ?? 0, cells: scan?.cells ?? 0 };
  });
}
