import { describe, expect, it } from 'vitest';
import { computeScores, DRAUGHTS, Rational, type Crosstable } from '../../../../engine';
import { hasErrors, issueCount, readGrid } from '../../../../io';
import { issueKeys, readCsvFixture } from '../../../support/grid-fixtures';

const read = (file: string, options: Partial<Parameters<typeof readGrid>[1]> = {}) =>
  readGrid(readCsvFixture(`grids/${file}`), { sheet: 'Crosstable', ...options });

const totals = (crosstable: Crosstable | undefined) => {
  const scores = computeScores(crosstable!);
  return Object.fromEntries(crosstable!.players.map((p) => [p.name, scores.get(p.id)!.total.toDecimalString()]));
};

describe('VCF K-12 Enclosure 1 (seed 002)', () => {
  it('reports every game of the out-of-order rows 12–14 as not mirrored, at both cells', () => {
    const { issues, layout } = read('vcf-k12-enclosure1-as-printed.csv');
    expect(layout.name).toBe('us-wall-chart');
    expect(layout.opponentNumbers).toBe('line');
    // Each of the 12 games of Peter G. (printed line 12), Peter S. (13) and Adam (14)
    // is reported from both sides: rows 12–14 name opponents who name someone else,
    // and those opponents name lines 12–14, whose rows hold another player.
    expect(issueKeys(issues)).toEqual(
      [
        'E3', // Thomas R1 W12 (b): line 12 is Peter G. (L8)
        'E4', // Sally R1 W14 (b): line 14 is Adam (L1)
        'G8', // Mike R3 D12 (w)
        'I9', // Anand R5 W12 (b): line 12 has B---
        'E10', // Jeff R1 W13 (w)
        'F11', // Carol R2 D13 (b)
        'F12', // Tina R2 W14 (w)
        'G12', // Tina R3 W13 (b)
        'H13', // Mickey R4 D13 (w): line 13 has B---
        'I13', // Mickey R5 D14 (w)
        'E14',
        'F14',
        'G14',
        'H14', // Peter G.: L8, D9, L10, D11 (his R5 is B---)
        'E15',
        'F15',
        'G15',
        'I15', // Peter S.: L2, L10, D15, D11 (his R4 is B---)
        'E16',
        'F16',
        'G16',
        'I16', // Adam: L1, W16, D6, L7 (his R4 is H---)
        'G17', // Kiki R3 D14 (b)
        'F18', // Sai R2 L12 (w)
      ].map((cell) => `grid/not-mirrored 'Crosstable'!${cell} error`),
    );
  });

  it('says exactly what disagrees', () => {
    const { issues } = read('vcf-k12-enclosure1-as-printed.csv');
    expect(issues[0]!.message).toBe(
      "Round 1: 'W12 (b)' names 12 (Peter G.), whose round 1 is 'Crosstable'!E14 'L8 (b)' (a loss against 8 (Jeff)); expected it to name 1 (Thomas).",
    );
  });

  it('reads clean in the consistent order, every score equal to the printed Game Score', () => {
    const { crosstable, issues, layout } = read('vcf-k12-enclosure1-consistent.csv');
    expect(issues).toEqual([]);
    expect(layout.headerRow).toBe(2);
    expect(layout.rounds).toBe(5);
    expect(crosstable!.players.map((p) => `${p.id} ${p.name}`).slice(11, 14)).toEqual(['12 Adam', '13 Peter G.', '14 Peter S.']);
    expect(totals(crosstable)).toEqual({
      Thomas: '5',
      Sally: '3.5',
      Yusef: '3',
      Akil: '3',
      Sharon: '3',
      Mike: '3',
      Anand: '3',
      Jeff: '2.5',
      Carol: '2.5',
      Tina: '2',
      Mickey: '2',
      Adam: '2',
      'Peter G.': '2',
      'Peter S.': '2',
      Kiki: '1.5',
      Sai: '1',
    });
    for (const p of crosstable!.players) expect(computeScores(crosstable!).get(p.id)!.total.eq(p.declaredPoints!)).toBe(true);
  });

  it('reads B--- as the pairing-allocated bye and H--- as a half-point bye, keeps the other columns', () => {
    const { crosstable } = read('vcf-k12-enclosure1-consistent.csv');
    const byName = (name: string) => crosstable!.players.find((p) => p.name === name)!;
    expect(byName('Peter G.').rounds[4]).toEqual({ kind: 'pab' });
    expect(byName('Peter S.').rounds[3]).toEqual({ kind: 'pab' });
    expect(byName('Adam').rounds[3]).toEqual({ kind: 'hpb' });
    expect(byName('Thomas').rounds[0]).toEqual({ kind: 'played', opponent: 12, colour: 'black', outcome: 'win' });
    expect(byName('Sally').fields).toEqual({ 'Post Rating': '2153', 'School Code': 'LMHS', SP: '70%', 'Total Points': '20.5072' });
    expect(byName('Sally').rating).toBeUndefined(); // a post-event rating is not the rating
  });
});

