import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('says that a team event converted to TRF keeps the games, not the teams (issue 15)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
    const out = join(dir, 'teams.trf');
    const c = capture();
    expect(await run(['convert', source, '--to', 'trf', '--out', out], c.io)).toBe(0);
    expect(c.err).toContain(
      `${out}: warning cli/convert-drops-teams: a team event: the TRF written holds the players' games, not the teams (013/310 lines) and their records; convert it to CSV or .xlsx (its board pairings), or rank it from ${source}`,
    );
    expect(readFileSync(out, 'utf8')).not.toMatch(/^310 /m);
  });

  it('converts a team event to CSV and .xlsx as its board pairings, which rank as the TRF does (issue 15)', async () => {
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

  it('says what a CSV grid cannot carry of a round robin, and how the CSV then ranks as the TRF does (issue 22)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-convert-'));
    const source = join(REPO_ROOT, 'samples', 'tournaments', 'club-championship-drr-8.trf');
    const csv = join(dir, 'club.csv');
    const c = capture();
    expect(await run(['convert', source, '--to', 'csv', '--out', csv], c.io)).toBe(0);
    expect(c.err).toEqual([
      `${csv}: warning cli/grid-drops-event-facts: a CSV grid holds the players and their rounds, not the event's name (TRF 012), dates (TRF 042, 052), type (double round robin, TRF 092): read back, it is ranked as a Swiss unless a regulation says \`rules … double round robin\``,
    ]);
    const regulation = join(dir, 'club.regula');
    const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'club-double-round-robin.regula'), 'utf8');
    writeFileSync(regulation, text.replace(/^rules fide-2026.*$/m, 'rules fide-2026 double round robin'));
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
