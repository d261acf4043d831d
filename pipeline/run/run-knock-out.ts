import { rankKnockOut } from '../../engine';
import { hasErrors, isPgnText, readKnockOutPgn } from '../../io';
import type { RegulationChoice } from '../regulation-choice';
import { RunRefused, type RunLog } from './run-log';
import type { KnockOutRun, RunInput } from './run-types';

/*
 * A knock-out event's run (the regulation's `knock-out` article; FIDE World Cup regulations):
 * the PGN file of its games read as a bracket (io/pgn/read-knock-out.ts, docs/inputs.md
 * "Knock-out events"), what was read said as notes, and the bracket ranked by the round reached.
 * Only commands that print a knock-out's standings ask for it (rank, explain); others are refused.
 */

/** The usage problem of a command that does not rank a knock-out event. */
export const KNOCK_OUT_UNSUPPORTED =
  'the regulation is a knock-out event (`knock-out`): rank and explain rank it from a PGN file of its games; this command ranks a crosstable';

/** Reads and ranks a knock-out event; undefined (after logging why) when its file has errors. */
export function rankKnockOutInput(input: RunInput<unknown>, choice: RegulationChoice, log: RunLog): KnockOutRun | undefined {
  const rules = choice.regulation.knockOut!;
  const source = input.source;
  if (source.kind !== 'text' || !(source.hint === 'pgn' || isPgnText(source.text)))
    throw new RunRefused(
      `a knock-out event is read from a PGN file of its games (docs/inputs.md "Knock-out events"); ${input.file} is not one`,
    );
  const read = readKnockOutPgn(source.text, { file: input.file });
  if (read.summary) log.note('cli/read', `note: read ${input.name}: ${read.summary}`);
  for (const note of read.notes) log.note('cli/read', `note: read ${input.name}: ${note}`);
  log.inputIssues(read.issues, input.file);
  if (!read.event || hasErrors(read.issues)) return undefined;
  const evaluation = rankKnockOut(read.event, rules);
  log.engineIssues(evaluation.issues, input.file);
  return { kind: 'knock-out', file: input.file, label: input.name, regulation: choice, event: read.event, evaluation };
}
