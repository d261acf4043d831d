import { lowerPlayOff } from './lower-play-off';
import { lowerMicroMatches } from './lower-micro-matches';
import { lowerKnockOut } from './lower-knock-out';
import { lowerBoardPrizes } from './lower-board-prizes';
import {
  CRITERIA,
  DEFAULT_UNPLAYED_OPTIONS,
  DRAUGHTS,
  POINT_SYSTEMS,
  pointSystemFrom,
  POINT_SYSTEM_FIELDS,
  STANDARD,
  type AfterTiebreaks,
  type CriterionSpec,
  type Edition,
  type MatchPoints,
  type PointSystem,
  type PointSystemField,
  type Rational,
  type Regulation,
  type RoundScoring,
  type UnplayedOptions,
} from '../engine';
import type { RatingsArticle, RegulationFile, ResultKind, ScoreLine, ScoringArticle, Article, UnplayedArticle } from './ast';
import { lowerEventSections } from './lower-event-sections';
import { lowerList } from './lower-list';
import {
  lowerCategories,
  lowerGrandPrix,
  lowerMatchTiebreaks,
  lowerPrizes,
  lowerQualification,
  lowerTeam,
  lowerWithdrawals,
} from './lower-articles';

/*
 * AST → the engine's Regulation. Runs only on files without errors (compile.ts), so every
 * criterion resolves and every name is known here.
 *
 * What a file that says nothing on a point gets (docs/language.md states each where it defines the article):
 *  - points always rank first: the engine ranks by exactly the list it is given, so the
 *    registry's score criterion (PTS) is put in front of the tie-breaks;
 *  - no `rules` line: fide-2026, the rules in force; no `then` line: ties are shared;
 *  - `manual from column "…"` is the registry's manual criterion (MAN) wherever it stands
 *    in a list; what the list leaves tied follows the `then` line (lower-list.ts);
 *  - scoring: unstated kinds follow win/draw/loss as the engine's pointSystemFrom says
 *    (forfeit win and pairing-allocated bye = win, half-point bye = draw, the rest 0),
 *    on top of a named preset (`scoring uk-junior`) when there is one;
 *  - `vur first off` sets "no VUR-first cutting" (/V) on every criterion that takes it.
 */

type Of<K extends Article['kind']> = Extract<Article, { kind: K }>;

function articlesOf<K extends Article['kind']>(ast: RegulationFile, kind: K): Of<K>[] {
  return ast.articles.filter((s): s is Of<K> => s.kind === kind);
}

