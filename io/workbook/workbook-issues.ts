/**
 * The catalogue of what a write does to keep within Excel's limits (excel-limits.ts), in one
 * table (docs/architecture.md: one message catalogue), said by the command line against the
 * file written and by the task pane among the run's notes.
 */
export const WORKBOOK_ISSUES = {
  'workbook/rows-left-out': {
    severity: 'warning',
    meaning:
      "a sheet would hold more rows than Excel's 1,048,576: the rows past the limit are left out, and the sheet's last row says how many and where they all are",
    fix: "Read the rows left out where the sheet's last row says: `regula report FILE` gives every tie with the contributions that decided it, `regula explain FILE PLAYER` any participant's values with all their contributions.",
  },
  'workbook/columns-left-out': {
    severity: 'warning',
    meaning: "cells would lie right of Excel's last column (XFD, the 16,384th): they are left out",
    fix: 'Write the output as JSON or CSV (`--format json`, `--out FILE.csv`), which have no column limit, or move the crosstable further left.',
  },
  'workbook/text-cut': {
    severity: 'warning',
    meaning:
      'a text is longer than the 32,767 characters an Excel cell holds: the cell holds its start and a mark saying how many characters are cut (the Regulation sheet splits a long line over rows instead, so the regulation is kept exactly)',
    fix: 'Shorten the text (a name, a note) at its source; `--format json` gives it whole.',
  },
  'workbook/sheet-name-changed': {
    meaning:
      "a sheet Regula writes would have a name Excel refuses (blank, over 31 characters, with : \\ / ? * [ ], an apostrophe first or last, or History): it is written under a name Excel takes, which the message gives (a note for a section's sheet, whose name is matched in that form, a warning for a file brought into the task pane)",
    fix: 'Nothing to do; to choose the name, rename the section (or the file) so that Excel takes it.',
  },
  'workbook/no-room-for-results': {
    severity: 'warning',
    meaning:
      "the result block goes one empty column right of the crosstable's last cell, and that is past Excel's last column (XFD): it is not written beside the crosstable",
    fix: 'The Regula Standings sheet holds the same results. To have them beside the crosstable, delete the stray cells far to its right and run again.',
  },
} as const satisfies Record<string, { severity?: 'warning'; meaning: string; fix: string }>;

export type WorkbookIssueCode = keyof typeof WORKBOOK_ISSUES;

/** What a write did to keep within Excel's limits, said to the user. */
export interface WorkbookWarning {
  code: WorkbookIssueCode;
  message: string;
}
