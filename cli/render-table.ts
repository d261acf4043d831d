/** Renders a block of cells as an aligned text table (numbers right-aligned). */
export function renderTable(block: readonly (readonly (string | number | null)[])[]): string {
  const text = block.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  const widths: number[] = [];
  for (const row of text) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  const numeric = widths.map((_, i) =>
    block.slice(1).every((row) => row[i] === null || typeof row[i] === 'number' || /^-?[\d.–/]+$|^n\/a$/.test(String(row[i]))),
  );
  const lines = text.map((row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines.join('\n');
}

/** CSV text (RFC 4180 quoting) of a block of cells. */
export function renderCsv(block: readonly (readonly (string | number | null)[])[]): string {
  const quote = (cell: string | number | null) => {
    const s = cell === null ? '' : String(cell);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return block.map((row) => row.map(quote).join(',')).join('\n') + '\n';
}
