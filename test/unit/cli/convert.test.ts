import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { decodeTrfBytes, readTrf } from '../../../io';
import { FIXTURE_DIR } from '../../support/fixtures';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture } from '../../support/cli';

const quietIo = () => ({ out: (_: string) => undefined, err: (_: string) => undefined });

describe('regula convert', () => {
  it('TRF → xlsx → TRF keeps every record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(FIXTURE_DIR, 'pub02_swiss_24x7_absentZ_lateH.trf');
    expect(await run(['convert', source, '--to', 'xlsx', '--out', join(dir, 't.xlsx')], quietIo())).toBe(0);
    expect(await run(['convert', join(dir, 't.xlsx'), '--to', 'trf', '--out', join(dir, 't.trf')], quietIo())).toBe(0);
    const original = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(source)))).crosstable!;
    const back = readTrf(readFileSync(join(dir, 't.trf'), 'utf8')).crosstable!;
    expect(back.players.map((p) => p.rounds)).toEqual(original.players.map((p) => p.rounds));
  });

  it('converts a team event to TRF-2026: its teams and their records, which rank as the source does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');
    const out = join(dir, 'teams.trf');
    const c = capture();
    expect(await run(['convert', source, '--to', 'trf', '--out', out], c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(readFileSync(out, 'utf8')).toMatch(/^310   1 Caissa Chess Club /m);
    const ranked = async (file: string) => {
      const r = capture();
      expect(await run(['rank', file, '--regulation', regulation, '--format', 'json', '--quiet'], r.io)).toBe(0);
      const json = JSON.parse(r.out.join(''));
      return { rank: json.rank, standings: json.standings };
    };
    expect(await ranked(out)).toEqual(await ranked(source));
    // Board pairings (chess-results) to TRF-2026, and back.
    const csv = join(dir, 'teams.csv');
    expect(await run(['convert', source, '--to', 'csv', '--out', csv], capture().io)).toBe(0);
    const fromCsv = join(dir, 'from-csv.trf');
    expect(await run(['convert', csv, '--to', 'trf', '--out', fromCsv], capture().io)).toBe(0);
    expect(await ranked(fromCsv)).toEqual(await ranked(source));
  });

  it('converts a team event to CSV and .xlsx as its board pairings, which rank as the TRF does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');
    const c = capture();
    expect(await run(['convert', source, '--to', 'csv', '--out', join(dir, 'teams.csv')], c.io)).toBe(0);
    expect(await run(['convert', source, '--to', 'xlsx', '--out', join(dir, 'teams.xlsx')], c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(readFileSync(join(dir, 'teams.csv'), 'utf8').split(/\r?\n/).slice(3, 5)).toEqual([
      'Round 1',
      'Bo.,1,Caissa Chess Club,Rtg,-,2,Riverside Rooks,Rtg,2 : 0',
    ]);
    const ranked = async (file: string) => {
      const r = capture();
      expect(await run(['rank', file, '--regulation', regulation, '--format', 'json', '--quiet'], r.io)).toBe(0);
      const json = JSON.parse(r.out.join(''));
      return { rank: json.rank, standings: json.standings };
    };
    const fromTrf = await ranked(source);
    expect(await ranked(join(dir, 'teams.csv'))).toEqual(fromTrf);
    expect(await ranked(join(dir, 'teams.xlsx'))).toEqual(fromTrf);
  });

  it('refuses a team event known by its match totals only (a team crosstable), saying why', async () => {
    const source = join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'team-crosstable-swiss-6x2-en.csv');
    const c = capture();
    expect(await run(['convert', source, '--to', 'csv'], c.io)).toBe(1);
    expect(c.err[0]).toBe(
      `${source}: error cli/team-totals-only: not converted: the team event is known by its match totals only (a team crosstable); board pairings and TRF need every board`,
    );
  });

  it('refuses an unknown target and a crosstable with errors', async () => {
    expect(await run(['convert', join(FIXTURE_DIR, 'pub09_rr_6.trf'), '--to', 'pdf'], quietIo())).toBe(1);
    const bad = join(__dirname, '..', '..', 'golden', 'grids', 'vcf-k12-enclosure1-as-printed.csv');
    expect(await run(['convert', bad, '--to', 'trf'], quietIo())).toBe(1);
  });

  it('writes a round robin’s facts above the grid’s header, and the CSV ranks as the TRF does without a word in the regulation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf');
    const csv = join(dir, 'club.csv');
    const c = capture();
    expect(await run(['convert', source, '--to', 'csv', '--out', csv], c.io)).toBe(0);
    expect(c.err).toEqual([]);
    const lines = readFileSync(csv, 'utf8').split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Crosstable written by Regula',
      'Event: Club Championship 2026',
      'Tournament type: Double round robin',
      'Number of rounds: 14',
    ]);
    expect(lines.find((l) => l.startsWith('No,Name'))).toMatch(/^No,Name,Rating,Fed,R1 Opp,R1 Col,R1 Res,/);
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'club-double-round-robin.regula');
    const ranked = async (file: string) => {
      const r = capture();
      expect(await run(['rank', file, '--regulation', regulation, '--format', 'json', '--quiet'], r.io)).toBe(0);
      return JSON.parse(r.out.join(''));
    };
    const fromCsv = await ranked(csv);
    const fromTrf = await ranked(source);
    expect(fromCsv.rank).toEqual(fromTrf.rank);
    expect(fromCsv.players).toEqual(fromTrf.players);
  });
});
