import {
  DEFAULT_UNPLAYED_OPTIONS,
  EDITIONS,
  editionInForceOn,
  evaluate,
  parseCriterionSpecifier,
  type AfterTiebreaks,
  type CriterionSpec,
  type Edition,
  type Evaluation,
  type Regulation,
} from '../engine';
import { formatInputIssue, hasErrors } from '../io';
import { UsageError, type ParsedArgs } from './args';
import type { Io } from './io';
import { readTournamentFile, type InputOutcome } from './read-input';
import { readRegulationFile } from './read-regulation';

/** Options shared by every command that ranks a tournament (rank, explain). */
export const EVALUATION_OPTIONS = ['criteria', 'edition', 'lots', 'sheet', 'regulation'] as const;

export const EVALUATION_USAGE = `  --sheet     the worksheet of an .xlsx file (default: the first that reads as a crosstable)
  --regulation  a .regula file: its list, rules edition, point system and what decides after the list
              replace --criteria, --edition and --lots; a regulation with errors stops before ranking
  --criteria  the ranking list in the handbook's syntax (default: PTS); ties left after it are shared
  --edition   ${EDITIONS.join(', ')} (default: the edition in force on the tournament's start date, else fide-2026)
  --lots      break the ties left after the list by a reproducible drawing of lots with this seed`;

export type Evaluated = { evaluation: Evaluation; input: InputOutcome & { file: string } };

/**
 * Reads the tournament, reports its issues compiler-style, and ranks it by the list the
 * options give. Returns undefined (after saying why) when the crosstable has errors.
 */
export async function evaluateInput(file: string, args: ParsedArgs, io: Io): Promise<Evaluated | undefined> {
  const quiet = args.flags.has('quiet');
  const regulationFile = args.options.get('regulation');
  let regulation: Regulation | undefined;
  if (regulationFile !== undefined) {
    const clash = ['criteria', 'edition', 'lots'].filter((o) => args.options.has(o));
    if (clash.length > 0) throw new UsageError(`--regulation says the ranking list, rules and lots; drop --${clash.join(', --')}`);
    // The regulation first: a regulation with errors stops the run before the crosstable is even read.
    const compiled = readRegulationFile(regulationFile, io, quiet);
    if (!compiled.regulation) {
      io.err(`${regulationFile}: not ranked: the regulation has errors`);
      return undefined;
    }
    regulation = compiled.regulation;
  }
  const input = await readTournamentFile(file, args.options.has('sheet') ? { sheet: args.options.get('sheet')! } : {});
  for (const issue of input.issues) if (!(quiet && issue.severity === 'warning')) io.err(formatInputIssue(issue));
  if (!input.crosstable || hasErrors(input.issues)) {
    io.err(`${file}: not ranked: the crosstable has errors`);
    return undefined;
  }
  const evaluation = evaluate(input.crosstable, regulation ?? regulationFromOptions(file, args, input.crosstable.meta['startDate'], io));
  for (const issue of evaluation.issues) io.err(`${file}: ${issue.severity} ${issue.code}: ${issue.message}`);
  return { evaluation, input: { ...input, file } };
}

function regulationFromOptions(file: string, args: ParsedArgs, startDate: string | undefined, io: Io): Regulation {
  const criteria = parseCriteria(args.options.get('criteria') ?? 'PTS');
  const edition = chooseEdition(args.options.get('edition'), startDate, io, args.flags.has('quiet'));
  const lots = args.options.get('lots');
  const after: AfterTiebreaks = lots !== undefined ? { kind: 'lots', seed: lots } : { kind: 'shared' };
  return { name: file, edition, unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks: criteria, after };
}

function parseCriteria(text: string): CriterionSpec[] {
  const specs: CriterionSpec[] = [];
  for (const word of text.split(/[\s,]+/).filter(Boolean)) {
    const outcome = parseCriterionSpecifier(word);
    if (!outcome.ok) throw new UsageError(`--criteria "${word}": ${outcome.message}`);
    specs.push(outcome.spec);
  }
  return specs;
}

function chooseEdition(option: string | undefined, startDate: string | undefined, io: Io, quiet: boolean): Edition {
  if (option !== undefined) {
    if (!(EDITIONS as readonly string[]).includes(option))
      throw new UsageError(`--edition must be one of ${EDITIONS.join(', ')}, not "${option}"`);
    return option as Edition;
  }
  const byDate = startDate ? editionInForceOn(startDate) : undefined;
  const edition = byDate ?? 'fide-2026';
  if (!quiet)
    io.err(
      `note: rules ${edition} (${byDate ? `in force on the start date ${startDate}` : 'no start date in the file'}); --edition overrides`,
    );
  return edition;
}
