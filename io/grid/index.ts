// Cell values (an Excel range or a CSV file) → Crosstable + issues with cell addresses.
export { type CellValue, cellText } from './cell-value';
export { parseCsv, detectDelimiter, csvCutOff } from './csv';
export { readGrid, type ReadGridOptions, type GridReading } from './read-grid';
export { LAYOUT_NAMES, type LayoutName, type DetectedLayout, type DetectedColumn, type OpponentNumbering } from './layout';
export { type ColumnRole, type RoundPart, classifyHeader, normaliseHeader } from './headers';
export { colourOfText } from './plain';
export { type GridIssueCode } from './grid-issues';
export { bergerSchedule, type BergerSchedule } from './berger';
export { writeGrid, lostInGrid } from './write-grid';
export { recordWords, resultWords } from './describe';
export { gridSheet, cellIssue, found as quoteCellText, type GridSheet } from './sheet';
export { summariseLayout, roundsClause } from './layout-summary';
export { CHESS_RESULTS_LANGUAGES, LANGUAGE_CODES, languageByCode, type ChessResultsLanguage } from './chess-results-languages';
