import type { Contribution, CriterionResult, Evaluation, Player, PlayerId, Rational, SplitStep } from '../../engine';
import { MICRO_MATCHES, pushAll, ranksGroups, type MicroMatchReport } from '../../engine';
import { tiedOnUnequalValues } from './explanations';
import { RESULT_WORDS, type AfterKind, type ResultWords, type ScoreCode, type StepOutcome } from './result-words';
import { contributionNotes, reasonText, valueNote } from './result-words/engine-words';
import { decimalCommaText } from '../render/words';
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

/*
 * `explain` in words: why a participant is where they are, or why one is above another —
 * the ties they were part of, the criterion that decided, the values, and the
 * contributions behind each value (virtual/dummy opponents, cuts) — in the words of a
 * language (result-words/; English by default, the add-in's and the CLI's without --lang).
 * What the engine words itself comes in the language where it carries a key (result-words/engine-words.ts:
 * a cut, a dummy opponent, a reason); the rest (a criterion's definition, a play-off's story)
 * passes through as it is; numbers follow the language (3,5 in de, fr, es, ru).
 */

/** "decided by DE"; a tie the list leaves, a play-off or a participant alone on points in words. */
function decisionWords(words: ResultWords, decidedBy: string, playOffNote?: string): string {
  const decision = words.explain.decision;
  switch (decidedBy) {
    case 'shared':
      return decision.shared;
    case 'play-off':
      return decision.playOff(playOffNote);
    case 'play-off pending':
      return decision.playOffPending;
    case 'micro-match pending':
      return decision.microMatchPending;
    case 'alone':
      return decision.alone;
    default:
      return decision.by(criterionWord(words, decidedBy));
  }
}

/** A step's criterion as the language names it: an acronym as it is, lots, a play-off and a manual column in words. */
function criterionWord(words: ResultWords, criterion: string): string {
  if (criterion === 'lots') return words.decided.lots;
  if (criterion === 'play-off') return words.decided.playOff;
  if (criterion.startsWith('manual: ')) return words.decided.manual(criterion.slice('manual: '.length));
  return criterion;
}

/** A number as the language writes it: a decimal comma where it writes one (3,5). */
function numberWords(words: ResultWords, value: Rational): string {
  return decimalCommaText(value.toDecimalString(), words);
}

/** A participant's value in a step as the language writes it; a play-off's is its story in the engine's words (stages, ½), kept as it is. */
function stepValue(words: ResultWords, step: SplitStep, id: PlayerId): string {
  const value = step.values.get(id) ?? '';
  return step.criterion === 'play-off' ? value : decimalCommaText(value, words);
}

export function explainPlayer(evaluation: Explained, id: PlayerId, words: ResultWords = RESULT_WORDS.en): string[] {
  const player = playerOf(evaluation, id);
  const standing = evaluation.standings.find((s) => s.player === id);
  if (!standing) return [notRanked(evaluation, player, words), ...valueLines(evaluation, id, words)];
  const playOff = evaluation.splits.find((s) => s.criterion === 'play-off' && s.group.includes(id));
  const note = playOff?.values.get(id);
  const decision = decisionWords(words, standing.decidedBy, note);
  const of = evaluation.standings.length;
  const lines = [
    standing.lastRank > standing.rank
      ? words.explain.shares(label(player), standing.rank, standing.lastRank, of, decision)
      : words.explain.placed(label(player), standing.rank, of, decision),
  ];
  pushAll(lines, microMatchLines(evaluation, id, words));
  for (const step of evaluation.splits.filter(
    (s) => s.group.includes(id) && !isWholeField(evaluation, s) && s.criterion !== MICRO_MATCHES,
  )) {
    pushAll(lines, describeStep(evaluation, step, id, words));
  }
  pushAll(lines, valueLines(evaluation, id, words));
  return lines;
}

/** The micro-matches: the player's values of the criteria that rank the event, then each of their micro-matches. */
function microMatchLines(evaluation: Explained, id: PlayerId, words: ResultWords): string[] {
  const step = evaluation.splits.find((s) => s.criterion === MICRO_MATCHES && s.group.includes(id));
  if (!step) return [];
  const rankedBy = evaluation.regulation.microMatches?.rankedBy.map((c) => c.text).join(', ') ?? '';
  const lines = [words.explain.microMatches(rankedBy, decimalCommaText(step.values.get(id) ?? '', words))];
  for (const m of evaluation.microMatches?.matches ?? []) if (m.white === id || m.black === id) lines.push(`  ${m.story}`);
  return lines;
}

