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
 * give the same text, whatever order they set its fields in. The runtime's JSON.stringify
 * does the writing (a 5,000 × 15 crosstable in about 0.1 s); objects whose keys are already
 * in order are passed through, the others copied with sorted keys.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, canonicalValue) ?? 'null';
}

function canonicalValue(_key: string, value: unknown): unknown {
  if (value instanceof Rational) return value.toString();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let ordered = true;
  for (let i = 1; i < keys.length && ordered; i++) ordered = keys[i - 1]! < keys[i]!;
  if (ordered) return record;
  const sorted: Record<string, unknown> = {};
  for (const key of keys.sort()) sorted[key] = record[key];
  return sorted;
}
