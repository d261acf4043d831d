import type { CategoryRanking, Evaluation, PlayerId, SplitStep, TeamEvaluation } from '../../engine';
import { ranksGroups } from '../../engine';
import { categoriesJson, type CategoryJson } from './category-json';
import { decidedByText, exportValue, positionInStep } from './values';
import { microMatchesJson, type MicroMatchesJson } from './micro-match-blocks';

/*
 * The one JSON document `rank --format json` writes, for an individual and a team event alike
 * (docs/standings.schema.json states it; test/unit/io/output/standings-json.test.ts validates
 * real runs against it). Its first keys are the shape of the FIDE reference server's corpus —
 * {"tiebreaks", "players": {"<no>": [values]}, "rank": {"<no>": n}} — so
 * `tools/compare_expected.py` reads it unchanged; the rest says who the participants are and why
 * each stands where it does.
 */

export const STANDINGS_FORMAT = 'regula-standings/1';

/** A contribution behind a value, as the Audit sheet lists it; `value` is exact decimal text ("1/3" when it has no decimal). */
export interface ContributionJson {
  round?: number;
  opponent?: number;
  value: string;
  note?: string;
}

export interface StandingsJson {
  format: typeof STANDINGS_FORMAT;
  /** Who the participants are: players, or the teams of a team event. */
  kind: 'players' | 'teams';
  event: string;
  /** The score that ranks first: "points", "match-points" or "game-points". */
  score: string;
  /** The list as ranked, its score first ("PTS", "MP", "GP"). */
  tiebreaks: string[];
  /**
   * Per participant (starting number, or team number), its value of each criterion in list
   * order: a number, or null where the criterion does not apply. A criterion that ranks a tied
   * group (DE, EDE…) gives the position inside the group it separated (0 = not separated).
   */
  players: Record<string, (number | null)[]>;
  /** Per participant, its competition rank (1, 2, 2, 4). */
  rank: Record<string, number>;
  /** The participants in final order, with what put each at its place. */
  standings: StandingJson[];
  /** Players the regulation expels (FIDE checklist Q197–198): not ranked, so not in `standings` or `rank`. */
  expelled?: ExpelledJson[];
  /** The regulation's play-offs: who played, how each was placed, what happened stage by stage. */
  playOff?: PlayOffJson[];
  /** Micro-matches (a micro-matches article): each round's games, how each was decided, the players' values. */
  microMatches?: MicroMatchesJson;
  /** The regulation's categories ("best U14"), each its members in final order with category and overall rank. */
  categories?: CategoryJson[];
  /** Team events: what the rules did to the values ("BH:MP: opponents’ unplayed matches adjusted (C.07 16.3)"). */
  notes?: string[];
  /** Team events: per team and criterion, the contributions behind the value. */
  audit?: Record<string, Record<string, ContributionJson[]>>;
}

export interface PlayOffJson {
  status: 'decided' | 'pending' | 'not held';
  players: { no: number; name: string; note: string }[];
  story: string[];
}

export interface ExpelledJson {
  no: number;
  name: string;
  fromRound?: number;
  note: string;
}

export interface StandingJson {
  no: number;
  name: string;
  rank: number;
  /** Last place of a shared range: present only when the place is shared (rank 3, lastRank 5). */
  lastRank?: number;
  decidedBy: string;
  /** What each group criterion compared for this participant ("MP 1 | GP 1 | TBR board 1 1"), by header. */
  compared?: Record<string, string>;
}

type Ranked = Pick<Evaluation, 'crosstable' | 'columns' | 'standings' | 'splits'>;

