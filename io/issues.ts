/**
 * Input problems, located where the user can find them: a cell ('Crosstable'!F9) or a
 * line:column of a text file (TRF, CSV). Codes are stable ("grid/unknown-token",
 * "trf/bad-result-code"…) so tools and tests can rely on them.
 */
export type InputLocation =
  | {
      kind: 'cell';
      sheet: string;
      /** 1-based row and column of the worksheet. */
      row: number;
      column: number;
    }
  | {
      kind: 'text';
      file?: string;
      /** 1-based line and column. */
      line: number;
      column: number;
    };

export interface InputIssue {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  location: InputLocation;
  /**
   * Issues of the same severity and code found after this one and not kept: a reader keeps the
   * first MAX_ISSUES_PER_CODE of a code (bounded-issues.ts), and this one counts the rest.
   */
  omitted?: number;
}

/** A reader's catalogue entry for one code: the severity it is reported with, what it means, what to do. */
export interface IssueEntry {
  severity: InputIssue['severity'];
  meaning: string;
  fix: string;
}

export function hasErrors(issues: readonly InputIssue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

/** Column letters of a 1-based column number: 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let n = column;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A1-style address with the sheet, quoted as Excel writes it: 'Crosstable'!F9. */
export function cellAddress(sheet: string, row: number, column: number): string {
  return `'${sheet.replace(/'/g, "''")}'!${columnLetters(column)}${row}`;
}

export function formatLocation(location: InputLocation): string {
  if (location.kind === 'cell') return cellAddress(location.sheet, location.row, location.column);
  return `${location.file ?? '<input>'}:${location.line}:${location.column}`;
}

/** One line, compiler style: "'Crosstable'!F9: error grid/unknown-token: …". */
export function formatInputIssue(issue: InputIssue): string {
  return `${formatLocation(issue.location)}: ${issue.severity} ${issue.code}: ${issue.message}`;
}

/** An input issue for tools (`--json`): where (sheet and cell, or file, line and column) and what. */
export interface InputIssueRecord {
  file?: string;
  sheet?: string;
  cell?: string;
  line?: number;
  column?: number;
  severity: 'error' | 'warning';
  code: string;
  message: string;
  /** Issues of this code found after this one and not listed (InputIssue.omitted). */
  omitted?: number;
}

export function inputIssueRecord(issue: InputIssue): InputIssueRecord {
  const { location, severity, code, message } = issue;
  const where: Omit<InputIssueRecord, 'severity' | 'code' | 'message'> =
    location.kind === 'cell'
      ? { sheet: location.sheet, cell: `${columnLetters(location.column)}${location.row}` }
      : { ...(location.file !== undefined && { file: location.file }), line: location.line, column: location.column };
  return { ...where, severity, code, message, ...(issue.omitted !== undefined && { omitted: issue.omitted }) };
}

/** Issues in reading order: by row (or line), then column, then code — the same order for the same input. */
export function sortIssues(issues: readonly InputIssue[]): InputIssue[] {
  // Each issue's row (or line) and column read once, not at every comparison: files with thousands of issues.
  const keyed = issues.map((issue) => {
    const at = issue.location;
    return at.kind === 'cell' ? { issue, row: at.row, column: at.column } : { issue, row: at.line, column: at.column };
  });
  keyed.sort((a, b) => a.row - b.row || a.column - b.column || a.issue.code.localeCompare(b.issue.code));
  return keyed.map((k) => k.issue);
}
