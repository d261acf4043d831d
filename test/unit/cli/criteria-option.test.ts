import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { FIXTURE_DIR } from '../../support/fixtures';
import { headerValues, sheetRows } from '../../support/xlsx';

// --criteria is written out as regulation text and compiled by the language, so a list means
// on the command line what it means in a .regula file (points first).
const TRF = join(FIXTURE_DIR, 'pub01_swiss_13x5_allkinds.trf');

async function rankJson(
  criteria: string,
): Promise<{ code: number; json: { tiebreaks: string[]; players: Record<string, number[]>; rank: unknown }; err: string[] }> {
  const c = capture();
  const code = await run(['rank', TRF, '--criteria', criteria, '--edition', 'fide-2026', '--format', 'json'], c.io);
  return { code, json: code === 0 ? JSON.parse(c.out.join('')) : undefined, err: c.err };
}

describe('--criteria goes through the regulation language', () => {
  it('ranks on points first even when the list leaves PTS out, as a regulation does', async () => {
    const without = await rankJson('BH/C1 BH SB DE');
    const withPoints = await rankJson('PTS BH/C1 BH SB DE');
    expect(without.code).toBe(0);
    expect(without.json.tiebreaks).toEqual(['PTS', 'BH/C1', 'BH', 'SB', 'DE']);
    expect(without.json.rank).toEqual(withPoints.json.rank);
    expect(without.json.players).toEqual(withPoints.json.players);
  });

  it('accepts the long names of the language, comma-separated, with the values of the acronyms', async () => {
    const long = await rankJson('PTS, buchholz cut 1, sonneborn-berger');
    const short = await rankJson('PTS BH/C1 SB');
    expect(long.code).toBe(0);
    expect(long.json.rank).toEqual(short.json.rank);
    expect(long.json.tiebreaks).toEqual(['PTS', 'buchholz cut 1', 'sonneborn-berger']);
    expect(long.json.players).toEqual(short.json.players);
  });

  it('says what the language says of a list item, at the item: an ambiguous Koya limit is an error', async () => {
    const ambiguous = await rankJson('PTS KS/L1');
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.err.join('\n')).toContain('--criteria "KS/L1": "L1" is ambiguous: write L+1');
    const unknown = await rankJson('PTS BHX');
    expect(unknown.err.join('\n')).toContain('--criteria "BHX": Unknown tie-break "BHX" (did you mean "BH"?)');
    const warned = await rankJson('BH PTS');
    expect(warned.code).toBe(0);
    expect(warned.err.join('\n')).toContain('--criteria: warning dsl/points-in-list: "PTS": "PTS" is not needed');
  });

  it('saves the list as the regulation it ran, and the header hashes that text', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'regula-criteria-')), 'ranked.xlsx');
    const c = capture();
    expect(
      await run(
        ['rank', TRF, '--criteria', 'PTS BH/C1 SB', '--edition', 'fide-2024', '--lots', 'Open 2026', '--out', out, '--quiet'],
        c.io,
      ),
    ).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const text = `${sheetRows(book.getWorksheet('Regulation')!)
      .slice(2)
      .map((r) => r[0] ?? '')
      .join('\n')}\n`;
    expect(text).toBe(`regulation "--criteria"\nrules fide-2024\ntie-breaks\n  1. BH/C1\n  2. SB\n  then lots seeded by "Open 2026"\n`);
    const header = headerValues(book.getWorksheet('Regula Standings')!);
    expect(header['Ranking list']).toBe('PTS, BH/C1, SB');
    expect(header['Regulation hash (SHA-256)']).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe('--criteria on a team event', () => {
  const TEAM_TRF = join(FIXTURE_DIR, '..', '..', 'golden', 'teams', 'swiss-6x2-trf26.trf');
  const rankTeams = async (criteria: string) => {
    const c = capture();
    const code = await run(['rank', TEAM_TRF, '--criteria', criteria, '--format', 'json', '--quiet'], c.io);
    return { code, out: c.out.join('\n') };
  };

  it('ranks by game points when the list starts with GP, by match points when it starts with MP or PTS', async () => {
    const gp = await rankTeams('GP MPvGP');
    const mp = await rankTeams('MP MPvGP');
    const pts = await rankTeams('PTS MPvGP');
    expect([gp.code, mp.code, pts.code]).toEqual([0, 0, 0]);
    expect(JSON.parse(gp.out).tiebreaks[0]).toBe('GP');
    expect(JSON.parse(mp.out).tiebreaks[0]).toBe('MP');
    expect(mp.out).toBe(pts.out);
  });
});
