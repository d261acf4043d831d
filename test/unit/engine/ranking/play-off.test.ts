import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  evaluate,
  type Crosstable,
  type Evaluation,
  type PlayOffGame,
  type PlayOffRecord,
  type PlayOffRules,
  type Regulation,
} from '../../../../engine';
import { spec } from '../../../support/evaluate';
import { crosstableFromRows } from '../../../support/notation';
import { roundRobin, roundRobinWithUpsets } from '../../../support/round-robin';

// 1 and 2 draw each other and win their other games: tied for first on 2½; TPN puts 1 above 2.
const TIED_TWO = () =>
  crosstableFromRows([
    ['=W2', '+W3', '+B4'],
    ['=B1', '+W4', '+B3'],
    ['+W4', '-B1', '-W2'],
    ['-B3', '-B2', '-W1'],
  ]);

// Norway Chess 2020's play-off for first: two blitz games, then Armageddon (Black has draw odds).
const NORWAY: PlayOffRules = {
  places: { first: 1, last: 1 },
  qualify: 'points',
  seeding: 'tie-breaks',
  stages: [
    { kind: 'games', games: 2, pace: 'blitz' },
    { kind: 'armageddon', games: 1, drawOdds: 'black' },
  ],
  manyPlayers: 'round-robin',
  notHeld: 'tie-breaks',
};

const game = (stage: number, white: number, black: number, result: PlayOffGame['result']): PlayOffGame => ({ stage, white, black, result });

function run(
  table: Crosstable,
  rules: PlayOffRules,
  record?: PlayOffRecord,
  list = ['PTS', 'TPN'],
  after: Regulation['after'] = { kind: 'shared' },
): Evaluation {
  const crosstable = record ? { ...table, playOff: record } : table;
  return evaluate(crosstable, {
    name: 'test',
    edition: 'fide-2026',
    unplayed: DEFAULT_UNPLAYED_OPTIONS,
    tiebreaks: list.map(spec),
    after,
    playOff: rules,
  });
}

const places = (e: Evaluation) => e.standings.map((s) => [s.player, s.rank, s.lastRank, s.decidedBy]);

describe('play-off for first place (C.07 art. 3)', () => {
  it('without results the tied players share first place, "play-off pending", never a guess', () => {
    const e = run(TIED_TWO(), NORWAY);
    expect(places(e).slice(0, 2)).toEqual([
      [1, 1, 2, 'play-off pending'],
      [2, 1, 2, 'play-off pending'],
    ]);
    expect(e.splits.at(-1)!.reason).toBe('pending: Stage 1, 2 blitz games between Player 1 and Player 2: 0 of 2 recorded');
  });

  it('two drawn blitz games, then Armageddon drawn: Black wins on draw odds and is first', () => {
    const e = run(TIED_TWO(), NORWAY, { games: [game(1, 1, 2, 'draw'), game(1, 2, 1, 'draw'), game(2, 1, 2, 'draw')] });
    expect(places(e).slice(0, 3)).toEqual([
      [2, 1, 1, 'play-off'],
      [1, 2, 2, 'play-off'],
      [3, 3, 3, 'PTS'],
    ]);
    const step = e.splits.at(-1)!;
    expect(step.values.get(2)).toBe('won the Armageddon game as Black on draw odds (a draw)');
    expect(step.values.get(1)).toBe('lost the Armageddon game to Player 2');
    expect(step.story).toEqual([
      'Stage 1, 2 blitz games: Player 1 1 – 1 Player 2, level.',
      'Stage 2, the Armageddon game: Player 1 (White) – Player 2 (Black) ½–½: Player 2 won the Armageddon game as Black on draw odds (a draw).',
    ]);
  });

  it('a stage won before its last game is decided (1½–0 with one game left cannot be caught)', () => {
    const e = run(
      TIED_TWO(),
      { ...NORWAY, stages: [{ kind: 'games', games: 3, pace: 'rapid' }] },
      {
        games: [game(1, 2, 1, 'black'), game(1, 1, 2, 'white')],
      },
    );
    expect(places(e).slice(0, 2)).toEqual([
      [1, 1, 1, 'play-off'],
      [2, 2, 2, 'play-off'],
    ]);
  });

  it('a stage not complete and not decided is pending', () => {
    const e = run(TIED_TWO(), NORWAY, { games: [game(1, 1, 2, 'white')] });
    expect(e.standings[0]!.decidedBy).toBe('play-off pending');
    expect(e.splits.at(-1)!.reason).toBe('pending: Stage 1, 2 blitz games between Player 1 and Player 2: 1 of 2 recorded');
  });

  it('not held: the tie-break list decides (TPN), or the place is shared', () => {
    const byList = run(TIED_TWO(), NORWAY, { games: [], notHeld: true });
    expect(places(byList).slice(0, 2)).toEqual([
      [1, 1, 1, 'TPN'],
      [2, 2, 2, 'TPN'],
    ]);
    const shared = run(TIED_TWO(), { ...NORWAY, notHeld: 'shared' }, { games: [], notHeld: true });
    expect(places(shared).slice(0, 2)).toEqual([
      [1, 1, 2, 'shared'],
      [2, 1, 2, 'shared'],
    ]);
  });

  it('sudden death: the first won game decides', () => {
    const rules: PlayOffRules = { ...NORWAY, stages: [{ kind: 'until-won', games: 1, pace: 'blitz' }] };
    const e = run(TIED_TWO(), rules, { games: [game(1, 1, 2, 'draw'), game(1, 2, 1, 'draw'), game(1, 1, 2, 'black')] });
    expect(e.standings.slice(0, 2).map((s) => s.player)).toEqual([2, 1]);
    expect(e.splits.at(-1)!.values.get(2)).toBe('won the sudden-death game 3 of stage 1');
  });

  it('a game between players not in the play-off, or in a stage the regulation lacks, is an error', () => {
    const e = run(TIED_TWO(), NORWAY, { games: [game(1, 1, 3, 'white'), game(3, 1, 2, 'white')] });
    expect(e.issues.filter((i) => i.code === 'engine/play-off-game-outside').map((i) => i.message)).toEqual([
      'A play-off game Player 1 – Player 3 is not between players tied for first place',
      "A play-off game is in stage 3; the regulation's play-off has 2 stages",
    ]);
  });
});

