import {
  checkReciprocity,
  pointsFor,
  Rational,
  describeResult,
  PlayerMap,
  type ConsistencyProblem,
  type Crosstable,
  type Player,
  type PointSystem,
  pushAll,
} from '../../engine';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import { recordWords, resultWords } from './describe';
import type { CellOrigin } from './draft-cell';
import type { GridIssueCode } from './grid-issues';
import { indexById, roundKey, type ResolvedRow } from './resolve';
import { addressOf, issueAt, type GridSheet } from './sheet';

export interface ValidationContext {
  sheet: GridSheet;
  crosstable: Crosstable;
  rows: readonly ResolvedRow[];
  /** roundKey(id, round) of the records that could not be read (resolve.ts). */
  unreadable: ReadonlySet<number>;
  /** The number a player goes by in this table's cells (line or starting number). */
  numberOf: (id: number) => number | undefined;
  pointsColumn: number | undefined;
  /** "Round 3: " for round layouts; "" or "Second cycle: " for a round-robin grid, whose rounds are assumed. */
  roundPrefix: (round: number) => string;
}

/**
 * Every check of a crosstable read from cells (docs/inputs.md: every game must mirror the
 * opponent's entry), each problem located at the cell it concerns.
 * Records that could not be read are not checked against: their own issue is the
 * finding, and a cascade of mirror errors would only hide it.
 */
export function validateCrosstable(input: ValidationContext): InputIssue[] {
  const context: Indexed = {
    ...input,
    rowsById: indexById(input.rows),
    playersById: indexById(input.crosstable.players),
  };
  const problems = checkReciprocity(context.crosstable);
  // A player named by two rows in a round names at most one of them back, so a table whose
  // games all mirror has no duplicate pairing: the search (a pass per round) is skipped.
  const issues = problems.some((p) => UNMIRRORED.has(p.code)) ? checkDuplicatePairings(context) : [];
  pushAll(issues, checkMirrors(context, problems));
  pushAll(issues, checkByePoints(context));
  pushAll(issues, checkDeclaredPoints(context));
  return issues;
}

/** The problems of a record whose opponent's record does not name it back. */
const UNMIRRORED: ReadonlySet<ConsistencyProblem['code']> = new Set(['not-mirrored', 'unknown-opponent', 'paired-with-self'] as const);

interface Indexed extends ValidationContext {
  rowsById: PlayerMap<ResolvedRow>;
  playersById: PlayerMap<Player>;
}

function originOf(context: Indexed, id: number, round: number): CellOrigin | undefined {
  return context.rowsById.get(id)?.cells[round - 1]?.origin;
}

/** "12 (Peter G.)": the number the cells use, and the name. */
function label(context: Indexed, id: number): string {
  const player = context.playersById.get(id);
  const number = context.numberOf(id) ?? id;
  return player && player.name !== '' ? `${number} (${player.name})` : String(number);
}

function at(context: Indexed, origin: CellOrigin, column: number, code: GridIssueCode, message: string): InputIssue {
  return issueAt(context.sheet, origin.rowIndex, column, code, message);
}

/** A player named by two or more rows in one round: reported at every such cell. */
function checkDuplicatePairings(context: Indexed): InputIssue[] {
  const issues: InputIssue[] = [];
  for (let round = 1; round <= context.crosstable.rounds; round++) {
    const claims = new Map<number, number[]>();
    for (const player of context.crosstable.players) {
      const record = player.rounds[round - 1];
      const opponent = record && 'opponent' in record ? record.opponent : undefined;
      if (opponent === undefined || context.unreadable.has(roundKey(player.id, round))) continue;
      const claimants = claims.get(opponent);
      if (claimants) claimants.push(player.id);
      else claims.set(opponent, [player.id]);
    }
    for (const [opponent, claimants] of claims) {
      if (claimants.length < 2) continue;
      // Each claimant described once; each message lists all the others.
      const described = claimants.map((c) => {
        const origin = originOf(context, c, round)!;
        return `${label(context, c)} at ${addressOf(context.sheet, origin.rowIndex, origin.columnIndex)}`;
      });
      for (const claimant of claimants) {
        const origin = originOf(context, claimant, round)!;
        const others = described.filter((_, i) => claimants[i] !== claimant);
        pushBounded(
          issues,
          at(
            context,
            origin,
            origin.columnIndex,
            'grid/duplicate-pairing',
            `${context.roundPrefix(round)}'${origin.text}' names ${label(context, opponent)}, who is also named in round ${round} by ${others.join(', ')}; expected each player once per round.`,
          ),
        );
      }
    }
  }
  return issues;
}

