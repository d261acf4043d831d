import { extname } from 'node:path';
import { parseRegulation } from '../../dsl';
import { STANDARD, type MatchTiebreaks, type PointSystem } from '../../engine';
import { explainMatch, hasErrors, MATCH_WORDS, matchBoardsBlock, matchJson, type MatchBlock, type MatchWords } from '../../io';
import { decideMatches } from '../../pipeline';
import { parseArgs, UsageError } from '../args';
import type { Io } from '../io';
import { chooseMatchSheet, readMatchFile, type MatchFile, type MatchInput } from '../read-match-input';
import { regulationFromFile, savedChoice, type RegulationChoice } from '../read-regulation';
import { renderLanguage } from '../render-language';
import { withoutColumn } from '../render-run';
import { renderTable } from '../render-table';
import type { Reporter } from '../report';
import { writeMatchWorkbook, type Decided } from '../write-match';
import { guardOutput } from '../output-target';

import { MATCH_USAGE } from '../usage';
/** `regula match`: reads a team match board by board and decides it by the regulation's match tie-breaks. */
export async function runMatch(argv: readonly string[], io: Io, reporter: Reporter): Promise<number> {
  const args = parseArgs(argv, ['regulation', 'sheet', 'format', 'out', 'lang'], ['quiet', 'json', 'force']);
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) throw new UsageError(MATCH_USAGE);
  const format = args.options.get('format') ?? 'table';
  if (!['table', 'json'].includes(format)) throw new UsageError(`--format must be table or json, not "${format}"`);
  // Only the table follows the language (docs/cli.md "The language of the output"): the JSON is a contract.
  const lang = args.options.get('lang');
  if (lang !== undefined && format !== 'table')
    throw new UsageError(`--lang is for the table: --format ${format} is the same in every language`);
  const words = format === 'table' ? matchWordsFor(lang, reporter) : MATCH_WORDS.en;
  const out = args.options.get('out');
  if (out !== undefined) {
    if (extname(out).toLowerCase() !== '.xlsx') throw new UsageError(`--out ${out}: a match is written as .xlsx`);
    await guardOutput(out, [file], { force: args.flags.has('force') });
  }
  const regulationFile = args.options.get('regulation');
  // The regulation first: one with errors stops the run before the match is read.
  const given = regulationFile === undefined ? undefined : await regulationFromFile(regulationFile, reporter);
  if (regulationFile !== undefined && !given)
    return notDecided(reporter, regulationFile, 'cli/regulation-errors', 'the regulation has errors');
  const matchFile = await readMatchFile(file, args.options.get('sheet'));
  const choice = given ?? (await savedRegulationOf(matchFile, reporter));
  if (!choice) return notDecided(reporter, file, 'cli/regulation-errors', 'the regulation saved on its Regulation sheet has errors');
  const rules = matchRules(choice, reporter);
  if (!rules) return 1;
  const system = choice.regulation.pointSystem ?? STANDARD;
  const input = chooseMatchSheet(matchFile, system);
  for (const issue of input.reading.issues) reporter.input(issue, file);
  if (input.reading.matches.length === 0 || hasErrors(input.reading.issues))
    return notDecided(reporter, file, 'cli/match-errors', 'the match sheet has errors');
  const decided: Decided[] = decideMatches(input.reading, rules, system, (block) => blockSource(block, input));
  // A decision's problems concern the match sheet: said at its file.
  const issues = decided.flatMap((d) => d.decision.issues);
  for (const issue of issues) reporter.engine(issue, file);
  if (format === 'json') io.out(JSON.stringify(jsonDocument(decided, input, choice, rules, system), null, 1));
  else io.out(decided.map((d) => renderMatch(d, input.label, rules, system, words)).join('\n\n'));
  if (out !== undefined) {
    if (!(await writeMatchWorkbook(out, { file: matchFile, input, choice, decided }, new Date(), reporter))) return 1;
    reporter.note(`wrote ${out}`, 'cli/wrote');
  }
  return issues.some((i) => i.severity === 'error') ? 1 : 0;
}

