import { describe, expect, it } from 'vitest';
import { collectEventFacts, computeGrandPrixPoints, evaluate, evaluateArticles } from '../../../../engine';
import { file } from '../../../support/dsl';
import { crosstableFromRows } from '../../../support/notation';
import { roundRobin } from '../../../support/round-robin';
import { evaluateByStartingRank, oneRoundSection } from '../../../support/articles';
import { compile, evaluateVcf } from '../../../support/vcf';

const enclosure1 = evaluateArticles(evaluateVcf(), { event: 'GSQT 1', section: 'K-12' }).grandPrix[0]!;
const byName = (name: string) => enclosure1.players.find((p) => p.name === name)!;

/** The VCF Cup formula (VCF Scholastic Rules 2020-21, Enclosure 1), with extra lines for the bonus. */
const cup = (...extra: string[]) =>
  compile(
    file(
      'regulation "Cup"',
      'grand-prix "VCF Cup points"',
      '  let AR  = round(average post-rating of participants)',
      '  let NoP = count of participants',
      '  let SP  = score / rounds',
      '  points  = AR * SP * NoP / 1000, shown to 4 decimals',
      ...extra.map((l) => `  ${l}`),
      '  no tie-breaks',
    ),
  );

describe('VCF Encl. 1 worked example (seed 002 lines 244–267, digest §6.3)', () => {
  it('AR = round(29289/16) = 1831 (seed line 265, digest line 549)', () => {
    expect(enclosure1.eventValues.map((v) => [v.name, v.value.toString(), v.text])).toEqual([
      ['AR', '1831', 'AR = round(average post-rating of participants) = round(29289/16) = 1831'],
      ['NoP', '16', 'NoP = count of participants = 16'],
    ]);
  });

  it.each([
    [246, 'Thomas', '32.2960'],
    [247, 'Sally', '20.5072'],
    [248, 'Yusef', '17.5776'],
    [249, 'Akil', '17.5776'],
    [250, 'Sharon', '17.5776'],
    [251, 'Mike', '17.5776'],
    [252, 'Anand', '17.5776'],
    [253, 'Jeff', '14.6480'],
    [254, 'Carol', '14.6480'],
    [255, 'Tina', '11.7184'],
    [256, 'Mickey', '11.7184'],
    [257, 'Peter G.', '11.7184'],
    [258, 'Peter S.', '11.7184'],
    [259, 'Adam', '11.7184'],
    [260, 'Kiki', '8.7888'],
    [261, 'Sai', '5.8592'],
  ])('seed 002 line %i: %s earns %s', (_line, name, points) => {
    expect(byName(name).shown.toFixed(4)).toBe(points);
    expect(byName(name).points.eq(byName(name).shown)).toBe(true); // exact to 4 decimals already
  });

  it('Thomas: 29.2960 + 3 for the clear first (seed line 236, digest line 553)', () => {
    const thomas = byName('Thomas');
    expect([thomas.base.toFixed(4), thomas.bonus.toString()]).toEqual(['29.2960', '3']);
    expect(thomas.audit).toEqual([
      'SP = score / rounds = 5 / 5 = 1',
      'points = AR * SP * NoP / 1000 = 1831 * 1 * 16 / 1000 = 29.296',
      'bonus 3 for clear place 1: alone on points in place 1',
      'shown to 4 decimals: 32.2960',
    ]);
  });

  it('Sally: (1831 × 0.70 × 16) / 1000 = 20.5072 (seed line 267)', () => {
    expect(byName('Sally').audit[1]).toBe('points = AR * SP * NoP / 1000 = 1831 * 0.7 * 16 / 1000 = 20.5072');
  });

  it('byes count toward SP: Peter G.’s pairing-allocated bye and Sai’s half-point bye (seed lines 257, 261; Encl. 1 3.b)', () => {
    expect(byName('Peter G.').values[0]!.text).toBe('SP = score / rounds = 2 / 5 = 0.4');
    expect(byName('Sai').values[0]!.text).toBe('SP = score / rounds = 1 / 5 = 0.2');
  });

  it('the 3-point group shares places 3–7 and identical points: no tie-breaks (seed line 237)', () => {
    const group = ['Yusef', 'Akil', 'Sharon', 'Mike', 'Anand'].map(byName);
    expect(new Set(group.map((p) => `${p.place.rank}–${p.place.lastRank} ${p.points.toDecimalString()}`))).toEqual(
      new Set(['3–7 17.5776']),
    );
  });
});

