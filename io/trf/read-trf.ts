import { STANDARD, type Crosstable, type MicroMatchGame, type Player, type PlayOffRecord, type TournamentType } from '../../engine';
import { settleRounds, type PendingGame } from '../after-round';
import { roundsHeld } from '../rounds-held';
import { hasErrors, sortIssues, type InputIssue } from '../issues';
import { checkPairings } from './check-pairings';
import { checkDeclaredPoints, inferPabValue, pabValueNote } from './declared-points';
import { BLOCK, BlockTable } from './block-table';
import { opponentColumn, stateAt, type PlayerLine } from './player-line';
import { FixedLine, MAX_ROUNDS, ROUND_BLOCK_WIDTH, hasSurrogates, roundBlockColumns } from './player-line-layout';
import { readPlayerLine } from './read-player-line';
import { ScoringTable } from './scoring-records';
import { typeFromPairings, typeFromText } from './tournament-type';
import { HEADER_RECORDS, TEAM_RECORDS, classifyRecord, unusedReason } from './trf-records';
import { TrfIssues } from './trf-issues';
import { checkHeaderDate, datesReadNote, type DateRead } from './header-dates';
import { readPlayOffRow } from '../play-off/play-off-rows';
import { readMicroMatchRow } from '../micro-match/micro-match-rows';

export interface ReadTrfOptions {
  /** File name used in issue locations. */
  file?: string;
  /** Rank as after this round (io/after-round.ts); default: the last complete round. */
  round?: number;
  /** The round asked for (else the last paired) is the round to come: its games without results stay open (io/after-round.ts). */
  open?: boolean;
  /** The caller reads the team records itself (readTeamTrf): they are not reported as unsupported. */
  teamRecords?: boolean;
}

export interface ReadTrfResult {
  /** Undefined when any issue is an error: a crosstable read from a broken file would rank wrongly. */
  crosstable: Crosstable | undefined;
  /** Sorted by line and column (the round issues of io/after-round.ts last). */
  issues: InputIssue[];
  /** The rounds the file declares (XXR, 142), else the last round any line has a block for. */
  scheduledRounds?: number;
  /** The round the standings are after, and the last round paired or played in the file. */
  afterRound?: number;
  lastRound?: number;
  /** What was decided about the rounds, in sentences. */
  notes?: string[];
  /** What the file's rounds and its data disagree on (io/after-round.ts `roundNotes`): the doors show these. */
  roundNotes?: string[];
  /** With `open`: the games of the round to come, paired without results (io/after-round.ts). */
  openGames?: PendingGame[];
}

const HEADER_BY_CODE = new Map(HEADER_RECORDS.map((r) => [r.code, r]));

/**
 * TRF text → crosstable (FIDE C.04 Annex 2 TRF-16, with the TRFx records of the JaVaFo
 * Advanced User Manual and the TRF-2026 records of FIDE TEC's "Format of Tournament Report
 * File, Version 2026"). Decode bytes first with `decodeTrfBytes`.
 */
