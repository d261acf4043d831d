import type { CriterionResult, Standing, TeamEvaluation, TeamId } from '../../engine';
import { ranksGroups, teamId } from '../../engine';
import type { ResultColumns } from './result-block';
import type { CellBlock } from './standings';
import { cellNumber, decidedByText, groupStep, placeCell } from './values';

/*
 * A team event's standings (C.07 arts. 11–13) for the terminal, a CSV or a JSON file: one
 * row per team, a column per criterion of the list, what decided the place.
 */

/** Rank, No., Team, one column per criterion, Decided by. TBR and BBE show their compared values "1.5 | 3". */
export function teamStandingsBlock(evaluation: TeamEvaluation): CellBlock {
  const names = new Map(evaluation.event.teams.map((t) => [t.id, t.name]));
  const rows: CellBlock = [['Place', 'No', 'Team', ...evaluation.columns.map((c) => c.header), 'Decided by']];
  for (const standing of evaluation.standings) {
    const [rank, ...rest] = teamResultCells(evaluation, standing);
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
function teamResultCells(evaluation: TeamEvaluation, standing: Standing): (number | string | null)[] {
  // A team crosstable's participants are the teams: a standing's id is a team number.
  const team = teamId(standing.player);
  const cells = evaluation.columns.map((column, index) => teamCell(evaluation, index, team, column.values.get(team)));
  return [placeCell(standing), ...cells, decidedByText(standing.decidedBy)];
}

function teamCell(evaluation: TeamEvaluation, index: number, team: TeamId, result: CriterionResult | undefined): number | string | null {
  if (ranksGroups(evaluation.columns[index]!.criterion)) {
    return groupStep(evaluation, index, team)?.values.get(team) ?? null;
  }
  if (!result) return null;
  return result.kind === 'value' ? cellNumber(result.value) : 'n/a';
}

export interface TeamStandingsJson {
  event: string;
  /** The score that ranks the teams. */
  ranking: string;
  tiebreaks: string[];
  /**
   * Per team: its values in list order as the individual JSON gives them — a number for an exact
   * decimal, text for a fraction without one ("1/3") or a comparison a group criterion made
   * ("MP 1 | GP 1 | TBR board 1 1"), null where the criterion does not apply.
   */
  teams: Record<string, { name: string; rank: number; values: (number | string | null)[]; decidedBy: string }>;
  /** Per team and criterion, the contributions behind the value: round, opponent team, value, note. */
  audit: Record<string, Record<string, { round?: number; opponent?: number; value: string; note?: string }[]>>;
}

/** The standings as JSON, values as numbers where exact decimals (as the individual JSON), with each value's contributions. */
export function teamStandingsJson(evaluation: TeamEvaluation): TeamStandingsJson {
  const names = new Map(evaluation.event.teams.map((t) => [t.id, t.name]));
  const teams: TeamStandingsJson['teams'] = {};
  const audit: TeamStandingsJson['audit'] = {};
  for (const standing of evaluation.standings) {
    const id = teamId(standing.player);
    const values = evaluation.columns.map((column, index) => {
      return teamCell(evaluation, index, id, column.values.get(id));
    });
    teams[String(id)] = { name: names.get(id) ?? '', rank: standing.rank, values, decidedBy: decidedByText(standing.decidedBy) };
    audit[String(id)] = Object.fromEntries(
      evaluation.columns.map((column) => {
        const result = column.values.get(id);
        const contributions = result?.kind === 'value' ? result.contributions : [];
        return [
          column.header,
          contributions.map((c) => ({
            ...(c.round !== undefined && { round: c.round }),
            ...(c.opponent !== undefined && { opponent: c.opponent }),
            value: c.value.toDecimalString(),
            ...(c.note !== undefined && { note: c.note }),
          })),
        ];
      }),
    );
  }
  return {
    event: evaluation.event.name ?? '',
    ranking: evaluation.primary,
    tiebreaks: evaluation.columns.map((c) => c.header),
    teams,
    audit,
  };
}
