import type { Evaluation, Player } from '../../engine';
import { postRatingHeader } from '../../engine';
import { RESULT_WORDS, type ResultWords } from './result-words';
import { cellNumber, decidedByText, displayValue, placeCell } from './values';

/** A rectangular block of cell values, first row = headers. */
export type CellBlock = (string | number | null)[][];

/**
 * The Standings block: place (shared places as "3–5"), starting number, name, the rating
 * column, one column per criterion under its header, and what decided the place. The rating
 * column is the rating at the start (what ARO, TPR and the rating criteria read) when any
 * player has one; else a post-event rating column the crosstable brings (VCF "Post Rating"),
 * under its own header, so it is never taken for the start rating; else there is none. An event
 * of micro-matches adds the values its micro-matches article ranks by ("points", "standard wins"),
 * which decide its places while PTS counts the rounds' own games. The headers and the words of
 * "Decided by" are English (the sheets' and the CSV's), or a language's for the terminal's table.
 */
export function standingsBlock(evaluation: Evaluation, words: ResultWords = RESULT_WORDS.en): CellBlock {
  const players = evaluation.crosstable.players;
  const byId = new Map(players.map((p) => [p.id, p]));
  const rating = ratingColumn(players, words.headers.rating);
  const micro = microMatchColumns(evaluation);
  const { headers } = words;
  const header = [
    headers.place,
    headers.number,
    headers.name,
    ...(rating ? [rating.header] : []),
    ...evaluation.columns.map((c) => c.header),
    ...micro.headers,
    headers.decidedBy,
  ];
  const rows = evaluation.standings.map((standing) => {
    const player = byId.get(standing.player)!;
    return [
      placeCell(standing),
      player.id,
      player.name,
      ...(rating ? [rating.value(player)] : []),
      ...evaluation.columns.map((column) => displayValue(column, player.id, words)),
      ...micro.values(player.id),
      decidedByText(standing.decidedBy, words),
    ];
  });
  return [header, ...rows];
}

function ratingColumn(
  players: readonly Player[],
  ratingHeader: string,
): { header: string; value: (p: Player) => number | string | null } | undefined {
  if (players.some((p) => p.rating !== undefined)) return { header: ratingHeader, value: (p) => p.rating ?? null };
  const post = postRatingHeader([...new Set(players.flatMap((p) => Object.keys(p.fields)))]);
  if (post === undefined) return undefined;
  return {
    header: post,
    value: (p) => {
      const text = p.fields[post]?.trim() ?? '';
      if (text === '') return null;
      return /^\d+$/.test(text) ? Number(text) : text;
    },
  };
}

/** The micro-matches' ranking values as columns, under each criterion's name. */
function microMatchColumns(evaluation: Evaluation): { headers: string[]; values: (id: number) => (string | number | null)[] } {
  const report = evaluation.microMatches;
  const rankedBy = evaluation.regulation.microMatches?.rankedBy ?? [];
  if (!report || rankedBy.length === 0) return { headers: [], values: () => [] };
  return {
    headers: rankedBy.map((c) => c.text),
    values: (id) =>
      rankedBy.map((_, k) => {
        const value = report.keys.get(id)?.[k];
        return value === undefined ? null : cellNumber(value);
      }),
  };
}
