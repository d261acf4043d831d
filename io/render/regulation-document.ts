import { playOffBlocks } from './play-off-article';
import { microMatchesBlocks } from './micro-matches-article';
import { knockOutBlocks } from './knock-out-article';
import {
  findCriterion,
  statedReading,
  MODIFIERS,
  POINT_SYSTEM_FIELDS,
  unplayedPolicyFor,
  type AfterTiebreaks,
  type CriterionDefinition,
  type CriterionSpec,
  type Edition,
  type PointSystemField,
  type Regulation,
  type RoundRange,
  type BoardPrizeRules,
} from '../../engine';
import type { DocumentArticle, DocumentBlock, PrintedDocument } from './document';
import { grandPrixBlocks, prizeBlocks, qualificationBlocks, teamBlocks, withdrawalBlocks } from './section-words';
import { sectionArticleBlocks } from './section-article';
import { numberText, sentence } from './words';

/*
 * A regulation as an official prints it in the tournament booklet (docs/cli.md "regula render"): numbered
 * articles — the rules in force and how unplayed games count under them, the scoring, the
 * tie-break order with each criterion's definition in words and the article it cites (from the
 * registry: engine/tiebreaks/criteria-*.ts), withdrawals, grand prix, teams, qualification and
 * prizes. Built from the compiled regulation, so it says what the engine runs; deterministic.
 */

/** The rules each edition names, in words. */
const EDITION_WORDS: Readonly<Record<Edition, string>> = {
  'fide-2026': 'the FIDE Tie-Break Regulations (Handbook C.07) in force from 1 March 2026',
  'fide-2024': 'the FIDE Tie-Break Regulations (Handbook C.07) as amended in August 2024',
  'fide-2023': 'the FIDE Tie-Break Regulations (Handbook C.07) in force from 1 September 2023',
  'fide-2009': 'the FIDE tie-break rules of 2009 (Kallithea)',
  'fide-pre-2009': 'the FIDE tie-break rules in force before 2009',
  'us-chess': 'the US Chess Federation Official Rules of Chess, rule 34E',
  fmjd: 'the FMJD rules for draughts tournaments',
  none: 'no federation’s rules for unplayed games',
};

const TOURNAMENT_WORDS: Readonly<Record<string, string>> = {
  swiss: 'a Swiss-system tournament',
  'round-robin': 'a round robin',
  'double-round-robin': 'a double round robin',
};

const RESULT_WORDS: Readonly<Record<PointSystemField, string>> = {
  win: 'Win',
  draw: 'Draw',
  loss: 'Loss',
  forfeitWin: 'Win by forfeit',
  forfeitLoss: 'Loss by forfeit',
  doubleForfeit: 'Double forfeit (each player)',
  pab: 'Pairing-allocated bye',
  fpb: 'Full-point bye',
  hpb: 'Half-point bye',
  zpb: 'Zero-point bye',
  absent: 'Absent, not paired',
  drawPlus: 'Draw with advantage',
  drawMinus: 'Draw with disadvantage',
};

/** The reading of `based on rounds 7-12 only`, as the booklet prints it (and `regula check` notes it). */
function tiebreakRoundsText(range: RoundRange): string {
  return `The tie-breaks after points are computed on rounds ${range.from}–${range.to} alone, as an event of their own: each player's results, opponents and the opponents' scores in those rounds only. Points rank on every round.`;
}

