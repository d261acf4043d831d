import { readFileSync } from 'node:fs';
import { evaluateTeamEvent } from '../../engine';
import { decodeTrfBytes, hasErrors, readTeamTrf, teamStandingsBlock, teamStandingsJson } from '../../io';
import { UsageError, type ParsedArgs } from '../args';
import type { Io } from '../io';
import { choiceFromOptions, compileChoice, LIST_OPTIONS, readRegulationFile, type RegulationChoice } from '../read-regulation';
import { renderCsv, renderTable } from '../render-table';
import type { Reporter } from '../report';

/**
 * `regula rank` on a TRF file with team lines (013 or 310): the teams' standings (C.07
 * arts. 11–13). The list's points are the score that ranks the event — match points unless
 * the regulation says game points (a --criteria list starting with GP). `--out` and the
 * workbook sheets are for individual crosstables only, for now.
 */
export async function runTeamRank(file: string, args: ParsedArgs, io: Io, reporter: Reporter): Promise<number> {
  const format = args.options.get('format') ?? 'table';
  if (args.options.has('out'))
    throw new UsageError(`${file} is a team event: --out writes individual crosstables only; use --format csv or json and redirect`);
  // The regulation first, as for players: one with errors stops the run before the file is read.
  const regulation = regulationFromFile(args, reporter);
  if (regulation === null) {
    reporter.error(file, 'cli/regulation-errors', 'not ranked: the regulation has errors');
    return 1;
  }
  const read = readTeamTrf(decodeTrfBytes(new Uint8Array(readFileSync(file))), { file });
  for (const issue of read.issues) reporter.input(issue, file);
  if (!read.event || hasErrors(read.issues)) {
    reporter.error(file, 'cli/crosstable-errors', 'not ranked: the team event has errors');
    return 1;
  }
  const choice = regulation ?? choiceFromOptions(file, args, read.event.meta['startDate'], reporter);
  const evaluation = evaluateTeamEvent(read.event, choice.regulation);
  for (const issue of evaluation.issues) reporter.engine(issue, file);
  if (format === 'json') io.out(JSON.stringify(teamStandingsJson(evaluation), null, 1));
  else if (format === 'csv') io.out(renderCsv(teamStandingsBlock(evaluation)).trimEnd());
  else io.out(renderTable(teamStandingsBlock(evaluation)));
  return evaluation.issues.some((i) => i.severity === 'error') ? 1 : 0;
}

/** --regulation compiled; undefined without one; null when it has errors. */
function regulationFromFile(args: ParsedArgs, reporter: Reporter): RegulationChoice | undefined | null {
  const regulationFile = args.options.get('regulation');
  if (regulationFile === undefined) return undefined;
  const listOptions = LIST_OPTIONS.filter((o) => args.options.has(o));
  if (listOptions.length > 0)
    throw new UsageError(`--regulation says the ranking list, rules and lots; drop --${listOptions.join(', --')}`);
  return compileChoice(readRegulationFile(regulationFile), regulationFile, reporter) ?? null;
}
