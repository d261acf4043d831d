import { opponentOf, type CriterionSpec, type Edition } from '../model';
import type { TiebreakContext } from './context';
import { metOpponent } from './opponent-value';

/*
 * When the edition's unplayed-round rules changed a term of an opponent-based sum (BH, SB,
 * ESB, SSSC's Buchholz) somewhere in the event — what a team event's standings say beside the
 * values (the contributions behind each are in the Audit):
 *  - an opponent met whose score is counted otherwise than it stands (C.07 16.3; FIDE 2009 and
 *    before: the opponent's unplayed games count as draws; US Chess 34E1: as ½);
 *  - an own unplayed round, whose term is the edition's dummy or virtual opponent (16.4; FIDE
 *    2009's virtual opponent; before 2009 a draw against oneself).
 * Linear in the rounds of the event; the terms are the ones opponent-value.ts gives the sums.
 */

export interface UnplayedAdjustments {
  /** Some opponent met is counted with another score than the one it has. */
  opponents: boolean;
  /** Some participant's own unplayed round gives a dummy or virtual opponent's term. */
  own: boolean;
}

export function unplayedAdjustments(ctx: TiebreakContext, spec: CriterionSpec): UnplayedAdjustments {
  const found: UnplayedAdjustments = { opponents: false, own: false };
  for (const player of ctx.players) {
    for (const record of player.rounds) {
      const opponent = opponentOf(record);
      if (metOpponent(ctx, spec, record)) {
        if (!found.opponents && !ctx.opponentView(opponent!).eq(ctx.score(opponent!))) found.opponents = true;
      } else if (!(ctx.roundRobin && opponent === undefined)) found.own = true;
      if (found.opponents && found.own) return found;
    }
  }
  return found;
}

/** The rule an edition applies to each, in the words a standings note uses. */
const ARTICLE_16 = { opponents: 'adjusted (C.07 16.3)', own: 'a dummy opponent (C.07 16.4)' };
const RULES: Record<Edition, { opponents: string; own: string }> = {
  'fide-2026': ARTICLE_16,
  'fide-2024': ARTICLE_16,
  'fide-2023': ARTICLE_16,
  'fide-2009': { opponents: 'counted as draws (FIDE 2009)', own: 'a virtual opponent (FIDE 2009)' },
  'fide-pre-2009': { opponents: 'counted as draws (FIDE before 2009)', own: 'a draw against itself (FIDE before 2009)' },
  'us-chess': { opponents: 'counted as ½ each (US Chess 34E1)', own: 'an opponent with 0 (US Chess 34E1)' },
  fmjd: { opponents: 'counted as they stand', own: 'nothing (FMJD)' },
  none: { opponents: 'counted as they stand', own: 'nothing (no unplayed-round rules)' },
};

/**
 * The standings' notes for one criterion of a team event: "BH:MP: opponents' unplayed matches
 * adjusted (C.07 16.3)", "EMGSB: an own unplayed match counts a dummy opponent (C.07 16.4)".
 */
export function unplayedMatchNotes(header: string, edition: Edition, found: UnplayedAdjustments): string[] {
  const rule = RULES[edition];
  const notes: string[] = [];
  if (found.opponents) notes.push(`${header}: opponents’ unplayed matches ${rule.opponents}`);
  if (found.own) notes.push(`${header}: a team’s own unplayed match counts ${rule.own}`);
  return notes;
}
