import type {
  CombinedGrades,
  EngineIssue,
  Evaluation,
  KnockOutEvaluation,
  KnockOutEvent,
  ArticleResults,
  TeamEvaluation,
} from '../../engine';
import type { InputLocation, ListChange } from '../../io';
import type { RegulationChoice } from '../regulation-choice';
import type { ChoiceOrigin, RegulationRequest } from './choose-regulation';
import type { ReadOptions, TournamentReading, TournamentSource } from './read-tournament';
import type { RunMessage, RunStop } from './run-log';

/*
 * A run as plain data: what the door read (text or cells) and what it asks (the regulation,
 * the section, the event's name), in; what was read, what the run said, why it stopped or
 * what it ranked, out. `F` is what the door keeps of its input beside the reading (the CLI:
 * the file's hash and workbook), carried through to the run untouched.
 */

/** One input of a run: a tournament as the door has it, and what names it. */
export interface RunInput<F = unknown> {
  source: TournamentSource;
  /** The input as messages name it: the path as given, the add-in's sheet. */
  file: string;
  /** The input's own name ("k12.xlsx"): the header's label (with the sheet of a workbook), and an event's name of last resort. */
  name: string;
  /** A workbook's saved regulation (its Regulation sheet), and where it is ("k12.xlsx 'Regulation'"). */
  saved?: { text: string; source: string } | undefined;
  /** A workbook's tie-break list changes kept on its Regulation sheet (oldest first). */
  history?: ListChange[] | undefined;
  /** Where a problem of the input as a whole is said (a section no sheet holds): line 1 of the file when unset. */
  whole?: { location: InputLocation; described: string } | undefined;
  /** What the door keeps of the input, copied onto what the run read. */
  facts: F;
}

export interface RunRequest<F = unknown> {
  /** One input; an event in sections given as one TRF file per section: several. */
  inputs: RunInput<F>[];
  regulation: RegulationRequest;
  read?: Omit<ReadOptions, 'pointSystem'>;
  /** The row of per-section tables asked for (--section, the add-in's Section field). */
  section?: string | undefined;
  /** How the audit names the event (--event); else the file's own name for it. */
  event?: string | undefined;
  /** When the run is made: the tie-break list change is dated by it (FIDE VCL Q201). */
  ranAt: Date;
  /** Whether an event in several sections (the regulation's `sections`) is ranked, or refused (commands that take one). */
  sections: boolean;
  /** Whether a knock-out event (the regulation's `knock-out`) is ranked, or refused (rank and explain rank one). */
  knockOut?: boolean;
}

/** What a run read of one input, with what the door keeps of it. */
export type RankedInput<F = unknown> = TournamentReading &
  F & {
    file: string;
    /** For the header: "k12.xlsx 'Crosstable'", "tec.trf". */
    label: string;
    savedRegulation?: string;
    /** Where the saved regulation is, as messages name it ("k12.xlsx 'Regulation'"). */
    savedSource?: string;
    regulationHistory?: ListChange[];
  };

interface RunBase<F> {
  input: RankedInput<F>;
  regulation: RegulationChoice;
  /** Where the regulation came from: given, saved in the workbook, or a list written out. */
  from: ChoiceOrigin;
  /** The tie-break list differs from the one saved in the workbook, after the event started (FIDE VCL Q201). */
  listChange?: ListChange;
}

export interface IndividualRun<F = unknown> extends RunBase<F> {
  kind: 'individual';
  evaluation: Evaluation;
  /** Grand prix, teams, qualification and prizes (empty when the regulation has none). */
  articles: ArticleResults;
  /** The row of per-section tables the run used, and why (pipeline/event-options.ts). */
  section?: string | undefined;
  /** How the audit named the event. */
  event?: string | undefined;
}

/** A team event: its teams ranked (C.07 arts. 11–13). */
export interface TeamRun<F = unknown> extends RunBase<F> {
  kind: 'team';
  evaluation: TeamEvaluation;
}

/** A run of an event in one section, ranked. */
export type Evaluated<F = unknown> = IndividualRun<F> | TeamRun<F>;

/** One section of an event, ranked: a run of its own (its crosstable, standings and prizes) with its name. */
export interface SectionPart<F = unknown> extends IndividualRun<F> {
  name: string;
}

/** An event in the sections its regulation names, each ranked on its own crosstable. */
export interface SectionsRun<F = unknown> {
  kind: 'sections';
  /** The inputs' files as given. */
  files: string[];
  regulation: RegulationChoice;
  /** In the regulation's order. */
  parts: SectionPart<F>[];
  /** Each grand prix scaled by grade: the sections' scaled scores in one ranking, and its points. */
  combinedGrades?: GradeGrandPrix[];
}

/** A knock-out event ranked by the round reached (the regulation's `knock-out`; run-knock-out.ts). */
export interface KnockOutRun {
  kind: 'knock-out';
  /** The input as messages name it, and how the header names it. */
  file: string;
  label: string;
  regulation: RegulationChoice;
  event: KnockOutEvent;
  evaluation: KnockOutEvaluation;
}

/** A grand prix over the sections as grades (`if N grades: scaled …`), named as the regulation names it. */
export interface GradeGrandPrix extends CombinedGrades {
  name: string;
}

export interface RunOutcome<F = unknown> {
  /** Everything the run said, in order. */
  messages: RunMessage[];
  /** Why nothing was ranked; undefined when `run` is set. */
  stop?: RunStop | undefined;
  run?: Evaluated<F> | SectionsRun<F> | undefined;
  /** A knock-out event ranked (the regulation's `knock-out`), in place of `run`. */
  knockOut?: KnockOutRun | undefined;
  /** What was read of the (first) input, when it was read: the add-in's Crosstable panel shows it even when the run stops. */
  reading?: RankedInput<F> | undefined;
}

/** What was read of an input, with what the door keeps of it, its label, and the workbook's saved regulation and history. */
export function rankedInput<F>(input: RunInput<F>, reading: TournamentReading, label: string): RankedInput<F> {
  return {
    ...reading,
    ...input.facts,
    file: input.file,
    label,
    ...(input.saved !== undefined && { savedRegulation: input.saved.text, savedSource: input.saved.source }),
    ...(input.history !== undefined && input.history.length > 0 && { regulationHistory: input.history }),
  } as RankedInput<F>;
}

/** The issues a run's exit code looks at: the engine's, and its sections'. */
export function runIssues(run: Evaluated<unknown>): EngineIssue[] {
  return run.kind === 'team' ? run.evaluation.issues : [...run.evaluation.issues, ...run.articles.issues];
}

/** Whether any part of a run has an engine error. */
export function runHasErrors(run: Evaluated<unknown> | SectionsRun<unknown>): boolean {
  const parts = run.kind === 'sections' ? run.parts : [run];
  return parts.some((part) => runIssues(part).some((i) => i.severity === 'error'));
}

/** The Regulation sheet's history as read, with this run's change of the tie-break list last (FIDE VCL Q201). */
export function historyAfter(run: Evaluated<unknown>, ranAt: Date): ListChange[] {
  const history = [...(run.input.regulationHistory ?? [])];
  if (run.listChange) history.push({ ...run.listChange, ranAt: ranAt.toISOString() });
  return history;
}
