import type { Evaluation, ArticleResults, TeamEvaluation } from '../../engine';
import { auditScope, auditScopeNote, auditTable, type AuditScope } from './audit';
import { EXCEL_MAX_ROWS } from '../workbook/excel-limits';
import { lotsBlock } from './lots-blocks';
import { playOffBlock } from './play-off-blocks';
import { microMatchBlock } from './micro-match-blocks';
import { grandPrixBlock, grandPrixFormats, grandPrixValuesBlock } from './grand-prix-blocks';
import { prizesBlock } from './prize-blocks';
import { boardPrizesBlock } from './board-prize-blocks';
import { categoryBlock } from './category-blocks';
import { qualificationBlock } from './qualification-blocks';
import { teamAwardsBlock, teamsBlock } from './team-blocks';
import { standingsBlock, type CellBlock } from './standings';
import { teamCrosstableBlock } from './team-crosstable-block';
import { teamResultColumns, teamStandingsBlock } from './team-event-blocks';
import { withdrawalsBlock } from './withdrawal-blocks';
import { compareBlock, compareSummary, type Comparison } from './compare';

/** One named block of an output sheet; a table block's first row holds its headers. */
export interface OutputBlock {
  name: string;
  cells: CellBlock;
  table: boolean;
  /** A number format per column where the regulation states one; others follow the values (io/workbook). */
  formats?: readonly (string | undefined)[];
  /** Where all its rows are when a sheet cannot hold them (Excel's 1,048,576): said on the sheet's last row (io/workbook/sheet-rows.ts). */
  whole?: string;
  /** Rows the block has past `cells`, not built because no sheet could hold them (counted among the rows left out). */
  beyond?: number;
}

/** A sheet Regula owns, by name, with its blocks from top to bottom. */
export interface OutputSheet {
  name: string;
  blocks: OutputBlock[];
}

/** The first cell of every sheet Regula writes, so later runs know which sheets are theirs. */
export const OWNER_MARK = 'Written by Regula — this sheet is replaced on every run; do not edit.';

/** Row of the first block (A1 holds the owner mark, row 2 stays empty). */
export const FIRST_BLOCK_ROW = 3;

/**
 * Every sheet a run writes, with the same blocks for every door (CLI .xlsx, Excel
 * add-in): Standings and Audit (with what the withdrawal rules changed, when they changed
 * anything), each under the run's header, then a sheet for each kind
 * of article the regulation has (grand prix, teams, qualification, prizes) when its
 * results are given. A new kind of output is added here, and both doors write it.
 */
export function outputSheets(evaluation: Evaluation, header: CellBlock, articles?: ArticleResults): OutputSheet[] {
  const sheet = headedSheets(header);
  const withdrawals = withdrawalsBlock(evaluation);
  return [
    ...sheet('Regula Standings', [table('standings', standingsBlock(evaluation))]),
    ...sheet('Regula Audit', [...(withdrawals.length > 0 ? [table('withdrawals', withdrawals)] : []), ...auditBlocks(evaluation, 'Name')]),
    ...sheet(
      'Regula Grand Prix',
      (articles?.grandPrix ?? []).flatMap((gp) => {
        const cells = grandPrixBlock(gp);
        return [table(gp.name, cells, grandPrixFormats(cells, gp)), table(`${gp.name} values`, grandPrixValuesBlock(gp))];
      }),
    ),
    ...sheet(
      'Regula Teams',
      (articles?.teams ?? []).flatMap((team) => [table(team.name, teamsBlock(team)), table(`${team.name} awards`, teamAwardsBlock(team))]),
    ),
    ...sheet(
      'Regula Qualification',
      (articles?.qualification ?? []).map((q) => table(q.name, qualificationBlock(q))),
    ),
    ...sheet('Regula Prizes', articles?.prizes ? [table('prizes', prizesBlock(articles.prizes))] : []),
    ...sheet(
      'Regula Categories',
      (articles?.categories ?? []).map((c) => table(c.category, categoryBlock(c))),
    ),
  ];
}

/**
 * The sheets a team event's run writes (C.07 arts. 11–13), under the same names and
 * header as an individual run's: Regula Standings (the teams' standings) and Regula Audit
 * (one row per team × criterion × contribution: round, opponent team, value, note). With
 * `crosstable`, first Regula Team Crosstable: the crosstable of teams with each team's rank,
 * values and what decided on its row, one empty column right — for a source whose sheet has
 * no row per team to write them beside (a list of team pairings board by board).
 */
