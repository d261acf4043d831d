import { Rational } from '../arith';
import { PlayerMap, type AfterTiebreaks, type CriterionSpec, type Player, type PlayerId } from '../model';
import {
  notApplicable,
  valueResult,
  type CriterionDefinition,
  type CriterionResult,
  type GroupOutcome,
  type TiebreakContext,
} from '../tiebreaks';
import type { EngineWords } from '../tiebreaks/engine-words';
import { lotNumber, lotsSeed } from './lots';
import { pushAll } from '../collections';

/** A criterion of the list, resolved against the registry, with the context it runs in. */
export interface RankingCriterion {
  spec: CriterionSpec;
  definition: CriterionDefinition;
  ctx: TiebreakContext;
  /** Values for the whole field (value criteria); group criteria are computed per group. */
  values?: Map<PlayerId, CriterionResult>;
  /**
   * A group criterion (DE, EDE, a board criterion of several levels): orders one tied group.
   * Set by the evaluator that knows the event (players or teams), so a definition is never rewritten.
   */
  rankGroup?: (group: readonly PlayerId[]) => GroupOutcome;
}

/** Whether a column's values were computed per tied group (DE and the like), not for the whole field. */
export function ranksGroups(criterion: Pick<RankingCriterion, 'rankGroup'>): boolean {
  return criterion.rankGroup !== undefined;
}

/** One step of the split tree: a tied group, the criterion applied, what came out. */
export interface SplitStep {
  /** The criterion's header ("BH/C1"), or "lots", "manual: Barrage". */
  criterion: string;
  /** Index in the list; -1 for what happens after the list. */
  index: number;
  group: PlayerId[];
  /** Ordered subgroups, best first; a group of one is a decided place. */
  outcome: PlayerId[][];
  /** The value each member had for this criterion, as text (DE: points among the group; "14 | 12 | 9" for levels). */
  values: Map<PlayerId, string>;
  /** Why the group was not (fully) separated. */
  reason?: string;
  /** The reason as a key and its values (engine/tiebreaks/engine-words.ts), when io can word it in a language. */
  reasonWords?: EngineWords | undefined;
  /** The seed a drawing of lots used for this group (criterion "lots"); each value is the member's lot number. */
  seed?: string;
  /** A play-off (criterion "play-off"): what happened, stage by stage, in words. */
  story?: string[];
}

export interface Standing {
  player: PlayerId;
  /** 1-based place in the final order. */
  position: number;
  /** Competition rank: tied participants share the first place of their range (1, 2, 2, 4). */
  rank: number;
  /** Last place of a shared range (rank 3, lastRank 5 prints "3–5"); equals rank when not shared. */
  lastRank: number;
  /**
   * What put the participant at this place: a criterion header, "lots", "shared", "play-off"
   * (the regulation's play-off decided it), "play-off pending" (a play-off decides, its results are not in).
   */
  decidedBy: string;
}

export interface Ranking {
  standings: Standing[];
  splits: SplitStep[];
  /**
   * Per group criterion (by list index): each player's position inside the tied group it
   * was applied to (0 = not separated), and the value with its contributions (DE: points among the group).
   */
  groupValues: Map<number, Map<PlayerId, { position: number; result: CriterionResult }>>;
}

/**
 * C.07 4.2: the first criterion orders the whole field; each further one is applied only
 * inside the groups still tied; type-A criteria (DE) are computed for each such group.
 * What remains tied after the list is shared, drawn by lots, left to a play-off, or
 * decided by manual values, as the regulation says.
 */
export function rankParticipants(
  players: readonly Player[],
  criteria: readonly RankingCriterion[],
  after: AfterTiebreaks,
  /** What lots without a stated seed are seeded from (lots.ts eventLotsBasis); '' for none. */
  lotsBasis = '',
): Ranking {
  let groups: PlayerId[][] = [players.map((p) => p.id).sort((a, b) => a - b)];
  const splits: SplitStep[] = [];
  const decidedBy = new PlayerMap<string>();
  const groupValues: Ranking['groupValues'] = new Map();
  // Indexed loops: this runs once per criterion over every group, mostly before V8 optimises it,
  // and a for…of there makes an iterator result per group.
  for (let index = 0; index < criteria.length; index++) {
    const criterion = criteria[index]!;
    const next: PlayerId[][] = [];
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      if (group.length === 1) {
        next.push(group);
        continue;
      }
      const step = applyCriterion(criterion, index, group, groupValues);
      splits.push(step);
      const outcome = step.outcome;
      for (let o = 0; o < outcome.length; o++) {
        const sub = outcome[o]!;
        if (sub.length === 1 && !decidedBy.has(sub[0]!)) decidedBy.set(sub[0]!, step.criterion);
        next.push(sub);
      }
    }
    groups = next;
  }
  groups = settleRemainingTies(groups, players, after, lotsBasis, splits, decidedBy);
  return { standings: assignRanks(groups, decidedBy, after), splits, groupValues };
}

