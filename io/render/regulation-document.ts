import { playOffBlocks } from './play-off-article';
import { microMatchesBlocks } from './micro-matches-article';
import { knockOutBlocks } from './knock-out-article';
import {
  findCriterion,
  findRegulationName,
  findRulesName,
  POINT_SYSTEM_FIELDS,
  type ModifierName,
  type AfterTiebreaks,
  type CriterionDefinition,
  type CriterionSpec,
  type Regulation,
  type BoardPrizeRules,
} from '../../engine';
import type { DocumentArticle, DocumentBlock, PrintedDocument } from './document';
import { grandPrixBlocks, prizeBlocks, qualificationBlocks, teamBlocks, withdrawalBlocks } from './article-words';
import { sectionArticleBlocks } from './section-article';
import { en } from './booklet-words/en';
import type { BookletWords, Score, Subject } from './booklet-words/types';
import { numberIn, sentence } from './words';

/*
 * A regulation as an official prints it in the tournament booklet (docs/cli.md "regula render"): numbered
 * articles — the rules in force and how unplayed games count under them, the scoring, the
 * tie-break order with each criterion's definition in words and the article it cites (from the
 * registry: engine/tiebreaks/criteria-*.ts), withdrawals, grand prix, teams, qualification and
 * prizes. Built from the compiled regulation, so it says what the engine runs; deterministic.
 * Its words are those of one language (booklet-words/): English unless told.
 */

export function regulationDocument(regulation: Regulation, words: BookletWords = en): PrintedDocument {
  const titles = words.titles;
  // A knock-out event is ranked by its bracket (engine/ranking/knock-out.ts): no tie-break list to print.
  if (regulation.knockOut)
    return document(regulation, words, [{ title: titles.knockOut, blocks: knockOutBlocks(regulation.knockOut, words) }]);
  const teamScore: Score = regulation.teamScore === 'game-points' ? 'game-points' : 'match-points';
  const articles: Omit<DocumentArticle, 'number' | 'heading'>[] = [
    { title: titles.rules, blocks: rulesBlocks(regulation, words) },
    { title: titles.scoring, blocks: scoringBlocks(regulation, words) },
    {
      title: regulation.teamEvent ? titles.teamRanking : titles.tiebreaks,
      blocks: regulation.teamEvent
        ? tiebreakBlocks(regulation.tiebreaks, regulation.after, words, 'teams', true, teamScore)
        : [
            // Micro-matches rank the event first (engine/ranking/micro-matches.ts); the list orders what they leave level.
            ...(regulation.microMatches ? [{ kind: 'paragraph' as const, text: words.microMatchesRankFirst }] : []),
            ...tiebreakBlocks(regulation.tiebreaks, regulation.after, words),
            ...(regulation.tiebreakRounds
              ? [{ kind: 'paragraph' as const, text: words.tiebreakRounds(regulation.tiebreakRounds.from, regulation.tiebreakRounds.to) }]
              : []),
          ],
    },
  ];
  if (regulation.microMatches) articles.push({ title: titles.microMatches, blocks: microMatchesBlocks(regulation.microMatches, words) });
  if (regulation.playOff) articles.push({ title: titles.playOff, blocks: playOffBlocks(regulation.playOff, words) });
  if (regulation.eventSections)
    articles.push({
      title: titles.sections,
      blocks: sectionArticleBlocks(regulation, (specs, after) => tiebreakBlocks(specs, after, words), words),
    });
  if (regulation.withdrawals) articles.push({ title: titles.withdrawals, blocks: withdrawalBlocks(regulation.withdrawals, words) });
  for (const gp of regulation.grandPrix ?? []) articles.push({ title: titles.grandPrix(gp.name), blocks: grandPrixBlocks(gp, words) });
  for (const team of regulation.teams ?? [])
    articles.push({
      title: titles.teams(team.name),
      blocks: teamBlocks(team, (specs, after) => tiebreakBlocks(specs, after, words, 'teams', false), words),
    });
  for (const q of regulation.qualification ?? [])
    articles.push({ title: titles.qualification(q.name), blocks: qualificationBlocks(q, words) });
  if (regulation.prizes) articles.push({ title: titles.prizes, blocks: prizeBlocks(regulation.prizes, words) });
  if (regulation.boardPrizes) articles.push({ title: titles.boardPrizes, blocks: boardPrizeBlocks(regulation.boardPrizes, words) });
  if (regulation.matchTiebreaks)
    articles.push({
      title: titles.drawnMatches,
      blocks: [
        { kind: 'paragraph', text: words.drawnMatchIntro },
        ...tiebreakBlocks(
          regulation.matchTiebreaks.tiebreaks,
          regulation.matchTiebreaks.after ?? { kind: 'play-off' },
          words,
          'teams',
          false,
        ),
      ],
    });
  return document(regulation, words, articles);
}

function document(regulation: Regulation, words: BookletWords, articles: Omit<DocumentArticle, 'number' | 'heading'>[]): PrintedDocument {
  return {
    lang: words.lang,
    title: regulation.name,
    subtitle: regulation.version === undefined ? [] : [words.version(regulation.version)],
    articles: articles.map((a, i) => ({ ...a, number: i + 1, heading: words.articleHeading(i + 1, a.title) })),
  };
}

