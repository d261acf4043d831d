import type { Evaluation, PlayerId, PrizesResult, QualificationResult, ArticleResults, Standing } from '../../engine';
import type { CellBlock } from './standings';
import { decidedByText, placeCell } from './values';
import { decimalCommaText } from '../render/words';
import { RESULT_WORDS, type ResultWords } from './result-words';

/*
 * Two rankings of the same event side by side (`regula diff` and the add-in's
 * Regula Compare sheet): each is a run of the one pipeline under its own regulation or edition;
 * this file only lines up what the two runs already say — the place of each participant and the
 * criterion that decided it (Standing.decidedBy, the split tree's record), the prizes and the
 * qualification places they give. Nothing is ranked here.
 */

/** A run as compared: its ranking, and the articles' results beside it (prizes, qualification) when it has them. */
export interface ComparedRun {
  evaluation: Pick<Evaluation, 'crosstable' | 'columns' | 'standings' | 'splits'>;
  articles?: Pick<ArticleResults, 'prizes' | 'qualification'> | undefined;
}

/** One participant under both runs; a side is undefined when that run's withdrawal rules deleted the participant. */
export interface ComparedStanding {
  player: PlayerId;
  name: string;
  before: Standing | undefined;
  after: Standing | undefined;
}

/** A participant whose rank differs, with the criterion that decided the place under each run. */
export interface PlaceChange {
  player: PlayerId;
  name: string;
  before: number | null;
  after: number | null;
  decidedBefore: string;
  decidedAfter: string;
}

/** A group tied on the list's first column (points) whose members the two runs order differently. */
export interface TieSplit {
  /** The tied participants, in the first run's order. */
  players: PlayerId[];
  /** The first column and the value they were tied on, as the run that found the tie shows it ("PTS 5"). */
  tiedOn: string;
  before: TiePlace[];
  after: TiePlace[];
}

export interface TiePlace {
  player: PlayerId;
  /** "2", or "3–5" when shared. */
  place: string;
  decidedBy: string;
}

/** A prize or a qualification berth that goes to a participant under one run and not (or not the same) under the other. */
export interface AwardChange {
  /** "Prizes", or the qualification's name ("SSIT berths"). */
  section: string;
  player: PlayerId;
  name: string;
  /** What the participant receives: "place 1: 1000", "qualified", or "" for nothing. */
  before: string;
  after: string;
}

export interface Comparison {
  /** Every participant, in the first run's final order (participants only the second run ranks last). */
  standings: ComparedStanding[];
  /** Exactly the participants whose rank differs, in the first run's order. */
  changes: PlaceChange[];
  ties: TieSplit[];
  awards: AwardChange[];
}

/** Lines up two runs of the same event. Linear in the participants (maps, no search per participant). */
export function compareRuns(before: ComparedRun, after: ComparedRun): Comparison {
  const names = new Map<PlayerId, string>();
  for (const run of [after, before]) for (const p of run.evaluation.crosstable.players) names.set(p.id, p.name);
  const standingOf = (run: ComparedRun) => new Map(run.evaluation.standings.map((s) => [s.player, s]));
  const beforeOf = standingOf(before);
  const afterOf = standingOf(after);
  const order: PlayerId[] = before.evaluation.standings.map((s) => s.player);
  for (const s of after.evaluation.standings) if (!beforeOf.has(s.player)) order.push(s.player);
  const standings = order.map((player): ComparedStanding => ({
    player,
    name: names.get(player) ?? '',
    before: beforeOf.get(player),
    after: afterOf.get(player),
  }));
  const changes = standings.filter((s) => s.before?.rank !== s.after?.rank).map(placeRow);
  return { standings, changes, ties: tiesSplitDifferently(before, after, beforeOf, afterOf), awards: awardChanges(before, after, names) };
}

/** A participant's rank and deciding criterion under each run, as the JSON states them. */
export function placeRow(s: ComparedStanding): PlaceChange {
  return {
    player: s.player,
    name: s.name,
    before: s.before?.rank ?? null,
    after: s.after?.rank ?? null,
    decidedBefore: decidedText(s.before),
    decidedAfter: decidedText(s.after),
  };
}

function decidedText(standing: Standing | undefined): string {
  return standing ? decidedByText(standing.decidedBy) : 'not ranked';
}

function placeText(standing: Standing | undefined): string {
  return standing ? String(placeCell(standing)) : '–';
}

/**
 * The groups tied on the first column (the score: points rank first, C.07 4.2) under either
 * run — the outcome of the list's first step — whose members the runs place differently.
 */
function tiesSplitDifferently(
  before: ComparedRun,
  after: ComparedRun,
  beforeOf: ReadonlyMap<PlayerId, Standing>,
  afterOf: ReadonlyMap<PlayerId, Standing>,
): TieSplit[] {
  const seen = new Set<string>();
  const ties: TieSplit[] = [];
  for (const run of [before, after]) {
    const first = run.evaluation.columns[0];
    for (const step of run.evaluation.splits) {
      if (step.index !== 0) continue;
      for (const group of step.outcome) {
        if (group.length < 2) continue;
        const players = [...group].sort((a, b) => position(beforeOf, a) - position(beforeOf, b) || a - b);
        const key = players.join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        const places = (of: ReadonlyMap<PlayerId, Standing>) =>
          [...players]
            .sort((a, b) => position(of, a) - position(of, b) || a - b)
            .map((player): TiePlace => ({ player, place: placeText(of.get(player)), decidedBy: decidedText(of.get(player)) }));
        const was = places(beforeOf);
        const is = places(afterOf);
        const same = was.every((p, i) => p.player === is[i]!.player && p.place === is[i]!.place);
        if (same) continue;
        const value = first?.values.get(players[0]!);
        const shown = value?.kind === 'value' ? value.value.toDecimalString() : (step.values.get(players[0]!) ?? '');
        const tiedOn = `${first?.header ?? step.criterion} ${shown}`;
        ties.push({ players, tiedOn, before: was, after: is });
      }
    }
  }
  return ties;
}

