import { decideMatch, STANDARD, type MatchTiebreaks, type PointSystem, type Regulation } from '../../engine';
import { readMatches, type CellValue, type DecidedMatch, type MatchBlock, type MatchReading } from '../../io';

/*
 * Team matches given board by board (io/match; arbiter's handbook ch. 13, C.07 art. 12), the
 * same for both doors: `regula match` and a match sheet in the add-in are read in the
 * regulation's point system and decided by its match tie-breaks.
 */

/** One sheet's cells that may hold matches. */
export interface MatchCells {
  sheet: string;
  origin?: { row: number; column: number };
  values: CellValue[][];
}

/** The matches of a sheet read in the regulation's point system (1-½-0 without one); undefined when it holds no match header. */
export function readMatchSheet(cells: MatchCells, regulation?: Regulation): MatchReading | undefined {
  const reading = readCells(cells, regulation?.pointSystem ?? STANDARD);
  return reading.matches.length > 0 ? reading : undefined;
}

/** The first sheet that holds a match header (else the first, with its issues), read in the point system. */
export function chooseMatchSheet<C extends MatchCells>(candidates: readonly C[], system: PointSystem): { cells: C; reading: MatchReading } {
  const readings = candidates.map((cells) => ({ cells, reading: readCells(cells, system) }));
  return readings.find((r) => r.reading.matches.length > 0) ?? readings[0]!;
}

function readCells(cells: MatchCells, system: PointSystem): MatchReading {
  return readMatches(cells.values, { sheet: cells.sheet, ...(cells.origin && { origin: cells.origin }), pointSystem: system });
}

/** A match decided, with the block it was read from. */
export interface DecidedBlock extends DecidedMatch {
  block: MatchBlock;
}

/** Each match of a clean reading decided by the match tie-breaks; `source` names a block ("cup.csv rows 1–8: Match 1"). */
export function decideMatches(
  reading: MatchReading,
  rules: MatchTiebreaks,
  system: PointSystem,
  source: (block: MatchBlock) => string,
): DecidedBlock[] {
  return reading.matches.map((block) => ({
    match: block.match!,
    decision: decideMatch(block.match!, rules, system),
    source: source(block),
    block,
  }));
}
