import {
  autofitWidth,
  columnLetters,
  csvCellValue,
  HEADER_FILL,
  rangeAddress,
  tableColumnNames,
  unprotectText,
  type CellRange,
  type CellValue,
  type OutputCell,
  type WriteOperation,
} from '../io';
import { RESULT_NOTE_PREFIX } from './xlsx';
import { zip, type ZipEntry } from './zip';

/*
 * A new workbook written as SpreadsheetML directly (ECMA-376 part 1), for the outputs that have
 * no workbook of their own to copy — a TRF's or a CSV's crosstable with its result block, the
 * Regula sheets and the Regulation sheet. exceljs keeps an object per cell and took 20 s and
 * 2 GB for a 3,000-player open (and ran out of memory at 5,000 × 15 with the full FIDE list);
 * this keeps a value and a style number per cell and writes each sheet's XML once. It carries
 * out io's write plan with the same meaning as the exceljs writer (xlsx-writer.ts), which still
 * writes into copies of the user's own workbooks.
 */

type Value = string | number | boolean;

interface Cell {
  value: Value | undefined;
  style: number;
}

interface Table {
  name: string;
  range: CellRange;
  columns: string[];
}

class Sheet {
  /** rows.get(row).get(column). */
  readonly rows = new Map<number, Map<number, Cell>>();
  readonly widths = new Map<number, number>();
  readonly tables: Table[] = [];
  readonly notes: { row: number; column: number; text: string }[] = [];

  constructor(readonly name: string) {}

  cell(row: number, column: number): Cell {
    let cells = this.rows.get(row);
    if (!cells) this.rows.set(row, (cells = new Map()));
    let cell = cells.get(column);
    if (!cell) cells.set(column, (cell = { value: undefined, style: 0 }));
    return cell;
  }

  peek(row: number, column: number): Cell | undefined {
    return this.rows.get(row)?.get(column);
  }
}

/** Cell styles: 0 plain, 1 the header (bold on the header fill), then one per number format. */
class Styles {
  private readonly formats = new Map<string, number>();

  static readonly HEADER = 1;

  numberFormat(format: string): number {
    let style = this.formats.get(format);
    if (style === undefined) this.formats.set(format, (style = 2 + this.formats.size));
    return style;
  }

