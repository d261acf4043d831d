import type { RoundRecord } from '../model';

/**
 * Classification of unplayed rounds, C.07 (2023+) art. 16.1–16.2.
 *
 * 16.1   a requested bye is a half- or zero-point bye; every round after a withdrawal is
 *        a zero-point bye (16.1.1). Rounds in which a participant was simply not paired
 *        (TRF blank, "absent") are treated the same way.
 * 16.1.2 a voluntarily unplayed round (VUR) is a requested bye or a forfeit loss.
 *        A double forfeit is a forfeit loss for both sides (reference server).
 * 16.2   .1 PAB/FPB · .2 forfeit win · .3 requested bye followed by a non-VUR round ·
 *        .4 forfeit loss · .5 requested bye followed only by VURs, or in the last round.
 */
export type UnplayedCategory = 1 | 2 | 3 | 4 | 5;

export function isRequestedBye(record: RoundRecord): boolean {
  return record.kind === 'hpb' || record.kind === 'zpb' || record.kind === 'absent' || record.kind === 'withdrawn';
}

export function isVoluntarilyUnplayed(record: RoundRecord): boolean {
  return isRequestedBye(record) || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit';
}

/** Categories of every round of one participant (undefined for games played over the board). */
export function categoriseRounds(rounds: readonly RoundRecord[]): (UnplayedCategory | undefined)[] {
  const categories: (UnplayedCategory | undefined)[] = new Array(rounds.length);
  // Walking backwards tells for each round whether only VURs follow it.
  let onlyVursFollow = true;
  for (let i = rounds.length - 1; i >= 0; i--) {
    const record = rounds[i]!;
    categories[i] = categoryOf(record, onlyVursFollow);
    if (!isVoluntarilyUnplayed(record)) onlyVursFollow = false;
  }
  return categories;
}

function categoryOf(record: RoundRecord, onlyVursFollow: boolean): UnplayedCategory | undefined {
  switch (record.kind) {
    case 'played':
      return undefined;
    case 'pab':
    case 'fpb':
      return 1;
    case 'forfeit-win':
      return 2;
    case 'forfeit-loss':
    case 'double-forfeit':
      return 4;
    default:
      return onlyVursFollow ? 5 : 3;
  }
}
