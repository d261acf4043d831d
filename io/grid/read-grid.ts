import { PlayerMap, STANDARD, type Crosstable, type PointSystem, pushAll } from '../../engine';
import { columnLetters, sortIssues, type InputIssue } from '../issues';
import { buildPlayers } from './build-players';
import type { CellValue } from './cell-value';
import { chooseLayout } from './choose-layout';
import type { DraftCell } from './draft-cell';
import { HEADER_SEARCH_ROWS, findHeaderRow, keepAsField, type HeaderStructure } from './header-row';
import { emptyLayout, type DetectedLayout, type LayoutName, type OpponentNumbering } from './layout';
import { chooseNumbering, readPlayerRows, referencesOf, type PlayerRow, type References } from './player-rows';
import { resolveOpponents } from './resolve';
import { readRoundCells } from './round-cells';
import { plainRoundColumns, singleRoundColumns, type RoundColumns } from './round-columns';
import { readRoundRobin, roundRobinRound } from './round-robin';
import { addressOf, gridSheet, issueAt, locationAt, sheetColumn, sheetRow, textAt, type GridSheet } from './sheet';
import { inferTournamentType } from './tournament-type';
import { validateCrosstable } from './validate';
import { settleRounds, type PendingGame } from '../after-round';
import { MAX_COLUMNS, MAX_ROUNDS } from '../limits';
import { detectSheetLanguage, detectSheetOrigin, type SheetLanguage } from './chess-results-export';
import { checkPendingGames } from './pending-games';
import { demoteLaterRoundCells } from './later-round-cells';
import { readEventFacts, type EventFacts } from './event-facts';

export interface ReadGridOptions {
  /** The worksheet's name, for cell addresses ('Crosstable'!F9). */
  sheet: string;
  /** 1-based worksheet address of cells[0][0]; A1 by default. */
  origin?: { row: number; column: number };
  /** `auto` (default) detects the layout from the header and the cells. */
  layout?: 'auto' | LayoutName;
  /** What numbers in round cells refer to; `auto` (default) decides from the header. */
  opponentNumbers?: 'auto' | OpponentNumbering;
  /**
   * How the tournament scores: the point system the title rows Regula writes give
   * (event-facts.ts), else 1-½-0. Results written as points are read in it.
   */
  pointSystem?: PointSystem;
  /** The language of a chess-results export (`en`, `de`, … chess-results-languages.ts); `auto` (default) detects it. */
  language?: string;
  /** Rank as after this round (io/after-round.ts); default: the last complete round. */
  round?: number;
  /** The round asked for (else the last paired) is the round to come: its games without results stay open (io/after-round.ts). */
  open?: boolean;
}

export interface GridReading {
  /**
   * The crosstable, whenever the header, an unambiguous set of round columns and the
   * player rows were understood (undefined after grid/no-header, grid/no-round-columns,
   * grid/no-players, grid/layout-mismatch, grid/missing-round-column and
   * grid/duplicate-round-column). When `issues` holds errors it is a preview only:
   * every cell with an error reads as `absent`, and rows whose number is unusable are
   * left out. Rank nothing until `hasErrors(issues)` is false.
   */
  crosstable: Crosstable | undefined;
  layout: DetectedLayout;
  /** Sorted by worksheet row, then column. */
  issues: InputIssue[];
  /** With `open`: the games of the round to come, paired without results. */
  openGames?: PendingGame[];
}

/**
 * Reads a crosstable from a block of cell values (an Excel range or a parsed CSV):
 * finds the header row, decides the layout and what opponent numbers refer to, reads
 * every round cell, and checks the result — unknown tokens, unknown opponents, games
 * that do not mirror, players twice in a round, duplicate numbers, declared points —
 * reporting each problem at its cell. Nothing is guessed silently: every decision is
 * in `layout.notes`, every doubt in `issues`.
 */
