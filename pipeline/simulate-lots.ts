import { evaluateEvent, type AfterTiebreaks, type Regulation, type TournamentEvent } from '../engine';
import { lotsDraws, RESULT_WORDS, type LotsDraw, type ResultWords } from '../io';

/**
 * A drawing of lots shown before it is applied (FIDE VCL Q204): the event ranked by its
 * regulation's list, each group still tied at the end drawn by lots — the regulation's own
 * `then lots` (stated seed or seeded from the event), or, when the regulation says
 * `then shared`, `play-off` or `manual …`, the draw `then lots` would make (seeded from the
 * event). Nothing is written; the same input gives the same draw in any process.
 */
export interface LotsSimulation {
  /** Whether the regulation itself draws lots (the run applies this draw) or only would with `then lots`. */
  applied: boolean;
  /** What the regulation says after the list. */
  after: AfterTiebreaks['kind'];
  /** Where the seed comes from: the regulation's text, or the event (name, dates, tied players). */
  seedFrom: 'regulation' | 'event';
  draws: LotsDraw[];
}

export function simulateLots(event: TournamentEvent, regulation: Regulation): LotsSimulation {
  const applied = regulation.after.kind === 'lots';
  const after: AfterTiebreaks = applied ? regulation.after : { kind: 'lots' };
  const ranked = evaluateEvent(event, { ...regulation, after });
  return {
    applied,
    after: regulation.after.kind,
    seedFrom: after.kind === 'lots' && after.seed !== undefined ? 'regulation' : 'event',
    draws: lotsDraws(ranked.evaluation),
  };
}

/**
 * The simulation in words, one line each, for the terminal and the task pane:
 *   Drawing of lots (simulation — nothing is written): the regulation draws lots seeded from the event.
 *   Places 2–3, seed "Club Open 2026 | 2026/03/01 | 2026/03/09 | 2,5":
 *     2. Dahl, David (5) — lot 1234…
 */
export function describeLotsSimulation(simulation: LotsSimulation, words: ResultWords = RESULT_WORDS.en): string[] {
  const { lots } = words;
  const seeded = lots.seeded[simulation.seedFrom];
  const rule = simulation.applied ? lots.applied(seeded) : lots.wouldMake(simulation.after, seeded);
  const lines = [lots.heading(rule)];
  if (simulation.draws.length === 0) {
    lines.push(lots.none);
    return lines;
  }
  for (const draw of simulation.draws) {
    lines.push(lots.places(draw.places, draw.seed));
    const first = Number(draw.places.split('–')[0]);
    draw.drawn.forEach((member, i) => lines.push(lots.member(first + i, `${member.name} (${member.id})`, member.lot)));
    if (draw.stillTied) lines.push(lots.stillTied);
  }
  return lines;
}
