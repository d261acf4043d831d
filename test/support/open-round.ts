/**
 * TRF files of events before their last round is played (regula scenarios): the round's
 * played games with the result left blank (`  12 w  `), as pairing programs write them
 * while a round is played; and the same file with chosen results put back.
 */

/** 0-based start of round `round`'s block on a 001 line (TRF-16: 10 characters a round from column 92). */
export function roundColumn(round: number): number {
  return 91 + 10 * (round - 1);
}

/** The games of the round played over the board, as (lower, higher) starting numbers, in file order. */
export function playedGames(text: string, round: number): { player: number; opponent: number }[] {
  const column = roundColumn(round);
  const games: { player: number; opponent: number }[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('001')) continue;
    const player = Number(line.slice(4, 8));
    const opponent = Number(line.slice(column, column + 4));
    const result = line[column + 7];
    if (opponent > player && result !== undefined && '10=WDL'.includes(result)) games.push({ player, opponent });
  }
  return games;
}

/** The file with the results of `games` in round `round` set by `resultOf` (1, =, 0 for the lower number; ' ' for none). */
export function withRoundResults(
  text: string,
  round: number,
  games: readonly { player: number; opponent: number }[],
  resultOf: (index: number) => '1' | '=' | '0' | ' ',
): string {
  const column = roundColumn(round);
  const results = new Map<number, string>();
  games.forEach((game, index) => {
    const result = resultOf(index);
    results.set(game.player, result);
    results.set(game.opponent, result === '1' ? '0' : result === '0' ? '1' : result);
  });
  return text
    .split('\n')
    .map((line) => {
      if (!line.startsWith('001')) return line;
      const result = results.get(Number(line.slice(4, 8)));
      if (result === undefined) return line;
      return `${line.slice(0, column + 7)}${result}${line.slice(column + 8)}`.trimEnd();
    })
    .join('\n');
}
