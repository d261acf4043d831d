import type { Crosstable, RoundRecord } from '../model';
import { TiebreakContext } from './context';

/**
 * Fore Buchholz (C.07 8.3) is computed "as if all paired games for the final round had
 * ended in draws": the last round's games and forfeits become drawn games against the
 * same opponent; byes stay as they are.
 */
export function foreContext(ctx: TiebreakContext): TiebreakContext {
  return ctx.relatedContext('fore', () => new TiebreakContext(foreCrosstable(ctx.crosstable), ctx.system, ctx.edition, ctx.options));
}

export function foreCrosstable(crosstable: Crosstable): Crosstable {
  const last = crosstable.rounds - 1;
  if (last < 0) return crosstable;
  return {
    ...crosstable,
    players: crosstable.players.map((player) => {
      const record = player.rounds[last];
      if (!record) return player;
      const drawn = asDraw(record);
      if (drawn === record) return player;
      const rounds = [...player.rounds];
      rounds[last] = drawn;
      return { ...player, rounds };
    }),
  };
}

function asDraw(record: RoundRecord): RoundRecord {
  if (
    record.kind === 'played' ||
    ((record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit') && record.opponent !== undefined)
  ) {
    const drawn: RoundRecord = { kind: 'played', opponent: record.opponent!, outcome: 'draw' };
    if (record.colour) drawn.colour = record.colour;
    return drawn;
  }
  return record;
}
