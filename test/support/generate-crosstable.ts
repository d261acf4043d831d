import {
  Rational,
  STANDARD,
  mirrorOutcome,
  otherColour,
  pointsFor,
  type Colour,
  type Crosstable,
  type GameOutcome,
  type Player,
  type PointSystem,
  type RoundRecord,
} from '../../engine';

/**
 * A deterministic generator of random but consistent Swiss crosstables, for property tests
 * and benchmarks. Consistent means what `checkReciprocity` checks: every game is on both
 * players' rows in the same round, with opposite colours and mirrored results (forfeit win ↔
 * forfeit loss, double forfeit ↔ double forfeit). Same options → same crosstable; nothing
 * reads Math.random or the clock. 5,000 players × 15 rounds take well under a second.
 *
 * Rates are shares between 0 and 1, drawn independently per player-round or per game.
 */
export interface GenerateSwissOptions {
  /** Participants; starting numbers 1..players in descending rating order (unrated last). */
  players: number;
  /** Rounds scheduled and paired (crosstable.rounds). */
  rounds: number;
  /** Seed of the generator's own PRNG. */
  seed: number;
  /** Requested byes per player-round: 70 % HPB, 20 % ZPB, 10 % FPB. Default 0.03. */
  byes?: number;
  /** Not paired and nothing requested ('absent') per player-round. Default 0.01. */
  absences?: number;
  /** Players who withdraw after a random round (absent from then on). Default 0.03. */
  withdrawals?: number;
  /** Games lost by forfeit, one side, per pairing. Default 0.02. */
  forfeits?: number;
  /** Games both players forfeit, per pairing. Default 0.005. */
  doubleForfeits?: number;
  /** Played games drawn. Default 0.3. */
  draws?: number;
  /** Played games that lasted less than one move (TRF W/D/L; both rows flagged). Default 0.01. */
  shortGames?: number;
  /** Unrated players. Default 0.1. */
  unrated?: number;
  /**
   * Letters of the names: 'ascii'; 'latin-1' adds accented names ISO-8859-1 can encode (Sørensen,
   * Grégoire, Müller…); 'unicode' also names it cannot (Dvořák, Łukasik, Ştefan). Default 'unicode'.
   */
  names?: 'ascii' | 'latin-1' | 'unicode';
  /** The crosstable's point system; declared points are computed with it. Default STANDARD (1-½-0). */
  pointSystem?: PointSystem;
  /** How the rounds after a withdrawal are recorded. TRF cannot hold 'withdrawn'. Default 'absent'. */
  withdrawnAs?: 'absent' | 'withdrawn';
}

/** mulberry32: a small, fast 32-bit PRNG; good enough to shuffle test data. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

const PLAIN_LAST = ['Smith', 'Olsen', 'Carter', 'Novak', 'Petrov', 'Larsen', 'Costa', 'Tanaka', 'Walker', 'Ivanov', 'Berg', 'Jovanovic'];
const PLAIN_FIRST = ['Anna', 'Peter', 'Julia', 'Marco', 'Hanna', 'Oskar', 'Nina', 'Liam', 'Sara', 'David', 'Zoe', 'Karl'];
const LATIN1_LAST = ['Sørensen', 'Müller', 'Krämer', 'Grégoire', 'Åberg', 'Núñez', 'Çelik', 'Ødegård'];
const LATIN1_FIRST = ['Inés', 'François', 'Zoë', 'Björn', 'Ágnes', 'José', 'Renée', 'Jürgen'];
const UNICODE_LAST = [...LATIN1_LAST, 'Dvořák', 'Łukasik', 'Žukauskas'];
const UNICODE_FIRST = [...LATIN1_FIRST, 'Łucja', 'Ştefan', 'Jiří'];
const NAMES = {
  ascii: { last: PLAIN_LAST, first: PLAIN_FIRST },
  'latin-1': { last: LATIN1_LAST, first: LATIN1_FIRST },
  unicode: { last: UNICODE_LAST, first: UNICODE_FIRST },
} as const;
const FEDERATIONS = ['NOR', 'GER', 'FRA', 'ESP', 'USA', 'IND', 'POL', 'SRB', 'BEL', 'ITA'];

interface Entrant {
  player: Player;
  score: Rational;
  strength: number;
  hadPab: boolean;
  /** Whites minus blacks so far: the player further behind on White gets White. */
  colourBalance: number;
  withdrawsAfter: number | undefined;
  met: Set<number>;
}

export function generateSwiss(options: GenerateSwissOptions): Crosstable {
  const o = {
    byes: 0.03,
    absences: 0.01,
    withdrawals: 0.03,
    forfeits: 0.02,
    doubleForfeits: 0.005,
    draws: 0.3,
    shortGames: 0.01,
    unrated: 0.1,
    names: 'unicode' as const,
    pointSystem: STANDARD,
    withdrawnAs: 'absent' as const,
    ...options,
  };
  const random = new SeededRandom(options.seed);
  const entrants = createEntrants(o, random);
  for (let round = 1; round <= o.rounds; round++) playRound(round, entrants, o, random);

  const players = entrants.map((e) => e.player);
  for (const e of entrants) e.player.declaredPoints = e.score;
  // Competition ranks by score (1, 2, 2, 4), as a TRF rank column would print them.
  const byScore = [...entrants].sort((a, b) => b.score.cmp(a.score));
  byScore.forEach((e, i) => {
    e.player.declaredRank = i > 0 && byScore[i - 1]!.score.eq(e.score) ? byScore[i - 1]!.player.declaredRank! : i + 1;
  });
  return {
    name: `Generated Swiss ${o.players}x${o.rounds} #${o.seed}`,
    type: 'swiss',
    rounds: o.rounds,
    players,
    pointSystem: o.pointSystem,
    meta: { name: `Generated Swiss ${o.players}x${o.rounds} #${o.seed}` },
  };
}