describe('Under-11 Nationals 2012 card fragment (seed 000)', () => {
  const { crosstable, issues, layout } = read('u11-nationals-2012-card-fragment.csv');

  it('reads the five player cards completely and reports only the cells no card shows', () => {
    expect(layout.name).toBe('plain');
    expect(crosstable!.players).toHaveLength(42);
    expect(new Set(issues.map((i) => i.code))).toEqual(new Set(['grid/missing-round']));
    // 360 cells, of which the reader keeps the first 100 and one that counts the other 260 (io/bounded-issues.ts).
    expect(issueCount(issues)).toBe(360);
    expect(issues).toHaveLength(101);
    expect(issues[100]!.omitted).toBe(259);
    // No missing cell in the card holders' rows (sheet rows 2–6).
    expect(issues.every((i) => i.location.kind === 'cell' && i.location.row > 6)).toBe(true);
  });

  it("gives each card holder the card's points", () => {
    const scores = computeScores(crosstable!);
    const points = crosstable!.players
      .slice(0, 5)
      .map((p) => [p.name, scores.get(p.id)!.total.toDecimalString(), p.declaredPoints!.toDecimalString()]);
    expect(points).toEqual([
      ['Rounak Pathak', '6', '6'],
      ['Rakesh Kumar Jena', '9', '9'],
      ['Siva Mahadevan', '8', '8'],
      ['Raja Harshit', '8', '8'],
      ['Koshtu Varaha Prem', '4', '4'],
    ]);
  });

  it('reads forfeits and games between card holders from both cards', () => {
    const [rounak, jena, siva, raja, koshtu] = crosstable!.players;
    expect(rounak!.rounds[3]).toEqual({ kind: 'forfeit-loss', opponent: 9, colour: 'black' });
    expect(jena!.rounds[0]).toEqual({ kind: 'forfeit-win', opponent: 17, colour: 'black' });
    expect(jena!.rounds[7]).toEqual({ kind: 'played', opponent: siva!.id, colour: 'white', outcome: 'win' });
    expect(raja!.rounds[10]).toEqual({ kind: 'played', opponent: jena!.id, colour: 'black', outcome: 'draw' });
    expect(koshtu!.rounds[5]).toEqual({ kind: 'forfeit-loss', opponent: 38, colour: 'white' });
    expect(jena!.title).toBe('FM');
    expect(jena!.rating).toBe(1961);
    expect(crosstable!.players.find((p) => p.name === 'Singh Amarjot')!.rating).toBe(1425);
    expect(crosstable!.players.find((p) => p.name === 'Porwal Anish')!.rating).toBeUndefined(); // printed 0
  });
});

describe('FMJD progress example (seed 003) in a constructed 2-1-0 round robin', () => {
  const { crosstable, issues, layout } = read('fmjd-progress-2-1-0.csv', { pointSystem: DRAUGHTS });

  it('reads clean as a round robin in 2-1-0', () => {
    expect(issues).toEqual([]);
    expect(layout.tournamentType).toBe('round-robin');
    expect(crosstable!.type).toBe('round-robin');
    expect(crosstable!.pointSystem.name).toBe('2-1-0');
  });

  it('gives A 2-1-0-0-2-2-2 and B 2-2-2-2-1-0-0, progress 32 and 47 (DrA criterion 17)', () => {
    const scores = computeScores(crosstable!);
    const line = (id: number) => scores.get(id)!;
    expect(line(1).perRound.map(String)).toEqual(['2', '1', '0', '0', '2', '2', '2']);
    expect(line(2).perRound.map(String)).toEqual(['2', '2', '2', '2', '1', '0', '0']);
    expect(line(1).cumulative.map(String)).toEqual(['2', '3', '3', '3', '5', '7', '9']);
    expect(Rational.sum(line(1).cumulative).toString()).toBe('32');
    expect(Rational.sum(line(2).cumulative).toString()).toBe('47');
  });

  it('reads the draughts draws with advantage on both sides', () => {
    const c = crosstable!.players.find((p) => p.name === 'Player C')!;
    expect(c.rounds[5]).toEqual({ kind: 'played', opponent: 6, colour: 'white', outcome: 'draw', advantage: 'plus' });
    expect(crosstable!.players.find((p) => p.id === 6)!.rounds[5]).toMatchObject({ outcome: 'draw', advantage: 'minus' });
  });
});

