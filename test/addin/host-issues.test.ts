import { describe, expect, it } from 'vitest';
import { HostError, toHostIssue } from '../../addin/excel/host-issues';

// Issue 18: outside Office the pane said "Excel is not defined", and every failure that was not
// Office's was labelled an Excel failure.
describe('toHostIssue', () => {
  it('says the page was opened outside Office when office.js defines no Excel', () => {
    let thrown: unknown;
    try {
      // The ReferenceError a browser throws for an undefined global, as in a tab outside Office.
      throw new ReferenceError('Excel is not defined');
    } catch (error) {
      thrown = error;
    }
    expect(toHostIssue(thrown)).toEqual({
      code: 'host/no-office',
      message: 'Regula runs inside Excel: open it from Excel (Home → Regula → Regulations). This page was opened outside Office.',
      detail: 'Excel is not defined',
    });
  });

  it('calls a failure of Regula itself an internal error, not an Excel one', () => {
    const issue = toHostIssue(new RangeError('Maximum call stack size exceeded'));
    expect(issue.code).toBe('host/internal');
    expect(issue.message).toBe('Regula failed (an internal error; please report it with the workbook): Maximum call stack size exceeded');
    expect(issue.message).not.toContain('Excel');
  });

  it('keeps Office’s own errors and HostErrors as they were', () => {
    expect(toHostIssue({ code: 'AccessDenied', message: 'denied' }).code).toBe('host/AccessDenied');
    const own = new HostError({ code: 'host/x', message: 'm' });
    expect(toHostIssue(own)).toEqual({ code: 'host/x', message: 'm' });
  });
});