export function regulationDocument(regulation: Regulation): PrintedDocument {
  // A knock-out event is ranked by its bracket (engine/ranking/knock-out.ts): no tie-break list to print.
  if (regulation.knockOut) return document(regulation, [{ title: 'Knock-out', blocks: knockOutBlocks(regulation.knockOut) }]);
  const articles: Omit<DocumentArticle, 'number'>[] = [
    { title: 'Rules in force', blocks: rulesBlocks(regulation) },
    { title: 'Scoring', blocks: scoringBlocks(regulation) },
    {
      title: regulation.teamEvent ? 'Ranking of the teams' : 'Tie-breaks',
      blocks: regulation.teamEvent
        ? tiebreakBlocks(
            regulation.tiebreaks,
            regulation.after,
            'Teams',
            true,
            regulation.teamScore === 'game-points' ? 'game points' : 'match points',
          )
        : [
            // Micro-matches rank the event first (engine/ranking/micro-matches.ts); the list orders what they leave level.
            ...(regulation.microMatches
              ? [
                  {
                    kind: 'paragraph' as const,
                    text: 'The micro-matches (next article) rank the event; what follows orders only the players they leave level.',
                  },
                ]
              : []),
            ...tiebreakBlocks(regulation.tiebreaks, regulation.after),
            ...(regulation.tiebreakRounds ? [{ kind: 'paragraph' as const, text: tiebreakRoundsText(regulation.tiebreakRounds) }] : []),
          ],
    },
  ];
  if (regulation.microMatches) articles.push({ title: 'Micro-matches', blocks: microMatchesBlocks(regulation.microMatches) });
  if (regulation.playOff) articles.push({ title: 'Play-off', blocks: playOffBlocks(regulation.playOff) });
  if (regulation.eventSections)
    articles.push({ title: 'Sections', blocks: sectionArticleBlocks(regulation, (specs, after) => tiebreakBlocks(specs, after)) });
  if (regulation.withdrawals) articles.push({ title: 'Withdrawals', blocks: withdrawalBlocks(regulation.withdrawals) });
  for (const gp of regulation.grandPrix ?? []) articles.push({ title: `Grand prix: ${gp.name}`, blocks: grandPrixBlocks(gp) });
  for (const team of regulation.teams ?? [])
    articles.push({
      title: `Teams: ${team.name}`,
      blocks: teamBlocks(team, (specs, after) => tiebreakBlocks(specs, after, 'Teams', false)),
    });
  for (const q of regulation.qualification ?? []) articles.push({ title: `Qualification: ${q.name}`, blocks: qualificationBlocks(q) });
  if (regulation.prizes) articles.push({ title: 'Prizes', blocks: prizeBlocks(regulation.prizes) });
  if (regulation.boardPrizes) articles.push({ title: 'Board prizes', blocks: boardPrizeBlocks(regulation.boardPrizes) });
  if (regulation.matchTiebreaks)
    articles.push({
      title: 'Drawn matches',
      blocks: [
        { kind: 'paragraph', text: 'A drawn match is decided by the following criteria, in order (C.07 art. 12):' },
        ...tiebreakBlocks(regulation.matchTiebreaks.tiebreaks, regulation.matchTiebreaks.after ?? { kind: 'play-off' }, 'Teams', false),
      ],
    });
  return document(regulation, articles);
}

function document(regulation: Regulation, articles: Omit<DocumentArticle, 'number'>[]): PrintedDocument {
  return {
    title: regulation.name,
    subtitle: regulation.version === undefined ? [] : [`Version ${regulation.version}`],
    articles: articles.map((a, i) => ({ ...a, number: i + 1 })),
  };
}

const TIE_WORDS = { games: 'more games', percentage: 'a higher percentage', 'team-place': 'the better-placed team' } as const;

/** The board prizes article (ECU B.7; the Chess Olympiad): the reading `regula check` notes, in the booklet's words. */
function boardPrizeBlocks(rules: BoardPrizeRules): DocumentBlock[] {
  const measure = rules.by === 'percentage' ? 'percentage score' : 'performance rating';
  const where =
    rules.boards === 'registered'
      ? 'Every game of a player counts for the board of the team list, wherever it was played; the reserves have a list of their own.'
      : 'Each game counts for the board it was played on.';
  const minimum = `A player needs at least ${rules.minimumGames} game${rules.minimumGames === 1 ? '' : 's'}${rules.reserveMinimumGames === undefined ? '' : ` (a reserve ${rules.reserveMinimumGames})`} played over the board to be ranked; a game won or lost by default is not counted.`;
  const rating =
    rules.by === 'percentage'
      ? ''
      : rules.ratingDifferenceCap === undefined
        ? ' The performance rating (C.07 10.2) counts every opponent at their own rating.'
        : ` The performance rating (C.07 10.2) counts an opponent at most ${rules.ratingDifferenceCap} points from the player's rating.`;
  const ties =
    rules.ties.length > 0
      ? ` Players level are separated by ${rules.ties.map((t) => TIE_WORDS[t]).join(', then ')}; otherwise they share the place.`
      : ' Players level share the place.';
  return [{ kind: 'paragraph', text: `The players of each board are ranked by their ${measure}. ${where} ${minimum}${rating}${ties}` }];
}