export function readGrid(cells: CellValue[][], options: ReadGridOptions): GridReading {
  const sheet = gridSheet(cells, options.sheet, options.origin);
  const layout = emptyLayout(options.sheet);
  const issues: InputIssue[] = [];
  const done = (crosstable?: Crosstable): GridReading => ({ crosstable, layout, issues: sortIssues(issues) });

  if (sheet.cutColumns)
    issues.push(
      issueAt(
        sheet,
        0,
        MAX_COLUMNS,
        'grid/too-wide',
        `Cells right of column ${columnLetters(sheet.originColumn + MAX_COLUMNS - 1)} are not read: a crosstable has at most ${MAX_COLUMNS} columns.`,
        'warning',
      ),
    );
  const search = findHeaderRow(sheet);
  if (search.kind !== 'found') {
    const lastColumn = Math.max(1, sheet.width);
    const range = `${columnLetters(sheet.originColumn)}${sheet.originRow}:${columnLetters(sheet.originColumn + lastColumn - 1)}${sheet.originRow + Math.max(search.scanned, 1) - 1}`;
    issues.push(
      search.kind === 'none'
        ? issueAt(
            sheet,
            0,
            0,
            'grid/no-header',
            `No header row found in '${options.sheet}'!${range} (the first ${HEADER_SEARCH_ROWS} rows): expected a row with a name column (Name, Player, Spieler, Nom) and round columns (Rd 1, 1.Rd, R1, R1 Opp) or player columns 1, 2, 3.`,
          )
        : issueAt(
            sheet,
            search.rowIndex,
            0,
            'grid/no-round-columns',
            `Row ${sheetRow(sheet, search.rowIndex)} names players but has no round columns: expected headers such as Rd 1, 1.Rd, R1, R1 Opp / R1 Col / R1 Res, or player columns 1, 2, 3 of a round-robin grid.`,
          ),
    );
    return done();
  }
  const header = search.header;
  layout.headerRow = sheetRow(sheet, header.rowIndex);
  const facts = readEventFacts(sheet, header.rowIndex);
  pushAll(issues, facts.issues);
  if (facts.note) layout.notes.push(facts.note);
  const system = options.pointSystem ?? facts.pointSystem ?? STANDARD;
  if (options.pointSystem && facts.pointSystem && options.pointSystem.name !== facts.pointSystem.name)
    layout.notes.push(`Points are read as ${options.pointSystem.name}, as asked, not as the title rows' ${facts.pointSystem.name}.`);
  layout.columns = detectedColumns(sheet, header);

  const roundish = [
    ...header.rounds.values(),
    ...header.numbers.values(),
    ...[...header.parts.values()].flatMap((m) => [...m.values()]),
  ].flat();
  const table = readPlayerRows(sheet, header, roundish);
  pushAll(issues, table.issues);
  layout.playerRows = table.rows.map((r) => sheetRow(sheet, r.rowIndex));
  layout.playerIds = header.fixed['start-number'] !== undefined ? 'start-number' : 'line-number';
  if (table.rows.length === 0) {
    issues.push(
      issueAt(
        sheet,
        header.rowIndex,
        header.fixed.name!,
        'grid/no-players',
        `No player rows below the header in row ${layout.headerRow}: expected rows with a name and round cells.`,
      ),
    );
    return done();
  }

  const numbering = chooseNumbering(header, table.rows, options.opponentNumbers ?? 'auto');
  layout.notes.push(numbering.note);
  if (numbering.numbering === undefined) {
    issues.push(issueAt(sheet, header.rowIndex, header.fixed.name!, 'grid/layout-mismatch', numbering.note));
    return done();
  }
  layout.opponentNumbers = numbering.numbering;

  const origin = detectSheetOrigin(sheet, header, table.rows, facts.rows);
  layout.chessResults = origin.chessResults;
  // The colour letters are read from every round cell: only when a layout has letters to read.
  let sheetLanguage: SheetLanguage | undefined;
  const languageOf = () =>
    (sheetLanguage ??= detectSheetLanguage(sheet, header, table.rows, roundish, options.language ?? 'auto', origin.chessResults));

  const choice = chooseLayout(sheet, header, table.rows, numbering.numbering, options.layout ?? 'auto', system, () => languageOf().letters);
  pushAll(layout.notes, choice.notes);
  if (choice.layout === undefined) {
    issues.push(choice.issue);
    return done();
  }
  layout.name = choice.layout;
  settleColumns(header, choice.layout, choice.bareRounds, layout.notes);
  layout.columns = detectedColumns(sheet, header);

  let drafts: Map<PlayerRow, DraftCell[]>;
  let rounds: number;
  let roundColumns: RoundColumns | undefined;
  let roundsByGames: number | undefined;
  if (choice.layout === 'round-robin') {
    const rr = readRoundRobin(sheet, header, table.rows, numbering.numbering, system);
    pushAll(issues, rr.issues);
    pushAll(layout.notes, rr.notes);
    drafts = rr.cells;
    rounds = rr.rounds;
    roundsByGames = rr.roundsByGames;
    layout.tournamentType = rr.gamesPerPairing === 2 ? 'double-round-robin' : 'round-robin';
  } else {
    if (facts.type) layout.tournamentType = facts.type;
    const structure = choice.layout === 'plain' ? plainRoundColumns(sheet, header) : singleRoundColumns(sheet, header, choice.bareRounds);
    pushAll(issues, structure.issues);
    // A skipped or doubled round column leaves no sure reading of the rounds: stop here.
    if (structure.issues.length > 0) return done();
    roundColumns = structure.columns;
    const columns = dropUnplayedRounds(sheet, table.rows, structure.columns, layout.notes);
    const letters = choice.layout === 'swiss-manager' ? languageOf().letters : undefined;
    const read = readRoundCells(sheet, table.rows, choice.layout, columns.read, system, letters);
    pushAll(issues, read.issues);
    // The language decides the colour letters of chess-results / Swiss-Manager cells; other layouts have none.
    if (choice.layout === 'swiss-manager') {
      const { notes, language } = languageOf();
      pushAll(layout.notes, notes);
      if (language) layout.language = { code: language.code, name: language.name };
    }
    if (read.empty.length > 0) issues.push(emptyRoundsIssue(sheet, read.empty));
    drafts = read.cells;
    rounds = structure.columns.columns.length;
    for (const draft of drafts.values()) while (draft.length < rounds) draft.push({ record: { kind: 'absent' } });
  }
  layout.rounds = rounds;

  const references = referencesOf(table, numbering.numbering);
  // The numbers that exist, for the message about an unknown one: sorted when the first is reported.
  let range: string | undefined;
  const resolution = resolveOpponents(sheet, table.rows, drafts, references, {
    noun: numbering.numbering === 'line' ? 'line number' : 'starting number',
    get range() {
      return (range ??= rangeOf(references));
    },
  });
  pushAll(issues, resolution.issues);
  pushAll(layout.notes, resolution.notes);
  for (const resolved of resolution.rows) layout.playerRowOf[resolved.id] = sheetRow(sheet, resolved.row.rowIndex);

  const built = buildPlayers(sheet, header, resolution.rows);
  pushAll(issues, built.issues);
  const crosstable: Crosstable = {
    ...(facts.name !== undefined && { name: facts.name }),
    type: layout.tournamentType ?? 'swiss',
    rounds,
    players: built.players,
    pointSystem: system,
    meta: metaOf(layout, sheet, header.rowIndex, facts, roundsByGames !== undefined),
  };
  if (facts.rounds !== undefined && facts.rounds !== rounds)
    layout.notes.push(`The title rows give ${facts.rounds} rounds; the grid has ${rounds} round columns, which are read.`);
  if (layout.tournamentType === undefined) {
    const inferred = inferTournamentType(crosstable.players, rounds);
    crosstable.type = inferred.type;
    layout.tournamentType = inferred.type;
    layout.notes.push(inferred.note);
  }

  const numberOfId = new PlayerMap<number | undefined>();
  for (const row of table.rows)
    if (row.id !== undefined) numberOfId.set(row.id, numbering.numbering === 'line' ? row.line : row.startNumber);
  const numberOf = (id: number) => numberOfId.get(id);
  pushAll(
    issues,
    validateCrosstable({
      sheet,
      crosstable,
      rows: resolution.rows,
      unreadable: resolution.unreadable,
      numberOf,
      pointsColumn: header.fixed.points,
      roundPrefix: roundPrefixOf(layout),
    }),
  );
  const pendingCheck = checkPendingGames(sheet, resolution.rows, resolution.pending, numberOf);
  pushAll(issues, pendingCheck.issues);
  if (origin.chessResults) quietFooter(issues, table.rows, sheet, layout.notes);

  // The standings are after the last complete round, or the round asked for (io/after-round.ts).
  const requested =
    layout.name === 'round-robin' ? roundRobinRound(options.round, roundsByGames ?? rounds, sheet, header, issues) : options.round;
  const settled = settleRounds(
    crosstable,
    resolution.pending.filter((game) => !pendingCheck.oneSided.has(game)),
    {
      ...(requested !== undefined && { requested }),
      ...(origin.declaredRound !== undefined && { declared: origin.declaredRound }),
      ...(options.open && { open: true }),
    },
    'grid',
    locationAt(sheet, header.rowIndex, header.fixed.name!),
  );
  // An error in a round after the standings' round blocks nothing (io/later-rounds.ts).
  const standings = settled.crosstable && { afterRound: settled.afterRound, asked: options.round !== undefined };
  demoteLaterRoundCells(issues, sheet, roundColumns, header.rowIndex, standings);
  pushAll(issues, settled.issues);
  pushAll(layout.notes, settled.notes);
  if (settled.roundNotes.length > 0) layout.roundNotes = settled.roundNotes;
  layout.afterRound = settled.afterRound;
  layout.lastRound = settled.lastPaired;
  return options.open ? { ...done(settled.crosstable), openGames: settled.open } : done(settled.crosstable);
}

