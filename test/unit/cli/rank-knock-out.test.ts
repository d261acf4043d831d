/**
 * `regula rank` and `regula explain` of a knock-out event (docs/language.md "Knock-out events"):
 * the generated 20-player bracket under the FIDE World Cup 2021's regulation, the World Cup
 * 2025's real broadcast games under its own; the JSON checked against docs/knock-out.schema.json.
 */
import Ajv2020 from 'ajv/dist/2020';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import type { KnockOutJson } from '../../../io';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const SAMPLES = join(REPO_ROOT, 'samples');
const CUP = join(SAMPLES, 'tournaments', 'knock-out-cup-generated.pgn');
const WORLD_CUP_2021 = join(SAMPLES, 'regulations', 'fide-world-cup-2021.regula');
const WORLD_CUP_2025 = join(SAMPLES, 'regulations', 'fide-world-cup-2025.regula');
const LAST_16 = join(SAMPLES, 'tournaments', 'world-cup-2025-last-16.pgn');
const LAST_32 = join(REPO_ROOT, 'test', 'fixtures', 'pgn', 'world-cup-2025-last-32.pgn');
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(
  JSON.parse(readFileSync(join(REPO_ROOT, 'docs', 'knock-out.schema.json'), 'utf8')) as object,
);

async function json(input: string, regulation: string): Promise<KnockOutJson> {
  const c = capture();
  expect(await run(['rank', input, '--regulation', regulation, '--format', 'json', '--quiet'], c.io), c.err.join('\n')).toBe(0);
  const document = JSON.parse(c.out.join('')) as KnockOutJson;
  expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  return document;
}

const row = (d: KnockOutJson, i: number) => {
  const s = d.standings[i]!;
  const place = s.place.first === s.place.last ? `${s.place.first}` : `${s.place.first}-${s.place.last}`;
  return `${place}${s.pending ? ' pending' : ''} ${s.player.name} r${s.roundReached} ${s.outcome} ${s.decidedBy ?? '-'}`;
};

describe('rank a knock-out: the generated bracket under the World Cup 2021 regulation', () => {
  it('places the final, the match for third place, then each round sharing its places', async () => {
    const d = await json(CUP, WORLD_CUP_2021);
    expect(d.complete).toBe(true);
    expect(d.rounds.map((r) => r.name ?? '')).toEqual(['', 'round of 16', 'quarter-final', 'semi-final', 'final']);
    expect(d.standings.slice(0, 9).map((_, i) => row(d, i))).toEqual([
      '1 Sato, Ren r5 won the final armageddon',
      '2 Arendt, Mila r5 lost the final armageddon',
      '3 Eriksen, Lene r4 won the match for third place rapid stage 1',
      '4 Gallo, Marta r4 lost the match for third place rapid stage 1',
      '5-8 Moreau, Luc r3 eliminated classical',
      '5-8 Ilves, Kaia r3 eliminated rapid stage 1',
      '5-8 Barros, Tomas r3 eliminated blitz',
      '5-8 Kader, Sami r3 eliminated classical',
      '9-16 Okafor, Chidi r2 eliminated rapid stage 1',
    ]);
    expect(d.standings.slice(16).map((s) => `${s.place.first}-${s.place.last} ${s.player.name} entered ${s.entered}`)).toEqual([
      '17-20 Tamm, Liis entered 1',
      '17-20 Novak, Jana entered 1',
      '17-20 Rossi, Dario entered 1',
      '17-20 Quinn, Aoife entered 1',
    ]);
    // Seed 1 entered in round 2 (a bye); the winner, seed 19, from round 1.
    expect(d.standings[1]!.entered).toBe(2);
    expect(d.standings[0]!.entered).toBe(1);
    expect(d.matches).toHaveLength(20);
    const final = d.matches.find((m) => m.round === 5 && !m.thirdPlace)!;
    expect(final).toMatchObject({ decidedAt: 5, decidedBy: 'armageddon', score: ['4½', '4½'] });
    expect(final.games.at(-1)).toMatchObject({ game: 9, result: '1/2-1/2' });
  });

  it('prints the table with the reading of the Round tags in a note', async () => {
    const c = capture();
    expect(await run(['rank', CUP, '--regulation', WORLD_CUP_2021], c.io)).toBe(0);
    const table = c.out.join('\n');
    expect(table).toContain('    1    4  Sato, Ren        2480  5 (final)          won the final');
    expect(table).toContain(
      ' 9–16   12  Dahl, Oskar      2705  2 (round of 16)    eliminated                      round 2 v Moreau, Luc        4½–4½  armageddon',
    );
    expect(c.err.join('\n')).toContain('the Round tags are read as ROUND.GAME');
  });

  it("explains a player's path, match by match", async () => {
    const c = capture();
    expect(await run(['explain', CUP, 'Sato', '--regulation', WORLD_CUP_2021, '--quiet'], c.io)).toBe(0);
    const lines = c.out.join('\n').split('\n');
    expect(lines[0]).toBe('Sato, Ren (4) is placed 1 of 20: won the final, round reached 5 (final).');
    expect(lines).toContain('Round 1, v Novak, Jana (3): 2½–1½, won in stage 2 (rapid stage 1: 2 rapid games).');
    expect(lines.at(-1)).toBe(
      '  Stage 5, the Armageddon game: Arendt, Mila (White) – Sato, Ren (Black) ½–½: Sato, Ren won the Armageddon game as Black on draw odds (a draw).',
    );
  });
});

