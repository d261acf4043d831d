// The public API of io/ (docs/architecture.md): the only way other folders and the tests reach it, and
// exactly what they import, each name re-exported from the file that defines it. A new export needs a line here.

// Input issues
export {
  hasErrors,
  formatLocation,
  formatInputIssue,
  inputIssueRecord,
  columnLetters,
  type InputIssue,
  type InputLocation,
} from './issues';
export { MAX_ISSUES_PER_CODE, issueCount } from './bounded-issues';

// Events in progress: games paired without results (after-round.ts)
export type { PendingGame } from './after-round';

// TRF text ↔ Crosstable (trf/)
export { decodeTrfBytes } from './trf/decode-trf-bytes';
export { readTrf, type ReadTrfResult } from './trf/read-trf';
export { writeTrf, trfWriteProblems } from './trf/write-trf';
export { writeTeamTrf, teamTrfWriteProblems } from './trf/write-team-trf';
export { readTeamTrf } from './trf/read-team-trf';
export { readTrfEvent } from './trf/read-trf-event';

// PGN of an event (pgn/): its games' tags → Crosstable
export { readPgn, isPgnText, type ReadPgnResult } from './pgn/read-pgn';
export { readKnockOutPgn, type ReadKnockOutResult } from './pgn/read-knock-out';
// Chess-JSON (FIDE TEC's interchange format, "filetype": "Event") ↔ Crosstable / TeamEvent (chess-json/)
export { readChessJson, isChessJson, type ReadChessJsonResult } from './chess-json/read-chess-json';
export { writeChessJson, chessJsonWriteProblems } from './chess-json/write-chess-json';

// Cell values (an Excel range or a CSV file) ↔ Crosstable (grid/)
export { cellText, type CellValue } from './grid/cell-value';
export { parseCsv, detectDelimiter, csvCutOff } from './grid/csv';
export { readGrid, type ReadGridOptions } from './grid/read-grid';
export { LAYOUT_NAMES, type LayoutName, type OpponentNumbering, type DetectedLayout } from './grid/layout';
export { classifyHeader } from './grid/headers';
export { bergerSchedule } from './grid/berger';
export { writeGrid, lostInGrid } from './grid/write-grid';
export { REGULA_GRID_MARK } from './grid/event-facts';
export { resultWords, recordWords } from './grid/describe';
export { summariseLayout, roundsClause } from './grid/layout-summary';
export { CHESS_RESULTS_LANGUAGES, LANGUAGE_CODES, languageByCode, type ChessResultsLanguage } from './grid/chess-results-languages';

// A team match given board by board (match/)
export { readMatches, type MatchBlock, type MatchReading } from './match/read-match';
export { readMatchResult, resultText, boardPoints, pointsText } from './match/match-results';

// chess-results' board pairings of a team event (team-pairings/)
export { readBoardPairings, isBoardPairings, type BoardPairingsReading } from './team-pairings/read-board-pairings';
export { writeBoardPairings, boardResultText, BOARD_RESULT_TEXT, FORFEITED_SCORE } from './team-pairings/write-board-pairings';
export { readTeamSheet, type TeamSheetReading } from './team-sheet';
// chess-results' crosstables of a team event, match totals only (team-crosstable/)
export { readTeamCrosstable, isTeamCrosstable, type TeamCrosstableReading } from './team-crosstable/read-team-crosstable';

// Output blocks and sheets: standings, audit, explanations, grand prix, teams, qualification, prizes, JSON (output/)
export { standingsJson, STANDINGS_FORMAT, type StandingsJson, type StandingJson } from './output/standings-json';
export {
  sectionOutputSheets,
  sectionsJson,
  sectionsStandingsBlock,
  SECTIONS_FORMAT,
  type SectionOutput,
  type SectionsJson,
} from './output/section-outputs';
export { standingsBlock, type CellBlock } from './output/standings';
export { explainSplits } from './output/explanations';
export { auditBlock, auditScope, auditTable } from './output/audit';
export { lotsBlock, lotsDraws, type LotsDraw } from './output/lots-blocks';
export { explainPlayer, explainPair, type Explained } from './output/explain';
export { wordedHeaders } from './output/worded-headers';
export {
  RESULT_WORDS,
  type ResultWords,
  type AfterKind,
  type ScoreCode,
  type StepOutcome,
  type PlacesFromKind,
} from './output/result-words';
export { scenarioWords, placeWords, conditionWords, boardWords, nameOf, type ScenarioContext } from './output/scenario-words';
export { scenariosJson, SCENARIOS_FORMAT, type ScenariosJson } from './output/scenario-json';
export { scenarioBoundsWords, scenarioBoundsJson, type ScenarioBoundsJson } from './output/scenario-bounds';
export { headerBlock, rulesLine } from './output/header';
export {
  OWNER_MARK,
  FIRST_BLOCK_ROW,
  outputSheets,
  teamOutputSheets,
  compareSheets,
  COMPARE_SHEET,
  TEAM_CROSSTABLE_SHEET,
  blockRows,
  type OutputSheet,
} from './output/sheets';
export { resultColumns, type ResultColumns } from './output/result-block';
export { grandPrixBlock, grandPrixValuesBlock, seasonGrandPrixBlock, grandPrixFormats } from './output/grand-prix-blocks';
export { teamsBlock, teamAwardsBlock } from './output/team-blocks';
export { qualificationBlock } from './output/qualification-blocks';
export { prizesBlock } from './output/prize-blocks';
export { categoryBlock } from './output/category-blocks';
export { categoriesJson, categoriesTable, withCategoriesTable, type CategoryJson } from './output/category-json';
export { withdrawalsBlock } from './output/withdrawal-blocks';
export {
  compareRuns,
  compareBlock,
  compareSummary,
  type Comparison,
  type ComparedRun,
  type ComparedStanding,
  type PlaceChange,
  type TieSplit,
  type AwardChange,
} from './output/compare';
export { comparisonJson, COMPARISON_FORMAT, type ComparisonJson, type ComparedSide } from './output/compare-json';
export { seasonSheets } from './output/season-sheets';
export { explainMatch } from './output/explain-match';
export { MATCH_WORDS, type MatchWords } from './output/result-words/match-words';
export { matchJson } from './output/match-json';
export { matchSheets, matchHeaderBlock, matchBoardsBlock, matchStepsBlock, type DecidedMatch } from './output/match-sheets';
export { teamStandingsBlock, teamResultColumns } from './output/team-event-blocks';
export { boardPrizesBlock } from './output/board-prize-blocks';
export { combinedGradesBlock } from './output/grade-blocks';
export { teamCrosstableBlock } from './output/team-crosstable-block';