export function lowerRegulation(ast: RegulationFile): Regulation {
  const header = articlesOf(ast, 'regulation-article')[0];
  const rules = articlesOf(ast, 'rules-article')[0];
  const edition = (rules?.edition.text.toLowerCase() ?? 'fide-2026') as Edition;
  const scoring = articlesOf(ast, 'scoring-article')[0];
  const unplayed = articlesOf(ast, 'unplayed-article')[0];
  // The common list and prizes are the articles without `for section "…"`; those with it are lowered per section below.
  const tiebreaks = articlesOf(ast, 'tiebreaks-article').find((s) => !s.scope);
  const vurFirstOff = unplayed?.lines.some((l) => l.entries.some((e) => e.kind === 'vur-first' && !e.on)) ?? false;

  const teamScore = rules?.team ? scoring?.rankings[0]?.score : undefined;
  const lowerTiebreaks = (article: Of<'tiebreaks-article'> | undefined) => {
    const list = article
      ? lowerList(article.items, article.after, edition, { teamEvent: rules?.team !== undefined, teamScore })
      : { specs: [], after: { kind: 'shared' } as AfterTiebreaks };
    const rounds = article?.rounds && { tiebreakRounds: { from: article.rounds.from, to: article.rounds.to } };
    return {
      tiebreaks: [pointsSpec(), ...list.specs].map((spec) => (vurFirstOff ? withoutVurFirst(spec) : spec)),
      after: list.after,
      ...rounds,
    };
  };
  const regulation: Regulation = {
    name: header?.name.value ?? '',
    edition,
    unplayed: lowerUnplayed(unplayed, articlesOf(ast, 'ratings-article')[0]),
    ...lowerTiebreaks(tiebreaks),
  };
  if (header?.version) regulation.version = header.version.value;
  if (rules?.tournament) regulation.tournament = rules.tournament.value;
  if (rules?.team) regulation.teamEvent = true;
  if (articlesOf(ast, 'ratings-article').some((s) => s.lines.some((l) => l.entries.some((e) => e.kind === 'long-event'))))
    regulation.longEvent = true;
  const ranking = scoring?.rankings[0];
  if (ranking) regulation.teamScore = ranking.score;
  const minimum = scoring?.minimums[0];
  if (minimum && rules?.team) regulation.teamMinimumPlayers = minimum.players.value.toNumber();
  if (scoring) {
    const { pointSystem, matchPoints, roundScoring } = lowerScoring(scoring, edition);
    if (pointSystem) regulation.pointSystem = pointSystem;
    if (matchPoints) regulation.matchPoints = matchPoints;
    if (roundScoring) regulation.roundScoring = roundScoring;
  }
  const withdrawals = articlesOf(ast, 'withdrawals-article')[0];
  if (withdrawals) regulation.withdrawals = lowerWithdrawals(withdrawals);
  const grandPrix = articlesOf(ast, 'grand-prix-article');
  if (grandPrix.length > 0) regulation.grandPrix = grandPrix.map(lowerGrandPrix);
  const teams = articlesOf(ast, 'team-article');
  if (teams.length > 0) regulation.teams = teams.map((team) => lowerTeam(team, edition));
  const categories = articlesOf(ast, 'categories-article')[0];
  if (categories) regulation.categories = lowerCategories(categories);
  // After the categories: `best 2 of category "U16"` names one.
  const qualification = articlesOf(ast, 'qualification-article');
  if (qualification.length > 0) regulation.qualification = qualification.map((q) => lowerQualification(q, regulation.categories));
  const prizes = articlesOf(ast, 'prizes-article').find((s) => !s.scope);
  if (prizes) regulation.prizes = lowerPrizes(prizes, regulation.categories);
  const eventSections = lowerEventSections(ast, {
    tiebreaks: (s) => lowerTiebreaks(s),
    prizes: (s) => lowerPrizes(s, regulation.categories),
  });
  if (eventSections) regulation.eventSections = eventSections;
  const match = articlesOf(ast, 'match-tiebreaks-article')[0];
  if (match) regulation.matchTiebreaks = lowerMatchTiebreaks(match, edition);
  const playOff = articlesOf(ast, 'play-off-article')[0];
  if (playOff) regulation.playOff = lowerPlayOff(playOff, edition);
  const boardPrizes = articlesOf(ast, 'board-prizes-article')[0];
  if (boardPrizes && rules?.team) regulation.boardPrizes = lowerBoardPrizes(boardPrizes);
  const microMatches = articlesOf(ast, 'micro-matches-article')[0];
  if (microMatches) regulation.microMatches = lowerMicroMatches(microMatches);
  const knockOut = articlesOf(ast, 'knock-out-article')[0];
  if (knockOut) regulation.knockOut = lowerKnockOut(knockOut);
  return regulation;
}

/** The registry's score criterion: points rank first. */
function pointsSpec(): CriterionSpec {
  const points = CRITERIA.find((d) => d.family === 'score')!;
  return { code: points.code, text: points.code };
}

function withoutVurFirst(spec: CriterionSpec): CriterionSpec {
  const definition = CRITERIA.find((d) => d.code === spec.code);
  return definition?.modifiers.includes('ignore-vur-first') && spec.ignoreVurFirst === undefined ? { ...spec, ignoreVurFirst: true } : spec;
}

function lowerUnplayed(article: UnplayedArticle | undefined, ratings: RatingsArticle | undefined): UnplayedOptions {
  const options: UnplayedOptions = { ...DEFAULT_UNPLAYED_OPTIONS };
  for (const entry of article?.lines.flatMap((l) => l.entries) ?? []) if (entry.kind === 'forfeit-cap') options.forfeitCap = entry.cap;
  // Which rating the rating criteria read travels with these options (model/regulation.ts).
  for (const entry of ratings?.lines.flatMap((l) => l.entries) ?? []) if (entry.kind === 'rating-choice') options.ratings = entry.choice;
  return options;
}

