import { crosstableAfterRound, pushAll, type Colour, type Crosstable, type PlayerId } from '../engine';
import { pushBounded } from './bounded-issues';
import type { InputIssue, InputLocation } from './issues';
import { byesAfter, describeByes, roundsHeld, type EnteredByes } from './rounds-held';

/**
 * Events still in progress. A source may pair a round before its results are in (a
 * chess-results export "after Round 4" with round 5 paired, a TRF whose last round
 * blocks name an opponent but no result), and a game of an earlier round may still be
 * open (postponed). Such a game is read as *pending*: the reader keeps it out of the
 * crosstable (both sides read `absent`) and lists it here.
 *
 * Which round the standings are after:
 * - the round in progress is the last round with a game, paired or played (P): byes entered
 *   before a round's pairing (rounds-held.ts) do not pair it, and are named in a note; when
 *   some of P's games have no result yet, the standings are after round P − 1, else after P;
 * - a requested round N (CLI `--round N`, the add-in's "after round") may be any round
 *   from 1 to P; rounds after N are cut away (engine `crosstableAfterRound`: they do not
 *   exist for the tie-breaks) and their results are neither used nor checked (the readers
 *   report a problem in those rounds as a warning); a round the source schedules but
 *   nobody is paired in is refused with the reason;
 * - a game without result in a round up to N is counted as not played yet — no points,
 *   an unplayed round for the tie-breaks — with a warning naming it: a round followed by
 *   a paired round is over, so its open games are postponed, not missing.
 */
export interface PendingGame {
  round: number;
  player: PlayerId;
  opponent: PlayerId;
  /** The player's colour, when the source gives it. */
  colour?: Colour;
  /** The player's cell or round block. */
  location: InputLocation;
}

export interface RoundRequest {
  /** The round asked for (CLI --round, the add-in's "after round"); the default when undefined. */
  requested?: number;
  /** The round the source says its ranking is after ("Ranking crosstable after Round 4"). */
  declared?: number;
  /**
   * The round asked for (else the last paired) is the round to come (`regula scenarios`):
   * the crosstable is kept through it, its games without results are listed in `open`
   * (no warning: they are the subject), and read absent until a result is put in.
   */
  open?: boolean;
  /**
   * How the source states its number of rounds (`crosstable.rounds`), for the notes: "XXR 9",
   * "142 9"; undefined when it states none (a TRF without XXR or 142: the last round written).
   */
  schedule?: string;
}

export interface RoundsSettled {
  /** The crosstable after `afterRound`; undefined when the round asked for cannot be ranked. */
  crosstable: Crosstable | undefined;
  afterRound: number;
  /** The last round paired or played in the source (0 when none). */
  lastPaired: number;
  issues: InputIssue[];
  notes: string[];
  /**
   * The notes on what the source's rounds and its data disagree on — rounds declared that have
   * no game, byes entered before a round's pairing — which the doors show beside what was read
   * (each is in `notes` too).
   */
  roundNotes: string[];
  /** With `open`: the games of the round to come without a result, one entry per game. */
  open: PendingGame[];
}

type Prefix = 'grid' | 'trf' | 'pgn' | 'chess-json';

