import { individualEvent, type Crosstable, type TournamentEvent } from '../engine';
import { readPgn, type InputIssue, type PendingGame } from '../io';

/** What a PGN file gives the reading of an input (cli/read-input.ts `InputReading`). */
export interface PgnInput {
  kind: 'individual';
  event: TournamentEvent | undefined;
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
  summary?: string;
  notes?: string[];
  openGames?: PendingGame[];
}

/** A PGN file's games as the event they make (io/pgn): what was read and what PGN cannot say, for the notes. */
export function fromPgn(text: string, path: string, options: { round?: number; open?: boolean }): PgnInput {
  const read = readPgn(text, {
    file: path,
    ...(options.round !== undefined && { round: options.round }),
    ...(options.open && { open: true }),
  });
  return {
    kind: 'individual',
    event: read.crosstable && individualEvent(read.crosstable),
    crosstable: read.crosstable,
    issues: read.issues,
    ...(read.summary !== undefined && { summary: read.summary }),
    ...(read.notes.length > 0 && { notes: read.notes }),
    ...(read.openGames && { openGames: read.openGames }),
  };
}
