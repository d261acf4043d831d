import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRegulation, formatDiagnostic } from '../../dsl';
import { evaluate, type Crosstable, type Evaluation, type Regulation } from '../../engine';
import { hasErrors, parseCsv, readGrid, type CellValue } from '../../io';

/** samples/tournaments/vcf-k12-2021.csv: VCF Rules 2020-21, Enclosure 1, in the consistent row order. */
export function vcfK12Cells(): CellValue[][] {
  return parseCsv(readFileSync(fileURLToPath(new URL('../../samples/tournaments/vcf-k12-2021.csv', import.meta.url)), 'utf8'));
}

/** Reads cells as the command line would, failing the test on any input error. */
export function readCells(cells: CellValue[][], sheet = 'Crosstable'): Crosstable {
  const reading = readGrid(cells, { sheet });
  if (!reading.crosstable || hasErrors(reading.issues)) throw new Error(JSON.stringify(reading.issues.slice(0, 3)));
  return reading.crosstable;
}

/** The Enclosure 1 crosstable with extra columns appended (header, then one value per line 1–16). */
export function vcfK12With(columns: Record<string, readonly string[]> = {}): Crosstable {
  const cells = vcfK12Cells().map((row) => [...row]);
  for (const [header, values] of Object.entries(columns)) {
    cells[1]!.push(header);
    for (let i = 0; i < 16; i++) cells[i + 2]!.push(values[i] ?? '');
  }
  return readCells(cells);
}

export function compile(text: string): Regulation {
  const compiled = compileRegulation(text);
  if (!compiled.regulation) throw new Error(compiled.diagnostics.map((d) => formatDiagnostic(d, 'test.regula')).join('\n'));
  return compiled.regulation;
}

/**
 * The Virginia GSQT regulation written in the language (VCF Scholastic & College Rules 2020-21
 * v1.0(e)): individual tie-breaks US Chess 34E1–34E3, 34E9; team tie-breaks Solkoff,
 * cumulative, opposition cumulative (Part 1 3.h).
 */
export const VCF_REGULATION = `regulation "VCF Grade School Qualification Tournament" version "2020-21 v1.0(e)"
rules us-chess

scoring
  win 1, draw 1/2, loss 0
  full-point bye 1, half-point bye 1/2, zero-point bye 0

withdrawals
  zero-point bye in round 5 means withdrawn       # not eligible for individual awards

tie-breaks
  1. modified median
  2. solkoff
  3. cumulative
  4. opposition cumulative
  then shared

grand-prix "VCF Cup points"
  let AR  = round(average post-rating of participants)   # 1830.56 -> 1831, 1830.49 -> 1830
  let NoP = count of participants                        # played at least one round
  let SP  = score / rounds                               # every bye counts
  points  = AR * SP * NoP / 1000, shown to 4 decimals
  bonus 3 to clear first                                 # no bonus when first is shared
  no tie-breaks                                          # tied players get equal points

team "School" by column "School Code"
  event score  = sum of best 4 score
  season score = sum of best 4 grand-prix over events
  tie-breaks: solkoff, cumulative, opposition cumulative

qualification "SSIT berths" per section
  places from participants
           <20  20-39  40-59  60-79  80-99  100-119  120-139  140-159  >=160
    K-3    4    5      6      7      8      9        10       10       10
    K-5    4    4      5      6      7      8        9        10       10
    K-8    4    4      5      6      7      8        9        10       10
    K-12   4    5      6      7      8      9        10       10       10
  adjust from average post-rating
           -1       0           +1
    K-3    <500     500-700     >700
    K-5    <650     650-925     >925
    K-8    <900     900-1150    >1150
    K-12   <1150    1150-1450   >1450
  at least 3, at most 10
  skip already qualified from column "Qualified"
  skip playing up, skip withdrawn
`;

export function evaluateVcf(crosstable: Crosstable = vcfK12With(), text = VCF_REGULATION): Evaluation {
  return evaluate(crosstable, compile(text));
}
