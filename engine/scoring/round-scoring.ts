import type { Crosstable, EngineIssue, PointSystem, Regulation } from '../model';

/*
 * A regulation that scores rounds differently (`rounds 1-9: win 2, draw 1, loss 0` and
 * `rounds 10-27: win 1, draw 1/2, loss 0`; Grand Chess Tour 2016, "2. Scoring": rapid win 2,
 * draw 1; blitz win 1, draw ½). The crosstable is given the point system of each round
 * (Crosstable.roundScoring): every score, progressive score and opponent's score sums each
 * round's points under its own system, and a value a rule takes "as a draw" in a round is that
 * round's draw (docs/language.md "Two scorings in one event").
 */

/** The crosstable with the point system of each of its rounds, when the regulation scores some rounds apart. */
export function withRoundScoring(crosstable: Crosstable, regulation: Regulation, issues: EngineIssue[]): Crosstable {
  const scoring = regulation.roundScoring;
  if (!scoring || scoring.length === 0) return crosstable;
  const base = regulation.pointSystem ?? crosstable.pointSystem;
  const systems: PointSystem[] = Array.from({ length: crosstable.rounds }, () => base);
  for (const { first, last, pointSystem } of scoring) {
    if (last > crosstable.rounds)
      issues.push({
        code: 'engine/round-scoring-outside',
        severity: 'warning',
        message: `The regulation scores rounds ${first}–${last} by ${pointSystem.name}, but the event has ${crosstable.rounds} round${crosstable.rounds === 1 ? '' : 's'}${first <= crosstable.rounds ? `: rounds ${first}–${crosstable.rounds} are` : ': no round is'}`,
      });
    for (let r = first; r <= Math.min(last, crosstable.rounds); r++) systems[r - 1] = pointSystem;
  }
  return { ...crosstable, roundScoring: systems };
}

/** The point system of round `index` (0-based): its own under a scoring by rounds, else `system`. */
export function systemOfRound(crosstable: Pick<Crosstable, 'roundScoring'>, system: PointSystem, index: number): PointSystem {
  return crosstable.roundScoring?.[index] ?? system;
}

/** Whether the rounds are scored by more than one point system (a criterion reading one value per win is then ambiguous). */
export function hasTwoScorings(crosstable: Pick<Crosstable, 'roundScoring'>): boolean {
  const systems = crosstable.roundScoring;
  if (!systems || systems.length === 0) return false;
  return systems.some((s) => s !== systems[0]);
}
