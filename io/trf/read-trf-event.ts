import { individualEvent, teamEvent, type Crosstable, type TournamentEvent } from '../../engine';
import type { InputIssue } from '../issues';
import { isTeamTrf, readTeamTrf } from './read-team-trf';
import { readTrf, type ReadTrfOptions, type ReadTrfResult } from './read-trf';

export interface ReadTrfEventResult extends Omit<ReadTrfResult, 'crosstable' | 'issues'> {
  /** What the file holds, errors or not: players, or teams (013 / 310 lines). */
  kind: TournamentEvent['kind'];
  /** The event the file holds: its players, or its teams (013 / 310 lines). Undefined when any issue is an error. */
  event: TournamentEvent | undefined;
  /** The individual crosstable (of a team event: the boards' games). */
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
}

/** TRF text → the event it holds, read once: a team event when it has team lines (TRF-16 013, TRF-2026 310). */
export function readTrfEvent(text: string, options: ReadTrfOptions = {}): ReadTrfEventResult {
  if (isTeamTrf(text)) {
    const { event, ...read } = readTeamTrf(text, options);
    return { ...read, kind: 'team', event: event && teamEvent(event) };
  }
  const read = readTrf(text, options);
  return { ...read, kind: 'individual', event: read.crosstable && individualEvent(read.crosstable) };
}
