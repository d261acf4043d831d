import type { OutputCell } from './cell-text';

/*
 * Which old row each new row of a table keeps, for a write of the changed cells alone
 * (changed-cells.ts): an array over the new rows holding the old row's index, or NEW_ROW for a
 * row inserted; the old indexes it holds only increase, and old rows it does not hold are
 * deleted. Every alignment is one pass over both tables.
 */

/** A new row that keeps no old row: inserted. */
export const NEW_ROW = -1;

/** Rows kept by position: the first of the shorter table's length, then rows added or removed at the end. */
export function alignByPosition(oldRows: number, newRows: number): Int32Array {
  const kept = new Int32Array(newRows).fill(NEW_ROW);
  for (let i = 0; i < Math.min(oldRows, newRows); i++) kept[i] = i;
  return kept;
}

/** The columns of the Audit's key (io/output/audit.ts): its rows are sorted by participant, then the list's order, then contribution. */
export interface AuditKeyColumns {
  participant: number;
  criterion: number;
}

/**
 * The Audit's rows aligned by their key — participant No (ascending), criterion (the list's
 * order), contribution (its place among the value's rows) — in one merge: participants by No;
 * within a participant, its criteria by their longest common sequence (the list of 20–40
 * criteria, or fewer); within a criterion, its rows in order, the extra ones inserted or deleted
 * at its end. Undefined when a table is not in that order (a No not a number or not rising, a
 * criterion twice in one participant's rows): the caller writes the sheet whole.
 */
export function alignAuditRows(
  oldRows: readonly (readonly OutputCell[])[],
  newRows: readonly (readonly OutputCell[])[],
  key: AuditKeyColumns,
): Int32Array | undefined {
  const oldRuns = participantRuns(oldRows, key);
  const newRuns = participantRuns(newRows, key);
  if (!oldRuns || !newRuns) return undefined;
  const kept = new Int32Array(newRows.length).fill(NEW_ROW);
  let i = 0;
  for (const run of newRuns) {
    while (i < oldRuns.length && oldRuns[i]!.no < run.no) i++;
    const old = oldRuns[i];
    if (!old || old.no !== run.no) continue;
    if (!alignCriteria(old.criteria, run.criteria, kept)) return undefined;
    i++;
  }
  return kept;
}

interface CriterionRun {
  criterion: OutputCell;
  start: number;
  end: number;
}

interface ParticipantRun {
  no: number;
  criteria: CriterionRun[];
}

/** The table's rows as runs of one participant, each as runs of one criterion; undefined when not in the Audit's order. */
function participantRuns(rows: readonly (readonly OutputCell[])[], key: AuditKeyColumns): ParticipantRun[] | undefined {
  const runs: ParticipantRun[] = [];
  let seen = new Set<OutputCell>();
  for (let r = 0; r < rows.length; r++) {
    const no = rows[r]![key.participant];
    const criterion = rows[r]![key.criterion] ?? null;
    if (typeof no !== 'number') return undefined;
    let run = runs[runs.length - 1];
    if (!run || run.no !== no) {
      if (run && no <= run.no) return undefined;
      run = { no, criteria: [] };
      runs.push(run);
      seen = new Set();
    }
    const last = run.criteria[run.criteria.length - 1];
    if (last && last.criterion === criterion) {
      last.end = r + 1;
      continue;
    }
    if (seen.has(criterion)) return undefined;
    seen.add(criterion);
    run.criteria.push({ criterion, start: r, end: r + 1 });
  }
  return runs;
}

/** At most this many criterion pairs compared for one participant (a list is tens of criteria long). */
const CRITERIA_PAIRS = 10_000;

/** One participant's criteria aligned by their longest common sequence, and each criterion's rows in order. */
function alignCriteria(oldRuns: readonly CriterionRun[], newRuns: readonly CriterionRun[], kept: Int32Array): boolean {
  const pairs = commonSequence(
    oldRuns.map((r) => r.criterion),
    newRuns.map((r) => r.criterion),
  );
  if (!pairs) return false;
  for (const [o, n] of pairs) {
    const old = oldRuns[o]!;
    const run = newRuns[n]!;
    const length = Math.min(old.end - old.start, run.end - run.start);
    for (let t = 0; t < length; t++) kept[run.start + t] = old.start + t;
  }
  return true;
}

/** Index pairs of a longest common sequence of two short lists (the same list: each with itself); undefined past CRITERIA_PAIRS. */
function commonSequence(a: readonly OutputCell[], b: readonly OutputCell[]): [number, number][] | undefined {
  if (a.length === b.length && a.every((x, i) => x === b[i])) return a.map((_, i) => [i, i]);
  if (a.length * b.length > CRITERIA_PAIRS) return undefined;
  // lengths[i][j]: the longest common sequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Int32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}
