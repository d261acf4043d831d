import type { Crosstable, Regulation } from '../engine';

/**
 * The row of per-section tables a run uses: the one asked for (the CLI's --section, the
 * add-in's Section field), else the sheet's name when a per-section qualification has a
 * row of that name (a sheet "K-12"); else undefined, and the engine looks for a row named
 * in the crosstable's title ("K-12 Section of a GSQT"). A section the regulation does not
 * have is a problem, in both doors.
 */
export function chooseSection(
  asked: string | undefined,
  sheet: string | undefined,
  regulation: Regulation,
): { section: string | undefined; source?: string } | { problem: string } {
  const tables = (regulation.qualification ?? [])
    .filter((q) => q.perSection)
    .flatMap((q) => [...(q.places ? [q.places] : []), ...q.adjustments]);
  const rows = [...new Set(tables.flatMap((t) => t.rows.map((r) => r.label)))];
  const find = (name: string) => rows.find((r) => r.toLowerCase() === name.trim().toLowerCase());
  if (asked === undefined) {
    const fromSheet = sheet === undefined ? undefined : find(sheet);
    return fromSheet === undefined ? { section: undefined } : { section: fromSheet, source: `from the sheet's name "${sheet}"` };
  }
  if (rows.length === 0) return { section: asked };
  const found = find(asked);
  return found === undefined
    ? { problem: `section "${asked}": the regulation's sections are ${rows.join(', ')}` }
    : { section: found, source: 'as the run asked' };
}

/**
 * How the audit names the event: as asked (--event), else the file's own name for it
 * (TRF 012, a chess-results title), else the sheet it was read from, else the file.
 */
export function eventLabel(
  asked: string | undefined,
  crosstable: Pick<Crosstable, 'name'>,
  sheet: string | undefined,
  file?: string,
): string | undefined {
  return asked ?? crosstable.name ?? sheet ?? file;
}