function position(of: ReadonlyMap<PlayerId, Standing>, player: PlayerId): number {
  return of.get(player)?.position ?? Number.MAX_SAFE_INTEGER;
}

/** Prizes and qualification berths, participant by participant, where the two runs give different things. */
function awardChanges(before: ComparedRun, after: ComparedRun, names: ReadonlyMap<PlayerId, string>): AwardChange[] {
  const changes: AwardChange[] = [];
  const add = (section: string, was: ReadonlyMap<PlayerId, string>, is: ReadonlyMap<PlayerId, string>) => {
    const players = [...new Set([...was.keys(), ...is.keys()])].sort((a, b) => a - b);
    for (const player of players) {
      const a = was.get(player) ?? '';
      const b = is.get(player) ?? '';
      if (a !== b) changes.push({ section, player, name: names.get(player) ?? '', before: a, after: b });
    }
  };
  if (before.articles?.prizes || after.articles?.prizes) add('Prizes', prizesOf(before.articles?.prizes), prizesOf(after.articles?.prizes));
  const qualifications = new Map<string, [QualificationResult | undefined, QualificationResult | undefined]>();
  for (const q of before.articles?.qualification ?? []) qualifications.set(q.name, [q, undefined]);
  for (const q of after.articles?.qualification ?? []) qualifications.set(q.name, [qualifications.get(q.name)?.[0], q]);
  for (const [name, [a, b]] of qualifications) add(name, qualifiedOf(a), qualifiedOf(b));
  return changes;
}

function prizesOf(prizes: PrizesResult | undefined): Map<PlayerId, string> {
  const of = new Map<PlayerId, string[]>();
  for (const award of prizes?.awards ?? []) {
    const text = `${award.prize}: ${award.amount.toDecimalString()}${award.trophy ? ` (${award.trophy})` : ''}`;
    of.set(award.player, [...(of.get(award.player) ?? []), text]);
  }
  return new Map([...of].map(([player, texts]) => [player, texts.join('; ')]));
}

function qualifiedOf(qualification: QualificationResult | undefined): Map<PlayerId, string> {
  return new Map((qualification?.qualified ?? []).map((player) => [player, 'qualified']));
}

/** The Regula Compare block: every participant with place and deciding criterion under each run, and the move. */
export function compareBlock(comparison: Comparison, words: ResultWords = RESULT_WORDS.en): CellBlock {
  const { headers, diff } = words;
  const header = [
    headers.number,
    headers.name,
    diff.headers['Place before'],
    diff.headers['Decided before'],
    diff.headers['Place after'],
    diff.headers['Decided after'],
    diff.headers.Change,
  ];
  const decided = (standing: Standing | undefined) => (standing ? decidedByText(standing.decidedBy, words) : diff.notRanked);
  const rows = comparison.standings.map((s) => [
    s.player,
    s.name,
    s.before ? placeCell(s.before) : null,
    decided(s.before),
    s.after ? placeCell(s.after) : null,
    decided(s.after),
    moveText(s, words),
  ]);
  return [header, ...rows];
}

/** "up 2", "down 1", "" when the rank is the same; "not ranked" moves are said by the place columns. */
function moveText(s: ComparedStanding, words: ResultWords): string {
  if (!s.before || !s.after || s.before.rank === s.after.rank) return '';
  const by = s.before.rank - s.after.rank;
  return by > 0 ? words.diff.up(by) : words.diff.down(-by);
}

/** A tie's "Decided by" as the comparison records it (English, the JSON's words) in the table's language; an acronym as it is. */
function decidedIn(text: string, words: ResultWords): string {
  if (words === RESULT_WORDS.en) return text;
  if (text === RESULT_WORDS.en.diff.notRanked) return words.diff.notRanked;
  const en = RESULT_WORDS.en.decided;
  const key = (Object.keys(en) as (keyof typeof en)[]).find((k) => typeof en[k] === 'string' && en[k] === text);
  if (key !== undefined) return words.decided[key] as string;
  return text.startsWith('manual: ') ? words.decided.manual(text.slice('manual: '.length)) : text;
}

/** The summary lines under the block: places changed, awards changed, ties split differently. */
export function compareSummary(comparison: Comparison, words: ResultWords = RESULT_WORDS.en): string[] {
  const { diff } = words;
  const nameOf = new Map(comparison.standings.map((s) => [s.player, s.name]));
  const who = (player: PlayerId) => `${nameOf.get(player) ?? ''} (${player})`;
  const lines = [
    diff.placesChanged(comparison.changes.length, comparison.standings.length),
    diff.awardsChanged(comparison.awards.length),
    diff.tiesChanged(comparison.ties.length),
  ];
  for (const award of comparison.awards)
    lines.push(`  ${award.section}: ${who(award.player)}: ${award.before || diff.nothing} → ${award.after || diff.nothing}`);
  for (const tie of comparison.ties) {
    const side = (places: TiePlace[]) => places.map((p) => `${p.place} ${who(p.player)} (${decidedIn(p.decidedBy, words)})`).join(', ');
    lines.push(diff.tied(decimalCommaText(tie.tiedOn, words), side(tie.before), side(tie.after)));
  }
  return lines;
}
