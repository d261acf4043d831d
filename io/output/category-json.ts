import type { CategoryRanking } from '../../engine';
import type { CellBlock } from './standings';
import { categoryBlock } from './category-blocks';
import { cellNumber } from './values';

/*
 * The categories article's rankings ("best U14") in the machine outputs, as the CLI table and
 * the workbook's Regula Categories sheet show them (io/output/category-blocks.ts): JSON's
 * `categories` list (docs/standings.schema.json) and the CSV's category table after the
 * standings (docs/cli.md, "Categories in CSV").
 */

export interface CategoryJson {
  name: string;
  /** The conditions as the regulation writes them ("female under 14"). */
  definition: string;
  /** How ages were counted ("ages on 2022-12-31 (as the regulation states)"); empty without an age condition. */
  dates: string[];
  /** The members in the order of the final standings. */
  members: { rank: number; no: number; name: string; points: number | string; overall: number }[];
  /** Players whose data could not decide the category: not in it. */
  missing: { no: number; name: string; reason: string }[];
}

export function categoriesJson(categories: readonly CategoryRanking[]): CategoryJson[] {
  return categories.map((c) => ({
    name: c.category,
    definition: c.definition,
    dates: c.dates,
    members: c.rows.map((r) => ({ rank: r.rank, no: r.player, name: r.name, points: cellNumber(r.points), overall: r.overall })),
    missing: c.missing.map((m) => ({ no: m.player, name: m.name, reason: m.reason })),
  }));
}

/**
 * The categories as one table a spreadsheet can filter: a Category column first, then each
 * category's block (io/output/category-blocks.ts) without its header — the row saying the
 * conditions, the ages' date, the members, the players not placed with the reason.
 */
export function categoriesTable(categories: readonly CategoryRanking[]): CellBlock {
  const out: CellBlock = [['Category', ...(categoryBlock(categories[0]!)[0] ?? [])]];
  for (const c of categories) for (const row of categoryBlock(c).slice(1)) out.push([c.category, ...row]);
  return out;
}

/**
 * A CSV of the standings and, when the regulation has categories, an empty row and the
 * categories table under them: one sheet when opened, the standings where they always were.
 */
export function withCategoriesTable(standings: CellBlock, categories: readonly CategoryRanking[]): CellBlock {
  return categories.length === 0 ? standings : standings.concat([[]], categoriesTable(categories));
}
