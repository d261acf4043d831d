import type { PrizesResult } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/**
 * The Prizes block: one row per prize received (amount as paid after the stated rounding,
 * the exact share, the trophy, how it was shared), then each tied group's split ("Hort:
 * 2000 pooled, half (1000) shared equally …; remainder 0.01 not distributed"), prizes
 * nobody could take and players who could not receive one.
 */
export function prizesBlock(result: PrizesResult): CellBlock {
  const rows: CellBlock = [['No', 'Name', 'Prize', 'Amount', 'Exact', 'Trophy', 'Note']];
  for (const a of result.awards)
    rows.push([a.player, a.name, a.prize, cellNumber(a.amount), cellNumber(a.exact), a.trophy ?? null, a.note || null]);
  // The title shared on points, beside the places the tie-break list decided (two outcomes of one list).
  if (result.title)
    for (const h of result.title.holders) rows.push([h.player, h.name, `title: ${result.title.name}`, null, null, null, result.title.text]);
  for (const split of result.splits) rows.push([null, null, 'tied group', null, null, null, split]);
  for (const u of result.unawarded) rows.push([null, null, u.prize, null, null, null, `not awarded: ${u.reason}`]);
  for (const i of result.ineligible) rows.push([i.player, i.name, null, null, null, null, `not eligible: ${i.reason}`]);
  for (const d of result.dates) rows.push([null, null, null, null, null, null, d]);
  for (const m of result.missing) rows.push([m.player, m.name, m.category, null, null, null, `not in the category: ${m.reason}`]);
  return rows;
}
