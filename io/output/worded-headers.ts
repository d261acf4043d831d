import { COLUMN_HEADERS, type ColumnHeader, type ResultWords } from './result-words';
import type { CellBlock } from './standings';

/**
 * A block's header row in the words of the terminal's language: io's blocks head their columns
 * in English (the sheets' and the CSV's words); a header not among COLUMN_HEADERS (a criterion,
 * a column or an event the regulation names) is kept as it is.
 */
export function wordedHeaders(block: CellBlock, words: ResultWords): CellBlock {
  const own = (header: string | number | null) =>
    typeof header === 'string' && (COLUMN_HEADERS as readonly string[]).includes(header) ? words.columns[header as ColumnHeader] : header;
  return block.length === 0 ? block : [block[0]!.map(own), ...block.slice(1)];
}