export function readTrf(text: string, options: ReadTrfOptions = {}): ReadTrfResult {
  const issues = new TrfIssues(options.file);
  const meta: Record<string, string> = {};
  const scoring = new ScoringTable();
  const playerLines: PlayerLine[] = [];
  const blocks = new BlockTable(text.length / ROUND_BLOCK_WIDTH);
  /** The line of each starting number read, by starting number (at most 4 digits). */
  const lineOfPlayer: number[] = [];
  const typeRecords: { text: string; line: number }[] = [];
  const roundCounts: { code: string; value: number; line: number }[] = [];
  const otherRecords = new Map<string, { kind: 'unknown' | 'unsupported'; line: number; count: number }>();
  let playerLineCount = 0;

  // Most files have no character outside the BMP: their lines are not searched for one each.
  const surrogates = hasSurrogates(text);
  // Line ends: CR LF, LF or CR. A file without CR (most) is split on LF alone, without a regex.
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  // TRF-2026 172 "FED MODE": records named by that federation code carry national ratings.
  const nationalCode = lines
    .find((l) => l.startsWith('172'))
    ?.slice(4, 7)
    .trim();

  // lichess writes a game in progress as Z with its opponent (read-round-block.ts); its files say "032 Lichess".
  const dialect = { ongoingZ: lines.some((l) => l.startsWith('032') && l.slice(4).trim().toLowerCase() === 'lichess') };

  const readPlayer = (raw: string, lineNumber: number): void => {
    playerLineCount++;
    const read = readPlayerLine(new FixedLine(raw, surrogates), lineNumber, blocks, issues, dialect);
    if (!read) return;
    const earlier = lineOfPlayer[read.player.id];
    if (earlier !== undefined) {
      issues.add(
        'trf/duplicate-start-number',
        lineNumber,
        read.startNumberColumn,
        `starting number ${read.player.id} is already used on line ${earlier}, expected each player once`,
      );
      return;
    }
    lineOfPlayer[read.player.id] = lineNumber;
    playerLines.push(read);
  };

  // `### play-off STAGE WHITE BLACK RESULT` comment lines (io/play-off): read once the players are known.
  const playOffLines: { text: string; line: number }[] = [];
  // `### micro-match ROUND STAGE WHITE BLACK RESULT` lines (io/micro-match), likewise.
  const microMatchLines: { text: string; line: number }[] = [];
  // How a date not written YYYY/MM/DD was read (lichess's "Mar 1, 2026"): said with the round notes the doors show.
  const datesRead: DateRead[] = [];
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    if (raw.startsWith('001')) {
      readPlayer(raw, lineNumber);
      return;
    }
    if (PLAY_OFF_LINE.test(raw)) playOffLines.push({ text: raw.replace(PLAY_OFF_LINE, ''), line: lineNumber });
    if (MICRO_MATCH_LINE.test(raw)) microMatchLines.push({ text: raw.replace(MICRO_MATCH_LINE, ''), line: lineNumber });
    if (!/\S/.test(raw)) return;
    const code = raw.slice(0, 3);
    const value = raw.slice(4).trimEnd();
    const header = HEADER_BY_CODE.get(code);
    if (header) {
      meta[header.key] = header.repeatable && meta[header.key] !== undefined ? `${meta[header.key]}\n${value}` : value;
      if (code === '192') typeRecords.push({ text: value, line: lineNumber });
      if (code === '042' || code === '052') {
        const read = checkHeaderDate(code, raw, lineNumber, issues);
        if (read) {
          meta[header.key] = read.value;
          datesRead.push(read);
        }
      }
      return;
    }
    switch (code) {
      case '092':
        typeRecords.unshift({ text: value, line: lineNumber }); // 092 before any 192
        return;
      case 'XXR':
      case '142': {
        const count = value.trim();
        if (/^\d{1,2}$/.test(count)) roundCounts.push({ code, value: Number(count), line: lineNumber });
        else {
          const column = new FixedLine(raw).firstFilled({ from: 5, to: Math.max(5, raw.length) });
          const shown = count.length > 20 ? `${count.slice(0, 20)}…` : count;
          issues.add(
            'trf/bad-round-count',
            lineNumber,
            column,
            `found "${shown}" as the number of rounds, expected a whole number from 0 to ${MAX_ROUNDS}`,
          );
        }
        return;
      }
      case 'XXS':
        scoring.readXxs(new FixedLine(raw), lineNumber, issues);
        return;
      case '162':
        scoring.read162(new FixedLine(raw), lineNumber, issues);
        return;
    }
    if (options.teamRecords && (TEAM_RECORDS as readonly string[]).includes(code)) return;
    const kind = code === nationalCode ? 'unsupported' : classifyRecord(code);
    if (kind === 'unknown' || kind === 'unsupported') {
      const seen = otherRecords.get(code);
      if (seen) seen.count++;
      else otherRecords.set(code, { kind, line: lineNumber, count: 1 });
    }
  });

  for (const [code, { kind, line, count }] of otherRecords) {
    const times = count === 1 ? '' : ` (${count} lines)`;
    if (kind === 'unknown') {
      issues.add(
        'trf/unknown-record',
        line,
        1,
        `found record code "${code}"${times}, expected a TRF-16, TRFx or TRF-2026 record such as 001, 012, XXR; lines ignored`,
      );
    } else {
      issues.add('trf/unsupported-record', line, 1, `record ${code}${times} ignored: ${unusedReason(code)}`);
    }
  }

  if (playerLineCount === 0) {
    issues.add('trf/no-players', 1, 1, 'found no 001 player line, expected one 001 line per player');
  }

  const { rounds, schedule } = scheduledRounds(roundCounts, playerLines, issues);
  // Loops over every line use forEach: a for-of loop over 5,000 lines in a function that runs
  // once allocates an iterator result per line.
  playerLines.forEach((line) => fitToSchedule(line, rounds, issues));
  playerLines.sort((a, b) => a.player.id - b.player.id);
  const players = playerLines.map((l) => l.player);

  const explicitPoints = scoring.toPointSystem(issues);
  const crosstable: Crosstable = {
    ...(meta.name === undefined ? {} : { name: meta.name }),
    type: tournamentType(typeRecords, players, issues),
    rounds,
    players,
    pointSystem: explicitPoints ?? STANDARD,
    meta,
  };
  checkPairings(playerLines, blocks, crosstable, issues);
  const pabRead = explicitPoints ? undefined : inferPabValue(playerLines, crosstable);
  if (pabRead) crosstable.pointSystem = pabRead.pointSystem;
  checkDeclaredPoints(playerLines, crosstable, issues, lastRoundPaired(crosstable, playerLines));
  const playOff = readPlayOffLines(playOffLines, players, options.file, issues);
  if (playOff) crosstable.playOff = playOff;
  const microMatches = readMicroMatchLines(microMatchLines, players, options.file, issues);
  if (microMatches.length > 0) crosstable.microMatches = microMatches;

  // The standings are after the last complete round, or the round asked for (io/after-round.ts).
  const pending: PendingGame[] = [];
  playerLines.forEach((line) =>
    line.pending?.forEach((game) => {
      if (game.oneSided) return;
      pending.push({
        round: game.round,
        player: line.player.id,
        opponent: game.opponent,
        ...(game.colour && { colour: game.colour }),
        location: {
          kind: 'text',
          line: line.lineNumber,
          column: roundBlockColumns(game.round).result,
          ...(options.file === undefined ? {} : { file: options.file }),
        },
      });
    }),
  );
  const roundsLine = roundCounts[0]?.line ?? playerLines[0]?.lineNumber ?? 1;
  const settled = settleRounds(
    crosstable,
    pending,
    {
      ...(options.round !== undefined && { requested: options.round }),
      ...(options.open && { open: true }),
      ...(schedule !== undefined && { schedule }),
    },
    'trf',
    {
      kind: 'text',
      line: roundsLine,
      column: 1,
      ...(options.file === undefined ? {} : { file: options.file }),
    },
  );
  // An error in a round after the standings' round blocks nothing (io/later-rounds.ts).
  const standings = settled.crosstable && { afterRound: settled.afterRound, asked: options.round !== undefined };
  const sorted = sortIssues([...issues.sorted(standings), ...settled.issues]);
  // Each game is on both its lines.
  let ongoingBlocks = 0;
  playerLines.forEach((line) => line.pending?.forEach((game) => (ongoingBlocks += game.ongoingZ && !game.oneSided ? 1 : 0)));
  const ongoing = Math.ceil(ongoingBlocks / 2);
  const datesNote = datesReadNote(datesRead);
  const ongoingNotes =
    ongoing > 0
      ? [
          `lichess wrote the file (032 Lichess): ${ongoing === 1 ? 'the game' : `the ${ongoing} games`} written Z with an opponent ${ongoing === 1 ? 'is' : 'are'} in progress, read as paired without result.`,
        ]
      : [];
  const dateNotes = datesNote === undefined ? [] : [datesNote];
  // A bye's value read from the points column is a reading of the file: said with the others.
  if (pabRead) dateNotes.push(pabValueNote(pabRead.pointSystem.pab, pabRead.players));
  const roundNotes = [...ongoingNotes, ...settled.roundNotes, ...dateNotes];
  return {
    crosstable: hasErrors(sorted) ? undefined : settled.crosstable,
    issues: sorted,
    scheduledRounds: rounds,
    afterRound: settled.afterRound,
    lastRound: settled.lastPaired,
    notes: [...ongoingNotes, ...settled.notes, ...dateNotes],
    roundNotes,
    ...(options.open && { openGames: settled.open }),
  };
}

