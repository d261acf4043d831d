import type { Rational, RoundingMode } from '../arith';
import type { AggregateDomain, EngineIssue } from '../model';

/** A computed value with the formula written out with the values it used ("round(29289/16)"). */
export interface Computed {
  value: Rational;
  /** The expression with every name replaced by its value. */
  text: string;
}

export type FormulaOutcome = ({ ok: true } & Computed) | { ok: false; issues: EngineIssue[] };

/**
 * Where a formula finds its names. An event scope knows the event's values
 * (`rounds`, `participants`, lets that depend on nobody in particular); a player scope
 * adds the player's own (`score`, `post-rating`, columns, per-player lets) and asks its
 * event for the rest; a team scope ranges over its members.
 */
export interface FormulaScope {
  /** Who this scope is about ("Thomas", "ABHS"), for audit trails; absent for an event. */
  readonly label?: string;
  /** The mode of `round(…)` (VCF: half-up, "1830.56 → 1831"). */
  readonly rounding: RoundingMode;
  /** A name's value, or undefined when the name means nothing here. */
  name(name: string): FormulaOutcome | undefined;
  /** A crosstable column by its header. */
  column(header: string): FormulaOutcome;
  /** What an aggregate ranges over, best-placed first; a failure when the domain does not exist here. */
  domain(over: AggregateDomain): FormulaScope[] | { ok: false; issues: EngineIssue[] };
  /** A let name as written ("AR" for "ar"). */
  display(name: string): string;
}

export function failure(issue: EngineIssue): { ok: false; issues: EngineIssue[] } {
  return { ok: false, issues: [issue] };
}

export function success(value: Rational, text: string): FormulaOutcome {
  return { ok: true, value, text };
}

/** Issues once each, in order of first appearance (a failed AR is reported once, not once per player). */
export function uniqueIssues(issues: readonly EngineIssue[]): EngineIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.code}|${issue.player ?? ''}|${issue.round ?? ''}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