export function settleRounds(
  crosstable: Crosstable,
  pending: readonly PendingGame[],
  request: RoundRequest,
  prefix: Prefix,
  /** Where issues about the file as a whole point (its header row, its first line). */
  fileLocation: InputLocation,
): RoundsSettled {
  const issues: InputIssue[] = [];
  const notes: string[] = [];
  const roundNotes: string[] = [];
  const games = pendingGames(pending);
  const openIn = (round: number) => games.filter((g) => g.round === round);
  const held = roundsHeld(crosstable);
  // A round is paired when it has a game, with or without its result: byes alone do not pair it.
  // A file without any game (a player alone, a list of entries) is read round by round as written.
  const lastGame = games.reduce((last, g) => Math.max(last, g.round), held.lastGame);
  const lastPaired = lastGame > 0 ? lastGame : held.lastRecord;
  const issue = (code: string, severity: InputIssue['severity'], message: string, location = fileLocation): InputIssue => ({
    code: `${prefix}/${code}`,
    severity,
    message,
    location,
  });
  const entered = byesAfter(crosstable, lastPaired);
  const settled = (rest: Omit<RoundsSettled, 'lastPaired' | 'issues' | 'notes' | 'roundNotes'>): RoundsSettled => ({
    ...rest,
    lastPaired,
    issues,
    notes,
    roundNotes,
  });

  // Nothing paired or played yet (a list of entries): the table is read as it stands.
  if (lastPaired === 0 && request.requested === undefined) return settled({ crosstable, afterRound: crosstable.rounds, open: [] });

  let afterRound: number;
  if (request.open && request.requested === undefined && lastPaired > 0) {
    afterRound = lastPaired;
    notes.push(`Round ${lastPaired} is the round to come: ${openIn(lastPaired).length} of its games have no result yet.`);
  } else if (request.requested !== undefined) {
    const n = request.requested;
    if (!Number.isInteger(n) || n < 1 || n > lastPaired) {
      pushBounded(issues, issue('round-out-of-range', 'error', outOfRange(n, lastPaired, crosstable.rounds, request.schedule, entered)));
      return settled({ crosstable: undefined, afterRound: n, open: [] });
    }
    afterRound = n;
    notes.push(
      `Standings after round ${n} (as asked)${n < lastPaired ? `: rounds ${n + 1}${n + 1 < lastPaired ? ` to ${lastPaired}` : ''} are left out` : ''}.`,
    );
  } else {
    const open = openIn(lastPaired);
    afterRound = open.length > 0 ? lastPaired - 1 : lastPaired;
    if (open.length > 0) {
      const total = open.length + held.gamesIn(lastPaired);
      pushBounded(
        issues,
        issue(
          'pending-round',
          'warning',
          `Round ${lastPaired} is paired but ${open.length} of its ${total} games ${open.length === 1 ? 'has' : 'have'} no result yet: the standings are after round ${afterRound}${afterRound === 0 ? '' : ` (rank after round ${lastPaired} to count ${open.length === 1 ? 'it' : 'them'} as not played)`}.`,
          open[0]!.location,
        ),
      );
    }
    if (afterRound === 0) {
      pushBounded(
        issues,
        issue(
          'no-complete-round',
          'error',
          `No round has all its results yet; expected at least one complete round, or a round asked for (after round ${lastPaired}).`,
        ),
      );
      return settled({ crosstable: undefined, afterRound, open: [] });
    }
    notes.push(
      afterRound === crosstable.rounds
        ? `Standings after round ${afterRound}, the last round.`
        : `Standings after round ${afterRound}${crosstable.rounds > afterRound ? ` of ${crosstable.rounds} scheduled` : ''}: later rounds do not exist for the tie-breaks.`,
    );
  }
  if (request.declared !== undefined && request.declared !== afterRound && request.requested === undefined)
    notes.push(`The source says its ranking is after round ${request.declared}; the results read give round ${afterRound}.`);
  if (request.schedule !== undefined && crosstable.rounds > lastPaired)
    roundNotes.push(scheduleNote(crosstable.rounds, lastPaired, request.schedule));
  pushAll(roundNotes, enteredByesNotes(entered));
  pushAll(notes, roundNotes);

  for (const game of games) {
    if (game.round > afterRound || (request.open && game.round === afterRound)) continue;
    const why =
      game.round < lastPaired
        ? `round ${lastPaired} is already paired, so the game is postponed`
        : `the standings are after round ${afterRound}, as asked`;
    pushBounded(
      issues,
      issue(
        'postponed-game',
        'warning',
        `Round ${game.round}: the game ${game.player} v ${game.opponent} has no result yet (${why}); it counts as not played — no points and an unplayed round for the tie-breaks — until its result is entered.`,
        game.location,
      ),
    );
  }
  // Byes entered ahead are named above: the count is of the results of the rounds paired after the round asked for.
  const cut = held.recordsAfter(afterRound) - held.recordsAfter(lastPaired);
  if (cut > 0 && request.requested !== undefined)
    notes.push(`${cut} result${cut === 1 ? '' : 's'} of rounds after round ${afterRound} ${cut === 1 ? 'is' : 'are'} not used.`);
  const open = request.open ? openIn(afterRound) : [];
  return settled({ crosstable: crosstableAfterRound(crosstable, afterRound), afterRound, open });
}

