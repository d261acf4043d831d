import { Rational } from '../engine';

/** WebCrypto and TextEncoder, which Node 20, browsers and workers all have (pipeline/ is typed without DOM or Node). */
const web = globalThis as unknown as {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

/** SHA-256 in lower-case hex of bytes, or of a text's UTF-8 (what `sha256sum` prints for the same text saved as a file). */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? new web.TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await web.crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * A value as canonical JSON: object keys sorted, undefined left out, exact numbers
 * (Rational) as their fraction text ("7/2"). Two readers that understood the same event
 * give the same text, whatever order they set its fields in.
 */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(value: unknown, out: string[]): void {
  if (value instanceof Rational) {
    out.push(JSON.stringify(value.toString()));
  } else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      write(item === undefined ? null : item, out);
    });
    out.push(']');
  } else if (value !== null && typeof value === 'object') {
    out.push('{');
    let first = true;
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined || typeof item === 'function') continue;
      if (!first) out.push(',');
      first = false;
      out.push(JSON.stringify(key), ':');
      write(item, out);
    }
    out.push('}');
  } else {
    out.push(JSON.stringify(value) ?? 'null');
  }
}
