import { eventBody, type TournamentEvent } from '../engine';
import { canonicalJson, sha256Hex } from './hash';

/**
 * The input hash of the output header: SHA-256 of the event as Regula read it (a crosstable,
 * a team event, the matches of a match sheet)
 * in canonical JSON (keys sorted, exact numbers as fractions), so the same crosstable gives
 * the same hash from a TRF, a CSV, a workbook opened by the CLI or the sheet in Excel.
 * The CLI also records the hash of the file's bytes (what `sha256sum` prints).
 */
export async function inputSha256(event: unknown): Promise<string> {
  return sha256Hex(canonicalJson(event));
}

/** The input hash of an event: of its crosstable, or of its teams (what the add-in hashes for the same sheet). */
export async function eventSha256(event: TournamentEvent): Promise<string> {
  return inputSha256(eventBody(event));
}
