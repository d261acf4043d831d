/**
 * Office errors mapped to messages an arbiter can act on, in one place (docs/architecture.md,
 * "Errors are data, with stable codes": HostIssue). Office's RichApi errors carry a stable `code`; anything else is an internal
 * failure and says so.
 */
export interface HostIssue {
  code: string;
  message: string;
  /** What Office said, for a bug report. */
  detail?: string;
}

/** A HostIssue thrown across the gateway's async boundary; the task pane shows `issue`. */
export class HostError extends Error {
  constructor(readonly issue: HostIssue) {
    super(issue.message);
    this.name = 'HostError';
  }
}

const MESSAGES: Readonly<Record<string, string>> = {
  InvalidOperationInCellEditMode: 'Excel is busy: a cell is being edited. Press Enter or Esc in the sheet, then try again.',
  RequestPayloadSizeLimitExceeded:
    'Excel refused the write as too large for one request (Excel on the web takes 5 MB). Please report this: Regula writes in smaller blocks.',
  ResponsePayloadSizeLimitExceeded:
    'The used range of the sheet is too large to read in one request (Excel on the web: 5 MB). Delete stray cells far below or to the right of the crosstable.',
  ItemNotFound: 'A sheet or range Regula needs no longer exists (was it renamed or deleted?). Read the crosstable again.',
  ItemAlreadyExists: 'A sheet or name that Regula writes was created meanwhile. Read the crosstable again and run once more.',
  AccessDenied: 'Excel did not allow the change: the workbook or sheet is protected, or open read-only.',
  InvalidArgument: 'Excel rejected a value Regula wrote. Please report this with the workbook.',
  InsertDeleteConflict: 'Excel could not insert or delete cells there (a table or merged cells is in the way).',
  GeneralException: 'Excel reported a general error. Try again; if it persists, reload the add-in.',
  ApiNotFound: 'This version of Excel lacks an API Regula needs (ExcelApi 1.8). Update Office or use Excel on the web.',
  Conflict: 'Someone else changed the workbook at the same time. Try again.',
};

/**
 * The catalogue of the host codes (docs/architecture.md: one message catalogue): for each
 * `host/…` code, what happened in plain words and what the user should do — every Office
 * code MESSAGES knows, and the add-in's own. An Office code MESSAGES does not know has no
 * entry: its message quotes what Excel said.
 */
export const HOST_ISSUES = {
  // ---------------------------------------------------------------- Office's errors (MESSAGES above)
  'host/InvalidOperationInCellEditMode': {
    meaning: 'a cell of the sheet is being edited, and Excel takes no changes from the add-in meanwhile',
    fix: 'Press Enter or Esc in the sheet to finish the edit, then try again.',
  },
  'host/RequestPayloadSizeLimitExceeded': {
    meaning: 'Excel refused a write as too large for one request (5 MB in Excel on the web)',
    fix: 'Please report it with the workbook: Regula is meant to split its writes into smaller requests.',
  },
  'host/ResponsePayloadSizeLimitExceeded': {
    meaning: "the sheet's used range is too large for Excel to send in one request (5 MB in Excel on the web)",
    fix: 'Delete stray cells far below or to the right of the crosstable, so that the used range is little more than the crosstable, then try again.',
  },
  'host/ItemNotFound': {
    meaning: 'a sheet or range the add-in needs no longer exists; it may have been renamed or deleted',
    fix: 'Click Read crosstable again, then Run.',
  },
  'host/ItemAlreadyExists': {
    meaning: 'a sheet or name the add-in writes was created meanwhile by something else',
    fix: 'Click Read crosstable again, then Run once more.',
  },
  'host/AccessDenied': {
    meaning: 'Excel did not allow the change: the workbook or sheet is protected, or open read-only',
    fix: 'Unprotect the sheet and the workbook (Review tab), or open a copy you can edit, then run again.',
  },
  'host/InvalidArgument': {
    meaning: 'Excel rejected a value the add-in wrote',
    fix: 'Please report it with the workbook: this is a fault of Regula, not of the crosstable.',
  },
  'host/InsertDeleteConflict': {
    meaning: 'Excel could not insert or delete cells there, because a table or merged cells are in the way',
    fix: 'Unmerge the cells, or move the table out of the way beside the crosstable, then run again.',
  },
  'host/GeneralException': {
    meaning: 'Excel reported a general error without saying more',
    fix: 'Try again; if it persists, reload the add-in, and report it with the workbook if it still fails.',
  },
  'host/ApiNotFound': {
    meaning: 'this version of Excel lacks a feature the add-in needs (ExcelApi 1.8)',
    fix: 'Update Office, or use Excel on the web.',
  },
  'host/Conflict': {
    meaning: 'someone else changed the workbook at the same time',
    fix: 'Wait until the other changes are saved, then try again.',
  },

  // ---------------------------------------------------------------- the add-in's own
  'host/no-office': {
    meaning: "the add-in's page was opened outside Excel, so there is no workbook to work on",
    fix: 'Open it from Excel: Home → Regula → Regulations.',
  },
  'host/internal': {
    meaning: 'an internal error stopped the add-in: a fault of Regula, not an error of Excel',
    fix: 'Please report it with the workbook and the message shown.',
  },
  'host/sheet-too-large': {
    meaning:
      "the sheet's used range holds more than 8 million cells in its parts that hold any (read in blocks around the cells that exist): far more than any crosstable",
    fix: 'Delete the cells far below or to the right of the crosstable, so that what is left is little more than the crosstable, then read it again.',
  },
  'host/not-regula-sheet': {
    meaning:
      'the workbook has a sheet with a name Regula writes (such as Regula Standings) that Regula did not write, so nothing was written',
    fix: 'Rename that sheet (Regula never overwrites your sheets), then run again.',
  },
} as const satisfies Record<string, { meaning: string; fix: string }>;

export type HostIssueCode = keyof typeof HOST_ISSUES;

/** Any error from an Office call → a HostIssue with a clear message. */
export function toHostIssue(error: unknown): HostIssue {
  if (error instanceof HostError) return error.issue;
  const office = officeError(error);
  if (office) {
    const known = MESSAGES[office.code];
    return {
      code: `host/${office.code}`,
      message: known ?? `Excel refused the operation (${office.code}): ${office.message}`,
      detail: office.location ? `${office.message} (at ${office.location})` : office.message,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  // Opened outside Office (a browser tab on the dev server): office.js defines no Excel to talk to.
  if (error instanceof ReferenceError && /\b(Excel|Office)\b/.test(message))
    return {
      code: 'host/no-office',
      message: 'Regula runs inside Excel: open it from Excel (Home → Regula → Regulations). This page was opened outside Office.',
      detail: message,
    };
  // Not an error of Excel's: a failure of Regula itself, and said to be one.
  return {
    code: 'host/internal',
    message: `Regula failed (an internal error; please report it with the workbook): ${message}`,
    detail: message,
  };
}

/** RichApi errors (OfficeExtension.Error) by their shape: office.js is not loaded in Node tests. */
function officeError(error: unknown): { code: string; message: string; location?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; message?: unknown; debugInfo?: { errorLocation?: unknown } };
  if (typeof e.code !== 'string' || e.code === '') return undefined;
  const location = typeof e.debugInfo?.errorLocation === 'string' ? e.debugInfo.errorLocation : undefined;
  return { code: e.code, message: typeof e.message === 'string' ? e.message : e.code, ...(location ? { location } : {}) };
}
