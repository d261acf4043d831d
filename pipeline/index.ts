// The run pipeline under both doors (architecture.md): choose the regulation, name the
// event and its section, hash what was ranked, and plan what is written. The doors keep
// only their I/O: files and the terminal (cli/), the workbook and the task pane (addin/).
// The public API of pipeline/ (architecture.md): the only way other folders and the tests reach it, and
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
export { planRunOutput } from './plan-output';
export { catalogueAreas, catalogueEntry, entriesOf, type CatalogueArea, type CatalogueEntry } from './catalogue';
export { simulateLots, describeLotsSimulation, type LotsSimulation } from './simulate-lots';
export { listChange, listChangeMessage, tiebreakListText, criterionNotation, lastRoundWithResults } from './list-change';
export { answerScenarios, type ScenarioQuestion, type ScenarioAnswer } from './scenarios';
export { REGULA_VERSION } from './regula-version';
