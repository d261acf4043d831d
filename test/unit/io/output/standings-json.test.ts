/**
 * One JSON contract for `rank --format json`, individual and team events alike: every
 * document the CLI writes validates against docs/standings.schema.json, and its keys carry
 * the same meaning in both kinds.
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../../cli/main';
import type { StandingsJson } from '../../../../io';
import { REPO_ROOT, TRF_FIXTURES } from '../../../support/fixture-paths';
import { capture } from '../../../support/cli';

const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'docs', 'standings.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
const SAMPLES = join(REPO_ROOT, 'samples');
const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams');

type Document = StandingsJson & { audit?: Record<string, Record<string, { value: string }[]>> };

async function rankJson(...args: string[]): Promise<Document> {
  const c = capture();
  expect(await run(['rank', ...args, '--format', 'json', '--quiet'], c.io), c.err.join('\n')).toBe(0);
  const document = JSON.parse(c.out.join('')) as Document;
  const valid = validate(document);
  expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
  expect(valid).toBe(true);
  return document;
}

/** The contract every document keeps, whatever its kind. */
function expectConsistent(document: Document): void {
  const numbers = Object.keys(document.players);
  expect(Object.keys(document.rank).sort()).toEqual([...numbers].sort());
  expect(document.standings.map((s) => String(s.no)).sort()).toEqual([...numbers].sort());
  for (const values of Object.values(document.players)) expect(values).toHaveLength(document.tiebreaks.length);
  for (const s of document.standings) expect(document.rank[String(s.no)]).toBe(s.rank);
  // Final order: ranks never go down the list.
  document.standings.forEach((s, i) => i > 0 && expect(s.rank).toBeGreaterThanOrEqual(document.standings[i - 1]!.rank));
}

describe('rank --format json: one shape (docs/standings.schema.json)', () => {
  it('an individual Swiss with DE: values, ranks, what decided and what DE compared', async () => {
    const tec = join(SAMPLES, 'tournaments', 'tec-exercise-16.trf');
    const document = await rankJson(tec, '--criteria', 'PTS DE BH');
    expectConsistent(document);
    expect([document.format, document.kind, document.score]).toEqual(['regula-standings/1', 'players', 'points']);
    expect(document.tiebreaks).toEqual(['PTS', 'DE', 'BH']);
    expect(document.audit).toBeUndefined();
    // Players 1, 3, 4 and 16 share 3.5 points; DE's value is the position inside that group, as the reference server reports it.
    const tied = document.standings.filter((s) => document.players[String(s.no)]![0] === 3.5);
    expect(tied.map((s) => s.no).sort((a, b) => a - b)).toEqual([1, 3, 4, 16]);
    // Not all of them met, so DE separates none (value 0); what it compared is each one's points among the group.
    expect(tied.map((s) => [s.no, document.players[String(s.no)]![1], s.compared?.DE])).toEqual([
      [3, 0, '0.5'],
      [4, 0, '1'],
      [1, 0, '0.5'],
      [16, 0, '0'],
    ]);
    const alone = document.standings.find((s) => s.no === 2)!;
    expect(alone).toEqual({ no: 2, name: alone.name, rank: 1, decidedBy: 'PTS' });
    expect(document.players['2']![1]).toBe(0);
  });

  it('a shared place carries lastRank', async () => {
    const tec = join(SAMPLES, 'tournaments', 'tec-exercise-16.trf');
    const document = await rankJson(tec, '--criteria', 'PTS');
    expectConsistent(document);
    const shared = document.standings.filter((s) => s.lastRank !== undefined);
    expect(shared.length).toBeGreaterThan(0);
    for (const s of shared) {
      expect(s.decidedBy).toBe('place shared');
      expect(document.standings.filter((t) => t.rank === s.rank)).toHaveLength(s.lastRank! - s.rank + 1);
    }
  });

  it('every run of a corpus fixture with the full 2026 list validates', async () => {
    const name = 'pub02_swiss_24x7_absentZ_lateH';
    const expected = JSON.parse(readFileSync(join(TRF_FIXTURES, `${name}.expected-2026.json`), 'utf8')) as {
      runs: { tiebreaks: string[] }[];
    };
    for (const expectedRun of expected.runs) {
      const document = await rankJson(
        join(TRF_FIXTURES, `${name}.trf`),
        '--criteria',
        expectedRun.tiebreaks.join(' '),
        '--edition',
        'fide-2026',
      );
      expectConsistent(document);
      expect(document.tiebreaks).toEqual(expectedRun.tiebreaks);
    }
  });

  it('a chess-results grid and a US wall chart validate too', async () => {
    const grid = await rankJson(join(REPO_ROOT, 'test', 'fixtures', 'chess-results', 'ranking-de.csv'), '--criteria', 'PTS BH/C1 SB');
    expectConsistent(grid);
    expect(grid.kind).toBe('players');
    const vcf = await rankJson(
      join(SAMPLES, 'tournaments', 'vcf-k12-2021.xlsx'),
      '--regulation',
      join(SAMPLES, 'regulations', 'vcf-grade-school-qualifier-2020-21.regula'),
    );
    expectConsistent(vcf);
  });

  it('a team event: the same keys, the teams as participants, and every contribution', async () => {
    const regulation = join(SAMPLES, 'regulations', 'fide-2026-team-swiss.regula');
    const document = await rankJson(join(SAMPLES, 'tournaments', 'team-swiss-6.trf'), '--regulation', regulation);
    expectConsistent(document);
    expect([document.kind, document.score, document.event]).toEqual([
      'teams',
      'match-points',
      'Riverside Team Swiss 2026 (sample made for Regula)',
    ]);
    expect(document.tiebreaks).toEqual(['MP', 'EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
    expect(document.standings[0]).toEqual({ no: 1, name: 'Caissa Chess Club', rank: 1, decidedBy: 'MP' });
    // Every team has an audit entry per criterion; MP's contributions add up to its value.
    expect(Object.keys(document.audit!).sort()).toEqual(Object.keys(document.players).sort());
    for (const [team, byCriterion] of Object.entries(document.audit!)) {
      expect(Object.keys(byCriterion)).toEqual(document.tiebreaks);
      const mp = byCriterion.MP!.reduce((sum, c) => sum + Number(c.value), 0);
      expect(mp).toBe(document.players[team]![0]);
    }
  });

  it('a team event ranked by game points says so', async () => {
    const document = await rankJson(join(TEAMS, 'swiss-6x2-trf26.trf'), '--criteria', 'GP MP');
    expectConsistent(document);
    expect([document.kind, document.score, document.tiebreaks[0]]).toEqual(['teams', 'game-points', 'GP']);
  });
});
