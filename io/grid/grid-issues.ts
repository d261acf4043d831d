import type { IssueEntry } from '../issues';

/**
 * Every problem the grid reader reports (io/issues.ts: InputIssue), with its severity, what
 * it means and how to fix it (in the words of the sheet: cells, columns, headers). Codes are
 * stable; every issue names the cell, what was found there and what was expected.
 */
export const GRID_ISSUES = {
  'grid/no-header': {
    severity: 'error',
    meaning: 'no row among the first 50 has a name column and round columns',
    fix: 'Put a header row within the first 50 rows: a name column (Name, Player) and round columns (Rd 1, 1.Rd, R1) or player columns 1, 2, 3. With --sheet, pick the sheet holding the crosstable.',
  },
  'grid/no-round-columns': {
    severity: 'error',
    meaning: 'a header row with a name column but no round or player-number columns',
    fix: 'In the row with the name header, head the round columns Rd 1, Rd 2 … (or 1.Rd, R1, R1 Opp / R1 Col / R1 Res), or the player columns of a round-robin grid 1, 2, 3.',
  },
  'grid/no-players': {
    severity: 'error',
    meaning: 'the header was found but no player rows follow it',
    fix: 'Put the player rows under the header row, one per player, each with a name and its round cells.',
  },
  'grid/duplicate-round-column': {
    severity: 'error',
    meaning: 'two columns for the same round (or the same part of a round)',
    fix: 'Rename or delete the extra column so that each round has one column (or one opponent, one colour and one result column).',
  },
  'grid/missing-round-column': {
    severity: 'error',
    meaning: 'round columns skip a round (1, 2, 4), or a round lacks its opponent or result column',
    fix: "Add the missing round's column, or correct the round numbers in the headers so they run 1, 2, 3 … without a gap; give every round an opponent and a result column (R1 Opp, R1 Res).",
  },
  'grid/layout-mismatch': {
    severity: 'error',
    meaning: 'the layout or opponent numbering asked for does not fit the header or the cells',
    fix: 'Choose the layout that matches the sheet with --layout, or leave it out to let Regula detect it. --numbers start-number needs a starting-number column (SNo, No.).',
  },
  'grid/unknown-token': {
    severity: 'error',
    meaning: "a round cell that is not a result in the layout's notation",
    fix: 'Correct the cell to the notation the message shows. If many cells are misread, choose the layout with --layout, or the language of a chess-results export with --language.',
  },
  'grid/unsupported-token': {
    severity: 'error',
    meaning: 'a recognised notation the reader does not read (forfeit draw Z, N/R/S, *, more than two games in a square)',
    fix: 'Rewrite the cell as the message suggests: X or F instead of a forfeit draw Z, the game on both rows instead of N/R/S, -0 or -½ instead of *, at most two games in a round-robin square.',
  },
  'grid/rr-rounds-unknown': {
    severity: 'error',
    meaning:
      'a round-robin grid in progress (squares empty on both sides) whose games played cannot be placed in rounds, each player at most once a round, within the search’s bound',
    fix: "Rank from the event's TRF, which gives each game's round, or enter the results of the games not played yet.",
  },
  'grid/rr-no-rounds': {
    severity: 'error',
    meaning: '--round asks for a round of a round-robin grid, which does not say in which round each game was played',
    fix: "Leave --round out to rank the games the grid holds, or rank from the event's TRF, which gives each game's round.",
  },
  'grid/missing-round': {
    severity: 'error',
    meaning:
      'a round cell left empty, a round without opponent that has no result, or a round-robin square empty while its mirror holds a result',
    fix: 'Fill in the cell: the result, a bye, or the code for not paired the message lists (U--- on a wall chart, 0 as the result of a round without opponent).',
  },
  'grid/unknown-opponent': {
    severity: 'error',
    meaning: 'an opponent number that no row of the table carries',
    fix: 'Correct the opponent number to the number of a player row. If the cells name starting numbers rather than line numbers (or the reverse), say so with --numbers.',
  },
  'grid/paired-with-self': {
    severity: 'error',
    meaning: 'a row naming its own number as the opponent',
    fix: "Correct the opponent number in the cell: it is the row's own number.",
  },
  'grid/not-mirrored': {
    severity: 'error',
    meaning: "the opponent's cell of the same round does not name this player (or has a result this cell lacks)",
    fix: "Make both players' cells of the round name each other. For a game not played yet, leave the result out of both cells.",
  },
  'grid/result-mismatch': {
    severity: 'error',
    meaning: "the opponent's cell names this player but its result is not the complement",
    fix: 'Correct one of the two cells so that the results match: a win against a loss, a draw against a draw, a forfeit win against a forfeit loss.',
  },
  'grid/colour-mismatch': {
    severity: 'error',
    meaning: 'both cells of a game give the same colour',
    fix: 'Correct the colour in one of the two cells: one player has white, the other black.',
  },
  'grid/duplicate-pairing': {
    severity: 'error',
    meaning: 'two or more rows name the same opponent in the same round',
    fix: "Correct the opponent numbers so that each player is named by one row in the round; the named player's own cell shows whom they played.",
  },
  'grid/duplicate-start-number': {
    severity: 'error',
    meaning: 'a starting number used by two rows',
    fix: 'Give each player a different number in the starting-number column.',
  },
  'grid/duplicate-line-number': {
    severity: 'error',
    meaning: 'a line number (#) used by two rows',
    fix: 'Give each row a different number in the # column.',
  },
  'grid/bad-number': {
    severity: 'error',
    meaning: 'a starting or line number that is not a positive whole number',
    fix: "Write the player's number in the cell (# or starting-number column) as a whole number from 1.",
  },
  'grid/rr-diagonal': {
    severity: 'error',
    meaning: "a round-robin grid's own square holds a result",
    fix: "Clear the player's own square or mark it X or *; the result belongs in the opponent's column.",
  },
  'grid/rr-game-count': {
    severity: 'error',
    meaning: 'a round-robin square with a different number of games than the rest of the grid',
    fix: 'Write the same number of games in every square: one result in a single round robin, two separated by a space (first cycle first) in a double one.',
  },
  'grid/points-mismatch': {
    severity: 'warning',
    meaning: 'declared points (Pts, Score, Game Score) differ from the points of the round cells',
    fix: "Check the row's round cells and its points cell: Regula counts the round cells, so correct whichever is wrong.",
  },
  'grid/bye-points': {
    severity: 'warning',
    meaning: 'a bye printed with points the point system does not give it (-1 where a PAB scores ½)',
    fix: "Regula scores the bye as the point system says, not as printed. If the point system is the event's, correct the points printed in the cell.",
  },
  'grid/bad-value': {
    severity: 'warning',
    meaning: 'a points or rating cell that is not a number; kept as text',
    fix: 'Write a number in the cell (a rating as a whole number, 0 or empty for unrated; points such as 2.5 or 2½). Until then the value is not used.',
  },
  'grid/missing-name': {
    severity: 'warning',
    meaning: 'a player row without a name',
    fix: "Type the player's name in the name column; until then the row is read as a player without a name.",
  },
  'grid/skipped-row': {
    severity: 'warning',
    meaning: 'a non-blank row below the header that is not a player row (a legend, a note)',
    fix: 'Nothing to do if the row is a note or a legend. If it is a player, give it a name and its round cells (below a blank row, also its number).',
  },
  'grid/bad-event-fact': {
    severity: 'warning',
    meaning:
      "a title row under 'Crosstable written by Regula' is not one of the event's facts Regula writes (Event, Tournament type, Number of rounds, Points, Start date …), or its value cannot be read; the line is not used",
    fix: 'Correct the line to "Label: value" as Regula writes it (`regula convert FILE.trf --to csv` shows every label), or delete it; without it the fact is read from the grid (a Swiss unless everyone met everyone, 1-½-0).',
  },
  'grid/too-wide': {
    severity: 'warning',
    meaning: 'text beyond the last column read (the first 1024 columns of the table)',
    fix: 'Delete or move the stray cells far right of the crosstable: only its first 1024 columns are read.',
  },
  'grid/cut-off': {
    severity: 'warning',
    meaning:
      'a CSV file ends without a line break inside a row shorter than its widest one: it looks cut off (a download or a copy that stopped), its last cell may be cut, and rows after it are missing',
    fix: 'Export or download the file again. If the row is complete, end the file with a line break.',
  },
  'grid/empty-round': {
    severity: 'warning',
    meaning: 'round cells left empty, read as not paired that round (one issue for all)',
    fix: 'Nothing to do if the players were not paired in those rounds. Otherwise enter the result or the bye (-1, -½); write 0 or -0 for not paired to silence the warning.',
  },
  'grid/pending-round': {
    severity: 'warning',
    meaning: 'the last round paired has games without a result: the standings are after the round before',
    fix: 'Enter the missing results to include the round, or choose on purpose with --round N (After round in Excel): the round before, or this round with its unfinished games counted as not played.',
  },
  'grid/postponed-game': {
    severity: 'warning',
    meaning: 'a game without result in a round the standings count: counted as not played yet',
    fix: "Enter the result in both players' cells once the game is played; until then it scores no points and counts as an unplayed round.",
  },
  'grid/round-out-of-range': {
    severity: 'error',
    meaning:
      'the round asked for (--round, After round) is not paired or played in the sheet (a round column holding only byes entered ahead is not paired)',
    fix: 'Ask for a round from 1 to the last round paired or played (--round N, or After round in Excel), or leave it empty to rank after the last complete round.',
  },
  'grid/no-complete-round': {
    severity: 'error',
    meaning: 'no round has all its results and no round was asked for',
    fix: 'Enter the missing results of round 1, or rank after round 1 on purpose (--round 1, or After round in Excel) to count its unfinished games as not played.',
  },
  'grid/play-off-no-header': {
    severity: 'error',
    meaning: 'a sheet named Play-off has no header row Stage, White, Black, Result',
    fix: 'Head the play-off sheet’s columns Stage, White, Black and Result, one game a row below them in the order played (or a row "not held").',
  },
  'grid/bad-play-off-row': {
    severity: 'error',
    meaning: 'a row of the Play-off sheet is not a stage, two players and a result, nor "not held"',
    fix: 'Write the stage’s number in the regulation’s play-off (1, 2, …), White and Black as starting numbers or exact names, and the result from White’s side: 1-0, 0-1 or ½-½ (or "not held" under Stage).',
  },
  'grid/micro-match-no-header': {
    severity: 'error',
    meaning: 'a sheet named Micro-matches has no header row Round, Stage, White, Black, Result',
    fix: 'Head the micro-matches sheet’s columns Round, Stage, White, Black and Result, one game a row below them (the games after each round’s own).',
  },
  'grid/bad-micro-match-row': {
    severity: 'error',
    meaning: 'a row of the Micro-matches sheet is not a round, a stage from 2, two players and a result',
    fix: 'Write the round, the stage’s number in the regulation’s micro-matches (2 for the game after the round’s own), White and Black as starting numbers or exact names, and the result from White’s side: 1-0, 0-1, ½-½ (in draughts 2-0, 0-2, 1-1).',
  },
} as const satisfies Record<string, IssueEntry>;

export type GridIssueCode = keyof typeof GRID_ISSUES;
