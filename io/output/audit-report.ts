import type { EngineIssue, Evaluation, ArticleResults, TeamEvaluation } from '../../engine';
import { grandPrixBlock, grandPrixFormats, grandPrixValuesBlock } from './grand-prix-blocks';
import { categoryBlock } from './category-blocks';
import { lotsBlock } from './lots-blocks';
import { prizesBlock } from './prize-blocks';
import { qualificationBlock } from './qualification-blocks';
import { standingsBlock, type CellBlock } from './standings';
import { teamAwardsBlock, teamsBlock } from './team-blocks';
import { teamStandingsBlock } from './team-event-blocks';
import { withdrawalsBlock } from './withdrawal-blocks';
import { COLUMN_HEADERS, REPORT_COLUMNS, RESULT_WORDS, type ColumnHeader, type ReportColumn, type ResultWords } from './result-words';

/*
 * The audit as a document (docs/cli.md "regula report"): what one run decided, for an appeals committee
 * or a federation's auditor — the run's header with its hashes, the standings, every tie and
 * how it was split, and the other results with their derivations. Plain data, made of the
 * blocks the output sheets hold (sheets.ts), so the report says what the workbook says;
 * io/render/report-html.ts writes it as one self-contained HTML file. In the language of `words`
 * (`report --lang`): the parts' titles and the tables' headers; the cells as the sheets hold them.
 */

/** A table of the report: a block of cells (first row its headers) and the number formats the regulation states. */
export interface ReportTable {
  caption?: string;
  cells: CellBlock;
  formats?: readonly (string | undefined)[];
}

/** A part after the ties: withdrawals, the drawing of lots, a grand prix, teams, qualification, prizes, a category. */
export interface ReportPart {
  id: string;
  title: string;
  tables: ReportTable[];
}

/** The ranking whose ties the report shows: an individual run's or a team event's (the same shape: explain.ts). */
export type ReportRanking = Pick<Evaluation, 'crosstable' | 'columns' | 'splits' | 'standings'>;

export interface AuditReport {
  /** The regulation's name. */
  title: string;
  /** The event's name, when the run knows it. */
  event?: string;
  /** The run's header (header.ts: regulation, version, hashes, input, run time) with the Regula version. */
  header: CellBlock;
  standings: CellBlock;
  ranking: ReportRanking;
  /** What the participants are: players, or the teams of a team event. */
  participants: 'players' | 'teams';
  parts: ReportPart[];
  /** The engine's and the articles' errors and warnings of the run. */
  issues: EngineIssue[];
  /** What the rules did to the values, under the standings (a team event: its unplayed matches). */
  notes?: string[];
}

/** The header as the output sheets have it (header.ts), with the Regula version before the run time. */
function withVersion(header: CellBlock, regula: string): CellBlock {
  const at = header.findIndex((row) => row[0] === 'Run at');
  const row = ['Regula version', regula];
  return at < 0 ? [...header, row] : [...header.slice(0, at), row, ...header.slice(at)];
}

/**
 * A block's header row in the report's language: `rank`'s words for its tables' headers
 * (COLUMN_HEADERS), the report's for its own (REPORT_COLUMNS); any other header as it is.
 */
export function reportHeaders(block: CellBlock, words: ResultWords): CellBlock {
  const own = (header: string | number | null) =>
    typeof header !== 'string'
      ? header
      : (COLUMN_HEADERS as readonly string[]).includes(header)
        ? words.columns[header as ColumnHeader]
        : (REPORT_COLUMNS as readonly string[]).includes(header)
          ? words.report.columns[header as ReportColumn]
          : header;
  return block.length === 0 ? block : [block[0]!.map(own), ...block.slice(1)];
}

/** An individual run's report: its standings, ties, withdrawals, lots and the regulation's articles. */
export function individualReport(
  evaluation: Evaluation,
  articles: ArticleResults | undefined,
  header: CellBlock,
  regula: string,
  words: ResultWords = RESULT_WORDS.en,
): AuditReport {
  const parts: ReportPart[] = [];
  const add = (id: string, title: string, tables: ReportTable[]) => {
    const kept = tables.filter((t) => t.cells.length > 1).map((t) => ({ ...t, cells: reportHeaders(t.cells, words) }));
    if (kept.length > 0) parts.push({ id, title, tables: kept });
  };
  const { titles, report } = words;
  add('withdrawals', titles.withdrawals, [{ cells: withdrawalsBlock(evaluation) }]);
  add('lots', report.parts.lots, [{ cells: lotsBlock(evaluation) }]);
  articles?.grandPrix.forEach((gp, i) => {
    const cells = grandPrixBlock(gp);
    add(`grand-prix-${i + 1}`, titles.grandPrix(gp.name), [
      { cells, formats: grandPrixFormats(cells, gp) },
      { caption: report.captions.sectionValues, cells: grandPrixValuesBlock(gp) },
    ]);
  });
  articles?.teams.forEach((team, i) =>
    add(`teams-${i + 1}`, titles.teams(team.name), [
      { cells: teamsBlock(team) },
      { caption: report.captions.awards, cells: teamAwardsBlock(team) },
    ]),
  );
  articles?.qualification.forEach((q, i) =>
    add(`qualification-${i + 1}`, titles.qualification(q.name), [{ cells: qualificationBlock(q) }]),
  );
  if (articles?.prizes) add('prizes', titles.prizes, [{ cells: prizesBlock(articles.prizes) }]);
  articles?.categories.forEach((c, i) => add(`category-${i + 1}`, titles.category(c.category), [{ cells: categoryBlock(c) }]));
  return {
    title: evaluation.regulation.name,
    ...(articles?.event && { event: articles.event }),
    header: withVersion(header, regula),
    standings: standingsBlock(evaluation, words),
    ranking: evaluation,
    participants: 'players',
    parts,
    issues: [...evaluation.issues, ...(articles?.issues ?? [])],
  };
}

/** A team event's report (C.07 arts. 11–13): the teams' standings and ties, and any drawing of lots. */
export function teamReport(
  evaluation: TeamEvaluation,
  header: CellBlock,
  regula: string,
  words: ResultWords = RESULT_WORDS.en,
): AuditReport {
  const lots = reportHeaders(lotsBlock(evaluation), words);
  return {
    title: evaluation.regulation.name,
    ...(evaluation.event.name && { event: evaluation.event.name }),
    header: withVersion(header, regula),
    standings: teamStandingsBlock(evaluation, words),
    ranking: evaluation,
    participants: 'teams',
    parts: lots.length > 1 ? [{ id: 'lots', title: words.report.parts.lots, tables: [{ cells: lots }] }] : [],
    issues: evaluation.issues,
    ...(evaluation.notes.length > 0 && { notes: evaluation.notes }),
  };
}
