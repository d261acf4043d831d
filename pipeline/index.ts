// The run pipeline under both doors (docs/architecture.md): choose the regulation, name the
// event and its section, hash what was ranked, and plan what is written. The doors keep
// only their I/O: files and the terminal (cli/), the workbook and the task pane (addin/).
// The public API of pipeline/ (docs/architecture.md): the only way other folders and the tests reach it, and
// exactly what they import, each name re-exported from the file that defines it. A new export needs a line here.

export {
  choiceFromText,
  editionProblem,
  criteriaRegulationText,
  declaredList,
  type RegulationChoice,
  type CompiledChoice,
  type DeclaredList,
} from './regulation-choice';
export { chooseSection, eventLabel } from './event-options';
export { rankSection, sectionNames, pickSection, type RankedSection } from './sections';
export { canonicalJson } from './hash';
export { inputSha256, eventSha256 } from './input-hash';
export { planRunOutput, type OutputPlanRequest } from './plan-output';
export { catalogueAreas, catalogueEntry, entriesOf, RENAMED_CODES, type CatalogueArea, type CatalogueEntry } from './catalogue';
export { simulateLots, describeLotsSimulation, type LotsSimulation } from './simulate-lots';
export { listChange, listChangeMessage, tiebreakListText, criterionNotation, lastRoundWithResults } from './list-change';
export { answerScenarios, type ScenarioQuestion, type ScenarioAnswer } from './scenarios';
export { REGULA_VERSION } from './regula-version';
export {
  readTournament,
  readSheets,
  fromGrid,
  looksLikeCrosstable,
  holdsTeamEvent,
  noLayout,
  type ReadOptions,
  type TournamentSource,
  type TournamentReading,
  type WorkbookSheet,
  type GridInput,
} from './run/read-tournament';
export { chooseRegulation, compileGiven, type RegulationRequest, type EventFacts, type ChoiceOrigin } from './run/choose-regulation';
export { RunLog, RunRefused, type RunMessage, type RunStop, type StopCode, type TextSpan } from './run/run-log';
export { rerankSections } from './run/run-sections';
export { runTournament, runReading, rankAgainst, readInput, sayReading, rankInput, MULTI_SECTION_UNSUPPORTED } from './run/run-tournament';
export {
  rankedInput,
  runIssues,
  runHasErrors,
  historyAfter,
  type RunInput,
  type RunRequest,
  type RankedInput,
  type Evaluated,
  type IndividualRun,
  type TeamRun,
  type KnockOutRun,
  type SectionPart,
  type SectionsRun,
  type GradeGrandPrix,
  type RunOutcome,
} from './run/run-types';
export { rankSeason, seasonGrandPrix, type SeasonEvent, type RankedSeason } from './run/run-season';
export { rankKnockOutInput, KNOCK_OUT_UNSUPPORTED } from './run/run-knock-out';
export { readMatchSheet, chooseMatchSheet, decideMatches, type MatchCells, type DecidedBlock } from './run/run-matches';
