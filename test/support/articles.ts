import { compileRegulation, formatDiagnostic } from '../../dsl';
import { evaluate, type Crosstable, type Evaluation, type Formula, type Regulation } from '../../engine';
import { file } from './dsl';
import { spec } from './evaluate';
import { crosstableFromRows } from './notation';

/** A grand-prix points formula as the language lowers it. */
export function formulaOf(text: string, ...lets: string[]): { points: Formula; regulation: Regulation } {
  const compiled = compileRegulation(file('regulation "R"', 'grand-prix "G"', ...lets.map((l) => `  let ${l}`), `  points = ${text}`));
  if (!compiled.regulation) throw new Error(compiled.diagnostics.map((d) => formatDiagnostic(d, 'test.regula')).join('\n'));
  return { points: compiled.regulation.grandPrix![0]!.points, regulation: compiled.regulation };
}

/**
 * A one-round section of `count` players: 1 beats 2, 3 beats 4, … (an odd last player
 * gets the pairing-allocated bye). Columns come from `fields(i)` for player i (1-based).
 */
export function oneRoundSection(count: number, fields: (i: number) => Record<string, string> = () => ({}), name?: string): Crosstable {
  const rows = Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    if (i === count && count % 2 === 1) return ['+BYE'];
    return i % 2 === 1 ? [`+W${i + 1}`] : [`-B${i - 1}`];
  });
  const table = crosstableFromRows(rows);
  return { ...table, ...(name && { name }), players: table.players.map((p) => ({ ...p, fields: fields(p.id) })) };
}

/** Evaluates with a deterministic order: points, then starting rank (TPN), so every place is distinct. */
export function evaluateByStartingRank(crosstable: Crosstable, regulation: Regulation): Evaluation {
  return evaluate(crosstable, { ...regulation, tiebreaks: [spec('PTS'), spec('TPN')] });
}

/** Post ratings centred on `average` (average ± k), so their average is exactly `average`. */
export function ratingsAround(average: number, count: number): (i: number) => string {
  return (i) => String(average + i - (count + 1) / 2);
}
