import { describe, expect, it } from 'vitest';
import { decidePlayOff, type PlayOffGame, type PlayOffRules } from '../../../../engine';

/*
 * A play-off stage repeated until it decides (samples/regulations/sf-siemensstadt-blitz-2023.regula,
 * the Schachfreunde Siemensstadt's club blitz championship: "Sind zwei Spieler punktgleich, spielen
 * sie zwei Blitzpartien mit Farbwechsel. Endet dieser Vergleich unentschieden, wird um je zwei Partien
 * bis zur Entscheidung verlängert. Sind mehr als zwei Spieler betroffen, so spielen sie ein einrundiges
 * Mini-Turnier. Dieses wird ggf. mit den jeweils punktgleichen verbliebenen Spielern bis zur
 * Entscheidung …"). The stage's games are read in the order played: games 1–2 of a pair its first
 * playing, 3–4 its 1st repeat, …
 */
const rules = (games: number): PlayOffRules => ({
  places: { first: 1, last: 1 },
  qualify: 'points',
  seeding: 'tie-breaks',
  stages: [{ kind: 'games', games, pace: 'blitz', repeated: true }],
  manyPlayers: 'round-robin',
  notHeld: 'tie-breaks',
});
const TWO = rules(2);
const MINI = rules(1);
const game = (white: number, black: number, result: PlayOffGame['result'], stage = 1): PlayOffGame => ({ stage, white, black, result });
const name = (id: number) => ['', 'Ash', 'Birch', 'Cedar', 'Dahl'][id]!;
/** Two games with colours reversed, each drawn: a level playing of the two-game stage. */
const level = (a: number, b: number) => [game(a, b, 'draw'), game(b, a, 'draw')];

describe('two players: "2 blitz games, repeated until decided"', () => {
  it('1–1, 1–1, then 1½–½: Birch won the 2nd repeat of stage 1', () => {
    // First playing ½–½ twice; 1st repeat Ash wins one, Birch the other (1–1); 2nd repeat Birch wins one, one drawn.
    const games = [...level(1, 2), game(1, 2, 'white'), game(2, 1, 'white'), game(1, 2, 'black'), game(2, 1, 'draw')];
    const decision = decidePlayOff([1, 2], TWO, games, name);
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[2], [1]], decidedAt: 1 });
    expect(decision.story).toEqual([
      'Stage 1, 2 blitz games: Ash 1 – 1 Birch, level.',
      'Stage 1, 2 blitz games, repeat 1: Ash 1 – 1 Birch, level.',
      'Stage 1, 2 blitz games, repeat 2: Ash ½ – 1½ Birch: Birch won the stage.',
    ]);
    expect(decision.notes.get(2)).toBe('won the 2nd repeat of stage 1 (2 blitz games) 1½–½');
    expect(decision.notes.get(1)).toBe('lost the 2nd repeat of stage 1 (2 blitz games) ½–1½');
    expect(decision.issues).toEqual([]);
  });

  it('won at its first playing: no repeat named', () => {
    const decision = decidePlayOff([1, 2], TWO, [game(1, 2, 'white'), game(2, 1, 'draw')], name);
    expect(decision.notes.get(1)).toBe('won stage 1 (2 blitz games) 1½–½');
  });

  it('pending while a repeat is incomplete and undecided, never a guess', () => {
    // 1st repeat: Ash won its first game; one game left, Birch can still level it.
    const decision = decidePlayOff([1, 2], TWO, [...level(1, 2), game(1, 2, 'white')], name);
    expect(decision.verdict).toEqual({
      kind: 'pending',
      waiting: 'Stage 1, 2 blitz games, repeat 1 between Ash and Birch: 1 of 2 recorded',
    });
    const none = decidePlayOff([1, 2], TWO, [...level(1, 2), ...level(1, 2)], name);
    expect(none.verdict).toEqual({ kind: 'pending', waiting: 'Stage 1, 2 blitz games, repeat 2 between Ash and Birch: 0 of 2 recorded' });
    expect(none.story).toEqual([
      'Stage 1, 2 blitz games: Ash 1 – 1 Birch, level.',
      'Stage 1, 2 blitz games, repeat 1: Ash 1 – 1 Birch, level.',
    ]);
  });

  it('games after the deciding repeat are an error; the first ones are counted', () => {
    const games = [...level(1, 2), game(1, 2, 'white'), game(2, 1, 'black'), game(1, 2, 'draw')];
    const decision = decidePlayOff([1, 2], TWO, games, name);
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[1], [2]], decidedAt: 1 });
    expect(decision.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([
      'engine/play-off-extra-games: Stage 1 (2 blitz games, repeated until decided) has 5 games between Ash and Birch; it was decided in its 1st repeat, after 4: the first 4 are counted',
    ]);
  });

  it('an absurd number of level repeats stays linear and is told in one line', () => {
    const repeats = 100_000;
    const games: PlayOffGame[] = [];
    for (let k = 0; k < repeats; k++) games.push(...level(1, 2));
    games.push(game(1, 2, 'white'), game(2, 1, 'black'));
    const started = performance.now();
    const decision = decidePlayOff([1, 2], TWO, games, name);
    const took = performance.now() - started;
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[1], [2]], decidedAt: 1 });
    expect(decision.story).toEqual([
      'Stage 1, 2 blitz games: Ash 1 – 1 Birch, level.',
      `Stage 1, 2 blitz games, repeats 1–${repeats - 1}: Ash 1 – 1 Birch each time, level.`,
      `Stage 1, 2 blitz games, repeat ${repeats}: Ash 2 – 0 Birch: Ash won the stage.`,
    ]);
    expect(decision.notes.get(1)).toBe(`won the ${repeats}th repeat of stage 1 (2 blitz games) 2–0`);
    // 200,002 games: measured about 0.2 s here; a quadratic walk would take hours.
    expect(took).toBeLessThan(5000);
  });
});

