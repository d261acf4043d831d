import type { Contribution, CriterionResult, Evaluation, PlayerId } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/**
 * At most this many audit rows are written whole: a sheet holds 1,048,576 rows, and a
 * 5,000-player, 15-round open with the full FIDE list has 2.5 million contributions — more than
 * Excel holds, and more than anyone reads in a sheet. Above it, the Audit holds the values
 * that placed someone (see auditScope); every other value's contributions stay one command away
 * (`regula explain`, `--format json` for team events).
 */
export const AUDIT_ROW_BUDGET = 200_000;

/** Which values the Audit lists: all, or per participant the list indexes of the criteria that ranked its tied group. */
export type AuditScope = { kind: 'all' } | { kind: 'decisive'; applied: Map<PlayerId, Set<number>>; wholeRows: number };

/**
 * All values when their contributions fit the budget (counted as participants × criteria ×
 * rounds, an upper bound that reads no contribution); otherwise the decisive ones: for every
 * tie the list split, each tied participant's value of each criterion applied to the tie —
 * what an appeals committee recomputes. The score, the first column, is the crosstable's own.
 */
export function auditScope(evaluation: Pick<Evaluation, 'crosstable' | 'columns' | 'splits'>): AuditScope {
  const wholeRows = evaluation.crosstable.players.length * evaluation.columns.length * Math.max(1, evaluation.crosstable.rounds);
  if (wholeRows <= AUDIT_ROW_BUDGET) return { kind: 'all' };
  const applied = new Map<PlayerId, Set<number>>();
  for (const step of evaluation.splits) {
    if (step.index <= 0) continue;
    for (const player of step.group) {
      let indexes = applied.get(player);
      if (!indexes) applied.set(player, (indexes = new Set()));
      indexes.add(step.index);
    }
  }
  return { kind: 'decisive', applied, wholeRows };
}

/** The sentence above a decisive Audit, saying what it holds and where the rest is. */
export function auditScopeNote(scope: AuditScope): string | undefined {
  if (scope.kind === 'all') return undefined;
  return (
    `The contributions of the values that placed tied participants: for each tie, every criterion applied to it. ` +
    `The whole audit (up to ${scope.wholeRows.toLocaleString('en-US')} rows) is more than a sheet should hold; ` +
    `regula explain FILE PLAYER gives any value with its contributions.`
  );
}

/**
 * The Audit block: one row per participant × criterion × contribution, so anyone can
 * recompute every value (docs/architecture.md "Audit by construction": every contribution to
 * every tie-break).
 * Columns: No, Name, Criterion, Value, Round, Opponent, Opponent's value, Scored,
 * Contribution, Counted, Note. A team event's audit heads the names Team: its participants
 * are the teams, its opponents opponent teams. Where a contribution is built from the opponent's value
 * and the points scored against them (SB: their product; Koya: the points when the
 * opponent reaches the limit; STD: the comparison), both are shown. Above the row budget, only
 * the values the scope names (auditScope).
 */
export function auditBlock(
  evaluation: Pick<Evaluation, 'crosstable' | 'columns' | 'splits'>,
  participant = 'Name',
  scope: AuditScope = auditScope(evaluation),
): CellBlock {
  return auditTable(evaluation, participant, scope).cells;
}

/** The columns that key the Audit's rows (participant No, criterion), for a write of its changed rows alone (io/workbook/row-alignment.ts). */
export const AUDIT_KEY_COLUMNS = { participant: 0, criterion: 2 } as const;

/** Whether a table's header row is the Audit's (auditTable's first row, a participant heading of any word). */
export function isAuditHeader(row: readonly unknown[]): boolean {
  return row[0] === 'No' && row[2] === 'Criterion' && row[3] === 'Value' && row[10] === 'Note' && row.length === 11;
}

/**
 * The Audit block built up to `maxRows` rows (no sheet holds more than Excel's 1,048,576), and
 * how many rows past them it would have had: counted, not built — an audit of everyone tied
 * through a long list over 99 rounds is millions of rows.
 */
export function auditTable(
  evaluation: Pick<Evaluation, 'crosstable' | 'columns' | 'splits'>,
  participant: string,
  scope: AuditScope,
  maxRows = Infinity,
): { cells: CellBlock; beyond: number } {
  const rows: CellBlock = [
    ['No', participant, 'Criterion', 'Value', 'Round', 'Opponent', 'Opponent value', 'Scored', 'Contribution', 'Counted', 'Note'],
  ];
  let beyond = 0;
  const players = [...evaluation.crosstable.players].sort((a, b) => a.id - b.id);
  for (const player of players) {
    const applied = scope.kind === 'decisive' ? scope.applied.get(player.id) : undefined;
    if (scope.kind === 'decisive' && !applied) continue;
    for (const [index, column] of evaluation.columns.entries()) {
      if (applied && !applied.has(index)) continue;
      const result = column.values.get(player.id);
      if (!result) continue;
      if (rows.length >= maxRows) beyond += valueRowCount(result);
      else
        for (const row of valueRows(result)) {
          if (rows.length < maxRows) rows.push([player.id, player.name, column.header, ...row]);
          else beyond++;
        }
    }
  }
  return { cells: rows, beyond };
}

/** How many rows valueRows gives for a value, without making them. */
function valueRowCount(result: CriterionResult): number {
  return result.kind === 'value' ? Math.max(1, result.contributions.length) : 1;
}

/**
 * One value's rows of the Audit, without the participant and criterion: Value, Round,
 * Opponent, Opponent value, Scored, Contribution, Counted, Note — a row per contribution, or
 * one row (the value and its note, or "n/a" and the reason) when it has none. The audit
 * report's ties (io/render/audit-report.ts) show the same rows.
 */
export function valueRows(result: CriterionResult): CellBlock {
  const value = resultText(result);
  if (result.kind === 'n/a') return [[value, null, null, null, null, null, null, result.reason]];
  if (result.contributions.length === 0) return [[value, null, null, null, null, null, null, result.note ?? null]];
  return result.contributions.map((c) => [
    value,
    c.round ?? null,
    c.opponent ?? null,
    c.opponentValue ? cellNumber(c.opponentValue) : null,
    c.points ? cellNumber(c.points) : null,
    cellNumber(c.value),
    c.cut ? 'no' : 'yes',
    noteText(c, result.note),
  ]);
}

function resultText(result: CriterionResult): number | string {
  return result.kind === 'value' ? cellNumber(result.value) : 'n/a';
}

function noteText(c: Contribution, resultNote: string | undefined): string | null {
  const parts = [c.note, c.cut, resultNote].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join('; ') : null;
}
