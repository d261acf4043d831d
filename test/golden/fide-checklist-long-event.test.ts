/**
 * FIDE's verification checklist Q210–216 (events lasting more than 30 days) on a league of four
 * players, a single round robin of three rounds played on 2026-09-05, 10-10 and 11-14
 * (test/golden/fide-checklist/, README there): `league-rr4-over-30-days.trf` (dates in 042, 052
 * and 132; ratings at the start only, as TRF holds them) and `league-rr4-ratings-per-round.csv`
 * (the same event as a grid, with "Rating R1" … "Rating R3").
 *
 * Ratings (start = R1 / R2 / R3): #1 Aho 2000 / 2000 / 2000, #2 Bak 1900 / 2000 / 2000,
 * #3 Cruz 1800 / 1800 / 1950, #4 Dal 1700 / 1700 / 1700.
 * Games: R1 1–4 1-0, 2–3 ½; R2 4–3 0-1, 1–2 ½; R3 2–4 ½, 3–1 ½.
 * Points: #1 2, #3 2, #2 1½, #4 ½; #1 and #3 drew their game.
 * ARO (C.07 10.1, rounded .5 up):
 *   first rating:  #1 (#4 1700 + #2 1900 + #3 1800) / 3 = 1800;    #3 (#2 1900 + #4 1700 + #1 2000) / 3 = 1866.67 → 1867
 *                  #2 (#3 1800 + #1 2000 + #4 1700) / 3 = 1833.33 → 1833;  #4 (#1 2000 + #3 1800 + #2 1900) / 3 = 1900
 *   per round:     #1 (#4 R1 1700 + #2 R2 2000 + #3 R3 1950) / 3 = 1883.33 → 1883;  #3 (#2 R1 1900 + #4 R2 1700 + #1 R3 2000) / 3 → 1867
 *                  #2 (#3 R1 1800 + #1 R2 2000 + #4 R3 1700) / 3 → 1833;  #4 (#1 R1 2000 + #3 R2 1800 + #2 R3 2000) / 3 = 1933.33 → 1933
 * So the first rating puts #3 above #1, the ratings of each round #1 above #3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, eventSpan, type Crosstable, type Evaluation } from '../../engine';
import { decodeTrfBytes, parseCsv, readGrid, readTrf } from '../../io';
import { file, printed } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

const FOLDER = join(REPO_ROOT, 'test', 'golden', 'fide-checklist');

function trf(): Crosstable {
  const input = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(FOLDER, 'league-rr4-over-30-days.trf')))), {
    file: 'league-rr4-over-30-days.trf',
  });
  expect(input.issues).toEqual([]);
  return input.crosstable!;
}

function grid(): Crosstable {
  const reading = readGrid(parseCsv(readFileSync(join(FOLDER, 'league-rr4-ratings-per-round.csv'), 'utf8')), { sheet: 'League' });
  expect(reading.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return reading.crosstable!;
}

function run(crosstable: Crosstable, ...ratings: string[]): Evaluation {
  const compiled = compileRegulation(
    file(
      'regulation "League" version "2026-27"',
      'rules fide-2026 round robin',
      ...(ratings.length > 0 ? ['ratings', ...ratings.map((l) => `  ${l}`)] : []),
      'tie-breaks',
      '  1. ARO',
      '  then shared',
    ),
  );
  expect(printed(compiled.diagnostics)).toEqual([]);
  return evaluate(crosstable, compiled.regulation!);
}

const aro = (e: Evaluation) =>
  e.standings.map((s) => {
    const v = e.columns.find((c) => c.header === 'ARO')!.values.get(s.player)!;
    return `${s.rank}. #${s.player} ${v.kind === 'value' ? v.value.toString() : 'n/a'}`;
  });
const warnings = (e: Evaluation) => e.issues.map((i) => `${i.code}: ${i.message}`);

describe('a league lasting more than 30 days (FIDE checklist Q210–216)', () => {
  it('detects the length from the TRF dates (042/052; the 132 round dates agree)', () => {
    expect(eventSpan(trf())).toEqual({ first: '2026/09/05', last: '2026/11/14', days: 70, source: 'TRF 042/052' });
  });

  it('warns against the rating criteria and reads the first rating by default (C.07 2026 art. 10)', () => {
    const e = run(trf());
    expect(aro(e)).toEqual(['1. #3 1867', '2. #1 1800', '3. #2 1833', '4. #4 1900']);
    expect(warnings(e)).toEqual([
      'engine/long-event-rating-criteria: ARO: the event lasts 70 days (2026/09/05 to 2026/11/14, TRF 042/052), and C.07 2026 art. 10 advises ' +
        'against rating criteria when a player may have more than one rating during the event; they read the first rating ' +
        '(write `rating per round` under `ratings` for the rating of each round)',
    ]);
  });

  it('`event over 30 days` says it where the dates do not, and `first rating` is the default written out', () => {
    const grid0 = grid();
    expect(eventSpan(grid0)).toBeUndefined();
    expect(warnings(run(grid0))).toEqual([]);
    const stated = run(grid0, 'event over 30 days, first rating');
    expect(aro(stated)).toEqual(['1. #3 1867', '2. #1 1800', '3. #2 1833', '4. #4 1900']);
    expect(warnings(stated)[0]).toMatch(
      /^engine\/long-event-rating-criteria: ARO: the regulation says the event lasts more than 30 days, /,
    );
  });

  it('`rating per round` reads each opponent’s rating in the round of the game (grid columns "Rating R1" …)', () => {
    const crosstable = grid();
    expect(crosstable.players.map((p) => [p.rating, p.roundRatings])).toEqual([
      [2000, [2000, 2000, 2000]],
      [1900, [1900, 2000, 2000]],
      [1800, [1800, 1800, 1950]],
      [1700, [1700, 1700, 1700]],
    ]);
    const e = run(crosstable, 'event over 30 days', 'rating per round');
    expect(aro(e)).toEqual(['1. #1 1883', '2. #3 1867', '3. #2 1833', '4. #4 1933']);
    const audit = e.columns.find((c) => c.header === 'ARO')!.values.get(1)!;
    expect(audit.kind === 'value' && audit.contributions.map((c) => `R${c.round} #${c.opponent} ${c.value.toString()} ${c.note}`)).toEqual([
      'R1 #4 1700 opponent’s rating in that round',
      'R2 #2 2000 opponent’s rating in that round',
      'R3 #3 1950 opponent’s rating in that round',
    ]);
    expect(warnings(e)[0]).toMatch(/they read each opponent’s rating in the round of the game \(`rating per round`\)$/);
  });

  it('`rating per round` on a TRF, which holds one rating per player, says the first rating is used', () => {
    const e = run(trf(), 'rating per round');
    expect(aro(e)).toEqual(['1. #3 1867', '2. #1 1800', '3. #2 1833', '4. #4 1900']);
    expect(warnings(e)).toContain(
      'engine/no-round-ratings: The regulation says `rating per round`, but the crosstable gives no rating per round (columns "Rating R1", "Rating R2" …): the first rating is used',
    );
  });
});
