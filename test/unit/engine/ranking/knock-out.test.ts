import { describe, expect, it } from 'vitest';
import { rankKnockOut, type KnockOutEvent, type KnockOutGame, type KnockOutRules, type PlayOffStage } from '../../../../engine';

/*
 * A knock-out ranked by the round reached (FIDE World Cup 2021 art. 4.10: two classical games,
 * then two rapid games of 25 minutes, two of 10 minutes, two blitz games, one Armageddon game
 * with draw odds to Black; the losers of the semi-finals play a match for third place).
 */
const STAGES: PlayOffStage[] = [
  { kind: 'games', games: 2, pace: 'classical' },
  { kind: 'games', games: 2, pace: 'rapid' },
  { kind: 'games', games: 2, pace: 'rapid' },
  { kind: 'games', games: 2, pace: 'blitz' },
  { kind: 'armageddon', games: 1, drawOdds: 'black' },
];
const RULES: KnockOutRules = { stages: STAGES, losers: 'share', thirdPlaceMatch: true };

/** "1-0 ½ 0-1": the games of a match from its first White's side, colours alternating. */
function match(round: number, a: number, b: number, results: string): KnockOutGame[] {
  return results.split(' ').map((r, i) => {
    const [white, black] = i % 2 === 0 ? [a, b] : [b, a];
    const fromWhite = i % 2 === 0 ? r : r === '1-0' ? '0-1' : r === '0-1' ? '1-0' : r;
    const result = fromWhite === '1-0' ? 'white' : fromWhite === '0-1' ? 'black' : fromWhite === '*' ? undefined : 'draw';
    return { round, game: i + 1, white, black, result, source: `t:${round}.${i + 1}` } as KnockOutGame;
  });
}

function event(games: KnockOutGame[][], count = 8): KnockOutEvent {
  return {
    players: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, rating: 2700 - i * 10 })),
    games: games.flat(),
  };
}

// Quarter-finals: 1 beats 8 in the classical games, 2 beats 7 in rapid stage 1, 3 beats 6 in
// the blitz, 5 beats 4 in the Armageddon (a draw with Black); semi-finals 1-5, 2-3; final, third place.
const QUARTERS = [
  match(1, 1, 8, '1-0 ½'),
  match(1, 2, 7, '½ ½ 1-0 ½'),
  match(1, 3, 6, '½ ½ ½ ½ ½ ½ 1-0 ½'),
  match(1, 4, 5, '½ ½ ½ ½ ½ ½ ½ ½ ½'),
];
const SEMIS = [match(2, 1, 5, '½ 1-0'), match(2, 2, 3, '0-1 ½')];
const FINALS = [match(3, 1, 3, '½ ½ ½ ½ 0-1 ½'), match(3, 5, 2, '1-0 1-0')];