export function teamOutputSheets(evaluation: TeamEvaluation, header: CellBlock, options: { crosstable?: boolean } = {}): OutputSheet[] {
  const sheet = headedSheets(header);
  return [
    // Not an Excel table: its per-round MP and GP headers repeat, which a table would rename MP2, MP3 ….
    ...(options.crosstable
      ? sheet(TEAM_CROSSTABLE_SHEET, [{ name: 'crosstable of teams', cells: teamCrosstableWithResults(evaluation), table: false }])
      : []),
    ...sheet('Regula Standings', [
      table('standings', teamStandingsBlock(evaluation)),
      // What the rules did to the values: a team's unplayed matches (C.07 16.3, 16.4), under the table.
      ...(evaluation.notes.length > 0 ? [{ name: 'notes', cells: evaluation.notes.map((note) => [`Note: ${note}`]), table: false }] : []),
      // The board prizes of the regulation's `board prizes` article, under the teams.
      ...(evaluation.boardPrizes ? [table('board prizes', boardPrizesBlock(evaluation))] : []),
    ]),
    ...sheet('Regula Audit', auditBlocks(evaluation, 'Team')),
  ];
}

/** The sheet of the crosstable of teams a run writes when the source has none (teamOutputSheets). */
export const TEAM_CROSSTABLE_SHEET = 'Regula Team Crosstable';

/** The crosstable of teams, then one empty column, then each team's result cells on its row. */
function teamCrosstableWithResults(evaluation: TeamEvaluation): CellBlock {
  const grid = teamCrosstableBlock(evaluation);
  const results = teamResultColumns(evaluation);
  const byTeam = new Map(results.rows.map((r) => [r.player, r.cells]));
  return grid.map((row, index) => [...row, null, ...(index === 0 ? results.header : (byTeam.get(Number(row[0])) ?? []))]);
}

/** The audit table, under a sentence saying what it holds when it holds the decisive values only (audit.ts). */
function auditBlocks(
  evaluation: Pick<Evaluation, 'crosstable' | 'columns' | 'splits' | 'standings'> &
    Partial<Pick<Evaluation, 'regulation' | 'microMatches'>>,
  participant: string,
): OutputBlock[] {
  const scope = auditScope(evaluation);
  const note = auditScopeNote(scope);
  const lots = lotsBlock(evaluation);
  const playOff = playOffBlock(evaluation);
  const micro = evaluation.regulation ? microMatchBlock({ ...evaluation, regulation: evaluation.regulation }) : [];
  return [
    // Each round's micro-match, game by game, and how it was decided (FMJD title matches).
    ...(micro.length > 0 ? [table('micro-matches', micro)] : []),
    // The play-off the regulation held, stage by stage (C.07 art. 3).
    ...(playOff.length > 0 ? [table('play-off', playOff)] : []),
    // The drawing of lots first, with its seeds: anyone can repeat it (FIDE VCL Q204, Q206).
    ...(lots.length > 0 ? [table('drawing of lots', lots)] : []),
    ...(note ? [{ name: 'audit scope', cells: [[note]], table: false }] : []),
    auditTableBlock(evaluation, participant, scope),
  ];
}

/** The audit table, built no longer than a sheet holds: the rows past it counted (io/workbook/sheet-rows.ts says so on the sheet). */
function auditTableBlock(evaluation: Parameters<typeof auditTable>[0], participant: string, scope: AuditScope): OutputBlock {
  const { cells, beyond } = auditTable(evaluation, participant, scope, EXCEL_MAX_ROWS);
  return { ...table('audit', cells), whole: AUDIT_WHOLE, ...(beyond > 0 && { beyond }) };
}

/** Where every contribution of an audit too long for a sheet is. */
const AUDIT_WHOLE =
  "Every contribution is one command away: regula report FILE lists each tie with the contributions that decided it, and regula explain FILE PLAYER gives any participant's values with all their contributions.";

/** A sheet of blocks under the run's header; none when it has no blocks. */
/** The sheet a run compared with a second regulation or edition writes (`regula diff --out`, the add-in's "Compare with…"). */
export const COMPARE_SHEET = 'Regula Compare';

/**
 * The Regula Compare sheet: under the run's header, what the comparison is against (its rules
 * and list), every participant side by side (io/output/compare.ts), then the summary lines.
 */
export function compareSheets(comparison: Comparison, header: CellBlock, against: CellBlock): OutputSheet[] {
  return headedSheets(header)(COMPARE_SHEET, [
    { name: 'compared with', cells: against, table: false },
    table('comparison', compareBlock(comparison)),
    { name: 'summary', cells: compareSummary(comparison).map((line) => [line]), table: false },
  ]);
}

function headedSheets(header: CellBlock): (name: string, blocks: OutputBlock[]) => OutputSheet[] {
  const headerBlock: OutputBlock = { name: 'header', cells: header, table: false };
  return (name, blocks) => (blocks.length === 0 ? [] : [{ name, blocks: [headerBlock, ...blocks] }]);
}

function table(name: string, cells: CellBlock, formats?: OutputBlock['formats']): OutputBlock {
  return { name, cells, table: true, ...(formats && { formats }) };
}

/** The 1-based row where each block starts: from FIRST_BLOCK_ROW, one empty row between blocks. */
export function blockRows(blocks: readonly OutputBlock[]): number[] {
  const rows: number[] = [];
  let row = FIRST_BLOCK_ROW;
  for (const block of blocks) {
    rows.push(row);
    row += block.cells.length + 1;
  }
  return rows;
}