/**
 * Places on one exact value alone, higher first, equal values sharing a place with no
 * tie-break after it (VCF Encl. 1 4.b: "Tiebreaks shall not be used to award Grand Prix
 * Points"): the first step of the ordered refinement, ranked as a shared tie is.
 */
export function rankOnValue(ids: readonly PlayerId[], valueOf: (id: PlayerId) => Rational, header: string): Standing[] {
  const step = valueStep(header, 0, [...ids], (id) => valueResult(valueOf(id)), -1);
  const decidedBy = new Map(step.outcome.filter((group) => group.length === 1).map((group) => [group[0]!, header]));
  return assignRanks(step.outcome, decidedBy, { kind: 'shared' });
}

function applyCriterion(criterion: RankingCriterion, index: number, group: PlayerId[], groupValues: Ranking['groupValues']): SplitStep {
  const header = criterion.spec.text;
  if (criterion.rankGroup) {
    const outcome = criterion.rankGroup(group);
    const values = new Map<PlayerId, string>();
    let perPlayer = groupValues.get(index);
    if (!perPlayer) groupValues.set(index, (perPlayer = new Map()));
    let position = 1;
    for (const sub of outcome.groups) {
      for (const id of sub) {
        const member = outcome.values.get(id);
        const result: CriterionResult = member
          ? valueResult(member.value, member.contributions, member.note, member.noteWords)
          : notApplicable('not computed for this group', { key: 'not-computed-for-group' });
        values.set(id, member?.display ?? displayResult(result));
        perPlayer.set(id, { position: outcome.groups.length > 1 ? position : 0, result });
      }
      position += sub.length;
    }
    const step: SplitStep = { criterion: header, index, group, outcome: outcome.groups, values };
    if (outcome.reason) step.reason = outcome.reason;
    if (outcome.reason && outcome.reasonWords) step.reasonWords = outcome.reasonWords;
    return step;
  }
  const values = criterion.values!;
  const direction = (criterion.definition.order === 'higher-first') !== (criterion.spec.reverse === true) ? -1 : 1;
  return valueStep(header, index, group, (id) => values.get(id)!, direction);
}

/** Orders a group by one value per member (direction -1: higher first); equal values stay together. */
function valueStep(
  criterion: string,
  index: number,
  group: PlayerId[],
  valueOf: (id: PlayerId) => CriterionResult,
  direction: number,
): SplitStep {
  const outcome = orderedByValue(group, valueOf, direction);
  return new ValueSplitStep(criterion, index, group, outcome, valueOf, outcome.length === 1 ? 'equal values' : undefined);
}

const EQUAL_VALUES: EngineWords = { key: 'equal-values' };
const EQUAL_LOTS: EngineWords = { key: 'equal-lots' };
const EQUAL_MANUAL_VALUES: EngineWords = { key: 'equal-manual-values' };

/**
 * The group's members by value, equal values together. Its own function, so that V8's
 * on-stack replacement of this loop (a first group is the whole field) holds no code the
 * run has not reached yet: code compiled before a statement ever ran can leave V8 entering
 * and leaving it again on every later group (hundreds of deoptimisations in one run).
 */
function orderedByValue(group: PlayerId[], valueOf: (id: PlayerId) => CriterionResult, direction: number): PlayerId[][] {
  // Each member's value is looked up once, not at every comparison of the sort.
  const members = group.map((id) => ({ id, result: valueOf(id) }));
  members.sort((a, b) => compareResults(a.result, b.result, direction) || a.id - b.id);
  const outcome: PlayerId[][] = [];
  for (let k = 0; k < members.length; k++) {
    const { id, result } = members[k]!;
    if (k > 0 && compareResults(members[k - 1]!.result, result, direction) === 0) outcome[outcome.length - 1]!.push(id);
    else outcome.push([id]);
  }
  return outcome;
}

/**
 * A split by a value criterion. Its members' values as text are written when an
 * explanation reads them: a 5,000-player list takes thousands of steps, and ranking
 * needs none of the text.
 */
