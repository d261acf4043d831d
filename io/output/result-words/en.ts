import { BOOKLET_WORDS } from '../../render/booklet-words';
import type { ResultWords, StepOutcome } from './types';
import { reportEn } from './report-en';
import { scenariosEn } from './scenario-en';
import { diffEn } from './diff-en';
import { joinWithAnd } from './join';

/* The CLI's human output in English: the words `rank` and `explain` have always printed. */

const titles = BOOKLET_WORDS.en.titles;

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const and = (items: readonly string[]): string => joinWithAnd(items, 'and');

function outcomeWords(outcome: StepOutcome): string {
  const why = outcome.kind !== 'placed' && outcome.reason ? ` (${outcome.reason})` : '';
  switch (outcome.kind) {
    case 'still-tied':
      return `still tied${outcome.notApplied ? `: ${outcome.criterion} did not apply${why}` : why}`;
    case 'placed':
      return `placed ${ordinal(outcome.place)} of the ${outcome.of}`;
    case 'shares':
      return `${ordinal(outcome.first)}–${ordinal(outcome.last)} of the ${outcome.of}, tied with ${and(outcome.with)}${
        outcome.notApplied ? ` (${outcome.criterion} did not apply among them${outcome.reason ? `: ${outcome.reason}` : ''})` : why
      }`;
  }
}

const SCORE = { PTS: 'points', MP: 'match points', GP: 'game points' } as const;

const HEADERS: ResultWords['headers'] = {
  place: 'Place',
  number: 'No',
  name: 'Name',
  rating: 'Rating',
  team: 'Team',
  decidedBy: 'Decided by',
};

