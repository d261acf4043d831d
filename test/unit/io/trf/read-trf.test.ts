import { describe, expect, it } from 'vitest';
import { FOOTBALL, Rational, STANDARD, type RoundRecord } from '../../../../engine';
import { readTrf, type InputIssue } from '../../../../io';
import { playerLine, trfText } from '../../../support/trf-text';

const brief = (issues: InputIssue[]) =>
  issues.map((i) => `${i.severity} ${i.code} ${i.location.kind === 'text' ? `${i.location.line}:${i.location.column}` : ''}`);

/** Two players meeting in round 1 with the given blocks. */
function pair(first: string, second: string, points: [string, string] = ['0.0', '0.0']) {
  return readTrf(
    trfText(
      ['XXR 1'],
      [
        { id: 1, points: points[0], rounds: [first] },
        { id: 2, points: points[1], rounds: [second] },
      ],
    ),
  );
}

/** One player alone with the given round-1 block. */
function alone(block: string, points = '0.0') {
  return readTrf(trfText(['XXR 1'], [{ id: 1, points, rounds: [block] }]));
}

const round1 = (result: ReturnType<typeof readTrf>, id: number): RoundRecord | undefined =>
  result.crosstable?.players.find((p) => p.id === id)?.rounds[0];

describe('readTrf: result codes of a round against an opponent', () => {
  it('reads 1 = 0 as games played over the board, with colours', () => {
    const read = pair('   2 w 1', '   1 b 0', ['1.0', '0.0']);
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual({ kind: 'played', opponent: 2, colour: 'white', outcome: 'win' });
    expect(round1(read, 2)).toEqual({ kind: 'played', opponent: 1, colour: 'black', outcome: 'loss' });
    expect(round1(pair('   2 b =', '   1 w =', ['0.5', '0.5']), 2)).toEqual({
      kind: 'played',
      opponent: 1,
      colour: 'white',
      outcome: 'draw',
    });
  });

  it('reads W D L as games of less than one move: played, flagged, scored like 1 = 0', () => {
    const read = pair('   2 w W', '   1 b L', ['1.0', '0.0']);
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual({ kind: 'played', opponent: 2, colour: 'white', outcome: 'win', lessThanOneMove: true });
    expect(round1(read, 2)).toEqual({ kind: 'played', opponent: 1, colour: 'black', outcome: 'loss', lessThanOneMove: true });
    expect(round1(pair('   2 w D', '   1 b D', ['0.5', '0.5']), 1)).toMatchObject({ outcome: 'draw', lessThanOneMove: true });
  });

  it('reads + and - as a forfeit win and loss against the scheduled opponent', () => {
    const read = pair('   2 w +', '   1 b -', ['1.0', '0.0']);
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual({ kind: 'forfeit-win', opponent: 2, colour: 'white' });
    expect(round1(read, 2)).toEqual({ kind: 'forfeit-loss', opponent: 1, colour: 'black' });
  });

  it('reads a forfeit without colours (colour -)', () => {
    const read = pair('   2 - +', '   1 - -', ['1.0', '0.0']);
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual({ kind: 'forfeit-win', opponent: 2 });
  });

  it('reads a - answered by a - as a double forfeit on both rows', () => {
    const read = pair('   2 w -', '   1 b -');
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual({ kind: 'double-forfeit', opponent: 2, colour: 'white' });
    expect(round1(read, 2)).toEqual({ kind: 'double-forfeit', opponent: 1, colour: 'black' });
  });

  it('accepts lower-case letters as TieBreakServer and bbpPairings do', () => {
    const read = pair('   2 W d', '   1 B d', ['0.5', '0.5']);
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual({ kind: 'played', opponent: 2, colour: 'white', outcome: 'draw', lessThanOneMove: true });
  });
});

