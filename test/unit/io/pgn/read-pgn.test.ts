import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPgn } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

/** One game's tag section and moves, as broadcasts write them. */
function game(round: string, white: string, black: string, result: string, extra: string[] = [], moves = '1. e4 e5'): string {
  const tags = [`[Event "Open"]`, `[Round "${round}"]`, `[White "${white}"]`, `[Black "${black}"]`, `[Result "${result}"]`, ...extra];
  return `${tags.join('\n')}\n\n${moves} ${result}\n\n`;
}
const codes = (text: string) =>
  readPgn(text).issues.map(
    (i) => `${i.location.kind === 'text' ? i.location.line : 0}:${i.location.kind === 'text' ? i.location.column : 0} ${i.code}`,
  );

describe('a Swiss PGN with a round missing for one player and one player written two ways', () => {
  const text = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'pgn', 'club-swiss-near-miss.pgn'), 'utf8');
  const read = readPgn(text, { file: 'club.pgn' });

  it('reads the names as written and warns that two of them could be one player', () => {
    expect(read.crosstable!.players.map((p) => `${p.id} ${p.name} ${p.fideId ?? '-'}`)).toEqual([
      '1 Adler,Jan 24600001',
      '2 Brandt, Ole 24600002',
      '3 Claussen,Pia 24600003',
      '4 Dietz,Max 24600004',
      '5 Engel,Lars 24600005',
      '6 Fink,Ida 24600006',
      '7 Brandt,O -',
    ]);
    expect(read.issues).toEqual([
      {
        code: 'pgn/similar-names',
        severity: 'warning',
        message:
          '"Brandt,O" and "Brandt, Ole" (line 6) could be one player but are read as two: the names differ and no FIDE id joins them',
        location: { kind: 'text', file: 'club.pgn', line: 113, column: 9 },
      },
    ]);
  });

  it('says in a note that PGN cannot tell a bye from an absence, and reads both as not paired', () => {
    expect(read.notes).toEqual([
      'Without a game in the file: round 1: Brandt,O; round 2: Brandt, Ole, Claussen,Pia, Brandt,O; round 3: Brandt, Ole. PGN records games only, so a bye, a forfeit, an absence or a withdrawal cannot be told apart; each is read as not paired — no points, an unplayed round for the tie-breaks.',
    ]);
    expect(read.crosstable!.players[2]!.rounds.map((r) => r.kind)).toEqual(['played', 'absent', 'played']);
    expect(read.crosstable!.type).toBe('swiss');
    expect(read.crosstable!.players[0]!.rating).toBe(2105);
  });

  it('reads the games as one player once a FIDE id joins the spellings', () => {
    const joined = readPgn(text.replace('[White "Brandt,O"]', '[White "Brandt,O"]\n[WhiteFideId "24600002"]'));
    expect(joined.crosstable!.players).toHaveLength(6);
    expect(joined.issues.map((i) => i.code)).toEqual(['pgn/name-spellings']);
    expect(joined.crosstable!.players[1]!.rounds.map((r) => r.kind)).toEqual(['played', 'absent', 'played']);
  });
});

