import type { AfterTiebreaks, Crosstable, Player, PlayerId } from '../model';

/**
 * Drawing of lots that anyone can repeat (C.07 4.2; endorsement checklist: "repeating
 * the draw must give the same result"). Each tied participant draws the number
 * FNV-1a-64(seed, starting number, name); the lowest number wins. The seed is stated in
 * the regulation or drawn from the event itself (lotsSeed), so the draw depends neither on
 * the input order, nor on the machine, nor on the clock.
 */
export function lotNumber(seed: string, player: Player): bigint {
  return fnv1a64(`${seed}\u0000${player.id}\u0000${player.name}`);
}

/**
 * What a draw is seeded from when the regulation states no seed (`then lots`): the event's
 * name, start and end dates as the source gives them (TRF 012, 042, 052), those it has, joined
 * by " | ". The same file gives the same text on any machine; an event without any of them is
 * seeded by its tied players alone.
 */
export function eventLotsBasis(crosstable: Pick<Crosstable, 'name' | 'meta'>): string {
  return [crosstable.name ?? crosstable.meta['name'] ?? '', crosstable.meta['startDate'] ?? '', crosstable.meta['endDate'] ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' | ');
}

/**
 * The seed one tied group is drawn with: the regulation's, or the event's basis followed by
 * the tied players' starting numbers in ascending order ("Open 2026 | 2026/03/01 | 2026/03/09 | 3,7,12"),
 * so each tie has its own draw and anyone holding the file repeats it (FIDE VCL Q204, Q206).
 */
export function lotsSeed(after: Extract<AfterTiebreaks, { kind: 'lots' }>, basis: string, group: readonly PlayerId[]): string {
  if (after.seed !== undefined) return after.seed;
  const ids = [...group].sort((a, b) => a - b);
  return basis === '' ? ids.join(',') : `${basis} | ${ids.join(',')}`;
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over the UTF-8 bytes of the text. */
export function fnv1a64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (const byte of utf8Bytes(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}
