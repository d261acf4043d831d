import { compileRegulation, type CompiledRegulation } from '../dsl';
import { compileGiven, RunLog, type RegulationChoice } from '../pipeline';
import { sayMessages, type Reporter } from './report';
import { regulationFileText } from './run-request';

export type { RegulationChoice };

/** Compiles a .regula file, for `check` (which reports every diagnostic itself). */
export function compileRegulationFile(path: string): CompiledRegulation {
  return compileRegulation(regulationFileText(path));
}

/** A .regula file compiled as a run's regulation, its diagnostics reported at the file; undefined when it has errors. */
export async function regulationFromFile(path: string, reporter: Reporter): Promise<RegulationChoice | undefined> {
  return savedChoice(regulationFileText(path), path, reporter);
}

/** Regulation text compiled (a workbook's saved text: lines are reported as lines of the text), its diagnostics reported at `source`. */
export async function savedChoice(text: string, source: string, reporter: Reporter): Promise<RegulationChoice | undefined> {
  const log = new RunLog();
  const choice = await compileGiven(text, source, log);
  sayMessages(log.messages, reporter);
  return choice;
}