describe('the PGN reader', () => {
  it('skips movetext robustly: nested variations, comments with brackets, ; comments, % escape lines', () => {
    const moves =
      '% an escape line\n1. e4 {[%clk 1:59:00] a [bracket] (paren} e5 (1... c5 2. Nf3 (2. c3 d5) d6) ; to the end [ of the line\n2. Nf3 $1 Nc6!? 3. Bb5';
    const read = readPgn(game('1', 'A', 'B', '1-0', [], moves) + game('2', 'B', 'A', '0-1'));
    expect(read.issues).toEqual([]);
    expect(read.crosstable!.rounds).toBe(2);
    expect(read.crosstable!.players[0]!.rounds.map((r) => r.kind === 'played' && r.outcome)).toEqual(['win', 'win']);
  });

  it('reads rounds with boards (3, 3.1, 3.12) and orders starting numbers by round and board', () => {
    const read = readPgn(game('1.12', 'C', 'D', '1/2-1/2') + game('1.1', 'A', 'B', '1-0') + game('2', 'A', 'C', '0-1'));
    expect(read.crosstable!.players.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('reads a game with result * as paired without a result: the standings are after the round before', () => {
    const read = readPgn(game('1', 'A', 'B', '1-0') + game('1', 'C', 'D', '0-1') + game('2', 'A', 'D', '*') + game('2', 'B', 'C', '1-0'));
    expect(read.afterRound).toBe(1);
    expect(read.lastRound).toBe(2);
    expect(read.issues.map((i) => i.code)).toEqual(['pgn/pending-round']);
    expect(read.crosstable!.rounds).toBe(1);
  });

  it('locates every error at its tag, and gives no crosstable', () => {
    expect(codes('[Event "Open"]\n[White Carlsen]\n')).toContain('2:8 pgn/bad-tag');
    expect(codes(game('?', 'A', 'B', '1-0'))).toEqual(['2:9 pgn/missing-round']);
    expect(codes(game('x.1', 'A', 'B', '1-0'))).toEqual(['2:9 pgn/bad-round']);
    expect(codes(game('1', 'A', 'B', '1:0'))).toEqual(['5:10 pgn/bad-result']);
    expect(codes(game('1', 'A', 'B', '1-0').replace('e5 1-0', 'e5 0-1'))).toEqual(['7:10 pgn/result-mismatch']);
    expect(codes(game('1', 'A', 'A', '1-0'))).toEqual(['4:9 pgn/same-player']);
    expect(codes(game('1', 'A', 'B', '1-0') + game('1', 'A', 'C', '1-0'))).toEqual(['11:9 pgn/player-twice-in-round']);
    expect(codes(game('1', 'A', 'B', '1-0', [], '1. e4 { never closed'))).toEqual(['7:7 pgn/unterminated-comment']);
    expect(codes('1. e4 e5 1-0\n')).toEqual(['1:1 pgn/text-outside-game']);
    expect(codes('')).toEqual(['1:1 pgn/text-outside-game']);
    expect(readPgn(game('?', 'A', 'B', '1-0')).crosstable).toBeUndefined();
  });

  it('refuses the games of two events in one file (a TWIC issue), naming them', () => {
    const read = readPgn(game('1', 'A', 'B', '1-0') + game('1', 'C', 'D', '1-0').replace('"Open"', '"Blitz"'));
    expect(read.issues.map((i) => i.message)).toEqual([
      'the games name 2 events: "Open" (line 1), "Blitz" (line 9); expected the games of one event',
    ]);
    expect(read.crosstable).toBeUndefined();
  });

  it('matches by FIDE id first: one name with two ids is two players, a name without id between them is asked about', () => {
    const id = (w: string, b: string) => [`[WhiteFideId "${w}"]`, `[BlackFideId "${b}"]`];
    const two = readPgn(game('1', 'Kim, J', 'B', '1-0', id('101', '200')) + game('1', 'Kim, J', 'C', '1-0', id('102', '300')));
    expect(two.crosstable!.players).toHaveLength(4);
    expect(two.issues.map((i) => i.code)).toEqual(['pgn/same-name-two-ids']);
    const asked = readPgn(
      game('1', 'Kim, J', 'B', '1-0', id('101', '200')) +
        game('1', 'Kim, J', 'C', '1-0', id('102', '300')) +
        game('2', 'B', 'Kim, J', '1-0'),
    );
    expect(asked.issues.map((i) => i.code)).toEqual(['pgn/same-name-two-ids', 'pgn/ambiguous-name']);
    expect(asked.crosstable).toBeUndefined();
    expect(codes(game('1', 'A', 'B', '1-0', ['[WhiteFideId "12x"]']))).toEqual(['6:15 pgn/bad-fide-id']);
  });

  it('warns of a round with no game before the last one', () => {
    const read = readPgn(game('1', 'A', 'B', '1-0') + game('3', 'A', 'B', '1-0'));
    expect(read.issues.map((i) => i.code)).toEqual(['pgn/empty-round']);
    expect(read.crosstable!.rounds).toBe(3);
  });

  it('says that a game with a result and no move may be a forfeit, read as played', () => {
    const read = readPgn(game('1', 'A', 'B', '1-0', [], '') + game('2', 'B', 'A', '1-0'));
    expect(read.notes).toEqual([
      'A game has a result and no move (line 1): PGN cannot tell a forfeit from a game played, so each is read as played.',
    ]);
  });

  it('never throws on damaged text: every problem is a located issue', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = [
      '[',
      ']',
      '"',
      '\\',
      '{',
      '}',
      '(',
      ')',
      ';',
      '%',
      '\n',
      ' ',
      'Round',
      'White',
      'e4',
      '1-0',
      '*',
      '1/2-1/2',
      '3.1',
      'é',
      '😀',
    ];
    const base = game('1', 'A', 'B', '1-0') + game('2', 'B', 'A', '*');
    for (let n = 0; n < 300; n++) {
      let text = base;
      for (let k = 0; k < 8; k++) {
        const at = Math.floor(next() * text.length);
        text = text.slice(0, at) + pieces[Math.floor(next() * pieces.length)]! + text.slice(at + Math.floor(next() * 3));
      }
      const read = readPgn(text);
      for (const issue of read.issues)
        expect(issue.location.kind === 'text' && issue.location.line >= 1 && issue.location.column >= 1).toBe(true);
    }
  });
});
