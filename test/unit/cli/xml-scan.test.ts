import { describe, expect, it } from 'vitest';
import { scanXml } from '../../../cli/xml-scan';

const scan = (xml: string) => scanXml(Buffer.from(xml, 'utf8'));

describe('scanXml: one pass over an XML part before exceljs parses it', () => {
  it('counts the elements, and the rows and cells among them whatever their prefix', () => {
    const sheet =
      '<?xml version="1.0"?><x:worksheet xmlns:x="s"><x:cols><x:col min="1"/></x:cols><x:sheetData>' +
      '<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c><x:c r="B1" s="0"/></x:row><row r="2"><c r="A2"/></row><rowBreaks/>' +
      '</x:sheetData></x:worksheet>';
    expect(scan(sheet)).toMatchObject({ elements: 11, rows: 2, cells: 3 });
  });

  it('finds the longest text and where it starts, a text at the end of the part too', () => {
    expect(scan('<a><t>abc</t><t>abcdef</t></a>')).toMatchObject({ longestText: 6, longestAt: 16 });
    expect(scan('<a><t>abc</t>tail-of-12ch')).toMatchObject({ longestText: 12, longestAt: 13 });
    // A `>` inside the text starts it again: the run is never counted longer than it is.
    expect(scan('<t>ab>cdef</t>')).toMatchObject({ longestText: 4, longestAt: 6 });
    expect(scan('no markup at all')).toMatchObject({ elements: 0, longestText: 16, longestAt: 0 });
  });
});
