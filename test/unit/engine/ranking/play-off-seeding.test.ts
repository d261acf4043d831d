import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  evaluate,
  lotNumber,
  Rational,
  seedPlayOff,
  type Crosstable,
  type Evaluation,
  type PlayOffRules,
} from '../../../../engine';
import { spec } from '../../../support/evaluate';
import { crosstableFromRows } from '../../../support/notation';

/*
 * The British Championship's seeding of a play-off (ECF Section H): by TPR; "Where players are
 * tied on TPR, then the winner of the head-to-head game between the players, if one was played,
 * shall split the tie … If this game was a draw, then the higher seed shall be determined by lot";
 * and its formats by the number tied.
 */

// 1 beat 2 in round 1; both won their other games' worth: tied on 2 points. Equal ratings.
const ONE_BEAT_TWO = () =>
  crosstableFromRows(
    [
      ['+W2', '-B3', '+W4'],
      ['-B1', '+W4', '+W3'],
      ['-B4', '+W1', '-B2'],
      ['+W3', '-B2', '-B1'],
    ],
    { ratings: [2000, 2000, 1900, 1900] },
  );
// 1 and 2 drew each other and won their other games: tied on 2½. Equal ratings.
const DREW = () =>
  crosstableFromRows(
    [
      ['=W2', '+W3', '+B4'],
      ['=B1', '+W4', '+B3'],
      ['+W4', '-B1', '-W2'],
      ['-B3', '-B2', '-W1'],
    ],
    { ratings: [2000, 2000, 1900, 1900] },
  );

const RULES: PlayOffRules = {
  places: { first: 1, last: 1 },
  qualify: 'points',
  seeding: 'rating',
  seedThen: ['head-to-head', 'lots'],
  stages: [],
  formats: [{ players: { exactly: 2 }, stages: [{ kind: 'armageddon', games: 1, drawOdds: 'black' }] }],
  manyPlayers: 'knock-out',
  notHeld: 'tie-breaks',
};

function run(table: Crosstable, rules: PlayOffRules): Evaluation {
  return evaluate(
    { ...table, name: 'Seeding test' },
    {
      name: 'test',
      edition: 'fide-2026',
      unplayed: DEFAULT_UNPLAYED_OPTIONS,
      tiebreaks: ['PTS', 'TPN'].map(spec),
      after: { kind: 'shared' },
      playOff: rules,
    },
  );
}

describe('play-off seeding: level on the criterion, then head-to-head, then lots', () => {
  it('level on rating, the winner of their game is seeded first', () => {
    // The list (TPN) also puts 1 first; the seeding names the game that did it.
    const story = run(ONE_BEAT_TWO(), RULES).splits.at(-1)!.story!;
    expect(story.slice(0, 2)).toEqual([
      'Seeded by rating: Player 1 2000, Player 2 2000.',
      'Player 1, Player 2 are level on rating; their games between them: Player 1 1, Player 2 0.',
    ]);
  });

  it('their game drawn: lots decide, drawn from the event and the players — repeatable', () => {
    const table = DREW();
    const e = run(table, RULES);
    const seed = 'Seeding test | 1,2';
    const byLot = [1, 2].sort((a, b) => {
      const [x, y] = [lotNumber(seed, table.players[a - 1]!), lotNumber(seed, table.players[b - 1]!)];
      return x < y ? -1 : 1;
    });
    const story = e.splits.at(-1)!.story!;
    expect(story[1]).toBe('Player 1, Player 2 are level on rating; their games between them: Player 1 ½, Player 2 ½.');
    expect(story[2]).toBe(
      `Player 1, Player 2 are level on rating: seeded by lots (seed "${seed}"): ${byLot.map((id) => `Player ${id}`).join(', ')}.`,
    );
    // Pending standings list the players in seeding order.
    expect(e.standings.slice(0, 2).map((s) => s.player)).toEqual(byLot);
    expect(run(table, RULES).splits.at(-1)!.story).toEqual(story);
  });

  it('without fallbacks, players level on the criterion keep the tie-break list’s order', () => {
    const group = [2, 1];
    const table = DREW();
    const byId = new Map(table.players.map((p) => [p.id, p]));
    const seeding = seedPlayOff(group, { seeding: 'rating' }, byId, { lotsBasis: '' });
    expect(seeding.seeded).toEqual([2, 1]);
    expect(seeding.story.at(-1)).toBe("Player 2, Player 1 are level on rating: seeded in the tie-break list's order.");
  });

  it('a criterion ordered lower-first seeds its lowest value first; a player without a value last', () => {
    const table = DREW();
    const byId = new Map(table.players.map((p) => [p.id, p]));
    const values = new Map([
      [1, undefined],
      [2, 5],
      [3, 3],
    ]);
    const seeding = seedPlayOff([1, 2, 3], { seeding: 'criterion' }, byId, {
      value: (id) => (values.get(id) === undefined ? undefined : Rational.of(values.get(id)!)),
      order: 'lower-first',
      label: 'X',
      lotsBasis: '',
    });
    expect(seeding.seeded).toEqual([3, 2, 1]);
    expect(seeding.story[0]).toBe('Seeded by X: Player 3 3, Player 2 5, Player 1 n/a.');
  });
});

describe('play-off formats by the number tied', () => {
  it('no format for the number playing: an error, and the tie-break list orders them', () => {
    const e = run(ONE_BEAT_TWO(), { ...RULES, formats: [{ players: { moreThan: 2 }, stages: [{ kind: 'games', games: 2 }] }] });
    expect(e.issues.map((i) => [i.code, i.message])).toContainEqual([
      'engine/play-off-no-format',
      "The play-off for first place has 2 players (Player 1, Player 2); the regulation's play-off has no format for 2 players",
    ]);
    expect(e.standings.slice(0, 2).map((s) => [s.player, s.decidedBy])).toEqual([
      [1, 'TPN'],
      [2, 'TPN'],
    ]);
  });

  it('the format for two is played by two: its Armageddon stage 1 decides', () => {
    const table = { ...ONE_BEAT_TWO(), playOff: { games: [{ stage: 1, white: 1, black: 2, result: 'draw' as const }] } };
    const e = run(table, RULES);
    expect(e.standings.slice(0, 2).map((s) => [s.player, s.decidedBy])).toEqual([
      [2, 'play-off'],
      [1, 'play-off'],
    ]);
    expect(e.splits.at(-1)!.story).toContain('2 players play: the format for 2 players.');
  });
});
