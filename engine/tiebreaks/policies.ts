import { Rational } from '../arith';
import type { Edition, PlayerId, PointSystem, RoundRecord, UnplayedOptions } from '../model';
import type { ScoreLine, UnplayedCategory } from '../scoring';
import type { DummyCap, EngineWords } from './engine-words';

/**
 * What a policy reads of the tournament: the part of TiebreakContext (context.ts) it needs,
 * declared here so that the context can hold its policy without an import cycle.
 */
export interface PolicyContext {
  readonly system: PointSystem;
  readonly rounds: number;
  readonly options: UnplayedOptions;
  record(id: PlayerId): readonly RoundRecord[];
  line(id: PlayerId): ScoreLine;
  score(id: PlayerId): Rational;
  categories(id: PlayerId): (UnplayedCategory | undefined)[];
  opponentView(id: PlayerId): Rational;
  /** The point system of a round (its own under a scoring by rounds). */
  systemAt(index: number): PointSystem;
  /** A draw's points in each of rounds `from`…`to` − 1 (0-based), added up. */
  drawsOver(from: number, to: number): Rational;
}

/**
 * How unplayed rounds enter opponent-based criteria (Buchholz family, SB), one value
 * per edition (docs/rules.md, "What the editions do with unplayed rounds").
 *  - opponentView: a participant's score as the opponents' tie-breaks see it.
 *  - ownUnplayed: the opponent a participant is deemed to have met in an own unplayed round.
 */
export interface UnplayedPolicy {
  edition: Edition;
  title: string;
  opponentView(ctx: PolicyContext, player: PlayerId): Rational;
  ownUnplayed(ctx: PolicyContext, player: PlayerId, roundIndex: number): OwnUnplayed;
}

/** The value of an own unplayed round's opponent; its note (for the audit) is written when read. */
export interface OwnUnplayed {
  readonly value: Rational;
  readonly note: string;
  /** The note as a key and its values (engine-words.ts). */
  readonly words: EngineWords;
}

/**
 * An OwnUnplayed whose note `write` makes only when the audit reads it: the sums read the value
 * alone. A class, not an object literal with a getter, which V8 makes far more slowly (one per
 * own unplayed round of every participant).
 */
class LazyNote implements OwnUnplayed {
  constructor(
    readonly value: Rational,
    private readonly write: () => { note: string; words: EngineWords },
  ) {}

  get note(): string {
    return this.write().note;
  }

  get words(): EngineWords {
    return this.write().words;
  }
}

/** `write` gives the note in English and as a key (one closure, as before the key). */
function lazyNote(value: Rational, write: () => { note: string; words: EngineWords }): OwnUnplayed {
  return new LazyNote(value, write);
}

/** C.07 2023/2024 16.3: categories .1–.4 count as awarded, .5 as a draw. */
function adjustedScore2023(ctx: PolicyContext, player: PlayerId): Rational {
  const line = ctx.line(player);
  const categories = ctx.categories(player);
  // Most participants have no round of category .5: their score stands as it is.
  if (!categories.includes(5)) return line.total;
  let total = Rational.ZERO;
  categories.forEach((category, i) => {
    total = total.add(category === 5 ? ctx.systemAt(i).draw : line.perRound[i]!);
  });
  return total;
}

/** Every unplayed round counted as a draw (2009 "(b)", pre-2009, US Chess 34E1). */
function unplayedAsDraws(ctx: PolicyContext, player: PlayerId): Rational {
  const line = ctx.line(player);
  const rounds = ctx.record(player);
  if (rounds.every((record) => record.kind === 'played')) return line.total;
  let total = Rational.ZERO;
  rounds.forEach((record, i) => {
    total = total.add(record.kind === 'played' ? line.perRound[i]! : ctx.systemAt(i).draw);
  });
  return total;
}

const fide2023: UnplayedPolicy = {
  edition: 'fide-2023',
  title: 'FIDE C.07 (2023/2024) art. 16: dummy opponent with the participant’s own score',
  opponentView: adjustedScore2023,
  ownUnplayed(ctx, player) {
    const own = ctx.score(player);
    return lazyNote(own, () => ({
      note: `dummy opponent: own score ${own.toDecimalString()} (C.07 16.4)`,
      words: { key: 'dummy-own-score', own, article: '16.4' },
    }));
  },
};

const fide2026: UnplayedPolicy = {
  edition: 'fide-2026',
  title: 'FIDE C.07 (2026) art. 16: dummy opponent, capped (16.4.1, 16.4.2)',
  opponentView: adjustedScore2023,
  ownUnplayed(ctx, player, roundIndex) {
    const own = ctx.score(player);
    const category = ctx.categories(player)[roundIndex];
    const record = ctx.record(player)[roundIndex]!;
    const halfCap = ctx.drawsOver(0, ctx.rounds);
    if ((category === 2 || category === 4) && 'opponent' in record && record.opponent !== undefined) {
      let cap = ctx.opponentView(record.opponent);
      let rule = `opponent ${record.opponent}’s adjusted score`;
      let by: DummyCap = { rule: 'opponent-adjusted', opponent: record.opponent };
      if (ctx.options.forfeitCap === 'opponent-and-half' && halfCap.lt(cap)) {
        cap = halfCap;
        rule = 'half of the maximum';
        by = { rule: 'half-of-maximum' };
      }
      return capped(own, cap, rule, by, '16.4.1');
    }
    return capped(own, halfCap, 'draw points × rounds', { rule: 'draws-times-rounds' }, '16.4.2');
  },
};