  xml(): string {
    const formats = [...this.formats.keys()];
    const numFmts = formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${attr(f)}"/>`).join('');
    const xfs = [
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
      '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>',
      ...formats.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`),
    ];
    return (
      `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
      (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
      `<fill><patternFill patternType="solid"><fgColor rgb="FF${HEADER_FILL.slice(1)}"/><bgColor indexed="64"/></patternFill></fill></fills>` +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}

export class NativeWorkbook {
  private readonly sheets: Sheet[] = [];
  private readonly styles = new Styles();
  private readonly names: { name: string; range: CellRange }[] = [];

  sheetNames(): string[] {
    return this.sheets.map((s) => s.name);
  }

  /** The value of a sheet's A1 (a Regula sheet's mark), undefined when there is no such sheet. */
  firstCell(sheet: string): Value | undefined {
    return this.sheets.find((s) => s.name === sheet)?.peek(1, 1)?.value;
  }

  /** A sheet with cells from A1 as Excel opens a CSV: text that is a plain decimal number becomes a number. */
  addCellsSheet(name: string, cells: readonly (readonly CellValue[])[]): void {
    const sheet = this.addSheet(name);
    cells.forEach((row, r) =>
      row.forEach((value, c) => {
        const cell = csvCellValue(value);
        if (cell !== undefined) sheet.cell(r + 1, c + 1).value = cell;
      }),
    );
  }

  apply(op: WriteOperation): void {
    switch (op.kind) {
      case 'events':
        return;
      case 'delete-sheet':
        this.sheets.splice(this.indexOf(op.sheet), 1);
        return;
      case 'add-sheet':
        this.addSheet(op.sheet);
        return;
      case 'clear': {
        const sheet = this.sheet(op.range.sheet);
        forEachIndex(op.range, (row, column) => sheet.rows.get(row)?.delete(column));
        return;
      }
      case 'values':
        return this.writeValues(op.range, op.values, op.columnFormats);
      case 'header-style': {
        const sheet = this.sheet(op.range.sheet);
        forEachIndex(op.range, (row, column) => (sheet.cell(row, column).style = Styles.HEADER));
        return;
      }
      case 'table':
        return this.addTable(op.range, op.name);
      case 'autofit':
        return this.autofit(op.range);
      case 'delete-name':
        for (let i = this.names.length - 1; i >= 0; i--) {
          const n = this.names[i]!;
          if (n.name === op.name && n.range.sheet === op.sheet) this.names.splice(i, 1);
        }
        return;
      case 'add-name':
        this.names.push({ name: op.name, range: op.range });
        this.sheet(op.range.sheet).notes.push({ row: op.range.row, column: op.range.column, text: `${RESULT_NOTE_PREFIX}${op.comment}` });
        return;
    }
  }

  /** The workbook as .xlsx bytes. */
  toBuffer(): Buffer {
    const files: ZipEntry[] = [];
    const add = (path: string, text: string) => files.push({ path, data: Buffer.from(text, 'utf8') });
    const strings = new SharedStrings();
    const overrides: string[] = [
      override('/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
      override('/xl/styles.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml'),
      override('/xl/sharedStrings.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml'),
    ];
    let tableCount = 0;
    let commentCount = 0;
    this.sheets.forEach((sheet, i) => {
      const n = i + 1;
      const rels: string[] = [];
      let tail = '';
      if (sheet.notes.length > 0) {
        commentCount++;
        add(`xl/comments${commentCount}.xml`, commentsXml(sheet));
        add(`xl/drawings/vmlDrawing${commentCount}.vml`, vmlXml(sheet, commentCount));
        rels.push(rel('rId1', `${REL}/comments`, `../comments${commentCount}.xml`));
        rels.push(rel('rId2', `${REL}/vmlDrawing`, `../drawings/vmlDrawing${commentCount}.vml`));
        overrides.push(
          override(`/xl/comments${commentCount}.xml`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml'),
        );
        tail += '<legacyDrawing r:id="rId2"/>';
      }
      if (sheet.tables.length > 0) {
        const parts = sheet.tables.map((table, k) => {
          tableCount++;
          const id = `rIdT${k + 1}`;
          add(`xl/tables/table${tableCount}.xml`, tableXml(table, tableCount));
          rels.push(rel(id, `${REL}/table`, `../tables/table${tableCount}.xml`));
          overrides.push(
            override(`/xl/tables/table${tableCount}.xml`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml'),
          );
          return `<tablePart r:id="${id}"/>`;
        });
        tail += `<tableParts count="${parts.length}">${parts.join('')}</tableParts>`;
      }
      add(`xl/worksheets/sheet${n}.xml`, sheetXml(sheet, strings, tail));
      if (rels.length > 0) add(`xl/worksheets/_rels/sheet${n}.xml.rels`, relsXml(rels));
      overrides.push(override(`/xl/worksheets/sheet${n}.xml`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'));
    });
    add('xl/sharedStrings.xml', strings.xml());
    add('xl/styles.xml', this.styles.xml());
    add('xl/workbook.xml', this.workbookXml());
    add(
      'xl/_rels/workbook.xml.rels',
      relsXml([
        ...this.sheets.map((_, i) => rel(`rId${i + 1}`, `${REL}/worksheet`, `worksheets/sheet${i + 1}.xml`)),
        rel(`rId${this.sheets.length + 1}`, `${REL}/styles`, 'styles.xml'),
        rel(`rId${this.sheets.length + 2}`, `${REL}/sharedStrings`, 'sharedStrings.xml'),
      ]),
    );
    add('_rels/.rels', relsXml([rel('rId1', `${REL}/officeDocument`, 'xl/workbook.xml')]));
    add(
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>' +
        `${overrides.join('')}</Types>`,
    );
    // [Content_Types].xml first, as Office writes it.
    return zip([files.at(-1)!, ...files.slice(0, -1)]);
  }

  private workbookXml(): string {
    const sheets = this.sheets.map((s, i) => `<sheet name="${attr(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
    const names = this.names
      .map(
        ({ name, range }) =>
          `<definedName name="${attr(name)}">${text(`'${range.sheet.replace(/'/g, "''")}'!${absolute(range)}`)}</definedName>`,
      )
      .join('');
    return (
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${R}"><bookViews><workbookView/></bookViews>` +
      `<sheets>${sheets}</sheets>${names ? `<definedNames>${names}</definedNames>` : ''}</workbook>`
    );
  }

  private addSheet(name: string): Sheet {
    const sheet = new Sheet(name);
    this.sheets.push(sheet);
    return sheet;
  }

  private indexOf(name: string): number {
    const index = this.sheets.findIndex((s) => s.name === name);
    if (index < 0) throw new Error(`write plan: no sheet "${name}"`);
    return index;
  }

  private sheet(name: string): Sheet {
    return this.sheets[this.indexOf(name)]!;
  }

  private writeValues(range: CellRange, values: OutputCell[][], formats: readonly string[] | undefined): void {
    const sheet = this.sheet(range.sheet);
    const styles = formats?.map((f) => (f && f !== 'General' ? this.styles.numberFormat(f) : 0));
    values.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value === null) return; // null leaves the cell as it is, as in Excel
        const cell = sheet.cell(range.row + r, range.column + c);
        cell.value = unprotectText(value) ?? undefined;
        if (typeof value === 'number' && styles?.[c]) cell.style = styles[c];
      }),
    );
  }

  /** A table over cells already written; its header names made unique, as Excel makes them. */
  private addTable(range: CellRange, name: string): void {
    const sheet = this.sheet(range.sheet);
    const header = Array.from({ length: range.columns }, (_, c) => sheet.cell(range.row, range.column + c));
    const columns = tableColumnNames(header.map((cell) => cell.value));
    header.forEach((cell, c) => (cell.value = columns[c]!));
    sheet.tables.push({ name, range, columns });
  }

  /** Column widths from the longest text in each column of the range (never narrower than before). */
  private autofit(range: CellRange): void {
    const sheet = this.sheet(range.sheet);
    const longest = new Array<number>(range.columns).fill(0);
    for (let r = 0; r < range.rows; r++) {
      const cells = sheet.rows.get(range.row + r);
      if (!cells) continue;
      for (let c = 0; c < range.columns; c++) {
        const value = cells.get(range.column + c)?.value;
        if (value === undefined) continue;
        const length = typeof value === 'string' ? codePoints(value) : String(value).length;
        if (length > longest[c]!) longest[c] = length;
      }
    }
    longest.forEach((length, c) => {
      const column = range.column + c;
      sheet.widths.set(column, autofitWidth(length, sheet.widths.get(column)));
    });
  }
}

class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly list: string[] = [];
  private uses = 0;

  of(value: string): number {
    this.uses++;
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.list.length;
      this.index.set(value, i);
      this.list.push(value);
    }
    return i;
  }

  xml(): string {
    const items = this.list.map((s) => `<si><t xml:space="preserve">${text(s)}</t></si>`).join('');
    return `${XML_HEAD}<sst xmlns="${MAIN}" count="${this.uses}" uniqueCount="${this.list.length}">${items}</sst>`;
  }
}

function sheetXml(sheet: Sheet, strings: SharedStrings, tail: string): string {
  const out: string[] = [`${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${R}">`];
  if (sheet.widths.size > 0) {
    const cols = [...sheet.widths.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([c, w]) => `<col min="${c}" max="${c}" width="${w}" customWidth="1"/>`);
    out.push(`<cols>${cols.join('')}</cols>`);
  }
  out.push('<sheetData>');
  for (const row of [...sheet.rows.keys()].sort((a, b) => a - b)) {
    const cells = sheet.rows.get(row)!;
    if (cells.size === 0) continue;
    const parts: string[] = [`<row r="${row}">`];
    for (const column of [...cells.keys()].sort((a, b) => a - b)) {
      const { value, style } = cells.get(column)!;
      const ref = `${columnLetters(column)}${row}`;
      const s = style === 0 ? '' : ` s="${style}"`;
      if (value === undefined) parts.push(`<c r="${ref}"${s}/>`);
      else if (typeof value === 'number') parts.push(`<c r="${ref}"${s}><v>${value}</v></c>`);
      else if (typeof value === 'boolean') parts.push(`<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`);
      else parts.push(`<c r="${ref}"${s} t="s"><v>${strings.of(value)}</v></c>`);
    }
    parts.push('</row>');
    out.push(parts.join(''));
  }
  out.push('</sheetData>', tail, '</worksheet>');
  return out.join('');
}

function tableXml(table: Table, id: number): string {
  const ref = rangeAddress(table.range);
  const columns = table.columns.map((name, i) => `<tableColumn id="${i + 1}" name="${attr(name)}"/>`).join('');
  return (
    `${XML_HEAD}<table xmlns="${MAIN}" id="${id}" name="${attr(table.name)}" displayName="${attr(table.name)}" ref="${ref}" totalsRowShown="0">` +
    `<autoFilter ref="${ref}"/><tableColumns count="${table.columns.length}">${columns}</tableColumns>` +
    '<tableStyleInfo name="TableStyleLight9" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>'
  );
}

function commentsXml(sheet: Sheet): string {
  const comments = sheet.notes
    .map(
      (n) =>
        `<comment ref="${columnLetters(n.column)}${n.row}" authorId="0"><text><r><t xml:space="preserve">${text(n.text)}</t></r></text></comment>`,
    )
    .join('');
  return `${XML_HEAD}<comments xmlns="${MAIN}"><authors><author>Regula</author></authors><commentList>${comments}</commentList></comments>`;
}

/** The legacy drawing Excel shows notes with: one hidden note shape per comment (shape ids in block `block` of 1,024). */
function vmlXml(sheet: Sheet, block: number): string {
  const shapes = sheet.notes
    .map(
      (n, i) =>
        `<v:shape id="_x0000_s${1024 * block + 1 + i}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:200pt;height:60pt;z-index:${i + 1};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
        '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/>' +
        '<v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:AutoFill>False</x:AutoFill>` +
        `<x:Row>${n.row - 1}</x:Row><x:Column>${n.column - 1}</x:Column></x:ClientData></v:shape>`,
    )
    .join('');
  return (
    '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
    `<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${block}"/></o:shapelayout>` +
    '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">' +
    '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>' +
    `${shapes}</xml>`
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`;
const relsXml = (rels: readonly string[]) =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`;
const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;

/** Text content: the XML escapes, and the characters XML 1.0 cannot hold dropped (a cell may hold any text). */
function text(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const attr = (value: string) => text(value).replace(/"/g, '&quot;');

/** $L$3:$P$20 */
function absolute(range: CellRange): string {
  const first = `$${columnLetters(range.column)}$${range.row}`;
  if (range.rows === 1 && range.columns === 1) return first;
  return `${first}:$${columnLetters(range.column + range.columns - 1)}$${range.row + range.rows - 1}`;
}

function forEachIndex(range: CellRange, visit: (row: number, column: number) => void): void {
  for (let r = 0; r < range.rows; r++) for (let c = 0; c < range.columns; c++) visit(range.row + r, range.column + c);
}

function codePoints(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}
