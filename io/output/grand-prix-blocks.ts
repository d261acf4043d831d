import type { GrandPrixResult, SeasonGrandPrixResult } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber, placeCell } from './values';

/**
 * The Grand Prix block of one event: place (on points alone, or in the final standings under "points by final place"),
 * starting number, name, the points as the regulation shows them, the exact formula value
 * (or the points of the place, under `points by place`) and bonus, each per-player value (SP), and the audit ("points = AR * SP * NoP / 1000 =
 * 1831 * 0.7 * 16 / 1000 = 20.5072"). Players without points follow, with the reason.
 */
export function grandPrixBlock(result: GrandPrixResult): CellBlock {
  const names = [...new Set(result.players.flatMap((p) => p.values.map((v) => v.name)))];
  const header = ['Place', 'No', 'Name', 'Points', result.byPlace ? 'By place' : 'Formula', 'Bonus', ...names, 'Audit'];
  const rows: CellBlock = result.players.map((p) => [
    placeCell(p.place),
    p.player,
    p.name,
    cellNumber(p.shown),
    cellNumber(p.base),
    cellNumber(p.bonus),
    ...names.map((n) => {
      const value = p.values.find((v) => v.name === n);
      return value ? cellNumber(value.value) : null;
    }),
    p.audit.join('; '),
  ]);
  for (const w of result.withoutPoints) rows.push([null, w.player, null, null, null, null, ...names.map(() => null), w.reason]);
  return [header, ...rows];
}

/** The event's named values of a grand prix (AR, NoP) with how each was computed. */
export function grandPrixValuesBlock(result: GrandPrixResult): CellBlock {
  return [['Value', 'Result', 'Audit'], ...result.eventValues.map((v) => [v.name, cellNumber(v.value), v.text])];
}

/** A grand prix over a season: place on the total, id, name, one column per event, total, audit. */
export function seasonGrandPrixBlock(result: SeasonGrandPrixResult): CellBlock {
  const header = ['Place', 'Id', 'Name', ...result.events, 'Total', 'Audit'];
  const rows = result.players.map((p) => [
    placeCell(p.place),
    p.id,
    p.name,
    ...result.events.map((event) => {
      const entry = p.events.find((e) => e.event === event);
      return entry ? cellNumber(entry.points) : null;
    }),
    cellNumber(p.total),
    p.audit,
  ]);
  return [header, ...rows];
}

/**
 * Number formats for the points a regulation says how to show ("shown to 4 decimals":
 * 32.2960, as VCF Encl. 1 prints it): the Points column of an event's block, the event
 * columns and the total of a season's. Other columns keep the formats their values give.
 */
export function grandPrixFormats(block: CellBlock, result: GrandPrixResult | SeasonGrandPrixResult): (string | undefined)[] {
  const format = shownFormat(result.shownDecimals);
  const shown = 'events' in result ? [...result.events, 'Total'] : ['Points'];
  return block[0]!.map((header) => (format && shown.includes(String(header)) ? format : undefined));
}

/** "0.0000" for 4 decimals; undefined when the regulation states none. */
export function shownFormat(decimals: number | undefined): string | undefined {
  if (decimals === undefined) return undefined;
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}
