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

/*
 * The audit as a document (docs/cli.md "regula report"): what one run decided, for an appeals committee
 * or a federation's auditor — the run's header with its hashes, the standings, every tie and
 * how it was split, and the other results with their derivations. Plain data, made of the
 * blocks the output sheets hold (sheets.ts), so the report says what the workbook says;
 * io/render/report-html.ts writes it as one self-contained HTML file.
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

/** An individual run's report: its standings, ties, withdrawals, lots and the regulation's articles. */
export function individualReport(
  evaluation: Evaluation,
  articles: ArticleResults | undefined,
  header: CellBlock,
  regula: string,
): AuditReport {
  const parts: ReportPart[] = [];
  const add = (id: string, title: string, tables: ReportTable[]) => {
    const kept = tables.filter((t) => t.cells.length > 1);
    if (kept.length > 0) parts.push({ id, title, tables: kept });
  };
  add('withdrawals', 'Withdrawals', [{ cells: withdrawalsBlock(evaluation) }]);
  add('lots', 'Drawing of lots', [{ cells: lotsBlock(evaluation) }]);
  articles?.grandPrix.forEach((gp, i) => {
    const cells = grandPrixBlock(gp);
    add(`grand-prix-${i + 1}`, `Grand prix: ${gp.name}`, [
      { cells, formats: grandPrixFormats(cells, gp) },
      { caption: 'Values of the section', cells: grandPrixValuesBlock(gp) },
    ]);
  });
  articles?.teams.forEach((team, i) =>
    add(`teams-${i + 1}`, `Teams: ${team.name}`, [{ cells: teamsBlock(team) }, { caption: 'Awards', cells: teamAwardsBlock(team) }]),
  );
  articles?.qualification.forEach((q, i) => add(`qualification-${i + 1}`, `Qualification: ${q.name}`, [{ cells: qualificationBlock(q) }]));
  if (articles?.prizes) add('prizes', 'Prizes', [{ cells: prizesBlock(articles.prizes) }]);
  articles?.categories.forEach((c, i) => add(`category-${i + 1}`, `Category: ${c.category}`, [{ cells: categoryBlock(c) }]));
  return {
    title: evaluation.regulation.name,
    ...(articles?.event && { event: articles.event }),
    header: withVersion(header, regula),
    standings: standingsBlock(evaluation),
    ranking: evaluation,
    participants: 'players',
    parts,
    issues: [...evaluation.issues, ...(articles?.issues ?? [])],
  };
}

/** A team event's report (C.07 arts. 11–13): the teams' standings and ties, and any drawing of lots. */
export function teamReport(evaluation: TeamEvaluation, header: CellBlock, regula: string): AuditReport {
  const lots = lotsBlock(evaluation);
  return {
    title: evaluation.regulation.name,
    ...(evaluation.event.name && { event: evaluation.event.name }),
    header: withVersion(header, regula),
    standings: teamStandingsBlock(evaluation),
    ranking: evaluation,
    participants: 'teams',
    parts: lots.length > 1 ? [{ id: 'lots', title: 'Drawing of lots', tables: [{ cells: lots }] }] : [],
    issues: evaluation.issues,
    ...(evaluation.notes.length > 0 && { notes: evaluation.notes }),
  };
}
