import type { Evaluation } from '../engine';
import { headerBlock, type CellBlock } from '../io';
import { eventSha256 } from '../pipeline';
import type { InputReading } from './read-input';
import type { RegulationChoice } from './read-regulation';

/** What a run's header records: its regulation, the event as read, the input file and their hashes (an individual or a team run). */
export interface RunSource {
  evaluation: Pick<Evaluation, 'regulation'>;
  /** The event as read (players or teams): what the input hash is of. */
  input: Pick<InputReading, 'label' | 'sha256' | 'event'>;
  regulation: Pick<RegulationChoice, 'sha256'>;
}

/**
 * The header block of every output sheet: the regulation, its hash, the input, the hash of
 * the event as read and of the file, the run time; the ranking list as ranked when the run
 * names it (a team event's).
 */
export async function runHeader(run: RunSource, ranAt: Date, rankingList?: readonly string[]): Promise<CellBlock> {
  const record = {
    input: run.input.label,
    inputSha256: run.input.event ? await eventSha256(run.input.event) : '',
    inputFileSha256: run.input.sha256,
    regulationSha256: run.regulation.sha256,
    ranAt,
  };
  return headerBlock(run.evaluation, record, rankingList);
}