/** One warning for every empty round cell read as not paired (swiss-manager.ts), at the first of them. */
function emptyRoundsIssue(sheet: GridSheet, cells: readonly { rowIndex: number; columnIndex: number }[]): InputIssue {
  const first = cells[0]!;
  const shown = cells.slice(0, 6).map((c) => addressOf(sheet, c.rowIndex, c.columnIndex).replace(/^.*!/, ''));
  const more = cells.length > shown.length ? `, … (${cells.length} cells)` : '';
  return issueAt(
    sheet,
    first.rowIndex,
    first.columnIndex,
    'grid/empty-round',
    `${cells.length === 1 ? 'An empty round cell' : `${cells.length} empty round cells`} (${shown.join(', ')}${more}) read as not paired in that round; expected a result, a bye (-1, -½) or 0 / -0 for not paired.`,
    'warning',
  );
}

/**
 * The lines chess-results adds under the table (an empty row, "You find all details to
 * this tournament under …", "Chess-Tournament-Results-Server: Chess-Results", a legend
 * "Annotation: Tie Break1 …") are the export's own, not skipped players: one note says
 * they were not read, instead of a warning each.
 */
function quietFooter(issues: InputIssue[], rows: readonly PlayerRow[], sheet: GridSheet, notes: string[]): void {
  const last = rows.length === 0 ? -1 : sheetRow(sheet, rows[rows.length - 1]!.rowIndex);
  // One pass keeping the others in order (a splice each would be quadratic in a long footer).
  let kept = 0;
  for (const issue of issues) {
    const footer = issue.code === 'grid/skipped-row' && issue.location.kind === 'cell' && issue.location.row > last;
    if (!footer) issues[kept++] = issue;
  }
  const quieted = issues.length - kept;
  issues.length = kept;
  if (quieted > 0) notes.push(`${quieted} line${quieted === 1 ? '' : 's'} under the table (the export's footer) not read.`);
}

