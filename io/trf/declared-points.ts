import { Rational, pointsFor, type Crosstable, type PointSystem } from '../../engine';
import { RESULT, RESULT_RECORDS } from './block-table';
import type { PlayerLine } from './player-line';
import { pointsText } from '../match/match-results';
import { namedPointSystem } from './scoring-records';
import type { TrfIssues } from './trf-issues';

/**
 * The points column (81–84) against the results.
 *
 * A file without XXS/162 scores 1-½-0, but the value of the pairing-allocated bye is a
 * tournament's choice (C.04.1: usually a win; often a draw;
 * https://github.com/Sharly-Chess/sharly-chess/issues/1291), and TRF-16 has no
 * place for it. The reference oracle (TieBreakServer) solves the point system from the points
 * column instead; the fixture pub07 relies on it for a PAB worth ½. So: when every player who
 * had a PAB and declares points is off by the same amount per PAB, and that amount turns the
 * PAB into a value between 0 and a win, that value is the PAB's — a reading of the file, so it
 * comes with the number of players it rests on, and the reader says it (never silently).
 */
export function inferPabValue(
  lines: readonly PlayerLine[],
  crosstable: Crosstable,
): { pointSystem: PointSystem; players: number } | undefined {
  const system = crosstable.pointSystem;
  const points = resultPoints(system);
  const counts = new Array<number>(RESULT_RECORDS.length);
  let inferred: Rational | undefined;
  let players = 0;
  for (let index = 0; index < lines.length; index++) {
    const { player, scoreUnknown } = lines[index]!;
    if (player.declaredPoints === undefined || scoreUnknown) continue;
    countResults(lines[index]!, counts);
    const pabs = counts[RESULT.pab]!;
    if (pabs === 0) continue;
    const difference = player.declaredPoints.sub(scoreOf(counts, points));
    const candidate = system.pab.add(difference.div(Rational.of(pabs)));
    if (inferred && !inferred.eq(candidate)) return undefined;
    inferred = candidate;
    players++;
  }
  if (!inferred || inferred.eq(system.pab) || inferred.sign() < 0 || inferred.gt(system.win)) return undefined;
  const { name: _name, ...values } = system;
  return { pointSystem: namedPointSystem(system, { ...values, pab: inferred }), players };
}

/**
 * The note the doors show for a bye's value read from the points column: "the pairing-allocated
 * byes are read as worth ½ …", with what it rests on and how to say it in the file instead.
 */
export function pabValueNote(value: Rational, players: number): string {
  const who = players === 1 ? 'the one player with one' : `all ${players} players with one`;
  return `the pairing-allocated bye (U) is read as worth ${pointsText(value)}, not 1: the file states no value for it (no XXS or 162 record), and the points column of ${who} adds up that way; state it in the file with an XXS line (XXS PAB=${value.toDecimalString()})`;
}

/**
 * A warning on each player whose points column differs from the score the results give.
 * Lines with a round block in error are skipped: their score is not known. A bye entered
 * for a round not paired yet (after `roundsPaired`, io/rounds-held.ts) may or may not be
 * in the points column: either sum agrees.
 */
export function checkDeclaredPoints(
  lines: readonly PlayerLine[],
  crosstable: Crosstable,
  issues: TrfIssues,
  roundsPaired = Infinity,
): void {
  const points = resultPoints(crosstable.pointSystem);
  const counts = new Array<number>(RESULT_RECORDS.length);
  lines.forEach((line) => {
    const declared = line.player.declaredPoints;
    if (declared === undefined || line.scoreUnknown) return;
    const computed = scoreOf(countResults(line, counts), points);
    if (declared.eq(computed)) return;
    if (roundsPaired < line.blockCount && declared.eq(scoreOf(countResults(line, counts, roundsPaired), points))) return;
    issues.add(
      'trf/points-mismatch',
      line.lineNumber,
      line.pointsColumn,
      `player ${line.player.id} declares ${declared.toDecimalString()} points, the results give ${computed.toDecimalString()} (${crosstable.pointSystem.name})`,
    );
  });
}

/*
 * The score the results give a player, from the block table rather than round by round: how
 * many rounds of each result the line has, times the points of that result (engine
 * `pointsFor`). The same exact sum as computeScores', without visiting 75,000 records.
 */

/** The points of each result (RESULT) under a point system. */
function resultPoints(system: PointSystem): Rational[] {
  return RESULT_RECORDS.map((record) => pointsFor(record, system));
}

/** How many of the line's rounds (up to round `upTo`) have each result (RESULT), into `counts`; the rounds after its last block are absent. */
function countResults(line: PlayerLine, counts: number[], upTo = line.blockCount): number[] {
  counts.fill(0);
  const game = line.blocks.game;
  const blocks = Math.min(upTo, line.blockCount);
  const end = line.firstBlock + blocks;
  for (let block = line.firstBlock; block < end; block++) counts[game[block]! & RESULT.mask]!++;
  counts[RESULT.absent]! += Math.min(upTo, line.player.rounds.length) - blocks;
  return counts;
}

function scoreOf(counts: readonly number[], points: readonly Rational[]): Rational {
  let total = Rational.ZERO;
  for (let result = 0; result < counts.length; result++) {
    const count = counts[result]!;
    if (count > 0) total = total.add(points[result]!.mul(Rational.of(count)));
  }
  return total;
}