function rulesBlocks(regulation: Regulation): DocumentBlock[] {
  const system = regulation.tournament ? ` The tournament is ${TOURNAMENT_WORDS[regulation.tournament]}.` : '';
  const team = regulation.teamEvent
    ? ` The teams are ranked by ${regulation.teamScore === 'game-points' ? 'game points' : 'match points'} (C.07 arts. 11–13).`
    : '';
  const blocks: DocumentBlock[] = [
    {
      kind: 'paragraph',
      text: `The tie-breaks follow ${EDITION_WORDS[regulation.edition]} (rules ${regulation.edition}).${system}${team}`,
    },
    { kind: 'paragraph', text: `Unplayed games: ${sentence(unplayedPolicyFor(regulation.edition).title)}` },
  ];
  if (regulation.edition === 'fide-2026' && regulation.unplayed.forfeitCap === 'opponent-and-half')
    blocks.push({
      kind: 'paragraph',
      text: 'The dummy opponent of a forfeit counts at most the scheduled opponent’s adjusted score and at most half of the maximum score (C.07 16.4.1, 16.4.2).',
    });
  return blocks;
}

function scoringBlocks(regulation: Regulation): DocumentBlock[] {
  const system = regulation.pointSystem;
  const blocks: DocumentBlock[] = [];
  if (!system)
    blocks.push({
      kind: 'paragraph',
      text: `${regulation.roundScoring?.length ? 'Rounds not named below are' : 'Points are'} scored by the tournament’s own point system (1 for a win, ½ for a draw, 0 for a loss unless the tournament file says otherwise).`,
    });
  else {
    const shown = POINT_SYSTEM_FIELDS.filter((f) => !(f === 'drawPlus' || f === 'drawMinus') || !system[f].eq(system.draw));
    blocks.push({ kind: 'table', header: ['Result', 'Points'], rows: shown.map((f) => [RESULT_WORDS[f], numberText(system[f])]) });
  }
  for (const { first, last, pointSystem: own } of regulation.roundScoring ?? []) {
    const shown = POINT_SYSTEM_FIELDS.filter((f) => !(f === 'drawPlus' || f === 'drawMinus') || !own[f].eq(own.draw));
    blocks.push({ kind: 'paragraph', text: `Rounds ${first}–${last} are scored by their own points:` });
    blocks.push({ kind: 'table', header: ['Result', 'Points'], rows: shown.map((f) => [RESULT_WORDS[f], numberText(own[f])]) });
  }
  if (regulation.roundScoring?.length)
    blocks.push({
      kind: 'paragraph',
      text: 'Every tie-break sums each round’s points in that round’s scoring; a round counted as a draw counts that round’s draw; rating criteria read each game as 1, ½ or 0.',
    });
  const mp = regulation.matchPoints;
  if (mp)
    blocks.push({
      kind: 'paragraph',
      text: `Match points: ${numberText(mp.win)} for a won match, ${numberText(mp.draw)} for a drawn match, ${numberText(mp.loss)} for a lost match.`,
    });
  const minimum = regulation.teamMinimumPlayers;
  // The reading `regula check` notes (dsl messages, team-minimum-reading), as the booklet prints it.
  if (minimum !== undefined)
    blocks.push({
      kind: 'paragraph',
      text: `A team with fewer than ${minimum} players in a match loses it by forfeit, and both teams do when both are short: the match scores as a forfeited one, every board to the opponent. A player counts who played the game or won it by default. The games stand for the players.`,
    });
  return blocks;
}

/**
 * The list as numbered items, each with the criterion's name, its definition in words, what
 * each modifier does, and the article cited; then what decides a tie the list leaves.
 */
