import type { DetectedLayout } from './layout';

/**
 * What the reader understood of a sheet, in one sentence for the CLI's note and the task
 * pane: "swiss-manager layout (a chess-results export in German), header in row 5,
 * 40 players, 5 rounds; standings after round 4".
 */
export function summariseLayout(layout: DetectedLayout): string {
  if (layout.name === undefined) return 'no crosstable layout recognised';
  const origin = layout.chessResults
    ? ` (a chess-results export${layout.language ? ` in ${layout.language.name}` : ''})`
    : layout.language
      ? ` (${layout.language.name} headers)`
      : '';
  const header = layout.headerRow === undefined ? '' : `, header in row ${layout.headerRow}`;
  const players = `${layout.playerRows.length} player${layout.playerRows.length === 1 ? '' : 's'}`;
  return `${layout.name} layout${origin}${header}, ${players}, ${layout.rounds} round${layout.rounds === 1 ? '' : 's'}${roundsClause(layout.afterRound, layout.rounds)}`;
}

/** "; standings after round 4" when the standings leave out rounds of the source; "" otherwise. */
export function roundsClause(afterRound: number | undefined, rounds: number): string {
  return afterRound !== undefined && afterRound < rounds ? `; standings after round ${afterRound}` : '';
}
