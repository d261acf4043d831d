/**
 * A 500-player, 11-round Swiss as the English chess-results export (ranking crosstable, every
 * column) and as TRF: the time to read each, and the time of a rank run (PTS BH/C1 BH SB DE,
 * fide-2026), so the cost of reading an export can be set against the run (the aim: reading a
 * 500-player export adds at most 10 % to a rank run; docs/performance.md "Reading a chess-results export"). Part of npm run bench.
 */
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, parseCriterionSpecifier, type Crosstable } from '../engine';
import { languageByCode, parseCsv, readGrid, readTrf, writeTrf } from '../io';
import { chessResultsCsv, chessResultsRows } from '../scripts/chess-results-fixtures';
import { generateSwiss } from '../test/support/generate-crosstable';

export function benchChessResults(runs: number, report: (label: string, samples: number[]) => void, median: (v: number[]) => number): void {
  const crosstable = generateSwiss({ players: 500, rounds: 11, seed: 13 });
  const rank = (c: Crosstable) => {
    const tiebreaks = ['PTS', 'BH/C1', 'BH', 'SB', 'DE'].map((t) => {
      const o = parseCriterionSpecifier(t);
      if (!o.ok) throw new Error(o.message);
      return o.spec;
    });
    return evaluate(c, { name: 'bench', edition: 'fide-2026', unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks, after: { kind: 'shared' } });
  };
  const english = languageByCode('en')!;
  const rows = chessResultsRows(crosstable, {
    language: english,
    kind: 'ranking',
    full: true,
    evaluation: rank(crosstable),
    eventName: 'Bench Open',
  });
  const csv = chessResultsCsv(rows, english);
  const trf = writeTrf(crosstable);
  const time = (work: () => unknown) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const readExport = () => {
    const read = readGrid(parseCsv(csv), { sheet: 'export' });
    if (!read.crosstable || read.issues.some((i) => i.severity === 'error')) throw new Error('the export did not read');
    return read.crosstable;
  };
  const samples = { export: [] as number[], trf: [] as number[], rank: [] as number[] };
  const read = readExport();
  for (let i = 0; i < runs; i++) {
    samples.export.push(time(readExport));
    samples.trf.push(time(() => readTrf(trf)));
    samples.rank.push(time(() => rank(read)));
  }
  console.log(
    `\n500 players x 11 rounds: chess-results export ${(csv.length / 1024).toFixed(0)} KiB, TRF ${(trf.length / 1024).toFixed(0)} KiB`,
  );
  report('read the chess-results export (parseCsv + readGrid)', samples.export);
  report('read the TRF (readTrf)', samples.trf);
  report('rank PTS BH/C1 BH SB DE, fide-2026', samples.rank);
  const share = median(samples.export) / (median(samples.export) + median(samples.rank));
  console.log(`reading the export is ${(share * 100).toFixed(0)} % of read + rank`);
}
