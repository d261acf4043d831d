import type { GrandPrixResult, Place, SeasonGrandPrixResult } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/** A place for a cell: 3, or "3–7" when shared. */
export function sharedPlaceCell(place: Place): number | string {
  return place.lastRank > place.rank ? `${place.rank}–${place.lastRank}` : place.rank;
}

/**
 * The Grand Prix block of one event: place (on points alone under "no tie-breaks"),
 * starting number, name, the points as the regulation shows them, the exact formula value
 * and bonus, each per-player value (SP), and the audit ("points = AR * SP * NoP / 1000 =
 * 1831 * 0.7 * 16 / 1000 = 20.5072"). Players without points follow, with the reason.
 */
export function grandPrixBlock(result: GrandPrixResult): CellBlock {
  const names = [...new Set(result.players.flatMap((p) => p.values.map((v) => v.name)))];
  const header = ['Place', 'No', 'Name', 'Points', 'Formula', 'Bonus', ...names, 'Audit'];
  const rows: CellBlock = result.players.map((p) => [
    sharedPlaceCell(p.place),
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

/** The section's named values of a grand prix (AR, NoP) with how each was computed. */
export function grandPrixValuesBlock(result: GrandPrixResult): CellBlock {
  return [['Value', 'Result', 'Audit'], ...result.section.map((v) => [v.name, cellNumber(v.value), v.text])];
}

/** A grand prix over a season: place on the total, id, name, one column per event, total, audit. */
export function seasonGrandPrixBlock(result: SeasonGrandPrixResult): CellBlock {
  const header = ['Place', 'Id', 'Name', ...result.events, 'Total', 'Audit'];
  const rows = result.players.map((p) => [
    sharedPlaceCell(p.place),
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
