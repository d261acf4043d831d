import { describe, expect, it } from 'vitest';
import { decodeTrfBytes } from '../../../../io';

const latin1 = (text: string) => Uint8Array.from(Array.from(text, (ch) => ch.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeTrfBytes', () => {
  it('reads valid UTF-8 as UTF-8', () => {
    expect(decodeTrfBytes(utf8('001    1 m    Sørensen, Zoë'))).toBe('001    1 m    Sørensen, Zoë');
    expect(decodeTrfBytes(utf8('Dvořák 𝔄 €'))).toBe('Dvořák 𝔄 €');
  });

  it('strips a UTF-8 byte order mark', () => {
    expect(decodeTrfBytes(Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8('012 Müller')))).toBe('012 Müller');
  });

  it('falls back to ISO-8859-1 when the bytes are not UTF-8 (the fixtures are latin-1)', () => {
    expect(decodeTrfBytes(latin1('Krämer, François'))).toBe('Krämer, François');
    expect(decodeTrfBytes(Uint8Array.of(0x4d, 0xfc, 0x6c))).toBe('Mül');
  });

  it('rejects overlong forms, surrogates and truncated sequences as UTF-8', () => {
    expect(decodeTrfBytes(Uint8Array.of(0xc0, 0x80))).toBe('\u00c0\u0080'); // overlong NUL
    expect(decodeTrfBytes(Uint8Array.of(0xed, 0xa0, 0x80))).toBe('\u00ed\u00a0\u0080'); // U+D800
    expect(decodeTrfBytes(Uint8Array.of(0x41, 0xc3))).toBe('A\u00c3'); // cut after the lead byte
    expect(decodeTrfBytes(Uint8Array.of(0xf4, 0x90, 0x80, 0x80))).toBe('\u00f4\u0090\u0080\u0080'); // above U+10FFFF
  });

  it('decodes large files (more code units than one fromCharCode call takes)', () => {
    const text = 'é'.repeat(50_000) + 'x';
    expect(decodeTrfBytes(utf8(text))).toBe(text);
    expect(decodeTrfBytes(latin1(text))).toBe(text);
  });

  it('maps every byte to the code point of its value in ISO-8859-1, 0x80–0x9F included (not windows-1252)', () => {
    const bytes = Uint8Array.from({ length: 256 * 40 }, (_, i) => (i * 7 + 0xc0) % 256);
    const text = decodeTrfBytes(bytes);
    expect(text.length).toBe(bytes.length);
    expect(Array.from(text, (ch) => ch.charCodeAt(0))).toEqual(Array.from(bytes));
    expect(decodeTrfBytes(Uint8Array.of(0x80, 0x9f, 0xff))).toBe('\u0080\u009f\u00ff');
  });

  it('decodes nothing to nothing', () => {
    expect(decodeTrfBytes(new Uint8Array())).toBe('');
  });
});
