import { describe, expect, it } from 'vitest';
import { FOOTBALL, POINT_SYSTEM_FIELDS, Rational, STANDARD, pointSystemFrom, type Crosstable, type Player } from '../../../../engine';
import { decodeTrfBytes, readTrf, writeTrf } from '../../../../io';
import { TRF_FIXTURES, listFiles, readBytes } from '../../../support/fixture-paths';

function player(id: number, rounds: Player['rounds'], extra: Partial<Player> = {}): Player {
  return { id, name: `Player ${id}`, fields: {}, rounds, ...extra };
}

function crosstable(players: Player[], extra: Partial<Crosstable> = {}): Crosstable {
  return { type: 'swiss', rounds: players[0]?.rounds.length ?? 0, players, pointSystem: STANDARD, meta: {}, ...extra };
}

const lines = (text: string) => text.split('\n');

describe('writeTrf on the shared fixtures', () => {
  // Files whose absences are all written `0000 - -` and whose PAB is worth 1 come back byte for byte.
  const identical = [
    'pub01_swiss_13x5_allkinds.trf',
    'pub02_swiss_24x7_absentZ_lateH.trf',
    'pub04_swiss_61x9_odd.trf',
    'pub05_swiss_100x9.trf',
    'pub06_swiss_150x11_unrated.trf',
    'pub08_swiss_300x11.trf',
    'pub09_rr_6.trf',
    'pub10_rr_9_withdraw_forfeit.trf',
    'pub11_rr_10_clean.trf',
    'pub13_drr_8.trf',
  ];

  it.each(identical)('writes %s back byte for byte', (file) => {
    const text = decodeTrfBytes(readBytes(TRF_FIXTURES, file));
    expect(writeTrf(readTrf(text).crosstable!)).toBe(text);
  });

  it.each(listFiles(TRF_FIXTURES, '.trf'))('reads back what it wrote of %s', (file) => {
    const read = readTrf(decodeTrfBytes(readBytes(TRF_FIXTURES, file))).crosstable!;
    const again = readTrf(writeTrf(read));
    expect(again.issues).toEqual([]);
    expect(again.crosstable).toEqual(read);
  });

  it('writes blank blocks as 0000 - - and the ½-point PAB of pub07 as XXS', () => {
    const pub12 = writeTrf(readTrf(decodeTrfBytes(readBytes(TRF_FIXTURES, 'pub12_drr_6_withdraw_absent.trf'))).crosstable!);
    expect(lines(pub12)[12]).toBe(
      '001    1 w    Quinn, Tomas                      1727 POL    53496862             6.0    1     6 w 1     2 w =     3 b 1  0000 - -     5 b 1     6 b 0     2 b 1     3 w 1  0000 - -     5 w =',
    );
    const pub07 = writeTrf(readTrf(decodeTrfBytes(readBytes(TRF_FIXTURES, 'pub07_swiss_33x7_pabhalf.trf'))).crosstable!);
    expect(lines(pub07)[12]).toBe('XXS WW=1 BW=1 WD=0.5 BD=0.5 WL=0 BL=0 ZPB=0 HPB=0.5 FPB=1 PAB=0.5 FW=1 FL=0');
  });
});

