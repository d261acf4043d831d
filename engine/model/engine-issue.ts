import type { EngineIssueCode } from '../engine-issues';
import type { PlayerId } from './round-record';

/** A problem found while evaluating: which participant, criterion and round it concerns. */
export interface EngineIssue {
  code: EngineIssueCode;
  severity: 'error' | 'warning';
  message: string;
  player?: PlayerId;
  /** The criterion as written in the list ("BH/C1"). */
  criterion?: string;
  round?: number;
}
