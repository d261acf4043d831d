/**
 * `regula diff`: two regulations on the same event, side by side. The
 * samples are samples/tournaments (README there gives each one's source); every expected
 * value is what `regula rank` gives under each regulation.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { parseCsv, type ComparisonJson } from '../../../io';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const TOURNAMENTS = join(REPO_ROOT, 'samples', 'tournaments');
const REGULATIONS = join(REPO_ROOT, 'samples', 'regulations');
const TEC = join(TOURNAMENTS, 'tec-exercise-16.trf');
const OPEN = join(REGULATIONS, 'fide-2026-open.regula');
const HORT = join(REGULATIONS, 'hort-prize-money.regula');
const VCF = join(REGULATIONS, 'vcf-grade-school-qualifier-2020-21.regula');

async function diff(...args: string[]) {
  const c = capture();
  const code = await run(['diff', ...args, '--quiet'], c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

describe('regula diff of two regulations', () => {
  /*
   * The TEC exercise: Costa, Dahl, Adams and Petrov end on 3.5. The open (BH/C1, BH, SB, …, lots)
   * places Adams 4th and Petrov 5th on SB; the prize regulation ranks by BH alone and shares the
   * rest, so Adams and Petrov share 4–5 and Petrov moves from 5 to 4 (competition ranks).
   */
  it('lists exactly the players whose rank differs, with the criterion that decided each place', async () => {
    const { code, out } = await diff(TEC, '--regulation', OPEN, '--against', HORT, '--format', 'json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as ComparisonJson;
    expect(json.changes).toEqual([
      { player: 16, name: 'Petrov, Pavel', before: 5, after: 4, decidedBefore: 'SB', decidedAfter: 'place shared' },
    ]);
    expect(json.before).toMatchObject({ regulation: 'Open Championship', edition: 'fide-2026' });
    expect(json.after).toMatchObject({ regulation: 'Weekend Open prize money', edition: 'fide-2026' });
    expect(json.summary).toEqual({ participants: 16, placesChanged: 1, awardsChanged: 5, tiesSplitDifferently: 1 });
    expect(json.ties).toEqual([
      {
        players: [3, 4, 1, 16],
        tiedOn: 'PTS 3.5',
        before: [
          { player: 3, place: '2', decidedBy: 'BH/C1' },
          { player: 4, place: '3', decidedBy: 'BH/C1' },
          { player: 1, place: '4', decidedBy: 'SB' },
          { player: 16, place: '5', decidedBy: 'SB' },
        ],
        after: [
          { player: 3, place: '2', decidedBy: 'BH' },
          { player: 4, place: '3', decidedBy: 'BH' },
          { player: 1, place: '4–5', decidedBy: 'place shared' },
          { player: 16, place: '4–5', decidedBy: 'place shared' },
        ],
      },
    ]);
    // The Hort prizes (1000, 600, 400; 150 under 1800 — nobody is rated) exist under the second only.
    expect(json.awards.find((a) => a.player === 2)).toEqual({
      section: 'Prizes',
      player: 2,
      name: 'Brown, Bruno',
      before: '',
      after: 'place 1: 1000',
    });
  });

  it('prints both standings side by side and the summary as a table', async () => {
    const { out } = await diff(TEC, '--regulation', HORT, '--against', OPEN);
    const lines = out.split('\n');
    expect(lines[0]).toBe('Before: Weekend Open prize money — rules fide-2026; PTS, BH');
    expect(lines[1]).toBe('After:  Open Championship — rules fide-2026; PTS, BH/C1, BH, SB, DE, WIN, BWG, TPN');
    expect(lines).toContainEqual(expect.stringMatching(/^16 +Petrov, Pavel +4–5 +place shared +5 +SB +down 1$/));
    expect(lines).toContain('Places changed: 1 of 16 participants.');
    expect(lines).toContain('  Prizes: Brown, Bruno (2): place 1: 1000 → nothing');
  });

  it('writes the side-by-side block as CSV', async () => {
    const { out } = await diff(TEC, '--regulation', HORT, '--against', OPEN, '--format', 'csv');
    const rows = parseCsv(out);
    expect(rows[0]).toEqual(['No', 'Name', 'Place before', 'Decided before', 'Place after', 'Decided after', 'Change']);
    expect(rows.find((r) => r[0] === '16')).toEqual(['16', 'Petrov, Pavel', '4–5', 'place shared', '5', 'SB', 'down 1']);
  });

  it('compares two editions of one list', async () => {
    const file = join(REPO_ROOT, 'test', 'fixtures', 'trf', 'pub02_swiss_24x7_absentZ_lateH.trf');
    const { out } = await diff(
      file,
      '--criteria',
      'PTS BH/C1 BH SB DE',
      '--edition',
      'fide-2024',
      '--against-edition',
      'fide-2026',
      '--format',
      'json',
    );
    const json = JSON.parse(out) as ComparisonJson;
    // Meyer (24) has a late entry: the 2026 rules count her unplayed rounds lower in her opponents' BH/C1.
    expect(json.changes.map((c) => [c.player, c.before, c.after])).toEqual([
      [24, 8, 9],
      [3, 9, 8],
    ]);
    expect([json.before.edition, json.after.edition]).toEqual(['fide-2024', 'fide-2026']);
  });

  it('says what is missing or contradictory on the command line', async () => {
    expect((await diff(TEC, '--regulation', OPEN)).err).toContain(
      'give what to compare with: --against B.regula or --against-edition EDITION',
    );
    expect((await diff(TEC, '--regulation', OPEN, '--against', HORT, '--against-edition', 'fide-2024')).code).toBe(1);
    expect((await diff(TEC, '--regulation', OPEN, '--against-edition', 'fide-2024')).err).toContain(
      '--against-edition compares editions of a --criteria list',
    );
    expect((await diff(TEC, '--against-edition', 'fide-2030')).err).toContain('--against-edition must be one of');
    expect((await diff(TEC, '--regulation', OPEN, '--against', HORT, '--format', 'xml')).err).toContain(
      '--format must be table, csv or json',
    );
  });

  it('stops before ranking when the second regulation has errors, at its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-diff-'));
    const bad = join(dir, 'bad.regula');
    writeFileSync(bad, 'regulation "Bad"\nrules fide-2026\ntie-breaks\n  1. BHX\n');
    const { code, err } = await diff(TEC, '--regulation', OPEN, '--against', bad);
    expect(code).toBe(1);
    expect(err).toMatch(new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:6: error dsl/`));
    expect(err).toContain('not compared: the regulation has errors');
  });
});

describe('regula diff over a season', () => {
  // Two GSQTs made of Enclosure 1 (samples/tournaments/vcf-k12-2021.csv) with the columns the regulation reads: "USCF ID", "Qualified", "Playing Up".
  const dir = mkdtempSync(join(tmpdir(), 'regula-diff-season-'));
  const lines = readFileSync(join(TOURNAMENTS, 'vcf-k12-2021.csv'), 'utf8').trimEnd().split('\n');
  const withIds = [lines[0], `${lines[1]},USCF ID,Qualified,Playing Up`, ...lines.slice(2).map((l, i) => `${l},P${i + 1},,`)].join('\n');
  const files = ['GSQT-1.csv', 'GSQT-2.csv'].map((f) => join(dir, f));
  for (const f of files) writeFileSync(f, `${withIds}\n`);
  // The same regulation with the US Chess list reversed: the grand prix has no tie-breaks (Encl. 1 4.b).
  const reversed = join(dir, 'reversed.regula');
  writeFileSync(
    reversed,
    readFileSync(VCF, 'utf8').replace(
      '  1. modified median\n  2. solkoff\n  3. cumulative\n  4. opposition cumulative',
      '  1. opposition cumulative\n  2. cumulative\n  3. solkoff\n  4. modified median',
    ),
  );

  it('compares each event and names the players by id, the season grand prix unchanged', async () => {
    const { code, out } = await diff(
      ...files,
      '--id',
      'USCF ID',
      '--regulation',
      VCF,
      '--against',
      reversed,
      '--section',
      'K-12',
      '--format',
      'json',
    );
    expect(code).toBe(0);
    const json = JSON.parse(out) as {
      summary: unknown;
      events: ComparisonJson[];
      players: { id: string; events: unknown[] }[];
      grandPrix: unknown[];
    };
    const single = await diff(files[0]!, '--regulation', VCF, '--against', reversed, '--section', 'K-12', '--format', 'json');
    const event = JSON.parse(single.out) as ComparisonJson;
    expect(json.events.map((e) => e.changes)).toEqual([event.changes, event.changes]);
    expect(json.players.map((p) => p.id)).toEqual(event.changes.map((c) => `P${c.player}`).sort());
    expect(json.players.every((p) => p.events.length === 2)).toBe(true);
    expect(json.grandPrix).toEqual([]);
    expect(json.summary).toEqual({
      events: 2,
      eventsChanged: event.changes.length > 0 ? 2 : 0,
      playersChanged: event.changes.length,
      grandPrixChanged: 0,
    });
    expect(event.changes.length).toBeGreaterThan(0);
  });

  it('needs --id for several events', async () => {
    expect((await diff(...files, '--regulation', VCF, '--against', reversed)).err).toContain('give --id COLUMN');
  });
});
