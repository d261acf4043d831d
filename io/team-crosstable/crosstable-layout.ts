import { CHESS_RESULTS_LANGUAGES } from '../grid/chess-results-languages';
import { normaliseHeader, roundOfHeader } from '../grid/headers';
import { textAt, type GridSheet } from '../grid/sheet';

/*
 * Where the table of a chess-results team crosstable stands: its header row — a rank word
 * (`Rk.`, `Rg.`), the teams' column (`Team`, `Mannschaft`), then a numbered column per team
 * (the round robin, `1 | 2 | 3 …`) or a column per round (the Swiss, `1.Rd | 2.Rd …`), then the
 * tie-break columns (`TB1`, `Wtg1`) — and a row per team under it, down to the first blank row.
 */

export interface CrosstableLayout {
  form: 'round-robin' | 'swiss';
  headerRow: number;
  teamColumn: number;
  /** The first result column: team 1's (round robin) or round 1's (Swiss). */
  firstResult: number;
  /** How many result columns: teams (round robin) or rounds (Swiss). */
  results: number;
  /** Indexes of the team rows. */
  rows: number[];
}

const rankWords = new Set(CHESS_RESULTS_LANGUAGES.flatMap((l) => l.headers.rank).map(normaliseHeader));
const teamWords = new Set(CHESS_RESULTS_LANGUAGES.flatMap((l) => l.teams?.crosstable?.team ?? []).map(normaliseHeader));

/** The layout of the first header row of a team crosstable in the cells, or undefined. */
export function findCrosstableLayout(sheet: GridSheet): CrosstableLayout | undefined {
  for (let row = 0; row < sheet.text.length; row++) {
    const cells = sheet.text[row] ?? [];
    const rank = cells.findIndex((t) => rankWords.has(normaliseHeader(t)));
    if (rank < 0) continue;
    let team = -1;
    for (let c = rank + 1; c < Math.min(cells.length, rank + 4); c++) if (teamWords.has(normaliseHeader(cells[c]!))) team = c;
    if (team < 0) continue;
    const found = resultColumns(sheet, row, team);
    if (!found) continue;
    return { ...found, headerRow: row, teamColumn: team, rows: teamRows(sheet, row, team) };
  }
  return undefined;
}

/** The numbered (1, 2 …) or round (1.Rd, 2.Rd …) columns after the teams' column. */
function resultColumns(
  sheet: GridSheet,
  row: number,
  team: number,
): Pick<CrosstableLayout, 'form' | 'firstResult' | 'results'> | undefined {
  const at = (c: number) => textAt(sheet, row, c).trim();
  for (let first = team + 1; first < team + 4; first++) {
    let versus = 0;
    while (at(first + versus) === String(versus + 1)) versus++;
    if (versus >= 2) return { form: 'round-robin', firstResult: first, results: versus };
    let rounds = 0;
    while (at(first + rounds) !== '' && roundOfHeader(normaliseHeader(at(first + rounds))) === rounds + 1) rounds++;
    if (rounds >= 1) return { form: 'swiss', firstResult: first, results: rounds };
  }
  return undefined;
}

function teamRows(sheet: GridSheet, header: number, team: number): number[] {
  const rows: number[] = [];
  for (let r = header + 1; r < sheet.text.length; r++) {
    if (textAt(sheet, r, team).trim() === '') break;
    rows.push(r);
  }
  return rows;
}
