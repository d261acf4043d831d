import type { Evaluation, GrandPrixResult, SectionResults, TeamEvaluation } from '../engine';
import {
  boardPrizesBlock,
  grandPrixBlock,
  grandPrixFormats,
  prizesBlock,
  categoryBlock,
  qualificationBlock,
  standingsBlock,
  teamAwardsBlock,
  teamsBlock,
  standingsJson,
  teamStandingsBlock,
  withCategoriesTable,
  withdrawalsBlock,
  type CellBlock,
} from '../io';
import { renderCsv, renderTable } from './render-table';

/**
 * What `rank` prints: the standings as a table, CSV, or JSON (docs/standings.schema.json); the
 * CSV and the JSON carry the categories' rankings too (the table prints them after, renderSections).
 */
export function renderStandings(evaluation: Evaluation, format: string, sections?: Pick<SectionResults, 'categories'>): string {
  const categories = sections?.categories ?? [];
  if (format === 'json') return JSON.stringify(standingsJson({ kind: 'individual', evaluation }, categories), null, 1);
  if (format === 'csv') return renderCsv(withCategoriesTable(standingsBlock(evaluation), categories)).trimEnd();
  return renderTable(standingsBlock(evaluation));
}

/** What `rank` prints for a team event: the team standings as a table, CSV, or the same JSON with every contribution. */
export function renderTeamStandings(evaluation: TeamEvaluation, format: string): string {
  if (format === 'json') return JSON.stringify(standingsJson({ kind: 'team', evaluation }), null, 1);
  const block = teamStandingsBlock(evaluation);
  if (format === 'csv') return renderCsv(block).trimEnd();
  // Under the table, what the rules did to the values (a team's unplayed matches, C.07 16.3, 16.4),
  // then the board prizes when the regulation awards them (its `board prizes` section).
  const boards = evaluation.boardPrizes?.length ? [`\nBoard prizes\n${renderTable(boardPrizesBlock(evaluation))}`] : [];
  return [renderTable(block), ...evaluation.notes.map((note) => `Note: ${note}`), ...boards].join('\n');
}

/**
 * The other blocks of a run as titled text tables, for the terminal: withdrawals, then
 * each grand prix, team ranking, qualification and the prizes — io's blocks without their
 * long audit column (the .xlsx output has it).
 */
export function renderSections(evaluation: Evaluation, sections: SectionResults): string[] {
  const parts: [string, CellBlock, GrandPrixResult?][] = [
    ['Withdrawals', withdrawalsBlock(evaluation)],
    ...sections.grandPrix.map((gp): [string, CellBlock, GrandPrixResult] => [`Grand prix: ${gp.name}`, grandPrixBlock(gp), gp]),
    ...sections.teams.flatMap((t): [string, CellBlock][] => [
      [`Teams: ${t.name}`, teamsBlock(t)],
      [`Team awards: ${t.name}`, teamAwardsBlock(t)],
    ]),
    ...sections.qualification.map((q): [string, CellBlock] => [`Qualification: ${q.name}`, qualificationBlock(q)]),
    ...(sections.prizes ? [['Prizes', prizesBlock(sections.prizes)] as [string, CellBlock]] : []),
    ...sections.categories.map((c): [string, CellBlock] => [`Category: ${c.category}`, categoryBlock(c)]),
  ];
  return parts
    .filter(([, block]) => block.length > 1)
    .map(([title, block, gp]) => {
      const shown = withoutColumn(block, 'Audit');
      return `${title}\n${renderTable(shown, gp && grandPrixFormats(shown, gp))}`;
    });
}

/** A block without one of its columns (by header). */
export function withoutColumn(block: CellBlock, header: string): CellBlock {
  const index = block[0]!.indexOf(header);
  return index < 0 ? block : block.map((row) => row.filter((_, i) => i !== index));
}
