/*
 * The task pane's sentences with a number or a name in them (addin/strings/en.ts), each with the
 * arguments the pane gives it and what it says in English: pane-strings.test.ts checks the
 * English, pane-translations.test.ts gives every translation the same arguments.
 */

/** Every leaf of the strings object: its path and its value (a string or a function). */
export function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

/** What each sentence with a number or a name in it says, for 0, 1 and many where it counts. */
export const SENTENCES: Record<string, [unknown[], string][]> = {
  'app.couldNotStart': [[['office.js did not load'], 'Regula could not start: office.js did not load']],
  'app.language': [[['Deutsch'], 'Language of the pane: Deutsch']],
  'app.languageAutomatic': [[['Русский'], 'Automatic (Русский)']],
  'app.morePanels': [
    [[1], '1 more panel'],
    [[2], '2 more panels'],
  ],
  'demo.sheet': [[['K-12 wall chart'], 'Sheet K-12 wall chart']],
  'demo.notACell': [[['9F'], '“9F” is not a cell: a column letter and a row number, as F9.']],
  whatToDo: [[['Add one.'], 'What to do: Add one.']],
  'regulation.hoverSource': [[['FIDE C.07 art. 9.1'], 'Source: FIDE C.07 art. 9.1']],
  'regulation.status': [
    [[0, 0], 'No problems'],
    [[0, 1], 'No errors; 1 warning'],
    [[0, 3], 'No errors; 3 warnings'],
    [[1, 2], '1 error — fix it before running'],
    [[2, 0], '2 errors — fix them before running'],
  ],
  'regulation.compareEdition': [[['fide-2024'], 'This regulation under fide-2024']],
  'regulation.comparePreset': [[['Sample — FIDE 2026 open'], 'Preset — Sample — FIDE 2026 open']],
  'crosstable.imported': [
    [
      ['x.trf: 16 players, 5 rounds brought in as a crosstable.', 'x'],
      'x.trf: 16 players, 5 rounds brought in as a crosstable. New sheet “x”.',
    ],
  ],
  'crosstable.readFrom': [[["'Crosstable'!A1:M18", 'us-wall-chart'], "Read 'Crosstable'!A1:M18: us-wall-chart"]],
  'crosstable.layoutDetails': [
    [
      [
        {
          headerRow: 2,
          playerRows: 16,
          rounds: 5,
          type: 'swiss',
          numbers: 'line',
          chessResults: false,
          language: undefined,
          afterRound: undefined,
        },
      ],
      'Header in row 2; 16 player rows; 5 rounds; swiss; numbers are line numbers',
    ],
    [
      [
        {
          headerRow: undefined,
          playerRows: 1,
          rounds: 1,
          type: undefined,
          numbers: undefined,
          chessResults: false,
          language: undefined,
          afterRound: undefined,
        },
      ],
      '1 player row; 1 round; type unknown',
    ],
    [
      [
        {
          headerRow: 4,
          playerRows: 0,
          rounds: 0,
          type: 'swiss',
          numbers: 'start-number',
          chessResults: true,
          language: 'German',
          afterRound: 3,
        },
      ],
      'Header in row 4; 0 player rows; 0 rounds; swiss; numbers are starting numbers; a chess-results export in German; standings after round 3',
    ],
  ],
  'crosstable.preview': [
    [[16, 5, 'swiss', []], '16 players, 5 rounds (swiss). Every round was played.'],
    [[1, 1, 'swiss', [{ count: 1, words: 'a half-point bye' }]], '1 player, 1 round (swiss). Unplayed: 1 × a half-point bye.'],
    [
      [
        0,
        0,
        'round-robin',
        [
          { count: 2, words: 'a forfeit win' },
          { count: 3, words: 'a zero-point bye' },
        ],
      ],
      '0 players, 0 rounds (round-robin). Unplayed: 2 × a forfeit win, 3 × a zero-point bye.',
    ],
  ],
  'crosstable.issues': [
    [[0], 'No input issues'],
    [[1], '1 input issue'],
    [[4], '4 input issues'],
    [[11], '11 input issues'],
    [[21], '21 input issues'],
    [[112], '112 input issues'],
  ],
  'crosstable.moreLikeIt': [
    [[0, 'grid/unknown-token'], '— and 0 more grid/unknown-token issues after it, not listed'],
    [[1, 'grid/unknown-token'], '— and 1 more grid/unknown-token issue after it, not listed'],
    [[2545631, 'grid/unknown-token'], '— and 2545631 more grid/unknown-token issues after it, not listed'],
  ],
  'results.progress.writing': [
    [[0, 1, 'Crosstable, Regula Standings'], 'Writing to Crosstable, Regula Standings: request 1 of 1…'],
    [[2, 7, 'Regula Audit'], 'Writing to Regula Audit: request 3 of 7…'],
    [[1, 1, ''], 'Writing 1 of 1 request…'],
    [[7, 7, ''], 'Writing 7 of 7 requests…'],
  ],
  'results.cancelledAfter': [
    [
      [1, 4],
      'Cancelled after 1 of 4 write requests: Regula’s own sheets and result columns are incomplete. Run again to complete them; your own cells were not changed.',
    ],
  ],
  'results.blocked': [
    [[1], 'The regulation has 1 error: fix it on the Regulation panel, then Run.'],
    [[3], 'The regulation has 3 errors: fix them on the Regulation panel, then Run.'],
  ],
  'results.notRun': [[['the crosstable has errors.'], 'Not run: the crosstable has errors.']],
  'study.scenariosStopped': [[['no round is paired without results'], 'No scenarios: no round is paired without results.']],
  'results.listChanged': [
    [
      [3, 'PTS, BH/C1; then shared', 'PTS, DE; then shared'],
      'The tie-break list changed after round 3, once the event had started: it was “PTS, BH/C1; then shared”, it is now “PTS, DE; then shared”. ' +
        'FIDE’s checklist (Q201) asks that a list is not changed once the event has started; the change is recorded in the history on the sheet “Regulation”.',
    ],
  ],
  'results.timingComputed': [[[12.4, 40.6], 'Read 12 ms · compute 41 ms · writing…']],
  'results.timing': [
    [[12.4, 40.6, 8, 1], 'Read 12 ms · compute 41 ms · write 8 ms (1 write request)'],
    [[0, 0, 0, 3], 'Read 0 ms · compute 0 ms · write 0 ms (3 write requests)'],
    [[5, 6, 0, undefined], 'Read 5 ms · compute 6 ms · write 0 ms'],
  ],
  'results.resultColumns': [[["'Crosstable'!N2:R18 (RegulaResults)"], "Result columns: 'Crosstable'!N2:R18 (RegulaResults)"]],
  'results.sheet': [[['Regula Audit'], 'Sheet Regula Audit']],
  'results.reportSaved': [[['regula-report-crosstable.html'], 'Saved regula-report-crosstable.html with your downloads.']],
  'results.moved': [[['Anna Ek', '4', '2'], 'Anna Ek 4 → 2']],
  'results.changes': [
    [[{ moved: 0, revalued: 0, added: 0, removed: 0, examples: [] }], 'Since the previous run: nothing changed in the standings.'],
    [
      [{ moved: 1, revalued: 1, added: 1, removed: 1, examples: ['Ek 1 → 2'] }],
      'Since the previous run: 1 place changed (Ek 1 → 2); 1 participant kept the place with another value; 1 participant new; 1 participant no longer ranked.',
    ],
    [
      [{ moved: 4, revalued: 2, added: 3, removed: 2, examples: ['A 2 → 1', 'B 1 → 2', 'C 4 → 3'] }],
      'Since the previous run: 4 places changed (A 2 → 1, B 1 → 2, C 4 → 3, …); 2 participants kept the place with another value; 3 participants new; 2 participants no longer ranked.',
    ],
  ],
  'run.sectionProblem': [
    [
      ['regulation has no section K-9 (its sections: K-12, K-8)'],
      'The regulation has no section K-9 (its sections: K-12, K-8): choose one of them in the Section field.',
    ],
  ],
  'run.sectionRanked': [
    [['K-3', 0, '—'], 'Section K-3: 0 players, first —.'],
    [['K-3', 1, 'Ada'], 'Section K-3: 1 player, first Ada.'],
    [['Under 2300/Unrated', 8, 'Gambit, Eli'], 'Section Under 2300/Unrated: 8 players, first Gambit, Eli.'],
  ],
  'run.explainUnknownSection': [[['Under 2200'], 'The last run has no section Under 2200: run again.']],
  'run.teamSheetNote': [
    [
      ['board pairings of a team event', '6 teams, 5 rounds'],
      'The sheet holds the board pairings of a team event: 6 teams, 5 rounds. Run ranks the teams.',
    ],
  ],
  'run.matchRead': [
    [[{ teams: ['Organisers', 'Players'], boards: 6 }, 10, 17, 'Result 2'], 'Organisers v Players: 6 boards (rows 10–17, Result 2)'],
    [[{ teams: ['A', 'B'], boards: 1 }, 1, 3, ''], 'A v B: 1 board (rows 1–3)'],
    [[undefined, 1, 8, ''], 'a match whose teams could not be read (rows 1–8)'],
  ],
  'run.teamRead': [
    [[1, 'Caissa Chess Club', 2], '1 Caissa Chess Club: 2 players'],
    [[2, 'Solo', 1], '2 Solo: 1 player'],
    [[3, 'Empty', 0], '3 Empty: 0 players'],
  ],
  'importFile.notText': [
    [['a.trf'], 'a.trf is not a text file (a zero byte in it): the pane brings in TRF, PGN, Chess-JSON and CSV files.'],
  ],
  'importFile.workbook': [[['a.xlsx'], 'a.xlsx is a workbook: open it in Excel itself (File › Open), then read its sheet here.']],
  'importFile.unknownKind': [
    [['a.pdf'], 'a.pdf: the pane brings in TRF (.trf, .txt), PGN (.pgn, .txt), Chess-JSON (.json) and CSV (.csv) files.'],
  ],
  'importFile.notBroughtIn': [[['a.trf', 'line 3:1: no player'], 'a.trf was not brought in: line 3:1: no player']],
  'importFile.errorAt': [[[3, 1, 'no player'], 'line 3:1: no player']],
  'importFile.teamEvent': [
    [['t.trf', 6, 5, 2], 't.trf: a team event (6 teams, 5 rounds, 2 boards) brought in as its board pairings, round by round.'],
    [['t.trf', 2, 1, 1], 't.trf: a team event (2 teams, 1 round, 1 board) brought in as its board pairings, round by round.'],
  ],
  'importFile.warnings': [
    [
      [['line 5:9: "Ding, Liren" and "Liren Ding" are read as one player'], 0],
      'Read with 1 warning: line 5:9: "Ding, Liren" and "Liren Ding" are read as one player.',
    ],
    [[['line 1:1: a', 'line 2:1: b'], 3], 'Read with 5 warnings: line 1:1: a; line 2:1: b; and 3 more.'],
  ],
  'importFile.crosstable': [
    [['x.trf', 16, 7, []], 'x.trf: 16 players, 7 rounds brought in as a crosstable.'],
    [
      ['x.trf', 1, 1, ['name', 'dates']],
      "x.trf: 1 player, 1 round brought in as a crosstable; the sheet does not carry the event's name, dates.",
    ],
  ],
  'importFile.csv': [
    [['x.csv', 0], 'x.csv: 0 rows brought in as they are.'],
    [['x.csv', 1], 'x.csv: 1 row brought in as they are.'],
    [['x.csv', 40], 'x.csv: 40 rows brought in as they are.'],
  ],
  'standings.hint': [
    [[0], '0 rows. Click a row (or press Enter on it) to see why it is above the next one; the arrow keys move between rows.'],
    [[1], '1 row. Click a row (or press Enter on it) to see why it is above the next one; the arrow keys move between rows.'],
    [[5000], '5000 rows. Click a row (or press Enter on it) to see why it is above the next one; the arrow keys move between rows.'],
  ],
  'standings.columns': [[[4, 10], 'Columns (4 of 10)']],
  'explanations.tiesCount': [
    [[1], 'How the ties were resolved (1 split)'],
    [[230], 'How the ties were resolved (230 splits)'],
  ],
  'explanations.matchesCount': [
    [[1], 'How the matches were decided (1 line)'],
    [[14], 'How the matches were decided (14 lines)'],
  ],
  'explanations.more': [
    [[200, 4800], 'Show 200 more of 4800'],
    [[1, 1], 'Show 1 more of 1'],
  ],
};
