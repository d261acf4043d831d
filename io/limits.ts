/**
 * The bounds every reader keeps, so that no file can make Regula allocate without end or
 * compute for minutes (a TRF declaring 999,999,999 rounds is an error, not an out-of-memory
 * crash). Each is far above any real event.
 */

/** Rounds: more than any chess or draughts event plays (a 100-player round robin plays 99). */
export const MAX_ROUNDS = 99;

/**
 * Columns of a sheet read as the crosstable: far more than any crosstable has (99 rounds in
 * opponent/colour/result columns take 297). Cells further right are not read, and one
 * warning says where they start: a stray cell 100,000 columns out does not make every
 * player carry 100,000 empty fields.
 */
export const MAX_COLUMNS = 1024;
