import { Rational, computeScores, type Crosstable, type PointSystem } from '../../engine';
import type { PlayerLine } from './player-line';
import { namedPointSystem } from './scoring-records';
import type { TrfIssues } from './trf-issues';

/**
 * The points column (81–84) against the results.
 *
 * A file without XXS/162 scores 1-½-0, but the value of the pairing-allocated bye is a
 * tournament's choice (C.04.1: usually a win; often a draw; Sharly #1291), and TRF-16 has no
 * place for it. The reference oracle (TieBreakServer) solves the point system from the points
 * column instead; the fixture pub07 relies on it for a PAB worth ½. So: when every player who
 * had a PAB and declares points is off by the same amount per PAB, and that amount turns the
 * PAB into a value between 0 and a win, that value is the PAB's.
 */
export function inferPabValue(lines: readonly PlayerLine[], crosstable: Crosstable): PointSystem | undefined {
  const system = crosstable.pointSystem;
  const scores = computeScores(crosstable);
  let inferred: Rational | undefined;
  for (const { player, scoreUnknown } of lines) {
    const pabs = player.rounds.filter((r) => r.kind === 'pab').length;
    if (pabs === 0 || player.declaredPoints === undefined || scoreUnknown) continue;
    const difference = player.declaredPoints.sub(scores.get(player.id)!.total);
    const candidate = system.pab.add(difference.div(Rational.of(pabs)));
    if (inferred && !inferred.eq(candidate)) return undefined;
    inferred = candidate;
  }
  if (!inferred || inferred.eq(system.pab) || inferred.sign() < 0 || inferred.gt(system.win)) return undefined;
  const { name: _name, ...values } = system;
  return namedPointSystem(system, { ...values, pab: inferred });
}

/**
 * A warning on each player whose points column differs from the score the results give.
 * Lines with a round block in error are skipped: their score is not known.
 */
export function checkDeclaredPoints(lines: readonly PlayerLine[], crosstable: Crosstable, issues: TrfIssues): void {
  const scores = computeScores(crosstable);
  for (const line of lines) {
    const declared = line.player.declaredPoints;
    const computed = scores.get(line.player.id)!.total;
    if (declared === undefined || declared.eq(computed) || line.scoreUnknown) continue;
    issues.add(
      'trf/points-mismatch',
      line.lineNumber,
      line.pointsColumn,
      `player ${line.player.id} declares ${declared.toDecimalString()} points, the results give ${computed.toDecimalString()} (${crosstable.pointSystem.name})`,
    );
  }
}
