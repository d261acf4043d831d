import {
  autofitWidth,
  csvCellValue,
  EXCEL_MAX_CELL_TEXT,
  EXCEL_MAX_COLUMNS,
  EXCEL_MAX_ROWS,
  ExcelFit,
  fitGrid,
  sheetNameProblem,
  tableColumnNames,
  unprotectText,
  type CellRange,
  type CellValue,
  type OutputCell,
  type WorkbookWarning,
  type WriteOperation,
} from '../io';
import { Sheet, StylePatterns, type Value } from './native-sheet';
import type { OutputWorkbook } from './output-workbook';
import { writeFileAtomically } from './safe-write';
import {
  absolute,
  attr,
  commentsXml,
  MAIN,
  override,
  R,
  REL,
  rel,
  relsXml,
  SharedStrings,
  sheetXml,
  Styles,
  tableXml,
  text,
  vmlXml,
  XML_HEAD,
} from './native-xlsx-xml';
import { RESULT_NOTE_PREFIX } from './xlsx';
import { zip, type ZipPart } from './zip';

/*
 * A new workbook written as SpreadsheetML directly (ECMA-376 part 1), for the outputs that have
 * no workbook of their own to copy — a TRF's or a CSV's crosstable with its result block, the
 * Regula sheets and the Regulation sheet. exceljs keeps an object per cell and took 20 s and
 * 2 GB for a 3,000-player open (and ran out of memory at 5,000 × 15 with the full FIDE list);
 * this keeps a value and a shared style pattern per cell (native-sheet.ts) and streams each
 * sheet's XML into the zip (zip.ts). It carries out io's write plan with the same meaning as
 * the exceljs writer (xlsx-writer.ts), which still writes into copies of the user's own
 * workbooks, and refuses what Excel would refuse (a sheet name, a cell past the grid, a text
 * too long): the plan keeps within Excel's limits, and this holds it to them.
 */

/** A new workbook, with a first sheet of cells when given (a crosstable, a match sheet). */
export function newOutputWorkbook(
  first?: { name: string; cells: readonly (readonly CellValue[])[] },
  /** Further sheets of cells (an event in sections: a crosstable sheet per section). */
  more: readonly { name: string; cells: readonly (readonly CellValue[])[] }[] = [],
): OutputWorkbook {
  const workbook = new NativeWorkbook();
  if (first) workbook.addCellsSheet(first.name, first.cells);
  for (const sheet of more) workbook.addCellsSheet(sheet.name, sheet.cells);
  return {
    sheetNames: () => workbook.sheetNames(),
    applyPlan: (plan) => {
      const foreign = plan.replaces.filter((r) => workbook.firstCell(r.sheet) !== r.mark).map((r) => r.sheet);
      if (foreign.length === 0) for (const op of plan.operations) workbook.apply(op);
      return foreign;
    },
    toBuffer: () => workbook.toBuffer(),
    save: async (path) => writeFileAtomically(path, await workbook.toBuffer()),
    warnings: () => workbook.warnings(),
  };
}

export class NativeWorkbook {
  private readonly sheets: Sheet[] = [];
  private readonly styles = new Styles();
  private readonly patterns = new StylePatterns();
  private readonly names: { name: string; range: CellRange }[] = [];
  private readonly fit = new ExcelFit();

  sheetNames(): string[] {
    return this.sheets.map((s) => s.name);
  }

  /** The value of a sheet's A1 (a Regula sheet's mark), undefined when there is no such sheet. */
  firstCell(sheet: string): Value | undefined {
    return this.sheets.find((s) => s.name === sheet)?.value(1, 1);
  }

  /**
   * A sheet with cells from A1 as Excel opens a CSV: text that is a plain decimal number becomes
   * a number. Cells past Excel's grid are left out and long text cut, each said in `warnings`.
   */
  addCellsSheet(name: string, cells: readonly (readonly CellValue[])[]): void {
    const sheet = this.addSheet(name);
    fitGrid({ sheet: name, row: 1, column: 1 }, cells, this.fit).forEach((row, r) => {
      const values = sheet.rowValues(r + 1);
      row.forEach((value, c) => {
        const cell = csvCellValue(value);
        if (cell !== undefined) values[c] = cell;
      });
    });
  }

