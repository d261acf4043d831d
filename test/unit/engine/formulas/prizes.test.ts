import { describe, expect, it } from 'vitest';
import { evaluateArticles, Rational, type Crosstable, type PrizeRules, type Regulation } from '../../../../engine';
import { file } from '../../../support/dsl';
import { crosstableFromRows, ZERO_POINT_BYE_IN_ROUND_2 } from '../../../support/notation';
import { evaluateByStartingRank, oneRoundSection } from '../../../support/articles';
import { compile } from '../../../support/vcf';

const prizesOf = (table: Crosstable, regulation: Regulation) => evaluateArticles(evaluateByStartingRank(table, regulation)).prizes!;
const paid = (result: ReturnType<typeof prizesOf>) =>
  result.awards.map((a) => `${a.player} ${a.prize} ${a.amount.toDecimalString()}${a.trophy ? ` ${a.trophy}` : ''}`);
/**
 * The list states the order evaluateByStartingRank ranks by (points, then TPN): sharing by Hort or
 * by tie-breaks needs one (dsl/sharing-needs-tiebreaks).
 */
const prizes = (...lines: string[]) => compile(file('regulation "P"', 'tie-breaks', '  1. TPN', 'prizes', ...lines.map((l) => `  ${l}`)));

/** Six players, two rounds: 1 on 2 points; 3 and 4 on 1.5; 5 on 1; 2 and 6 on 0. Standings (points, TPN): 1, 3, 4, 5, 2, 6. */
const sixPlayers = crosstableFromRows([
  ['+W2', '+W5'],
  ['-B1', '-B4'],
  ['=W4', '+W6'],
  ['=B3', '+W2'],
  ['+W6', '-B1'],
  ['-B5', '-B3'],
]);

describe('Hort and equal sharing (digest §5.2, arbiter’s handbook)', () => {
  // 1 beats 2, 3 beats 4, 5 has the bye: 1, 3 and 5 tie for places 1–3, in that tie-break order.
  const three = oneRoundSection(5);

  it('Hort: 1000/600/400 pooled among three tied → 833.33 / 633.33 / 533.33, the last cent written down (digest line 495)', () => {
    const result = prizesOf(three, prizes('place 1: 1000, place 2: 600, place 3: 400', 'tied players share by hort', 'round to 0.01'));
    expect(paid(result)).toEqual(['1 places 1–3 833.33', '3 places 1–3 633.33', '5 places 1–3 533.33']);
    expect(result.awards.map((a) => a.exact.toString())).toEqual(['2500/3', '1900/3', '1600/3']);
    expect(result.splits).toEqual([
      'places 1–3: Player 1, Player 3, Player 5 tied on 1 point; Hort: 2000 pooled, half (1000) shared equally, half by tie-break order (500, 300, 200): ' +
        '1000/3 + 500 = 833.3333…: 833.33; 1000/3 + 300 = 633.3333…: 633.33; 1000/3 + 200 = 533.3333…: 533.33; rounded down to 0.01; remainder 0.01 not distributed',
    ]);
  });

  it('equally: 2000 / 3 = 666.66 each, remainder 0.02', () => {
    const result = prizesOf(three, prizes('place 1: 1000, place 2: 600, place 3: 400', 'round to 0.01'));
    expect(paid(result)).toEqual(['1 places 1–3 666.66', '3 places 1–3 666.66', '5 places 1–3 666.66']);
    expect(result.splits[0]).toMatch(/remainder 0\.02 not distributed$/);
  });

  it('pools only the prized places a group occupies: three tied for places 1–3 with two prizes share 1600', () => {
    const result = prizesOf(three, prizes('place 1: 1000, place 2: 600', 'tied players share by hort'));
    // Hort: 800/3 each plus half of 1000, 600, nothing.
    expect(result.awards.map((a) => a.exact.toString())).toEqual(['2300/3', '1700/3', '800/3']);
  });

  it('does not merge groups on different points: 1.5-point pair shares 2nd+3rd, the 1-point player alone takes 4th', () => {
    const result = prizesOf(sixPlayers, prizes('place 1: 1000, place 2: 600, place 3: 400, place 4: 200, place 5: 100'));
    expect(paid(result)).toEqual([
      '1 place 1 1000',
      '3 places 2–3 500',
      '4 places 2–3 500',
      '5 place 4 200',
      '2 places 5–6 50',
      '6 places 5–6 50',
    ]);
  });

  it('ranked by tie-breaks: no pooling, the standings decide', () => {
    const result = prizesOf(three, prizes('place 1: 1000, place 2: 600, place 3: 400', 'tied players ranked by tie-breaks'));
    expect(paid(result)).toEqual(['1 place 1 1000', '3 place 2 600', '5 place 3 400']);
  });
});