function valueLines(evaluation: Explained, id: PlayerId, words: ResultWords): string[] {
  const lines = [words.explain.valuesHeading];
  evaluation.columns.forEach((column, index) => {
    const result = column.values.get(id);
    // A criterion that ranks the tied group (DE, EDE…) shows what it compared there ("MP 1 | GP 1 | TBR board 1 1").
    const shown = ranksGroups(column.criterion) ? groupStep(evaluation, index, id)?.values.get(id) : undefined;
    if (result) pushAll(lines, describeResult(column.header, result, evaluation, words, shown));
  });
  return lines;
}

/** A participant of the crosstable the standings leave out: an expelled player (FIDE checklist Q197–198). */
function notRanked(evaluation: Explained, player: Player, words: ResultWords): string {
  const expelled = evaluation.withdrawals?.expelled.find((e) => e.player === player.id);
  return words.explain.notRanked(label(player), expelled?.note);
}

export function explainPair(evaluation: Explained, a: PlayerId, b: PlayerId, words: ResultWords = RESULT_WORDS.en): string[] {
  const [pa, pb] = [playerOf(evaluation, a), playerOf(evaluation, b)];
  const unranked = [pa, pb].filter((p) => !evaluation.standings.some((s) => s.player === p.id));
  if (unranked.length > 0) return unranked.map((p) => notRanked(evaluation, p, words));
  const position = (id: PlayerId) => evaluation.standings.find((s) => s.player === id)!;
  const [upper, lower] = position(a).position < position(b).position ? [pa, pb] : [pb, pa];
  // Micro-matches rank the whole event after the list: they decide, by their first unequal criterion.
  const micro = evaluation.splits.find((s) => s.criterion === MICRO_MATCHES && s.group.includes(a) && s.group.includes(b));
  if (micro) return microMatchPair(evaluation, upper, lower, words);
  const step = evaluation.splits.find((s) => s.group.includes(a) && s.group.includes(b) && subgroupIndex(s, a) !== subgroupIndex(s, b));
  if (!step) {
    const after: AfterKind = evaluation.regulation.after.kind;
    return [words.explain.sharePlace(label(pa), label(pb), after)];
  }
  const value = (id: PlayerId) => stepValue(words, step, id);
  const score = step.index > 0 ? pointsOf(evaluation, a, words) : undefined;
  const lines = [
    words.explain.above(
      label(upper),
      label(lower),
      criterionWord(words, step.criterion),
      value(upper.id),
      value(lower.id),
      isWholeField(evaluation, step) ? undefined : { count: step.group.length, ...(score !== undefined && { score }) },
    ),
  ];
  // The criteria before it that left the two level, in list order: what the deciding one had to settle.
  const before = evaluation.splits.filter(
    (s) => s !== step && s.index < step.index && !isWholeField(evaluation, s) && s.group.includes(a) && s.group.includes(b),
  );
  const shown = (s: SplitStep, id: PlayerId) => stepValue(words, s, id);
  const level = before.filter((s) => !tiedOnUnequalValues(s, [upper.id, lower.id]));
  if (level.length > 0)
    lines.push(
      words.explain.levelBefore(level.map((s) => `${criterionWord(words, s.criterion)} (${shown(s, upper.id)} = ${shown(s, lower.id)})`)),
    );
  // One that compared them on different values and left them tied did not apply (DE: C.07 6.3, "if all met").
  for (const s of before.filter((s) => !level.includes(s)))
    lines.push(
      words.explain.didNotApply(
        criterionWord(words, s.criterion),
        shown(s, upper.id),
        shown(s, lower.id),
        reasonText(words, s.reason, s.reasonWords),
      ),
    );
  const column = evaluation.columns.find((c) => c.header === step.criterion);
  if (column && ranksGroups(column.criterion)) lines.push(definitionLine(words, step.criterion, column.definition));
  if (column) {
    for (const p of [upper, lower]) {
      const result = column.values.get(p.id);
      if (result) pushAll(lines, describeResult(`${label(p)} ${step.criterion}`, result, evaluation, words));
    }
  }
  return lines;
}

/** "DE (direct encounter): points from the games among the tied participants, … (FIDE C.07 art. 6)." */
function definitionLine(
  words: ResultWords,
  criterion: string,
  definition: { code: string; title: string; description: string; source: string },
): string {
  const name = words.criterionNames[definition.code] ?? definition.title.toLowerCase();
  return words.explain.definition(criterion, name, sentence(definition.description, definition.source));
}

