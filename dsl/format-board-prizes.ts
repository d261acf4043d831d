import type { BoardPrizesStatement } from './ast';

const TIE_WORDS = { games: 'games', percentage: 'percentage', 'team-place': 'team place' } as const;

/** The canonical text of a board prizes statement. */
export function formatBoardPrizesStatement(s: BoardPrizesStatement): string {
  switch (s.kind) {
    case 'board-prizes-by':
      return s.by === 'percentage' ? 'by percentage' : 'by performance rating';
    case 'board-prizes-minimum':
      return `${s.reserves ? 'reserves ' : ''}at least ${s.games.text} games`;
    case 'board-prizes-boards':
      return s.boards === 'registered' ? 'games count on the registered board' : 'games count on the board played';
    case 'board-prizes-cap':
      return s.cap ? `rating difference cap ${s.cap.text}` : 'no rating difference cap';
    case 'board-prizes-ties':
      return `ties by ${s.keys.map((k) => TIE_WORDS[k]).join(', ')}`;
  }
}