describe('readTrf: rounds without an opponent', () => {
  it.each([
    ['0000 - U', { kind: 'pab' }, '1.0'],
    ['0000 - F', { kind: 'fpb' }, '1.0'],
    ['0000 - H', { kind: 'hpb' }, '0.5'],
    ['0000 - Z', { kind: 'zpb' }, '0.0'],
    ['0000 - -', { kind: 'absent' }, '0.0'],
    ['0000    ', { kind: 'absent' }, '0.0'],
    ['        ', { kind: 'absent' }, '0.0'],
    ['     - U', { kind: 'pab' }, '1.0'], // a blank opponent field is 0000
  ])('reads "%s" as %o', (block, record, points) => {
    const read = readTrf(trfText(['XXR 2'], [{ id: 1, points, rounds: [block, '0000 - -'] }]));
    expect(read.issues).toEqual([]);
    expect(round1(read, 1)).toEqual(record);
  });

  it('fills the rounds after the last block with absences, then ranks after the last round played', () => {
    const read = readTrf(trfText(['XXR 3'], [{ id: 1, points: '0.5', rounds: ['0000 - H'] }]));
    expect(read.scheduledRounds).toBe(3);
    expect(read.crosstable?.players[0]?.rounds).toEqual([{ kind: 'hpb' }]);
    expect(read.afterRound).toBe(1);
    expect(readTrf(trfText(['XXR 3'], [{ id: 1, points: '0.5', rounds: ['0000 - H'] }]), { round: 1 }).issues).toEqual([]);
  });

  it('reads 0000 - + as a pairing-allocated bye, with a warning at the result', () => {
    const read = alone('0000 - +', '1.0');
    expect(round1(read, 1)).toEqual({ kind: 'pab' });
    expect(brief(read.issues)).toEqual(['warning trf/legacy-bye-code 2:99']);
    expect(read.issues[0]?.message).toContain('write U');
  });

  it('reads 0000 - = as a half-point bye, with a warning at the result', () => {
    const read = alone('0000 - =', '0.5');
    expect(round1(read, 1)).toEqual({ kind: 'hpb' });
    expect(brief(read.issues)).toEqual(['warning trf/legacy-bye-code 2:99']);
  });

  it('drops a colour given without opponent, with a warning at the colour', () => {
    const read = alone('0000 w U', '1.0');
    expect(round1(read, 1)).toEqual({ kind: 'pab' });
    expect(brief(read.issues)).toEqual(['warning trf/colour-without-opponent 2:97']);
  });

  it('rejects a game result without opponent', () => {
    const read = alone('0000 w 1', '1.0');
    expect(read.crosstable).toBeUndefined();
    expect(brief(read.issues)).toEqual(['error trf/game-without-opponent 2:99']);
    expect(read.issues[0]?.message).toBe(
      'Round 1: found game result "1" with opponent 0000, expected an opponent number or a bye code U H F Z',
    );
  });

  it('rejects a bye code with an opponent, and an opponent without result', () => {
    expect(brief(pair('   2 w H', '   1 b H').issues)).toContain('error trf/bye-with-opponent 2:99');
    // An opponent without result is a game not played yet; a result on one line only is an error at the other.
    expect(brief(pair('   2 w  ', '   1 b 1').issues)).toContain('error trf/not-mirrored 2:99');
  });
});

