import { pushBounded } from '../bounded-issues';
import type { InputIssue, InputLocation } from '../issues';
import { sectionIssue } from './split-grid';
import { excelSheetName } from '../workbook/excel-limits';

/** A section as the input has it: its name, where it is, and what was read there. */
export interface FoundSection<T> {
  name: string;
  /** Where a section the regulation does not name is reported: the sheet's A1, the first Section cell, the TRF file. */
  location: InputLocation;
  /** "sheet 'K-3'", "rows of Section K-3", "k3.trf": how the messages name it. */
  described: string;
  input: T;
}

export interface MatchedSections<T> {
  /** In the regulation's order: each named section with its input. */
  sections: { name: string; input: T }[];
  issues: InputIssue[];
}

/**
 * Pairs the regulation's sections with the input's, by name ignoring case and outer spaces.
 * Every section the regulation names must be in the input, and every section of the input
 * must be one the regulation names (located errors either way); nothing is ranked otherwise.
 * Linear: one map of the input's names.
 */
export function matchSections<T>(
  names: readonly string[],
  found: readonly FoundSection<T>[],
  whole: { location: InputLocation; described: string },
): MatchedSections<T> {
  const issues: InputIssue[] = [];
  const key = (name: string) => sectionSheetName(name).toLowerCase();
  const byKey = new Map<string, FoundSection<T>>();
  for (const section of found) {
    const earlier = byKey.get(key(section.name));
    if (earlier)
      pushBounded(
        issues,
        sectionIssue(
          'sections/twice',
          section.location,
          `${section.described} is section "${section.name}" again: ${earlier.described} is already.`,
        ),
      );
    else byKey.set(key(section.name), section);
  }
  const listed = names.map((n) => `"${n}"`).join(', ');
  const named = new Set(names.map(key));
  for (const section of byKey.values())
    if (!named.has(key(section.name)))
      pushBounded(
        issues,
        sectionIssue(
          'sections/not-in-regulation',
          section.location,
          `${section.described}: found section "${section.name}", which the regulation does not name; expected one of ${listed}.`,
        ),
      );
  const sections: MatchedSections<T>['sections'] = [];
  for (const name of names) {
    const section = byKey.get(key(name));
    if (section) sections.push({ name, input: section.input });
    else
      pushBounded(
        issues,
        sectionIssue(
          'sections/missing',
          whole.location,
          `${whole.described}: no crosstable for section "${name}", which the regulation names; found ${describeFound(found)}.`,
        ),
      );
  }
  return { sections, issues };
}

function describeFound(found: readonly FoundSection<unknown>[]): string {
  return found.length === 0 ? 'no sections' : `sections ${found.map((f) => `"${f.name}"`).join(', ')}`;
}

/**
 * The sheet a section's crosstable is on: the section's name made a name Excel takes
 * (io/workbook/excel-limits.ts) — each character Excel forbids in a sheet name (\ / ? * [ ] :)
 * as "-", an apostrophe first or last dropped, cut to Excel's 31 characters, History as
 * "History-" ("Under 2300/Unrated" is sheet "Under 2300-Unrated"). Names are matched in this
 * form, ignoring case, in every input.
 */
export function sectionSheetName(name: string): string {
  return excelSheetName(name.trim(), '-', 'Section');
}
