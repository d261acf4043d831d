import type { BoardPrizeRules } from '../engine';
import type { BoardPrizesArticle } from './ast';

/**
 * The board prizes article → the engine's BoardPrizeRules (ECU B.7; the Chess Olympiad).
 * validate-board-prizes.ts has made sure the measure, the board a game counts for and, for a
 * performance rating, the rating cap are each said once.
 */
export function lowerBoardPrizes(article: BoardPrizesArticle): BoardPrizeRules {
  const rules: BoardPrizeRules = { by: 'performance-rating', minimumGames: 1, boards: 'registered', ties: [] };
  for (const s of article.statements) {
    switch (s.kind) {
      case 'board-prizes-by':
        rules.by = s.by;
        break;
      case 'board-prizes-minimum':
        if (s.reserves) rules.reserveMinimumGames = s.games.value.toNumber();
        else rules.minimumGames = s.games.value.toNumber();
        break;
      case 'board-prizes-boards':
        rules.boards = s.boards;
        break;
      case 'board-prizes-cap':
        if (s.cap) rules.ratingDifferenceCap = s.cap.value.toNumber();
        break;
      case 'board-prizes-ties':
        rules.ties = s.keys;
        break;
    }
  }
  return rules;
}