describe('readTrf: header records', () => {
  const headers = [
    '012 Open à Paris',
    '022 Paris',
    '042 2025/03/01',
    '092 Individual: Swiss-System',
    '102 IA Chief',
    '112 Deputy One',
    '112 Deputy Two',
    '132                                                                                       25/03/01  25/03/02',
    'XXR 2',
    '###  a comment',
    'XXZ 1',
  ];
  const read = readTrf(trfText(headers, [{ id: 1, points: '1.0', rounds: ['0000 - U', '0000 - Z'] }]));

  it('keeps the header facts in meta and the name on the crosstable', () => {
    expect(read.issues).toEqual([]);
    expect(read.crosstable?.name).toBe('Open à Paris');
    expect(read.crosstable?.meta).toEqual({
      name: 'Open à Paris',
      city: 'Paris',
      startDate: '2025/03/01',
      chiefArbiter: 'IA Chief',
      deputyArbiters: 'Deputy One\nDeputy Two',
      roundDates: headers[7]!.slice(4),
    });
  });

  it('warns once per unknown record code, at the first such line', () => {
    const text = trfText(['XXR 1', 'ABC one', 'ABC two'], [{ id: 1, points: '1.0', rounds: ['0000 - U'] }]);
    const { crosstable, issues } = readTrf(text, { file: 'x.trf' });
    expect(crosstable).toBeDefined();
    expect(issues).toEqual([
      {
        code: 'trf/unknown-record',
        severity: 'warning',
        message: 'found record code "ABC" (2 lines), expected a TRF-16, TRFx or TRF-2026 record such as 001, 012, XXR; lines ignored',
        location: { kind: 'text', file: 'x.trf', line: 2, column: 1 },
      },
    ]);
  });

  it('warns about team records it cannot hold', () => {
    const text = trfText(['XXR 1', '013 Team A                               1'], [{ id: 1, points: '1.0', rounds: ['0000 - U'] }]);
    expect(brief(readTrf(text).issues)).toEqual(['warning trf/unsupported-record 2:1']);
  });

  it('reports a file without 001 lines', () => {
    const read = readTrf('012 Empty\nXXR 5\n');
    expect(read.crosstable).toBeUndefined();
    expect(brief(read.issues)).toEqual(['error trf/no-players 1:1']);
  });
});

describe('readTrf: number of rounds and type', () => {
  const swiss = [
    { id: 1, points: '1.5', rounds: ['   2 w 1', '   3 b ='] },
    { id: 2, points: '1.0', rounds: ['   1 b 0', '0000 - U'] },
    { id: 3, points: '1.5', rounds: ['0000 - U', '   1 w ='] },
  ];
  const rrFixed = [
    { id: 1, points: '1.5', rounds: ['   2 w 1', '   3 b ='] },
    { id: 2, points: '1.0', rounds: ['   1 b 0', '0000 - -', '   3 w 1'] },
    { id: 3, points: '0.5', rounds: ['0000 - -', '   1 w =', '   2 b 0'] },
  ];

  it('takes the rounds from XXR, else from the last block any line has; ranks after the last round played', () => {
    expect(readTrf(trfText(['XXR 4'], swiss)).scheduledRounds).toBe(4);
    expect(readTrf(trfText(['XXR 4'], swiss)).crosstable?.rounds).toBe(2);
    expect(readTrf(trfText([], swiss)).scheduledRounds).toBe(2);
    expect(readTrf(trfText(['142 4'], swiss)).scheduledRounds).toBe(4);
  });

  it('warns when XXR and 142 disagree, and uses XXR', () => {
    const read = readTrf(trfText(['142 3', 'XXR 4'], swiss));
    expect(read.scheduledRounds).toBe(4);
    expect(brief(read.issues)).toEqual(['warning trf/conflicting-round-count 1:5']);
  });

  it('reports a result after the declared rounds at its opponent field', () => {
    const read = readTrf(trfText(['XXR 1'], swiss));
    expect(brief(read.issues)).toEqual([
      'error trf/round-beyond-schedule 2:105',
      'error trf/round-beyond-schedule 3:102',
      'error trf/round-beyond-schedule 4:105',
    ]);
    expect(read.issues[0]?.message).toBe('found a result for round 2, expected at most 1 rounds (the number of rounds the file declares)');
  });

  it('reads the type from 092, then 192, and infers it from the pairings without them', () => {
    expect(readTrf(trfText(['092 Individual: Round-Robin'], rrFixed)).crosstable?.type).toBe('round-robin');
    expect(readTrf(trfText(['092 Individual: Double Round-Robin'], rrFixed)).crosstable?.type).toBe('double-round-robin');
    expect(readTrf(trfText(['192 FIDE_DUTCH_2025'], rrFixed)).crosstable?.type).toBe('swiss');
    expect(readTrf(trfText([], rrFixed)).crosstable?.type).toBe('round-robin');
    expect(readTrf(trfText([], swiss)).crosstable?.type).toBe('swiss');
  });

  it('warns about a type it cannot read and infers it', () => {
    const read = readTrf(trfText(['092 Knock-out cup'], rrFixed));
    expect(read.crosstable?.type).toBe('round-robin');
    expect(brief(read.issues)).toEqual(['warning trf/unknown-tournament-type 1:5']);
    expect(read.issues[0]?.message).toContain('read as round-robin from the pairings');
  });
});