class ValueSplitStep implements SplitStep {
  reason?: string;
  seed?: string;
  private words: EngineWords | undefined;
  private shown: Map<PlayerId, string> | undefined;

  constructor(
    readonly criterion: string,
    readonly index: number,
    readonly group: PlayerId[],
    readonly outcome: PlayerId[][],
    private readonly valueOf: (id: PlayerId) => CriterionResult,
    reason: string | undefined,
  ) {
    if (reason !== undefined) this.reason = reason;
  }

  /** The reason's key: set with it, else "equal values" when that is the reason (a step that overwrites it keeps its English alone). */
  get reasonWords(): EngineWords | undefined {
    return this.words ?? (this.reason === 'equal values' ? EQUAL_VALUES : undefined);
  }

  set reasonWords(words: EngineWords | undefined) {
    this.words = words;
  }

  get values(): Map<PlayerId, string> {
    return (this.shown ??= new Map(this.group.map((id) => [id, displayResult(this.valueOf(id))])));
  }

  /** Serialises like the plain object it stands for. */
  toJSON(): object {
    const { criterion, index, group, outcome, values, reason, seed } = this;
    return { criterion, index, group, outcome, values, ...(reason !== undefined && { reason }), ...(seed !== undefined && { seed }) };
  }
}

/** Values in the criterion's order; "not applicable" after every value. */
export function compareResults(a: CriterionResult, b: CriterionResult, direction: number): number {
  if (a.kind === 'n/a' || b.kind === 'n/a') return a.kind === b.kind ? 0 : a.kind === 'n/a' ? 1 : -1;
  return direction * a.value.cmp(b.value);
}

export function displayResult(result: CriterionResult): string {
  return result.kind === 'value' ? result.value.toDecimalString() : 'n/a';
}

/**
 * After the list: lots (each member's FNV number, lowest first) or manual values from a
 * column (highest first; a missing or unreadable value is "n/a" and stays behind).
 */
function settleRemainingTies(
  groups: PlayerId[][],
  players: readonly Player[],
  after: AfterTiebreaks,
  lotsBasis: string,
  splits: SplitStep[],
  decidedBy: Map<PlayerId, string>,
): PlayerId[][] {
  if (after.kind === 'shared' || after.kind === 'play-off') return groups;
  const byId = new PlayerMap(players.map((p) => [p.id, p]));
  const criterion = after.kind === 'lots' ? 'lots' : `manual: ${after.column}`;
  const column = after.kind === 'manual' ? after.column : '';
  const manualValue = (id: PlayerId): CriterionResult => {
    const value = Rational.parse(byId.get(id)!.fields[column] ?? '');
    return value ? { kind: 'value', value, contributions: [] } : { kind: 'n/a', reason: `no value in column "${column}"` };
  };
  const result: PlayerId[][] = [];
  for (const group of groups) {
    if (group.length === 1) {
      result.push(group);
      continue;
    }
    const seed = after.kind === 'lots' ? lotsSeed(after, lotsBasis, group) : undefined;
    const valueOf =
      seed === undefined
        ? manualValue
        : (id: PlayerId): CriterionResult => ({ kind: 'value', value: Rational.of(lotNumber(seed, byId.get(id)!)), contributions: [] });
    const step = valueStep(criterion, -1, group, valueOf, after.kind === 'lots' ? 1 : -1);
    if (seed !== undefined) step.seed = seed;
    if (step.reason) {
      step.reason = after.kind === 'manual' ? 'equal or missing manual values' : 'equal lots';
      step.reasonWords = after.kind === 'manual' ? EQUAL_MANUAL_VALUES : EQUAL_LOTS;
    }
    splits.push(step);
    for (const sub of step.outcome) if (sub.length === 1 && !decidedBy.has(sub[0]!)) decidedBy.set(sub[0]!, criterion);
    pushAll(result, step.outcome);
  }
  return result;
}

function assignRanks(groups: PlayerId[][], decidedBy: Map<PlayerId, string>, after: AfterTiebreaks): Standing[] {
  const standings: Standing[] = [];
  let position = 1;
  for (const group of groups) {
    const rank = position;
    const lastRank = position + group.length - 1;
    for (const player of group) {
      const decided = group.length > 1 ? (after.kind === 'play-off' ? 'play-off pending' : 'shared') : (decidedBy.get(player) ?? 'alone');
      standings.push({ player, position: position++, rank, lastRank, decidedBy: decided });
    }
  }
  return standings;
}