function createEntrants(o: Required<GenerateSwissOptions>, random: SeededRandom): Entrant[] {
  const drafts = Array.from({ length: o.players }, () => {
    const rated = !random.chance(o.unrated);
    const rating = rated
      ? Math.min(2850, Math.max(1000, Math.round(1000 + 600 * (random.next() + random.next() + random.next()))))
      : undefined;
    return { rating, strength: rating ?? random.int(900, 1600) };
  });
  // Starting numbers in descending rating order, unrated players last (C.04 seeding).
  drafts.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
  return drafts.map(({ rating, strength }, index) => {
    // Four in ten names from the accented lists, the rest plain.
    const accented = random.chance(0.4) ? NAMES[o.names] : NAMES.ascii;
    const last = random.pick(accented.last);
    const first = random.pick(random.chance(0.5) ? accented.first : PLAIN_FIRST);
    const player: Player = {
      id: index + 1,
      name: `${last}, ${first}`,
      sex: random.chance(0.3) ? 'w' : 'm',
      federation: random.pick(FEDERATIONS),
      fields: {},
      rounds: [],
    };
    if (rating !== undefined) {
      player.rating = rating;
      player.fideId = String(random.int(100000, 99999999));
      if (rating >= 2500) player.title = 'GM';
      else if (rating >= 2400) player.title = 'IM';
      else if (rating >= 2300) player.title = 'FM';
    }
    if (random.chance(0.8)) player.birthDate = `${random.int(1940, 2015)}/${pad2(random.int(1, 12))}/${pad2(random.int(1, 28))}`;
    const withdraws = o.rounds > 1 && random.chance(o.withdrawals);
    return {
      player,
      score: Rational.ZERO,
      strength,
      hadPab: false,
      colourBalance: 0,
      withdrawsAfter: withdraws ? random.int(1, o.rounds - 1) : undefined,
      met: new Set<number>(),
    };
  });
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function playRound(round: number, entrants: Entrant[], o: Required<GenerateSwissOptions>, random: SeededRandom): void {
  const record = (e: Entrant, r: RoundRecord) => {
    e.player.rounds.push(r);
    e.score = e.score.add(pointsFor(r, o.pointSystem));
  };
  const available: Entrant[] = [];
  for (const e of entrants) {
    if (e.withdrawsAfter !== undefined && round > e.withdrawsAfter) record(e, { kind: o.withdrawnAs });
    else if (random.chance(o.byes)) {
      const roll = random.next();
      record(e, { kind: roll < 0.7 ? 'hpb' : roll < 0.9 ? 'zpb' : 'fpb' });
    } else if (random.chance(o.absences)) record(e, { kind: 'absent' });
    else available.push(e);
  }

  // Score groups top down, random order inside a group (the key is drawn once per player).
  const keys = new Map(available.map((e) => [e, random.next()]));
  available.sort((a, b) => b.score.cmp(a.score) || keys.get(a)! - keys.get(b)!);
  if (available.length % 2 === 1) {
    let index = available.length - 1;
    while (index > 0 && available[index]!.hadPab) index--;
    const [bye] = available.splice(index, 1);
    bye!.hadPab = true;
    record(bye!, { kind: 'pab' });
  }

  const unpaired = available;
  while (unpaired.length > 0) {
    const a = unpaired.shift()!;
    // The next player a has not met yet, looking a few places down; else the next one.
    let j = unpaired.findIndex((b, i) => i < 8 && !a.met.has(b.player.id));
    if (j < 0) j = 0;
    const [b] = unpaired.splice(j, 1);
    playGame(a, b!, o, random, record);
  }
}

function playGame(
  a: Entrant,
  b: Entrant,
  o: Required<GenerateSwissOptions>,
  random: SeededRandom,
  record: (e: Entrant, r: RoundRecord) => void,
): void {
  a.met.add(b.player.id);
  b.met.add(a.player.id);
  const aWhite = a.colourBalance === b.colourBalance ? random.chance(0.5) : a.colourBalance < b.colourBalance;
  const aColour: Colour = aWhite ? 'white' : 'black';
  a.colourBalance += aWhite ? 1 : -1;
  b.colourBalance += aWhite ? -1 : 1;
  const bColour = otherColour(aColour);
  if (random.chance(o.doubleForfeits)) {
    record(a, { kind: 'double-forfeit', opponent: b.player.id, colour: aColour });
    record(b, { kind: 'double-forfeit', opponent: a.player.id, colour: bColour });
    return;
  }
  if (random.chance(o.forfeits)) {
    const aWins = random.chance(0.5);
    record(a, { kind: aWins ? 'forfeit-win' : 'forfeit-loss', opponent: b.player.id, colour: aColour });
    record(b, { kind: aWins ? 'forfeit-loss' : 'forfeit-win', opponent: a.player.id, colour: bColour });
    return;
  }
  let outcome: GameOutcome;
  if (random.chance(o.draws)) outcome = 'draw';
  else {
    // Elo expectation of a against b decides who wins a decisive game.
    const expected = 1 / (1 + 10 ** ((b.strength - a.strength) / 400));
    outcome = random.chance(expected) ? 'win' : 'loss';
  }
  const short = random.chance(o.shortGames) ? { lessThanOneMove: true } : {};
  record(a, { kind: 'played', opponent: b.player.id, colour: aColour, outcome, ...short });
  record(b, { kind: 'played', opponent: a.player.id, colour: bColour, outcome: mirrorOutcome(outcome), ...short });
}
