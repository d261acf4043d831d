import type { Rational } from '../arith';
import type { CriterionSpec, Edition, PlayerId, PointSystem, TeamId, TeamScore } from '../model';
import type { TiebreakContext } from './context';
import type { GroupOutcome } from './group';
import type { MatchKey, TeamBoards } from './match-boards';
import type { TeamContext } from './team-context';
import type { CriterionResult } from './types';

/** C.07 4.3 types: A = among the tied, B = own results, C = opponents' final results, D = known before the round. */
export type FideType = 'A' | 'B' | 'C' | 'D' | 'BC' | 'CC' | 'DB' | 'DC';

/** Modifiers a criterion may carry (C.07 art. 14 and the reference server's letters). */
export type ModifierName =
  | 'cut'
  | 'median'
  | 'limit'
  | 'played'
  | 'fore'
  | 'unrated'
  | 'reverse'
  | 'ignore-vur-first'
  | 'edition'
  | 'factor'
  | 'reference'
  | 'all-met'
  | 'progressive';

export type CriterionFamily =
  | 'score'
  | 'own-results'
  | 'buchholz'
  | 'sonneborn-berger'
  | 'direct-encounter'
  | 'rating'
  | 'manual'
  | 'diagnostic'
  | 'team-match'
  | 'team';

/** One criterion, declared once; the language, the editor and the docs read this. */
export interface CriterionDefinition {
  code: string;
  /** Other acronyms accepted for it (GE for REP). */
  aliases: string[];
  /** Long names a regulation may use, lower case ("buchholz", "sonneborn-berger"). */
  names: string[];
  title: string;
  family: CriterionFamily;
  /** Where the definition comes from: "FIDE C.07 art. 8.1". */
  source: string;
  fideType?: FideType;
  modifiers: ModifierName[];
  /** Editions that define it; 'all' when it is edition-independent. */
  editions: 'all' | Edition[];
  /**
   * The rules a criterion named after a federation always follows, whatever edition the
   * regulation states: "us solkoff" (SOLK) is US Chess 34E2 under any rules.
   */
  pinnedEdition?: Edition;
  /** Editions under which it may not be used in a round robin (C.07 2026: Buchholz family). */
  notInRoundRobin?: Edition[];
  /** Defined for round robins only (C.07 9.2 "Koya System for Round Robin"): a regulation for a Swiss is warned. */
  roundRobinOnly?: boolean;
  /**
   * The colours it reads (colours-known.ts): of every game played over the board (BPG, BWG,
   * MBLK), or of every draw (Arranz). A crosstable without them gives n/a for everyone, with
   * the warning engine/colours-unknown.
   */
  needsColours?: 'games' | 'draws';
  /**
   * A point value the criterion reads for the whole event (Koya: "50 % of the maximum score"),
   * which a regulation scoring its rounds by two point systems leaves undefined: the meanings it
   * could then have, as `check` lists them (dsl/criterion-two-scorings); the engine does not
   * compute it there (engine/criterion-two-scorings). Unset: defined round by round.
   */
  oneScoring?: readonly string[];
  /** Default order: higher values rank first unless stated (TPN: lower first). */
  order: 'higher-first' | 'lower-first';
  /**
   * The value sums a term per round read through the edition's unplayed-round rules: the
   * opponent's score as they count it (C.07 16.3; 2009: unplayed games as draws), or the dummy
   * or virtual opponent of an own unplayed round (16.4). What those terms read: 'crosstable'
   * for the crosstable the criterion ranks (BH, SB; a team event's at the reference score), a
   * team score for a team criterion (ESB's opponent score), 'primary' for the event's (SSSC's BH).
   * A team event's standings say when the rules changed a term (unplayed-adjustments.ts).
   */
  opponentTerms?: 'crosstable' | 'primary' | TeamScore;
  /** A rounding the definition itself states (AOB: 0.01). */
  rounding?: string;
  description: string;
  /** Says what is wrong with the input this criterion needs (a manual column nobody has), or undefined. */
  checkInput?: (ctx: TiebreakContext, spec: CriterionSpec) => string | undefined;
  compute:
    | {
        kind: 'value';
        value: (ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId) => CriterionResult;
        /**
         * The same values for the whole field at once, in the order of `players` (BH, FB, SB: from
         * the event's term table, without a call per participant); undefined when it cannot give
         * them, and `value` then runs for each. `value` still writes each audit trail.
         */
        column?: ColumnCompute;
      }
    | { kind: 'group'; rank: (ctx: TiebreakContext, spec: CriterionSpec, group: readonly PlayerId[]) => GroupOutcome }
    /**
     * A match tie-break (C.07 art. 12): it reads one team's board results, not a crosstable,
     * and gives keys compared in order between the teams of a drawn match. Only a
     * regulation's match tie-breaks may name it.
     */
    | { kind: 'match'; keys: (team: TeamBoards, system: PointSystem) => MatchKey[] }
    /**
     * A criterion of a team event (C.07 arts. 11, 13): it reads the teams' matches, not a
     * crosstable of players. Only a team event's list may name it.
     */
    | { kind: 'team'; value: (ctx: TeamContext, spec: CriterionSpec, team: TeamId) => CriterionResult }
    /** A team criterion computed among the tied teams only (C.07 type A: EDE, 13.3). */
    | { kind: 'team-group'; rank: (ctx: TeamContext, spec: CriterionSpec, group: readonly TeamId[]) => GroupOutcome };
}

/** A value criterion's values for the whole field at once, in the order of `players`; undefined when it cannot give them. */
export type ColumnCompute = (ctx: TiebreakContext, spec: CriterionSpec, players: readonly PlayerId[]) => readonly Rational[] | undefined;

/** A criterion that decides a drawn team match (C.07 art. 12) rather than ranking a crosstable. */
export function isMatchCriterion(definition: CriterionDefinition): boolean {
  return definition.compute.kind === 'match';
}

/** A criterion that reads a team event's matches (C.07 arts. 11, 13) rather than a crosstable of players. */
export function isTeamCriterion(definition: CriterionDefinition): boolean {
  return definition.compute.kind === 'team' || definition.compute.kind === 'team-group';
}
