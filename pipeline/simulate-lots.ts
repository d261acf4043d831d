import { evaluateEvent, type AfterTiebreaks, type Regulation, type TournamentEvent } from '../engine';
import { lotsDraws, type LotsDraw } from '../io';

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
export function describeLotsSimulation(simulation: LotsSimulation): string[] {
  const seeded =
    simulation.seedFrom === 'regulation' ? "with the regulation's seed" : 'seeded from the event (its name, dates and the tied players)';
  const rule = simulation.applied
    ? `the regulation draws lots ${seeded}; this is the draw a run applies.`
    : `the regulation says \`then ${simulation.after}\`; this is the draw \`then lots\` would make, ${seeded}.`;
  const lines = [`Drawing of lots (simulation — nothing is written): ${rule}`];
  if (simulation.draws.length === 0) {
    lines.push('No tie is left after the list: nothing would be drawn.');
    return lines;
  }
  for (const draw of simulation.draws) {
    lines.push(`Places ${draw.places}, seed "${draw.seed}":`);
    const first = Number(draw.places.split('–')[0]);
    draw.drawn.forEach((member, i) => lines.push(`  ${first + i}. ${member.name} (${member.id}) — lot ${member.lot}`));
    if (draw.stillTied) lines.push('  (two lots are equal: the tie stands between them)');
  }
  return lines;
}
