import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { readChessJson } from '../../../io';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture } from '../../support/cli';

// `regula convert --to chess-json`, and Chess-JSON read by content in `rank` (FIDE TEC's event format).
const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const TEAMS = join(REPO_ROOT, 'samples', 'tournaments', 'team-swiss-6.trf');
const SERVER_JSON = join(REPO_ROOT, 'test', 'fixtures', 'chess-json', 'tec-exercise-16.json');

async function ranked(args: string[]): Promise<string> {
  const c = capture();
  expect(await run(['rank', ...args, '--criteria', 'PTS BH/C1 BH SB', '--edition', 'fide-2024', '--format', 'csv'], c.io)).toBe(0);
  return c.out.join('');
}

describe('regula convert --to chess-json', () => {
  it('writes the event atomically, and it ranks as its TRF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-chess-json-'));
    const out = join(dir, 'tec.json');
    expect(await run(['convert', TEC, '--to', 'chess-json', '--out', out], capture().io)).toBe(0);
    expect(readdirSync(dir)).toEqual(['tec.json']); // no temporary file left beside it
    expect(JSON.parse(readFileSync(out, 'utf8')).filetype).toBe('Event');
    expect(await ranked([out])).toBe(await ranked([TEC]));
    // The output is guarded like every other: not overwritten without --force.
    const again = capture();
    expect(await run(['convert', TEC, '--to', 'chess-json', '--out', out], again.io)).not.toBe(0);
    expect(await run(['convert', TEC, '--to', 'chess-json', '--out', out, '--force'], capture().io)).toBe(0);
  });

  it('prints a team event with its teams, matches and boards', async () => {
    const c = capture();
    expect(await run(['convert', TEAMS, '--to', 'chess-json'], c.io)).toBe(0);
    const read = readChessJson(c.out.join(''));
    expect(read.issues).toEqual([]);
    expect(read.event?.kind === 'team' && read.event.teams.teams.map((t) => t.name)).toEqual([
      'Caissa Chess Club',
      'Riverside Rooks',
      'Old Town Knights',
      'Fianchetto Club',
      'Northgate Bishops',
      'Harbour Pawns',
    ]);
  });

  it("reads the reference server's Chess-JSON, and JSON in a .trf file by its content", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-chess-json-'));
    const misnamed = join(dir, 'event.trf');
    writeFileSync(misnamed, readFileSync(SERVER_JSON));
    expect(await ranked([SERVER_JSON])).toBe(await ranked([TEC]));
    expect(await ranked([misnamed])).toBe(await ranked([TEC]));
  });

  it('says where a broken file is broken, and converts nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-chess-json-'));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"filetype": "Event", "event": {"tournaments": [{"competitors": [{"cid": "x"}]}]}}');
    const c = capture();
    expect(await run(['convert', broken, '--to', 'trf', '--out', join(dir, 'out.trf')], c.io)).toBe(1);
    expect(c.err.join('')).toContain(
      `${broken}:1:74: error chess-json/bad-value: event.tournaments[0].competitors[0].cid: found the text "x", expected a competitor number`,
    );
    expect(existsSync(join(dir, 'out.trf'))).toBe(false);
  });
});