function capped(own: Rational, cap: Rational, rule: string, by: DummyCap, article: string): OwnUnplayed {
  if (own.le(cap))
    return lazyNote(own, () => ({
      note: `dummy opponent: own score ${own.toDecimalString()} (C.07 ${article})`,
      words: { key: 'dummy-own-score', own, article },
    }));
  return lazyNote(cap, () => ({
    note: `dummy opponent: own ${own.toDecimalString()} capped at ${cap.toDecimalString()}, ${rule} (C.07 ${article})`,
    words: { key: 'dummy-capped', own, cap, by, article },
  }));
}

/**
 * Kallithea 2009: a virtual opponent with the participant's score before the round,
 * the opposite of the default result in that round, then a draw in every later round:
 * Svon = SPR + (W − SfPR) + D·(n − R) (the "Virtual Opponent" rule of C.07 2009).
 */
const fide2009: UnplayedPolicy = {
  edition: 'fide-2009',
  title: 'FIDE 2009 (Kallithea): virtual opponent; opponents’ unplayed games count as draws',
  opponentView: unplayedAsDraws,
  ownUnplayed(ctx, player, roundIndex) {
    const line = ctx.line(player);
    const before = roundIndex === 0 ? Rational.ZERO : line.cumulative[roundIndex - 1]!;
    const awarded = line.perRound[roundIndex]!;
    const laterRounds = ctx.rounds - (roundIndex + 1);
    const later = ctx.drawsOver(roundIndex + 1, ctx.rounds);
    const forTheRound = ctx.systemAt(roundIndex).win.sub(awarded);
    const value = before.add(forTheRound).add(later);
    return lazyNote(value, () => {
      const laterText =
        laterRounds === 0 ? '' : ` + ${later.toDecimalString()} for ${laterRounds} later ${laterRounds === 1 ? 'draw' : 'draws'}`;
      const note =
        `virtual opponent: ${before.toDecimalString()} before round ${roundIndex + 1}` +
        ` + ${forTheRound.toDecimalString()} for the round${laterText}` +
        ` = ${value.toDecimalString()} (FIDE 2009)`;
      return { note, words: { key: 'virtual-opponent', before, round: roundIndex + 1, forTheRound, later, laterRounds, value } };
    });
  },
};

/** Before 2009: an unplayed game is a draw against the player himself (arbiter's handbook). */
const fidePre2009: UnplayedPolicy = {
  edition: 'fide-pre-2009',
  title: 'FIDE before 2009: an unplayed game counts as a draw against oneself',
  opponentView: unplayedAsDraws,
  ownUnplayed(ctx, player) {
    const own = ctx.score(player);
    return lazyNote(own, () => ({
      note: `draw against oneself: own score ${own.toDecimalString()} (pre-2009)`,
      words: { key: 'draw-against-oneself', own },
    }));
  },
};

const US_CHESS_ZERO: OwnUnplayed = {
  value: Rational.ZERO,
  note: 'own unplayed game: opponent with 0 (US Chess 34E1)',
  words: { key: 'us-chess-zero-opponent' },
};
const FMJD_ZERO: OwnUnplayed = {
  value: Rational.ZERO,
  note: 'round without an opponent counts 0 (FMJD)',
  words: { key: 'fmjd-no-opponent' },
};
const UNADJUSTED_ZERO: OwnUnplayed = {
  value: Rational.ZERO,
  note: 'unplayed round contributes 0 (no adjustment)',
  words: { key: 'unplayed-zero' },
};

/** US Chess 34E1: opponents' unplayed games count ½; the player's own unplayed games count as a 0 opponent. */
const usChess: UnplayedPolicy = {
  edition: 'us-chess',
  title: 'US Chess 34E: opponents’ unplayed games count as draws, own unplayed games as opponents with 0',
  opponentView: unplayedAsDraws,
  ownUnplayed() {
    return US_CHESS_ZERO;
  },
};

/** FMJD (DrA): a round without an opponent contributes 0; results are taken as they stand. */
const fmjd: UnplayedPolicy = {
  edition: 'fmjd',
  title: 'FMJD: rounds without an opponent count 0',
  opponentView: (ctx, player) => ctx.score(player),
  ownUnplayed() {
    return FMJD_ZERO;
  },
};

const none: UnplayedPolicy = {
  edition: 'none',
  title: 'no adjustment: scores as awarded, unplayed rounds contribute 0',
  opponentView: (ctx, player) => ctx.score(player),
  ownUnplayed() {
    return UNADJUSTED_ZERO;
  },
};

const POLICIES: Record<Edition, UnplayedPolicy> = {
  'fide-2026': fide2026,
  'fide-2024': { ...fide2023, edition: 'fide-2024' },
  'fide-2023': fide2023,
  'fide-2009': fide2009,
  'fide-pre-2009': fidePre2009,
  'us-chess': usChess,
  fmjd,
  none,
};

export function unplayedPolicyFor(edition: Edition): UnplayedPolicy {
  return POLICIES[edition];
}
