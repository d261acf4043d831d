import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crosstableAfterRound,
  DRAUGHTS,
  FOOTBALL,
  opponentOf,
  Rational,
  STANDARD,
  UK_JUNIOR,
  type Crosstable,
  type PointSystem,
} from '../../../../engine';
import { decodeTrfBytes, readTrf, writeTrf } from '../../../../io';
import { generateSwiss, type GenerateSwissOptions } from '../../../support/generate-crosstable';

/** The ½-point PAB of pub07, named as readTrf names it. */
const PAB_HALF: PointSystem = { ...STANDARD, name: '1-1/2-0, pab 1/2', pab: Rational.HALF };

const rate = (max: number) => fc.double({ min: 0, max, noNaN: true });

const options: fc.Arbitrary<GenerateSwissOptions> = fc.record({
  players: fc.integer({ min: 1, max: 40 }),
  rounds: fc.integer({ min: 0, max: 11 }),
  seed: fc.integer(),
  byes: rate(0.3),
  absences: rate(0.2),
  withdrawals: rate(0.3),
  forfeits: rate(0.3),
  doubleForfeits: rate(0.2),
  draws: rate(1),
  shortGames: rate(0.3),
  unrated: rate(1),
  names: fc.constantFrom('ascii' as const, 'latin-1' as const, 'unicode' as const),
  pointSystem: fc.constantFrom(STANDARD, FOOTBALL, DRAUGHTS, UK_JUNIOR, PAB_HALF),
});

/**
 * What readTrf gives back: the standings after the last round with a game, played or forfeited
 * (io/rounds-held.ts) — later rounds holding only byes are byes entered before a pairing, and
 * rounds where every player is unpaired are rounds not played.
 */
function asRead(original: Crosstable): Crosstable {
  let lastGame = 0;
  let lastRecord = 0;
  for (const player of original.players)
    player.rounds.forEach((record, index) => {
      if (record.kind === 'absent' || record.kind === 'withdrawn') return;
      lastRecord = Math.max(lastRecord, index + 1);
      const game = opponentOf(record) !== undefined || record.kind === 'forfeit-win' || record.kind === 'forfeit-loss';
      if (game) lastGame = Math.max(lastGame, index + 1);
    });
  // An event without a game is read to its last record (io/after-round.ts).
  const last = lastGame > 0 ? lastGame : lastRecord;
  return last === 0 || last === original.rounds ? original : crosstableAfterRound(original, last);
}

/** ISO-8859-1 bytes of a text that has only latin-1 characters. */
function latin1Bytes(text: string): Uint8Array {
  return Uint8Array.from(Array.from(text, (ch) => ch.codePointAt(0)!));
}

describe('writeTrf then readTrf (fast-check; a failure prints its seed and counterexample)', () => {
  it('gives back the same crosstable: players, records, type, rounds, point system', () => {
    fc.assert(
      fc.property(options, (o) => {
        const original = generateSwiss(o);
        const { crosstable, issues } = readTrf(writeTrf(original));
        expect(issues).toEqual([]);
        expect(crosstable).toEqual(asRead(original));
      }),
      { numRuns: 200 },
    );
  });

  it('gives it back through the bytes of a file, UTF-8 or ISO-8859-1', () => {
    fc.assert(
      fc.property(options, fc.boolean(), (o, preferLatin1) => {
        const original = generateSwiss(o);
        const text = writeTrf(original);
        const bytes = preferLatin1 && o.names !== 'unicode' ? latin1Bytes(text) : new TextEncoder().encode(text);
        expect(readTrf(decodeTrfBytes(bytes)).crosstable).toEqual(asRead(original));
      }),
      { numRuns: 100 },
    );
  });
});