/** Two players of an event ranked by micro-matches: the first criterion of `ranked by` they differ on, or the list's order. */
function microMatchPair(evaluation: Explained, upper: Player, lower: Player, words: ResultWords): string[] {
  const values = (id: PlayerId) => evaluation.microMatches?.values.get(id) ?? [];
  const [u, l] = [values(upper.id), values(lower.id)];
  const k = u.findIndex((v, i) => v !== l[i]);
  const [su, sl] = [upper, lower].map((p) => evaluation.standings.find((s) => s.player === p.id)!);
  if (su!.decidedBy === 'micro-match pending')
    return [words.explain.microPending(label(upper), label(lower), decisionWords(words, 'micro-match pending'))];
  if (k < 0) {
    const shared = su!.rank === sl!.rank;
    const values = decimalCommaText(u.join(', '), words);
    return [words.explain.microLevel(label(upper), label(lower), values, shared, criterionWord(words, su!.decidedBy))];
  }
  const level = u.slice(0, k).map((v) => decimalCommaText(v, words));
  const criterion = evaluation.regulation.microMatches?.rankedBy[k]?.text ?? '';
  const bare = (text: string) => decimalCommaText(text.slice(criterion.length).trim(), words);
  return [words.explain.microAbove(label(upper), label(lower), criterion, bare(u[k]!), bare(l[k]!), level)];
}

function describeStep(evaluation: Explained, step: SplitStep, id: PlayerId, words: ResultWords): string[] {
  const name = (p: PlayerId) => label(playerOf(evaluation, p));
  const others = step.group.filter((p) => p !== id).map(name);
  const index = subgroupIndex(step, id);
  const before = step.outcome.slice(0, index).reduce((n, sub) => n + sub.length, 0);
  const mine = step.outcome[index]!;
  const criterion = criterionWord(words, step.criterion);
  const reason = step.reason ? { reason: reasonText(words, step.reason, step.reasonWords) } : {};
  const outcome: StepOutcome =
    step.outcome.length === 1
      ? { kind: 'still-tied', criterion, notApplied: tiedOnUnequalValues(step, step.group), ...reason }
      : mine.length === 1
        ? { kind: 'placed', place: before + 1, of: step.group.length }
        : {
            kind: 'shares',
            first: before + 1,
            last: before + mine.length,
            of: step.group.length,
            with: mine.filter((p) => p !== id).map(name),
            criterion,
            notApplied: tiedOnUnequalValues(step, mine),
            ...reason,
          };
  const values = step.group.map((p) => `${name(p)} ${stepValue(words, step, p) || '–'}`).join(', ');
  const lines = [words.explain.tiedStep(others, pointsOf(evaluation, id, words), criterion, values, outcome)];
  // A play-off tells what happened stage by stage (the games the arbiter recorded).
  for (const line of step.story ?? []) lines.push(`  ${line}`);
  // A criterion that ranks the tied group itself (DE and the like) is not a number per player: say what it counts.
  const column = evaluation.columns[step.index];
  const definition = column?.definition;
  if (column && definition && ranksGroups(column.criterion)) lines.push(`  ${definitionLine(words, step.criterion, definition)}`);
  return lines;
}

/** The codes of the score that ranks the field — points, a team event's match or game points (C.07 13.1). */
const SCORE_CODES: readonly string[] = ['PTS', 'MP', 'GP'] satisfies readonly ScoreCode[];

/** The participant's score in words: "3.5 points". */
function pointsOf(evaluation: Explained, id: PlayerId, words: ResultWords): string | undefined {
  const column = evaluation.columns.find((c) => SCORE_CODES.includes(c.definition.code));
  const result = column?.values.get(id);
  return result?.kind === 'value' ? words.explain.score(numberWords(words, result.value), column!.definition.code as ScoreCode) : undefined;
}

/** "points from the games among the tied participants, … (FIDE C.07 art. 6)." */
function sentence(description: string, source: string): string {
  const text = description.replace(/\.$/, '');
  return `${text.charAt(0).toLowerCase()}${text.slice(1)} (${source}).`;
}

function describeResult(header: string, result: CriterionResult, evaluation: Explained, words: ResultWords, shown?: string): string[] {
  if (result.kind === 'n/a') return [words.explain.notApplicable(header, reasonText(words, result.reason, result.reasonWords))];
  const value = shown ? decimalCommaText(shown, words) : numberWords(words, result.value);
  const note = valueNote(words, result);
  const lines = [`  ${header}${shown ? words.explain.colon : ' = '}${value}${note ? ` (${note})` : ''}`];
  for (const c of result.contributions) lines.push(`    ${describeContribution(c, evaluation, words)}`);
  return lines;
}

function describeContribution(c: Contribution, evaluation: Explained, words: ResultWords): string {
  const where = [
    c.round !== undefined ? words.explain.round(c.round) : undefined,
    c.opponent !== undefined ? words.explain.versus(label(playerOf(evaluation, c.opponent))) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const factors =
    c.opponentValue !== undefined && c.points !== undefined
      ? words.explain.factors(numberWords(words, c.opponentValue), numberWords(words, c.points))
      : '';
  const { note, cut } = contributionNotes(words, c);
  const notes = [note, cut].filter(Boolean).join('; ');
  return `${where ? `${where}${words.explain.colon}` : ''}${numberWords(words, c.value)}${factors}${notes ? ` — ${notes}` : ''}`;
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