// A regulation as a printed document: Markdown or self-contained HTML (render/)
export { regulationDocument, criterionWords, criterionItem } from './render/regulation-document';
export { documentMarkdown } from './render/markdown';
export { documentHtml } from './render/html';
export { ENGLISH_NUMBERS, valuesText, type TableNumbers } from './render/words';
export { BOOKLET_LANGUAGES, BOOKLET_WORDS, bookletLanguage, type BookletLanguage, type BookletWords } from './render/booklet-words';
export { RENDER_MARK, type PrintedDocument, type DocumentArticle, type DocumentBlock } from './render/document';

// The audit of a run as one self-contained HTML file (output/audit-report.ts, render/report-html.ts)
export { individualReport, teamReport, type AuditReport, type ReportPart, type ReportTable } from './output/audit-report';
export { tieGroups, type TieGroup } from './output/tie-groups';
export { auditReportHtml, REPORT_MARK } from './render/report-html';

// Where a run writes in a workbook: result-block placement, the write plan, the Regulation sheet (workbook/)
export { rangeAddress, qualifiedAddress, parseRangeReference, type CellRange } from './workbook/cell-range';
export { protectText, unprotectText, fingerprint, type OutputCell } from './workbook/cell-text';
export { autofitWidth, csvCellValue, tableColumnNames } from './workbook/sheet-conventions';
export { columnFormats } from './workbook/number-formats';
export {
  REGULATION_SHEET,
  REGULATION_MARK,
  HISTORY_HEADERS,
  regulationRows,
  regulationSheetRows,
  regulationText,
  regulationHistory,
  REGULATION_PIECE,
  type ListChange,
} from './workbook/regulation-sheet';
export { userArea, placeResultBlock, type SheetArea, type UserArea } from './workbook/result-placement';
export {
  assembleBlocks,
  beyondFirstBlock,
  BLOCK_CELLS,
  cellsOf,
  EMPTY_ROW,
  FIRST_BLOCK,
  halves,
  SHEET_CELLS,
  type Block,
} from './workbook/cell-blocks';
export { HEADER_FILL, type WriteOperation } from './workbook/write-operations';
export { RESULT_BLOCK_NAME, planWrite, tableName, type WritePlan } from './workbook/write-plan';
// The pane's write of the changed cells alone: what the last write left, the steps from it to this run's.
export { sheetImages, usedBox, type SheetImage } from './workbook/sheet-image';
export {
  planChangedCells,
  sheetChanges,
  MAX_ROW_OPERATIONS,
  type ChangeOperation,
  type ChangePlan,
  type RowOperation,
} from './workbook/changed-cells';
export { planNewSheet, freeSheetName } from './workbook/new-sheet';
export {
  EXCEL_MAX_CELL_TEXT,
  EXCEL_MAX_COLUMNS,
  EXCEL_MAX_ROWS,
  EXCEL_MAX_SHEET_NAME,
  EXCEL_MAX_TABLE_NAME,
  excelSheetName,
  fitCellText,
  sheetNameProblem,
} from './workbook/excel-limits';
export { ExcelFit, fitGrid } from './workbook/excel-fit';
export { WORKBOOK_ISSUES, type WorkbookIssueCode, type WorkbookWarning } from './workbook/workbook-issues';

// The readers' part of the message catalogue (pipeline/catalogue.ts): every code, its meaning and what to do.
export { TRF_ISSUES } from './trf/trf-issues';
export { PGN_ISSUES } from './pgn/pgn-issues';
export { CHESS_JSON_ISSUES } from './chess-json/chess-json-issues';
export { GRID_ISSUES } from './grid/grid-issues';
export { MATCH_ISSUES } from './match/match-issues';
export { PAIRINGS_ISSUES } from './team-pairings/pairings-issues';
export { TEAM_CROSSTABLE_ISSUES } from './team-crosstable/crosstable-issues';
export { SECTION_ISSUES } from './sections/section-issues';

// Events in several sections: a grid split at its Section column, the input's sections matched with the regulation's.
export { splitGridBySection, type SectionGrid, type SplitGrid } from './sections/split-grid';
export { matchSections, sectionSheetName, type FoundSection, type MatchedSections } from './sections/match-sections';
export { isPlayOffSheet, withPlayOffSheet, type PlayOffSheetCells } from './play-off/play-off-sheet';
export { isMicroMatchSheet, withMicroMatchSheet } from './micro-match/micro-match-sheet';
// A knock-out event's standings (output/knock-out-output.ts): cells, JSON, a player's path
export { explainKnockOutPlayer, knockOutBlock, knockOutJson, placeText, roundText, type KnockOutJson } from './output/knock-out-output';
