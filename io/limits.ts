/**
 * The bounds every reader keeps, so that no file can make Regula allocate without end or
 * compute for minutes (a TRF declaring 999,999,999 rounds is an error, not an out-of-memory
 * crash). Each is far above any real event.
 */

/** Rounds: more than any chess or draughts event plays (a 100-player round robin plays 99). */
export const MAX_ROUNDS = 99;
