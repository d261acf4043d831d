import type { Contribution, CriterionResult, Evaluation, Player, PlayerId, SplitStep } from '../../engine';
import { MICRO_MATCHES, pushAll, ranksGroups, type MicroMatchReport } from '../../engine';
import { tiedOnUnequalValues } from './explanations';
import { groupStep } from './values';

/**
 * What explain reads: an individual run's Evaluation, or a team event's (C.07 arts.
 * 11–13), whose crosstable of teams, columns and splits have the same shape — a team is a
 * participant, its opponents are teams.
 */
export type Explained = Pick<Evaluation, 'regulation' | 'crosstable' | 'columns' | 'standings' | 'splits'> & {
  /** An individual run's withdrawals: who is in the crosstable but not ranked (expelled). */
  withdrawals?: Evaluation['withdrawals'];
  /** The micro-matches an individual run decided (a micro-matches article). */
  microMatches?: MicroMatchReport;
};

/**
 * `explain` in words: why a participant is where they are, or why one is above another —
 * the ties they were part of, the criterion that decided, the values, and the
 * contributions behind each value (virtual/dummy opponents, cuts).
 */
/** "decided by DE"; a tie the list leaves, a play-off or a participant alone on points in words. */
function decisionWords(decidedBy: string, playOffNote?: string): string {
  switch (decidedBy) {
    case 'shared':
      return 'tied on every criterion of the list: the places are shared';
    case 'play-off':
      // "1st by the play-off: won the Armageddon game as Black on draw odds" (C.07 art. 3).
      return `by the play-off${playOffNote ? `: ${playOffNote}` : ''}`;
    case 'play-off pending':
      return 'tied: a play-off decides these places and its results are not recorded yet (play-off pending)';
    case 'micro-match pending':
      return 'places shared: a micro-match among them is not finished, its next game is not recorded (micro-match pending)';
    case 'alone':
      return 'alone on points';
    default:
      return `decided by ${decidedBy}`;
  }
}

export function explainPlayer(evaluation: Explained, id: PlayerId): string[] {
  const player = playerOf(evaluation, id);
  const standing = evaluation.standings.find((s) => s.player === id);
  if (!standing) return [notRanked(evaluation, player), ...valueLines(evaluation, id)];
  const place = standing.lastRank > standing.rank ? `shares places ${standing.rank}–${standing.lastRank}` : `is placed ${standing.rank}`;
  const playOff = evaluation.splits.find((s) => s.criterion === 'play-off' && s.group.includes(id));
  const note = playOff?.values.get(id);
  const lines = [`${label(player)} ${place} of ${evaluation.standings.length}, ${decisionWords(standing.decidedBy, note)}.`];
  pushAll(lines, microMatchLines(evaluation, id));
  for (const step of evaluation.splits.filter(
    (s) => s.group.includes(id) && !isWholeField(evaluation, s) && s.criterion !== MICRO_MATCHES,
  )) {
    pushAll(lines, describeStep(evaluation, step, id));
  }
  pushAll(lines, valueLines(evaluation, id));
  return lines;
}

/** The micro-matches: the player's values of the criteria that rank the event, then each of their micro-matches. */
function microMatchLines(evaluation: Explained, id: PlayerId): string[] {
  const step = evaluation.splits.find((s) => s.criterion === MICRO_MATCHES && s.group.includes(id));
  if (!step) return [];
  const rankedBy = evaluation.regulation.microMatches?.rankedBy.map((c) => c.text).join(', ') ?? '';
  const lines = [`Micro-matches, ranked by ${rankedBy}: ${step.values.get(id) ?? ''}.`];
  for (const m of evaluation.microMatches?.matches ?? []) if (m.white === id || m.black === id) lines.push(`  ${m.story}`);
  return lines;
}

function valueLines(evaluation: Explained, id: PlayerId): string[] {
  const lines = ['Values and their contributions:'];
  evaluation.columns.forEach((column, index) => {
    const result = column.values.get(id);
    // A criterion that ranks the tied group (DE, EDE…) shows what it compared there ("MP 1 | GP 1 | TBR board 1 1").
    const shown = ranksGroups(column.criterion) ? groupStep(evaluation, index, id)?.values.get(id) : undefined;
    if (result) pushAll(lines, describeResult(column.header, result, evaluation, shown));
  });
  return lines;
}

/** A participant of the crosstable the standings leave out: an expelled player (FIDE checklist Q197–198). */
function notRanked(evaluation: Explained, player: Player): string {
  const expelled = evaluation.withdrawals?.expelled.find((e) => e.player === player.id);
  return expelled ? `${label(player)} is not ranked: ${expelled.note}.` : `${label(player)} is not ranked.`;
}