/** The engine's reciprocity problems (checkReciprocity) as issues at their cells, and the draughts advantages. */
function checkMirrors(context: Indexed, problems: readonly ConsistencyProblem[]): InputIssue[] {
  const issues: InputIssue[] = [];
  for (const problem of problems) {
    const { player, round } = problem;
    const opponent = 'opponent' in problem ? problem.opponent : undefined;
    if (context.unreadable.has(roundKey(player, round))) continue;
    if (opponent !== undefined && context.unreadable.has(roundKey(opponent, round))) continue;
    const origin = originOf(context, player, round);
    if (!origin) continue;
    const theirs = opponent === undefined ? undefined : originOf(context, opponent, round);
    const theirCell = theirs ? `${addressOf(context.sheet, theirs.rowIndex, theirs.columnIndex)} '${theirs.text}'` : 'no cell';
    switch (problem.code) {
      case 'unknown-opponent':
        pushBounded(
          issues,
          at(
            context,
            origin,
            origin.columnIndex,
            'grid/unknown-opponent',
            `${context.roundPrefix(round)}'${origin.text}' names ${problem.opponent}, who is not in the table.`,
          ),
        );
        break;
      case 'paired-with-self':
        pushBounded(
          issues,
          at(
            context,
            origin,
            origin.columnIndex,
            'grid/paired-with-self',
            `${context.roundPrefix(round)}'${origin.text}' names the row's own player.`,
          ),
        );
        break;
      case 'not-mirrored':
        pushBounded(
          issues,
          at(
            context,
            origin,
            origin.columnIndex,
            'grid/not-mirrored',
            `${context.roundPrefix(round)}'${origin.text}' names ${label(context, problem.opponent)}, whose round ${round} is ${theirCell} (${recordWords(problem.found, (id) => label(context, id))}); expected it to name ${label(context, player)}.`,
          ),
        );
        break;
      case 'result-mismatch':
        pushBounded(
          issues,
          at(
            context,
            origin,
            origin.resultColumn ?? origin.columnIndex,
            'grid/result-mismatch',
            `${context.roundPrefix(round)}'${origin.text}' against ${label(context, problem.opponent)}, whose cell ${theirCell} records ${resultWords(describeResult(problem.found))}; expected ${resultWords(problem.expected)} there.`,
          ),
        );
        break;
      case 'colour-mismatch':
        pushBounded(
          issues,
          at(
            context,
            origin,
            origin.colourColumn ?? origin.columnIndex,
            'grid/colour-mismatch',
            `${context.roundPrefix(round)}'${origin.text}' and ${theirCell} of ${label(context, problem.opponent)} give the same colour; expected opposite colours.`,
          ),
        );
        break;
    }
  }
  pushAll(issues, checkAdvantages(context));
  return issues;
}

