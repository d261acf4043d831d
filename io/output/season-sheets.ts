import type { SeasonResults } from '../../engine';
import { grandPrixBlock, grandPrixFormats, seasonGrandPrixBlock } from './grand-prix-blocks';
import type { OutputBlock, OutputSheet } from './sheets';
import type { CellBlock } from './standings';
import { teamAwardsBlock, teamsBlock } from './team-blocks';

/**
 * The sheets of a season (several events): each grand prix accumulated over the events
 * (players matched by their id), followed by each event's own grand prix; the season team
 * totals and their awards — each sheet under the run's header, as outputSheets does for
 * one event.
 */
export function seasonSheets(season: SeasonResults, header: CellBlock): OutputSheet[] {
  const headerBlock: OutputBlock = { name: 'header', cells: header, table: false };
  const table = (name: string, cells: CellBlock, formats?: OutputBlock['formats']): OutputBlock => ({
    name,
    cells,
    table: true,
    ...(formats && { formats }),
  });
  const grandPrixTable = (name: string, cells: CellBlock, result: Parameters<typeof grandPrixFormats>[1]) =>
    table(name, cells, grandPrixFormats(cells, result));
  const sheet = (name: string, blocks: OutputBlock[]): OutputSheet[] =>
    blocks.length === 0 ? [] : [{ name, blocks: [headerBlock, ...blocks] }];
  return [
    ...sheet(
      'Regula Season Grand Prix',
      season.grandPrix.flatMap((gp, k) => [
        grandPrixTable(gp.name, seasonGrandPrixBlock(gp), gp),
        ...season.events.flatMap((event) => {
          const own = event.grandPrix[k];
          return own ? [grandPrixTable(`${event.event} ${gp.name}`, grandPrixBlock(own), own)] : [];
        }),
      ]),
    ),
    ...sheet(
      'Regula Season Teams',
      season.teams.flatMap((team) => [table(team.name, teamsBlock(team)), table(`${team.name} awards`, teamAwardsBlock(team))]),
    ),
  ];
}
