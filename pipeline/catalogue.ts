import { languageMessages } from '../dsl';
import { ENGINE_ISSUES } from '../engine';
import {
  CHESS_JSON_ISSUES,
  GRID_ISSUES,
  MATCH_ISSUES,
  PAIRINGS_ISSUES,
  PGN_ISSUES,
  SECTION_ISSUES,
  TEAM_CROSSTABLE_ISSUES,
  TRF_ISSUES,
  WORKBOOK_ISSUES,
} from '../io';

/*
 * The message catalogue (docs/architecture.md: stable codes, one catalogue): every code a layer
 * below the doors can report — the regulation language's, the readers', the engine's — with
 * what it means and what to do. Each layer keeps its own table next to the code that reports
 * (typed, so a code cannot be reported without its entry); this puts them together for the
 * doors (the fix under an error, `regula help CODE`, the add-in's problem list) and for
 * docs/diagnostics.md. The doors add their own codes (cli/cli-messages.ts,
 * addin/excel/host-issues.ts).
 */

export interface CatalogueEntry {
  code: string;
  /** The severity the code is reported with; absent where it depends on the case. */
  severity?: 'error' | 'warning' | 'note';
  /** What happened, in plain words (the language's entries: the message with ‹placeholders›). */
  meaning: string;
  /** What to do. */
  fix: string;
}

export interface CatalogueArea {
  /** A heading for the docs: "Regulation language", "TRF files"… */
  title: string;
  /** Where these are reported, for the docs. */
  about: string;
  entries: CatalogueEntry[];
}

type Table = Readonly<Record<string, { readonly meaning: string; readonly fix: string; readonly severity?: 'error' | 'warning' | 'note' }>>;

/** A layer's table as catalogue entries, in its order. */
export function entriesOf(table: Table): CatalogueEntry[] {
  return Object.entries(table).map(([code, e]) => ({
    code,
    ...(e.severity !== undefined && { severity: e.severity }),
    meaning: e.meaning,
    fix: e.fix,
  }));
}

let areas: CatalogueArea[] | undefined;

/** The catalogue of the layers below the doors, by area. */
export function catalogueAreas(): CatalogueArea[] {
  areas ??= [
    {
      title: 'Regulation language',
      about:
        "`regula check`, every command that reads a regulation, and the add-in's editor: `FILE:LINE:COLUMN: SEVERITY dsl/CODE: MESSAGE`.",
      entries: languageMessages().map((m) => ({ code: m.code, severity: m.severity, meaning: m.message, fix: m.fix })),
    },
    {
      title: 'TRF files',
      about: 'The TRF reader, at the line and column of the field: `FILE:LINE:COLUMN: SEVERITY trf/CODE: MESSAGE`.',
      entries: entriesOf(TRF_ISSUES),
    },
    {
      title: 'PGN files',
      about:
        'The PGN reader (the games of an event: broadcasts, TWIC, lichess exports), at the line and column of the tag: `FILE:LINE:COLUMN: SEVERITY pgn/CODE: MESSAGE`.',
      entries: entriesOf(PGN_ISSUES),
    },
    {
      title: 'Chess-JSON files',
      about:
        'The Chess-JSON reader (FIDE TEC\'s `"filetype": "Event"`), at the line and column of the value, with its place in the file: `FILE:LINE:COLUMN: SEVERITY chess-json/CODE: event.tournaments[0].gameList[3].wResult: MESSAGE`.',
      entries: entriesOf(CHESS_JSON_ISSUES),
    },
    {
      title: 'Crosstables in sheets and CSV files',
      about: "The grid reader, at the cell: `'Sheet'!F9: SEVERITY grid/CODE: MESSAGE` (a CSV file's cells by line and column).",
      entries: entriesOf(GRID_ISSUES),
    },
    {
      title: 'Team matches given board by board',
      about: 'The match reader (`regula match`), at the cell.',
      entries: entriesOf(MATCH_ISSUES),
    },
    {
      title: 'Board pairings of team events',
      about:
        "The reader of chess-results' board pairings of a team event (`regula rank`), at the cell: `'Sheet'!F9: SEVERITY pairings/CODE: MESSAGE`.",
      entries: entriesOf(PAIRINGS_ISSUES),
    },
    {
      title: 'Crosstables of team events',
      about:
        "The reader of chess-results' crosstables of a team event, which give each match's game points and not its boards (`regula rank`), at the cell: `'Sheet'!F9: SEVERITY team-crosstable/CODE: MESSAGE`.",
      entries: entriesOf(TEAM_CROSSTABLE_ISSUES),
    },
    {
      title: 'Events in several sections',
      about:
        "Which crosstable is which of the regulation's `sections`, at the sheet, the Section cell or the file: `'Sheet'!A1: error sections/CODE: MESSAGE`.",
      entries: entriesOf(SECTION_ISSUES),
    },
    {
      title: "Workbooks Regula writes (Excel's limits)",
      about:
        "What a write cut or renamed to keep within Excel's limits (1,048,576 rows, 16,384 columns, 32,767 characters a cell, sheet names), in either door: `out.xlsx: warning workbook/CODE: MESSAGE`, and among the task pane's notes.",
      entries: entriesOf(WORKBOOK_ISSUES),
    },
    {
      title: 'Ranking',
      about: 'The engine, while it ranks: located at the participant, criterion or round it concerns.',
      entries: entriesOf(ENGINE_ISSUES),
    },
  ];
  return areas;
}

/**
 * Codes renamed, old → new. A code is a contract (scripts and filters match it), so
 * docs/diagnostics.md lists each and a code's entry is found under its old name too. In a
 * code, "section" now means a part of an event only; a block of a .regula file that starts
 * with its keyword is an article (docs/language.md "Shape").
 */
export const RENAMED_CODES: Readonly<Record<string, string>> = {
  'dsl/unknown-section': 'dsl/unknown-article',
  'dsl/duplicate-section': 'dsl/duplicate-article',
  'dsl/empty-section': 'dsl/empty-article',
  'dsl/knock-out-other-section': 'dsl/knock-out-other-article',
  'engine/micro-matches-without-section': 'engine/micro-matches-without-article',
  'engine/play-off-without-section': 'engine/play-off-without-article',
};

let byCode: Map<string, CatalogueEntry> | undefined;

/** A code's entry (a renamed code's under its new name), from the layers below the doors; undefined for a door's own codes. */
export function catalogueEntry(code: string): CatalogueEntry | undefined {
  byCode ??= new Map(catalogueAreas().flatMap((area) => area.entries.map((e) => [e.code, e] as const)));
  return byCode.get(code) ?? byCode.get(RENAMED_CODES[code] ?? '');
}