/** The board prizes article (ECU B.7; the Chess Olympiad): the reading `regula check` notes, in the booklet's words. */
function boardPrizeBlocks(rules: BoardPrizeRules, words: BookletWords): DocumentBlock[] {
  const board = words.board;
  const rating =
    rules.by === 'percentage'
      ? ''
      : rules.ratingDifferenceCap === undefined
        ? board.ratingUncapped
        : board.ratingCapped(rules.ratingDifferenceCap);
  const ties = rules.ties.length > 0 ? board.separated(rules.ties.map((t) => board.ties[t])) : board.share;
  const text = [
    board.ranked(rules.by === 'percentage'),
    rules.boards === 'registered' ? board.registered : board.played,
    board.minimum(rules.minimumGames, rules.reserveMinimumGames),
    rating,
    ties,
  ]
    .filter((part) => part !== '')
    .join(' ');
  return [{ kind: 'paragraph', text }];
}

function rulesBlocks(regulation: Regulation, words: BookletWords): DocumentBlock[] {
  const rules = [
    words.rulesInForce(words.editions[regulation.edition], regulation.edition),
    regulation.tournament ? words.tournamentIs(words.tournaments[regulation.tournament]) : '',
    regulation.teamEvent ? words.teamsRankedBy(regulation.teamScore === 'game-points' ? 'game-points' : 'match-points') : '',
  ];
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: rules.filter((part) => part !== '').join(' ') },
    { kind: 'paragraph', text: words.unplayedGames(sentence(words.registry.unplayed[regulation.edition])) },
  ];
  if (regulation.edition === 'fide-2026' && regulation.unplayed.forfeitCap === 'opponent-and-half')
    blocks.push({ kind: 'paragraph', text: words.forfeitCap });
  return blocks;
}

function scoringBlocks(regulation: Regulation, words: BookletWords): DocumentBlock[] {
  const system = regulation.pointSystem;
  const blocks: DocumentBlock[] = [];
  const header = [words.resultHeader, words.pointsHeader];
  if (!system) blocks.push({ kind: 'paragraph', text: words.ownPointSystem(Boolean(regulation.roundScoring?.length)) });
  else {
    const shown = POINT_SYSTEM_FIELDS.filter((f) => !(f === 'drawPlus' || f === 'drawMinus') || !system[f].eq(system.draw));
    blocks.push({ kind: 'table', header, rows: shown.map((f) => [words.results[f], numberIn(system[f], words)]) });
  }
  for (const { first, last, pointSystem: own } of regulation.roundScoring ?? []) {
    const shown = POINT_SYSTEM_FIELDS.filter((f) => !(f === 'drawPlus' || f === 'drawMinus') || !own[f].eq(own.draw));
    blocks.push({ kind: 'paragraph', text: words.roundsOwnPoints(first, last) });
    blocks.push({ kind: 'table', header, rows: shown.map((f) => [words.results[f], numberIn(own[f], words)]) });
  }
  if (regulation.roundScoring?.length) blocks.push({ kind: 'paragraph', text: words.roundScoringSums });
  const mp = regulation.matchPoints;
  if (mp)
    blocks.push({
      kind: 'paragraph',
      text: words.matchPoints(numberIn(mp.win, words), numberIn(mp.draw, words), numberIn(mp.loss, words)),
    });
  const minimum = regulation.teamMinimumPlayers;
  // The reading `regula check` notes (dsl messages, team-minimum-reading), as the booklet prints it.
  if (minimum !== undefined) blocks.push({ kind: 'paragraph', text: words.teamMinimum(minimum) });
  return blocks;
}

/**
 * The list as numbered items, each with the criterion's name, its definition in words, what
 * each modifier does, and the article cited; then what decides a tie the list leaves.
 */
export function tiebreakBlocks(
  specs: readonly CriterionSpec[],
  after: AfterTiebreaks,
  words: BookletWords = en,
  subject: Subject = 'participants',
  introduce = true,
  score: Score = 'points',
): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  // Points rank first (C.07 4.2): a list that names them first is printed from its first tie-break.
  const listed = specs[0] !== undefined && findCriterion(specs[0].code)?.family === 'score' ? specs.slice(1) : specs;
  if (introduce) blocks.push({ kind: 'paragraph', text: listed.length === 0 ? words.pointsAlone : words.levelOn(subject, score) });
  if (listed.length > 0) blocks.push({ kind: 'list', numbered: true, items: listed.map((spec) => criterionItem(spec, words)) });
  blocks.push({ kind: 'paragraph', text: afterWords(after, subject, words) });
  return blocks;
}

