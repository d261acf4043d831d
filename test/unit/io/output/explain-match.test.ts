import { describe, expect, it } from 'vitest';
import { decideMatch, type MatchTiebreaks, type TeamMatch } from '../../../../engine';
import { explainMatch, matchBoardsBlock, matchStepsBlock } from '../../../../io';
import { STANDARD } from '../../../../engine';

/* The handbook's second knock-out match (ch. 13, seed 004): 3–3, Organisers' side. */
const MATCH_2: TeamMatch = {
  teams: ['Organisers', 'Players'],
  boards: (['draw', 'loss', 'win', 'win', 'loss', 'draw'] as const).map((outcome, i) => ({
    board: i + 1,
    result: { kind: 'played', outcome },
  })),
};
const rules = (codes: string[], after?: MatchTiebreaks['after']): MatchTiebreaks => ({
  tiebreaks: codes.map((code) => ({ code, text: code })),
  ...(after && { after }),
});

describe('explainMatch: a match decision in words', () => {
  it('numbers each step by its place in the regulation’s list and lists what counted for each team', () => {
    const list = rules(['BC', 'TBR']);
    const lines = explainMatch(decideMatch(MATCH_2, list), list);
    expect(lines[0]).toBe("Organisers 3, Players 3: drawn; the regulation's match tie-breaks, in its order:");
    expect(lines[1]).toBe('  1. BC — board count: Organisers 10.5, Players 10.5: equal (FIDE C.07 art. 12.1)');
    expect(lines[2]).toBe(
      '       Organisers: board 1 × 0.5 (draw); board 2 × 0 (loss); board 3 × 1 (win); board 4 × 1 (win); board 5 × 0 (loss); board 6 × 0.5 (draw)',
    );
    expect(lines.slice(4, 6)).toEqual([
      '  2. TBR — board 1: Organisers 0.5, Players 0.5: equal (FIDE C.07 art. 12.2)',
      '       Organisers: board 1: draw',
    ]);
    expect(lines.at(-1)).toBe('Players win the match on TBR: board 2, 1 to 0.');
  });

  it('still tied after the list: the tie stands, a play-off, or lots drawn from the regulation’s seed', () => {
    expect(explainMatch(decideMatch(MATCH_2, rules(['BC'])), rules(['BC'])).at(-1)).toBe(
      'Still tied after the list: the match stays drawn (the regulation says nothing after its match tie-breaks).',
    );
    const playOff = rules(['BC'], { kind: 'play-off' });
    expect(explainMatch(decideMatch(MATCH_2, playOff), playOff).at(-1)).toBe(
      'Still tied after the list: the regulation says a play-off decides the match.',
    );
    const lots = rules(['BC'], { kind: 'lots', seed: 'Team Cup 2026' });
    const decision = decideMatch(MATCH_2, lots);
    expect(explainMatch(decision, lots).at(-1)).toBe(
      `Still tied after the list: ${decision.teams[decision.winner!]} win the match by lots drawn from the regulation's seed "Team Cup 2026" (anyone can repeat the draw).`,
    );
  });

  it('the output blocks: boards with each team’s game points, steps with both values and the outcome', () => {
    const list = rules(['BC', 'BBE']);
    expect(matchBoardsBlock(MATCH_2, STANDARD)[1]).toEqual([1, null, null, '½-½', null, 0.5, 0.5]);
    expect(matchStepsBlock(decideMatch(MATCH_2, list), list).map((r) => r.slice(0, 6))).toEqual([
      ['Step', 'Criterion', 'Compared', 'Organisers', 'Players', 'Outcome'],
      [1, 'BC', 'board count', 10.5, 10.5, 'equal'],
      [2, 'BBE', 'boards 1–5 (board 6 dropped)', 2.5, 2.5, 'equal'],
      [2, 'BBE', 'boards 1–4 (boards 5–6 dropped)', 2.5, 1.5, 'Organisers ahead'],
    ]);
  });
});
