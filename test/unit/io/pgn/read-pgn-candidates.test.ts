import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../../dsl';
import { evaluate } from '../../../../engine';
import { decodeTrfBytes, isPgnText, readPgn } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

// The FIDE Candidates Tournament 2022 (Madrid, 8 players, double round robin) as a real lichess
// export holds it: round 1 from the broadcast ("Duda, Jan-Krzysztof", Round "1.1"), rounds 2-14
// from a study whose chapters carry no Round tag ("Round 2: Richard Rapport - Alireza Firouzja",
// "Liren Ding"), every move with { [%eval] [%clk] } comments. Source and published standings:
// test/fixtures/pgn/README.md.
const PGN = join(REPO_ROOT, 'test', 'fixtures', 'pgn', 'candidates-2022-lichess.pgn');
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'candidates-2022.regula');
const text = decodeTrfBytes(new Uint8Array(readFileSync(PGN)));

describe('PGN of the Candidates 2022 (lichess export)', () => {
  const read = readPgn(text, { file: 'candidates-2022-lichess.pgn' });

  it('is told apart from a TRF by its content', () => {
    expect(isPgnText(text)).toBe(true);
    expect(isPgnText('012 Club Open\n001    1 m    Alpha')).toBe(false);
  });

  it('reads 56 games into an 8-player double round robin of 14 rounds', () => {
    expect(read.crosstable).toBeDefined();
    expect(read.crosstable!.type).toBe('double-round-robin');
    expect(read.crosstable!.rounds).toBe(14);
    expect(read.crosstable!.players).toHaveLength(8);
    expect(read.crosstable!.players.every((p) => p.rounds.every((r) => r.kind === 'played'))).toBe(true);
    expect(read.afterRound).toBe(14);
    expect(read.summary).toBe('PGN, 8 players, 14 rounds, a double round robin (each of the 8 players met every other twice)');
    expect(read.notes).toEqual([]);
  });

  it('states each reading it makes: the rounds from the chapter names, the two spellings of each player', () => {
    const codes = read.issues.map((i) => `${i.severity} ${i.code}`);
    expect(codes.filter((c) => c === 'warning pgn/name-spellings')).toHaveLength(8);
    expect(codes).toContain('warning pgn/round-from-event');
    expect(codes.every((c) => c.startsWith('warning'))).toBe(true);
    const ding = read.issues.find((i) => i.message.includes('Ding'))!;
    expect(ding.location).toEqual({ kind: 'text', file: 'candidates-2022-lichess.pgn', line: 27, column: 9 });
    expect(ding.message).toBe(
      '"Ding, Liren" (1 game) and "Liren Ding" (13 games) are read as one player: the same name in another order, case, accent or punctuation',
    );
    const rounds = read.issues.find((i) => i.code === 'pgn/round-from-event')!;
    expect(rounds.message).toContain('52 games have no Round tag');
  });

  it('ranks as published: Nepomniachtchi 9½, Ding 8, Radjabov and Nakamura 7½ (SB 52 and 50¼) …', () => {
    const regulation = compileRegulation(readFileSync(REGULATION, 'utf8')).regulation!;
    const evaluation = evaluate(read.crosstable!, regulation);
    const players = read.crosstable!.players;
    const table = evaluation.standings.map((s) => {
      const points = evaluation.columns.find((c) => c.header === 'PTS')!.values.get(s.player)!;
      return `${s.rank} ${players[s.player - 1]!.name} ${points.kind === 'value' ? points.value.toDecimalString() : '?'}`;
    });
    expect(table).toEqual([
      '1 Ian Nepomniachtchi 9.5',
      '2 Liren Ding 8',
      '3 Teimour Radjabov 7.5',
      '4 Hikaru Nakamura 7.5',
      '5 Fabiano Caruana 6.5',
      '6 Alireza Firouzja 6',
      '7 Jan-Krzysztof Duda 5.5',
      '8 Richard Rapport 5.5',
    ]);
  });
});