describe('more than two players', () => {
  // Four players, every game drawn: all tied on 1½.
  const ALL_DRAWN = () => roundRobin(4, { outcome: () => 'draw' });

  it('a round robin among them; the two level on top go on to the next stage; places after first by the list', () => {
    const rules: PlayOffRules = {
      ...NORWAY,
      stages: [
        { kind: 'games', games: 1, pace: 'rapid' },
        { kind: 'armageddon', games: 1, drawOdds: 'black' },
      ],
    };
    // Stage 1: 3 and 4 win their games against 1 and 2, draw each other; 1–2 drawn → 3 and 4 level on 2½.
    const games = [
      game(1, 3, 1, 'white'),
      game(1, 4, 2, 'white'),
      game(1, 1, 2, 'draw'),
      game(1, 3, 4, 'draw'),
      game(1, 1, 4, 'black'),
      game(1, 2, 3, 'black'),
      game(2, 3, 4, 'white'),
    ];
    const e = run(ALL_DRAWN(), rules, { games });
    expect(places(e)).toEqual([
      [3, 1, 1, 'play-off'],
      [1, 2, 2, 'TPN'],
      [2, 3, 3, 'TPN'],
      [4, 4, 4, 'TPN'],
    ]);
    expect(e.splits.at(-1)!.story![0]).toMatch(/^Stage 1, 1 rapid game \(a round robin\): .* 2½, .* 2½, .* ½, .* ½\.$/);
  });

  it('at most 2 play, seeded by rating; the seeded knock-out gives byes to the top seeds', () => {
    const table = ALL_DRAWN();
    table.players.forEach((p, i) => (p.rating = [2500, 2700, 2600, 2400][i]!));
    const two = run(table, { ...NORWAY, maxPlayers: 2, seeding: 'rating' }, { games: [game(1, 2, 3, 'white'), game(1, 3, 2, 'draw')] });
    // Only first place is played for: the loser goes back among the rest, in the list's order (TPN).
    expect(places(two).map((p) => p.slice(0, 2))).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
    // Three play a knock-out: seed 1 (2, rated 2700) waits; seeds 2 and 3 (3 and 1) play, then the final.
    const ko = run(
      table,
      { ...NORWAY, maxPlayers: 3, seeding: 'rating', manyPlayers: 'knock-out' },
      { games: [game(1, 3, 1, 'black'), game(1, 1, 3, 'white'), game(1, 2, 1, 'draw'), game(1, 1, 2, 'draw'), game(2, 2, 1, 'draw')] },
    );
    expect(places(ko).map((p) => p.slice(0, 2))).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(ko.splits.at(-1)!.values.get(1)).toBe('won the Armageddon game as Black on draw odds (a draw)');
  });
});

