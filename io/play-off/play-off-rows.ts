import type { Player, PlayerId, PlayOffGame, PlayOffResult } from '../../engine';

/*
 * Play-off games as an arbiter records them, one a row or line: the stage (its number in the
 * regulation's play-off article), White, Black (a starting number or the exact name) and the
 * result from White's side (1-0, 0-1, ½-½, 1/2-1/2, =). A row "not held" records that the
 * play-off was not held. Pure: the TRF reader (`### play-off` comment lines) and the
 * Play-off sheet reader both read their rows here, so they accept the same text.
 */

export type PlayOffRow = { kind: 'game'; game: PlayOffGame } | { kind: 'not-held' } | { kind: 'error'; message: string };

const RESULTS: Readonly<Record<string, PlayOffResult>> = {
  '1-0': 'white',
  '0-1': 'black',
  '½-½': 'draw',
  '1/2-1/2': 'draw',
  '0.5-0.5': 'draw',
  '=': 'draw',
  '1/2': 'draw',
  '½': 'draw',
};

/** The results a row may hold, for messages. */
export const PLAY_OFF_RESULTS = '1-0, 0-1, ½-½ (or 1/2-1/2, =)';

/** Reads one row's cells: stage, White, Black, result. */
export function readPlayOffRow(cells: readonly string[], players: readonly Player[], source: string): PlayOffRow {
  const [stageText = '', whiteText = '', blackText = '', resultText = ''] = cells.map((c) => c.trim());
  if (/^not\s+held$/i.test(stageText)) return { kind: 'not-held' };
  if (!/^\d{1,2}$/.test(stageText) || Number(stageText) < 1)
    return {
      kind: 'error',
      message: `found "${stageText}" as the stage, expected its number in the regulation's play-off (1, 2, …) or "not held"`,
    };
  const white = playerOf(whiteText, players);
  if (typeof white === 'string') return { kind: 'error', message: `White: ${white}` };
  const black = playerOf(blackText, players);
  if (typeof black === 'string') return { kind: 'error', message: `Black: ${black}` };
  const result = RESULTS[resultText.replace(/\s+/g, '').replace(/[–—−]/g, '-')];
  if (!result) return { kind: 'error', message: `found "${resultText}" as the result, expected ${PLAY_OFF_RESULTS}` };
  return { kind: 'game', game: { stage: Number(stageText), white, black, result, source } };
}

function playerOf(text: string, players: readonly Player[]): PlayerId | string {
  if (text === '') return 'empty, expected a starting number or a name';
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return players.some((p) => p.id === id) ? id : `no player has starting number ${text}`;
  }
  const named = players.filter((p) => p.name.toLowerCase() === text.toLowerCase());
  if (named.length === 1) return named[0]!.id;
  return named.length === 0 ? `no player is named "${text}"` : `${named.length} players are named "${text}": write the starting number`;
}
