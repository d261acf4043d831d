import { crosstableAfterRound, opponentOf, type Colour, type Crosstable, type PlayerId } from '../engine';
import { pushBounded } from './bounded-issues';
import type { InputIssue, InputLocation } from './issues';

/**
 * Events still in progress. A source may pair a round before its results are in (a
 * chess-results export "after Round 4" with round 5 paired, a TRF whose last round
 * blocks name an opponent but no result), and a game of an earlier round may still be
 * open (postponed). Such a game is read as *pending*: the reader keeps it out of the
 * crosstable (both sides read `absent`) and lists it here.
 *
 * Which round the standings are after:
 * - the round in progress is the last round paired or played (P); when some of its games
 *   have no result yet, the standings are after round P − 1, else after round P;
 * - a requested round N (CLI `--round N`, the add-in's "after round") may be any round
 *   from 1 to P; rounds after N are cut away (engine `crosstableAfterRound`: they do not
 *   exist for the tie-breaks) and their results are neither used nor checked;
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
}

export interface RoundsSettled {
  /** The crosstable after `afterRound`; undefined when the round asked for cannot be ranked. */
  crosstable: Crosstable | undefined;
  afterRound: number;
  /** The last round paired or played in the source (0 when none). */
  lastPaired: number;
  issues: InputIssue[];
  notes: string[];
  /** With `open`: the games of the round to come without a result, one entry per game. */
  open: PendingGame[];
}

type Prefix = 'grid' | 'trf';

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
  const games = pendingGames(pending);
  const openIn = (round: number) => games.filter((g) => g.round === round);
  const withResults = roundsWithResults(crosstable);
  const lastPaired = games.reduce((last, g) => Math.max(last, g.round), withResults.last);
  const issue = (code: string, severity: InputIssue['severity'], message: string, location = fileLocation): InputIssue => ({
    code: `${prefix}/${code}`,
    severity,
    message,
    location,
  });

  // Nothing paired or played yet (a list of entries): the table is read as it stands.
  if (lastPaired === 0 && request.requested === undefined)
    return { crosstable, afterRound: crosstable.rounds, lastPaired, issues, notes, open: [] };

  let afterRound: number;
  if (request.open && request.requested === undefined && lastPaired > 0) {
    afterRound = lastPaired;
    notes.push(`Round ${lastPaired} is the round to come: ${openIn(lastPaired).length} of its games have no result yet.`);
  } else if (request.requested !== undefined) {
    const n = request.requested;
    if (!Number.isInteger(n) || n < 1 || n > lastPaired) {
      const held = lastPaired === 0 ? 'no round is paired yet' : `rounds 1 to ${lastPaired} are paired or played`;
      pushBounded(
        issues,
        issue(
          'round-out-of-range',
          'error',
          `Standings after round ${n} were asked for, but ${held}; expected a round from 1 to ${lastPaired}.`,
        ),
      );
      return { crosstable: undefined, afterRound: n, lastPaired, issues, notes, open: [] };
    }
    afterRound = n;
    notes.push(
      `Standings after round ${n} (as asked)${n < lastPaired ? `: rounds ${n + 1}${n + 1 < lastPaired ? ` to ${lastPaired}` : ''} are left out` : ''}.`,
    );
  } else {
    const open = openIn(lastPaired);
    afterRound = open.length > 0 ? lastPaired - 1 : lastPaired;
    if (open.length > 0) {
      const total = open.length + withResults.gamesIn(lastPaired);
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
      return { crosstable: undefined, afterRound, lastPaired, issues, notes, open: [] };
    }
    notes.push(
      afterRound === crosstable.rounds
        ? `Standings after round ${afterRound}, the last round.`
        : `Standings after round ${afterRound}${crosstable.rounds > afterRound ? ` of ${crosstable.rounds} scheduled` : ''}: later rounds do not exist for the tie-breaks.`,
    );
  }
  if (request.declared !== undefined && request.declared !== afterRound && request.requested === undefined)
    notes.push(`The source says its ranking is after round ${request.declared}; the results read give round ${afterRound}.`);

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
  const cut = withResults.resultsAfter(afterRound);
  if (cut > 0 && request.requested !== undefined)
    notes.push(`${cut} result${cut === 1 ? '' : 's'} of rounds after round ${afterRound} ${cut === 1 ? 'is' : 'are'} not used.`);
  const open = request.open ? openIn(afterRound) : [];
  return { crosstable: crosstableAfterRound(crosstable, afterRound), afterRound, lastPaired, issues, notes, open };
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

/** Per round: whether anything but `absent` is recorded, and how many games (by the lower-numbered side). */
function roundsWithResults(crosstable: Crosstable): {
  last: number;
  gamesIn: (round: number) => number;
  resultsAfter: (round: number) => number;
} {
  const records = new Array<number>(crosstable.rounds + 1).fill(0);
  const games = new Array<number>(crosstable.rounds + 1).fill(0);
  let last = 0;
  // Plain loops: this runs over every record of every file read (75,000 for 5,000 × 15).
  for (const player of crosstable.players) {
    const rounds = player.rounds;
    for (let index = 0; index < rounds.length; index++) {
      const record = rounds[index]!;
      if (record.kind === 'absent') continue;
      const round = index + 1;
      records[round]!++;
      if (round > last) last = round;
      const opponent = opponentOf(record);
      if (opponent !== undefined) {
        if (opponent > player.id) games[round]!++;
      } else if (record.kind === 'forfeit-win' || record.kind === 'forfeit-loss') games[round]!++;
    }
  }
  return {
    last,
    gamesIn: (round) => games[round] ?? 0,
    resultsAfter: (round) => records.slice(round + 1).reduce((a, b) => a + b, 0),
  };
}
