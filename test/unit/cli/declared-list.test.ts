import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { FIXTURE_DIR } from '../../support/fixtures';
import { REPO_ROOT } from '../../support/fixture-paths';

// Issue 15, item 2: TRF-2026 202 (the tie-breaks after the score) and 212 (the full standings
// order) are the event's own tie-break list: without --regulation or --criteria, rank by it and say so.
const dir = mkdtempSync(join(tmpdir(), 'regula-declared-'));
const withHeader = (source: string, header: string, name: string) => {
  const text = readFileSync(source, 'latin1');
  const path = join(dir, name);
  writeFileSync(path, text.replace(/^(012 .*\n)/m, `$1${header}\n`), 'latin1');
  return path;
};
const TEAM_SWISS = join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf');
const PLAYERS = join(FIXTURE_DIR, 'pub01_swiss_13x5_allkinds.trf');

async function rank(file: string, ...options: string[]) {
  const c = capture();
  const code = await run(['rank', file, '--format', 'json', ...options], c.io);
  return { code, out: c.out.join('\n'), err: c.err };
}

describe("the file's own tie-break list (TRF 202 / 212)", () => {
  it('ranks a team event by its 202 list, as --criteria with the same list would, and says so', async () => {
    const file = withHeader(TEAM_SWISS, '202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP', 'team-202.trf');
    const own = await rank(file);
    const asked = await rank(file, '--criteria', 'PTS EDET/P EMGSB/C1/P BH:MP/C1/P MPvGP');
    expect(own.code).toBe(0);
    expect(JSON.parse(own.out).tiebreaks).toEqual(['MP', 'EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
    expect(own.out).toBe(asked.out);
    expect(own.err).toContain(
      "note: ranked by the file's own tie-break list (TRF 202: EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP); --regulation or --criteria overrides",
    );
  });

  it('prefers 212, the whole standings order, to 202; --criteria overrides both', async () => {
    const file = withHeader(PLAYERS, '202 BH\n212 PTS,BH/C1,SB', 'players-212.trf');
    const own = await rank(file, '--edition', 'fide-2026');
    expect(JSON.parse(own.out).tiebreaks).toEqual(['PTS', 'BH/C1', 'SB']);
    expect(own.out).toBe((await rank(PLAYERS, '--criteria', 'PTS BH/C1 SB', '--edition', 'fide-2026')).out);
    const overridden = await rank(file, '--criteria', 'PTS WIN', '--edition', 'fide-2026');
    expect(JSON.parse(overridden.out).tiebreaks).toEqual(['PTS', 'WIN']);
    expect(overridden.err.join('\n')).not.toContain("file's own tie-break list");
  });

  it('says which record a bad code came from', async () => {
    const file = withHeader(PLAYERS, '212 PTS,BHX', 'players-bad.trf');
    const bad = await rank(file);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('TRF 212 "BHX": Unknown tie-break "BHX" (did you mean "BH"?)');
  });
});
