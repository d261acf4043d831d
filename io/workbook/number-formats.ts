import type { OutputCell } from './cell-text';

/**
 * A number format per column of a table block, from its values: whole numbers as "0",
 * other numbers with up to four decimals ("0.0###": 2.5, 13.25, 11.0 — every exact value io writes
 * shown as they are, never rounded), text columns as "General". Decided from the data, so
 * the same run gives the same formats — except where the block states a column's format
 * (points "shown to 4 decimals").
 */
export function columnFormats(block: readonly (readonly OutputCell[])[], stated?: readonly (string | undefined)[]): string[] {
  const width = block[0]?.length ?? 0;
  const formats: string[] = [];
  for (let c = 0; c < width; c++) {
    let numbers = 0;
    let fractional = false;
    for (let r = 1; r < block.length; r++) {
      const value = block[r]![c];
      if (typeof value !== 'number') continue;
      numbers++;
      if (!Number.isInteger(value)) fractional = true;
    }
    formats.push(stated?.[c] ?? (numbers === 0 ? 'General' : fractional ? '0.0###' : '0'));
  }
  return formats;
}