const FIELDS: Partial<Record<ResultKind, PointSystemField>> = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  'draw-with-advantage': 'drawPlus',
  'draw-with-disadvantage': 'drawMinus',
  'forfeit-win': 'forfeitWin',
  'forfeit-loss': 'forfeitLoss',
  'double-forfeit': 'doubleForfeit',
  'pairing-allocated-bye': 'pab',
  'full-point-bye': 'fpb',
  'half-point-bye': 'hpb',
  'zero-point-bye': 'zpb',
  absent: 'absent',
};

type LoweredScoring = { pointSystem?: PointSystem; matchPoints?: MatchPoints; roundScoring?: RoundScoring[] };

function lowerScoring(article: ScoringArticle, edition: Edition): LoweredScoring {
  const stated = new Map<ResultKind, Rational>();
  for (const entry of article.lines.filter((l) => !l.rounds).flatMap((l) => l.entries)) stated.set(entry.result, entry.value.value);
  const out: LoweredScoring = {};
  const byRounds = article.lines.filter((l) => l.rounds);
  if (byRounds.length > 0) out.roundScoring = byRounds.map((line) => lowerRoundScoring(line, article, edition));
  const [win, draw, loss] = [stated.get('match-win'), stated.get('match-draw'), stated.get('match-loss')];
  if (win || draw || loss) out.matchPoints = { win: win ?? DRAUGHTS.win, draw: draw ?? DRAUGHTS.draw, loss: loss ?? DRAUGHTS.loss };
  const preset = article.preset ? POINT_SYSTEMS[article.preset.text.toLowerCase()] : undefined;
  const gamePoints = [...stated.keys()].some((k) => FIELDS[k] !== undefined);
  if (!preset && !gamePoints) return out;
  const base = preset ?? (edition === 'fmjd' ? DRAUGHTS : STANDARD);
  const basics = { win: stated.get('win') ?? base.win, draw: stated.get('draw') ?? base.draw, loss: stated.get('loss') ?? base.loss };
  // What the preset sets beyond what win/draw/loss imply (uk-junior: a pairing-allocated bye of 2).
  const implied = pointSystemFrom(base.name, { win: base.win, draw: base.draw, loss: base.loss });
  const overrides: Partial<Omit<PointSystem, 'name'>> = {};
  for (const field of POINT_SYSTEM_FIELDS) if (!base[field].eq(implied[field])) overrides[field] = base[field];
  for (const [kind, value] of stated) {
    const field = FIELDS[kind];
    if (field) overrides[field] = value;
  }
  const name = gamePoints ? `${basics.win.toString()}-${basics.draw.toString()}-${basics.loss.toString()}` : base.name;
  out.pointSystem = pointSystemFrom(name, basics, overrides);
  return out;
}

/**
 * `rounds 1-9: win 2, draw 1, loss 0`: a point system of its own for those rounds. Its win,
 * draw and loss default to the article's (or its preset's); every other kind it leaves unstated
 * follows its own win and draw (C.04.1), as on the article's lines — `check` notes a kind the
 * article states that the line does not (validate-articles.ts).
 */
function lowerRoundScoring(line: ScoreLine, article: ScoringArticle, edition: Edition): RoundScoring {
  const base = lowerScoring({ ...article, lines: article.lines.filter((l) => !l.rounds) }, edition).pointSystem;
  const fallback =
    base ?? (article.preset ? POINT_SYSTEMS[article.preset.text.toLowerCase()] : undefined) ?? (edition === 'fmjd' ? DRAUGHTS : STANDARD);
  const stated = new Map<ResultKind, Rational>(line.entries.map((e) => [e.result, e.value.value]));
  const basics = {
    win: stated.get('win') ?? fallback.win,
    draw: stated.get('draw') ?? fallback.draw,
    loss: stated.get('loss') ?? fallback.loss,
  };
  const overrides: Partial<Omit<PointSystem, 'name'>> = {};
  for (const [kind, value] of stated) {
    const field = FIELDS[kind];
    if (field) overrides[field] = value;
  }
  const name = `${basics.win.toString()}-${basics.draw.toString()}-${basics.loss.toString()}`;
  return {
    first: line.rounds!.first.value.toNumber(),
    last: line.rounds!.last.value.toNumber(),
    pointSystem: pointSystemFrom(name, basics, overrides),
  };
}