/** "Buchholz (BH/C1): the sum of … With cut 1 — Cut-n: … Source: FIDE C.07 art. 8.1." */
export function criterionItem(spec: CriterionSpec, words: BookletWords = en): string {
  const definition = findCriterion(spec.code);
  if (!definition) return spec.text;
  const printed = criterionWords(definition, words);
  const modifiers = modifierWords(spec, words);
  // Words another source reads otherwise say how they were read: "Solkoff ("solkoff", read under rules us-chess as …)".
  const reading = readingWords(spec.text, spec.code, words);
  const named =
    reading !== undefined
      ? words.statedReading(printed.title, spec.text, reading)
      : spec.text.toLowerCase() === printed.title.toLowerCase()
        ? printed.title
        : `${printed.title} (${spec.text})`;
  return words.criterionItem(named, printed.description, modifiers, printed.source);
}

/**
 * The words a criterion is printed with: its title (the language's name where booklet-words has
 * one), its definition and the rule it comes from, in the booklet's language — the registry's
 * English read through booklet-words/registry-*.ts, keyed by the criterion's code.
 */
export function criterionWords(
  definition: CriterionDefinition,
  words: BookletWords = en,
): { title: string; description: string; source: string } {
  const own = words.registry.criteria[definition.code];
  return {
    title: words.criterionNames[definition.code] ?? own?.title ?? definition.title,
    description: sentence(own?.definition ?? definition.description),
    source: words.registry.sources[definition.code] ?? words.registry.citation(definition.source),
  };
}

/** Each modifier a criterion carries, in words: "With cut 1 — Cut-n: drop the n least significant values (C.07 14.1, 14.2)." */
function modifierWords(spec: CriterionSpec, words: BookletWords): string[] {
  const set: [ModifierName, string][] = [];
  // A cut written with progressive cuts is where they start (cut 1, then cut 2 …).
  if (spec.cut !== undefined && !spec.progressiveCuts) set.push(['cut', `cut ${spec.cut}`]);
  if (spec.median !== undefined) set.push(['median', `median ${spec.median}`]);
  if (spec.progressiveCuts)
    set.push(['progressive', spec.cut === undefined ? 'progressive cuts' : `progressive cuts from cut ${spec.cut}`]);
  if (spec.limit !== undefined)
    set.push(['limit', spec.limit.kind === 'percent' ? `limit ${numberIn(spec.limit.percent, words)}%` : `limit +${spec.limit.steps}`]);
  if (spec.played) set.push(['played', 'forfeits as played']);
  if (spec.fore) set.push(['fore', 'fore']);
  if (spec.unratedRating !== undefined) set.push(['unrated', `unrated ${spec.unratedRating}`]);
  if (spec.reverse) set.push(['reverse', 'reverse']);
  if (spec.ignoreVurFirst) set.push(['ignore-vur-first', 'no vur first']);
  if (spec.edition !== undefined) set.push(['edition', `under ${spec.edition}`]);
  if (spec.factor !== undefined) set.push(['factor', `factor ${numberIn(spec.factor, words)}`]);
  if (spec.reference !== undefined) set.push(['reference', spec.reference === 'game-points' ? 'on game points' : 'on match points']);
  const printed = set.map(([name, shown]) => words.withModifier(shown, words.registry.modifiers[name]));
  if (spec.column !== undefined) printed.push(words.valuesFromColumn(spec.column));
  return printed;
}

function afterWords(after: AfterTiebreaks, subject: Subject, words: BookletWords): string {
  switch (after.kind) {
    case 'shared':
      return words.afterShared(subject);
    case 'lots':
      return after.seed === undefined ? words.afterLotsFromEvent(subject) : words.afterLotsSeeded(subject, after.seed);
    case 'play-off':
      return words.afterPlayOff(subject);
    case 'manual':
      return words.afterManual(subject, after.column);
  }
}

/**
 * How words another source reads otherwise were read, in the booklet's language: the rules' own
 * sense of the name (engine rulesReading), or what a regulation's own name leaves out (engine
 * statedReading); the same readings, from the same tables, in the words of registry-*.ts.
 */
function readingWords(text: string, code: string, words: BookletWords): string | undefined {
  const said = words.registry;
  const written = text.trim().toLowerCase().split(/\s+/);
  for (let n = written.length; n >= 1; n--) {
    const name = findRulesName(written.slice(0, n).join(' '));
    if (!name) continue;
    const meaning = name.meanings.find((m) => m.rules !== undefined && m.means !== undefined && codeOf(m.means) === code);
    if (!meaning) break;
    const title = (m: { title: string }) => said.readingTitles[m.title] ?? m.title;
    const others = name.meanings.filter((m) => m !== meaning).map((m) => (m.means === undefined ? title(m) : `${title(m)} (${m.means})`));
    return said.readUnder(meaning.rules!.join(', '), title(meaning), meaning.means!, others);
  }
  for (let n = written.length; n >= 1; n--) {
    const own = findRegulationName(written.slice(0, n).join(' '));
    if (own)
      return own.note !== undefined && codeOf(own.means) === code
        ? said.readAs(own.means, said.readingNotes[own.note] ?? own.note)
        : undefined;
  }
  return undefined;
}

function codeOf(specifier: string): string {
  return /^[A-Za-z]+/.exec(specifier)?.[0]?.toUpperCase() ?? specifier;
}
