import { columnLetters, HEADER_FILL, rangeAddress, type CellRange } from '../io';
import type { Sheet, Table } from './native-sheet';

/*
 * The XML of the parts of a workbook written directly (ECMA-376 part 1, SpreadsheetML): a
 * sheet's and the shared strings' as chunks (native-xlsx.ts zips them as they come; a sheet of
 * a million rows is more text than one JavaScript string holds), the small parts whole.
 */

/** Text is given to the zip writer in pieces of about this many characters. */
const CHUNK = 1 << 16;

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Cell styles: 0 plain, 1 the header (bold on the header fill), then one per number format. */
export class Styles {
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

/** The shared-string table: each text once, numbered in the order the sheets first use it. */
export class SharedStrings {
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

  /** The table's XML, after every sheet's (it numbers what they use). */
  *xml(): Generator<string> {
    let chunk = `${XML_HEAD}<sst xmlns="${MAIN}" count="${this.uses}" uniqueCount="${this.list.length}">`;
    for (const s of this.list) {
      chunk += `<si><t xml:space="preserve">${text(s)}</t></si>`;
      if (chunk.length >= CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}</sst>`;
  }
}

/** A sheet's XML, row by row, its texts numbered in the shared strings; `tail` after the cells (notes, tables). */
export function* sheetXml(sheet: Sheet, strings: SharedStrings, tail: string): Generator<string> {
  let chunk = `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${R}">`;
  if (sheet.widths.size > 0) {
    const cols = [...sheet.widths.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([c, w]) => `<col min="${c}" max="${c}" width="${w}" customWidth="1"/>`);
    chunk += `<cols>${cols.join('')}</cols>`;
  }
  chunk += '<sheetData>';
  for (const { row, values, styles } of sheet.rows()) {
    let cells = '';
    const width = Math.max(values?.length ?? 0, styles?.length ?? 0);
    for (let c = 0; c < width; c++) {
      const value = values?.[c] ?? undefined;
      const style = styles?.[c] ?? 0;
      if (value === undefined && style === 0) continue;
      const ref = `${columnLetters(c + 1)}${row}`;
      const s = style === 0 ? '' : ` s="${style}"`;
      if (value === undefined) cells += `<c r="${ref}"${s}/>`;
      else if (typeof value === 'number') cells += `<c r="${ref}"${s}><v>${value}</v></c>`;
      else if (typeof value === 'boolean') cells += `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
      else cells += `<c r="${ref}"${s} t="s"><v>${strings.of(value)}</v></c>`;
    }
    if (cells === '') continue;
    chunk += `<row r="${row}">${cells}</row>`;
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</sheetData>${tail}</worksheet>`;
}

export function tableXml(table: Table, id: number): string {
  const ref = rangeAddress(table.range);
  const columns = table.columns.map((name, i) => `<tableColumn id="${i + 1}" name="${attr(name)}"/>`).join('');
  return (
    `${XML_HEAD}<table xmlns="${MAIN}" id="${id}" name="${attr(table.name)}" displayName="${attr(table.name)}" ref="${ref}" totalsRowShown="0">` +
    `<autoFilter ref="${ref}"/><tableColumns count="${table.columns.length}">${columns}</tableColumns>` +
    '<tableStyleInfo name="TableStyleLight9" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>'
  );
}

export function commentsXml(sheet: Sheet): string {
  const comments = sheet.notes
    .map(
      (n) =>
        `<comment ref="${columnLetters(n.column)}${n.row}" authorId="0"><text><r><t xml:space="preserve">${text(n.text)}</t></r></text></comment>`,
    )
    .join('');
  return `${XML_HEAD}<comments xmlns="${MAIN}"><authors><author>Regula</author></authors><commentList>${comments}</commentList></comments>`;
}

/** The legacy drawing Excel shows notes with: one hidden note shape per comment (shape ids in block `block` of 1,024). */
export function vmlXml(sheet: Sheet, block: number): string {
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

export const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`;
export const relsXml = (rels: readonly string[]) =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`;
export const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;

/** Text content: the XML escapes, and the characters XML 1.0 cannot hold dropped (a cell may hold any text). */
export function text(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export const attr = (value: string) => text(value).replace(/"/g, '&quot;');

/** $L$3:$P$20 */
export function absolute(range: CellRange): string {
  const first = `$${columnLetters(range.column)}$${range.row}`;
  if (range.rows === 1 && range.columns === 1) return first;
  return `${first}:$${columnLetters(range.column + range.columns - 1)}$${range.row + range.rows - 1}`;
}
