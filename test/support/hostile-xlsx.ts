/**
 * Hostile .xlsx files made on the fly (nothing large is committed): a small real crosstable
 * written as SpreadsheetML (ECMA-376 part 1: content types, relationships, workbook, sheets),
 * zipped by hand (PKWARE APPNOTE 4.3) so a test can make what Excel never writes — a sheet
 * that inflates to hundreds of MB (a zip bomb), a central directory that lies about the sizes,
 * a cell at XFD1048576, a first sheet whose part is missing or broken. The XML is generated
 * and deflated in chunks, so a 100 MB sheet never exists whole in the test's memory.
 */
import { createWriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One sheet: its name, its XML body (the rows) as chunks, or no part at all (a dangling sheet). */
export interface HostileSheet {
  name: string;
  /** The <sheetData> rows, as strings yielded in order; undefined: the workbook names the sheet but has no part for it. */
  rows?: () => Iterable<string>;
  /** The sheet's <dimension ref>, when it should carry one. */
  dimension?: string;
  /** Raw bytes for the part instead of well-formed XML (a damaged sheet). */
  raw?: Buffer;
}

export interface HostileOptions {
  /** The uncompressed size each entry declares, when it should lie (by part path). */
  declare?: Record<string, number>;
  /** Further parts, as chunks of XML (a shared strings part of millions of strings). */
  parts?: readonly { path: string; chunks: () => Iterable<string> }[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell as SpreadsheetML: a number, or an inline string. */
export function cellXml(row: number, column: number, value: string | number): string {
  const ref = `${columnName(column)}${row}`;
  return typeof value === 'number'
    ? `<c r="${ref}"><v>${value}</v></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
}

/** Rows of values from row `first` (empty cells left out, as Excel writes them). */
export function* rowsXml(rows: readonly (readonly (string | number | null)[])[], first = 1): Iterable<string> {
  for (const [i, values] of rows.entries()) {
    const cells = values.map((v, c) => (v === null || v === '' ? '' : cellXml(first + i, c + 1, v))).join('');
    if (cells !== '') yield `<row r="${first + i}">${cells}</row>`;
  }
}

/**
 * Empty rows from `firstRow`, each with empty styled cells (as a sheet formatted down to its end
 * carries), until `bytes` of XML are yielded: as many cells a row as keep the rows within
 * Excel's 1,048,576.
 */
export function* emptyRowsXml(firstRow: number, bytes: number): Iterable<string> {
  const rows = 1_048_576 - firstRow + 1;
  const cells = Math.max(1, Math.ceil(bytes / rows / 24));
  let yielded = 0;
  for (let row = firstRow; row <= 1_048_576 && yielded < bytes;) {
    let chunk = '';
    for (let k = 0; k < 1000 && row <= 1_048_576; k++, row++) {
      chunk += `<row r="${row}" spans="1:${cells}">`;
      for (let c = 1; c <= cells; c++) chunk += `<c r="${columnName(c)}${row}" s="0"/>`;
      chunk += '</row>';
    }
    yielded += chunk.length;
    yield chunk;
  }
}

function sheetPrologue(sheet: HostileSheet): string {
  const dimension = sheet.dimension ? `<dimension ref="${sheet.dimension}"/>` : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${dimension}<sheetData>`;
}

function* sheetXml(sheet: HostileSheet): Iterable<string> {
  yield sheetPrologue(sheet);
  yield* sheet.rows!();
  yield '</sheetData></worksheet>';
}

function packageParts(sheets: readonly HostileSheet[]): { path: string; chunks: () => Iterable<string | Buffer> }[] {
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const one = (text: string) => () => [text];
  const parts: { path: string; chunks: () => Iterable<string | Buffer> }[] = [
    {
      path: '[Content_Types].xml',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
      ),
    },
    {
      path: '_rels/.rels',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      path: 'xl/workbook.xml',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
          .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('')}</sheets></workbook>`,
      ),
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('')}</Relationships>`,
      ),
    },
  ];
  sheets.forEach((sheet, i) => {
    if (sheet.raw) parts.push({ path: `xl/worksheets/sheet${i + 1}.xml`, chunks: () => [sheet.raw!] });
    else if (sheet.rows) parts.push({ path: `xl/worksheets/sheet${i + 1}.xml`, chunks: () => sheetXml(sheet) });
  });
  return parts;
}

interface Deflated {
  data: Buffer;
  crc: number;
  size: number;
}

async function deflate(chunks: Iterable<string | Buffer>): Promise<Deflated> {
  const stream = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  stream.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!stream.write(bytes)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** Writes the workbook to `path`; returns its size in bytes. */
export async function writeHostileXlsx(path: string, sheets: readonly HostileSheet[], options: HostileOptions = {}): Promise<number> {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of [...packageParts(sheets), ...(options.parts ?? [])]) {
    const { data, crc, size } = await deflate(part.chunks());
    const declared = options.declare?.[part.path] ?? size;
    const name = Buffer.from(part.path, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    entryFields(header, 4, crc, data.length, declared, name.length);
    local.push(header, name, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entryFields(entry, 6, crc, data.length, declared, name.length);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const file = createWriteStream(path);
  for (const buffer of [...local, directory, end]) file.write(buffer);
  await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return offset + directory.length + end.length;
}

function entryFields(buffer: Buffer, at: number, crc: number, compressed: number, size: number, name: number): void {
  buffer.writeUInt16LE(20, at);
  buffer.writeUInt16LE(0x0800, at + 2);
  buffer.writeUInt16LE(8, at + 4);
  buffer.writeUInt16LE(0, at + 6);
  buffer.writeUInt16LE(33, at + 8);
  buffer.writeUInt32LE(crc >>> 0, at + 10);
  buffer.writeUInt32LE(compressed, at + 14);
  buffer.writeUInt32LE(size, at + 18);
  buffer.writeUInt16LE(name, at + 22);
  buffer.writeUInt16LE(0, at + 24);
}

/**
 * `bytes` of XML made of one block of empty rows (rows 100–1,099) said again and again: the
 * quickest bomb to make, for a package refused from its zip directory before any of it is read.
 */
export function* repeatedRowsXml(bytes: number): Iterable<string> {
  const block = [...emptyRowsXml(100, 80_000)].join('');
  for (let yielded = 0; yielded < bytes; yielded += block.length) yield block.slice(0, Math.min(block.length, bytes - yielded));
}
