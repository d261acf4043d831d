/**
 * FIDE's verification checklist Q197–198 (expelled players) on
 * test/golden/fide-checklist/expelled-swiss-6.trf (made for Regula, README there): a Swiss
 * of six players and four rounds; #6 Falk is expelled after round 3 (not paired in round 4,
 * `0000 - Z`), #5 Ek receives the pairing-allocated bye of round 4.
 *
 * Scores: #2 3, #1 2½, #6 2½, #3 2, #4 1, #5 1.
 * Scores as the opponents see them (C.07 2026 16.3): #6's round 4 is a zero-point bye in the
 * last round (16.2.5), counted as a draw: 2½ + ½ = 3; #5's PAB counts as awarded: 1; the
 * others played every round.
 * BH (8.1; own unplayed rounds 16.4: a dummy of the participant's own score, capped at
 * 50 % = 2 by 16.4.2):
 *   #1: #4 1 + #2 3 + #6 3 + #3 2 = 9      #2: #5 1 + #1 2½ + #3 2 + #4 1 = 6½
 *   #3: #6 3 + #5 1 + #2 3 + #1 2½ = 9½    #4: #1 2½ + #6 3 + #5 1 + #2 3 = 9½
 *   #5: #2 3 + #3 2 + #4 1 + PAB dummy 1 = 7
 * So #4 stands above #5 on BH; #6 is not ranked but his 3 counts in #1's, #3's and #4's BH.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, type Evaluation } from '../../engine';
import {
  decodeTrfBytes,
  explainPair,
  explainPlayer,
  outputSheets,
  parseCsv,
  readGrid,
  readTrf,
  standingsJson,
  withdrawalsBlock,
} from '../../io';
import { file, printed } from '../support/dsl';
import { REPO_ROOT } from '../support/fixture-paths';

function run(...withdrawals: string[]): Evaluation {
  const text = file(
    'regulation "Expelled player" version "2026"',
    'rules fide-2026',
    ...(withdrawals.length > 0 ? ['withdrawals', ...withdrawals.map((l) => `  ${l}`)] : []),
    'tie-breaks',
    '  1. BH',
    '  then shared',
  );
  const compiled = compileRegulation(text);
  expect(printed(compiled.diagnostics)).toEqual([]);
  const bytes = new Uint8Array(readFileSync(join(REPO_ROOT, 'test', 'golden', 'fide-checklist', 'expelled-swiss-6.trf')));
  const input = readTrf(decodeTrfBytes(bytes), { file: 'expelled-swiss-6.trf' });
  expect(input.issues).toEqual([]);
  return evaluate(input.crosstable!, compiled.regulation!);
}

const table = (e: Evaluation) =>
  e.standings.map((s) => {
    const bh = e.columns.find((c) => c.header === 'BH')!.values.get(s.player)!;
    return `${s.rank}. #${s.player} ${bh.kind === 'value' ? bh.value.toDecimalString() : 'n/a'}`;
  });

describe('an expelled player (FIDE checklist Q197–198)', () => {
  it('without the statement #6 is ranked like everyone (a withdrawal)', () => {
    expect(run().standings.map((s) => s.player)).toEqual([2, 1, 6, 3, 4, 5]);
  });

  it('expelled by starting number: not ranked; his results stand in the opponents’ BH, his last round counted as a draw (16.3)', () => {
    const e = run('expelled: 6');
    expect(table(e)).toEqual(['1. #2 6.5', '2. #1 9', '3. #3 9.5', '4. #4 9.5', '5. #5 7']);
    expect(e.withdrawals.expelled).toEqual([
      {
        player: 6,
        name: 'Falk, Frej',
        fromRound: 4,
        deleted: false,
        note:
          '#6 Falk, Frej expelled from round 4: not ranked (FIDE checklist Q197–198); his results stand for his opponents’ tie-breaks ' +
          '(FIDE Tournament Rules V.5); his later rounds count as a withdrawal’s (C.07 16.1.1, 16.3)',
      },
    ]);
    // #6's own value is still computed (the audit has it): #3 2 + #4 1 + #1 2½ + a dummy of his own 2½ capped at 2 = 7½.
    const bh6 = e.columns.find((c) => c.header === 'BH')!.values.get(6)!;
    expect(bh6.kind === 'value' && bh6.value.toDecimalString()).toBe('7.5');
  });

  it('expelled by name, with the round: the same standings', () => {
    expect(table(run('expelled: "Falk, Frej" from round 4'))).toEqual(table(run('expelled: 6')));
  });

  it('results deleted: his games are annulled, each opponent’s round against him becomes unpaired', () => {
    // #3 loses the draw of round 1 (1½); #4 (round 2) and #1 (round 3) lost to him and keep their points.
    // As seen by opponents (16.3) the annulled rounds are zero-point byes followed by play (16.2.3): 0.
    // BH #4: #1 2½ + a dummy of his own 1 + #5 1 + #2 3 = 7½; #5: #2 3 + #3 1½ + #4 1 + PAB dummy 1 = 6½.
    // #1: #4 1 + #2 3 + a dummy of his own 2½ capped at 2 + #3 1½ = 7½; #2: #5 1 + #1 2½ + #3 1½ + #4 1 = 6;
    // #3: dummy 1½ + #5 1 + #2 3 + #1 2½ = 8.
    const e = run('expelled: 6', 'expelled players: results deleted');
    expect(table(e)).toEqual(['1. #2 6', '2. #1 7.5', '3. #3 8', '4. #4 7.5', '5. #5 6.5']);
    expect(e.crosstable.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(e.withdrawals.expelled.map((x) => x.deleted)).toEqual([true]);
  });

  it('the audit block, the sheets both doors write and the JSON standings say so', () => {
    const e = run('expelled: 6');
    expect(withdrawalsBlock(e)[1]!.slice(0, 5)).toEqual([6, 'Falk, Frej', 4, null, 'expelled, not ranked']);
    const json = standingsJson({ kind: 'individual', evaluation: e });
    expect(json.expelled).toEqual([{ no: 6, name: 'Falk, Frej', fromRound: 4, note: e.withdrawals.expelled[0]!.note }]);
    expect(Object.keys(json.rank)).toEqual(['1', '2', '3', '4', '5']);
    // The add-in and `rank --out FILE.xlsx` write the same sheets: the Audit sheet opens with the Withdrawals block.
    const audit = outputSheets(e, [['Regulation', 'Expelled player']]).find((s) => s.name === 'Regula Audit')!;
    expect(audit.blocks.map((b) => b.name).slice(0, 2)).toEqual(['header', 'withdrawals']);
    expect(audit.blocks[1]!.cells[1]!.slice(0, 5)).toEqual([6, 'Falk, Frej', 4, null, 'expelled, not ranked']);
    const standings = outputSheets(e, [['Regulation', 'Expelled player']]).find((s) => s.name === 'Regula Standings')!;
    expect(standings.blocks.find((b) => b.name === 'standings')!.cells.map((row) => row[1])).toEqual(['No', 2, 1, 3, 4, 5]);
  });

  it('explain says why an expelled player has no place, and still shows his values', () => {
    const e = run('expelled: 6');
    const lines = explainPlayer(e, 6);
    expect(lines[0]).toBe(`Falk, Frej (6) is not ranked: ${e.withdrawals.expelled[0]!.note}.`);
    expect(lines).toContain('  BH = 7.5');
    expect(explainPair(e, 1, 6)).toEqual([`Falk, Frej (6) is not ranked: ${e.withdrawals.expelled[0]!.note}.`]);
  });

  it('warns when the crosstable records a game after the expulsion, and rejects an unknown player', () => {
    const e = run('expelled: 6 from round 3, "Nobody, Noone"');
    expect(e.issues.map((i) => `${i.severity} ${i.code}: ${i.message}`)).toEqual([
      'warning engine/expelled-games-after: #6 Falk, Frej is expelled from round 3, but the crosstable records games played by him in round 3: they are counted as recorded',
      'error engine/expelled-unknown-player: The regulation expels "Nobody, Noone", but no participant of the crosstable has that name',
    ]);
  });

  it('a column "Expelled" in a grid flags the player: a round number, or any mark', () => {
    // The same event as a Swiss-Manager grid; #6's cell says 4 (from round 4), a cell "x" would infer it.
    const csv = [
      'No.,Name,Rtg,1.Rd,2.Rd,3.Rd,4.Rd,Pts,Expelled',
      '1,"Ahlberg, Astrid",2105,4w1,2b½,6w0,3b1,2½,',
      '2,"Berg, Bruno",2080,5b1,1w½,3b½,4w1,3,',
      '3,"Claes, Cilla",2040,6w½,5w1,2w½,1w0,2,',
      '4,"Dahl, Dag",1995,1b0,6b0,5w1,2b0,1,no',
      '5,"Ek, Elin",1950,2w0,3b0,4b0,-1,1,',
      '6,"Falk, Frej",1920,3b½,4w1,1b1,-0,2½,MARK',
    ].join('\n');
    const rank = (cell: string) => {
      const reading = readGrid(parseCsv(csv.replace('MARK', cell)), { sheet: 'Crosstable' });
      expect(reading.crosstable).toBeDefined();
      const compiled = compileRegulation(file('regulation "R"', 'rules fide-2026', 'tie-breaks', '  1. BH'));
      return evaluate(reading.crosstable!, compiled.regulation!);
    };
    for (const cell of ['4', 'x']) {
      const e = rank(cell);
      expect(table(e)).toEqual(['1. #2 6.5', '2. #1 9', '3. #3 9.5', '4. #4 9.5', '5. #5 7']);
      expect(e.withdrawals.expelled.map((x) => [x.player, x.fromRound])).toEqual([[6, 4]]);
    }
    expect(rank('').withdrawals.expelled).toEqual([]);
    // Stated in the regulation instead: #6 (not paired in round 4, `-0`) is also a withdrawal, but no
    // warning asks whether he may receive awards — he is not ranked.
    const reading = readGrid(parseCsv(csv.replace('MARK', '')), { sheet: 'Crosstable' });
    const compiled = compileRegulation(file('regulation "R"', 'rules fide-2026', 'withdrawals', '  expelled: 6', 'tie-breaks', '  1. BH'));
    const e = evaluate(reading.crosstable!, compiled.regulation!);
    expect(e.withdrawals.withdrawals.map((w) => [w.player, w.fromRound])).toEqual([[6, 4]]);
    expect(e.issues).toEqual([]);
    expect(table(e)).toEqual(['1. #2 6.5', '2. #1 9', '3. #3 9.5', '4. #4 9.5', '5. #5 7']);
  });
});
