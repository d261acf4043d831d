import type { Evaluation, Regulation } from '../../engine';
import type { CellBlock } from './standings';

/** What one run read and when: recorded at the top of every output sheet (docs/addin.md "The task pane", docs/cli.md "regula rank"). */
export interface RunRecord {
  /** Where the crosstable came from: a file name, or a sheet and range ('Crosstable'!A1:K40). */
  input: string;
  /**
   * SHA-256 (hex) of the event as Regula read it, in canonical form (pipeline/input-hash.ts):
   * the same for the same crosstable from a TRF, a CSV, a workbook or the sheet in Excel.
   */
  inputSha256: string;
  /** SHA-256 (hex) of the input file's bytes, when the input is a file (what `sha256sum` prints). */
  inputFileSha256?: string | undefined;
  /**
   * SHA-256 (hex) of the regulation text as run: a .regula file's text, the text saved in
   * the workbook or typed in the add-in, or the regulation that --criteria writes out — so
   * an auditor can match it (`sha256sum R.regula`).
   */
  regulationSha256: string;
  ranAt: Date;
}

/** The input rows of a header: where it came from and its hashes. */
export function inputRows(run: RunRecord): CellBlock {
  return [
    ['Input', run.input],
    ['Input hash (SHA-256)', run.inputSha256],
    ...(run.inputFileSha256 === undefined ? [] : [['Input file hash (SHA-256)', run.inputFileSha256]]),
  ];
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
    ...inputRows(run),
    ['Run at', run.ranAt.toISOString()],
  ];
}

/** The regulation's rules line as written: "fide-2026", "fide-2026 team swiss", "fide-2024 double round robin". */
export function rulesLine(regulation: Pick<Regulation, 'edition' | 'teamEvent' | 'tournament'>): string {
  return [regulation.edition, regulation.teamEvent ? 'team' : undefined, regulation.tournament?.replace(/-/g, ' ')]
    .filter((part) => part !== undefined)
    .join(' ');
}