describe('readTrf: point system', () => {
  const football = [
    { id: 1, points: '4.0', rounds: ['   2 w 1', '   3 b ='] },
    { id: 2, points: '3.0', rounds: ['   1 b 0', '0000 - U'] },
    { id: 3, points: '1.0', rounds: ['0000 - Z', '   1 w ='] },
  ];

  it('scores 1-½-0 without scoring records', () => {
    const read = readTrf(trfText(['XXR 1'], [{ id: 1, points: '1.0', rounds: ['0000 - U'] }]));
    expect(read.crosstable?.pointSystem).toBe(STANDARD);
  });

  it('reads XXS (last one wins) into the point system', () => {
    const read = readTrf(trfText(['XXR 2', 'XXS W=2 D=1', 'XXS W=3 PAB=3'], football));
    expect(read.issues).toEqual([]);
    expect(read.crosstable?.pointSystem).toBe(FOOTBALL);
  });

  it('reads the TRF-2026 162 record (W sets the PAB when no P is given)', () => {
    const read = readTrf(trfText(['XXR 2', '162  W 3.0    D 1.0    L 0.0'], football));
    expect(read.issues).toEqual([]);
    expect(read.crosstable?.pointSystem).toBe(FOOTBALL);
  });

  it('reads the 162 cells P (PAB) and A (zero-point bye and forfeit loss)', () => {
    const players = [
      { id: 1, points: '2.0', rounds: ['   2 w 1', '0000 - U'] },
      { id: 2, points: '0.0', rounds: ['   1 b 0', '0000 - Z'] },
    ];
    const system = readTrf(trfText(['XXR 2', '162  W 1.0    D 0.5    L 0.0    P 1.0    A 0.0'], players)).crosstable?.pointSystem;
    expect(system).toBe(STANDARD);
    const children = readTrf(trfText(['XXR 2', '162  W 3.0    D 2.0    L 1.0    P 2.0    A 0.5'], players)).crosstable?.pointSystem;
    expect(
      [children?.win, children?.draw, children?.loss, children?.pab, children?.zpb, children?.forfeitLoss, children?.hpb].map(String),
    ).toEqual(['3', '2', '1', '2', '1/2', '1/2', '2']);
  });

  it('reports an unreadable XXS token or 162 cell at its column', () => {
    const players = [{ id: 1, points: '1.0', rounds: ['0000 - U'] }];
    expect(brief(readTrf(trfText(['XXR 1', 'XXS W=1 XX=2'], players)).issues)).toEqual(['error trf/bad-scoring 2:9']);
    expect(brief(readTrf(trfText(['XXR 1', 'XXS W=-1'], players)).issues)).toEqual(['error trf/bad-scoring 2:7']);
    expect(brief(readTrf(trfText(['XXR 1', '162  W 1.0    Q 0.5'], players)).issues)).toEqual(['error trf/bad-scoring 2:15']);
    expect(brief(readTrf(trfText(['XXR 1', '162  W 1.0    D abc'], players)).issues)).toEqual(['error trf/bad-scoring 2:17']);
  });

  it('warns about scoring the model cannot hold: by colour, and 162 symbol X', () => {
    const players = [{ id: 1, points: '1.0', rounds: ['0000 - U'] }];
    const byColour = readTrf(trfText(['XXR 1', 'XXS WW=1 BW=1.5'], players));
    expect(brief(byColour.issues)).toEqual(['warning trf/unsupported-scoring 2:1']);
    expect(byColour.issues[0]?.message).toBe(
      'a win scores 1 with White and 3/2 with Black; the point system has one value per result, so 1 is used',
    );
    expect(brief(readTrf(trfText(['XXR 1', '162  W 1.0    X 0.5'], players)).issues)).toEqual(['warning trf/unsupported-scoring 2:15']);
  });

  it('takes the PAB value from the points column when every PAB holder agrees (pub07)', () => {
    const players = [
      { id: 1, points: '1.5', rounds: ['   2 w 1', '   3 b ='] },
      { id: 2, points: '0.5', rounds: ['   1 b 0', '0000 - U'] },
      { id: 3, points: '1.0', rounds: ['0000 - U', '   1 w ='] },
    ];
    const read = readTrf(trfText(['XXR 2'], players));
    expect(read.issues).toEqual([]);
    expect(read.crosstable?.pointSystem.pab.eq(Rational.HALF)).toBe(true);
    expect(read.crosstable?.pointSystem.name).toBe('1-1/2-0, pab 1/2');
  });

  it('keeps a PAB of 1 and warns at each points column when the PAB holders disagree', () => {
    const players = [
      { id: 1, points: '1.5', rounds: ['   2 w 1', '   3 b ='] },
      { id: 2, points: '0.5', rounds: ['   1 b 0', '0000 - U'] },
      { id: 3, points: '1.5', rounds: ['0000 - U', '   1 w ='] },
    ];
    const read = readTrf(trfText(['XXR 2'], players));
    expect(read.crosstable?.pointSystem).toBe(STANDARD);
    expect(brief(read.issues)).toEqual(['warning trf/points-mismatch 3:82']);
    expect(read.issues[0]?.message).toBe('player 2 declares 0.5 points, the results give 1 (1-1/2-0)');
  });
});

