import { MAX_ISSUES_PER_CODE } from '../io';

/** Messages of one severity and code a run prints: the readers' own bound (io/bounded-issues.ts). */
export const MAX_MESSAGES_PER_CODE = MAX_ISSUES_PER_CODE;

/** Messages a run prints in all, whatever their codes: a screenful of pages, not a gigabyte of stderr. */
export const MAX_MESSAGES = 1000;

/** What a run did not print of one severity and code, and where the first of them was. */
export interface HeldMessages {
  severity: 'error' | 'warning' | 'note';
  code: string;
  count: number;
  file?: string;
}

/**
 * The bound on what a run prints (cli/report.ts): the first MAX_MESSAGES_PER_CODE of each severity
 * and code, at most MAX_MESSAGES in all; the rest are counted, and said as one line a code
 * ("… and 2,545,631 more grid/unknown-token errors"). A reader's issue that counts issues it did
 * not keep (InputIssue.omitted) adds them to the count.
 */
export class MessageCap {
  private shown = 0;
  private readonly shownOf = new Map<string, number>();
  private readonly held = new Map<string, HeldMessages>();

  /**
   * Whether to print this message; when not, it is counted with `omitted` more of its code. A
   * message outside the total (the command's own: "not ranked: …") is bounded per code only, so
   * the outcome of a run is said after any number of problems.
   */
  admit(severity: HeldMessages['severity'], code: string, omitted: number, file: string | undefined, inTotal = true): boolean {
    const key = `${severity} ${code}`;
    const shown = this.shownOf.get(key) ?? 0;
    if (shown < MAX_MESSAGES_PER_CODE && (!inTotal || this.shown < MAX_MESSAGES)) {
      this.shownOf.set(key, shown + 1);
      if (inTotal) this.shown++;
      if (omitted > 0) this.hold(key, severity, code, omitted, file);
      return true;
    }
    this.hold(key, severity, code, 1 + omitted, file);
    return false;
  }

  /** The counts held back since the last call, in the order their codes were first held. */
  take(): HeldMessages[] {
    const held = [...this.held.values()];
    this.held.clear();
    return held;
  }

  private hold(key: string, severity: HeldMessages['severity'], code: string, count: number, file: string | undefined): void {
    const held = this.held.get(key);
    if (held) held.count += count;
    else this.held.set(key, { severity, code, count, ...(file !== undefined && { file }) });
  }
}

/** "… and 2,545,631 more grid/unknown-token errors, not listed (the first 100 of a code are)". */
export function heldMessage(held: HeldMessages): string {
  const noun = held.count === 1 ? held.severity : `${held.severity}s`;
  return `… and ${held.count.toLocaleString('en-US')} more ${held.code} ${noun}, not listed (a run lists the first ${MAX_MESSAGES_PER_CODE} of a code, ${MAX_MESSAGES.toLocaleString('en-US')} in all)`;
}
