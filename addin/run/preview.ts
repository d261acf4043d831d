import type { Crosstable } from '../../engine';
import { recordWords, resultWords } from '../../io';

/** What the reader understood, for the Crosstable panel before anything is run. */
export interface CrosstablePreview {
  players: number;
  rounds: number;
  type: Crosstable['type'];
  /** Rounds without a played game, by kind: "a half-point bye" → 3. */
  unplayed: { kind: string; words: string; count: number }[];
  /** The first few players as read: "1 Thomas: a win against 12 (Sam), …". */
  sample: { id: number; name: string; rounds: string[] }[];
}

const SAMPLE_SIZE = 5;

export function previewCrosstable(crosstable: Crosstable): CrosstablePreview {
  const counts = new Map<string, number>();
  for (const player of crosstable.players)
    for (const record of player.rounds) if (record.kind !== 'played') counts.set(record.kind, (counts.get(record.kind) ?? 0) + 1);
  const names = new Map(crosstable.players.map((p) => [p.id, p.name]));
  const label = (id: number) => `${id} (${names.get(id) ?? '?'})`;
  return {
    players: crosstable.players.length,
    rounds: crosstable.rounds,
    type: crosstable.type,
    unplayed: [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([kind, count]) => ({ kind, words: resultWords(kind), count })),
    sample: crosstable.players
      .slice(0, SAMPLE_SIZE)
      .map((p) => ({ id: p.id, name: p.name, rounds: p.rounds.map((r) => recordWords(r, label)) })),
  };
}
