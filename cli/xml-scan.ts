import type { PackagePart } from './xlsx-package';

/*
 * One pass over the bytes of an .xlsx package's XML parts (ECMA-376 part 1: SpreadsheetML), before
 * exceljs parses any: how many elements each holds, how many of them are rows and cells, and its
 * longest text. One loop over the bytes, linear whatever the part holds — a regular expression
 * per element, or a native search per tag, took seconds on a part of millions, the very parts the
 * bounds are for (docs/inputs.md "Bounds").
 */

export interface XmlScan {
  /** Start tags. */
  elements: number;
  /** `<row>` and `<c>` elements (any prefix): what exceljs makes objects of in a worksheet. */
  rows: number;
  cells: number;
  /** The longest run of bytes from the end of a tag to the next `<`, and where it starts. */
  longestText: number;
  longestAt: number;
}

const isLetter = (b: number) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
/** A byte of an element's name: letters, digits, `_ . -`, the prefix's `:`, and any byte of a UTF-8 sequence. */
const isNameByte = (b: number) => isLetter(b) || (b >= 0x30 && b <= 0x3a) || b === 0x5f || b === 0x2e || b === 0x2d || b >= 0x80;

export function scanXml(data: Buffer): XmlScan {
  const n = data.length;
  let elements = 0;
  let rows = 0;
  let cells = 0;
  let longestText = 0;
  let longestAt = 0;
  // A text runs from the end of a tag to the next `<` (a `>` in an attribute's value or in a text
  // starts it again: never longer than it is).
  let textFrom = 0;
  for (let i = 0; i < n; i++) {
    const b = data[i]!;
    if (b === 0x3e) textFrom = i + 1;
    else if (b === 0x3c) {
      if (i - textFrom > longestText) {
        longestText = i - textFrom;
        longestAt = textFrom;
      }
      let j = i + 1;
      if (j < n && isLetter(data[j]!)) {
        elements++;
        let local = j;
        for (; j < n && isNameByte(data[j]!); j++) if (data[j] === 0x3a) local = j + 1;
        const length = j - local;
        if (length === 1 && data[local] === 0x63) cells++;
        else if (length === 3 && data[local] === 0x72 && data[local + 1] === 0x6f && data[local + 2] === 0x77) rows++;
      }
      textFrom = n;
      i = j - 1;
    }
  }
  if (n - textFrom > longestText) {
    longestText = n - textFrom;
    longestAt = textFrom;
  }
  return { elements, rows, cells, longestText, longestAt };
}

/** The scans of a package's XML parts (.xml, .rels, .vml), by path. */
export function scanParts(parts: readonly PackagePart[]): Map<string, XmlScan> {
  const scans = new Map<string, XmlScan>();
  for (const part of parts) if (/\.(?:xml|rels|vml)$/i.test(part.path)) scans.set(part.path, scanXml(part.data));
  return scans;
}
