import type { InputIssue } from '../issues';
import { classifyMatchHeader, teamsOfTitle } from './match-headers';
import { matchIssue, textAt, type MatchSheet } from './match-sheet';

/** The columns of one match, as indexes into the cells, and the two teams' names. */
export interface MatchColumns {
  board: number;
  result: number;
  colour?: number;
  /** The first team's player column, then the second team's. */
  players: [number, number];
  teams: [string, string];
}

/**
 * Reads a header row (one with a board and a result column, see isMatchHeader): the team
 * columns are the headers that are neither board, result, colour nor a rating-like
 * column, the first from the left being the first team's. A generic header (Team A,
 * Home) takes its team's name from the title rows above ("Organisers v Players"). Undefined,
 * with the reason in `issues`, when the two teams cannot be told.
 */
export function readMatchColumns(
  sheet: MatchSheet,
  headerIndex: number,
  titleRows: readonly number[],
  issues: InputIssue[],
): MatchColumns | undefined {
  const at = (column: number, code: Parameters<typeof matchIssue>[3], message: string, severity: 'error' | 'warning' = 'error') =>
    issues.push(matchIssue(sheet, headerIndex, column, code, message, severity));
  const single: Partial<Record<'board' | 'result' | 'colour', number>> = {};
  const teamColumns: number[] = [];
  const errorsBefore = issues.length;
  for (let c = 0; c < sheet.width; c++) {
    const text = textAt(sheet, headerIndex, c);
    const role = classifyMatchHeader(text);
    if (!role || role.kind === 'other') continue;
    if (role.kind === 'board' || role.kind === 'result' || role.kind === 'colour') {
      if (single[role.kind] === undefined) single[role.kind] = c;
      else at(c, 'match/unread-column', `Column '${text}' is not read: a match has one ${role.kind} column`, 'warning');
    } else if (role.kind === 'colour-name')
      at(
        c,
        'match/colour-headers',
        `Column '${text}' names a colour: a match sheet has a column per team (headed by the team's name, or Team A / Team B), the first team's colours in a Colour column (w/b)`,
      );
    else if (teamColumns.length < 2) teamColumns.push(c);
    else
      at(
        c,
        'match/unread-column',
        `Column '${text}' is not read: the teams are '${textAt(sheet, headerIndex, teamColumns[0]!)}' and '${textAt(sheet, headerIndex, teamColumns[1]!)}'`,
        'warning',
      );
  }
  const { board, result, colour } = single;
  if (board === undefined || result === undefined) return undefined;
  // White / Black headers were reported: counting the team columns would only repeat it.
  if (issues.slice(errorsBefore).some((i) => i.code === 'match/colour-headers')) return undefined;
  if (teamColumns.length < 2) {
    at(
      board,
      'match/no-team-column',
      `The header in row ${sheet.originRow + headerIndex} has ${teamColumns.length === 0 ? 'no team column' : `one team column ('${textAt(sheet, headerIndex, teamColumns[0]!)}')`}: expected the first team's player column and the second team's, headed by the team names (or Team A / Team B under a title row "Organisers v Players")`,
    );
    return undefined;
  }
  const title = titleTeams(sheet, titleRows);
  const teams = teamColumns.map((c, side) => {
    const text = textAt(sheet, headerIndex, c);
    const role = classifyMatchHeader(text)!;
    if (role.kind === 'team') return role.name;
    if (title) return title[side]!;
    at(
      c,
      'match/no-team-name',
      `Column '${text}' does not name its team and no title row above the header does: write the team's name in the header, or a title row such as "Organisers v Players"`,
    );
    return text;
  }) as [string, string];
  if (teams[0].toLowerCase() === teams[1].toLowerCase())
    at(teamColumns[1]!, 'match/same-team-names', `Both teams are called '${teams[1]}': expected two different team names`);
  if (issues.slice(errorsBefore).some((i) => i.severity === 'error')) return undefined;
  return { board, result, ...(colour !== undefined && { colour }), players: [teamColumns[0]!, teamColumns[1]!], teams };
}

/** The teams a title row names ("Organisers v Players"), the row nearest the header first. */
function titleTeams(sheet: MatchSheet, rows: readonly number[]): [string, string] | undefined {
  for (const r of [...rows].reverse())
    for (const text of sheet.text[r] ?? []) {
      const teams = teamsOfTitle(text);
      if (teams) return teams;
    }
  return undefined;
}
