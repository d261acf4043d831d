import {
  runTournament,
  type Evaluated,
  type IndividualRun,
  type KnockOutRun,
  type ReadOptions,
  type RegulationRequest,
  type RunInput,
  type SectionsRun,
  type TeamRun,
} from '../pipeline';
import { UsageError, type ParsedArgs } from './args';
import { readInputFile, readOptionsOf, readTextBytes, type FileFacts } from './read-input';
import { said, type Reporter } from './report';

/*
 * The command line's door to the run (pipeline/run/): argv read once into a request, the
 * files read into it, and the outcome handed to the reporter (said: its messages printed, its
 * stop said as the CLI says it).
 */

/** Options shared by every command that ranks a tournament (rank, explain, season…). */
export const EVALUATION_OPTIONS = [
  'criteria',
  'edition',
  'lots',
  'sheet',
  'layout',
  'numbers',
  'language',
  'round',
  'regulation',
  'section',
  'event',
] as const;

/** Options that describe a ranking without a regulation file. */
export const LIST_OPTIONS = ['criteria', 'edition', 'lots'] as const;

export type CliRun = Evaluated<FileFacts>;
export type CliIndividualRun = IndividualRun<FileFacts>;
export type CliTeamRun = TeamRun<FileFacts>;
export type CliSectionsRun = SectionsRun<FileFacts>;

/** A .regula file's text (UTF-8). */
export function regulationFileText(path: string): string {
  return Buffer.from(readTextBytes(path)).toString('utf8');
}

/**
 * The regulation argv asks for: --regulation's text, else the list of --criteria, --edition and
 * --lots (each optional). --regulation beside a list option is a usage error.
 */
export function regulationRequest(args: ParsedArgs): RegulationRequest {
  const file = args.options.get('regulation');
  if (file === undefined)
    return { kind: 'list', criteria: args.options.get('criteria'), edition: args.options.get('edition'), lots: args.options.get('lots') };
  const listOptions = LIST_OPTIONS.filter((o) => args.options.has(o));
  if (listOptions.length > 0)
    throw new UsageError(`--regulation says the ranking list, rules and lots; drop --${listOptions.join(', --')}`);
  return { kind: 'text', text: regulationFileText(file), source: file };
}

/** What argv asks of a run, read once: the files, the regulation, how to read, the section and the event's name. */
export interface CliRunRequest {
  files: string[];
  regulation: RegulationRequest;
  read: ReadOptions;
  section?: string | undefined;
  event?: string | undefined;
  /** Whether the command ranks an event in several sections (rank, explain, diff). */
  sections: boolean;
}

/**
 * argv as a run's request. `sections`: whether the command ranks an event in several sections;
 * `read`: read options beyond the command line's (scenarios: the round to come stays open).
 */
export function runRequestOf(
  files: readonly string[],
  args: ParsedArgs,
  options: { sections: boolean; read?: Partial<ReadOptions> },
): CliRunRequest {
  return {
    files: [...files],
    regulation: regulationRequest(args),
    read: { ...readOptionsOf(args.options), ...options.read },
    section: args.options.get('section'),
    event: args.options.get('event'),
    sections: options.sections,
  };
}

/** The files of a request read as a run's inputs. */
export async function runInputs(request: Pick<CliRunRequest, 'files' | 'read'>): Promise<RunInput<FileFacts>[]> {
  const inputs: RunInput<FileFacts>[] = [];
  for (const file of request.files) inputs.push(await readInputFile(file, request.read));
  return inputs;
}

/**
 * One run through the pipeline, its messages printed as they were said; undefined (after saying
 * why) when nothing was ranked, a usage error when it cannot be run as asked.
 */
export async function runInCli(request: CliRunRequest, reporter: Reporter): Promise<CliRun | CliSectionsRun | undefined> {
  return said(await outcomeOf(request, false), request.files[0]!, reporter);
}

/** The same, for the commands that also rank a knock-out event (rank, explain): its run when the regulation has `knock-out`. */
export async function runOrKnockOutInCli(
  request: CliRunRequest,
  reporter: Reporter,
): Promise<CliRun | CliSectionsRun | KnockOutRun | undefined> {
  const outcome = await outcomeOf(request, true);
  const run = said(outcome, request.files[0]!, reporter);
  return outcome.knockOut ?? run;
}

async function outcomeOf(request: CliRunRequest, knockOut: boolean) {
  return runTournament({
    inputs: await runInputs(request),
    regulation: request.regulation,
    read: request.read,
    section: request.section,
    event: request.event,
    ranAt: new Date(),
    sections: request.sections,
    knockOut,
  });
}
