import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ru } from './ru';
import type { BookletLanguage } from '../../render/booklet-words';
import type { ResultWords } from './types';

/** The words of `rank`'s and `explain`'s human output in each language the booklet is printed in (docs/cli.md). */
export const RESULT_WORDS: Readonly<Record<BookletLanguage, ResultWords>> = { en, de, fr, es, ru };

export {
  COLUMN_HEADERS,
  WORDED_ROUND_KINDS,
  type ColumnHeader,
  type AfterKind,
  type ResultWords,
  type ScoreCode,
  type StepOutcome,
  type WordedRoundKind,
} from './types';
export {
  REPORT_COLUMNS,
  REPORT_HEADER_LABELS,
  type ReportColumn,
  type ReportHeaderLabel,
  type ReportLeft,
  type ReportParticipants,
  type ReportWords,
} from './report-types';
export { type ExactNeeds, type OwnResult, type PlacesFromKind, type RoundToCome, type ScenarioWords } from './scenario-types';
export { DIFF_HEADERS, type DiffHeader, type DiffWords } from './diff-types';