function notDecided(reporter: Reporter, file: string, code: string, why: string): number {
  reporter.error(file, code, `not decided: ${why}`);
  return 1;
}

async function savedRegulationOf(file: MatchFile, reporter: Reporter): Promise<RegulationChoice | undefined> {
  if (file.savedRegulation === undefined)
    throw new UsageError(
      `a match needs --regulation R.regula with a \`match tie-breaks\` article (or an .xlsx with the regulation saved on its Regulation sheet)`,
    );
  const choice = await savedChoice(file.savedRegulation, `${file.file} 'Regulation'`, reporter);
  if (choice)
    reporter.note(
      `note: decided by the regulation saved in the workbook ("${choice.regulation.name}"); --regulation overrides`,
      'cli/saved-regulation',
    );
  return choice;
}

/** The regulation's match tie-breaks; without them, an error at the regulation's first line. */
function matchRules(choice: RegulationChoice, reporter: Reporter): MatchTiebreaks | undefined {
  const rules = choice.regulation.matchTiebreaks;
  if (rules) return rules;
  const header = parseRegulation(choice.text).ast.articles.find((s) => s.kind === 'regulation-article');
  const span = header?.span ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  reporter.regulationAt(
    choice.source,
    { line: span.start.line, column: span.start.column, endLine: span.end.line, endColumn: span.end.column },
    'cli/no-match-tiebreaks',
    `The regulation "${choice.regulation.name}" has no \`match tie-breaks\` article, so a drawn match cannot be decided: add one (samples/regulations/team-cup-match-tiebreaks.regula: board count of wins, then end-board elimination)`,
  );
  return undefined;
}

/** "cup.csv rows 1–8: Match 1": how a match's messages and summaries name it. */
function blockSource(block: MatchBlock, input: MatchInput): string {
  return `${input.label} rows ${block.firstRow}–${block.lastRow}${block.title ? `: ${block.title}` : ''}`;
}

/** The language of the table (render's rules: --lang, else LC_ALL, else LANG, else English), noting a locale Regula does not print in. */
function matchWordsFor(lang: string | undefined, reporter: Reporter): MatchWords {
  const { language, unheld } = renderLanguage(lang, process.env);
  if (unheld !== undefined)
    reporter.note(
      `printed in English: ${unheld} names a language the output is not printed in (--lang en, de, fr, es, ru)`,
      'cli/render-language',
    );
  return MATCH_WORDS[language];
}

/** The boards as read, then the decision in words, in the table's language. */
function renderMatch(decided: Decided, label: string, rules: MatchTiebreaks, system: PointSystem, words: MatchWords): string {
  const { match, decision, block } = decided;
  const [a, b] = match.teams;
  // Regula Match's sheet keeps its English headers; the table says them in the language.
  const rows = matchBoardsBlock(match, system).slice(1);
  const boards = [[words.board, a, words.colour, words.result, b, words.points(a), words.points(b)], ...rows];
  const table = match.boards.some((board) => board.colour) ? boards : withoutColumn(boards, words.colour);
  const numbers = { decimalComma: words.decimalComma, notApplicable: '' };
  return [
    words.heading(a, b, label, block.firstRow, block.lastRow, block.title),
    renderTable(table, undefined, numbers),
    '',
    ...explainMatch(decision, rules, words),
  ].join('\n');
}

function jsonDocument(
  decided: readonly Decided[],
  input: MatchInput,
  choice: RegulationChoice,
  rules: MatchTiebreaks,
  system: PointSystem,
) {
  const regulation = choice.regulation;
  return {
    regulation: {
      name: regulation.name,
      ...(regulation.version !== undefined && { version: regulation.version }),
      matchTiebreaks: rules.tiebreaks.map((t) => t.text),
      after: rules.after ?? { kind: 'shared' },
    },
    input: input.label,
    matches: decided.map((d) =>
      matchJson(
        d.match,
        d.decision,
        {
          sheet: input.cells.sheet,
          rows: [d.block.firstRow, d.block.lastRow],
          ...(d.block.title !== undefined && { title: d.block.title }),
        },
        rules,
        system,
      ),
    ),
  };
}
