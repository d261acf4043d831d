import type { InputIssue } from './issues';

/**
 * Issues of one code a reader keeps: more than anyone reads, and a bound on what a damaged file
 * costs. A 50 MB CSV whose every round cell is wrong has millions of issues; the first hundred of
 * each code say what is wrong as well as all of them, and the rest are only counted — so neither
 * the memory of the read nor the messages printed grow with the file (the language stops at 100
 * syntax errors the same way: dsl/parser.ts).
 */
export const MAX_ISSUES_PER_CODE = 100;

/** Per list and severity: how many issues of each code it was given, or the issue that counts the rest. */
type Counts = Record<InputIssue['severity'], Map<string, number | InputIssue>>;
const bounds = new WeakMap<InputIssue[], Counts>();

/**
 * Adds an issue to a reader's list, unless MAX_ISSUES_PER_CODE of its severity and code are there
 * already: the next one is kept with `omitted` set, and every later one only adds to its count
 * (`omitted` of a given issue included, so bounded lists merge). The count, not the issue, is what
 * the doors print: "… and 2,545,631 more grid/unknown-token errors".
 */
export function pushBounded(issues: InputIssue[], issue: InputIssue): void {
  let counts = bounds.get(issues);
  if (!counts) bounds.set(issues, (counts = { error: new Map(), warning: new Map() }));
  const ofSeverity = counts[issue.severity];
  const seen = ofSeverity.get(issue.code) ?? 0;
  if (typeof seen !== 'number') {
    seen.omitted = (seen.omitted ?? 0) + 1 + (issue.omitted ?? 0);
    return;
  }
  if (seen < MAX_ISSUES_PER_CODE) {
    ofSeverity.set(issue.code, seen + 1);
    issues.push(issue);
    return;
  }
  const counting: InputIssue = { ...issue, omitted: issue.omitted ?? 0 };
  ofSeverity.set(issue.code, counting);
  issues.push(counting);
}

/** How many issues a list stands for: those it holds and those they count (pushBounded). */
export function issueCount(issues: readonly InputIssue[]): number {
  let count = issues.length;
  for (const issue of issues) count += issue.omitted ?? 0;
  return count;
}
