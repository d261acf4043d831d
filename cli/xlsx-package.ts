import { crc32, inflateRawSync } from 'node:zlib';
import { FileError } from './file-error';

/*
 * An .xlsx file's zip package, checked before exceljs reads it (PKWARE APPNOTE 4.3: the end of
 * central directory record, the central directory, the local headers), and the worksheets it
 * lists. A package that would inflate beyond the bounds (a zip bomb) is refused from its
 * directory alone, before any large part is inflated; a part that inflates beyond the size its
 * directory entry declares (a lying directory) is stopped one byte past that size; a part whose
 * CRC-32 does not match is damage. Each is a FileError naming the part (and the sheet it holds),
 * in well under a second. exceljs is then given exactly the parts checked here, stored
 * uncompressed (storedPackage): it inflates nothing.
 */

/** The bounds of an .xlsx input (docs/inputs.md "Bounds"): far above any tournament's workbook. */
export const PACKAGE_BOUNDS = {
  /** One part: a 9,999-player, 15-round crosstable sheet is 14 MB of XML. */
  partBytes: 64 * 1024 * 1024,
  /** All parts together. */
  totalBytes: 128 * 1024 * 1024,
  /** Parts in the package: a workbook of a hundred sheets has a few hundred. */
  parts: 10_000,
};

export interface PackagePart {
  path: string;
  data: Buffer;
  /** CRC-32 of data, as the directory gave it and the data matched. */
  crc: number;
}

