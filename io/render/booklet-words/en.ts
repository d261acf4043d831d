import { enArticles } from './articles-en';
import { enRegistry } from './registry-en';
import type { BookletWords, Score, Subject } from './types';

/* The booklet's words in English: the wording of FIDE's Handbook (C.07 Tie-Break Regulations). */

const SCORE: Readonly<Record<Score, string>> = { points: 'points', 'game-points': 'game points', 'match-points': 'match points' };
const SUBJECT: Readonly<Record<Subject, string>> = { participants: 'Participants', teams: 'Teams' };

export const en: BookletWords = {
  lang: 'en',
  decimalComma: false,
  articleHeading: (number, title) => `Article ${number}. ${title}`,
  version: (version) => `Version ${version}`,
  titles: {
    knockOut: 'Knock-out',
    rules: 'Rules in force',
    scoring: 'Scoring',
    tiebreaks: 'Tie-breaks',
    teamRanking: 'Ranking of the teams',
    microMatches: 'Micro-matches',
    playOff: 'Play-off',
    sections: 'Sections',
    withdrawals: 'Withdrawals',
    grandPrix: (name) => `Grand prix: ${name}`,
    teams: (name) => `Teams: ${name}`,
    qualification: (name) => `Qualification: ${name}`,
    prizes: 'Prizes',
    boardPrizes: 'Board prizes',
    drawnMatches: 'Drawn matches',
  },
  editions: {
    'fide-2026': 'the FIDE Tie-Break Regulations (Handbook C.07) in force from 1 March 2026',
    'fide-2024': 'the FIDE Tie-Break Regulations (Handbook C.07) as amended in August 2024',
    'fide-2023': 'the FIDE Tie-Break Regulations (Handbook C.07) in force from 1 September 2023',
    'fide-2009': 'the FIDE tie-break rules of 2009 (Kallithea)',
    'fide-pre-2009': 'the FIDE tie-break rules in force before 2009',
    'us-chess': 'the US Chess Federation Official Rules of Chess, rule 34E',
    fmjd: 'the FMJD rules for draughts tournaments',
    none: 'no federation’s rules for unplayed games',
  },
  tournaments: { swiss: 'a Swiss-system tournament', 'round-robin': 'a round robin', 'double-round-robin': 'a double round robin' },
  results: {
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
  },
  resultHeader: 'Result',
  pointsHeader: 'Points',
  rulesInForce: (edition, code) => `The tie-breaks follow ${edition} (rules ${code}).`,
  tournamentIs: (tournament) => `The tournament is ${tournament}.`,
  teamsRankedBy: (score) => `The teams are ranked by ${SCORE[score]} (C.07 arts. 11–13).`,
  unplayedGames: (policy) => `Unplayed games: ${policy}`,
  forfeitCap:
    'The dummy opponent of a forfeit counts at most the scheduled opponent’s adjusted score and at most half of the maximum score (C.07 16.4.1, 16.4.2).',
  ownPointSystem: (someRoundsOwn) =>
    `${someRoundsOwn ? 'Rounds not named below are' : 'Points are'} scored by the tournament’s own point system (1 for a win, ½ for a draw, 0 for a loss unless the tournament file says otherwise).`,
  roundsOwnPoints: (first, last) => `Rounds ${first}–${last} are scored by their own points:`,
  roundScoringSums:
    'Every tie-break sums each round’s points in that round’s scoring; a round counted as a draw counts that round’s draw; rating criteria read each game as 1, ½ or 0.',
  matchPoints: (win, draw, loss) => `Match points: ${win} for a won match, ${draw} for a drawn match, ${loss} for a lost match.`,
  teamMinimum: (minimum) =>
    `A team with fewer than ${minimum} players in a match loses it by forfeit, and both teams do when both are short: the match scores as a forfeited one, every board to the opponent. A player counts who played the game or won it by default. The games stand for the players.`,
  microMatchesRankFirst: 'The micro-matches (next article) rank the event; what follows orders only the players they leave level.',
  tiebreakRounds: (from, to) =>
    `The tie-breaks after points are computed on rounds ${from}–${to} alone, as an event of their own: each player's results, opponents and the opponents' scores in those rounds only. Points rank on every round.`,
  drawnMatchIntro: 'A drawn match is decided by the following criteria, in order (C.07 art. 12):',
  pointsAlone: 'The places are decided by points alone.',
  levelOn: (subject, score) =>
    `${SUBJECT[subject]} level on ${SCORE[score]} are separated by the following criteria, in order; each further criterion is applied only to those still tied (C.07 4.2).`,
  criterionItem: (named, description, modifiers, source) =>
    `${named}: ${description}${modifiers.map((m) => ` ${m}`).join('')} Source: ${source}.`,
  statedReading: (title, written, reading) => `${title} ("${written}", ${reading})`,
  withModifier: (shown, meaning) => `With ${shown} — ${meaning}`,
  valuesFromColumn: (column) => `Its values are read from the column "${column}".`,
  afterShared: (subject) => `${SUBJECT[subject]} still tied after the list share the place.`,
  afterLotsFromEvent: (subject) =>
    `${SUBJECT[subject]} still tied after the list are separated by drawing lots, seeded from the event itself (its name, dates and the tied players) so that the draw can be repeated.`,
  afterLotsSeeded: (subject, seed) =>
    `${SUBJECT[subject]} still tied after the list are separated by drawing lots, seeded by "${seed}" so that the draw can be repeated.`,
  afterPlayOff: (subject) => `${SUBJECT[subject]} still tied after the list play off (C.07 art. 2).`,
  afterManual: (subject, column) => `${SUBJECT[subject]} still tied after the list are separated by the values in the column "${column}".`,
  board: {
    ranked: (byPercentage) => `The players of each board are ranked by their ${byPercentage ? 'percentage score' : 'performance rating'}.`,
    registered:
      'Every game of a player counts for the board of the team list, wherever it was played; the reserves have a list of their own.',
    played: 'Each game counts for the board it was played on.',
    minimum: (games, reserve) =>
      `A player needs at least ${games} game${games === 1 ? '' : 's'}${reserve === undefined ? '' : ` (a reserve ${reserve})`} played over the board to be ranked; a game won or lost by default is not counted.`,
    ratingUncapped: 'The performance rating (C.07 10.2) counts every opponent at their own rating.',
    ratingCapped: (cap) => `The performance rating (C.07 10.2) counts an opponent at most ${cap} points from the player's rating.`,
    ties: { games: 'more games', percentage: 'a higher percentage', 'team-place': 'the better-placed team' },
    separated: (ties) => `Players level are separated by ${ties.join(', then ')}; otherwise they share the place.`,
    share: 'Players level share the place.',
  },
  playOff: {
    places: (first, last) => (first === last ? (first === 1 ? 'first place' : `place ${first}`) : `places ${first}–${last}`),
    decides: (places, afterList, cap, seeding) =>
      `A play-off decides ${places} between ${afterList ? 'the players still tied for it after the tie-break list' : 'the players tied on points for it'} (C.07 art. 3).${cap === undefined ? '' : ` At most ${cap} play, the best seeded; the others follow them by the tie-break list.`}${seeding}`,
    seeded: (by, then) =>
      ` They are seeded by ${by ?? 'rating'}${then.length > 0 ? `; level on it, ${then.map((t) => (t === 'lots' ? 'by lots' : 'by their games against each other')).join(', then ')}` : ''}; still level, by the tie-break list.`,
    format: (number, players) =>
      `Format ${number}, for ${'exactly' in players ? `${players.exactly} players` : `more than ${players.moreThan} players`}: it is played in stages, each only when the stages before it left the players level:`,
    stagesIntro: 'It is played in stages, each only when the stages before it left the players level:',
    games: (games, pace) => `${games} ${pace === undefined ? '' : `${pace} `}game${games === 1 ? '' : 's'}`,
    untilWon: (pace) => `${pace === undefined ? '' : `${pace} `}games until one is won`,
    armageddon: 'the Armageddon game',
    drawOdds: (white) => `; a draw counts as a win for ${white ? 'White' : 'Black'}`,
    byScore: (repeated) =>
      repeated
        ? ', decided by the score over them; the stage is played again while it leaves the players level, as often as it takes (with more than two, a round robin among those still level each time)'
        : ', decided by the score over them',
    closing: (knockOut, notHeldShared) =>
      `With more than two players, ${knockOut ? 'a seeded knock-out (seed 1 meets the last seed; the top seeds get the byes), each match through the stages' : 'each stage is a round robin among those still level'}. ` +
      `The rest of the tied group follows the tie-break list. If the play-off is not held, ${notHeldShared ? 'the players share the places' : 'the tie-break list decides'}.`,
  },
  sections: {
    played: (count) =>
      `The event is played in ${count} section${count === 1 ? '' : 's'}. Each section is a tournament of its own: its players are paired, ranked and awarded prizes within the section, under this regulation.`,
    common: (names) => `Sections ${names.join(', ')} follow the tie-breaks and prizes of the other articles.`,
    ownTiebreaks: (name) => `Section ${name} has its own tie-breaks, in place of the article on tie-breaks:`,
    ownPrizes: (name) => `Section ${name} has its own prizes, in place of the article on prizes:`,
  },
  knockOut: {
    intro:
      'Every round is a match between two players; the loser is eliminated. A match is played in the stages below, each only when the stages before it left the match level:',
    drawOdds: (white) => `, a draw counting as a win for ${white ? 'White' : 'Black'}`,
    places: (third, share) =>
      `The places are given by the round each player reached: the winner of the final first, the finalist second, then the losers of each round from the semi-finals down${third ? ' (the losers of the semi-finals play a match for third place)' : ''}. The players eliminated in the same round ${share ? 'share its places' : 'are ranked among themselves by rating, highest first'}.`,
  },
  microMatches: {
    intro:
      'Each round is a micro-match between its two players, played until a game is won; each game below is played only when the ones before it were drawn:',
    untilWon: (pace) => `${pace ?? 'tie-break'} games until one is won`,
    game: (pace) => `a ${pace ?? ''} game`.replace('  ', ' '),
    scores: (winner, loser) => `; a win there scores the round ${winner}–${loser}`,
    level: (points) => `A round drawn in its last game scores ${points}–${points}.`,
    roundPoints: 'the points of the rounds',
    ranked: (criteria) => `The event is ranked by ${criteria.join(', then ')}; what they leave level follows the tie-break list.`,
  },
  paces: {},
  criterionNames: {},
  registry: enRegistry,
  articles: enArticles,
};
