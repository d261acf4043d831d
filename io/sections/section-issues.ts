import type { IssueEntry } from '../issues';

/**
 * Problems of an event in several sections (the regulation's `sections`): which crosstable is
 * which section, located at the sheet, the file or the Section cell. Codes are stable.
 */
export const SECTION_ISSUES = {
  'sections/missing': {
    severity: 'error',
    meaning:
      'a section the regulation names has no crosstable in the input: no sheet of that name, no rows with it in the Section column, no TRF file for it',
    fix: 'Add the section (a sheet named as the regulation names it, rows with its name in the Section column, or its TRF file), or correct the name in the regulation’s `sections`.',
  },
  'sections/not-in-regulation': {
    severity: 'error',
    meaning: 'the input has a section (a crosstable sheet, a Section value, a TRF file) the regulation does not name',
    fix: 'Name the section in the regulation’s `sections`, correct its name in the input (names match ignoring case), or remove it from the input.',
  },
  'sections/no-section': {
    severity: 'error',
    meaning: 'a player row of a crosstable with a Section column has no section',
    fix: 'Write the player’s section in the Section column, as the regulation names it.',
  },
  'sections/twice': {
    severity: 'error',
    meaning: 'two crosstables of the input are the same section (two TRF files, two sheets whose names differ only in case)',
    fix: 'Keep one crosstable per section: merge the two, or rename one as the section it is.',
  },
} as const satisfies Record<string, IssueEntry>;

export type SectionIssueCode = keyof typeof SECTION_ISSUES;
