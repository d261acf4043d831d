/*
 * The catalogue of the command line's own codes (docs/architecture.md: one message
 * catalogue): for each `cli/…` code, what happened in plain words and what the user should
 * do. The messages are written where the commands report them; this says what each code
 * means, for the help under a message and the generated docs. Notes (`cli/read`,
 * `cli/wrote` …) say what a run chose or did: their fix says what the user can do with it.
 */

export const CLI_MESSAGES = {
  // ---------------------------------------------------------------- the command line
  'cli/usage': {
    meaning:
      'the command cannot run as written: an unknown command or option, a missing or wrong argument, or options that do not go together',
    fix: "Correct the command line as the message says; `regula help COMMAND` lists each command's options.",
  },
  'cli/internal': {
    meaning: 'an internal error stopped the command (exit code 2): a fault of Regula, not of the input',
    fix: 'Please report it with the command line, the input files and the message shown.',
  },

  'cli/more-messages': {
    meaning:
      'more messages of one code than a run lists: the first 100 of each code are printed (1,000 in all), and this line counts the rest',
    fix: 'Correct the problems listed, then run again: thousands of one message usually have one cause (a wrong layout, a misread column, a cut file), and the rest show once it is mended.',
  },

  // ---------------------------------------------------------------- input files
  'cli/no-such-file': {
    meaning: 'the file does not exist: its name or a folder of its path is wrong, or the name is too long',
    fix: "Check the file's name and folder, then run again.",
  },
  'cli/not-a-file': {
    meaning: 'a folder was given where a file is expected (an input, or --out)',
    fix: 'Give the path of a file in that folder, or a file name for --out.',
  },
  'cli/unreadable-file': {
    meaning: 'the system refused to read the file (permission denied)',
    fix: 'Check that you may read the file; a file open in another program may be locked: close it, then run again.',
  },
  'cli/empty-file': {
    meaning: 'the input file is empty',
    fix: 'Give the file that holds the data; if it should not be empty, export or save it again.',
  },
  'cli/binary-file': {
    meaning: 'a text input (TRF, CSV or regulation) holds a zero byte, so it is not a text file',
    fix: 'Give the text file, or export it as text again; an .xlsx workbook must be named .xlsx.',
  },
  'cli/protected-or-old-workbook': {
    meaning: 'the workbook is protected by a password or is an old .xls file, which Regula cannot read',
    fix: 'In Excel, remove the password or save the workbook as .xlsx, then give that file.',
  },
  'cli/not-a-workbook': {
    meaning: 'a file named .xlsx is not an Excel workbook (it is not a zip file)',
    fix: 'Save the file from Excel as an .xlsx workbook, or give it the extension of what it is (.csv, .trf).',
  },
  'cli/bad-workbook': {
    meaning:
      'the .xlsx workbook is damaged or in a form Regula cannot read: a part missing or cut off, a checksum that does not match, a part that inflates beyond the size its zip directory declares',
    fix: 'Open the workbook in Excel, save it again as .xlsx, then run again.',
  },
  'cli/workbook-too-large': {
    meaning:
      'the .xlsx workbook holds more than Regula reads (docs/inputs.md, Bounds): a part that inflates to more than 64 MB, 128 MB in all, more than 250,000 rows and cells (or elements beside them: shared strings, styles, notes), or a text longer than a cell holds in Excel — far more than any tournament; a small file that inflates that far is a zip bomb',
    fix: 'Delete the rows and cells far below or right of the crosstable (or the sheets it does not need), or give the crosstable as CSV or TRF.',
  },
  'cli/damaged-sheet': {
    meaning:
      'the workbook lists a sheet it holds no readable part for (missing, or cut off before its end); Regula never ranks the next sheet in its place in silence',
    fix: 'Open the workbook in Excel (it offers to repair it) and save it again; or name the sheet to read with --sheet.',
  },

  // ---------------------------------------------------------------- outputs (--out)
  'cli/no-output-folder': {
    meaning: 'the folder --out writes to does not exist, or a part of its path is a file',
    fix: 'Create the folder, or give --out a file in a folder that exists.',
  },
  'cli/special-output': {
    meaning:
      'the --out path is not a regular file: a named pipe (FIFO), a device such as /dev/null, a socket, or a symbolic link to nothing; Regula writes only to a regular file or a new name, with --force too',
    fix: 'Give --out the name of a file (a new one, or an output Regula wrote); to print the result, leave --out out and use --format.',
  },
  'cli/unwritable-file': {
    meaning: 'the system refused to write the output file: no permission on it or its folder, a read-only file, or a file in use',
    fix: 'Write the output into a folder you may write to (give --out another path), or close the program that holds the file, then run again.',
  },
  'cli/read-only-disk': {
    meaning: 'the output is on a read-only disk (a read-only mount, a locked card or stick), so nothing could be written there',
    fix: 'Give --out a path on a disk you can write to, or make the disk writable, then run again.',
  },
  'cli/no-space': {
    meaning:
      'the output could not be written whole: the disk is full, your quota is used up, or the file is larger than the disk allows; the previous file, if there was one, is kept as it was',
    fix: 'Free some space on the disk (or ask for a larger quota), or give --out a path on another disk, then run again.',
  },
  'cli/name-too-long': {
    meaning: 'the output file name (or a folder of its path) is longer than the file system allows, usually 255 bytes a name',
    fix: 'Give --out a shorter name.',
  },
  'cli/write-failed': {
    meaning:
      'the system refused to write the output for another reason, given in its words (an input/output error of the disk …); nothing half-written is left',
    fix: 'Check the disk and the path named, then run again; give --out another path if the disk is failing.',
  },
  'cli/not-regula-output': {
    meaning: 'the --out file exists and is not an output Regula wrote, so it is left as it is',
    fix: 'Write to another name, or add --force to replace the file.',
  },
  'cli/not-regula-sheet': {
    meaning:
      'the workbook has a sheet with a name Regula writes (such as Regula Standings) that Regula did not write, so nothing was written',
    fix: 'Rename that sheet in the input workbook, then run again.',
  },
  'cli/copy-loses-parts': {
    meaning:
      'the workbook written, a copy of the input, lacks parts the copy cannot carry (charts, pivot tables …); the input file is unchanged',
    fix: 'Keep the input workbook for those parts; the Excel add-in, which writes into the workbook itself, keeps them.',
  },
  'cli/edited-block': {
    meaning:
      'the result block beside the crosstable was edited after the last run, so it is left as it is and the new block is written to its right',
    fix: 'Nothing to do if you want to keep your edits; otherwise delete the old block in the input workbook and run again.',
  },
  'cli/watching': {
    meaning:
      'rank or report --watch: the command runs again whenever its input file changes (a run whose input changed while it read is run again, not reported)',
    fix: 'Nothing to do: press Ctrl+C to end the watch.',
  },
  'cli/render-language': {
    meaning:
      'regula render, or the table of rank or explain, without --lang: the locale (LC_ALL, else LANG) names a language Regula does not print in, so it is printed in English',
    fix: 'Nothing to do for English; for another language, pass --lang with one of de, fr, es, ru or en.',
  },
  'cli/wrote': {
    meaning: 'the output file was written',
    fix: 'Nothing to do: open the file to see the results.',
  },

  // ---------------------------------------------------------------- regula convert
  'cli/grid-drops-event-facts': {
    meaning:
      "a CSV or .xlsx grid holds the players, their rounds and the event's facts (name, type, rounds, point system, dates, the TRF header records) in title rows; the crosstable has a fact it has no line for, which the converted file lacks",
    fix: 'Convert to TRF (--to trf) to keep it; a grid is enough when only the players, their rounds and the facts it names matter.',
  },
  'cli/team-totals-only': {
    meaning:
      "a team event known by its match totals only (chess-results' team crosstable) cannot be written as board pairings or TRF, which need every board",
    fix: 'Rank it as it is (regula rank FILE), or convert the board pairings export of the same event, which has every board.',
  },
  'cli/trf-field-cut': {
    meaning: "a player's name, rating, federation, FIDE id or birth date is longer than its TRF columns and is cut in the TRF written",
    fix: 'Shorten the value in the source if the cut matters, or convert to a grid (--to csv or --to xlsx), which keeps it whole.',
  },
  'cli/trf-advantage-lost': {
    meaning:
      'the crosstable has draws with advantage or disadvantage (draughts 1+ / 1−, an Armageddon after a drawn game written ½+ / ½−), which TRF has no code for: the TRF written has them as plain draws',
    fix: 'Keep the grid (CSV or xlsx) as the record of the event, which holds the marks; rank from it, not from the TRF.',
  },
  'cli/not-chess-json-writable': {
    meaning: 'the event cannot be written as Chess-JSON: its point system or team records say what the format has no place for',
    fix: 'Convert to TRF or to a grid instead (--to trf, --to csv or --to xlsx).',
  },
  'cli/not-trf-writable': {
    meaning: "the crosstable cannot be written as TRF-16: a starting number needs more than TRF's four columns (above 9999)",
    fix: 'Convert to a grid instead (--to csv or --to xlsx).',
  },

  // ---------------------------------------------------------------- runs stopped by bad input
  'cli/regulation-errors': {
    meaning: 'the regulation (a .regula file, or the one saved in the workbook) has errors, so nothing was ranked or decided',
    fix: 'Correct the errors reported with it (`regula check FILE.regula` lists them all), then run again.',
  },
  'cli/crosstable-errors': {
    meaning: 'the crosstable (or team event) has errors, so it was not ranked or converted',
    fix: 'Correct the errors reported above at their cells or lines, then run again.',
  },
  'cli/bracket-errors': {
    meaning:
      "the knock-out event's bracket does not hold together (a player going on without winning, a match its games do not decide …), so it was not ranked",
    fix: 'Correct the games reported above at their lines (docs/inputs.md "Knock-out events"), then run again.',
  },
  'cli/match-errors': {
    meaning: 'the match sheet has errors or holds no match, so no match was decided',
    fix: 'Correct the errors reported at their cells; a match needs a header row with board, player and result columns (`regula help match`).',
  },
  'cli/season-errors': {
    meaning: 'the season has errors, so the --out workbook was not written',
    fix: 'Correct the errors reported above, then run the season again.',
  },
  'cli/no-match-tiebreaks': {
    meaning: 'the regulation has no `match tie-breaks` article, so a drawn match cannot be decided',
    fix: 'Add a `match tie-breaks` article to the regulation, e.g. `1. board count of wins` and `2. end-board elimination`.',
  },
  'cli/no-open-round': {
    meaning: 'regula scenarios needs a round paired without results (the round to come), and the crosstable has none',
    fix: 'Give the crosstable as it stands before the round is played: its pairings entered, their results left empty (or --round N naming such a round).',
  },

  // ---------------------------------------------------------------- notes: what the run read and chose
  'cli/read': {
    meaning: 'how the input was read: its layout, players and rounds, and the round the standings are after',
    fix: 'Nothing to do if this matches the file; otherwise give --sheet, --layout or --round.',
  },
  'cli/edition': {
    meaning:
      "the rules edition the list is ranked under: the one in force on the tournament's start date, or fide-2026 when the file has no start date",
    fix: 'Nothing to do if it is the right one; otherwise give --edition (e.g. --edition fide-2024).',
  },
  'cli/declared-list': {
    meaning: 'the ranking uses the tie-break list the file states for itself (TRF 212 or 202)',
    fix: "Nothing to do if that list is the event's; otherwise give --regulation or --criteria.",
  },
  'cli/saved-regulation': {
    meaning: "the run uses the regulation saved on the workbook's Regulation sheet",
    fix: 'Nothing to do if it is the right one; otherwise give --regulation (or, when ranking, --criteria).',
  },
  'cli/list-changed': {
    meaning:
      "the run's tie-break list differs from the one saved on the workbook's Regulation sheet, and the event has results: the list changed after the event started (FIDE VCL Q201)",
    fix: "Make sure the change is intended and announced to the players; an .xlsx --out records it in the Regulation sheet's history, and `regula convert --to trf` writes it as a ### line.",
  },
} as const satisfies Record<string, { meaning: string; fix: string }>;

export type CliMessageCode = keyof typeof CLI_MESSAGES;