function detectedColumns(sheet: GridSheet, header: HeaderStructure): DetectedLayout['columns'] {
  return [...header.columns]
    .sort((a, b) => a.index - b.index)
    .map((c) => ({
      column: sheetColumn(sheet, c.index),
      address: addressOf(sheet, header.rowIndex, c.index),
      header: c.header,
      role: c.role,
    }));
}

/**
 * Once the layout is known, bare-number columns become player or round columns, and
 * round-like columns the layout does not read (a `Rd 1` column beside a grid, a bare
 * `1` beside `Rd` columns) are kept in Player.fields — an unused column is never
 * dropped without trace (docs/architecture.md: unknown is never ignored).
 */
function settleColumns(header: HeaderStructure, layout: LayoutName, bareRounds: boolean, notes: string[]): void {
  const unused: number[] = [];
  for (const column of header.columns) {
    const role = column.role;
    if (role.kind === 'number') {
      if (layout === 'round-robin') column.role = { kind: 'player', number: role.number };
      else if (layout !== 'plain' && bareRounds && role.number <= MAX_ROUNDS) column.role = { kind: 'round', round: role.number };
      else unused.push(column.index);
    } else if (role.kind === 'round' && (layout === 'round-robin' || layout === 'plain')) unused.push(column.index);
    else if (role.kind === 'round-part' && layout !== 'plain') unused.push(column.index);
  }
  const byIndex = new Map(header.columns.map((c) => [c.index, c]));
  for (const index of unused) {
    const column = byIndex.get(index)!;
    keepAsField(header, index, column.header, column.header, column);
    notes.push(`Column '${column.header}' is not read as part of the ${layout} layout; it is kept as a player field.`);
  }
  if (unused.length === 0) return;
  const unusedSet = new Set(unused);
  const drop = (map: Map<number, number[]>) => {
    for (const [key, list] of map) {
      const kept = list.filter((i) => !unusedSet.has(i));
      if (kept.length === 0) map.delete(key);
      else map.set(key, kept);
    }
  };
  if (layout !== 'round-robin' && !bareRounds) drop(header.numbers);
  if (layout === 'round-robin' || layout === 'plain') drop(header.rounds);
}

