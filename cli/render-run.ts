import { basename } from 'node:path';
import type { Evaluation, GrandPrixResult, ArticleResults, TeamEvaluation } from '../engine';
import {
  boardPrizesBlock,
  combinedGradesBlock,
  grandPrixBlock,
  knockOutBlock,
  knockOutJson,
  grandPrixFormats,
  prizesBlock,
  categoryBlock,
  qualificationBlock,
  sectionsJson,
  sectionsStandingsBlock,
  standingsBlock,
  teamAwardsBlock,
  teamsBlock,
  standingsJson,
  teamStandingsBlock,
  withCategoriesTable,
  withdrawalsBlock,
  RESULT_WORDS,
  wordedHeaders,
  type CellBlock,
  type ResultWords,
  type SectionOutput,
} from '../io';
import { renderCsv, renderParts, type TextPart } from './render-table';
import type { KnockOutRun } from '../pipeline';
import type { CliRun, CliSectionsRun } from './run-request';

/** Every kind of run `rank` prints and writes. */
export type PrintedRun = CliRun | CliSectionsRun | KnockOutRun;

/**
 * What `rank` prints of a run, in one format: table, CSV or JSON (docs/standings.schema.json;
 * an event in sections: docs/sections.schema.json). The table carries the run's other results
 * after the standings (withdrawals, grand prix, teams, qualification, prizes, categories; a team
 * event's notes and board prizes); the CSV and the JSON carry the categories' rankings. A
 * knock-out event: its standings by the round reached (docs/language.md "Knock-out events"; its
 * JSON docs/knock-out.schema.json). The table is in the words of `words` (`--lang`: headers,
 * "Decided by", titles and notes; numbers with the language's decimal comma); the CSV and the
 * JSON are the same in every language.
 */
export function renderRun(run: PrintedRun, format: string, words: ResultWords = RESULT_WORDS.en): string {
  if (format === 'json') return JSON.stringify(runJson(run), null, 1);
  if (format === 'csv') {
    const block = runCsv(run);
    return renderCsv(block).trimEnd();
  }
  const parts = tableParts(run, words);
  return renderParts(parts, run.kind === 'team' || run.kind === 'knock-out' ? '\n' : '\n\n', words);
}

/** The run's JSON document (what `rank --format json` prints and `--out X.json` holds). */
export function runJson(run: PrintedRun): unknown {
  if (run.kind === 'knock-out') return knockOutDocument(run);
  if (run.kind === 'sections') return sectionsDocument(run);
  if (run.kind === 'team') return standingsJson(run);
  return standingsJson(run, run.articles.categories);
}

/** The run's standings as one block of cells (what `--format csv` prints and `--out X.csv` holds). */
export function runCsv(run: PrintedRun): CellBlock {
  if (run.kind === 'knock-out') return knockOutBlock(run.evaluation);
  if (run.kind === 'sections') return sectionsStandingsBlock(sectionOutputs(run));
  if (run.kind === 'team') return teamStandingsBlock(run.evaluation);
  return withCategoriesTable(standingsBlock(run.evaluation), run.articles.categories);
}

function tableParts(run: PrintedRun, words: ResultWords): TextPart[] {
  if (run.kind === 'knock-out') return knockOutParts(run, words);
  if (run.kind === 'sections') return sectionsParts(run, words);
  if (run.kind === 'team') return teamParts(run.evaluation, words);
  return [{ block: standingsBlock(run.evaluation, words) }, ...resultParts(run.evaluation, run.articles, words)];
}

/** What `rank` prints for a team event: the team standings as a table, CSV, or the same JSON with every contribution. */
export function renderTeamStandings(evaluation: TeamEvaluation, format: string): string {
  if (format === 'json') return JSON.stringify(standingsJson({ kind: 'team', evaluation }), null, 1);
  if (format === 'csv') return renderCsv(teamStandingsBlock(evaluation)).trimEnd();
  return renderParts(teamParts(evaluation), '\n');
}

/**
 * A team event's table, and under it what the rules did to the values (a team's unplayed
 * matches, C.07 16.3, 16.4), then the board prizes when the regulation awards them (its
 * `board prizes` article).
 */
function teamParts(evaluation: TeamEvaluation, words: ResultWords = RESULT_WORDS.en): TextPart[] {
  const boards: TextPart[] = evaluation.boardPrizes?.length
    ? ['', { title: words.titles.boardPrizes, block: wordedHeaders(boardPrizesBlock(evaluation), words) }]
    : [];
  return [{ block: teamStandingsBlock(evaluation, words) }, ...evaluation.notes.map((note) => words.note(note)), ...boards];
}

