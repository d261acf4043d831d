import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation } from '../../dsl';
import { evaluateTeamEvent, teamRoundScores } from '../../engine';
import { readTeamTrf, regulationDocument } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * "3 players (minimum) needed for a team" (2010 Chess Olympiad, samples/regulations/chess-olympiad-2010.regula,
 * `fewer than 3 players: match lost by forfeit`) on samples/tournaments/team-round-robin-6x4.trf: six teams of
 * four boards and a reserve, a round robin of five rounds, results invented. Fenland plays round 3 with three
 * players (board 4 empty: won by default by Borea, 2½–1½) and round 5 with two: it wins boards 1 and 2 against
 * Corvia, whose boards 3 and 4 win by default — 2–2 on the boards, a forfeit under the regulation.
 */
const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'chess-olympiad-2010.regula'), 'utf8');
const event = readTeamTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'team-round-robin-6x4.trf'), 'latin1')).event!;
const rank = (source: string) => {
  const compiled = compileRegulation(source);
  const evaluation = evaluateTeamEvent(event, compiled.regulation!);
  const name = (id: number) => evaluation.event.teams.find((t) => t.id === id)!.name;
  const scores = (id: number) =>
    teamRoundScores(
      evaluation.event,
      evaluation.event.teams.find((t) => t.id === id)!,
    );
  const mp = (id: number) => scores(id).reduce((sum, s) => sum + s.matchPoints.toNumber(), 0);
  const gp = (id: number) => scores(id).reduce((sum, s) => sum + s.gamePoints.toNumber(), 0);
  const places = evaluation.standings.map(
    (s) => `${s.rank === s.lastRank ? s.rank : `${s.rank}–${s.lastRank}`} ${name(s.player)} ${mp(s.player)} MP ${gp(s.player)} GP`,
  );
  return { evaluation, places, scores };
};

describe('fewer than 3 players: match lost by forfeit (2010 Chess Olympiad)', () => {
  it('Fenland’s two players in round 5 lose the match by forfeit: Corvia 2 MP and 4 GP, and level with Dalmor on 6', () => {
    const { evaluation, places, scores } = rank(text);
    // Hand check of the tie: Corvia 1 + 1 + 0 + 2 + 2 = 6 MP, GP 2 + 2 + 1½ + 3 + 4 = 12½;
    // Dalmor 1 + 2 + 2 + 0 + 1 = 6 MP, GP 2 + 3 + 3 + 1½ + 2 = 11½. No tie-break list: shared.
    expect(places).toEqual([
      '1 Aland 8 MP 12 GP',
      '2–3 Corvia 6 MP 12.5 GP',
      '2–3 Dalmor 6 MP 11.5 GP',
      '4 Borea 5 MP 9.5 GP',
      '5 Esteria 4 MP 9 GP',
      '6 Fenland 1 MP 5.5 GP',
    ]);
    expect(evaluation.event.teams[5]!.rounds[4]).toEqual({ kind: 'forfeit-loss', opponent: 3 });
    expect(scores(6)[4]!.note).toBe('match against Corvia lost by forfeit: every board a forfeit loss');
    // Round 3: three players are enough; the empty board 4 is lost on its own (2½–1½ to Borea).
    expect(scores(6)[2]!.gamePoints.toNumber()).toBe(1.5);
    expect(evaluation.notes).toEqual([
      'Round 5: Fenland fielded 2 players, fewer than 3: the match Corvia – Fenland is lost by forfeit by Fenland (its games stand for the players)',
    ]);
    expect(evaluation.issues).toEqual([]);
  });

  it('without the line the boards count: 2–2, Corvia 5 MP behind Dalmor, Fenland 2', () => {
    const { places } = rank(text.replace(/^ {2}fewer than 3 players.*\n/m, ''));
    expect(places).toEqual([
      '1 Aland 8 MP 12 GP',
      '2 Dalmor 6 MP 11.5 GP',
      '3–4 Borea 5 MP 9.5 GP',
      '3–4 Corvia 5 MP 10.5 GP',
      '5 Esteria 4 MP 9 GP',
      '6 Fenland 2 MP 7.5 GP',
    ]);
  });

  it('with both teams short both lose by forfeit; a minimum of 4 makes Fenland’s round 3 a forfeit too', () => {
    const { evaluation, scores } = rank(text.replace('fewer than 3 players', 'fewer than 4 players'));
    expect(evaluation.event.teams[5]!.rounds.map((r) => r.kind)).toEqual(['match', 'match', 'forfeit-loss', 'match', 'forfeit-loss']);
    expect(scores(2)[2]!.gamePoints.toNumber()).toBe(4);
  });

  it('states its reading in a note, the booklet prints it, errors outside a team event, keeps its layout', () => {
    const compiled = compileRegulation(text);
    expect(compiled.diagnostics.map((d) => `${d.code} ${d.span.start.line}`)).toEqual(['dsl/team-minimum-reading 18']);
    expect(formatRegulation(text).text).toBe(text);
    const scoring = regulationDocument(compiled.regulation!).articles.find((a) => a.title === 'Scoring')!;
    expect(scoring.blocks.at(-1)).toEqual({
      kind: 'paragraph',
      text: 'A team with fewer than 3 players in a match loses it by forfeit, and both teams do when both are short: the match scores as a forfeited one, every board to the opponent. A player counts who played the game or won it by default. The games stand for the players.',
    });
    const individual = compileRegulation(text.replace('rules fide-2009 team', 'rules fide-2009'));
    expect(individual.diagnostics.map((d) => d.code)).toContain('dsl/team-minimum-in-individual-event');
    expect(compileRegulation(text.replace('fewer than 3', 'fewer than 2.5')).diagnostics.map((d) => d.code)).toContain('dsl/not-whole');
  });
});
