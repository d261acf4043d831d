import { createHash } from 'node:crypto';
import { compileRegulation, type CompiledRegulation } from '../dsl';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  EDITIONS,
  editionInForceOn,
  parseCriterionSpecifier,
  type AfterTiebreaks,
  type CriterionSpec,
  type Edition,
  type Regulation,
} from '../engine';
import { regulationDefinition } from '../io';
import { readTextBytes } from './files';
import { UsageError, type ParsedArgs } from './args';
import type { Reporter } from './report';

/** The regulation a run ranks by, and what identifies it in the output header. */
export interface RegulationChoice {
  regulation: Regulation;
  /** The text that was run (saved on the Regulation sheet of an .xlsx output); undefined for --criteria. */
  text: string | undefined;
  /** SHA-256 of the .regula file's bytes, of the saved text's UTF-8, or of the --criteria definition. */
  sha256: string;
  /** Where it came from, for notes: the file, "k12.xlsx 'Regulation'", or "--criteria". */
  source: string;
}

/** Reads and compiles a .regula file, reporting its diagnostics compiler-style. */
export function readRegulationFile(path: string): CompiledRegulation & { text: string; sha256: string } {
  const bytes = Buffer.from(readTextBytes(path));
  const text = bytes.toString('utf8');
  return { ...compileRegulation(text), text, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Compiles regulation text, reporting each diagnostic at `source`; the choice only when it has no errors. */
export function compileChoice(
  compiled: CompiledRegulation & { text: string; sha256: string },
  source: string,
  reporter: Reporter,
): RegulationChoice | undefined {
  for (const d of compiled.diagnostics) reporter.regulation(d, source);
  if (!compiled.regulation) return undefined;
  return { regulation: compiled.regulation, text: compiled.text, sha256: compiled.sha256, source };
}

/** The regulation text saved in a workbook, compiled; lines are reported as lines of the text (row = line + 2). */
export function savedChoice(text: string, source: string, reporter: Reporter): RegulationChoice | undefined {
  const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
  return compileChoice({ ...compileRegulation(text), text, sha256 }, source, reporter);
}

/** Options that describe a ranking without a regulation file. */
export const LIST_OPTIONS = ['criteria', 'edition', 'lots'] as const;

/** A regulation from --criteria, --edition and --lots (the handbook's notation). */
export function choiceFromOptions(name: string, args: ParsedArgs, startDate: string | undefined, reporter: Reporter): RegulationChoice {
  const tiebreaks = parseCriteria(args.options.get('criteria') ?? 'PTS');
  const edition = chooseEdition(args.options.get('edition'), startDate, reporter);
  const lots = args.options.get('lots');
  const after: AfterTiebreaks = lots !== undefined ? { kind: 'lots', seed: lots } : { kind: 'shared' };
  const regulation: Regulation = { name, edition, unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks, after };
  const sha256 = createHash('sha256').update(regulationDefinition(regulation)).digest('hex');
  return { regulation, text: undefined, sha256, source: '--criteria' };
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

function chooseEdition(option: string | undefined, startDate: string | undefined, reporter: Reporter): Edition {
  if (option !== undefined) {
    if (!(EDITIONS as readonly string[]).includes(option))
      throw new UsageError(`--edition must be one of ${EDITIONS.join(', ')}, not "${option}"`);
    return option as Edition;
  }
  const byDate = startDate ? editionInForceOn(startDate) : undefined;
  const edition = byDate ?? 'fide-2026';
  reporter.note(
    `note: rules ${edition} (${byDate ? `in force on the start date ${startDate}` : 'no start date in the file'}); --edition overrides`,
  );
  return edition;
}