export const en: ResultWords = {
  lang: 'en',
  decimalComma: BOOKLET_WORDS.en.decimalComma,
  headers: HEADERS,
  decided: {
    shared: 'place shared',
    alone: 'alone on points',
    playOff: 'play-off',
    playOffPending: 'play-off pending',
    microMatchPending: 'micro-match pending',
    lots: 'lots',
    manual: (column) => `manual: ${column}`,
  },
  criterionNames: BOOKLET_WORDS.en.criterionNames,
  columns: {
    Place: 'Place',
    Rank: 'Rank',
    No: 'No',
    Id: 'Id',
    Name: 'Name',
    Player: 'Player',
    Team: 'Team',
    Board: 'Board',
    Grade: 'Grade',
    Points: 'Points',
    Score: 'Score',
    'Event score': 'Event score',
    'Season score': 'Season score',
    Counted: 'Counted',
    'By place': 'By place',
    Formula: 'Formula',
    Bonus: 'Bonus',
    Total: 'Total',
    Factor: 'Factor',
    Scaled: 'Scaled',
    Value: 'Value',
    Result: 'Result',
    Outcome: 'Outcome',
    Reason: 'Reason',
    Award: 'Award',
    Prize: 'Prize',
    Amount: 'Amount',
    Exact: 'Exact',
    Trophy: 'Trophy',
    Overall: 'Overall',
    Games: 'Games',
    Performance: 'Performance',
    Round: 'Round',
    Before: 'Before',
    After: 'After',
    Note: 'Note',
    'Decided by': 'Decided by',
  },
  notApplicable: 'n/a',
  titles: {
    withdrawals: titles.withdrawals,
    grandPrix: titles.grandPrix,
    teams: titles.teams,
    qualification: titles.qualification,
    prizes: titles.prizes,
    boardPrizes: titles.boardPrizes,
    teamAwards: (name) => `Team awards: ${name}`,
    category: (name) => `Category: ${name}`,
    section: (name, players) => `== Section ${name} (${players} players)`,
    gradesGrandPrix: (name) => `== Grand prix over the grades: ${name}`,
  },
  note: (text) => `Note: ${text}`,
  knockOut: {
    heading: (event, regulation) => `== ${event} (${regulation}): a knock-out, places by round reached`,
    inProgress: 'Note: the event is in progress: the places marked pending are not final.',
    headers: { number: 'No.', roundReached: 'Round reached', result: 'Result', lastMatch: 'Last match', score: 'Score' },
    pending: 'pending',
    thirdPlace: 'third place',
    outcomes: {
      'won the final': 'won the final',
      'lost the final': 'lost the final',
      'won the match for third place': 'won the match for third place',
      'lost the match for third place': 'lost the match for third place',
      eliminated: 'eliminated',
      'still in': 'still in',
    },
    roundNames: { final: 'final', semiFinal: 'semi-final', quarterFinal: 'quarter-final', roundOf: (players) => `round of ${players}` },
    round: (round) => `round ${round}`,
    versus: (match, opponent) => `${match} v ${opponent}`,
    notPlaced: (player) => `${player} is not placed: the bracket has errors.`,
    placed: (player, place, of, pending, outcome, round, entered) =>
      `${player} is placed ${place} of ${of}${pending ? ' (pending: the event is in progress)' : ''}: ${outcome}, round reached ${round}${entered !== undefined ? `, entered in round ${entered}` : ''}.`,
    matchTitle: (round) => (round === undefined ? 'Match for third place' : `Round ${round}`),
    notDecided: (why) => `not decided yet (${why ?? 'no result'})`,
    decided: (won, stage, by, stageWords) => `${won ? 'won' : 'lost'} in stage ${stage} (${by}: ${stageWords})`,
    match: (title, opponent, score, verdict) => `${title}, v ${opponent}: ${score}, ${verdict}.`,
  },
  lots: {
    heading: (rule) => `Drawing of lots (simulation — nothing is written): ${rule}`,
    seeded: { regulation: "with the regulation's seed", event: 'seeded from the event (its name, dates and the tied players)' },
    applied: (seeded) => `the regulation draws lots ${seeded}; this is the draw a run applies.`,
    wouldMake: (after, seeded) => `the regulation says \`then ${after}\`; this is the draw \`then lots\` would make, ${seeded}.`,
    none: 'No tie is left after the list: nothing would be drawn.',
    places: (places, seed) => `Places ${places}, seed "${seed}":`,
    member: (place, participant, lot) => `  ${place}. ${participant} — lot ${lot}`,
    stillTied: '  (two lots are equal: the tie stands between them)',
  },
  explain: {
    placed: (player, place, of, decision) => `${player} is placed ${place} of ${of}, ${decision}.`,
    shares: (player, first, last, of, decision) => `${player} shares places ${first}–${last} of ${of}, ${decision}.`,
    decision: {
      shared: 'tied on every criterion of the list: the places are shared',
      // "1st by the play-off: won the Armageddon game as Black on draw odds" (C.07 art. 3).
      playOff: (note) => `by the play-off${note ? `: ${note}` : ''}`,
      playOffPending: 'tied: a play-off decides these places and its results are not recorded yet (play-off pending)',
      microMatchPending: 'places shared: a micro-match among them is not finished, its next game is not recorded (micro-match pending)',
      alone: 'alone on points',
      by: (criterion) => `decided by ${criterion}`,
    },
    notRanked: (player, note) => (note ? `${player} is not ranked: ${note}.` : `${player} is not ranked.`),
    microMatches: (rankedBy, values) => `Micro-matches, ranked by ${rankedBy}: ${values}.`,
    valuesHeading: 'Values and their contributions:',
    score: (value, code) => `${value} ${SCORE[code]}`,
    tiedStep: (others, score, criterion, values, outcome) =>
      `Tied${score ? ` on ${score}` : ''} with ${and(others)}; ${criterion}: ${values} → ${outcomeWords(outcome)}.`,
    definition: (criterion, name, description) => `${criterion} (${name}): ${description}`,
    sharePlace: (a, b, after) => `${a} and ${b} share their place: no criterion of the list separates them (${after} after the list).`,
    above: (upper, lower, criterion, upperValue, lowerValue, among) =>
      `${upper} is above ${lower}: ${criterion} decided (${upperValue} against ${lowerValue})` +
      (among ? `, among ${among.count} tied participants${among.score ? ` on ${among.score}` : ''}.` : '.'),
    levelBefore: (items) => `Level before it on ${and(items)}.`,
    didNotApply: (criterion, upperValue, lowerValue, reason) =>
      `${criterion} did not apply (${upperValue} against ${lowerValue})${reason ? `: ${reason}` : ', and left them tied'}.`,
    microPending: (upper, lower, decision) => `${upper} and ${lower} share their places: ${decision}.`,
    microLevel: (upper, lower, values, sharedPlace, decidedBy) =>
      `${upper} and ${lower} are level on every criterion of the micro-matches (${values}); ${sharedPlace ? 'they share their place' : `the tie-break list decided: ${decidedBy}`}.`,
    microAbove: (upper, lower, criterion, upperValue, lowerValue, level) =>
      `${upper} is above ${lower}: the micro-matches decided by ${criterion}, ${upperValue} against ${lowerValue}${level.length > 0 ? ` (level on ${level.join(', ')})` : ''}.`,
    notApplicable: (header, reason) => `  ${header}: not applicable — ${reason}`,
    round: (round) => `round ${round}`,
    versus: (opponent) => `vs ${opponent}`,
    factors: (opponentValue, points) => ` (opponent ${opponentValue}, scored ${points})`,
    colon: ': ',
    and,
    roundKinds: {
      played: 'played',
      'forfeit-win': 'forfeit-win',
      'forfeit-loss': 'forfeit-loss',
      'double-forfeit': 'double-forfeit',
      absent: 'absent',
      withdrawn: 'withdrawn',
    },
  },
  report: reportEn,
  scenarios: scenariosEn,
  diff: diffEn,
};