describe('"then play-off" with a play-off for places 1–3: only the places it covers wait for it', () => {
  // 12 players, the lower number winning but for 3>1, 12>1, 8>2, 9>3, 7>5: 1, 2, 3 on 9 and 5, 6, 7
  // on 6, each trio a cycle that DE leaves level; 11 and 12 on 1, 11 won their game (DE).
  const FIELD = () =>
    roundRobinWithUpsets(12, [
      [3, 1],
      [12, 1],
      [8, 2],
      [9, 3],
      [7, 5],
    ]);
  const TOP_THREE: PlayOffRules = {
    ...NORWAY,
    places: { first: 1, last: 3 },
    stages: [
      { kind: 'games', games: 1, pace: 'rapid' },
      { kind: 'armageddon', games: 1, drawOdds: 'black' },
    ],
  };
  // First place only, the same stages.
  const NORWAY_ONE_GAME: PlayOffRules = { ...TOP_THREE, places: { first: 1, last: 1 } };
  const thenPlayOff = (rules: PlayOffRules, record?: PlayOffRecord) => run(FIELD(), rules, record, ['PTS', 'DE'], { kind: 'play-off' });
  // Stage 1, a round robin of one rapid game: 2 beats 1 and 3, 3 beats 1.
  const PLAYED: PlayOffRecord = { games: [game(1, 2, 1, 'white'), game(1, 3, 2, 'black'), game(1, 1, 3, 'black')] };
  const SHARED_FIFTH = [
    [5, 5, 7, 'shared'],
    [6, 5, 7, 'shared'],
    [7, 5, 7, 'shared'],
  ];

  it('not recorded: places 1–3 are play-off pending; the tie for 5th–7th, which no play-off decides, is shared and said so', () => {
    const e = thenPlayOff(TOP_THREE);
    expect(places(e).slice(0, 3)).toEqual([1, 2, 3].map((id) => [id, 1, 3, 'play-off pending']));
    expect(places(e).slice(4, 7)).toEqual(SHARED_FIFTH);
    expect(places(e).slice(10)).toEqual([
      [11, 11, 11, 'DE'],
      [12, 12, 12, 'DE'],
    ]);
    expect(e.issues.map((i) => [i.code, i.severity, i.message])).toEqual([
      [
        'engine/play-off-tie-shared',
        'warning',
        'Player 5, Player 6 and Player 7 are still tied after the tie-break list for places 5–7, which the play-off (for places 1–3) does not decide: they share the places',
      ],
    ]);
  });

  it('recorded: the play-off places all three, the losers in its order (2, 3, 1); 5th–7th stay shared, not pending', () => {
    const e = thenPlayOff(TOP_THREE, PLAYED);
    expect(places(e).slice(0, 3)).toEqual([
      [2, 1, 1, 'play-off'],
      [3, 2, 2, 'play-off'],
      [1, 3, 3, 'play-off'],
    ]);
    expect(places(e).slice(4, 7)).toEqual(SHARED_FIFTH);
    expect(e.standings.some((s) => s.decidedBy === 'play-off pending')).toBe(false);
  });

  it('a play-off for first place only: its losers, level on the list, share 2nd–3rd once it is decided', () => {
    const e = thenPlayOff(NORWAY_ONE_GAME, PLAYED);
    expect(places(e).slice(0, 3)).toEqual([
      [2, 1, 1, 'play-off'],
      [1, 2, 3, 'shared'],
      [3, 2, 3, 'shared'],
    ]);
    expect(e.issues.map((i) => i.message)).toEqual([
      'Player 1 and Player 3 are still tied after the tie-break list for places 2–3, which the play-off (for first place) does not decide: they share the places',
      'Player 5, Player 6 and Player 7 are still tied after the tie-break list for places 5–7, which the play-off (for first place) does not decide: they share the places',
    ]);
  });

  it('at most 2 play: the third, kept out by the limit, is placed by the seeding, not left pending', () => {
    const e = thenPlayOff({ ...NORWAY_ONE_GAME, maxPlayers: 2, seeding: 'rating' });
    expect(
      places(e)
        .slice(0, 3)
        .map((p) => p[3]),
    ).toEqual(['play-off pending', 'play-off pending', 'play-off']);
  });
});