  /** What addCellsSheet cut to keep within Excel's limits. */
  warnings(): WorkbookWarning[] {
    return this.fit.list();
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
      case 'clear':
        this.sheet(op.range.sheet).clear(inGrid(op.range));
        return;
      case 'values':
        return this.writeValues(op.range, op.values, op.columnFormats);
      case 'header-style': {
        const range = inGrid(op.range);
        const sheet = this.sheet(range.sheet);
        for (let row = range.row; row < range.row + range.rows; row++)
          sheet.setStyles(row, range.column, range.column + range.columns - 1, () => Styles.HEADER);
        return;
      }
      case 'table':
        return this.addTable(inGrid(op.range), op.name);
      case 'autofit':
        return this.autofit(inGrid(op.range));
      case 'delete-name':
        for (let i = this.names.length - 1; i >= 0; i--) {
          const n = this.names[i]!;
          if (n.name === op.name && n.range.sheet === op.sheet) this.names.splice(i, 1);
        }
        return;
      case 'add-name':
        this.names.push({ name: op.name, range: inGrid(op.range) });
        this.sheet(op.range.sheet).notes.push({ row: op.range.row, column: op.range.column, text: `${RESULT_NOTE_PREFIX}${op.comment}` });
        return;
    }
  }

  /** The workbook as .xlsx bytes, each sheet's XML deflated as it is made. */
  toBuffer(): Promise<Buffer> {
    return zip(this.parts());
  }

  /** The parts in the order Office writes them: [Content_Types].xml first, then the sheets and what they use, then the workbook's own. */
  private parts(): ZipPart[] {
    const parts: ZipPart[] = [];
    const add = (path: string, content: string | (() => Iterable<string>)) =>
      parts.push({ path, chunks: typeof content === 'string' ? () => [content] : content });
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
        const tableParts = sheet.tables.map((table, k) => {
          tableCount++;
          const id = `rIdT${k + 1}`;
          add(`xl/tables/table${tableCount}.xml`, tableXml(table, tableCount));
          rels.push(rel(id, `${REL}/table`, `../tables/table${tableCount}.xml`));
          overrides.push(
            override(`/xl/tables/table${tableCount}.xml`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml'),
          );
          return `<tablePart r:id="${id}"/>`;
        });
        tail += `<tableParts count="${tableParts.length}">${tableParts.join('')}</tableParts>`;
      }
      add(`xl/worksheets/sheet${n}.xml`, () => sheetXml(sheet, strings, tail));
      if (rels.length > 0) add(`xl/worksheets/_rels/sheet${n}.xml.rels`, relsXml(rels));
      overrides.push(override(`/xl/worksheets/sheet${n}.xml`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'));
    });
    // After the sheets in the archive: they number the strings as they are written.
    add('xl/sharedStrings.xml', () => strings.xml());
    add('xl/styles.xml', () => [this.styles.xml()]);
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
    const contentTypes: ZipPart = {
      path: '[Content_Types].xml',
      chunks: () => [
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>' +
          `${overrides.join('')}</Types>`,
      ],
    };
    // [Content_Types].xml first, as Office writes it.
    return [contentTypes, ...parts];
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
    const problem = sheetNameProblem(name);
    if (problem) throw new Error(`write plan: a sheet "${name}", which Excel refuses: ${problem}`);
    if (this.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase())) throw new Error(`write plan: a second sheet "${name}"`);
    const sheet = new Sheet(name, this.patterns);
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
    const sheet = this.sheet(inGrid(range).sheet);
    const styles = formats?.map((f) => (f && f !== 'General' ? this.styles.numberFormat(f) : 0));
    values.forEach((row, r) => {
      const at = range.row + r;
      let styled = false;
      let asGiven = range.column === 1 && sheet.isEmpty(at);
      for (let c = 0; c < row.length; c++) {
        const value = row[c];
        if (typeof value === 'number' && styles?.[c]) styled = true;
        if (typeof value !== 'string') continue;
        const stored = unprotectText(value) as string;
        if (stored.length > EXCEL_MAX_CELL_TEXT)
          throw new Error(`write plan: ${stored.length} characters for one cell of '${range.sheet}', more than Excel holds`);
        if (stored !== value) asGiven = false;
      }
      // A row of a fresh sheet whose text needs no unprotecting is kept as the plan gives it (null: no cell).
      if (asGiven) sheet.adoptRow(at, row);
      else {
        const cells = sheet.rowValues(at);
        row.forEach((value, c) => {
          if (value !== null) cells[range.column - 1 + c] = unprotectText(value) ?? undefined; // null leaves the cell as it is, as in Excel
        });
      }
      if (styled)
        sheet.setStyles(at, range.column, range.column + row.length - 1, (column) => {
          const c = column - range.column;
          return typeof row[c] === 'number' && styles?.[c] ? styles[c] : undefined;
        });
    });
  }

  /** A table over cells already written; its header names made unique, as Excel makes them. */
  private addTable(range: CellRange, name: string): void {
    const sheet = this.sheet(range.sheet);
    const header = Array.from({ length: range.columns }, (_, c) => sheet.value(range.row, range.column + c));
    const columns = tableColumnNames(header);
    columns.forEach((column, c) => sheet.setValue(range.row, range.column + c, column));
    sheet.tables.push({ name, range, columns });
  }

  /** Column widths from the longest text in each column of the range (never narrower than before). */
  private autofit(range: CellRange): void {
    const sheet = this.sheet(range.sheet);
    const longest = new Array<number>(range.columns).fill(0);
    for (let r = 0; r < range.rows; r++) {
      for (let c = 0; c < range.columns; c++) {
        const value = sheet.value(range.row + r, range.column + c);
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

/** The range itself when it lies within Excel's grid; a plan that reaches past it is a fault, refused. */
function inGrid(range: CellRange): CellRange {
  if (
    range.row < 1 ||
    range.column < 1 ||
    range.row + range.rows - 1 > EXCEL_MAX_ROWS ||
    range.column + range.columns - 1 > EXCEL_MAX_COLUMNS
  )
    throw new Error(
      `write plan: ${range.rows}×${range.columns} cells at row ${range.row}, column ${range.column} of '${range.sheet}' pass Excel's grid`,
    );
  return range;
}

function codePoints(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}