describe('rankKnockOut: places by round reached (FIDE World Cup 2021)', () => {
  it('places the winner, finalist, the match for third place, then the quarter-finals losers sharing 5–8', () => {
    const result = rankKnockOut(event([...QUARTERS, ...SEMIS, ...FINALS]), RULES);
    expect(result.issues).toEqual([]);
    expect(result.complete).toBe(true);
    expect(result.roundNames).toEqual(['', 'quarter-final', 'semi-final', 'final']);
    const rows = result.standings.map((s) => [s.player, `${s.place.first}-${s.place.last}`, s.roundReached, s.outcome]);
    expect(rows).toEqual([
      [3, '1-1', 3, 'won the final'],
      [1, '2-2', 3, 'lost the final'],
      [5, '3-3', 2, 'won the match for third place'],
      [2, '4-4', 2, 'lost the match for third place'],
      [4, '5-8', 1, 'eliminated'],
      [6, '5-8', 1, 'eliminated'],
      [7, '5-8', 1, 'eliminated'],
      [8, '5-8', 1, 'eliminated'],
    ]);
    const decided = result.matches.map((m) => [m.round, m.winner, m.decidedBy]);
    expect(decided).toEqual([
      [1, 1, 'classical'],
      [1, 2, 'rapid stage 1'],
      [1, 3, 'blitz'],
      [1, 5, 'armageddon'],
      [2, 1, 'classical'],
      [2, 3, 'classical'],
      [3, 3, 'rapid stage 2'],
      [3, 5, 'classical'],
    ]);
    expect(result.matches[3]!.story.at(-1)).toContain('won the Armageddon game as Black on draw odds');
  });

  it('ranks the losers of a round by rating when the regulation says so', () => {
    const result = rankKnockOut(event([...QUARTERS, ...SEMIS, ...FINALS]), { ...RULES, losers: 'rating' });
    expect(result.standings.slice(4).map((s) => [s.player, s.place.first])).toEqual([
      [4, 5],
      [6, 6],
      [7, 7],
      [8, 8],
    ]);
  });

  it('an event in progress: players still in share the top places, pending; the decided losers share their round', () => {
    const semiInProgress = [match(2, 1, 5, '½ 1-0'), match(2, 2, 3, '0-1')];
    const result = rankKnockOut(event([...QUARTERS, ...semiInProgress]), RULES);
    expect(result.complete).toBe(false);
    expect(result.issues.map((i) => i.code)).toEqual(['engine/knock-out-in-progress']);
    const rows = result.standings.map((s) => [s.player, `${s.place.first}-${s.place.last}`, s.pending]);
    expect(rows).toEqual([
      [1, '1-2', true],
      [2, '1-4', true],
      [3, '1-4', true],
      [5, '3-4', true],
      [4, '5-8', false],
      [6, '5-8', false],
      [7, '5-8', false],
      [8, '5-8', false],
    ]);
  });

  it('refuses a bracket that does not hold together, at the game', () => {
    const loserPlaysOn = [match(2, 1, 8, '1-0 ½'), match(2, 2, 3, '0-1 ½')];
    const result = rankKnockOut(event([...QUARTERS, ...loserPlaysOn]), RULES);
    expect(result.standings).toEqual([]);
    expect(result.issues[0]).toMatchObject({ code: 'engine/knock-out-not-through', round: 2, player: 8 });
    expect(result.issues[0]!.message).toBe(
      'P8 plays in round 2 (t:2.1) but lost to P1 in round 1: a player goes on only by winning the round before',
    );
  });

  it('refuses a match with a game without result followed by later games, and an undecided match whose players play on', () => {
    const unfinished = rankKnockOut(event([[...match(1, 1, 8, '* ½ 1-0 ½')], ...QUARTERS.slice(1)]), RULES);
    expect(unfinished.issues.map((i) => i.code)).toContain('engine/knock-out-unfinished-game');
    const undecided = rankKnockOut(event([match(1, 1, 8, '½ ½'), ...QUARTERS.slice(1), ...SEMIS]), RULES);
    expect(undecided.issues.map((i) => i.code)).toEqual(['engine/knock-out-undecided']);
    expect(undecided.issues[0]!.message).toContain(
      'The round-1 match P1 – P8 is not decided by its games (Stage 2, 2 rapid games between P1 and P8: 0 of 2 recorded)',
    );
  });

  it('refuses games after the deciding stage and a missing game number', () => {
    const after = rankKnockOut(event([match(1, 1, 8, '1-0 1-0 ½'), ...QUARTERS.slice(1)]), RULES);
    expect(after.issues.map((i) => i.code)).toEqual(['engine/knock-out-games-after-decision']);
    const games = match(1, 1, 8, '½ ½ 1-0 ½');
    games.splice(1, 1);
    const gap = rankKnockOut(event([games, ...QUARTERS.slice(1)]), RULES);
    expect(gap.issues[0]!.message).toBe(
      'The round-1 match P1 – P8 has game 3 (t:1.3) but no game 2: its games are numbered 1, 2, … in the order played',
    );
  });
});