/** Draughts draws with advantage mirror as 1+ against 1− (DrA criteria 20–21). */
function checkAdvantages(context: Indexed): InputIssue[] {
  const issues: InputIssue[] = [];
  // Without a single 1+ or 1− every draw mirrors a plain draw: no need to look up each opponent's.
  if (!context.crosstable.players.some((player) => player.rounds.some((r) => r.kind === 'played' && r.advantage !== undefined)))
    return issues;
  for (const player of context.crosstable.players) {
    player.rounds.forEach((record, index) => {
      const round = index + 1;
      if (record.kind !== 'played' || record.outcome !== 'draw') return;
      const theirs = context.playersById.get(record.opponent)?.rounds[index];
      if (theirs?.kind !== 'played' || theirs.opponent !== player.id || theirs.outcome !== 'draw') return;
      if (context.unreadable.has(roundKey(record.opponent, round))) return;
      const expected = record.advantage === 'plus' ? 'minus' : record.advantage === 'minus' ? 'plus' : undefined;
      if (theirs.advantage === expected) return;
      const origin = originOf(context, player.id, round)!;
      const other = originOf(context, record.opponent, round)!;
      const word = (a: 'plus' | 'minus' | undefined) =>
        a === 'plus' ? 'a draw with advantage (1+)' : a === 'minus' ? 'a draw with disadvantage (1−)' : 'a plain draw';
      pushBounded(
        issues,
        at(
          context,
          origin,
          origin.resultColumn ?? origin.columnIndex,
          'grid/result-mismatch',
          `${context.roundPrefix(round)}'${origin.text}' against ${label(context, record.opponent)}, whose cell ${addressOf(context.sheet, other.rowIndex, other.columnIndex)} '${other.text}' records ${word(theirs.advantage)}; expected ${word(expected)} there.`,
        ),
      );
    });
  }
  return issues;
}

function checkByePoints(context: Indexed): InputIssue[] {
  const issues: InputIssue[] = [];
  const system: PointSystem = context.crosstable.pointSystem;
  for (const row of context.rows) {
    row.cells.forEach((cell, index) => {
      const record = row.records[index]!;
      if (!cell.printedPoints || !cell.origin || (record.kind !== 'pab' && record.kind !== 'hpb' && record.kind !== 'absent')) return;
      const scored = system[record.kind];
      if (scored.eq(cell.printedPoints)) return;
      const origin = cell.origin;
      pushBounded(
        issues,
        issueAt(
          context.sheet,
          origin.rowIndex,
          origin.resultColumn ?? origin.columnIndex,
          'grid/bye-points',
          `${context.roundPrefix(index + 1)}'${origin.text}' prints ${cell.printedPoints.toDecimalString()} for ${resultWords(record.kind)}; expected ${scored.toDecimalString()}, what the point system '${system.name}' gives (its value is used).`,
          'warning',
        ),
      );
    });
  }
  return issues;
}

/**
 * A player's points: the sum of the round's points in round order, as computeScores adds them
 * (only the total is needed here, not its per-round and running lines for every player).
 */
function totalOf(player: Player, system: PointSystem): Rational {
  let total = Rational.ZERO;
  for (let i = 0; i < player.rounds.length; i++) total = total.add(pointsFor(player.rounds[i]!, system));
  return total;
}

/** Declared points are checked, never trusted (Player.declaredPoints). */
function checkDeclaredPoints(context: Indexed): InputIssue[] {
  if (context.pointsColumn === undefined) return [];
  const issues: InputIssue[] = [];
  const system = context.crosstable.pointSystem;
  for (const row of context.rows) {
    const player = context.playersById.get(row.id)!;
    if (!player.declaredPoints) continue;
    if (context.unreadable.size > 0 && row.records.some((_, i) => context.unreadable.has(roundKey(row.id, i + 1)))) continue;
    const computed = totalOf(player, system);
    if (computed.eq(player.declaredPoints)) continue;
    pushBounded(
      issues,
      issueAt(
        context.sheet,
        row.row.rowIndex,
        context.pointsColumn,
        'grid/points-mismatch',
        `Found ${player.declaredPoints.toDecimalString()} declared points; expected ${computed.toDecimalString()}, the total of the round cells under '${context.crosstable.pointSystem.name}' (the round cells are used).`,
        'warning',
      ),
    );
  }
  return issues;
}