describe('one prize per player and precedence', () => {
  const rated = {
    ...sixPlayers,
    players: sixPlayers.players.map((p) => ({ ...p, ...(p.id !== 6 && { rating: [2000, 1500, 1700, 1900, 1600][p.id - 1]! }) })),
  };
  const lines = [
    'place 1: 1000, place 2: 600, place 3: 400',
    'rating under 1800: 700, unrated: 50',
    'one prize per player',
    'tied players ranked by tie-breaks',
  ];

  it('higher value first: the under-1800 prize (700) goes before place 2 (600), so place 2 passes down', () => {
    const result = prizesOf(rated, prizes(...lines));
    expect(paid(result)).toEqual([
      '1 place 1 1000',
      '3 rating under 1800 place 1 700',
      '4 place 2 600',
      '5 place 3 400',
      '6 unrated place 1 50',
    ]);
  });

  it('place prizes first: 3 takes place 2 and the class prize passes to 5', () => {
    const result = prizesOf(rated, prizes(...lines, 'place prizes first'));
    expect(paid(result)).toEqual([
      '1 place 1 1000',
      '3 place 2 600',
      '4 place 3 400',
      '5 rating under 1800 place 1 700',
      '6 unrated place 1 50',
    ]);
  });
});

describe('trophies and eligibility', () => {
  it('gives indivisible trophies in tie-break order while the money is shared', () => {
    const regulation = prizes('place 1: 300, place 2: 150', 'round to 0.01');
    const rules: PrizeRules = {
      ...regulation.prizes!,
      prizes: [
        ...regulation.prizes!.prizes.map((p, i) => ({ ...p, trophy: i === 0 ? 'Champion' : 'Runner-up' })),
        { category: { kind: 'overall' }, place: 3, amount: Rational.ZERO, trophy: 'Third' },
      ],
    };
    const result = prizesOf(oneRoundSection(5), { ...regulation, prizes: rules });
    expect(paid(result)).toEqual(['1 places 1–3 150 Champion', '3 places 1–3 150 Runner-up', '5 places 1–3 150 Third']);
    expect(result.awards[1]!.note).toBe('equal share: 450/3 = 150; Runner-up: place 2 by tie-break order');
  });

  /** Six players, two rounds, everyone on 1 point: 1 takes a zero-point bye in round 2. */
  const zeroPointByeInRound2 = crosstableFromRows(ZERO_POINT_BYE_IN_ROUND_2);
  const withdrawals = (...lines: string[]) =>
    file('regulation "P"', 'withdrawals', '  zero-point bye in round 2 means withdrawn', ...lines, 'prizes', '  place 1: 100, place 2: 50');

  it('gives nothing to a withdrawn player the regulation makes ineligible (seed 002 Part 1 3.d: not eligible for individual awards)', () => {
    const result = prizesOf(zeroPointByeInRound2, compile(withdrawals('  withdrawn players not eligible for awards')));
    expect(result.ineligible).toEqual([
      {
        player: 1,
        name: 'Player 1',
        reason:
          'withdrew (zero-point bye in round 2 means withdrawn (regulation)); the regulation makes withdrawn players ineligible for awards',
      },
    ]);
    // Everyone has 1 point: the five eligible players share places 1–2.
    expect(paid(result)).toEqual(['2 places 1–5 30', '3 places 1–5 30', '4 places 1–5 30', '5 places 1–5 30', '6 places 1–5 30']);
  });

  it('keeps a withdrawn player eligible when the regulation is silent, as evaluate() reads it (arbiter’s handbook ch. 12: the organiser decides)', () => {
    const e = evaluateByStartingRank(zeroPointByeInRound2, compile(withdrawals()));
    expect(e.issues.map((i) => i.code)).toEqual(['engine/eligibility-unstated']);
    const result = evaluateArticles(e).prizes!;
    expect(result.ineligible).toEqual([]);
    // All six on 1 point share 150: 25 each.
    expect(paid(result)).toEqual([
      '1 places 1–6 25',
      '2 places 1–6 25',
      '3 places 1–6 25',
      '4 places 1–6 25',
      '5 places 1–6 25',
      '6 places 1–6 25',
    ]);
  });

  it('reports prizes nobody can take', () => {
    const result = prizesOf(oneRoundSection(2), prizes('place 1: 10, rating over 2200: 5'));
    expect(result.unawarded).toEqual([{ prize: 'rating over 2200 place 1', reason: 'rating over 2200 has no eligible player' }]);
  });
});
