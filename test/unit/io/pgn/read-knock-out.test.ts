import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readKnockOutPgn } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * A knock-out's games from PGN (docs/inputs.md "Knock-out events"): ROUND.GAME as TWIC numbers a
 * knock-out (the generated bracket), SESSION.BOARD as the World Cup 2025's broadcast does, and a
 * file that fits neither.
 */
const read = (...path: string[]) => readFileSync(join(REPO_ROOT, ...path), 'utf8');

function game(round: string, white: string, black: string, result: string): string {
  return `[Event "Cup"]\n[Round "${round}"]\n[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n\n${result}\n\n`;
}

describe('readKnockOutPgn', () => {
  it('reads ROUND.GAME: "1.3" is game 3 of the round-1 match, and says so', () => {
    const result = readKnockOutPgn(read('samples', 'tournaments', 'knock-out-cup-generated.pgn'), { file: 'cup.pgn' });
    expect(result.issues).toEqual([]);
    expect(result.summary).toBe('PGN, 20 players, 5 knock-out rounds, 95 games');
    expect(result.notes).toEqual([
      'the Round tags are read as ROUND.GAME (TWIC\'s numbering of a knock-out): Round "1.3" is game 3 of the round-1 match between its players (games 1–2 the classical games, the tie-breaks after them), not board 3 of round 1',
    ]);
    const event = result.event!;
    const name = (id: number) => event.players[id - 1]!.name;
    // Round 1, the match Rossi – Okafor (seeds 18 and 15): six games, Okafor White in game 1.
    const match = event.games.filter((g) => g.round === 1 && [g.white, g.black].map(name).includes('Rossi, Dario'));
    expect(match.map((g) => [g.game, name(g.white), g.result])).toEqual([
      [1, 'Okafor, Chidi', 'black'],
      [2, 'Rossi, Dario', 'black'],
      [3, 'Okafor, Chidi', 'draw'],
      [4, 'Rossi, Dario', 'draw'],
      [5, 'Okafor, Chidi', 'white'],
      [6, 'Rossi, Dario', 'draw'],
    ]);
    expect(match[0]!.source).toBe('cup.pgn:79');
    expect(event.players.find((p) => p.name === 'Sato, Ren')).toMatchObject({ rating: 2480 });
  });

  it('reads a broadcast\'s SESSION.BOARD: the World Cup 2025\'s "42.1" is board 1 of session 42', () => {
    const result = readKnockOutPgn(read('samples', 'tournaments', 'world-cup-2025-last-16.pgn'));
    expect(result.issues).toEqual([]);
    expect(result.summary).toBe('PGN, 16 players, 2 knock-out rounds, 34 games');
    expect(result.notes[0]).toContain('read as SESSION.BOARD');
    expect(result.notes[0]).toContain('(round 1: sessions 42–49, round 2: session 50)');
    const event = result.event!;
    const name = (id: number) => event.players[id - 1]!.name;
    // Donchenko – Le Quang Liem: two classical draws, then three tie-break pairs, sessions 44–49.
    const match = event.games.filter((g) => [g.white, g.black].map(name).includes('Donchenko, Alexander') && g.round === 1);
    expect(match.map((g) => `${g.game} ${name(g.white)} ${g.result}`)).toEqual([
      '1 Donchenko, Alexander draw',
      '2 Le, Quang Liem draw',
      '3 Le, Quang Liem black',
      '4 Donchenko, Alexander black',
      '5 Le, Quang Liem black',
      '6 Donchenko, Alexander black',
      '7 Le, Quang Liem draw',
      '8 Donchenko, Alexander white',
    ]);
    expect(event.players.find((p) => p.name === 'Sindarov, Javokhir')).toMatchObject({ fideId: '14205483', rating: 2721 });
  });

  it('refuses a file that fits neither reading, naming both', () => {
    const text = [
      game('1.1', 'Ames, A', 'Berg, B', '1/2-1/2'),
      game('1.2', 'Berg, B', 'Ames, A', '1/2-1/2'),
      game('2.1', 'Ames, A', 'Berg, B', '1-0'),
    ].join('');
    const result = readKnockOutPgn(text, { file: 'cup.pgn' });
    expect(result.event).toBeUndefined();
    expect(result.issues.map((i) => `${i.location.kind === 'text' ? i.location.line : 0} ${i.code}`)).toEqual(['17 pgn/knock-out-rounds']);
    expect(result.issues[0]!.message).toBe(
      "the Round tags fit neither reading of a knock-out: as ROUND.GAME (TWIC) a match's games share their round, but Ames, A and Berg, B meet in rounds 1 (line 1) and 2 (line 17); as SESSION.BOARD (a broadcast) a pair meets at most once per session, but Ames, A and Berg, B have two games in round 1 (lines 1 and 9)",
    );
  });
});