describe('readTrf: player lines', () => {
  it('reads every field of a 001 line', () => {
    const line = playerLine({
      id: 7,
      sex: 'w',
      title: 'wg',
      name: 'Krämer, Inés',
      rating: 2301,
      federation: 'GER',
      fideId: '12345678',
      birthDate: '1990/01/31',
      points: '1.0',
      rank: 3,
      rounds: ['0000 - U'],
    });
    const read = readTrf(`XXR 1\n${line}\n`);
    expect(read.crosstable?.players).toEqual([
      {
        id: 7,
        name: 'Krämer, Inés',
        sex: 'w',
        title: 'WGM',
        rating: 2301,
        federation: 'GER',
        fideId: '12345678',
        birthDate: '1990/01/31',
        declaredPoints: Rational.ONE,
        declaredRank: 3,
        fields: {},
        rounds: [{ kind: 'pab' }],
      },
    ]);
  });

  it('reads a blank or 0 rating as unrated', () => {
    const read = readTrf(trfText(['XXR 0'], [{ id: 1, rating: '0' }, { id: 2 }]));
    expect(read.crosstable?.players.map((p) => p.rating)).toEqual([undefined, undefined]);
  });

  it('counts columns in characters, so accents in a name do not shift the rounds', () => {
    const read = readTrf(trfText(['XXR 1'], [{ id: 1, name: 'Łukasik, Jiří 𝔄', points: '1.0', rounds: ['0000 - X'] }]));
    expect(brief(read.issues)).toEqual(['error trf/unknown-result 2:99']);
  });

  it('sorts players by starting number and locates issues in the named file', () => {
    const read = readTrf(trfText(['XXR 0'], [{ id: 2 }, { id: 1 }]), { file: 'a.trf' });
    expect(read.crosstable?.players.map((p) => p.id)).toEqual([1, 2]);
  });

  it('accepts CR LF line ends', () => {
    const read = readTrf(trfText(['012 Windows', 'XXR 1'], [{ id: 1, points: '1.0', rounds: ['0000 - U'] }]).replace(/\n/g, '\r\n'));
    expect(read.issues).toEqual([]);
    expect(read.crosstable?.name).toBe('Windows');
  });
});