export function explainPair(evaluation: Explained, a: PlayerId, b: PlayerId): string[] {
  const [pa, pb] = [playerOf(evaluation, a), playerOf(evaluation, b)];
  const unranked = [pa, pb].filter((p) => !evaluation.standings.some((s) => s.player === p.id));
  if (unranked.length > 0) return unranked.map((p) => notRanked(evaluation, p));
  const position = (id: PlayerId) => evaluation.standings.find((s) => s.player === id)!;
  const [upper, lower] = position(a).position < position(b).position ? [pa, pb] : [pb, pa];
  // Micro-matches rank the whole event after the list: they decide, by their first unequal criterion.
  const micro = evaluation.splits.find((s) => s.criterion === MICRO_MATCHES && s.group.includes(a) && s.group.includes(b));
  if (micro) return microMatchPair(evaluation, upper, lower);
  const step = evaluation.splits.find((s) => s.group.includes(a) && s.group.includes(b) && subgroupIndex(s, a) !== subgroupIndex(s, b));
  if (!step) {
    return [
      `${label(pa)} and ${label(pb)} share their place: no criterion of the list separates them (${evaluation.regulation.after.kind} after the list).`,
    ];
  }
  const value = (id: PlayerId) => step.values.get(id) ?? '';
  const lines = [
    `${label(upper)} is above ${label(lower)}: ${step.criterion} decided (${value(upper.id)} against ${value(lower.id)})` +
      (!isWholeField(evaluation, step)
        ? `, among ${step.group.length} tied participants${step.index > 0 && pointsOf(evaluation, a) ? ` on ${pointsOf(evaluation, a)}` : ''}.`
        : '.'),
  ];
  // The criteria before it that left the two level, in list order: what the deciding one had to settle.
  const before = evaluation.splits.filter(
    (s) => s !== step && s.index < step.index && !isWholeField(evaluation, s) && s.group.includes(a) && s.group.includes(b),
  );
  const shown = (s: SplitStep, id: PlayerId) => s.values.get(id) ?? '';
  const level = before.filter((s) => !tiedOnUnequalValues(s, [upper.id, lower.id]));
  if (level.length > 0)
    lines.push(`Level before it on ${andList(level.map((s) => `${s.criterion} (${shown(s, upper.id)} = ${shown(s, lower.id)})`))}.`);
  // One that compared them on different values and left them tied did not apply (DE: C.07 6.3, "if all met").
  for (const s of before.filter((s) => !level.includes(s)))
    lines.push(
      `${s.criterion} did not apply (${shown(s, upper.id)} against ${shown(s, lower.id)})${s.reason ? `: ${s.reason}` : ', and left them tied'}.`,
    );
  const column = evaluation.columns.find((c) => c.header === step.criterion);
  if (column && ranksGroups(column.criterion))
    lines.push(
      `${step.criterion} (${column.definition.title.toLowerCase()}): ${sentence(column.definition.description, column.definition.source)}`,
    );
  if (column) {
    for (const p of [upper, lower]) {
      const result = column.values.get(p.id);
      if (result) pushAll(lines, describeResult(`${label(p)} ${step.criterion}`, result, evaluation));
    }
  }
  return lines;
}

/** Two players of an event ranked by micro-matches: the first criterion of `ranked by` they differ on, or the list's order. */
function microMatchPair(evaluation: Explained, upper: Player, lower: Player): string[] {
  const values = (id: PlayerId) => evaluation.microMatches?.values.get(id) ?? [];
  const [u, l] = [values(upper.id), values(lower.id)];
  const k = u.findIndex((v, i) => v !== l[i]);
  const [su, sl] = [upper, lower].map((p) => evaluation.standings.find((s) => s.player === p.id)!);
  if (su!.decidedBy === 'micro-match pending')
    return [`${label(upper)} and ${label(lower)} share their places: ${decisionWords('micro-match pending')}.`];
  if (k < 0) {
    const shared = su!.rank === sl!.rank;
    return [
      `${label(upper)} and ${label(lower)} are level on every criterion of the micro-matches (${u.join(', ')}); ${shared ? 'they share their place' : `the tie-break list decided: ${su!.decidedBy}`}.`,
    ];
  }
  const level = u.slice(0, k);
  const criterion = evaluation.regulation.microMatches?.rankedBy[k]?.text ?? '';
  const bare = (text: string) => text.slice(criterion.length).trim();
  return [
    `${label(upper)} is above ${label(lower)}: the micro-matches decided by ${criterion}, ${bare(u[k]!)} against ${bare(l[k]!)}${level.length > 0 ? ` (level on ${level.join(', ')})` : ''}.`,
  ];
}