/**
 * Why `--round n` cannot be ranked. A round the source schedules but nobody is paired in yet
 * has no standings under any edition: every edition ranks the rounds held (C.07 2024/2026
 * count the rounds played so far, as the reference server does for 16.4.2; FIDE 2009's
 * virtual opponent and US Chess see the games of rounds 1..n), and ranking after a round
 * not paired would make every player's round an unplayed one.
 */
function outOfRange(
  n: number,
  lastPaired: number,
  scheduled: number,
  schedule: string | undefined,
  entered: readonly EnteredByes[],
): string {
  const held = lastPaired === 0 ? 'no round is paired yet' : `rounds 1 to ${lastPaired} are paired or played`;
  const expected = `expected a round from 1 to ${lastPaired}`;
  if (!Number.isInteger(n) || n < 1 || n > scheduled || lastPaired === scheduled)
    return `Standings after round ${n} were asked for, but ${held}; ${expected}.`;
  const byes = entered.find((e) => e.round === n);
  const holding = byes ? ` (it holds only ${count(byes.byes.length, 'bye')} entered before its pairing)` : '';
  const declares = schedule === undefined ? '' : `the file declares ${scheduled} rounds (${schedule}) and `;
  return `Standings after round ${n} were asked for, but round ${n} is not paired yet${holding}: ${declares}${held}, and no edition ranks a round before its games are paired (the tie-breaks count the rounds held); ${expected}.`;
}

/** "The file declares 9 rounds (XXR 9); games are paired or played in rounds 1 to 4 only: …". */
function scheduleNote(scheduled: number, lastPaired: number, schedule: string): string {
  const held = lastPaired === 0 ? 'no round is paired yet' : `games are paired or played in ${roundsUpTo(lastPaired)} only`;
  const later = lastPaired + 1 === scheduled ? `round ${scheduled} has` : `${roundsFrom(lastPaired + 1, scheduled)} have`;
  return `The file declares ${scheduled} rounds (${schedule}); ${held}: ${later} no game, and the tie-breaks count the rounds held.`;
}

/** "round 1", "rounds 1 and 2", "rounds 1 to 4". */
function roundsUpTo(last: number): string {
  return last === 1 ? 'round 1' : roundsFrom(1, last);
}

function roundsFrom(first: number, last: number): string {
  return `rounds ${first} ${last === first + 1 ? 'and' : 'to'} ${last}`;
}

/** "Round 5 is not paired yet: 3 byes entered before its pairing (…) are not counted." */
function enteredByesNotes(entered: readonly EnteredByes[]): string[] {
  return entered.map(
    ({ round, byes }) =>
      `Round ${round} is not paired yet: ${byes.length === 1 ? 'a bye' : `${byes.length} byes`} entered before its pairing (${describeByes(byes)}) ${byes.length === 1 ? 'is' : 'are'} not counted.`,
  );
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** One entry per game (both players' cells name it): the one from the lower-numbered player's side when both are there. */
function pendingGames(pending: readonly PendingGame[]): PendingGame[] {
  const seen = new Set<string>();
  const games: PendingGame[] = [];
  const sorted = [...pending].sort(
    (a, b) => a.round - b.round || Math.min(a.player, a.opponent) - Math.min(b.player, b.opponent) || a.player - b.player,
  );
  for (const game of sorted) {
    const key = `${game.round}:${Math.min(game.player, game.opponent)}:${Math.max(game.player, game.opponent)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    games.push(game);
  }
  return games;
}