describe('writeTrf', () => {
  it('writes every field of a player in its TRF-16 columns', () => {
    const text = writeTrf(
      crosstable([
        player(12, [{ kind: 'played', opponent: 3, colour: 'black', outcome: 'draw', lessThanOneMove: true }], {
          name: 'Łukasik, Jiří',
          sex: 'w',
          title: 'WIM',
          rating: 2210,
          federation: 'POL',
          fideId: '1122334',
          birthDate: '2001/02/03',
          declaredRank: 7,
        }),
      ]),
    );
    expect(lines(text)).toEqual([
      '092 Individual: Swiss-System',
      'XXR 1',
      '001   12 w wm Łukasik, Jiří                     2210 POL     1122334 2001/02/03  0.5    7     3 b D',
      '',
    ]);
  });

  it('writes each kind of round with its TRF code', () => {
    const rounds: Player['rounds'] = [
      { kind: 'played', opponent: 2, colour: 'white', outcome: 'win' },
      { kind: 'forfeit-win', opponent: 2, colour: 'black' },
      { kind: 'forfeit-loss', opponent: 2 },
      { kind: 'double-forfeit', opponent: 2, colour: 'white' },
      { kind: 'pab' },
      { kind: 'fpb' },
      { kind: 'hpb' },
      { kind: 'zpb' },
      { kind: 'absent' },
    ];
    const line = lines(writeTrf(crosstable([player(1, rounds)])))[2]!;
    expect(line.slice(89)).toBe('     2 w 1     2 b +     2 - -     2 w -  0000 - U  0000 - F  0000 - H  0000 - Z  0000 - -');
    expect(line.slice(80, 84)).toBe(' 4.5'); // 1 + 1 (forfeit win) + 1 (PAB) + 1 (FPB) + ½ (HPB)
  });

  it('writes what TRF cannot hold in the nearest code: withdrawn as absent, a forfeit win without opponent as 0000 - +', () => {
    const text = writeTrf(crosstable([player(1, [{ kind: 'withdrawn' }, { kind: 'forfeit-win' }, { kind: 'forfeit-loss' }])]));
    expect(lines(text)[2]!.slice(89)).toBe('  0000 - -  0000 - +  0000 - -');
    const back = readTrf(text);
    // The last round reads as not paired for everyone: the standings are after round 2.
    expect(back.scheduledRounds).toBe(3);
    expect(back.crosstable?.players[0]?.rounds).toEqual([{ kind: 'absent' }, { kind: 'pab' }]);
    expect(back.issues.map((i) => i.code)).toEqual(['trf/legacy-bye-code']);
  });

  it('writes the points the results give, not the declared ones, with one decimal', () => {
    const wins = Array.from({ length: 10 }, () => ({ kind: 'pab' as const }));
    const text = writeTrf(crosstable([player(1, wins, { declaredPoints: Rational.of(3) })]));
    expect(lines(text)[2]!.slice(80, 84)).toBe('10.0');
  });

  it('writes XXS for any point system but 1-½-0, and readTrf reads it back', () => {
    const players = [player(1, [{ kind: 'pab' }, { kind: 'hpb' }])];
    expect(writeTrf(crosstable(players))).not.toContain('XXS');
    const text = writeTrf(crosstable(players, { pointSystem: FOOTBALL }));
    expect(lines(text)[2]).toBe('XXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 ZPB=0 HPB=1 FPB=3 PAB=3 FW=3 FL=0');
    expect(readTrf(text).crosstable?.pointSystem).toBe(FOOTBALL);
    const thirds = pointSystemFrom('thirds', { win: Rational.ONE, draw: Rational.of(1, 3), loss: Rational.ZERO });
    const back = readTrf(writeTrf(crosstable(players, { pointSystem: thirds }))).crosstable!.pointSystem;
    expect(POINT_SYSTEM_FIELDS.every((f) => back[f].eq(thirds[f]))).toBe(true);
  });

  it('writes the header records of meta in TRF order, one 112 line per deputy', () => {
    const text = writeTrf(
      crosstable([], {
        name: 'Spring Open',
        type: 'round-robin',
        rounds: 0,
        meta: { deputyArbiters: 'One\nTwo', city: 'Oslo', name: 'Spring Open', startDate: '2026/04/01', unrelated: 'x' },
      }),
    );
    expect(lines(text)).toEqual([
      '012 Spring Open',
      '022 Oslo',
      '042 2026/04/01',
      '092 Individual: Round-Robin',
      '112 One',
      '112 Two',
      'XXR 0',
      '',
    ]);
  });

  it('cuts a name longer than its 33 columns rather than shifting the rounds', () => {
    const long = 'Abcdefghijklmnopqrstuvwxyz, Abcdefghijkl';
    const line = lines(writeTrf(crosstable([player(1, [{ kind: 'pab' }], { name: long })])))[2]!;
    expect(line.slice(14, 47)).toBe(long.slice(0, 33));
    expect(line.slice(89)).toBe('  0000 - U');
  });
});