describe('rank a knock-out: the World Cup 2025 broadcast (real games)', () => {
  it('the round of 16 and the first quarter-final day: 9–16 shared, the quarter-finalists 1–8 pending', async () => {
    const d = await json(LAST_16, WORLD_CUP_2025);
    expect(d.complete).toBe(false);
    expect(d.rounds).toEqual([
      { round: 1, name: 'round of 16' },
      { round: 2, name: 'quarter-final' },
    ]);
    expect(d.standings.filter((s) => s.pending).map((s) => `${s.place.first}-${s.place.last}`)).toEqual(Array(8).fill('1-8'));
    expect(d.standings.filter((s) => !s.pending).map((s) => `${s.player.name}: ${s.decidedBy}`)).toEqual([
      'Svane, Frederik: classical',
      'Aronian, Levon: classical',
      'Dubov, Daniil: rapid stage 1',
      'Le, Quang Liem: blitz stage 1',
      'Sargissian, Gabriel: classical',
      'Grebnev, Aleksey: rapid stage 1',
      'Sevian, Samuel: classical',
      'Harikrishna, Pentala: rapid stage 2',
    ]);
    expect(d.standings.filter((s) => !s.pending).every((s) => s.place.first === 9 && s.place.last === 16)).toBe(true);
  });

  it("from the round of 32: the broadcast's game without a result stops the run, at its line", async () => {
    const c = capture();
    expect(await run(['rank', LAST_32, '--regulation', WORLD_CUP_2025], c.io)).toBe(1);
    expect(c.out).toEqual([]);
    const err = c.err.join('\n');
    expect(err).toContain(
      'error engine/knock-out-unfinished-game: Game 1 of the round-1 match Liang, Awonder – Sargissian, Gabriel (' +
        LAST_32 +
        ':223) has no result (*), though the match went on to game 4',
    );
    expect(err).toContain('error cli/bracket-errors: not ranked: the bracket does not hold together');
  });

  it('refuses a knock-out in a command that ranks a crosstable', async () => {
    const c = capture();
    expect(await run(['scenarios', LAST_16, '--regulation', WORLD_CUP_2025], c.io)).not.toBe(0);
    expect(c.err.join('\n')).toContain('the regulation is a knock-out event (`knock-out`): rank and explain rank it');
  });
});

describe('rank a knock-out: --out', () => {
  it('writes the standings printed by --format csv and --format json, and refuses .xlsx (not yet written)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-knock-out-'));
    for (const format of ['csv', 'json']) {
      const printed = capture();
      expect(await run(['rank', CUP, '--regulation', WORLD_CUP_2021, '--format', format, '--quiet'], printed.io)).toBe(0);
      const out = join(dir, `cup.${format}`);
      const written = capture();
      expect(await run(['rank', CUP, '--regulation', WORLD_CUP_2021, '--out', out, '--quiet'], written.io), written.err.join('\n')).toBe(0);
      expect(readFileSync(out, 'utf8').trimEnd()).toBe(printed.out.join('\n').trimEnd());
    }
    expect(readFileSync(join(dir, 'cup.csv'), 'utf8').split('\n')[1]).toMatch(/^1,4,"?Sato, Ren"?,/);
    const xlsx = capture();
    expect(await run(['rank', CUP, '--regulation', WORLD_CUP_2021, '--out', join(dir, 'cup.xlsx')], xlsx.io)).toBe(1);
    expect(xlsx.err.join('\n')).toContain("a knock-out event's standings are written as .csv or .json, not yet as .xlsx");
  });
});
