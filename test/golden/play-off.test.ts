import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, type Evaluation } from '../../engine';
import { explainPlayer, readTrf, standingsJson } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { file, positioned } from '../support/dsl';

/*
 * The Candidates 2022 sample's play-off (samples/regulations/candidates-2022.regula) on the
 * invented crosstable samples/tournaments/club-championship-drr-8-play-off.trf: Castell (3) and
 * Graf (7) tied for first on 8 points; SB alone would put Graf first (50.25 against 46.75); the
 * recorded play-off (two drawn rapid games, then blitz 1–0 and ½–½ for Castell) puts Castell first.
 */

const SAMPLES = join(REPO_ROOT, 'samples');
const trfText = readFileSync(join(SAMPLES, 'tournaments', 'club-championship-drr-8-play-off.trf'), 'utf8');
const regulation = compileRegulation(readFileSync(join(SAMPLES, 'regulations', 'candidates-2022.regula'), 'utf8')).regulation!;

function rank(text: string): Evaluation {
  const read = readTrf(text);
  expect(read.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return evaluate(read.crosstable!, regulation);
}

describe('Candidates 2022 play-off on the sample crosstable', () => {
  it('the play-off puts Castell first against SB; the rest by SB', () => {
    const e = rank(trfText);
    expect(e.standings.slice(0, 3).map((s) => [s.player, s.rank, s.decidedBy])).toEqual([
      [3, 1, 'play-off'],
      [7, 2, 'play-off'],
      [1, 3, 'PTS'],
    ]);
    const sb = e.columns.find((c) => c.header === 'SB')!;
    expect([3, 7].map((id) => (sb.values.get(id) as { value: { toDecimalString(): string } }).value.toDecimalString())).toEqual([
      '46.75',
      '50.25',
    ]);
  });

  it('explain says the play-off placed her, stage by stage', () => {
    const lines = explainPlayer(rank(trfText), 3);
    expect(lines[0]).toBe('Castell, Clara (3) is placed 1 of 8, by the play-off: won stage 2 (2 blitz games) 1½–½.');
    // Graf is seeded first (the tie-break list, SB, orders the play-off's players).
    expect(lines).toContain('  Stage 1, 2 rapid games: Graf, Greta 1 – 1 Castell, Clara, level.');
    expect(lines).toContain('  Stage 2, 2 blitz games: Graf, Greta ½ – 1½ Castell, Clara: Castell, Clara won the stage.');
  });

  it('JSON carries the play-off', () => {
    const json = standingsJson({ kind: 'individual', evaluation: rank(trfText) });
    expect(json.playOff).toEqual([
      {
        status: 'decided',
        players: [
          { no: 7, name: 'Graf, Greta', note: 'lost stage 2 (2 blitz games) ½–1½' },
          { no: 3, name: 'Castell, Clara', note: 'won stage 2 (2 blitz games) 1½–½' },
        ],
        story: [
          'Stage 1, 2 rapid games: Graf, Greta 1 – 1 Castell, Clara, level.',
          'Stage 2, 2 blitz games: Graf, Greta ½ – 1½ Castell, Clara: Castell, Clara won the stage.',
        ],
      },
    ]);
  });

  it('without the play-off lines first place is "play-off pending", shared by both', () => {
    const e = rank(trfText.replace(/^### play-off.*\n/gm, ''));
    expect(e.standings.slice(0, 3).map((s) => [s.player, s.rank, s.lastRank, s.decidedBy])).toEqual([
      [7, 1, 2, 'play-off pending'],
      [3, 1, 2, 'play-off pending'],
      [1, 3, 3, 'PTS'],
    ]);
  });

  it('"### play-off not held": the tie-break list decides (SB: Graf)', () => {
    const e = rank(trfText.replace(/^### play-off.*\n/gm, '') + '### play-off not held\n');
    expect(e.standings.slice(0, 2).map((s) => [s.player, s.decidedBy])).toEqual([
      [7, 'SB'],
      [3, 'SB'],
    ]);
  });

  it('a bad play-off line is an error at its line', () => {
    const read = readTrf(`${trfText}### play-off 1 3 99 1-0\n### play-off 1 3 7 2-0\n`);
    expect(read.issues.filter((i) => i.code === 'trf/bad-play-off-line').map((i) => i.message)).toEqual([
      'play-off line: Black: no player has starting number 99',
      'play-off line: found "2-0" as the result, expected 1-0, 0-1, ½-½ (or 1/2-1/2, =)',
    ]);
  });
});

describe('the play-off article', () => {
  it('located errors: no stages, a stage without its number of games, draw odds without Armageddon, more than 3', () => {
    const text = file(
      'regulation "x"',
      'play-off',
      '  for places 3-1',
      '  more than 3 players: knock-out',
      '  draw odds to white',
      'tie-breaks',
      '  1. SB',
    );
    expect(positioned(compileRegulation(text).diagnostics)).toEqual([
      expect.stringMatching(/^2:1 .*play-off-no-stages/),
      expect.stringMatching(/^3:3 .*play-off-places-order/),
      expect.stringMatching(/^4:13 .*play-off-more-than/),
      expect.stringMatching(/^5:3 .*play-off-draw-odds-without-armageddon/),
    ]);
    const stages = file('regulation "x"', 'play-off', '  1. armageddon', '  2. rapid games');
    expect(positioned(compileRegulation(stages).diagnostics)).toEqual([
      expect.stringMatching(/^3:3 .*play-off-two-player-stage/),
      expect.stringMatching(/^4:3 .*play-off-unreachable-stage/),
      expect.stringMatching(/^4:3 .*play-off-games-count/),
    ]);
  });
});

describe('"then play-off" and a play-off for first place: the other ties are shared, not pending for ever', () => {
  // The Candidates' play-off with no criteria before it: after the play-off for first, Ebner and
  // Falk (6 points) and Brandt and Dorn (5½) are still tied, and no play-off decides their places.
  const text = readFileSync(join(SAMPLES, 'regulations', 'candidates-2022.regula'), 'utf8').replace(
    '  1. SB\n  2. WIN\n  3. DE\n  then lots',
    '  then play-off',
  );
  const thenPlayOff = compileRegulation(text).regulation!;
  const read = readTrf(trfText);
  const e = evaluate(read.crosstable!, thenPlayOff);

  it('the recorded play-off places Castell first; 4th–5th and 6th–7th are shared and the warnings say why', () => {
    expect(e.standings.map((s) => [s.player, s.rank, s.lastRank, s.decidedBy])).toEqual([
      [3, 1, 1, 'play-off'],
      [7, 2, 2, 'play-off'],
      [1, 3, 3, 'PTS'],
      [5, 4, 5, 'shared'],
      [6, 4, 5, 'shared'],
      [2, 6, 7, 'shared'],
      [4, 6, 7, 'shared'],
      [8, 8, 8, 'PTS'],
    ]);
    expect(e.issues.map((i) => i.message)).toEqual([
      'Ebner, Eva and Falk, Felix are still tied after the tie-break list for places 4–5, which the play-off (for first place) does not decide: they share the places',
      'Brandt, Boris and Dorn, David are still tied after the tie-break list for places 6–7, which the play-off (for first place) does not decide: they share the places',
    ]);
    expect(explainPlayer(e, 2)[0]).toBe(
      'Brandt, Boris (2) shares places 6–7 of 8, tied on every criterion of the list: the places are shared.',
    );
  });
});
