import { isPlayed, type Crosstable } from '../model';
import type { CriterionDefinition } from './definition';

/**
 * Whether a crosstable gives the colours a criterion reads (its `needsColours`). A round-robin
 * grid prints no colours, and a team event's board pairings give them as pictures only: their
 * games are read without colour. A criterion counting games with Black (C.07 7.3 BPG, 7.4 BWG,
 * US Chess 34E6 most blacks) or scoring draws by colour (Arranz) cannot be computed from them —
 * counting a colourless game as "not with Black" would give every player 0 — so it gives n/a
 * for every participant and separates no one, as the board criteria do without boards.
 */
export interface MissingColours {
  /** The games the criterion reads that have no colour, each counted once. */
  missing: number;
  /** The games the criterion reads. */
  games: number;
}

export function missingColours(
  crosstable: Crosstable,
  needs: NonNullable<CriterionDefinition['needsColours']>,
): MissingColours | undefined {
  let missing = 0;
  let games = 0;
  for (const player of crosstable.players)
    for (const record of player.rounds) {
      // Each game once, from the lower-numbered side.
      if (!isPlayed(record) || record.opponent < player.id) continue;
      if (needs === 'draws' && record.outcome !== 'draw') continue;
      games++;
      if (record.colour === undefined) missing++;
    }
  return missing === 0 ? undefined : { missing, games };
}

/** "needs the colour of every game played, and the source gives none for any of its 15 games". */
export function needsColoursText(needs: NonNullable<CriterionDefinition['needsColours']>, { missing, games }: MissingColours): string {
  const what = needs === 'draws' ? 'draw' : 'game played';
  const of = needs === 'draws' ? 'draws' : 'games';
  return `needs the colour of every ${what}, and the source gives none for ${missing === games ? `any of its ${games} ${of}` : `${missing} of its ${games} ${of}`}`;
}