function describeStep(evaluation: Explained, step: SplitStep, id: PlayerId): string[] {
  const name = (p: PlayerId) => label(playerOf(evaluation, p));
  const others = step.group.filter((p) => p !== id).map(name);
  const index = subgroupIndex(step, id);
  const before = step.outcome.slice(0, index).reduce((n, sub) => n + sub.length, 0);
  const mine = step.outcome[index]!;
  const why = step.reason ? ` (${step.reason})` : '';
  const outcome =
    step.outcome.length === 1
      ? `still tied${tiedOnUnequalValues(step, step.group) ? `: ${step.criterion} did not apply${why}` : why}`
      : mine.length === 1
        ? `placed ${ordinal(before + 1)} of the ${step.group.length}`
        : `${ordinal(before + 1)}–${ordinal(before + mine.length)} of the ${step.group.length}, tied with ${andList(mine.filter((p) => p !== id).map(name))}${
            tiedOnUnequalValues(step, mine) ? ` (${step.criterion} did not apply among them${step.reason ? `: ${step.reason}` : ''})` : why
          }`;
  const values = step.group.map((p) => `${name(p)} ${step.values.get(p) || '–'}`).join(', ');
  const points = pointsOf(evaluation, id);
  const lines = [`Tied${points ? ` on ${points}` : ''} with ${andList(others)}; ${step.criterion}: ${values} → ${outcome}.`];
  // A play-off tells what happened stage by stage (the games the arbiter recorded).
  for (const line of step.story ?? []) lines.push(`  ${line}`);
  // A criterion that ranks the tied group itself (DE and the like) is not a number per player: say what it counts.
  const column = evaluation.columns[step.index];
  const definition = column?.definition;
  if (column && definition && ranksGroups(column.criterion))
    lines.push(`  ${step.criterion} (${definition.title.toLowerCase()}): ${sentence(definition.description, definition.source)}`);
  return lines;
}

/** The score that ranks the field — points, a team event's match or game points (C.07 13.1) — in words: "3.5 points". */
const SCORE_WORDS: Readonly<Record<string, string>> = { PTS: 'points', MP: 'match points', GP: 'game points' };

function pointsOf(evaluation: Explained, id: PlayerId): string | undefined {
  const column = evaluation.columns.find((c) => SCORE_WORDS[c.definition.code] !== undefined);
  const result = column?.values.get(id);
  return result?.kind === 'value' ? `${result.value.toDecimalString()} ${SCORE_WORDS[column!.definition.code]}` : undefined;
}

function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "points from the games among the tied participants, … (FIDE C.07 art. 6)." */
function sentence(description: string, source: string): string {
  const text = description.replace(/\.$/, '');
  return `${text.charAt(0).toLowerCase()}${text.slice(1)} (${source}).`;
}

function describeResult(header: string, result: CriterionResult, evaluation: Explained, shown?: string): string[] {
  if (result.kind === 'n/a') return [`  ${header}: not applicable — ${result.reason}`];
  const value = shown || result.value.toDecimalString();
  const lines = [`  ${header}${shown ? ': ' : ' = '}${value}${result.note ? ` (${result.note})` : ''}`];
  for (const c of result.contributions) lines.push(`    ${describeContribution(c, evaluation)}`);
  return lines;
}

function describeContribution(c: Contribution, evaluation: Explained): string {
  const where = [
    c.round !== undefined ? `round ${c.round}` : undefined,
    c.opponent !== undefined ? `vs ${label(playerOf(evaluation, c.opponent))}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const factors =
    c.opponentValue !== undefined && c.points !== undefined
      ? ` (opponent ${c.opponentValue.toDecimalString()}, scored ${c.points.toDecimalString()})`
      : '';
  const notes = [c.note, c.cut].filter(Boolean).join('; ');
  return `${where ? `${where}: ` : ''}${c.value.toDecimalString()}${factors}${notes ? ` — ${notes}` : ''}`;
}

function subgroupIndex(step: SplitStep, id: PlayerId): number {
  return step.outcome.findIndex((sub) => sub.includes(id));
}

function isWholeField(evaluation: Explained, step: SplitStep): boolean {
  return step.index === 0 && step.group.length === evaluation.crosstable.players.length;
}

function playerOf(evaluation: Explained, id: PlayerId): Player {
  const player = evaluation.crosstable.players.find((p) => p.id === id);
  if (!player) throw new RangeError(`No participant with starting number ${id}`);
  return player;
}

function label(player: Player): string {
  return `${player.name} (${player.id})`;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
