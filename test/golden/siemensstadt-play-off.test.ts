import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation } from '../../dsl';
import { evaluate, type Evaluation } from '../../engine';
import { documentMarkdown, explainPlayer, readTrf, regulationDocument } from '../../io';
import { file, positioned } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * The Schachfreunde Siemensstadt's blitz championship play-off, repeated until it decides
 * (samples/regulations/sf-siemensstadt-blitz-2023.regula: "zwei Blitzpartien … um je zwei Partien
 * bis zur Entscheidung verlängert"; more than two: "ein einrundiges Mini-Turnier", again among those
 * still level), on two invented double round robins of four (samples/tournaments/README.md).
 */

const SAMPLES = join(REPO_ROOT, 'samples');
const regulation = compileRegulation(readFileSync(join(SAMPLES, 'regulations', 'sf-siemensstadt-blitz-2023.regula'), 'utf8')).regulation!;
const two = readFileSync(join(SAMPLES, 'tournaments', 'sf-siemensstadt-blitz-two-tied.trf'), 'utf8');
const three = readFileSync(join(SAMPLES, 'tournaments', 'sf-siemensstadt-blitz-three-tied.trf'), 'utf8');
const withoutPlayOff = (text: string) => text.replace(/^### play-off.*\n/gm, '');

function rank(text: string): Evaluation {
  const read = readTrf(text);
  expect(read.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return evaluate(read.crosstable!, regulation);
}

const places = (e: Evaluation) => e.standings.map((s) => [s.player, s.rank, s.lastRank, s.decidedBy]);
const sb = (e: Evaluation, id: number) => {
  const result = e.columns.find((c) => c.definition.code === 'SB')!.values.get(id);
  return result?.kind === 'value' ? result.value.toString() : result?.kind;
};

describe('two tied: two blitz games, repeated until decided', () => {
  it('Ash wins the 2nd repeat 1½–½ though Birch has the better Sonneborn-Berger (10 to 9.5)', () => {
    const e = rank(two);
    expect(e.issues).toEqual([]);
    // Sonneborn-Berger by hand (final scores Ash 4½, Birch 4½, Cedar 2, Dahl 1):
    //   Ash:   Dahl 1 + Birch 4½ + Cedar ½×2 + Dahl 1 + Birch 0 + Cedar 2 = 9½
    //   Birch: Cedar 2 + Ash 0 + Dahl 1 + Cedar 2 + Ash 4½ + Dahl ½×1 = 10
    expect([sb(e, 1), sb(e, 2)]).toEqual(['19/2', '10']);
    expect(places(e)).toEqual([
      [1, 1, 1, 'play-off'],
      [2, 2, 2, 'play-off'],
      [3, 3, 3, 'PTS'],
      [4, 4, 4, 'PTS'],
    ]);
  });

  it('explain names the repeat that decided and tells each playing', () => {
    expect(explainPlayer(rank(two), 1).slice(0, 1)).toEqual([
      'Ash, Anna (1) is placed 1 of 4, by the play-off: won the 2nd repeat of stage 1 (2 blitz games) 1½–½.',
    ]);
    expect(explainPlayer(rank(two), 1).slice(3, 7)).toEqual([
      '  2 players play: the format for 2 players.',
      '  Stage 1, 2 blitz games: Birch, Bernd 1 – 1 Ash, Anna, level.',
      '  Stage 1, 2 blitz games, repeat 1: Birch, Bernd 1 – 1 Ash, Anna, level.',
      '  Stage 1, 2 blitz games, repeat 2: Birch, Bernd ½ – 1½ Ash, Anna: Ash, Anna won the stage.',
    ]);
  });

  it('pending while the 2nd repeat is incomplete; pending with no game recorded', () => {
    const incomplete = rank(two.replace(/^### play-off 1 2 1 0-1\n/m, ''));
    expect(places(incomplete).slice(0, 2)).toEqual([
      [2, 1, 2, 'play-off pending'],
      [1, 1, 2, 'play-off pending'],
    ]);
    expect(incomplete.splits.at(-1)!.reason).toBe(
      'pending: Stage 1, 2 blitz games, repeat 2 between Birch, Bernd and Ash, Anna: 1 of 2 recorded',
    );
    expect(rank(withoutPlayOff(two)).splits.at(-1)!.reason).toBe(
      'pending: Stage 1, 2 blitz games between Birch, Bernd and Ash, Anna: 0 of 2 recorded',
    );
  });
});

describe('three tied: a single round robin, repeated among those still level', () => {
  it('Birch first after the 2nd repeat; Ash and Cedar share 2nd–3rd (Sonneborn-Berger 9.25 each, then shared)', () => {
    const e = rank(three);
    expect(e.issues).toEqual([]);
    // Each of the three drew all four games among them and scored 1½ against Dahl (1½):
    // 4 × 3½ × ½ + 1½ + ½ × 1½ = 7 + 1½ + ¾ = 9¼ each.
    expect([1, 2, 3].map((id) => sb(e, id))).toEqual(['37/4', '37/4', '37/4']);
    expect(places(e)).toEqual([
      [2, 1, 1, 'play-off'],
      [1, 2, 3, 'shared'],
      [3, 2, 3, 'shared'],
      [4, 4, 4, 'PTS'],
    ]);
    expect(explainPlayer(e, 2).slice(3, 7)).toEqual([
      '  3 players play: the format for more than 2 players.',
      '  Stage 1, 1 blitz game (a round robin): Ash, Anna 1, Birch, Bernd 1, Cedar, Carla 1.',
      '  Stage 1, 1 blitz game, repeat 1 (a round robin): Ash, Anna 1½, Birch, Bernd 1½, Cedar, Carla 0.',
      '  Stage 1, 1 blitz game, repeat 2: Ash, Anna 0 – 1 Birch, Bernd: Birch, Bernd won the stage.',
    ]);
    expect(explainPlayer(e, 2)[0]).toBe(
      'Birch, Bernd (2) is placed 1 of 4, by the play-off: won the 2nd repeat of stage 1 (1 blitz game) 1–0.',
    );
  });

  it('pending until the 2nd repeat between Ash and Birch is recorded', () => {
    const e = rank(three.replace(/^### play-off 1 2 1 1-0\n/m, ''));
    expect(
      places(e)
        .slice(0, 3)
        .map((p) => p.slice(1)),
    ).toEqual([
      [1, 3, 'play-off pending'],
      [1, 3, 'play-off pending'],
      [1, 3, 'play-off pending'],
    ]);
    expect(e.splits.at(-1)!.reason).toBe('pending: Stage 1, 1 blitz game, repeat 2 between Ash, Anna and Birch, Bernd: 0 of 1 recorded');
  });
});

describe('"repeated until decided" in the play-off article', () => {
  it('lowers to a repeated stage of games; the formatter keeps it on the stage line', () => {
    const text = file('regulation "x"', 'play-off', '  1. 2 rapid games', '  2. 2 blitz games "3+2" ,   REPEATED until Decided');
    const compiled = compileRegulation(text);
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.regulation!.playOff!.stages).toEqual([
      { kind: 'games', games: 2, pace: 'rapid' },
      { kind: 'games', games: 2, pace: 'blitz', timeControl: '3+2', repeated: true },
    ]);
    expect(formatRegulation(text).text).toContain('  2. 2 blitz games "3+2", repeated until decided\n');
  });

  it('after anything but a stage of games is an error; a stage after a repeated one is never played', () => {
    const text = file(
      'regulation "x"',
      'play-off',
      '  repeated until decided',
      '  1. 2 rapid games, repeated until decided',
      '  2. armageddon, repeated until decided',
      '  3. blitz games until one wins',
      '  repeated until decided',
    );
    const diagnostics = compileRegulation(text).diagnostics;
    expect(positioned(diagnostics)).toEqual([
      '3:3 dsl/play-off-repeated-without-games',
      '5:3 dsl/play-off-unreachable-stage',
      '5:18 dsl/play-off-repeated-without-games',
      '6:3 dsl/play-off-unreachable-stage',
      '7:3 dsl/play-off-repeated-without-games',
    ]);
    expect(diagnostics.filter((d) => d.code === 'dsl/play-off-repeated-without-games').map((d) => d.message)).toEqual([
      '"repeated until decided" belongs to a stage of games, played again while the players stay level; it follows no stage',
      '"repeated until decided" belongs to a stage of games, played again while the players stay level; it follows stage 2, an Armageddon game, which always decides',
      '"repeated until decided" belongs to a stage of games, played again while the players stay level; it follows stage 3, games until one wins, which always decide',
    ]);
    expect(diagnostics.find((d) => d.code === 'dsl/play-off-unreachable-stage')!.message).toBe(
      'Stage 2 is never played: stage 1 always decides',
    );
  });

  it('render prints the repeat as the booklet would', () => {
    const md = documentMarkdown(regulationDocument(regulation));
    expect(md).toContain(
      '1\\. 2 blitz games, decided by the score over them; the stage is played again while it leaves the players level, as often as it takes (with more than two, a round robin among those still level each time).',
    );
  });
});