export function standingsJson(
  run: { kind: 'individual'; evaluation: Evaluation } | { kind: 'team'; evaluation: TeamEvaluation },
  categories: readonly CategoryRanking[] = [],
): StandingsJson {
  const evaluation: Ranked = run.evaluation;
  const ids = evaluation.crosstable.players.map((p) => p.id).sort((a, b) => a - b);
  const steps = groupSteps(evaluation);
  const players: StandingsJson['players'] = {};
  for (const id of ids) {
    players[String(id)] = evaluation.columns.map((column, index) => {
      const byPlayer = steps.get(index);
      if (byPlayer === undefined) return exportValue(column, id);
      const step = byPlayer.get(id);
      return step === undefined ? 0 : positionInStep(step, id);
    });
  }
  const rank: StandingsJson['rank'] = {};
  for (const standing of [...evaluation.standings].sort((a, b) => a.player - b.player)) rank[String(standing.player)] = standing.rank;
  const names = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  const standings = evaluation.standings.map((s): StandingJson => ({
    no: s.player,
    name: names.get(s.player) ?? '',
    rank: s.rank,
    ...(s.lastRank > s.rank && { lastRank: s.lastRank }),
    decidedBy: decidedByText(s.decidedBy),
    ...compared(evaluation, steps, s.player),
  }));
  const team = run.kind === 'team';
  return {
    format: STANDINGS_FORMAT,
    kind: team ? 'teams' : 'players',
    event: (team ? run.evaluation.event.name : run.evaluation.crosstable.name) ?? '',
    score: team ? run.evaluation.primary : 'points',
    tiebreaks: evaluation.columns.map((c) => c.header),
    players,
    rank,
    standings,
    ...(!team && run.evaluation.withdrawals.expelled.length > 0 && { expelled: expelledJson(run.evaluation) }),
    ...(playOffJson(evaluation).length > 0 && { playOff: playOffJson(evaluation) }),
    ...(!team && run.evaluation.microMatches && { microMatches: microMatchesJson(run.evaluation)! }),
    ...(categories.length > 0 && { categories: categoriesJson(categories) }),
    ...(team && run.evaluation.notes.length > 0 && { notes: run.evaluation.notes }),
    ...(team && { audit: audit(run.evaluation) }),
  };
}

/** The play-off steps (criterion "play-off", engine/ranking/play-off.ts) as JSON. */
function playOffJson(evaluation: Ranked): PlayOffJson[] {
  const names = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  return evaluation.splits
    .filter((step) => step.criterion === 'play-off' && step.index === -1 && step.story !== undefined)
    .map((step) => ({
      status: step.reason?.startsWith('pending') ? 'pending' : step.reason?.startsWith('not held') ? 'not held' : 'decided',
      players: step.group.map((id) => ({ no: id, name: names.get(id) ?? '', note: step.values.get(id) ?? step.reason ?? '' })),
      story: step.story ?? [],
    }));
}

function expelledJson(evaluation: Evaluation): ExpelledJson[] {
  return evaluation.withdrawals.expelled.map((e) => ({
    no: e.player,
    name: e.name,
    ...(e.fromRound !== undefined && { fromRound: e.fromRound }),
    note: e.note,
  }));
}

/** Per list index of a criterion that ranks tied groups (DE, EDE…), the step that ranked each participant's group. */
function groupSteps(evaluation: Ranked): Map<number, Map<PlayerId, SplitStep>> {
  const steps = new Map<number, Map<PlayerId, SplitStep>>();
  evaluation.columns.forEach((column, index) => {
    if (ranksGroups(column.criterion)) steps.set(index, new Map());
  });
  for (const step of evaluation.splits) {
    const byPlayer = steps.get(step.index);
    if (byPlayer === undefined) continue;
    for (const player of step.group) if (!byPlayer.has(player)) byPlayer.set(player, step);
  }
  return steps;
}

function compared(
  evaluation: Ranked,
  steps: Map<number, Map<PlayerId, SplitStep>>,
  player: PlayerId,
): { compared?: Record<string, string> } {
  const entries: [string, string][] = [];
  for (const [index, byPlayer] of steps) {
    const value = byPlayer.get(player)?.values.get(player);
    if (value !== undefined) entries.push([evaluation.columns[index]!.header, value]);
  }
  return entries.length > 0 ? { compared: Object.fromEntries(entries) } : {};
}

function audit(evaluation: TeamEvaluation): NonNullable<StandingsJson['audit']> {
  const byTeam: NonNullable<StandingsJson['audit']> = {};
  for (const standing of evaluation.standings) {
    byTeam[String(standing.player)] = Object.fromEntries(
      evaluation.columns.map((column) => {
        const result = column.values.get(standing.player);
        const contributions = result?.kind === 'value' ? result.contributions : [];
        return [
          column.header,
          contributions.map((c): ContributionJson => ({
            ...(c.round !== undefined && { round: c.round }),
            ...(c.opponent !== undefined && { opponent: c.opponent }),
            value: c.value.toDecimalString(),
            ...(c.note !== undefined && { note: c.note }),
          })),
        ];
      }),
    );
  }
  return byTeam;
}
