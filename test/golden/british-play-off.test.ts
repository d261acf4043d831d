import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, type Evaluation } from '../../engine';
import { explainPlayer, readTrf } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { file, positioned } from '../support/dsl';

/*
 * The British Championship's play-off (samples/regulations/british-championship-2022.regula,
 * ECF "Section H") on two invented crosstables made from the TEC exercise's youth copy
 * (samples/tournaments/README.md): two tied (Format 1, decided in the Armageddon) and five
 * tied (Format 2, a seeded knock-out with byes for the top three seeds).
 */

const SAMPLES = join(REPO_ROOT, 'samples');
const regulation = compileRegulation(readFileSync(join(SAMPLES, 'regulations', 'british-championship-2022.regula'), 'utf8')).regulation!;
const two = readFileSync(join(SAMPLES, 'tournaments', 'british-play-off-two-tied.trf'), 'utf8');
const five = readFileSync(join(SAMPLES, 'tournaments', 'british-play-off-five-tied.trf'), 'utf8');
const withoutPlayOff = (text: string) => text.replace(/^### play-off.*\n/gm, '');

function rank(text: string): Evaluation {
  const read = readTrf(text);
  expect(read.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return evaluate(read.crosstable!, regulation);
}

const top = (e: Evaluation, n: number) => e.standings.slice(0, n).map((s) => [s.player, s.rank, s.lastRank, s.decidedBy]);

describe('British Championship, two tied: Format 1', () => {
  it('Petrov (seed 1 by TPR) wins the title in the Armageddon, drawn as Black', () => {
    const e = rank(two);
    expect(e.issues).toEqual([]);
    expect(top(e, 3)).toEqual([
      [16, 1, 1, 'play-off'],
      [2, 2, 2, 'play-off'],
      [1, 3, 5, 'shared'],
    ]);
  });

  it('explain gives the seeding by TPR, the format and each stage', () => {
    expect(explainPlayer(rank(two), 16).slice(0, 7)).toEqual([
      'Petrov, Pavel (16) is placed 1 of 16, by the play-off: won the Armageddon game as Black on draw odds (a draw).',
      'Tied on 4 points with Brown, Bruno (2); play-off: Petrov, Pavel (16) won the Armageddon game as Black on draw odds (a draw), Brown, Bruno (2) lost the Armageddon game to Petrov, Pavel → placed 1st of the 2.',
      '  Seeded by TPR: Petrov, Pavel 2298, Brown, Bruno 1942.',
      '  2 players play: the format for 2 players.',
      '  Stage 1, 2 games: Petrov, Pavel 1 – 1 Brown, Bruno, level.',
      '  Stage 2, 2 games: Petrov, Pavel 1 – 1 Brown, Bruno, level.',
      '  Stage 3, the Armageddon game: Brown, Bruno (White) – Petrov, Pavel (Black) ½–½: Petrov, Pavel won the Armageddon game as Black on draw odds (a draw).',
    ]);
  });

  it('pending until the Armageddon is recorded; not held: the places are shared (the list ends in shared)', () => {
    const pending = rank(two.replace(/^### play-off 3 .*\n/m, ''));
    expect(top(pending, 2)).toEqual([
      [16, 1, 2, 'play-off pending'],
      [2, 1, 2, 'play-off pending'],
    ]);
    expect(pending.splits.at(-1)!.reason).toBe('pending: Stage 3, the Armageddon game between Petrov, Pavel and Brown, Bruno');
    const notHeld = rank(`${withoutPlayOff(two)}### play-off not held\n`);
    expect(top(notHeld, 2)).toEqual([
      [2, 1, 2, 'shared'],
      [16, 1, 2, 'shared'],
    ]);
  });
});

describe('British Championship, five tied: Format 2, a knock-out', () => {
  it('Dahl (seed 4) wins the bracket; the other four share second place', () => {
    const e = rank(five);
    expect(e.issues).toEqual([]);
    expect(top(e, 6)).toEqual([
      [4, 1, 1, 'play-off'],
      [1, 2, 5, 'shared'],
      [2, 2, 5, 'shared'],
      [3, 2, 5, 'shared'],
      [16, 2, 5, 'shared'],
      [6, 6, 6, 'PTS'],
    ]);
  });

  it('explain: seeds by TPR, the top three through round 1 without playing, each round of the bracket', () => {
    expect(explainPlayer(rank(five), 4).slice(2, 16)).toEqual([
      '  Seeded by TPR: Petrov, Pavel 2200, Costa, Clara 2181, Adams, Alice 2171, Dahl, David 2136, Brown, Bruno 1942.',
      '  5 players play: the format for more than 2 players.',
      '  Knock-out round 1 of 3:',
      '  Petrov, Pavel goes through without playing (seeded).',
      '  Stage 1, 2 games: Dahl, David 1 – 1 Brown, Bruno, level.',
      '  Stage 2, the Armageddon game: Dahl, David (White) – Brown, Bruno (Black) 1–0: Dahl, David won the Armageddon game as White.',
      '  Costa, Clara goes through without playing (seeded).',
      '  Adams, Alice goes through without playing (seeded).',
      '  Knock-out round 2 of 3:',
      '  Stage 1, 2 games: Petrov, Pavel ½ – 1½ Dahl, David: Dahl, David won the stage.',
      '  Stage 1, 2 games: Costa, Clara 1 – 1 Adams, Alice, level.',
      '  Stage 2, the Armageddon game: Adams, Alice (White) – Costa, Clara (Black) ½–½: Costa, Clara won the Armageddon game as Black on draw odds (a draw).',
      '  Knock-out final:',
      '  Stage 1, 2 games: Dahl, David 1½ – ½ Costa, Clara: Dahl, David won the stage.',
    ]);
  });

  it('without results: all five share first, pending the first match of the bracket (seeds 4 and 5)', () => {
    const e = rank(withoutPlayOff(five));
    expect(top(e, 5).map(([id, r, last, by]) => [r, last, by, id])).toEqual([
      [1, 5, 'play-off pending', 16],
      [1, 5, 'play-off pending', 3],
      [1, 5, 'play-off pending', 1],
      [1, 5, 'play-off pending', 4],
      [1, 5, 'play-off pending', 2],
    ]);
    expect(e.splits.at(-1)!.reason).toBe('pending: Stage 1, 2 games between Dahl, David and Brown, Bruno: 0 of 2 recorded');
  });

  it('a game of stage 3 is an error: Format 2 has two stages', () => {
    const e = rank(`${five}### play-off 3 4 3 1-0\n`);
    const issue = e.issues.find((i) => i.code === 'engine/play-off-game-outside');
    expect(issue?.message).toMatch(/^A play-off game \(.*:\d+\) is in stage 3; the regulation's play-off has 2 stages$/);
  });
});

describe('formats by the number of players: located errors', () => {
  it('a stage outside the formats, a format without stages, two formats for 2, a number with no format', () => {
    const text = file('regulation "x"', 'play-off', '  1. 2 games', '  if 2 players:', '  if more than 1 players:', '    1. armageddon');
    expect(positioned(compileRegulation(text).diagnostics)).toEqual([
      expect.stringMatching(/^3:3 .*play-off-stage-outside-format/),
      expect.stringMatching(/^4:3 .*play-off-format-no-stages/),
      expect.stringMatching(/^5:3 .*play-off-format-overlap/),
      // The format for more than two ends in an Armageddon game, played by two (a note).
      expect.stringMatching(/^6:5 .*play-off-two-player-stage/),
    ]);
    const gap = file(
      'regulation "x"',
      'play-off',
      '  at most 4 players',
      '  if 2 players:',
      '    1. armageddon',
      '  if 3 players:',
      '    1. armageddon',
    );
    const errors = compileRegulation(gap).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.message}`)).toEqual([
      '4:3 No format is for a play-off of 4 players',
    ]);
  });

  it('an unknown seeding criterion is located, with its suggestion', () => {
    const text = file('regulation "x"', 'play-off', '  seeded by TPRR then lots', '  1. armageddon');
    const [d] = compileRegulation(text).diagnostics;
    expect(`${d!.span.start.line}:${d!.span.start.column} ${d!.code} ${d!.message}`).toBe(
      '3:13 dsl/unknown-criterion Unknown tie-break "TPRR" (did you mean "TPR"?)',
    );
  });
});