describe('TEC tie-break exercise as chess-results crosstables (byes and forfeits)', () => {
  const start = read('tec-exercise-2024-starting-rank.csv');
  const ranking = read('tec-exercise-2024-ranking.csv');

  it('reads the starting-rank crosstable clean, opponent numbers as starting numbers', () => {
    expect(start.issues).toEqual([]);
    expect(start.layout.name).toBe('swiss-manager');
    expect(start.layout.opponentNumbers).toBe('start-number');
    expect(totals(start.crosstable)).toEqual({
      'Player 1': '3.5',
      'Player 2': '4',
      'Player 3': '3.5',
      'Player 4': '3.5',
      'Player 5': '2.5',
      'Player 6': '3',
      'Player 7': '1.5',
      'Player 8': '2.5',
      'Player 9': '1.5',
      'Player 10': '1',
      'Player 11': '2.5',
      'Player 12': '2',
      'Player 13': '1.5',
      'Player 14': '2',
      'Player 15': '2',
      'Player 16': '3.5',
    });
  });

  it('reads byes, forfeits and absences into their kinds', () => {
    const rounds = (id: number) => start.crosstable!.players.find((p) => p.id === id)!.rounds;
    expect(rounds(4)[1]).toEqual({ kind: 'hpb' });
    expect(rounds(12)[1]).toEqual({ kind: 'pab' });
    expect(rounds(12).slice(3)).toEqual([{ kind: 'absent' }, { kind: 'absent' }]);
    expect(rounds(9)[3]).toEqual({ kind: 'forfeit-loss', opponent: 11 });
    expect(rounds(11)[3]).toEqual({ kind: 'forfeit-win', opponent: 9 });
    expect(rounds(14)[2]).toEqual({ kind: 'forfeit-loss', opponent: 12 });
  });

  it('reads the ranking crosstable (semicolons, decimal commas, ranks as opponent numbers) to the same crosstable', () => {
    expect(ranking.issues).toEqual([]);
    expect(ranking.layout.opponentNumbers).toBe('line');
    expect(ranking.layout.playerIds).toBe('start-number');
    const strip = (c: Crosstable) =>
      c.players.map(({ id, name, rounds, declaredPoints }) => ({ id, name, rounds, points: declaredPoints?.toString() }));
    expect(strip(ranking.crosstable!)).toEqual(strip(start.crosstable!));
    expect(ranking.crosstable!.players.find((p) => p.id === 2)!.declaredRank).toBe(1);
  });
});

describe('round-robin grids', () => {
  it('reads a single round robin with a forfeit (pub09)', () => {
    const { crosstable, issues, layout } = read('rr6-pub09.csv');
    expect(issues).toEqual([]);
    expect(layout.name).toBe('round-robin');
    expect(crosstable!.type).toBe('round-robin');
    expect(crosstable!.rounds).toBe(5);
    expect(totals(crosstable)).toEqual({
      'Popescu, Zoe': '3.5',
      'Jovanovic, Julia': '0.5',
      'Brown, Bjorn': '4',
      'Ali, David': '2.5',
      'Olsen, Tomas': '1.5',
      'Bakken, Fiona': '3',
    });
    const zoe = crosstable!.players[0]!;
    // Berger round 1 for six players pairs 1–6: the forfeit lands there, without a colour.
    expect(zoe.rounds[0]).toEqual({ kind: 'forfeit-loss', opponent: 6 });
    expect(crosstable!.meta['round-order']).toMatch(/Berger/);
  });

  it('reads a double round robin with a deleted player (pub12 without player 4)', () => {
    const { crosstable, issues, layout } = read('drr5-pub12-without-withdrawn.csv');
    expect(issues).toEqual([]);
    expect(layout.tournamentType).toBe('double-round-robin');
    expect(crosstable!.rounds).toBe(10);
    expect(crosstable!.players.map((p) => p.id)).toEqual([1, 2, 3, 5, 6]);
    expect(totals(crosstable)).toEqual({
      'Quinn, Tomas': '6',
      'Dahl, Marco': '1.5',
      'Costa, Lena': '4',
      'Urban, Rafael': '4',
      'Tanaka, Karl': '4.5',
    });
    const games = crosstable!.players[2]!.rounds.filter((r) => 'opponent' in r && r.opponent === 5);
    expect(games).toEqual([
      { kind: 'forfeit-loss', opponent: 5 },
      { kind: 'played', opponent: 5, outcome: 'win' },
    ]);
    expect(crosstable!.players.every((p) => p.rounds.filter((r) => r.kind === 'absent').length === 2)).toBe(true);
  });
});

describe('every golden grid without errors', () => {
  it.each([
    'vcf-k12-enclosure1-consistent.csv',
    'tec-exercise-2024-starting-rank.csv',
    'tec-exercise-2024-ranking.csv',
    'rr6-pub09.csv',
    'drr5-pub12-without-withdrawn.csv',
  ])('%s has no errors', (file) => {
    expect(hasErrors(read(file).issues)).toBe(false);
  });
});
