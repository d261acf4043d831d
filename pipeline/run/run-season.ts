import {
  evaluate,
  evaluateSeason,
  type Crosstable,
  type Evaluation,
  type Regulation,
  type SeasonEventInput,
  type SeasonResults,
} from '../../engine';
import { chooseSection } from '../event-options';
import { RunRefused } from './run-log';

/*
 * A season (`regula season`, and `diff` of a season): each event ranked by the one
 * regulation, with the row of per-section tables chosen for it as for a single run
 * (pipeline/event-options.ts), and the grand-prix points and team totals accumulated over
 * the events by the engine (engine/formulas/articles.ts, evaluateSeason).
 */

/** One event of a season as read: its name (the sheet, or the file without extension), its crosstable, and its sheet. */
export interface SeasonEvent {
  name: string;
  crosstable: Crosstable;
  sheet?: string | undefined;
}

export interface RankedSeason {
  /** Each event's ranking, in the events' order. */
  evaluations: Evaluation[];
  season: SeasonResults;
}

/** Ranks each event and accumulates the season; a section the regulation does not have refuses the run (RunRefused). */
export function rankSeason(
  events: readonly SeasonEvent[],
  regulation: Regulation,
  options: { section?: string | undefined; idColumn: string },
): RankedSeason {
  const inputs: SeasonEventInput[] = events.map((e) => {
    const chosen = chooseSection(options.section, e.sheet, regulation);
    if ('problem' in chosen) throw new RunRefused(`--${chosen.problem}`);
    const section = chosen.section;
    return { evaluation: evaluate(e.crosstable, regulation), event: e.name, ...(section !== undefined && { section }) };
  });
  return { evaluations: inputs.map((i) => i.evaluation), season: evaluateSeason(inputs, regulation, { idColumn: options.idColumn }) };
}

/** The season's grand prix of events already ranked (`diff` of a season: each side's evaluations). */
export function seasonGrandPrix(
  events: readonly { evaluation: Evaluation; name: string }[],
  regulation: Regulation,
  idColumn: string,
): SeasonResults['grandPrix'] {
  return evaluateSeason(
    events.map((e) => ({ evaluation: e.evaluation, event: e.name })),
    regulation,
    { idColumn },
  ).grandPrix;
}
