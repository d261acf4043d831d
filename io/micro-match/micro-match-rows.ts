import type { MicroMatchGame, Player } from '../../engine';
import { PLAY_OFF_RESULTS, readPlayOffRow } from '../play-off/play-off-rows';

/*
 * Micro-match games as an arbiter records them, one a line: the round, the stage (2 for the game
 * after the round's own, 3 …, as numbered in the regulation's micro-matches article), White,
 * Black (a starting number or the exact name) and the result from White's side — the play-off's
 * results (1-0, 0-1, ½-½, 1/2-1/2, =) or, in draughts, 2-0, 0-2, 1-1. The round's own game (stage 1)
 * is the crosstable's. Pure: read by the TRF reader's `### micro-match` comment lines.
 */

export type MicroMatchRow = { kind: 'game'; game: MicroMatchGame } | { kind: 'error'; message: string };

/** Draughts results (FMJD: a win 2, a draw 1) read as the play-off's. */
const DRAUGHTS: Readonly<Record<string, string>> = { '2-0': '1-0', '0-2': '0-1', '1-1': '½-½' };

export const MICRO_MATCH_RESULTS = `${PLAY_OFF_RESULTS}; in draughts 2-0, 0-2, 1-1`;

/** Reads one row's cells: round, stage, White, Black, result. */
export function readMicroMatchRow(cells: readonly string[], players: readonly Player[], source: string): MicroMatchRow {
  const [roundText = '', stageText = '', whiteText = '', blackText = '', resultText = ''] = cells.map((c) => c.trim());
  if (!/^\d{1,3}$/.test(roundText) || Number(roundText) < 1)
    return { kind: 'error', message: `found "${roundText}" as the round, expected the round's number (1, 2, …)` };
  if (!/^\d{1,2}$/.test(stageText) || Number(stageText) < 2)
    return {
      kind: 'error',
      message: `found "${stageText}" as the stage, expected 2, 3, … (the round's own game, stage 1, is in the crosstable)`,
    };
  const compact = resultText.replace(/\s+/g, '').replace(/[–—−]/g, '-');
  const result = DRAUGHTS[compact] ?? compact;
  const row = readPlayOffRow([stageText, whiteText, blackText, result], players, source);
  if (row.kind === 'error') return { kind: 'error', message: row.message.replace(PLAY_OFF_RESULTS, MICRO_MATCH_RESULTS) };
  if (row.kind !== 'game') return { kind: 'error', message: `found "${stageText}" as the stage, expected 2, 3, …` };
  const { stage, white, black } = row.game;
  return { kind: 'game', game: { round: Number(roundText), stage, white, black, result: row.game.result, source } };
}
