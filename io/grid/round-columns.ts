import type { InputIssue } from '../issues';
import type { HeaderStructure } from './header-row';
import type { RoundPart } from './headers';
import { issueAt, type GridSheet } from './sheet';
import { minOf, maxOf } from '../../engine';

/** Where each round's cells are: one column per round, or three for the plain layout. */
export type RoundColumns =
  { kind: 'single'; columns: number[] } | { kind: 'plain'; columns: Array<{ opponent: number; colour?: number; result: number }> };

/**
 * One column per round, from `Rd n` / `n.Rd` headers or, when `bare` is set, from bare
 * numbers. Rounds must run 1, 2, … without a gap and appear once each.
 */
export function singleRoundColumns(
  sheet: GridSheet,
  header: HeaderStructure,
  bare: boolean,
): { columns: RoundColumns & { kind: 'single' }; issues: InputIssue[] } {
  const source = bare ? header.numbers : header.rounds;
  const issues: InputIssue[] = [];
  const columns: number[] = [];
  const max = maxOf(source.keys(), 0);
  for (let round = 1; round <= max; round++) {
    const list = source.get(round);
    if (!list) {
      const next = [...source.entries()].filter(([r]) => r > round).sort((a, b) => a[0] - b[0])[0];
      issues.push(
        issueAt(
          sheet,
          header.rowIndex,
          next![1][0]!,
          'grid/missing-round-column',
          `No column for round ${round}: the round columns skip from ${round - 1} to ${next![0]}; expected one column per round.`,
        ),
      );
      continue;
    }
    for (const extra of list.slice(1)) {
      issues.push(
        issueAt(
          sheet,
          header.rowIndex,
          extra,
          'grid/duplicate-round-column',
          `A second column for round ${round}; expected one column per round.`,
        ),
      );
    }
    columns[round - 1] = list[0]!;
  }
  return { columns: { kind: 'single', columns }, issues };
}

/** The plain layout's opponent, colour and result columns per round. */
export function plainRoundColumns(
  sheet: GridSheet,
  header: HeaderStructure,
): { columns: RoundColumns & { kind: 'plain' }; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const columns: Array<{ opponent: number; colour?: number; result: number }> = [];
  const max = maxOf(header.parts.keys(), 0);
  for (let round = 1; round <= max; round++) {
    const parts = header.parts.get(round);
    if (!parts) {
      const next = [...header.parts.entries()].filter(([r]) => r > round).sort((a, b) => a[0] - b[0])[0]!;
      const at = [...next[1].values()][0]![0]!;
      issues.push(
        issueAt(
          sheet,
          header.rowIndex,
          at,
          'grid/missing-round-column',
          `No columns for round ${round}: the rounds skip from ${round - 1} to ${next[0]}; expected opponent, colour and result columns for every round.`,
        ),
      );
      continue;
    }
    const first = (part: RoundPart) => {
      const list = parts.get(part);
      for (const extra of list?.slice(1) ?? []) {
        issues.push(
          issueAt(
            sheet,
            header.rowIndex,
            extra,
            'grid/duplicate-round-column',
            `A second ${part} column for round ${round}; expected one.`,
          ),
        );
      }
      return list?.[0];
    };
    const opponent = first('opponent');
    const colour = first('colour');
    const result = first('result');
    const anyColumn = minOf([...parts.values()].flat());
    if (opponent === undefined || result === undefined) {
      const missing = opponent === undefined ? `opponent column (R${round} Opp)` : `result column (R${round} Res)`;
      issues.push(
        issueAt(
          sheet,
          header.rowIndex,
          anyColumn,
          'grid/missing-round-column',
          `Round ${round} has no ${missing}; expected opponent, colour and result columns.`,
        ),
      );
      continue;
    }
    columns[round - 1] = { opponent, result, ...(colour !== undefined && { colour }) };
  }
  return { columns: { kind: 'plain', columns }, issues };
}
