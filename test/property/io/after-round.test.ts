/**
 * Standings after round N are those of the same event written with N rounds (io/after-round.ts,
 * engine crosstableAfterRound): for every tournament of the reference corpus and every round N,
 * `readTrf(file, { round: N })` ranks exactly as the file cut after round N (its round blocks
 * beyond N removed, XXR set to N), under the 2026, 2024 and 2009 rules — values, ranks and the
 * criterion that decided each place. Later rounds never change the standings after an earlier one.
 */
import { describe, expect, it } from 'vitest';
import type { Crosstable, Edition } from '../../../engine';
import { decodeTrfBytes, readTrf } from '../../../io';
import { TRF_FIXTURES, listFiles, readBytes } from '../../support/fixture-paths';
import { evaluateList } from '../../support/evaluate';

const LIST = ['PTS', 'BH/C1', 'BH', 'SB', 'ARO', 'DE'];
const EDITIONS: Edition[] = ['fide-2026', 'fide-2024', 'fide-2009'];

/** The TRF as it would have been written after round n: each 001 line cut after its n-th round block. */
function cutAfter(text: string, n: number): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line.startsWith('001') ? line.slice(0, 91 + 10 * n).trimEnd() : line.startsWith('XXR') ? `XXR ${n}` : line))
    .join('\n');
}

function ranked(crosstable: Crosstable, edition: Edition): string[] {
  const evaluation = evaluateList(crosstable, LIST, edition);
  const values = evaluation.columns.flatMap((column) =>
    crosstable.players.map((p) => {
      const v = column.values.get(p.id);
      return `${column.header} ${p.id} ${v?.kind === 'value' ? v.value.toDecimalString() : 'n/a'}`;
    }),
  );
  return [...values, ...evaluation.standings.map((s) => `${s.player} ${s.rank}–${s.lastRank} ${s.decidedBy}`)];
}

describe('--round N equals the file cut after round N', () => {
  for (const file of listFiles(TRF_FIXTURES, '.trf')) {
    it(`${file}: every round, three editions`, () => {
      const text = decodeTrfBytes(readBytes(TRF_FIXTURES, file));
      const rounds = readTrf(text).crosstable!.rounds;
      for (let n = 1; n <= rounds; n++) {
        const asked = readTrf(text, { round: n });
        const read = readTrf(cutAfter(text, n)).crosstable!;
        // The cut file keeps the full event's points column, from which pub07's ½-point PAB is
        // inferred (inferPabValue): the point system is the whole file's, as --round keeps it.
        const cut = { crosstable: { ...read, pointSystem: asked.crosstable!.pointSystem } };
        expect(asked.crosstable?.rounds, `${file} after round ${n}`).toBe(n);
        expect(asked.issues.filter((i) => i.severity === 'error')).toEqual([]);
        for (const edition of EDITIONS)
          expect(ranked(asked.crosstable!, edition), `${file} after round ${n}, ${edition}`).toEqual(ranked(cut.crosstable!, edition));
      }
    });
  }
});