/** The last round with a game, played or pending (io/rounds-held.ts); byes entered ahead do not count. */
function lastRoundPaired(crosstable: Crosstable, lines: readonly PlayerLine[]): number {
  let last = roundsHeld(crosstable).lastGame;
  lines.forEach((line) => line.pending?.forEach((game) => (last = Math.max(last, game.round))));
  return last === 0 ? Infinity : last;
}

/**
 * XXR (JaVaFo) or 142 (TRF-2026), with how the file states it ("XXR 9"); without either, the
 * last round any line has a block for, and no statement.
 */
function scheduledRounds(
  counts: readonly { code: string; value: number; line: number }[],
  lines: readonly PlayerLine[],
  issues: TrfIssues,
): { rounds: number; schedule?: string } {
  const declared = counts.find((c) => c.code === 'XXR') ?? counts[0];
  const conflicting = counts.find((c) => c.value !== declared?.value);
  if (declared && conflicting) {
    issues.add(
      'trf/conflicting-round-count',
      conflicting.line,
      5,
      `${conflicting.code} says ${conflicting.value} rounds but ${declared.code} (line ${declared.line}) says ${declared.value}; ${declared.value} is used`,
    );
  }
  if (declared) return { rounds: declared.value, schedule: `${declared.code} ${declared.value}` };
  let last = 0;
  lines.forEach((line) => {
    for (let round = line.blockCount; round > last; round--) {
      if (stateAt(line, round) !== BLOCK.blank) {
        last = round;
        break;
      }
    }
  });
  return { rounds: last };
}

