/**
 * `npm run demo` on the bundled samples, golden: every workbook it writes is re-opened
 * with exceljs and its cells compared with values taken from the samples' sources
 * (samples/tournaments/README.md) — VCF Rules 2020-21 Enclosure 1, the regulations digest
 * §1.9 for the TEC exercise, the arbiter's handbook ch. 12 for the withdrawal — never
 * with bytes. The run-time cell is the only cell left out.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { OWNER_MARK, parseCsv, REGULATION_MARK } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { blockRecords, headerValues, openWorkbook, sheetRows } from '../support/xlsx';

const SAMPLES = join(REPO_ROOT, 'samples');
const out = mkdtempSync(join(tmpdir(), 'regula-demo-'));
const printed: string[] = [];
const printedOnStderr: string[] = [];
let code = -1;
const books: Record<string, ExcelJS.Workbook> = {};

beforeAll(async () => {
  code = await run(['demo', '--out-dir', out], {
    out: (t) => void printed.push(t),
    err: (t) => {
      printed.push(t);
      printedOnStderr.push(t);
    },
  });
  for (const name of ['vcf-k12-2021', 'tec-exercise-16', 'club-championship-drr-8', 'team-swiss-6', 'team-ko-match-1', 'team-ko-match-2'])
    books[name] = await openWorkbook(join(out, `${name}.xlsx`));
}, 60_000);

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Enclosure 1 as printed: # (= final place), name, post rating, school, rounds, game score, SP, total (grand-prix) points. */
const enclosure1 = parseCsv(readFileSync(join(SAMPLES, 'tournaments', 'vcf-k12-2021.csv'), 'utf8'))
  .slice(2)
  .map((row) => ({ no: Number(row[0]), name: String(row[1]), school: String(row[3]), score: Number(row[9]), points: Number(row[11]) }));

describe('npm run demo', () => {
  it('exits 0, prints each sample’s standings and writes one workbook per sample', () => {
    expect(code).toBe(0);
    const text = printed.join('\n');
    for (const title of [
      'Virginia GSQT, K-12 section',
      'TEC "Exercises in Tie-Breaking"',
      'Club championship, double round robin',
      'Riverside Team Swiss',
    ])
      expect(text).toContain(`== ${title}`);
    expect(text).toContain('Grand prix: VCF Cup points');
    // Every "wrote …" line is the demo's own output, on stdout; stderr has only the engine's notes.
    expect(printedOnStderr.filter((line) => /wrote /.test(line))).toEqual([]);
    expect(text.match(/^wrote .*\.xlsx$/gm)).toHaveLength(6);
    expect(text).toContain('Qualification: SSIT berths');
    expect(text).toContain('Withdrawals');
    expect(text).toContain(`wrote ${join(out, 'club-championship-drr-8.xlsx')}`);
  });
});