/**
 * Round columns at the end in which no player has anything are rounds not played yet:
 * their records are `absent` (Crosstable.rounds counts scheduled rounds) and their empty
 * cells are not errors. An empty round column followed by played rounds is read as usual.
 */
function dropUnplayedRounds(sheet: GridSheet, rows: readonly PlayerRow[], columns: RoundColumns, notes: string[]): { read: RoundColumns } {
  const filled = (round: number) => {
    const c = columns.columns[round - 1]!;
    const indexes = typeof c === 'number' ? [c] : [c.opponent, c.result, ...(c.colour === undefined ? [] : [c.colour])];
    return rows.some((row) => indexes.some((i) => textAt(sheet, row.rowIndex, i) !== ''));
  };
  let played = columns.columns.length;
  while (played > 0 && !filled(played)) played--;
  if (played === columns.columns.length) return { read: columns };
  const which =
    played + 1 === columns.columns.length ? `Round ${played + 1} has` : `Rounds ${played + 1} to ${columns.columns.length} have`;
  notes.push(`${which} no results yet: read as not played (absent).`);
  return { read: { ...columns, columns: columns.columns.slice(0, played) } as RoundColumns };
}

/**
 * What the sheet says about the event besides the players: the layout, and the text of
 * the rows above the header (a title such as "Final Standings, K-12 Section of a GSQT"),
 * where a per-section table finds its section when none is named.
 */
function metaOf(
  layout: DetectedLayout,
  sheet: GridSheet,
  headerIndex: number,
  facts: EventFacts,
  byGames: boolean,
): Record<string, string> {
  const meta: Record<string, string> = { ...facts.meta, 'source-layout': layout.name ?? '' };
  if (layout.name === 'round-robin')
    meta['round-order'] = byGames ? 'by games played; the grid gives no rounds' : 'Berger table (C.05 Annex 1); the grid gives no rounds';
  const title: string[] = [];
  for (let r = 0; r < headerIndex; r++) {
    if (facts.rows.has(r)) continue;
    for (let c = 0; c < sheet.width; c++) if (textAt(sheet, r, c) !== '') title.push(textAt(sheet, r, c));
  }
  if (title.length > 0) meta['title'] = title.join(' ');
  return meta;
}

/** Messages about a round-robin grid name the game, not its (assumed Berger) round. */
function roundPrefixOf(layout: DetectedLayout): (round: number) => string {
  if (layout.name !== 'round-robin') return (round) => `Round ${round}: `;
  if (layout.tournamentType !== 'double-round-robin') return () => '';
  const cycle = layout.rounds / 2;
  return (round) => (round <= cycle ? 'First cycle: ' : 'Second cycle: ');
}

/** "1 to 16", "1, 2, 5", or "no numbers": the numbers opponents can be referred to by. */
function rangeOf(references: References): string {
  const numbers = [...new Set([...references.ids.keys(), ...references.blocked])].sort((a, b) => a - b);
  return numbers.length === 0 ? 'no numbers' : rangeText(numbers);
}

function rangeText(numbers: readonly number[]): string {
  const contiguous = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
  if (contiguous && numbers.length >= 3) return `${numbers[0]} to ${numbers[numbers.length - 1]}`;
  return numbers.length <= 12 ? numbers.join(', ') : `${numbers.slice(0, 12).join(', ')}, …`;
}