export function tiebreakBlocks(
  specs: readonly CriterionSpec[],
  after: AfterTiebreaks,
  subject = 'Participants',
  introduce = true,
  score = 'points',
): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  // Points rank first (C.07 4.2): a list that names them first is printed from its first tie-break.
  const listed = specs[0] !== undefined && findCriterion(specs[0].code)?.family === 'score' ? specs.slice(1) : specs;
  if (introduce)
    blocks.push({
      kind: 'paragraph',
      text:
        listed.length === 0
          ? 'The places are decided by points alone.'
          : `${subject} level on ${score} are separated by the following criteria, in order; each further criterion is applied only to those still tied (C.07 4.2).`,
    });
  if (listed.length > 0) blocks.push({ kind: 'list', numbered: true, items: listed.map(criterionItem) });
  blocks.push({ kind: 'paragraph', text: afterWords(after, subject) });
  return blocks;
}

/** "Buchholz (BH/C1): the sum of … With cut 1 — Cut-n: … Source: FIDE C.07 art. 8.1." */
export function criterionItem(spec: CriterionSpec): string {
  const definition = findCriterion(spec.code);
  if (!definition) return spec.text;
  const words = criterionWords(definition);
  const modifiers = modifierWords(spec);
  // Words another source reads otherwise say how they were read: "Solkoff ("solkoff", read under rules us-chess as …)".
  const reading = statedReading(spec.text, spec.code);
  const named =
    reading !== undefined
      ? `${words.title} ("${spec.text}", ${reading})`
      : spec.text.toLowerCase() === words.title.toLowerCase()
        ? words.title
        : `${words.title} (${spec.text})`;
  return `${named}: ${words.description}${modifiers.map((m) => ` ${m}`).join('')} Source: ${words.source}.`;
}

/** The words a criterion is printed with: its title, its definition and the rule it comes from, from the registry. */
export function criterionWords(definition: CriterionDefinition): { title: string; description: string; source: string } {
  return { title: definition.title, description: sentence(definition.description), source: definition.source };
}

/** Each modifier a criterion carries, in words: "With cut 1 — Cut-n: drop the n least significant values (C.07 14.1, 14.2)." */
function modifierWords(spec: CriterionSpec): string[] {
  const set: [string, string][] = [];
  // A cut written with progressive cuts is where they start (cut 1, then cut 2 …).
  if (spec.cut !== undefined && !spec.progressiveCuts) set.push(['cut', `cut ${spec.cut}`]);
  if (spec.median !== undefined) set.push(['median', `median ${spec.median}`]);
  if (spec.progressiveCuts)
    set.push(['progressive', spec.cut === undefined ? 'progressive cuts' : `progressive cuts from cut ${spec.cut}`]);
  if (spec.limit !== undefined)
    set.push(['limit', spec.limit.kind === 'percent' ? `limit ${numberText(spec.limit.percent)}%` : `limit +${spec.limit.steps}`]);
  if (spec.played) set.push(['played', 'forfeits as played']);
  if (spec.fore) set.push(['fore', 'fore']);
  if (spec.unratedRating !== undefined) set.push(['unrated', `unrated ${spec.unratedRating}`]);
  if (spec.reverse) set.push(['reverse', 'reverse']);
  if (spec.ignoreVurFirst) set.push(['ignore-vur-first', 'no vur first']);
  if (spec.edition !== undefined) set.push(['edition', `under ${spec.edition}`]);
  if (spec.factor !== undefined) set.push(['factor', `factor ${numberText(spec.factor)}`]);
  if (spec.reference !== undefined) set.push(['reference', spec.reference === 'game-points' ? 'on game points' : 'on match points']);
  const words = set.map(([name, shown]) => `With ${shown} — ${MODIFIERS.find((m) => m.name === name)!.meaning}`);
  if (spec.column !== undefined) words.push(`Its values are read from the column "${spec.column}".`);
  return words;
}

function afterWords(after: AfterTiebreaks, subject: string): string {
  switch (after.kind) {
    case 'shared':
      return `${subject} still tied after the list share the place.`;
    case 'lots':
      return after.seed === undefined
        ? `${subject} still tied after the list are separated by drawing lots, seeded from the event itself (its name, dates and the tied players) so that the draw can be repeated.`
        : `${subject} still tied after the list are separated by drawing lots, seeded by "${after.seed}" so that the draw can be repeated.`;
    case 'play-off':
      return `${subject} still tied after the list play off (C.07 art. 2).`;
    case 'manual':
      return `${subject} still tied after the list are separated by the values in the column "${after.column}".`;
  }
}
