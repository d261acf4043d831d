import type { Crosstable, PlayerId, RoundRecord } from '../model';
import type { WithdrawalChange } from './withdrawal-report';

/**
 * A copy-on-write view of a crosstable's round records: the withdrawal rules edit it and
 * every edit is kept with its reason. The input crosstable is never modified.
 */
export class RecordBook {
  private readonly rows = new Map<PlayerId, RoundRecord[]>();
  private readonly copied = new Set<PlayerId>();
  readonly changes: WithdrawalChange[] = [];

  constructor(private readonly crosstable: Crosstable) {
    for (const player of crosstable.players) this.rows.set(player.id, player.rounds);
  }

  /** The record of a round (1-based) as edited so far. */
  get(player: PlayerId, round: number): RoundRecord {
    return this.rows.get(player)![round - 1]!;
  }

  set(player: PlayerId, round: number, after: RoundRecord, note: string): void {
    const before = this.get(player, round);
    if (!this.copied.has(player)) {
      this.rows.set(player, [...this.rows.get(player)!]);
      this.copied.add(player);
    }
    this.rows.get(player)![round - 1] = after;
    this.changes.push({ player, round, before, after, note });
  }

  /** The edited crosstable without the removed participants; unchanged rows are shared with the input (all of it when nothing changed). */
  toCrosstable(removed: ReadonlySet<PlayerId>): Crosstable {
    if (this.copied.size === 0 && removed.size === 0) return this.crosstable;
    const players = this.crosstable.players
      .filter((p) => !removed.has(p.id))
      .map((p) => (this.copied.has(p.id) ? { ...p, rounds: this.rows.get(p.id)! } : p));
    return { ...this.crosstable, players };
  }
}