describe('bonuses and places without tie-breaks', () => {
  const ratings = (i: number) => ({ 'Post Rating': String(1000 + 100 * i) });

  it('gives no bonus when first is shared, even when the tie-breaks separate the leaders (seed line 236)', () => {
    // 1 beats 2, 3 beats 4: 1 and 3 share first on points; TPN puts 1 above 3 in the standings.
    const e = evaluateByStartingRank(oneRoundSection(4, ratings), cup('bonus 3 to clear first'));
    expect(e.standings.map((s) => s.player)).toEqual([1, 3, 2, 4]);
    const gp = computeGrandPrixPoints(collectEventFacts(e), e.regulation.grandPrix![0]!);
    const first = gp.players.filter((p) => p.place.rank === 1);
    expect(first.map((p) => [p.player, p.bonus.toString(), p.points.toString()])).toEqual([
      [1, '0', gp.players[0]!.base.toString()],
      [3, '0', gp.players[0]!.base.toString()],
    ]);
    expect(first[0]!.audit.at(-2)).toBe(
      'no bonus 3 for clear place 1: places 1–2 shared on points by Player 1, Player 3 (a clear place only, won outright without a tie-break or play-off)',
    );
  });

  it('shares a bonus that is not clear-only among the players tied on its place, exactly (2/3 each)', () => {
    // 1, 3 and 5 (bye) on 1 point share places 1–3.
    const e = evaluateByStartingRank(oneRoundSection(5, ratings), cup('bonus 2 to place 2'));
    const gp = computeGrandPrixPoints(collectEventFacts(e), e.regulation.grandPrix![0]!);
    expect(gp.players.filter((p) => p.place.rank === 1).map((p) => p.bonus.toString())).toEqual(['2/3', '2/3', '2/3']);
  });

  it('counts only who took part in a round in NoP and the average; zero-point byes alone are not taking part (Encl. 1 3.c)', () => {
    const table = crosstableFromRows([
      ['+W2', '+W3'],
      ['-B1', '+BYE'],
      ['+BYE', '-B1'],
      ['0BYE', '0BYE'],
    ]);
    const withRatings = { ...table, players: table.players.map((p) => ({ ...p, fields: { 'Post Rating': String(1000 * p.id) } })) };
    const e = evaluate(withRatings, cup());
    const gp = computeGrandPrixPoints(collectEventFacts(e), e.regulation.grandPrix![0]!);
    expect(gp.eventValues.map((v) => v.text)).toEqual([
      'AR = round(average post-rating of participants) = round(6000/3) = 2000',
      'NoP = count of participants = 3',
    ]);
    expect(gp.withoutPoints).toEqual([{ player: 4, reason: 'took part in no round (VCF Encl. 1 3.c)' }]);
  });

  it('leaves a player whose results the round-robin rule deleted out of NoP and lists him without points (arbiter’s handbook ch. 12, rule 1)', () => {
    // Six players, five rounds; #2 withdrew after 2 games, fewer than half: his score is deleted from the table.
    const table = roundRobin(6, { withdrawn: { player: 2, games: 2 } });
    const regulation = compile(
      file(
        'regulation "RR"',
        'withdrawals',
        '  per event: fewer than half of the games played -> results deleted, otherwise remaining games lost by forfeit',
        'grand-prix "G"',
        '  let NoP = count of participants',
        '  points  = score * NoP',
      ),
    );
    const e = evaluate(table, regulation);
    expect(e.withdrawals.deleted).toEqual([2]);
    const gp = computeGrandPrixPoints(collectEventFacts(e), regulation.grandPrix![0]!);
    expect(gp.eventValues.map((v) => v.text)).toEqual(['NoP = count of participants = 5']);
    expect(gp.withoutPoints).toEqual([
      { player: 2, reason: 'results deleted by the round-robin withdrawal rule: not in the table as ranked' },
    ]);
    expect(gp.players.map((p) => p.player)).not.toContain(2);
  });

  it('reports a missing post rating once, naming the player and the column, and awards nobody', () => {
    const e = evaluate(
      oneRoundSection(3, (i) => ({ 'Post Rating': i === 2 ? '' : '1500' })),
      cup(),
    );
    const gp = computeGrandPrixPoints(collectEventFacts(e), e.regulation.grandPrix![0]!);
    expect(gp.issues.map((i) => [i.code, i.player, i.message])).toEqual([
      ['engine/formula-missing-value', 2, 'Player 2 (2): column "Post Rating" is empty'],
    ]);
    expect(gp.players).toEqual([]);
    expect(gp.withoutPoints.map((w) => w.reason)).toEqual(Array(3).fill('Player 2 (2): column "Post Rating" is empty'));
  });
});
