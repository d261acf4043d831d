import type { CriterionResult, Standing, TeamEvaluation, TeamId } from '../../engine';
import { ranksGroups, teamId } from '../../engine';
import type { ResultColumns } from './result-block';
import type { CellBlock } from './standings';
import { RESULT_WORDS, type ResultWords } from './result-words';
import { cellNumber, decidedByText, groupStep, placeCell } from './values';

/*
 * A team event's standings (C.07 arts. 11–13) for the terminal, a CSV or a JSON file: one
 * row per team, a column per criterion of the list, what decided the place (the JSON is
 * standings-json.ts, one shape for players and teams).
 */

/**
 * Rank, No., Team, one column per criterion, Decided by. TBR and BBE show their compared values
 * "1.5 | 3". English headers (the sheets' and the CSV's), or a language's for the terminal's table.
 */
export function teamStandingsBlock(evaluation: TeamEvaluation, words: ResultWords = RESULT_WORDS.en): CellBlock {
  const names = new Map(evaluation.event.teams.map((t) => [t.id, t.name]));
  const { headers } = words;
  const rows: CellBlock = [[headers.place, headers.number, headers.team, ...evaluation.columns.map((c) => c.header), headers.decidedBy]];
  for (const standing of evaluation.standings) {
    const [rank, ...rest] = teamResultCells(evaluation, standing, words);
    rows.push([rank!, standing.player, names.get(teamId(standing.player)) ?? '', ...rest]);
  }
  return rows;
}

/**
 * The block beside the crosstable of teams (the Crosstable sheet of `rank --out`): Rank,
 * one column per criterion, Decided by, on each team's row — the standings' cells without
 * the number and name the crosstable already shows.
 */
export function teamResultColumns(evaluation: TeamEvaluation): ResultColumns {
  return {
    header: ['Rank', ...evaluation.columns.map((c) => c.header), 'Decided by'],
    rows: evaluation.standings.map((standing) => ({ player: standing.player, cells: teamResultCells(evaluation, standing) })),
  };
}

/** A team's place, its value of every criterion of the list, and what decided the place. */
function teamResultCells(evaluation: TeamEvaluation, standing: Standing, words: ResultWords = RESULT_WORDS.en): (number | string | null)[] {
  // A team crosstable's participants are the teams: a standing's id is a team number.
  const team = teamId(standing.player);
  const cells = evaluation.columns.map((column, index) => teamCell(evaluation, index, team, column.values.get(team), words));
  return [placeCell(standing), ...cells, decidedByText(standing.decidedBy, words)];
}

function teamCell(
  evaluation: TeamEvaluation,
  index: number,
  team: TeamId,
  result: CriterionResult | undefined,
  words: ResultWords,
): number | string | null {
  if (ranksGroups(evaluation.columns[index]!.criterion)) {
    return groupStep(evaluation, index, team)?.values.get(team) ?? null;
  }
  if (!result) return null;
  return result.kind === 'value' ? cellNumber(result.value) : words.notApplicable;
}