/**
 * The other results of a run as titled tables, for the terminal: withdrawals, then each grand
 * prix, team ranking, qualification and the prizes — io's blocks without their long audit
 * column (the .xlsx output has it).
 */
function resultParts(evaluation: Evaluation, articles: ArticleResults, words: ResultWords): TextPart[] {
  const { titles } = words;
  const parts: [string, CellBlock, GrandPrixResult?][] = [
    [titles.withdrawals, withdrawalsBlock(evaluation)],
    ...articles.grandPrix.map((gp): [string, CellBlock, GrandPrixResult] => [titles.grandPrix(gp.name), grandPrixBlock(gp), gp]),
    ...articles.teams.flatMap((t): [string, CellBlock][] => [
      [titles.teams(t.name), teamsBlock(t)],
      [titles.teamAwards(t.name), teamAwardsBlock(t)],
    ]),
    ...articles.qualification.map((q): [string, CellBlock] => [titles.qualification(q.name), qualificationBlock(q)]),
    ...(articles.prizes ? [[titles.prizes, prizesBlock(articles.prizes)] as [string, CellBlock]] : []),
    ...articles.categories.map((c): [string, CellBlock] => [titles.category(c.category), categoryBlock(c)]),
  ];
  return parts
    .filter(([, block]) => block.length > 1)
    .map(([title, block, gp]) => {
      const shown = withoutColumn(block, 'Audit');
      return { title, block: wordedHeaders(shown, words), ...(gp && { formats: grandPrixFormats(shown, gp) }) };
    });
}

/** A block without one of its columns (by header). */
export function withoutColumn(block: CellBlock, header: string): CellBlock {
  const index = block[0]!.indexOf(header);
  return index < 0 ? block : block.map((row) => row.filter((_, i) => i !== index));
}

/** The sections as io's outputs take them. */
export function sectionOutputs(run: CliSectionsRun): SectionOutput[] {
  return run.parts.map((p) => ({ name: p.name, evaluation: p.evaluation, results: p.articles }));
}

/** An event in sections: a heading and the standings and results of each section, then each grand prix over the grades. */
function sectionsParts(run: CliSectionsRun, words: ResultWords): TextPart[] {
  const sections = run.parts.flatMap((part): TextPart[] => [
    words.titles.section(part.name, part.evaluation.crosstable.players.length),
    { block: standingsBlock(part.evaluation, words) },
    ...resultParts(part.evaluation, part.articles, words),
  ]);
  // A grand prix scaled by grade: the sections' scaled scores in one ranking (without the audit column).
  const grades = (run.combinedGrades ?? []).flatMap((gp): TextPart[] => [
    words.titles.gradesGrandPrix(gp.name),
    { block: wordedHeaders(withoutColumn(combinedGradesBlock(gp), 'Audit'), words) },
  ]);
  return [...sections, ...grades];
}

/** The JSON of an event in sections, with each grand prix over the grades when the regulation scales by grade. */
function sectionsDocument(run: CliSectionsRun) {
  const document = sectionsJson(run.regulation.regulation.name || basename(run.files[0]!), sectionOutputs(run));
  const grades = run.combinedGrades ?? [];
  if (grades.length === 0) return document;
  return {
    ...document,
    combinedGrades: grades.map((gp) => ({
      name: gp.name,
      entries: gp.entries.map((e) => ({
        place: e.place.rank === e.place.lastRank ? `${e.place.rank}` : `${e.place.rank}-${e.place.lastRank}`,
        grade: e.grade,
        player: e.player,
        name: e.name,
        score: e.score.toDecimalString(),
        factor: e.factor.toString(),
        scaled: e.scaled.toString(),
        ...(e.points !== undefined && { points: e.points.toString() }),
        audit: e.audit,
      })),
    })),
  };
}

/** A knock-out event's JSON: its regulation, the event's name and the standings by the round reached. */
function knockOutDocument(run: KnockOutRun): unknown {
  const { name, version } = run.regulation.regulation;
  return knockOutJson(run.evaluation, { name, ...(version !== undefined && { version }) }, run.event.name ?? run.label);
}

/** A knock-out event's heading and standings, and a line under them while it is in progress. */
function knockOutParts(run: KnockOutRun, words: ResultWords): TextPart[] {
  const { name, version } = run.regulation.regulation;
  const head = words.knockOut.heading(run.event.name ?? run.label, `${name}${version ? ` ${version}` : ''}`);
  const tail = run.evaluation.complete ? [] : [words.knockOut.inProgress];
  return [head, { block: knockOutBlock(run.evaluation, words) }, ...tail];
}
