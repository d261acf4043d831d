// The run pipeline under both doors (architecture.md): choose the regulation, name the
// event and its section, hash what was ranked, and plan what is written. The doors keep
// only their I/O: files and the terminal (cli/), the workbook and the task pane (addin/).
export { canonicalJson, sha256Hex } from './hash';
export { chooseSection, eventLabel } from './event-options';
export { inputSha256 } from './input-hash';
export { planRunOutput, type CrosstablePlace, type RunOutputPlan } from './plan-output';
export {
  choiceFromText,
  criteriaItems,
  criteriaRegulationText,
  editionProblem,
  type CompiledChoice,
  type CriteriaRequest,
  type CriteriaText,
  type RegulationChoice,
} from './regulation-choice';