/**
 * A line's rounds as scheduled: a block after the last round is reported when it holds a
 * result, then dropped; rounds the line stops short of read absent.
 */
function fitToSchedule(line: PlayerLine, rounds: number, issues: TrfIssues): void {
  const player = line.player;
  for (let round = rounds + 1; round <= line.blockCount; round++) {
    const state = stateAt(line, round);
    if (state === BLOCK.blank || state === BLOCK.faulty) continue;
    line.scoreUnknown = true;
    issues.add(
      'trf/round-beyond-schedule',
      line.lineNumber,
      opponentColumn(line, round),
      `found a result for round ${round}, expected at most ${rounds} rounds (the number of rounds the file declares)`,
      { round, onlyWhenAsked: true },
    );
  }
  if (line.blockCount > rounds) {
    line.blockCount = rounds;
    player.rounds.length = rounds;
    const kept = line.pending?.filter((game) => game.round <= rounds);
    line.pending = kept && kept.length > 0 ? kept : undefined;
  }
  while (player.rounds.length < rounds) player.rounds.push({ kind: 'absent' });
}

function tournamentType(
  records: readonly { text: string; line: number }[],
  players: Crosstable['players'],
  issues: TrfIssues,
): TournamentType {
  for (const record of records) {
    const type = typeFromText(record.text);
    if (type) return type;
  }
  const inferred = typeFromPairings(players);
  const first = records[0];
  if (first) {
    issues.add(
      'trf/unknown-tournament-type',
      first.line,
      5,
      `found tournament type "${first.text}", expected words such as Swiss, Round-Robin or Double Round-Robin; read as ${inferred} from the pairings`,
    );
  }
  return inferred;
}

/** A play-off line: a TRF comment (`###`, which FIDE's tools and other readers skip), then "play-off". */
const PLAY_OFF_LINE = /^###\s*play-off\s+/i;

/** `### play-off 1 3 7 1-0` · `### play-off not held`: the play-off games the arbiter recorded (docs/inputs.md). */
function readPlayOffLines(
  lines: readonly { text: string; line: number }[],
  players: readonly Player[],
  file: string | undefined,
  issues: TrfIssues,
): PlayOffRecord | undefined {
  if (lines.length === 0) return undefined;
  const record: PlayOffRecord = { games: [] };
  for (const { text, line } of lines) {
    const cells = /^not\s+held\s*$/i.test(text) ? ['not held'] : text.trim().split(/\s+/);
    const row = readPlayOffRow(cells, players, `${file ?? 'TRF'}:${line}`);
    if (row.kind === 'not-held') record.notHeld = true;
    else if (row.kind === 'game') record.games.push(row.game);
    else issues.add('trf/bad-play-off-line', line, 1, `play-off line: ${row.message}`);
  }
  return record;
}

/** A micro-match line: a TRF comment, then "micro-match". */
const MICRO_MATCH_LINE = /^###\s*micro-match\s+/i;

/** `### micro-match 2 3 1 2 1-1`: the games of each round's micro-match after its own game (docs/inputs.md). */
function readMicroMatchLines(
  lines: readonly { text: string; line: number }[],
  players: readonly Player[],
  file: string | undefined,
  issues: TrfIssues,
): MicroMatchGame[] {
  const games: MicroMatchGame[] = [];
  for (const { text, line } of lines) {
    const row = readMicroMatchRow(text.trim().split(/\s+/), players, `${file ?? 'TRF'}:${line}`);
    if (row.kind === 'game') games.push(row.game);
    else issues.add('trf/bad-micro-match-line', line, 1, `micro-match line: ${row.message}`);
  }
  return games;
}
