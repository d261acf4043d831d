import type { Evaluation, PlayerId } from '../../engine';
import type { CellBlock } from './standings';

/** One tied group the drawing of lots ordered: the places it shares, the seed, each member's lot, best first. */
export interface LotsDraw {
  /** The places the group takes: "3–5". */
  places: string;
  seed: string;
  drawn: { id: PlayerId; name: string; lot: string }[];
  /** Two members drew the same number (a 1-in-2⁶⁴ accident): the tie stands between them. */
  stillTied: boolean;
}

type Ranked = Pick<Evaluation, 'crosstable' | 'splits' | 'standings'>;

/**
 * Every drawing of lots the ranking made (C.07 4.2; FIDE VCL Q204, Q206): the split steps
 * after the list whose criterion is "lots", in standings order, with the seed each used and
 * each member's lot number (FNV-1a-64, lowest first: engine/ranking/lots.ts). One pass over
 * the standings and the steps; nothing quadratic.
 */
export function lotsDraws(evaluation: Ranked): LotsDraw[] {
  const name = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  const position = new Map(evaluation.standings.map((s) => [s.player, s.position]));
  const draws: LotsDraw[] = [];
  for (const step of evaluation.splits) {
    if (step.index !== -1 || step.criterion !== 'lots' || step.seed === undefined) continue;
    const members = step.outcome.flat();
    const first = members.reduce((min, id) => Math.min(min, position.get(id) ?? min), Number.MAX_SAFE_INTEGER);
    const last = first + members.length - 1;
    draws.push({
      places: first === last ? String(first) : `${first}–${last}`,
      seed: step.seed,
      drawn: members.map((id) => ({ id, name: name.get(id) ?? String(id), lot: step.values.get(id) ?? '' })),
      stillTied: step.outcome.some((sub) => sub.length > 1),
    });
  }
  return draws.sort((a, b) => firstPlace(a) - firstPlace(b));
}

function firstPlace(draw: LotsDraw): number {
  return Number(draw.places.split('–')[0]);
}

/**
 * The Audit's "drawing of lots" table: one row per drawn participant — the places of the tie,
 * the seed, the order drawn, the lot number (as text: 64-bit numbers lose digits in a cell).
 * Empty when nothing was drawn.
 */
export function lotsBlock(evaluation: Ranked): CellBlock {
  const draws = lotsDraws(evaluation);
  if (draws.length === 0) return [];
  const rows: CellBlock = [['Places', 'Seed', 'Drawn', 'No', 'Name', 'Lot number']];
  for (const draw of draws)
    draw.drawn.forEach((member, i) => rows.push([draw.places, draw.seed, i + 1, member.id, member.name, member.lot]));
  return rows;
}
