import { placeRow, type Comparison, type PlaceChange, type TieSplit, type AwardChange } from './compare';

/*
 * The JSON `regula diff --format json` writes (docs/cli.md "regula diff"): `changes` lists exactly the
 * participants whose rank differs, each with the criterion that decided its place under each
 * run; `standings` gives every participant side by side; `summary` counts what changed.
 */

export const COMPARISON_FORMAT = 'regula-diff/1';

/** What identifies one side of a comparison: the regulation's name, its rules edition, the hash of the text run. */
export interface ComparedSide {
  regulation: string;
  edition: string;
  sha256: string;
}

export interface ComparisonJson {
  format: typeof COMPARISON_FORMAT;
  event: string;
  before: ComparedSide;
  after: ComparedSide;
  summary: { participants: number; placesChanged: number; awardsChanged: number; tiesSplitDifferently: number };
  changes: PlaceChange[];
  standings: PlaceChange[];
  ties: TieSplit[];
  awards: AwardChange[];
}

export function comparisonJson(comparison: Comparison, event: string, before: ComparedSide, after: ComparedSide): ComparisonJson {
  return {
    format: COMPARISON_FORMAT,
    event,
    before,
    after,
    summary: {
      participants: comparison.standings.length,
      placesChanged: comparison.changes.length,
      awardsChanged: comparison.awards.length,
      tiesSplitDifferently: comparison.ties.length,
    },
    changes: comparison.changes,
    standings: comparison.standings.map(placeRow),
    ties: comparison.ties,
    awards: comparison.awards,
  };
}
