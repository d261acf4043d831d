import { countOne as count } from './plural';

/*
 * Every English text of the task pane, in one place, and the shape of every translation
 * (de.ts, fr.ts … beside it; addin/strings/index.ts lists them):
 * labels, buttons, hints, captions, message bars, the demo notice, names for screen readers,
 * and the sentences with numbers in them (functions: a translation has its own plurals and
 * word order). Organised by panel. The components, the run's progress and change lines and
 * the run's own messages (addin/run) take their words from here (through addin/strings/index.ts)
 * and spell none out (test/addin/pane-strings.test.ts fails on a literal in a component).
 *
 * Not here: what the engine, io, the language and the pipeline say — diagnostics, input and
 * engine issues, the explanations of ties and matches, the layout notes, the host issues and
 * the message catalogue (pipeline/catalogue.ts), the engine's preset titles. The CLI prints
 * the same messages, so they stay in their folders' catalogues, and the pane shows them as they are
 * (in English until those catalogues are translated). Nor what a run writes into the workbook:
 * the sheets' names and cells are the CLI's, in every language of the pane.
 */

export const en = {
  app: {
    /** The language's own name, as the ⋯ menu lists it (in every translation, its own language's name). */
    languageName: 'English',
    /** The page's one heading, for screen readers. */
    heading: 'Regula',
    /** The languages in the ⋯ menu (panel-tabs.tsx): the menu button's name for screen readers and tooltip, the heading, and "follow Office". */
    language: (name: string) => `Language of the pane: ${name}`,
    languageMenu: 'Language of the pane',
    /** The choice that follows Office's display language (the browser's outside Office), with the language it gives now. */
    languageAutomatic: (name: string) => `Automatic (${name})`,
    tabs: { regulation: 'Regulation', crosstable: 'Crosstable', results: 'Results', scenarios: 'Scenarios' },
    /** The button at the end of the tabs when the pane is too narrow for all of them, and its name for screen readers. */
    more: '⋯',
    morePanels: (hidden: number) => `${count(hidden, 'more panel', 'more panels')}`,
    /** The title of the message bar above the panels: Regula's own failure or Excel's. */
    hostIssueTitle: { internal: 'Regula', excel: 'Excel' },
    /** Written into the page when the pane cannot start (no panel to show it in). */
    couldNotStart: (message: string) => `Regula could not start: ${message}`,
  },

  /**
   * The add-in's words outside the pane, in manifest.xml: its description (the Office store's and
   * My Add-ins'), the ribbon button and its tooltip, and the callout Office shows after
   * installing. Each translation's are the manifest's <Override Locale=…> (test/addin/manifest.test.ts
   * checks that they are the same); the add-in's name and the ribbon group's, Regula, are not translated.
   */
  manifest: {
    description:
      "Runs a tournament's regulations on the crosstable: tie-breaks, byes and forfeits by edition, standings and an audit of every value.",
    /** The unified manifest's short description (manifest.json, its localization files): at most 80 characters. */
    descriptionShort: "Tie-breaks, standings and an audit by your tournament's regulations.",
    buttonLabel: 'Regulations',
    buttonTooltip: 'Open Regula: write the regulation, check the crosstable, and write standings and the audit.',
    getStartedTitle: 'Regula is ready',
    getStartedDescription: 'Open Regula from the Home tab to rank the crosstable by your regulation.',
  },

  demo: {
    title: 'Demo',
    notice:
      'This page runs outside Excel, on a sample workbook shown below the panels: a wall chart, a team event’s pairings, and an event ' +
      'before its last round (choose its sheet tab, then Scenarios). Read a sheet, run, see the sheets Regula writes, and type into a ' +
      'cell of the grid as in Excel, with Live on to see the standings follow. In Excel, open Regula from Home → Regula.',
    workbook: 'Sample workbook',
    /** The scrolled grid of one sheet, for screen readers. */
    sheet: (name: string) => `Sheet ${name}`,
    /** The row numbers' column header, for screen readers. */
    rowHeader: 'Row',
    /** Typing into the grid (demo-cell-editor.tsx). */
    editHint: 'Click a cell (or type its address), change its value and press Enter: as typing into Excel.',
    cell: 'Cell',
    value: 'Value',
    enter: 'Enter',
    notACell: (address: string) => `“${address}” is not a cell: a column letter and a row number, as F9.`,
  },

  /** Under a problem's message: the catalogue's fix. */
  whatToDo: (fix: string) => `What to do: ${fix}`,

  regulation: {
    panel: 'Regulation',
    preset: 'Start from a preset',
    choosePreset: 'Choose a preset…',
    /** The sample regulations among the presets (samples/regulations); the engine's own presets keep their titles. */
    samples: {
      fide2026Open: 'Sample — FIDE 2026 open (lots seeded)',
      vcfGsqt: 'Sample — VCF GSQT 2020-21 (grand prix, teams, qualification)',
      clubDoubleRoundRobin: 'Sample — club double round robin (withdrawal rule)',
      indiaUnder11: 'Sample — Under-11 Nationals 2012 (FIDE 2009 virtual opponent)',
      fide2026TeamSwiss: 'Sample — FIDE 2026 team Swiss (C.07 team tie-breaks)',
      teamCup: 'Sample — team knock-out cup (match tie-breaks for a drawn match)',
    },
    restored: 'Restored from the workbook’s “Regulation” sheet.',
    /** Under a hover's meaning: the rule it follows. */
    hoverSource: (source: string) => `Source: ${source}`,
    /** "Compare with…" (docs/addin.md): a Run then also writes the Regula Compare sheet. */
    compareWith: 'Compare with…',
    compareNothing: 'Nothing (no Regula Compare sheet)',
    /** The same regulation under another rules edition. */
    compareEdition: (edition: string) => `This regulation under ${edition}`,
    comparePreset: (label: string) => `Preset — ${label}`,
    compareHint: 'Run also writes the Regula Compare sheet: each participant’s place and deciding criterion under both.',
    /** The line under the editor. */
    status: (errors: number, warnings: number) =>
      errors > 0
        ? `${count(errors, 'error', 'errors')} — fix ${errors === 1 ? 'it' : 'them'} before running`
        : warnings > 0
          ? `No errors; ${count(warnings, 'warning', 'warnings')}`
          : 'No problems',
    completionHint: 'Ctrl+Space completes keywords, editions and criterion names.',
    /** The editor's text area, for screen readers. */
    editor: 'Regulation text',
  },

  crosstable: {
    panel: 'Crosstable',
    sheet: 'Sheet',
    activeSheet: 'Active sheet',
    layout: 'Layout',
    detect: 'Detect',
    numbers: 'Numbers in round cells',
    lineNumbers: 'line numbers',
    startingNumbers: 'starting numbers',
    language: 'Language',
    languageHint: 'Of a chess-results export: its header words and colour letters',
    afterRound: 'After round',
    afterRoundHint: 'Empty: the last complete round',
    section: 'Section',
    sectionHint: 'The row of per-section tables, e.g. K-12',
    read: 'Read crosstable',
    openFile: 'Open a file…',
    /** The hidden file input behind Open a file…, for screen readers. */
    fileInput: 'A TRF or CSV file to bring into a new sheet',
    openFileHint: 'A TRF or a CSV (a chess-results export, a wall chart, board pairings) comes in as a new sheet, read at once.',
    /** After a file was brought in: what it became (the run's note), and where. */
    imported: (note: string, sheet: string) => `${note} New sheet “${sheet}”.`,
    nothingRead: 'Nothing read yet: select the sheet with the crosstable and read it.',
    /** "Read 'Crosstable'!A1:K40: us-wall-chart". */
    readFrom: (where: string, what: string) => `Read ${where}: ${what}`,
    teamEvent: 'a team event (its teams below)',
    teamMatches: 'team matches, board by board',
    noLayout: 'no layout recognised',
    /** "Header in row 2; 16 player rows; 5 rounds; swiss; numbers are line numbers". */
    layoutDetails: (layout: {
      headerRow: number | undefined;
      playerRows: number;
      rounds: number;
      type: string | undefined;
      numbers: 'line' | 'start-number' | undefined;
      chessResults: boolean;
      language: string | undefined;
      /** Only when the standings are after an earlier round than the last. */
      afterRound: number | undefined;
    }) =>
      (layout.headerRow !== undefined ? `Header in row ${layout.headerRow}; ` : '') +
      `${count(layout.playerRows, 'player row', 'player rows')}; ${count(layout.rounds, 'round', 'rounds')}; ${layout.type ?? 'type unknown'}` +
      (layout.numbers ? `; numbers are ${layout.numbers === 'line' ? 'line numbers' : 'starting numbers'}` : '') +
      (layout.chessResults ? '; a chess-results export' : '') +
      (layout.language ? ` in ${layout.language}` : '') +
      (layout.afterRound !== undefined ? `; standings after round ${layout.afterRound}` : ''),
    matchesRead: 'Team matches read',
    teamsRead: 'Teams read',
    understood: 'What was understood',
    /** "16 players, 5 rounds (swiss). Every round was played." */
    preview: (players: number, rounds: number, type: string, unplayed: readonly { count: number; words: string }[]) =>
      `${count(players, 'player', 'players')}, ${count(rounds, 'round', 'rounds')} (${type}). ` +
      (unplayed.length === 0 ? 'Every round was played.' : `Unplayed: ${unplayed.map((u) => `${u.count} × ${u.words}`).join(', ')}.`),
    issues: (n: number) => (n === 0 ? 'No input issues' : count(n, 'input issue', 'input issues')),
    /** After the issue that stands for the rest of its code (the reader lists the first 100 of a code). */
    moreLikeIt: (n: number, code: string) => `— and ${count(n, `more ${code} issue`, `more ${code} issues`)} after it, not listed`,
  },

  results: {
    panel: 'Results',
    run: 'Run',
    running: 'Running…',
    cancel: 'Cancel',
    live: 'Live: run again when the crosstable changes',
    /** The progress line while a run goes. */
    progress: {
      reading: 'Reading the crosstable…',
      computing: 'Computing the standings…',
      /** `into`: the sheets the next request writes, "" once every request is written. */
      writing: (done: number, total: number, into: string) =>
        into === '' ? `Writing ${done} of ${count(total, 'request', 'requests')}…` : `Writing to ${into}: request ${done + 1} of ${total}…`,
    },
    /** After Cancel, before anything was written: at which stage it stopped. */
    cancelledWhile: {
      reading: 'Cancelled while reading: nothing was written to the workbook.',
      computing: 'Cancelled while computing: nothing was written to the workbook.',
      writing: 'Cancelled while writing: nothing was written to the workbook.',
    },
    /** After Cancel, during the writing: how far it got. */
    cancelledAfter: (written: number, total: number) =>
      `Cancelled after ${written} of ${count(total, 'write request', 'write requests')}: Regula’s own sheets and result columns are incomplete. ` +
      'Run again to complete them; your own cells were not changed.',
    /** Run is disabled while the regulation has errors: why. */
    blocked: (errors: number) =>
      `The regulation has ${count(errors, 'error', 'errors')}: fix ${errors === 1 ? 'it' : 'them'} on the Regulation panel, then Run.`,
    whatRunWrites:
      'Run writes the result columns beside the crosstable, the sheets Regula Standings and Regula Audit (for a sheet of team matches ' +
      'board by board: the sheet Regula Match; for a team event’s board pairings: Regula Team Crosstable, Standings and Audit), and ' +
      'saves the regulation on the sheet “Regulation”. Your own cells are never changed.',
    notRun: (why: string) => `Not run: ${why}`,
    /** "Read 12 ms · compute 40 ms · write 8 ms (1 write request)"; no count when nothing was written. */
    /** The timing line while the computed standings are shown and the writing goes on. */
    timingComputed: (readMs: number, computeMs: number) => `Read ${Math.round(readMs)} ms · compute ${Math.round(computeMs)} ms · writing…`,
    timing: (readMs: number, computeMs: number, writeMs: number, requests: number | undefined) =>
      `Read ${Math.round(readMs)} ms · compute ${Math.round(computeMs)} ms · write ${Math.round(writeMs)} ms` +
      (requests !== undefined ? ` (${count(requests, 'write request', 'write requests')})` : ''),
    written: 'Written',
    resultColumns: (where: string) => `Result columns: ${where}`,
    sheet: (name: string) => `Sheet ${name}`,
    regulationSheet: 'Sheet Regulation (the text that was run)',
    /** "Export audit report": the last run as one HTML file, `regula report`'s (docs/cli.md "regula report"). */
    exportReport: 'Export audit report',
    exportReportHint:
      'One HTML file of this run for an appeals committee: the hashes of the input and the regulation, the standings, ' +
      'every tie and the contributions that split it. Open it in a browser to read or print it.',
    reportSaved: (file: string) => `Saved ${file} with your downloads.`,
    reportUnavailable:
      'No report: the last run ranked nothing one report covers (a sheet of team matches has no standings; an event in sections has no single report yet, as with `regula report`). Run, then export.',
    /** FIDE VCL Q201: the list changed once the event had started — the pane's highest level (an error bar). */
    listChanged: (round: number, previous: string, next: string) =>
      `The tie-break list changed after round ${round}, once the event had started: it was “${previous}”, it is now “${next}”. ` +
      'FIDE’s checklist (Q201) asks that a list is not changed once the event has started; the change is recorded in the history on the sheet “Regulation”.',
    /** One who moved, for the line below: "Anna Ek 4 → 2". */
    moved: (name: string, before: string, after: string) => `${name} ${before} → ${after}`,
    /** What the last run changed: "Since the previous run: 2 places changed (Anna Ek 4 → 2, Bo Lind 2 → 4)." */
    changes: (changes: { moved: number; revalued: number; added: number; removed: number; examples: readonly string[] }) => {
      const parts: string[] = [];
      if (changes.moved > 0) {
        const more = changes.moved > changes.examples.length ? ', …' : '';
        parts.push(`${count(changes.moved, 'place', 'places')} changed (${changes.examples.join(', ')}${more})`);
      }
      if (changes.revalued > 0) parts.push(`${count(changes.revalued, 'participant', 'participants')} kept the place with another value`);
      if (changes.added > 0) parts.push(`${count(changes.added, 'participant', 'participants')} new`);
      if (changes.removed > 0) parts.push(`${count(changes.removed, 'participant', 'participants')} no longer ranked`);
      return `Since the previous run: ${parts.length === 0 ? 'nothing changed in the standings' : parts.join('; ')}.`;
    },
  },

  /**
   * The two studies that write nothing: the drawing of lots before it is applied (Results panel,
   * FIDE VCL Q204) and the Scenarios panel (what each contender needs from the round to come).
   * Their answers are the CLI's words (pipeline/), shown as they are.
   */
  study: {
    simulateLots: 'Simulate drawing of lots',
    simulating: 'Simulating…',
    simulateLotsHint: 'Shows the draw the lots would make for every tie left after the list, from the sheet as it is. Nothing is written.',
    scenariosPanel: 'What each contender needs',
    scenariosIntro:
      'Before the round to come — its pairings entered, their results empty — every combination of results on the boards that matter ' +
      'is ranked by the regulation, and each player who can still reach the places is told what gives which place. Nothing is written.',
    places: 'Places',
    placesHint: 'Empty for the regulation’s prize or qualification places (else 3).',
    /**
     * How the answer names the Places field ("places 1–3 (the Places field)", "Try fewer places (Places 2)"):
     * the field's label, so that the answer (the CLI's English) names the field the pane shows.
     */
    placesOption: 'Places',
    study: 'Show the scenarios',
    studying: 'Enumerating…',
    scenariosTeams: 'Scenarios are for individual events; this sheet holds a team event.',
    /** Why no scenario was enumerated (the pipeline's words: no round to come, too many boards). */
    scenariosStopped: (why: string) => `No scenarios: ${why.replace(/\.$/, '')}.`,
  },

  /**
   * The run's own sentences (addin/run, in the engine worker): why a run stopped, what a sheet
   * of matches or of a team event holds, what a file from disk became. The words of io's readers
   * inside them (a match's title, a team event's summary, an input issue) stay io's.
   */
  run: {
    regulationErrors: 'The regulation has errors: fix them in the Regulation panel.',
    crosstableErrors: 'The crosstable has errors: see the Crosstable panel.',
    teamPairingsErrors: 'The team pairings have errors: see the Crosstable panel.',
    matchSheetErrors: 'The match sheet has errors: see the Crosstable panel.',
    noMatchTiebreaks: 'The sheet holds a team match, and the regulation has no “match tie-breaks” article to decide it: add one.',
    /** The section asked for is not the regulation's: "The regulation has sections K-12, K-8 …" comes from the pipeline. */
    sectionProblem: (problem: string) => `The ${problem}: choose one of them in the Section field.`,
    /** An event in sections (the regulation's `sections`): what stopped it, and a line per section ranked. */
    sectionsNotRead: 'The regulation names sections: Run reads a sheet per section (named as the section); run again to read them.',
    sectionsErrors: 'The sections are not the regulation’s, or a section’s sheet has errors: see the Crosstable panel.',
    sectionRanked: (name: string, players: number, first: string) =>
      `Section ${name}: ${count(players, 'player', 'players')}, first ${first}.`,
    /** The layout note of a sheet of team matches. */
    matchSheetNote: 'The sheet holds team matches board by board: Run decides them by the regulation’s match tie-breaks.',
    /** The layout note of a team event's sheet: io's description and summary of what it read. */
    teamSheetNote: (described: string, summary: string) => `The sheet holds the ${described}: ${summary}. Run ranks the teams.`,
    /** One match read: "Organisers v Players: 6 boards (rows 10–17, Result 2)". */
    matchRead: (
      match: { teams: readonly [string, string]; boards: number } | undefined,
      firstRow: number,
      lastRow: number,
      title: string,
    ) =>
      `${match ? `${match.teams[0]} v ${match.teams[1]}: ${count(match.boards, 'board', 'boards')}` : 'a match whose teams could not be read'} ` +
      `(rows ${firstRow}–${lastRow}${title ? `, ${title}` : ''})`,
    /** One team read: "1 Caissa Chess Club: 2 players". */
    teamRead: (id: number, name: string, players: number) => `${id} ${name}: ${count(players, 'player', 'players')}`,
    /** "Why" before any run, or about a participant the last run did not rank. */
    /** "Compare with…": the second regulation has errors (its text is the pane's second editor). */
    compareErrors: 'The regulation to compare with has errors: fix it, or compare with nothing.',
    explainFirst: 'Run first: the explanation is of the last run.',
    explainUnknown: 'That participant is not in the last run: run again.',
    explainUnknownSection: (name: string) => `The last run has no section ${name}: run again.`,
  },

  /** A file brought in with Open a file…: what it became, or why it was not brought in. */
  importFile: {
    notText: (file: string) => `${file} is not a text file (a zero byte in it): the pane brings in TRF, PGN, Chess-JSON and CSV files.`,
    workbook: (file: string) => `${file} is a workbook: open it in Excel itself (File › Open), then read its sheet here.`,
    unknownKind: (file: string) =>
      `${file}: the pane brings in TRF (.trf, .txt), PGN (.pgn, .txt), Chess-JSON (.json) and CSV (.csv) files.`,
    /** The first error of the TRF or Chess-JSON reader (io's message, with its line and column). */
    notBroughtIn: (file: string, error: string) => `${file} was not brought in: ${error}`,
    errorAt: (line: number, column: number, message: string) => `line ${line}:${column}: ${message}`,
    teamEvent: (file: string, teams: number, rounds: number, boards: number) =>
      `${file}: a team event (${count(teams, 'team', 'teams')}, ${count(rounds, 'round', 'rounds')}, ${count(boards, 'board', 'boards')}) ` +
      'brought in as its board pairings, round by round.',
    /** A TRF of players; `lost` are what a grid cannot carry (io's words: "name, dates"). */
    crosstable: (file: string, players: number, rounds: number, lost: readonly string[]) =>
      `${file}: ${count(players, 'player', 'players')}, ${count(rounds, 'round', 'rounds')} brought in as a crosstable` +
      `${lost.length > 0 ? `; the sheet does not carry the event's ${lost.join(', ')}` : ''}.`,
    /** `cut`: io's warning when the file stops inside a row (it looks cut off). */
    csv: (file: string, rows: number, cut?: string) =>
      `${file}: ${count(rows, 'row', 'rows')} brought in as they are.${cut === undefined ? '' : ` Warning: ${cut}`}`,
    /** The reader's warnings on what it read (a PGN's name spellings read as one player …): the first few, with where. */
    warnings: (shown: readonly string[], more: number) =>
      `Read with ${count(shown.length + more, 'warning', 'warnings')}: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
  },

  standings: {
    title: 'Standings',
    /** An event in sections: the chooser of the section whose standings the table shows (and Why explains). */
    section: 'Section',
    hint: (rows: number) =>
      `${count(rows, 'row', 'rows')}. Click a row (or press Enter on it) to see why it is above the next one; the arrow keys move between rows.`,
    /** The column picker's button: how many of the table's columns are shown. */
    columns: (shown: number, all: number) => `Columns (${shown} of ${all})`,
    /** The answer under the table, for screen readers (the focus moves to it when it opens). */
    why: 'Why',
  },

  explanations: {
    ties: 'How the ties were resolved',
    matches: 'How the matches were decided',
    noTies: 'No ties to resolve.',
    noMatches: 'No match to decide.',
    /** The section's summary when it has lines: "How the ties were resolved (12 splits)". */
    tiesCount: (splits: number) => `How the ties were resolved (${count(splits, 'split', 'splits')})`,
    matchesCount: (lines: number) => `How the matches were decided (${count(lines, 'line', 'lines')})`,
    more: (next: number, rest: number) => `Show ${next} more of ${rest}`,
  },
};

/** The shape of the pane's strings: a translation is an object of this type (addin/strings/index.ts). */
export type PaneStrings = typeof en;
