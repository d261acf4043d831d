/**
 * Inputs of up to 1 MB, read or checked (the aim: none may take more than 1 s): TRF, CSV grids,
 * match sheets and regulations built to the size limit in the shapes that were slow before —
 * repeated content, one enormous line or row, thousands of unknown words. A regulation over
 * 256 KB is refused at once (dsl MAX_REGULATION_CHARS); its largest accepted size is measured.
 * Part of npm run bench.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRegulation, formatRegulation } from '../dsl';
import { decodeTrfBytes, parseCsv, readGrid, readMatches, readTrf } from '../io';
import { REPO_ROOT } from '../test/support/fixture-paths';

const MB = 1 << 20;
const REGULATION_LIMIT = 256 * 1024 - 1;
const fill = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const read = (...parts: string[]) => readFileSync(join(REPO_ROOT, ...parts), 'utf8');

export function benchInputs(report: (label: string, samples: number[]) => void, runs: number): void {
  const regulation = read('samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula');
  const trf = decodeTrfBytes(new Uint8Array(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'trf', 'pub08_swiss_300x11.trf'))));
  const csv = read('samples', 'tournaments', 'vcf-k12-2021.csv');
  const match = read('samples', 'tournaments', 'team-ko-match-1.csv');
  const cases: [string, () => unknown][] = [
    ['TRF: pub08 repeated to 1 MB', () => readTrf(fill(trf))],
    ['TRF: one 1 MB line', () => readTrf(`XXR 5\n001    1 ${'x'.repeat(MB)}`)],
    ['CSV: a wall chart repeated to 1 MB', () => readGrid(parseCsv(fill(csv)), { sheet: 'S' })],
    ['CSV: one row of 1 MB of cells', () => readGrid(parseCsv(`No,Name,${fill('Rd 1,')}`), { sheet: 'S' })],
    ['match sheet repeated to 1 MB', () => readMatches(parseCsv(fill(`${match}\n`)), { sheet: 'S' })],
    ['regulation: a sample repeated to 256 KB, checked', () => checkRegulation(fill(`${regulation}\n`, REGULATION_LIMIT))],
    [
      'regulation: 256 KB of unknown tie-breaks, checked',
      () => checkRegulation(`regulation "x"\ntie-breaks\n${fill('  1. buchholzz sonneborrn cut 1\n', REGULATION_LIMIT - 30)}`),
    ],
    ['regulation: a sample repeated to 256 KB, formatted', () => formatRegulation(fill(`${regulation}\n`, REGULATION_LIMIT))],
    ['regulation: 1 MB, refused', () => checkRegulation(fill(`${regulation}\n`))],
  ];
  console.log('\ninputs of up to 1 MB (the limit: 1 s each)');
  for (const [label, work] of cases) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      work();
      samples.push(performance.now() - start);
    }
    report(label, samples);
  }
}
