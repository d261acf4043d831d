import { parseCsv, writeBoardPairings, type CellValue } from '../../io';
import { readTournament } from '../../pipeline';
import tecRound5 from '../../samples/tournaments/tec-exercise-16-round-5-paired.csv';
import vcfK12 from '../../samples/tournaments/vcf-k12-2021.csv';
import teamSwiss from '../../samples/tournaments/team-swiss-6.trf';
import { FakeWorkbook, type FakeValue } from './fake-workbook';

/*
 * Demo mode (docs/addin.md "Demo mode"): the task pane opened in a plain browser, outside Office, works on an
 * in-page workbook instead of Excel — the same workbook the tests use (fake-excel.ts: the slice
 * of the Excel API the gateway calls) — holding three samples of samples/tournaments: the VCF
 * K-12 wall chart, the six-team Swiss as its board pairings, and the TEC exercise before its
 * last round (round 5 paired, seven results empty), which the Scenarios panel answers for. The
 * grid under the panels edits its cells as Excel would, so live mode reruns. Nothing leaves the page.
 */
export const DEMO_SHEETS = {
  crosstable: 'K-12 wall chart',
  teams: 'Team Swiss pairings',
  beforeLastRound: 'TEC before round 5',
} as const;

export function demoWorkbook(): FakeWorkbook {
  const read = readTournament({ kind: 'text', file: 'team-swiss-6.trf', text: teamSwiss }).event;
  if (read?.kind !== 'team') throw new Error('the demo team event is not a team TRF');
  const team = read.teams;
  return new FakeWorkbook({
    [DEMO_SHEETS.crosstable]: cells(parseCsv(vcfK12)),
    [DEMO_SHEETS.teams]: cells(writeBoardPairings(team)),
    [DEMO_SHEETS.beforeLastRound]: cells(parseCsv(tecRound5)),
  });
}

function cells(rows: readonly (readonly CellValue[])[]): (FakeValue | null)[][] {
  return rows.map((row) => row.map((v) => (v === undefined || v === '' ? null : (v as FakeValue))));
}
