import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { evaluateTeamEvent, type TeamEvaluation, type TeamEvent } from '../engine';
import { decodeTrfBytes, hasErrors, isTeamTrf, readTeamTrf } from '../io';
import type { ParsedArgs } from './args';
import { readTextBytes } from './files';
import { notRanked } from './evaluate-input';
import { readOptionsOf, type InputReading } from './read-input';
import { chooseRegulation, regulationOption, type RegulationChoice } from './read-regulation';
import type { Reporter } from './report';

/** A team event as ranked, with what the output header records about its input and regulation. */
export interface TeamEvaluated {
  evaluation: TeamEvaluation;
  /** The team event as read from the file (before the regulation's match points). */
  event: TeamEvent;
  input: Pick<InputReading, 'file' | 'label' | 'sha256'>;
  regulation: RegulationChoice;
}

/** A TRF file with team lines (013 or 310) holds a team event: rank teams, not players. */
export function isTeamFile(file: string): boolean {
  if (!['.trf', '.txt'].includes(extname(file).toLowerCase())) return false;
  return isTeamTrf(decodeTrfBytes(readTextBytes(file)));
}

/**
 * Reads a team event from a TRF file and ranks its teams (C.07 arts. 11–13) by the
 * regulation (--regulation, else --criteria), reporting every problem compiler-style.
 * Undefined (after saying why) when the regulation or the file has errors: nothing is
 * ranked from bad input.
 */
export async function evaluateTeamInput(file: string, args: ParsedArgs, reporter: Reporter): Promise<TeamEvaluated | undefined> {
  // The regulation first, as for players: one with errors stops the run before the file is read.
  const given = await regulationOption(args, reporter);
  if (given === null) return notRanked(reporter, file, 'cli/regulation-errors', 'not ranked: the regulation has errors');
  const bytes = readTextBytes(file);
  const round = readOptionsOf(args.options).round;
  const read = readTeamTrf(decodeTrfBytes(bytes), { file, ...(round !== undefined && { round }) });
  for (const issue of read.issues) reporter.input(issue, file);
  if (!read.event || hasErrors(read.issues))
    return notRanked(reporter, file, 'cli/crosstable-errors', 'not ranked: the team event has errors');
  const choice = await chooseRegulation(given, { file, startDate: read.event.meta['startDate'], team: true }, args, reporter);
  if (!choice) return notRanked(reporter, file, 'cli/regulation-errors', 'not ranked: the regulation has errors');
  const evaluation = evaluateTeamEvent(read.event, choice.regulation);
  for (const issue of evaluation.issues) reporter.engine(issue, file);
  const input = { file, label: basename(file), sha256: createHash('sha256').update(bytes).digest('hex') };
  return { evaluation, event: read.event, input, regulation: choice };
}
