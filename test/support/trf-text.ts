/**
 * Hand-made TRF-16 lines for reader tests, column by column (C.04 Annex 2), so a test does
 * not depend on writeTrf to produce its input.
 */
export interface PlayerLineSpec {
  id: number | string;
  name?: string;
  sex?: string;
  title?: string;
  rating?: number | string;
  federation?: string;
  fideId?: string;
  birthDate?: string;
  points?: string;
  rank?: number | string;
  /** Round blocks as `OOOO C R`, 8 characters each ("   2 w 1", "0000 - U", "        " for blank). */
  rounds?: string[];
}

/** A 001 line with every field in its columns; trailing blanks stripped like the fixtures. */
export function playerLine(spec: PlayerLineSpec): string {
  // Widths in characters (code points), as TRF columns are counted.
  const pad = (value: unknown, width: number) => ' '.repeat(Math.max(0, width - Array.from(String(value ?? '')).length));
  const right = (value: unknown, width: number) => pad(value, width) + String(value ?? '');
  const left = (value: unknown, width: number) => String(value ?? '') + pad(value, width);
  const head =
    `001 ${right(spec.id, 4)} ${left(spec.sex ?? 'm', 1)}${right(spec.title, 3)} ${left(spec.name ?? `Player ${spec.id}`, 33)} ` +
    `${right(spec.rating, 4)} ${left(spec.federation, 3)} ${right(spec.fideId, 11)} ${left(spec.birthDate, 10)} ` +
    `${right(spec.points ?? '0.0', 4)} ${right(spec.rank, 4)}`;
  return (head + (spec.rounds ?? []).map((block) => `  ${block}`).join('')).trimEnd();
}

/** A TRF text from header lines and player specs, LF line ends. */
export function trfText(headers: string[], players: PlayerLineSpec[]): string {
  return [...headers, ...players.map(playerLine)].join('\n') + '\n';
}