/** A part of the package as its directory describes it, before inflation. */
export interface DirectoryEntry {
  path: string;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  local: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MB = 1024 * 1024;

export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/** What names a part in a message: the part, and the sheet it holds when the caller knows. */
export type PartLabel = (path: string) => string;

/** A worksheet the package lists. */
export interface ListedSheet {
  name: string;
  /** The part its relationship names (xl/worksheets/sheet1.xml); undefined when none. */
  path: string | undefined;
}

/** A checked package: the worksheets it lists, every part inflated and checked, and how a message names a part. */
export interface CheckedPackage {
  sheets: ListedSheet[];
  parts: PackagePart[];
  label: PartLabel;
}

const SMALL_PART = 1024 * 1024;
const WORKBOOK_PARTS = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels'];

/**
 * The package's parts, in its directory's order: the directory checked against the bounds, the
 * worksheets listed from its workbook parts when they are small (before any large part is
 * inflated, so that a message names the sheet a part holds), then every part inflated and checked.
 */
export function packageParts(file: string, buffer: Buffer): CheckedPackage {
  const entries = packageDirectory(file, buffer);
  const sheets = sheetsOf(file, buffer, entries);
  const label: PartLabel = (part) => {
    const sheet = sheets.find((s) => s.path === part);
    return sheet ? `the sheet '${sheet.name}' (its part ${part})` : `the part ${part}`;
  };
  const oversize = oversizePart(entries);
  if (oversize) throw tooLarge(file, oversizeMessage(oversize, label));
  const parts = entries.map((entry) => inflatePart(file, buffer, entry, label));
  return { sheets, parts, label };
}

/** The worksheets the package lists, read from its workbook parts when they are small. */
function sheetsOf(file: string, buffer: Buffer, entries: readonly DirectoryEntry[]): ListedSheet[] {
  const [workbook, relationships] = WORKBOOK_PARTS.map((name) => {
    const entry = entries.find((e) => e.path === name);
    return entry && entry.size <= SMALL_PART ? inflatePart(file, buffer, entry, (p) => `the part ${p}`).data.toString('utf8') : '';
  });
  return listedSheets(workbook!, relationships!);
}

/** The package's directory: every part's name and sizes, checked against the bounds before anything is inflated. */
function packageDirectory(file: string, buffer: Buffer, bounds = PACKAGE_BOUNDS): DirectoryEntry[] {
  const end = endOfDirectory(buffer);
  if (end < 0) throw damage(file, 'it has no zip directory at its end (the file is cut off?)');
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    throw tooLarge(
      file,
      `it is a ZIP64 package (parts of 4 GB and more): Regula reads workbooks of at most ${megabytes(bounds.totalBytes)}`,
    );
  if (count > bounds.parts) throw tooLarge(file, `it has ${count} parts: Regula reads workbooks of at most ${bounds.parts} parts`);
  if (offset + size > end) throw damage(file, 'its zip directory lies outside the file');
  const entries: DirectoryEntry[] = [];
  const seen = new Set<string>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damage(file, `entry ${i + 1} of its zip directory is broken`);
    const flags = buffer.readUInt16LE(at + 8);
    const nameLength = buffer.readUInt16LE(at + 28);
    const path = buffer.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength).replace(/^\//, '');
    if (flags & 0x0001) throw damage(file, `its part ${path} is encrypted, which the parts of an .xlsx package never are`);
    if (seen.has(path)) throw damage(file, `two of its parts are named ${path}`);
    seen.add(path);
    entries.push({
      path,
      method: buffer.readUInt16LE(at + 10),
      crc: buffer.readUInt32LE(at + 16),
      compressed: buffer.readUInt32LE(at + 20),
      size: buffer.readUInt32LE(at + 24),
      local: buffer.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

/** The first part (in the directory's order) whose declared size passes a bound, with what it passes; undefined when none does. */
function oversizePart(entries: readonly DirectoryEntry[], bounds = PACKAGE_BOUNDS): { entry: DirectoryEntry; total: number } | undefined {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > bounds.partBytes || total > bounds.totalBytes) return { entry, total };
  }
  return undefined;
}

/** The message of an oversize part. */
function oversizeMessage(found: { entry: DirectoryEntry; total: number }, label: PartLabel, bounds = PACKAGE_BOUNDS): string {
  const { entry, total } = found;
  const whole = entry.size > bounds.partBytes ? '' : `, ${megabytes(total)} with the parts before it`;
  return `${label(entry.path)} inflates to ${megabytes(entry.size)} (its zip directory says${whole}): Regula reads parts of at most ${megabytes(bounds.partBytes)}, ${megabytes(bounds.totalBytes)} in all`;
}

/** A part's bytes: inflated, never beyond the size its directory entry declares, and checked against its CRC-32. */
function inflatePart(file: string, buffer: Buffer, entry: DirectoryEntry, label: PartLabel): PackagePart {
  const at = entry.local;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER)
    throw damage(file, `${label(entry.path)} is missing from the file`);
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  if (start + entry.compressed > buffer.length) throw damage(file, `${label(entry.path)} is cut off`);
  const raw = buffer.subarray(start, start + entry.compressed);
  let data: Buffer;
  if (entry.method === 0) data = raw;
  else if (entry.method === 8) {
    try {
      // One byte past the declared size is enough to know the declaration false: inflation stops there.
      data = inflateRawSync(raw, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw damage(
          file,
          `${label(entry.path)} inflates to more than the ${entry.size} bytes its zip directory declares (a zip bomb, or damage)`,
        );
      throw damage(file, `${label(entry.path)} cannot be inflated (${(error as Error).message})`);
    }
  } else throw damage(file, `${label(entry.path)} is compressed by method ${entry.method}, which .xlsx packages do not use`);
  if (data.length !== entry.size)
    throw damage(file, `${label(entry.path)} inflates to ${data.length} bytes, not the ${entry.size} its zip directory declares`);
  if (crc32(data) >>> 0 !== entry.crc) throw damage(file, `${label(entry.path)} does not match its checksum (CRC-32)`);
  return { path: entry.path, data, crc: entry.crc };
}

/** The parts as a zip of stored entries (method 0): what exceljs is given, so that it inflates nothing this file did not check. */
export function storedPackage(parts: readonly PackagePart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.path, 'utf8');
    // The fields a local header and its directory entry share (APPNOTE 4.3.7, 4.3.12): version 1.0,
    // UTF-8 names, stored, no date, the CRC-32 and both sizes, the name's length, no extra field.
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(10, 0);
    fields.writeUInt16LE(0x0800, 2);
    fields.writeUInt32LE(part.crc, 10);
    fields.writeUInt32LE(part.data.length, 14);
    fields.writeUInt32LE(part.data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const signature = Buffer.alloc(4);
    signature.writeUInt32LE(LOCAL_HEADER, 0);
    chunks.push(signature, fields, name, part.data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(10, 4);
    fields.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name);
    offset += 30 + name.length + part.data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    directory.reduce((sum, b) => sum + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat(chunks.concat(directory, [end]));
}

/** Where the end of central directory record starts: its last signature within reach of a comment (64 KB). */
function endOfDirectory(buffer: Buffer): number {
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--)
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}

function damage(file: string, what: string): FileError {
  return new FileError(file, 'cli/bad-workbook', `the workbook is damaged: ${what}; expected an .xlsx workbook saved by Excel`);
}

export function tooLarge(file: string, what: string): FileError {
  return new FileError(file, 'cli/workbook-too-large', what);
}

/*
 * The worksheets the package lists: xl/workbook.xml's <sheet> elements (ECMA-376 part 1
 * §18.2.19) and the parts their relationships name (xl/_rels/workbook.xml.rels, part 2 §9.3).
 */

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
function listedSheets(workbookXml: string, relationshipsXml: string): ListedSheet[] {
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
