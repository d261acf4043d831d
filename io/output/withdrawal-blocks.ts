import type { Evaluation, RoundRecord, WithdrawalReport } from '../../engine';
import type { CellBlock } from './standings';

/**
 * The Withdrawals block: what the regulation's withdrawal rules made of the event — who
 * was expelled (not ranked, FIDE checklist Q197–198), who withdrew and from which round, each cycle's judgement (arbiter's handbook ch. 12),
 * every round record they changed (before → after, with the rule), and who may not
 * receive awards. Empty (no rows) when nothing withdrew.
 */
export function withdrawalsBlock(evaluation: Evaluation): CellBlock {
  const report: WithdrawalReport = evaluation.withdrawals;
  const name = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  const nameOf = (id: number) => name.get(id) ?? null;
  const rows: CellBlock = [['No', 'Name', 'Round', 'Before', 'After', 'Note']];
  // Expelled players first: they are not in the standings, so the reader looks for them here.
  for (const e of report.expelled)
    rows.push([e.player, e.name, e.fromRound ?? null, null, e.deleted ? 'expelled, results deleted' : 'expelled, not ranked', e.note]);
  for (const w of report.withdrawals) {
    rows.push([w.player, nameOf(w.player), w.fromRound, null, w.deleted ? 'withdrawn, results deleted' : 'withdrawn', w.reason]);
    for (const j of w.judgements)
      rows.push([w.player, nameOf(w.player), rounds(j.firstRound, j.lastRound), null, OUTCOME_WORDS[j.outcome], j.note]);
  }
  // In round order; within a round the withdrawn player's record, then the opponent's.
  const changes = [...report.changes].sort((a, b) => a.round - b.round);
  for (const c of changes) rows.push([c.player, nameOf(c.player), c.round, recordText(c.before), recordText(c.after), c.note]);
  for (const i of report.ineligible) rows.push([i.player, nameOf(i.player), null, null, 'not eligible for awards', i.reason]);
  return rows.length > 1 ? rows : [];
}

/** A judgement in the words of the arbiter's handbook (ch. 12), not the engine's ids. */
const OUTCOME_WORDS: Record<WithdrawalReport['withdrawals'][number]['judgements'][number]['outcome'], string> = {
  'results-deleted': 'results deleted',
  'results-stand': 'results stand',
  'remaining-lost-by-forfeit': 'results stand, the remaining games lost by default',
  'cycle-lost-by-forfeit': 'the whole cycle lost by default',
};

function rounds(first: number, last: number): number | string {
  return first === last ? first : `${first}–${last}`;
}

/** A round record in a few words: "draw as white against 3", "loss by default against 4", "half-point bye". */
export function recordText(record: RoundRecord): string {
  const colour = 'colour' in record && record.colour ? ` as ${record.colour}` : '';
  const against = 'opponent' in record && record.opponent !== undefined ? ` against ${record.opponent}` : '';
  switch (record.kind) {
    case 'played':
      return `${record.outcome}${colour}${against}`;
    case 'forfeit-win':
      return `win by default${colour}${against}`;
    case 'forfeit-loss':
      return `loss by default${colour}${against}`;
    case 'double-forfeit':
      return `double forfeit${against}`;
    default:
      return BYES[record.kind];
  }
}

const BYES = {
  pab: 'pairing-allocated bye',
  fpb: 'full-point bye',
  hpb: 'half-point bye',
  zpb: 'zero-point bye',
  absent: 'not paired',
  withdrawn: 'withdrawn',
} as const;
