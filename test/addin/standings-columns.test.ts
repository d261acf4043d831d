import { describe, expect, it } from 'vitest';
import { standingsColumns } from '../../addin/taskpane/standings-columns';

// The task pane's standings at 320 px (docs/addin.md "The task pane"): Place and Name first, the
// score and what decided each place beside them, the rest after; the column picker's choices.

/** The header of the Regula Standings block of the VCF K-12 wall chart under the VCF preset (io/output/standings.ts). */
const VCF = [
  'Place',
  'No',
  'Name',
  'Post Rating',
  'PTS',
  'modified median',
  'solkoff',
  'cumulative',
  'opposition cumulative',
  'Decided by',
];
const headers = (shown: number[]) => shown.map((c) => VCF[c]);

describe('the standings columns the pane shows', () => {
  it('puts the score (past the post-event rating) and Decided by next to Place and Name', () => {
    const columns = standingsColumns(VCF, []);
    expect(headers(columns.shown)).toEqual([
      'Place',
      'Name',
      'PTS',
      'Decided by',
      'No',
      'Post Rating',
      'modified median',
      'solkoff',
      'cumulative',
      'opposition cumulative',
    ]);
    expect(columns.score).toBe(4);
    expect(columns.decidedBy).toBe(9);
    expect(headers(columns.optional)).toEqual(headers(columns.shown).slice(2));
  });

  it('skips a start rating too, and takes a team event’s first criterion as its score', () => {
    const rated = ['Place', 'No', 'Name', 'Rating', 'BH', 'Decided by'];
    expect(standingsColumns(rated, []).shown.map((c) => rated[c])).toEqual(['Place', 'Name', 'BH', 'Decided by', 'No', 'Rating']);
    const team = ['Place', 'No', 'Team', 'MP', 'GP', 'EDET/P', 'Decided by'];
    expect(standingsColumns(team, []).shown.map((c) => team[c])).toEqual(['Place', 'Team', 'MP', 'Decided by', 'No', 'GP', 'EDET/P']);
  });

  it('leaves out the columns unticked in the picker, never Place and Name', () => {
    const columns = standingsColumns(VCF, ['No', 'Post Rating', 'solkoff', 'Place', 'Name']);
    expect(headers(columns.shown)).toEqual([
      'Place',
      'Name',
      'PTS',
      'Decided by',
      'modified median',
      'cumulative',
      'opposition cumulative',
    ]);
    expect(columns.optional).toHaveLength(8);
  });
});
