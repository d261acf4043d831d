import type { Evaluation, Regulation } from '../../engine';
import type { CellBlock } from './standings';

/** What one run read and when: recorded at the top of every output sheet (product.md, capability 10). */
export interface RunRecord {
  /** Where the crosstable came from: a file name, or a sheet and range ('Crosstable'!A1:K40). */
  input: string;
  /** SHA-256 (hex) of the input's bytes or cell values. */
  inputSha256: string;
  /**
   * SHA-256 (hex) of the regulation as run: the .regula file's bytes, or the UTF-8 of the
   * text saved in the workbook — so an auditor can match it (`sha256sum R.regula`). A run
   * without a regulation text (CLI --criteria) hashes `regulationDefinition(regulation)`.
   */
  regulationSha256: string;
  ranAt: Date;
}

/**
 * The text that identifies a ranking given without a regulation file (CLI --criteria,
 * --edition, --lots): what the engine ranks by (edition, ranking list, what comes after).
 * Hashing is left to the door (node:crypto, WebCrypto): io stays free of host APIs.
 */
export function regulationDefinition(regulation: Regulation): string {
  return `${regulation.edition}\n${regulation.tiebreaks.map((t) => t.text).join(' ')}\n${JSON.stringify(regulation.after)}`;
}

/**
 * The header block: regulation name, version, rules, ranking list, hashes, input and run
 * time. The ranking list is the regulation's, unless the caller names it as ranked (a team
 * event's list starts with the score that ranks it, MP or GP, where the regulation says PTS).
 */
export function headerBlock(
  evaluation: Pick<Evaluation, 'regulation'>,
  run: RunRecord,
  rankingList: readonly string[] = evaluation.regulation.tiebreaks.map((t) => t.text),
): CellBlock {
  const regulation = evaluation.regulation;
  return [
    ['Regulation', regulation.name],
    ['Version', regulation.version ?? null],
    ['Rules', rulesLine(regulation)],
    ['Ranking list', rankingList.join(', ')],
    ['Regulation hash (SHA-256)', run.regulationSha256],
    ['Input', run.input],
    ['Input hash (SHA-256)', run.inputSha256],
    ['Run at', run.ranAt.toISOString()],
  ];
}

/** The regulation's rules line as written: "fide-2026", "fide-2026 team swiss", "fide-2024 double round robin". */
export function rulesLine(regulation: Pick<Regulation, 'edition' | 'teamEvent' | 'tournament'>): string {
  return [regulation.edition, regulation.teamEvent ? 'team' : undefined, regulation.tournament?.replace(/-/g, ' ')]
    .filter((part) => part !== undefined)
    .join(' ');
}
