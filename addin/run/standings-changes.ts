import type { CellBlock } from '../../io';
import type { PaneStrings } from '../strings';
import type { RunOutput } from './run-messages';

/** The Regula Standings block a run wrote, if it wrote one: what the pane shows and compares. */
export function writtenStandings(output: Pick<RunOutput, 'sheets'> | undefined): CellBlock | undefined {
  return output?.sheets.find((s) => s.name === 'Regula Standings')?.blocks.find((b) => b.name === 'standings')?.cells;
}

/**
 * An event in sections: each section's standings block on the Regula Standings sheet (io's
 * sectionOutputSheets names it "NAME standings"), in the regulation's order — what the pane's
 * section chooser shows, a section at a time.
 */
export function writtenSectionStandings(
  output: Pick<RunOutput, 'sheets' | 'sectionNames'> | undefined,
): { section: string; block: CellBlock }[] {
  const blocks = output?.sheets.find((s) => s.name === 'Regula Standings')?.blocks ?? [];
  return (output?.sectionNames ?? []).flatMap((section) => {
    const block = blocks.find((b) => b.name === `${section} standings`)?.cells;
    return block ? [{ section, block }] : [];
  });
}

/**
 * What changed in the standings since the previous run (live mode re-runs as results
 * come in; the arbiter wants to see at a glance what the last edit moved). Both blocks are the
 * Regula Standings block: place ("3–5" when shared), starting number, name, then the values.
 */
export interface StandingsChanges {
  /** Participants in both runs whose place differs. */
  moved: number;
  /** Participants in both runs with the same place but another score or tie-break value. */
  revalued: number;
  /** Participants in this run only, or in the previous run only. */
  added: number;
  removed: number;
  /** The first few who moved, in this run's order (the pane says each as "Anna Ek 4 → 2"). */
  examples: { name: string; before: string; after: string }[];
}

const EXAMPLES = 3;

/** The changes from `previous` to `current`; undefined when there is no previous run to compare with. */
export function standingsChanges(previous: CellBlock | undefined, current: CellBlock): StandingsChanges | undefined {
  if (!previous) return undefined;
  const before = new Map<number, (string | number | null)[]>();
  for (const row of previous.slice(1)) if (typeof row[1] === 'number') before.set(row[1], row);
  const changes: StandingsChanges = { moved: 0, revalued: 0, added: 0, removed: 0, examples: [] };
  let present = 0;
  for (const row of current.slice(1)) {
    const id = row[1];
    if (typeof id !== 'number') continue;
    const old = before.get(id);
    if (!old) {
      changes.added++;
      continue;
    }
    present++;
    if (String(old[0]) !== String(row[0])) {
      changes.moved++;
      if (changes.examples.length < EXAMPLES)
        changes.examples.push({ name: String(row[2] || id), before: String(old[0]), after: String(row[0]) });
    } else if (!sameValues(old, row)) {
      changes.revalued++;
    }
  }
  changes.removed = before.size - present;
  return changes;
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 3; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The pane's line: "Since the previous run: 2 places changed (Anna Ek 4 → 2, …)." */
export function changesText(words: PaneStrings, changes: StandingsChanges): string {
  return words.results.changes({ ...changes, examples: changes.examples.map((e) => words.results.moved(e.name, e.before, e.after)) });
}
