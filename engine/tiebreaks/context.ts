import { Rational } from '../arith';
import {
  DEFAULT_UNPLAYED_OPTIONS,
  type Crosstable,
  type Edition,
  type Player,
  type PlayerId,
  type PointSystem,
  type RoundRecord,
  type UnplayedOptions,
} from '../model';
import { categoriseRounds, computeScores, type ScoreLine, type UnplayedCategory } from '../scoring';
import { unplayedPolicyFor, type OwnUnplayed, type UnplayedPolicy } from './policies';

/**
 * Everything a criterion needs about one tournament under one edition, computed once
 * and cached: scores after every round, 16.2 categories, each participant's score as
 * opponents see it, and memoised columns (AOB needs every BH, APRO every TPR).
 */
export class TiebreakContext {
  readonly rounds: number;
  readonly players: readonly Player[];
  readonly policy: UnplayedPolicy;
  readonly roundRobin: boolean;
  // Per-participant caches are arrays indexed by starting number: the hot loops look
  // them up once per round of every participant.
  private readonly byId: (Player | undefined)[] = [];
  private readonly lines: (ScoreLine | undefined)[] = [];
  private readonly categoryCache: ((UnplayedCategory | undefined)[] | undefined)[] = [];
  private readonly viewCache: (Rational | undefined)[] = [];
  private readonly unplayedCache: (OwnUnplayed | undefined)[][] = [];
  private readonly memoCache = new Map<string, unknown>();
  private readonly related = new Map<string, TiebreakContext>();

  constructor(
    readonly crosstable: Crosstable,
    readonly system: PointSystem,
    readonly edition: Edition,
    readonly options: UnplayedOptions = DEFAULT_UNPLAYED_OPTIONS,
  ) {
    this.rounds = crosstable.rounds;
    this.players = crosstable.players;
    const players = crosstable.players;
    const scores = computeScores(crosstable, system);
    for (let i = 0; i < players.length; i++) {
      const id = players[i]!.id;
      this.byId[id] = players[i];
      this.lines[id] = scores.get(id);
    }
    this.policy = unplayedPolicyFor(edition);
    this.roundRobin = crosstable.type !== 'swiss';
  }

  player(id: PlayerId): Player {
    const player = this.byId[id];
    if (!player) throw new RangeError(`No participant with starting number ${id}`);
    return player;
  }

  has(id: PlayerId): boolean {
    return this.byId[id] !== undefined;
  }

  record(id: PlayerId): readonly RoundRecord[] {
    return this.player(id).rounds;
  }

  line(id: PlayerId): ScoreLine {
    const line = this.lines[id];
    if (!line) throw new RangeError(`No participant with starting number ${id}`);
    return line;
  }

  score(id: PlayerId): Rational {
    return this.line(id).total;
  }

  categories(id: PlayerId): (UnplayedCategory | undefined)[] {
    let categories = this.categoryCache[id];
    if (!categories) {
      categories = categoriseRounds(this.record(id));
      this.categoryCache[id] = categories;
    }
    return categories;
  }

  /**
   * The participant's score as the opponents' tie-breaks see it (16.3 and older rules).
   * Round robins have no unplayed rounds to adjust (C.07 15.2): the score stands.
   */
  opponentView(id: PlayerId): Rational {
    let view = this.viewCache[id];
    if (!view) {
      view = this.roundRobin ? this.score(id) : this.policy.opponentView(this, id);
      this.viewCache[id] = view;
    }
    return view;
  }

  /** The dummy/virtual opponent of an own unplayed round; every sum of the list asks again, so it is kept. */
  ownUnplayed(id: PlayerId, roundIndex: number): OwnUnplayed {
    const rounds = (this.unplayedCache[id] ??= []);
    return (rounds[roundIndex] ??= this.policy.ownUnplayed(this, id, roundIndex));
  }

  memo<T>(key: string, compute: () => T): T {
    if (this.memoCache.has(key)) return this.memoCache.get(key) as T;
    const value = compute();
    this.memoCache.set(key, value);
    return value;
  }

  /** The same tournament under another edition (a criterion written BH@2009). */
  withEdition(edition: Edition): TiebreakContext {
    if (edition === this.edition) return this;
    return this.relatedContext(`edition:${edition}`, () => new TiebreakContext(this.crosstable, this.system, edition, this.options));
  }

  /** A context over a derived crosstable (Fore Buchholz), cached by key. */
  relatedContext(key: string, build: () => TiebreakContext): TiebreakContext {
    let ctx = this.related.get(key);
    if (!ctx) {
      ctx = build();
      this.related.set(key, ctx);
    }
    return ctx;
  }

  /** The point system of round `index` (0-based): its own under a scoring by rounds (crosstable.roundScoring). */
  systemAt(index: number): PointSystem {
    return this.crosstable.roundScoring?.[index] ?? this.system;
  }

  /** A draw's points in each of rounds `from`…`to` − 1 (0-based), added up: "a draw in every round" under each round's scoring. */
  drawsOver(from: number, to: number): Rational {
    if (!this.crosstable.roundScoring) return this.system.draw.mul(Rational.of(Math.max(0, to - from)));
    let sum = Rational.ZERO;
    for (let i = from; i < to; i++) sum = sum.add(this.systemAt(i).draw);
    return sum;
  }

  /** Highest possible score of one game: a win, the highest win of any round under a scoring by rounds. */
  get winPoints(): Rational {
    let best = this.system.win;
    for (const system of this.crosstable.roundScoring ?? []) if (system.win.gt(best)) best = system.win;
    return best;
  }
}