describe('the Virginia K-12 workbook (VCF Rules 2020-21, Enclosure 1) ranked by the regulation saved in it', () => {
  const book = () => books['vcf-k12-2021']!;

  it('keeps the workbook’s own sheets first and adds Regula’s, each marked in A1', () => {
    expect(book().worksheets.map((s) => s.name)).toEqual([
      'Crosstable',
      'Regula Standings',
      'Regula Audit',
      'Regula Grand Prix',
      'Regula Teams',
      'Regula Qualification',
      'Regulation', // replaced by the text that was run, as the add-in does
    ]);
    for (const name of ['Regula Standings', 'Regula Audit', 'Regula Grand Prix', 'Regula Teams', 'Regula Qualification'])
      expect(book().getWorksheet(name)!.getCell('A1').value).toBe(OWNER_MARK);
    expect(book().getWorksheet('Regulation')!.getCell('A1').value).toBe(REGULATION_MARK);
  });

  it('records the regulation’s name, version and the SHA-256 of the regulation file it was saved from', () => {
    const header = headerValues(book().getWorksheet('Regula Standings')!);
    expect(header['Regulation']).toBe('VCF Grade School Qualification Tournament');
    expect(header['Version']).toBe('2020-21 v1.0(e)');
    expect(header['Regulation hash (SHA-256)']).toBe(sha256(join(SAMPLES, 'regulations', 'vcf-grade-school-qualifier-2020-21.regula')));
    expect(header['Input']).toBe("vcf-k12-2021.xlsx 'Crosstable'");
    expect(header['Input hash (SHA-256)']).toMatch(/^[0-9a-f]{64}$/);
    expect(header['Input file hash (SHA-256)']).toBe(sha256(join(SAMPLES, 'tournaments', 'vcf-k12-2021.xlsx')));
    expect(String(header['Run at'])).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('writes the result block one column right of the crosstable, each player’s rank on their row, in the printed order', () => {
    const sheet = book().getWorksheet('Crosstable')!;
    // A–N are the wall chart and its two empty columns (Qualified, Playing Up); O is left empty.
    expect(sheet.getCell('N2').value).toBe('Playing Up');
    expect(sheet.getCell('O2').value).toBeNull();
    const header = sheetRows(sheet)[1]!.slice(15);
    expect(header).toEqual(['Rank', 'Points', 'modified median', 'solkoff', 'cumulative', 'opposition cumulative', 'Decided by']);
    for (const player of enclosure1) {
      const row = player.no + 2;
      expect(sheet.getCell(row, 1).value).toBe(player.no);
      expect(sheet.getCell(row, 16).value).toBe(player.no); // Enclosure 1 prints the final standings in order
      expect(sheet.getCell(row, 17).value).toBe(player.score);
    }
  });

  it('ranks every player apart by US Chess 34E, in Enclosure 1’s order, each column under its header', () => {
    const standings = blockRecords(book().getWorksheet('Regula Standings')!, ['Place', 'No']);
    expect(standings.map((s) => [s['Place'], s['Name'], s['PTS']])).toEqual(enclosure1.map((p) => [p.no, p.name, p.score]));
    expect(standings.find((s) => s['Name'] === 'Akil')).toMatchObject({ 'modified median': 13.5, solkoff: 16, 'Decided by': 'solkoff' });
  });

  it('gives every player the grand-prix points Enclosure 1 prints (AR 1831, NoP 16; Thomas’s 3-point clear-first bonus)', () => {
    const sheet = book().getWorksheet('Regula Grand Prix')!;
    const gp = blockRecords(sheet, ['Place', 'No', 'Name', 'Points']);
    expect(gp.map((p) => [p['Name'], p['Points']])).toEqual(enclosure1.map((p) => [p.name, p.points]));
    expect(gp[0]).toMatchObject({ Formula: 29.296, Bonus: 3 });
    // "shown to 4 decimals": Excel shows 32.2960 as Enclosure 1 prints it; the value stays exact.
    const pointsCell = sheetRows(sheet).findIndex((row) => row[2] === 'Thomas');
    expect(sheet.getCell(pointsCell + 1, 4).numFmt).toBe('0.0000');
    expect(sheet.getCell(pointsCell + 1, 5).numFmt).toBe('0.0###');
    expect(printed.join('\n')).toContain('Thomas    32.2960   29.296      3    1');
    expect(blockRecords(sheet, ['Value', 'Result']).map((v) => [v['Value'], v['Result']])).toEqual([
      ['AR', 1831],
      ['NoP', 16],
    ]);
  });

  it('totals each school’s best four game scores (Part 2), as computed from the printed scores', () => {
    const bySchool = new Map<string, number[]>();
    for (const p of enclosure1) bySchool.set(p.school, [...(bySchool.get(p.school) ?? []), p.score]);
    const expected = new Map(
      [...bySchool].map(([school, scores]) => [
        school,
        scores
          .sort((a, b) => b - a)
          .slice(0, 4)
          .reduce((a, b) => a + b, 0),
      ]),
    );
    const teams = blockRecords(book().getWorksheet('Regula Teams')!, ['Place', 'School Code']);
    expect(new Map(teams.map((t) => [t['School Code'], t['Event score']]))).toEqual(expected);
    expect(teams.slice(0, 3).map((t) => [t['Place'], t['School Code'], t['Counted']])).toEqual([
      [1, 'ABHS', 'Thomas, Akil'],
      [2, 'QTHS', 'Anand, Jeff, Kiki'],
      [3, 'JOHS', 'Yusef, Mike'],
    ]);
  });

  it('qualifies five for the SSIT: Table 1 (16 players, K-12) gives 4, Table 2 (average 1830.56 > 1450) adds 1', () => {
    const q = blockRecords(book().getWorksheet('Regula Qualification')!, ['Place', 'No', 'Name', 'Outcome']);
    expect(q.filter((r) => r['Outcome'] === 'places').map((r) => r['Reason'])).toEqual([
      'section K-12: from the title "Final Standings, K-12 Section of a GSQT (VCF Rules 2020-21, Enclosure 1)"',
      'participants = 16: K-12 <20 → 4',
      'average post-rating of participants = 29289/16 = 1830.5625: K-12 >1450 → +1',
      'places = 4 + 1 = 5; at least 3, at most 10 → 5',
    ]);
    expect(q.filter((r) => r['Outcome'] === 'qualified').map((r) => r['Name'])).toEqual(['Thomas', 'Sally', 'Yusef', 'Akil', 'Sharon']);
  });
});

describe('the TEC exercise as a FIDE 2026 open (fide-2026-open.regula)', () => {
  const book = () => books['tec-exercise-16']!;
  const standings = () => blockRecords(book().getWorksheet('Regula Standings')!, ['Place', 'No']);
  const byNo = (no: number) => standings().find((s) => s['No'] === no)!;

  it('writes the TRF’s crosstable on a Crosstable sheet with the result block beside it, and the regulation text', () => {
    expect(book().worksheets.map((s) => s.name)).toEqual(['Crosstable', 'Regula Standings', 'Regula Audit', 'Regulation']);
    const all = sheetRows(book().getWorksheet('Crosstable')!);
    // The event's facts above the header (io/grid event-facts.ts), as `convert --to xlsx` writes them.
    expect(all[0]![0]).toBe('Crosstable written by Regula');
    const rows = all.slice(all.findIndex((r) => r[0] === 'No'));
    expect(rows[0]!.slice(0, 5)).toEqual(['No', 'Name', 'Rating', 'Fed', 'R1 Opp']);
    const rank = rows[0]!.indexOf('Rank');
    expect(rows[0]![rank - 1]).toBeNull();
    expect(rows[0]!.slice(rank)).toEqual(['Rank', 'Points', 'BH/C1', 'BH', 'SB', 'DE', 'WIN', 'BWG', 'TPN', 'Decided by']);
    expect(rows[2]!.slice(0, 2)).toEqual([2, 'Brown, Bruno']);
    expect(rows[2]![rank]).toBe(1);
    const text = sheetRows(book().getWorksheet('Regulation')!).map((r) => r[0] ?? '');
    expect(`${text.slice(2).join('\n')}\n`).toBe(readFileSync(join(SAMPLES, 'regulations', 'fide-2026-open.regula'), 'utf8'));
  });

  it('caps dummy opponents as the digest §1.9 says: #4 BH 14, SB 9.25; #11 BH 12.5; #9 BH 9, BH/C1 7.5 (VUR cut first); #14 BH/C1 9', () => {
    expect([byNo(4)['BH'], byNo(4)['SB'], byNo(11)['BH']]).toEqual([14, 9.25, 12.5]);
    expect([byNo(9)['BH'], byNo(9)['BH/C1'], byNo(14)['BH/C1']]).toEqual([9, 7.5, 9]);
  });

  it('places Brown first on 4 points and separates Adams from Petrov by SB after BH/C1 and BH stay equal', () => {
    expect(standings()[0]).toMatchObject({ Place: 1, Name: 'Brown, Bruno', PTS: 4, 'Decided by': 'PTS' });
    expect([byNo(1)['Place'], byNo(16)['Place'], byNo(1)['Decided by']]).toEqual([4, 5, 'SB']);
  });

  it('audits every contribution: #4’s half-point bye in round 2 is a dummy opponent capped at 2.5 (C.07 16.4.2)', () => {
    const audit = blockRecords(book().getWorksheet('Regula Audit')!, ['No', 'Name', 'Criterion']);
    const bye = audit.find((a) => a['No'] === 4 && a['Criterion'] === 'BH' && a['Round'] === 2)!;
    expect(bye['Contribution']).toBe(2.5);
    expect(String(bye['Note'])).toContain('16.4.2');
  });
});

describe('the club championship, a double round robin with a withdrawal (club-double-round-robin.regula)', () => {
  const book = () => books['club-championship-drr-8']!;

  it('puts Graf first of the three on 8.5 points by DE under the per-cycle rule (samples/tournaments/README.md)', () => {
    const standings = blockRecords(book().getWorksheet('Regula Standings')!, ['Place', 'No']);
    expect(standings.slice(0, 3).map((s) => [s['Place'], s['Name'], s['PTS'], s['DE'], s['Decided by']])).toEqual([
      [1, 'Graf, Greta', 8.5, 1.25, 'DE'],
      [2, 'Adler, Anna', 8.5, 1, 'DE'],
      [3, 'Castell, Clara', 8.5, 0.75, 'DE'],
    ]);
  });

  it('lists the withdrawal: cycle 1 stands (7 of 7 games), all of cycle 2 is lost by default (2 of 7: handbook ch. 12 case c)', () => {
    const rows = blockRecords(book().getWorksheet('Regula Audit')!, ['No', 'Name', 'Round', 'Before']);
    expect(rows.slice(0, 3).map((r) => [r['No'], r['Round'], r['After']])).toEqual([
      [6, 10, 'withdrawn'],
      [6, '1–7', 'results stand, the remaining games lost by default'],
      [6, '8–14', 'the whole cycle lost by default'],
    ]);
    const changes = rows.slice(3);
    // Rounds 8–9 (two games played, now lost by default) and 10–14 (not paired): each for #6 and the opponent.
    expect(changes).toHaveLength(14);
    expect(changes.slice(0, 2).map((r) => [r['No'], r['Round'], r['Before'], r['After']])).toEqual([
      [6, 8, 'draw as white against 3', 'loss by default as white against 3'],
      [3, 8, 'draw as black against 6', 'win by default as black against 6'],
    ]);
  });

  it('writes the crosstable as read (the TRF’s results), not as the withdrawal rule changed it', () => {
    const rows = sheetRows(book().getWorksheet('Crosstable')!);
    const falk = rows.find((r) => r[1] === 'Falk, Felix')!;
    const r8 = rows.find((r) => r[0] === 'No')!.indexOf('R8 Res');
    expect(falk[r8]).toBe(0.5);
  });
});

describe('the team knock-out matches (arbiter’s handbook ch. 13) decided by the Team Cup regulation', () => {
  it('prints both matches and what decided them: board count of wins 10 v 11, then end-board elimination 2½–1½ on boards 1–4', () => {
    const text = printed.join('\n');
    expect(text).toContain("== Team knock-out cup (arbiter's handbook ch. 13): Organisers v Players, both matches drawn 3–3 on 6 boards");
    expect(text).toContain('Organisers win the match on board count of wins: board numbers won, 10 to 11.');
    expect(text).toContain('Organisers win the match on end-board elimination: boards 1–4 (boards 5–6 dropped), 2.5 to 1.5.');
    expect(text).toContain(`wrote ${join(out, 'team-ko-match-2.xlsx')}`);
  });

  it('writes each match’s decision on a Regula Match sheet beside the CSV’s cells', () => {
    for (const [name, decidedBy] of [
      ['team-ko-match-1', 'board count of wins'],
      ['team-ko-match-2', 'end-board elimination'],
    ] as const) {
      const book = books[name]!;
      expect(book.worksheets.map((s) => s.name)).toEqual(['Match', 'Regula Match', 'Regulation']);
      const rows = sheetRows(book.getWorksheet('Regula Match')!);
      expect(rows.find((r) => r[0] === 'Score')![1]).toBe('3-3');
      expect(rows.find((r) => r[0] === 'Winner')![1]).toBe('Organisers');
      expect(rows.find((r) => r[0] === 'Decided by')![1]).toBe(decidedBy);
    }
  });
});

describe('determinism', () => {
  it('a second demo writes the same cells in every sheet, the run time aside', async () => {
    const again = mkdtempSync(join(tmpdir(), 'regula-demo-'));
    expect(await run(['demo', '--out-dir', again, '--quiet'], { out: () => undefined, err: () => undefined })).toBe(0);
    for (const name of Object.keys(books)) {
      const second = await openWorkbook(join(again, `${name}.xlsx`));
      expect(second.worksheets.map((s) => s.name)).toEqual(books[name]!.worksheets.map((s) => s.name));
      for (const sheet of books[name]!.worksheets) {
        const withoutTime = (rows: unknown[][]) => rows.filter((r) => r[0] !== 'Run at');
        expect(withoutTime(sheetRows(second.getWorksheet(sheet.name)!))).toEqual(withoutTime(sheetRows(sheet)));
      }
    }
  }, 60_000);
});

/*
 * samples/tournaments/team-swiss-6.trf (samples/tournaments/README.md), by
 * fide-2026-team-swiss.regula: MP (2-1-0), then EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP.
 * The matches, from the 001 lines (board 1 White for the first team, 352 WB):
 *   R1 Caissa–Riverside 2–0 (Almeida 1–0 Castillo, Brandt 1–0 Dvorak); Old Town–Fianchetto
 *      1–1 (two draws); Northgate–Harbour forfeited by Harbour (330 +-: every board a forfeit).
 *   R2 Caissa–Old Town 1½–½; Fianchetto–Northgate 1½–½; Riverside a PAB (320: 1 MP, 1 GP);
 *      Harbour not paired.
 *   R3 Caissa–Fianchetto 1–1; Riverside–Old Town 1–1 (Castillo 1–0 Eriksen on board 1,
 *      Dvorak 0–1 Fontaine on board 2); Northgate a PAB; Harbour not paired.
 * C.07 11.1, MP: Caissa 2+2+1 = 5, Fianchetto 1+2+1 = 4, Northgate 2+0+1 = 3, Riverside
 *   0+1+1 = 2, Old Town 1+0+1 = 2, Harbour 0.  GP: 2+1½+1 = 4½, 1+1½+1 = 3½, 2+½+1 = 3½,
 *   0+1+1 = 2, 1+½+1 = 2½, 0.
 * Riverside and Old Town tie on 2 MP. EDET (13.3): their direct encounter, R3, is level on MP
 *   (1 v 1) and on GP (1 v 1) (13.3.1); two teams are still tied, so 13.3.2 applies TBR (12.2)
 *   to that match: board 1 was won by Riverside → Riverside 4th, Old Town 5th.
 * BH:MP/C1 (7.1, 14.1) of Caissa: opponents' MP 2 (Riverside), 2 (Old Town), 4 (Fianchetto),
 *   one 2 cut → 6. EMGSB/C1 (13.2, 14.1.2) of Caissa: opponent's MP × own GP: 2 × 2 = 4,
 *   2 × 1½ = 3, 4 × 1 = 4; of the two opponents lowest on MP the lower product (3) is cut → 8.
 * MPvGP (13.1): the event is ranked on MP, so MPvGP is GP.
 */
describe('the Riverside team Swiss (fide-2026-team-swiss.regula): teams ranked by C.07 arts. 11–13', () => {
  const book = () => books['team-swiss-6']!;

  it('writes the crosstable of teams with the result block, Regula Standings, Regula Audit and the regulation', () => {
    expect(book().worksheets.map((s) => s.name)).toEqual(['Crosstable', 'Regula Standings', 'Regula Audit', 'Regulation']);
    const rows = sheetRows(book().getWorksheet('Crosstable')!);
    // No, Team, then opponent team, MP and GP for each of the 3 rounds, the totals, and one empty column.
    expect(rows[0]!.slice(0, 5)).toEqual(['No', 'Team', 'R1 Opp', 'R1 MP', 'R1 GP']);
    expect(rows[0]!.slice(11, 14)).toEqual(['MP', 'GP', null]);
    expect(rows[5]!.slice(0, 13)).toEqual([5, 'Northgate Bishops', '6 forfeit won', 2, 2, 4, 0, 0.5, 'PAB', 1, 1, 3, 3.5]);
    expect(rows[0]!.slice(14, 16)).toEqual(['Rank', 'MP']);
    expect(rows.slice(1).map((row) => [row[1], row[14]])).toEqual([
      ['Caissa Chess Club', 1],
      ['Riverside Rooks', 4],
      ['Old Town Knights', 5],
      ['Fianchetto Club', 2],
      ['Northgate Bishops', 3],
      ['Harbour Pawns', 6],
    ]);
    const text = sheetRows(book().getWorksheet('Regulation')!).map((r) => r[0] ?? '');
    expect(`${text.slice(2).join('\n')}\n`).toBe(readFileSync(join(SAMPLES, 'regulations', 'fide-2026-team-swiss.regula'), 'utf8'));
  });

  it('records the regulation, the list as ranked and the SHA-256 of both files', () => {
    const header = headerValues(book().getWorksheet('Regula Standings')!);
    expect(header['Regulation']).toBe('Team Swiss');
    expect(header['Ranking list']).toBe('MP, EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP');
    expect(header['Regulation hash (SHA-256)']).toBe(sha256(join(SAMPLES, 'regulations', 'fide-2026-team-swiss.regula')));
    expect(header['Input']).toBe('team-swiss-6.trf');
    expect(header['Input hash (SHA-256)']).toMatch(/^[0-9a-f]{64}$/);
    expect(header['Input file hash (SHA-256)']).toBe(sha256(join(SAMPLES, 'tournaments', 'team-swiss-6.trf')));
  });

  it('ranks the teams on MP, Riverside above Old Town by EDET’s top board, with the values worked out above', () => {
    const standings = blockRecords(book().getWorksheet('Regula Standings')!, ['Place', 'No', 'Team']);
    expect(standings.map((s) => [s['Place'], s['Team'], s['MP'], s['MPvGP'], s['Decided by']])).toEqual([
      [1, 'Caissa Chess Club', 5, 4.5, 'MP'],
      [2, 'Fianchetto Club', 4, 3.5, 'MP'],
      [3, 'Northgate Bishops', 3, 3.5, 'MP'],
      [4, 'Riverside Rooks', 2, 2, 'EDET/P'],
      [5, 'Old Town Knights', 2, 2.5, 'EDET/P'],
      [6, 'Harbour Pawns', 0, 0, 'MP'],
    ]);
    expect([standings[3]!['EDET/P'], standings[4]!['EDET/P']]).toEqual(['MP 1 | GP 1 | TBR board 1 1', 'MP 1 | GP 1 | TBR board 1 0']);
    expect([standings[0]!['BH:MP/C1/P'], standings[0]!['EMGSB/C1/P']]).toEqual([6, 8]);
  });

  it('audits Caissa’s cut EMGSB product and the board that decided EDET', () => {
    const audit = blockRecords(book().getWorksheet('Regula Audit')!, ['No', 'Team', 'Criterion']);
    const cut = audit.find((a) => a['No'] === 1 && a['Criterion'] === 'EMGSB/C1/P' && a['Counted'] === 'no')!;
    expect([cut['Round'], cut['Opponent'], cut['Opponent value'], cut['Scored'], cut['Contribution']]).toEqual([2, 3, 2, 1.5, 3]);
    const board = audit.find((a) => a['Team'] === 'Riverside Rooks' && String(a['Note']).startsWith('TBR'))!;
    expect([board['Round'], board['Opponent'], board['Contribution'], board['Note']]).toEqual([
      3,
      3,
      1,
      'TBR board 1 (C.07 13.3.2): board 1: win',
    ]);
    expect(printed.join('\n')).toContain(
      'EDET/P — Riverside Rooks (2) MP 1 | GP 1 | TBR board 1 1 > Old Town Knights (3) MP 1 | GP 1 | TBR board 1 0',
    );
  });
});