describe('more than two: "a single round robin, repeated with those still level"', () => {
  it('Ash, Birch, Cedar level; the 1st repeat leaves Ash and Birch level; Ash wins the 2nd repeat', () => {
    const games = [
      // First playing: a cycle, Ash > Birch > Cedar > Ash: 1 each.
      game(1, 2, 'white'),
      game(2, 3, 'white'),
      game(3, 1, 'white'),
      // 1st repeat: Ash and Birch draw, each beats Cedar: Ash 1½, Birch 1½, Cedar 0.
      game(2, 1, 'draw'),
      game(1, 3, 'white'),
      game(3, 2, 'black'),
      // 2nd repeat, Ash and Birch only: Ash wins.
      game(1, 2, 'white'),
    ];
    const decision = decidePlayOff([1, 2, 3], MINI, games, name, 1);
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[1], [2], [3]] });
    expect(decision.story).toEqual([
      'Stage 1, 1 blitz game (a round robin): Ash 1, Birch 1, Cedar 1.',
      'Stage 1, 1 blitz game, repeat 1 (a round robin): Ash 1½, Birch 1½, Cedar 0.',
      'Stage 1, 1 blitz game, repeat 2: Ash 1 – 0 Birch: Ash won the stage.',
    ]);
    expect(decision.notes.get(1)).toBe('won the 2nd repeat of stage 1 (1 blitz game) 1–0');
    expect(decision.notes.get(3)).toBe('scored 0 in the 1st repeat of the round robin of stage 1');
    expect(decision.issues).toEqual([]);
  });

  it('pending on a game of the repeat; a long run of level repeats is one line; extra games after the split are errors', () => {
    const cycle = [game(1, 2, 'white'), game(2, 3, 'white'), game(3, 1, 'white')];
    const pending = decidePlayOff([1, 2, 3], MINI, [...cycle, ...cycle, ...cycle, game(1, 2, 'draw')], name, 1);
    expect(pending.verdict).toEqual({
      kind: 'pending',
      waiting: 'Stage 1, 1 blitz game, repeat 3 (a round robin): Ash – Cedar, 0 of 1 recorded',
    });
    expect(pending.story).toEqual([
      'Stage 1, 1 blitz game (a round robin): Ash 1, Birch 1, Cedar 1.',
      'Stage 1, 1 blitz game, repeats 1–2 (a round robin): Ash 1, Birch 1, Cedar 1 each time, all level.',
    ]);
    // Ash wins the 1st repeat outright; a further Birch–Cedar game was recorded though neither plays on.
    const extra = decidePlayOff(
      [1, 2, 3],
      MINI,
      [...cycle, game(1, 2, 'white'), game(1, 3, 'white'), game(2, 3, 'draw'), game(2, 3, 'white')],
      name,
      1,
    );
    expect(extra.verdict).toEqual({ kind: 'decided', order: [[1], [2, 3]] });
    expect(extra.issues.map((i) => i.message)).toEqual([
      'Stage 1 (1 blitz game, repeated until decided) has 3 games between Birch and Cedar; it was decided in its 1st repeat, after 2: the first 2 are counted',
    ]);
  });

  it('100,000 level repeats of a round robin of four: linear, a three-line story', () => {
    const repeats = 100_000;
    const pairs = [
      [1, 2],
      [3, 4],
      [1, 3],
      [2, 4],
      [1, 4],
      [2, 3],
    ] as const;
    const games: PlayOffGame[] = [];
    for (let k = 0; k <= repeats; k++) for (const [a, b] of pairs) games.push(game(a, b, 'draw'));
    // The last repeat: Dahl (always Black here) beats everyone; the others draw.
    for (const [a, b] of pairs) games.push(game(a, b, b === 4 ? 'black' : 'draw'));
    const started = performance.now();
    const decision = decidePlayOff([1, 2, 3, 4], MINI, games, name, 1);
    const took = performance.now() - started;
    expect(decision.verdict).toEqual({ kind: 'decided', order: [[4], [1, 2, 3]] });
    expect(decision.story).toEqual([
      'Stage 1, 1 blitz game (a round robin): Ash 1½, Birch 1½, Cedar 1½, Dahl 1½.',
      `Stage 1, 1 blitz game, repeats 1–${repeats} (a round robin): Ash 1½, Birch 1½, Cedar 1½, Dahl 1½ each time, all level.`,
      `Stage 1, 1 blitz game, repeat ${repeats + 1} (a round robin): Dahl 3, Ash 1, Birch 1, Cedar 1.`,
    ]);
    expect(decision.notes.get(4)).toBe(`scored 3 in the ${repeats + 1}st repeat of the round robin of stage 1`);
    // 600,012 games: measured about 0.5 s here.
    expect(took).toBeLessThan(10000);
  });
});
