/**
 * The brute-force oracle of `regula scenarios`: every combination of a round's games written
 * into the TRF text (test/support/open-round.ts), read and ranked as `regula rank` ranks it,
 * each player's place compared with the one whose conditions the scenarios give.
 */
import { evaluate, type BoardCondition, type Regulation, type Scenarios } from '../../engine';
import { readTrf } from '../../io';
import { withRoundResults } from './open-round';

const RESULT_CHARS = ['1', '=', '0'] as const;

/** Ranks every combination of the round's games from the TRF text and compares each player's place with the scenarios. */
export function checkEveryCombination(
  full: string,
  round: number,
  games: readonly { player: number; opponent: number }[],
  regulation: Regulation,
  scenarios: Extract<Scenarios, { kind: 'enumerated' }>,
): { combinations: number; mismatches: string[] } {
  const mismatches: string[] = [];
  const total = 3 ** games.length;
  const contenders = new Map(scenarios.contenders.map((c) => [c.player, c]));
  for (let combination = 0; combination < total; combination++) {
    const digits = games.map((_, i) => Math.floor(combination / 3 ** i) % 3);
    const text = withRoundResults(full, round, games, (i) => RESULT_CHARS[digits[i]!]!);
    const read = readTrf(text);
    const ranked = evaluate(read.crosstable!, regulation);
    // A board's result from its first player's side (the lower starting number here).
    const resultOn = (condition: BoardCondition) => {
      const board = scenarios.openBoards.find((b) => b.number === condition.board)!;
      const index = games.findIndex((g) => g.player === board.first && g.opponent === board.second);
      return digits[index]! as 0 | 1 | 2;
    };
    for (const standing of ranked.standings) {
      const actual = standing.rank <= scenarios.places ? `${standing.rank}-${standing.lastRank}` : 'outside';
      const contender = contenders.get(standing.player);
      if (!contender) {
        if (actual !== 'outside')
          mismatches.push(`combination ${digits.join('')}: player ${standing.player} is ${actual} but not a contender`);
        continue;
      }
      const holding = contender.places.filter((p) =>
        p.when.some((alternative) => alternative.every((c) => c.results.includes(resultOn(c)))),
      );
      const said = holding.map((p) => (p.place.kind === 'outside' ? 'outside' : `${p.place.rank}-${p.place.lastRank}`));
      if (said.length !== 1 || said[0] !== actual)
        mismatches.push(
          `combination ${digits.join('')}: player ${standing.player} is ${actual}, the scenarios say ${said.join(' and ') || 'nothing'}`,
        );
    }
  }
  return { combinations: total, mismatches };
}
