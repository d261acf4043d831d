import { Rational } from '../arith';
import type { EngineIssue, GrandPrix, PlayerId } from '../model';
import type { Evaluation } from '../evaluation';
import { collectEventFacts } from './event-facts';
import { formatValue } from './formula-text';
import { PlacePointsTable } from './place-points';
import { formatPlace, placesOnPoints, type Place } from './places';

/*
 * Grand-prix points from a tournament played in several grades (`if 3 grades: scaled 1, 2/3,
 * 1/3`): Kāpiti Chess Club, "How the Kāpiti Chess Club Grand Prix works", Multi-grade
 * tournaments — "If there are 2 grades, then total game points for the lower grade are scaled
 * by a factor of 1/2. If there are 3 grades, then game points for the B grade players are scaled
 * by a factor of 2/3, and game points for the C grade players are multiplied by a factor of 1/3.
 * Grand Prix points are then assigned based on the rankings of the single combined set of scaled
 * points." Each grade's scores times its factor, exact; one ranking of them all on those values,
 * equal values sharing a place; the article's points by place (its sharing rule for a shared
 * place) on that ranking.
 */

/** One grade of the tournament, the top grade first: each participant's score in it. */
export interface GradeInput {
  name: string;
  players: readonly { player: PlayerId; name: string; score: Rational }[];
}

export interface CombinedGradeEntry {
  grade: string;
  player: PlayerId;
  name: string;
  score: Rational;
  factor: Rational;
  scaled: Rational;
  /** The place in the combined ranking of the scaled scores. */
  place: Place;
  /** Undefined when the place's points cannot be given (a shared place the article gives no rule for). */
  points?: Rational;
  /** "B: 4 × 2/3 = 8/3, place 3–4 of 20: points by place …" */
  audit: string;
}

export interface CombinedGrades {
  /** Every participant of every grade, in the combined order (ties in grade order, then as listed). */
  entries: CombinedGradeEntry[];
  issues: EngineIssue[];
}

/** A grade of the tournament from its evaluation: the participants who took part and their points. */
export function gradeInputOf(name: string, evaluation: Evaluation): GradeInput {
  const facts = collectEventFacts(evaluation, name);
  return { name, players: facts.participants.map((p) => ({ player: p.id, name: p.name, score: facts.scores.get(p.id)! })) };
}

/** The combined ranking of the grades' scaled scores and the grand-prix points by its places (gp.gradeScaling). */
export function combineGrades(grades: readonly GradeInput[], gp: GrandPrix): CombinedGrades {
  const scaling = gp.gradeScaling?.find((s) => s.grades === grades.length);
  if (!scaling)
    return {
      entries: [],
      issues: [
        {
          code: 'engine/grade-scaling-missing',
          severity: 'error',
          message: `${gp.name}: the tournament has ${grades.length} grade${grades.length === 1 ? '' : 's'} (${grades.map((g) => g.name).join(', ')}), and the article scales ${(gp.gradeScaling ?? []).map((s) => `${s.grades}`).join(' or ') || 'no number of'} grades: no points are given`,
        },
      ],
    };
  if (!gp.placePoints)
    return {
      entries: [],
      issues: [
        {
          code: 'engine/grade-scaling-points',
          severity: 'error',
          message: `${gp.name}: a combined ranking of grades gives points by place, and the article has a points formula: no points are given`,
        },
      ],
    };
  // One id per entry: each grade numbers its players from 1.
  const rows = grades.flatMap((grade, g) =>
    grade.players.map((p) => ({ grade: grade.name, factor: scaling.factors[g]!, ...p, scaled: p.score.mul(scaling.factors[g]!) })),
  );
  const keys = rows.map((_, index) => (index + 1) as PlayerId);
  const places = placesOnPoints(keys, new Map(keys.map((key, index) => [key, rows[index]!.scaled])));
  const table = new PlacePointsTable(gp.placePoints);
  const issues: EngineIssue[] = [];
  const unshared = new Set<string>();
  const entries = rows.map((row, index): CombinedGradeEntry => {
    const place = places.get(keys[index]!)!;
    const outcome = table.of(place);
    const scaled = `${row.grade}: ${formatValue(row.score)} × ${formatValue(row.factor)} = ${formatValue(row.scaled)}, place ${formatPlace(place)} of ${rows.length}`;
    if (!outcome.ok) {
      if (!unshared.has(formatPlace(place)))
        issues.push({ code: 'engine/place-sharing-unstated', severity: 'error', message: `${gp.name}: ${outcome.reason}` });
      unshared.add(formatPlace(place));
      return { ...row, place, audit: `${scaled}: ${outcome.reason}` };
    }
    return { ...row, place, points: outcome.value, audit: `${scaled}: ${outcome.text}` };
  });
  const order = entries.map((e, index) => ({ e, index })).sort((a, b) => a.e.place.rank - b.e.place.rank || a.index - b.index);
  return { entries: order.map((o) => o.e), issues };
}
