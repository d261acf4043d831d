import { basename, extname } from 'node:path';
import { pushAll } from '../engine';
import { UsageError } from './args';
import { looksLikeCrosstable, readTournamentFile, readWorkbookSheets, type InputReading, type ReadOptions } from './read-input';

/** One event of a season: its name (the sheet, or the file without its extension) and what was read. */
export interface SeasonEventReading {
  name: string;
  reading: InputReading;
}

/** The events of a season: each file (.trf, .csv), or each sheet of an .xlsx that holds a crosstable (or that --sheets names). */
export async function readEvents(files: readonly string[], sheets: string | undefined, options: ReadOptions) {
  const wanted = sheets?.split(',').map((s) => s.trim());
  const events: SeasonEventReading[] = [];
  for (const file of files) {
    if (extname(file).toLowerCase() !== '.xlsx') {
      events.push({ name: basename(file).replace(/\.[^.]+$/, ''), reading: await readTournamentFile(file, options) });
      continue;
    }
    const readings = (await readWorkbookSheets(file, options)).filter((r) =>
      wanted ? wanted.includes(r.grid!.sheet) : looksLikeCrosstable(r),
    );
    if (readings.length === 0) throw new UsageError(`${file}: no sheet ${wanted ? `named ${wanted.join(', ')}` : 'holds a crosstable'}`);
    pushAll(
      events,
      readings.map((reading) => ({ name: reading.grid!.sheet, reading })),
    );
  }
  return events;
}
