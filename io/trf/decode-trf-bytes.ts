/**
 * Bytes of a TRF file → text.
 *
 * C.04 Annex 2 (TRF-16) names no character set. Files in the wild are either UTF-8 (newer
 * pairing programs, TRF-2026 drafts) or ISO-8859-1 (Swiss-Manager, JaVaFo era; the shared
 * fixtures are latin-1, `pub01` has accented names). Valid UTF-8 is very unlikely to arise
 * from latin-1 text with accents (an accented letter followed by the right continuation
 * bytes), so: strict UTF-8 when every byte sequence is well formed, ISO-8859-1 otherwise.
 * ISO-8859-1 maps each byte to the code point of the same value, so it never fails.
 *
 * Decoded by hand: io/ has no TextDecoder (lib ES2022, no DOM or Node types).
 */
export function decodeTrfBytes(bytes: Uint8Array): string {
  // A UTF-8 byte order mark says "UTF-8"; it is not part of the first record.
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const native = nativeUtf8(bytes, start);
  if (native === null) return decodeLatin1(bytes, start);
  return native ?? decodeUtf8(bytes, start) ?? decodeLatin1(bytes, start);
}

type StrictDecoder = { decode(input: Uint8Array): string };
const NativeDecoder = (
  globalThis as { TextDecoder?: new (label: string, options: { fatal: boolean; ignoreBOM: boolean }) => StrictDecoder }
).TextDecoder;

/**
 * The runtime's strict UTF-8 decoder (WHATWG TextDecoder with `fatal`, in every browser and in
 * Node), ten times faster than the loop below on a 5,000-player file: null when it rejects the
 * bytes (the file is then ISO-8859-1), undefined when the runtime has none.
 */
function nativeUtf8(bytes: Uint8Array, start: number): string | null | undefined {
  if (!NativeDecoder) return undefined;
  try {
    return new NativeDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
  } catch {
    return null;
  }
}

/** Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF. */
function decodeUtf8(bytes: Uint8Array, start: number): string | undefined {
  const units: number[] = [];
  let i = start;
  while (i < bytes.length) {
    const b0 = bytes[i]!;
    if (b0 < 0x80) {
      units.push(b0);
      i += 1;
      continue;
    }
    let length: number;
    let min: number;
    let codePoint: number;
    if (b0 >= 0xc2 && b0 <= 0xdf) {
      length = 2;
      min = 0x80;
      codePoint = b0 & 0x1f;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      length = 3;
      min = 0x800;
      codePoint = b0 & 0x0f;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      length = 4;
      min = 0x10000;
      codePoint = b0 & 0x07;
    } else {
      return undefined; // a continuation byte out of place, or a byte UTF-8 never uses
    }
    if (i + length > bytes.length) return undefined;
    for (let k = 1; k < length; k++) {
      const b = bytes[i + k]!;
      if ((b & 0xc0) !== 0x80) return undefined;
      codePoint = (codePoint << 6) | (b & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
    if (codePoint >= 0x10000) {
      const offset = codePoint - 0x10000;
      units.push(0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff));
    } else {
      units.push(codePoint);
    }
    i += length;
  }
  return fromCodeUnits(units);
}

function decodeLatin1(bytes: Uint8Array, start: number): string {
  // Each byte is the code point of the same value: the bytes themselves are the code units.
  return fromCodeUnits(bytes.subarray(start));
}

/**
 * String.fromCharCode in slices, so large files do not overflow the argument limit: at most SLICE
 * arguments a call, far below the call stack's limit. A byte array is passed as it is (apply
 * takes any array-like; no copy into a list of numbers).
 */
function fromCodeUnits(units: Uint8Array | readonly number[]): string {
  const SLICE = 8192;
  let text = '';
  for (let i = 0; i < units.length; i += SLICE) {
    const slice = units instanceof Uint8Array ? units.subarray(i, i + SLICE) : units.slice(i, i + SLICE);
    text += String.fromCharCode.apply(null, slice as unknown as number[]);
  }
  return text;
}
