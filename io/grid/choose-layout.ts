import type { PointSystem } from '../../engine';
import type { InputIssue } from '../issues';
import type { HeaderStructure } from './header-row';
import type { LayoutName, OpponentNumbering } from './layout';
import type { PlayerRow } from './player-rows';
import { readRoundCell } from './round-cells';
import { roundRobinMisfit } from './round-robin';
import { issueAt, textAt, type GridSheet } from './sheet';
import type { ColourLetters } from './swiss-manager';
import { minOf } from '../../engine';

export type LayoutChoice =
  | { layout: LayoutName; /** for one-column-per-round layouts: rounds headed by bare numbers */ bareRounds: boolean; notes: string[] }
  | { layout: undefined; issue: InputIssue; notes: string[] };

type TokenLayout = 'us-wall-chart' | 'swiss-manager';
const NOTATION: Record<TokenLayout, string> = {
  'us-wall-chart': 'US wall-chart cells (W12, L3, B---)',
  'swiss-manager': 'Swiss-Manager cells (12w1, 5b½, -1)',
};

/**
 * Picks the layout from the header (never from the cells' positions). Round parts
 * (`R1 Opp`) make the plain layout; bare-number columns that form a players × players
 * square make a round-robin grid; other round columns hold wall-chart or
 * Swiss-Manager cells, told apart by which notation reads more of the cells (their
 * headers — `Rd 1`, `1.Rd`, `1` — are shared). An explicit layout is checked, never
 * forced onto cells it does not fit.
 */
export function chooseLayout(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  numbering: OpponentNumbering,
  requested: 'auto' | LayoutName,
  system: PointSystem,
  /** The sheet's colour letters, asked for only when the notations of the cells are compared. */
  letters: () => ColourLetters | undefined,
): LayoutChoice {
  const notes: string[] = [];
  const misfit = roundRobinMisfit(sheet, header, rows, numbering);
  const roundHeaders = header.rounds.size > 0;
  const roundColumns = [...(roundHeaders ? header.rounds : header.numbers).values()].map((list) => list[0]!);
  const firstRoundColumn = minOf(
    [...header.rounds.values(), ...header.numbers.values(), ...[...header.parts.values()].flatMap((m) => [...m.values()])].flat(),
  );
  const at = Number.isFinite(firstRoundColumn) ? firstRoundColumn : header.fixed.name!;
  const mismatch = (why: string): LayoutChoice => ({
    layout: undefined,
    notes,
    issue: issueAt(
      sheet,
      header.rowIndex,
      at,
      'grid/layout-mismatch',
      `The layout '${requested}' does not fit: ${why}. Expected the header and cells of that layout; choose another layout or 'auto'.`,
    ),
  });

  if (requested === 'plain' || (requested === 'auto' && header.parts.size > 0)) {
    if (header.parts.size === 0) return mismatch('the header has no per-round opponent / colour / result columns (R1 Opp, R1 Col, R1 Res)');
    notes.push('Plain layout: per-round opponent, colour and result columns.');
    return { layout: 'plain', bareRounds: false, notes };
  }
  if (requested === 'round-robin' || (requested === 'auto' && misfit === undefined)) {
    if (misfit !== undefined) return mismatch(misfit);
    return { layout: 'round-robin', bareRounds: false, notes };
  }
  if (roundColumns.length === 0) return mismatch('the header has no round columns (Rd 1, 1.Rd, R1)');
  if (!roundHeaders) notes.push(`Columns headed 1, 2, … are read as rounds (not a round-robin grid: ${misfit}).`);

  const score = scoreNotations(sheet, rows, roundColumns, system, letters());
  if (requested === 'us-wall-chart' || requested === 'swiss-manager') {
    const other: TokenLayout = requested === 'us-wall-chart' ? 'swiss-manager' : 'us-wall-chart';
    if (score[requested] * 2 < score.filled && score[other] > score[requested]) {
      return mismatch(
        `${score[requested]} of ${score.filled} round cells read as ${NOTATION[requested]}, ${score[other]} as ${NOTATION[other]}`,
      );
    }
    return { layout: requested, bareRounds: !roundHeaders, notes };
  }
  const layout: TokenLayout = score['us-wall-chart'] > score['swiss-manager'] ? 'us-wall-chart' : 'swiss-manager';
  const other: TokenLayout = layout === 'us-wall-chart' ? 'swiss-manager' : 'us-wall-chart';
  notes.push(`${score[layout]} of ${score.filled} round cells read as ${NOTATION[layout]} (${score[other]} as ${NOTATION[other]}).`);
  return { layout, bareRounds: !roundHeaders, notes };
}

function scoreNotations(
  sheet: GridSheet,
  rows: readonly PlayerRow[],
  columns: readonly number[],
  system: PointSystem,
  letters: ColourLetters | undefined,
): Record<TokenLayout | 'filled', number> {
  const score = { 'us-wall-chart': 0, 'swiss-manager': 0, filled: 0 };
  for (const row of rows) {
    for (const column of columns) {
      const text = textAt(sheet, row.rowIndex, column);
      if (text === '') continue;
      score.filled++;
      for (const layout of ['us-wall-chart', 'swiss-manager'] as const)
        if (readRoundCell(layout, text, system, letters).ok) score[layout]++;
    }
  }
  return score;
}
