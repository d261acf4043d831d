import type { ScenarioWords } from './scenario-types';

/* `regula scenarios` in English: the words it has always printed. */

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function ordinal(n: number): string {
  if (n <= ORDINALS.length) return ORDINALS[n - 1]!;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const plural = (n: number) => (n === 1 ? '' : 's');
const count = (n: number) => n.toLocaleString('en-US');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function exactNeeds({ combinations, atLeast, limit, beyond }: Parameters<ScenarioWords['boundedHeading']>[1]): string {
  if (beyond)
    return `an exact answer needs more than the ${count(limit)} re-rankings Regula runs (${count(combinations)} on the candidates' own boards, times the ties their tie-breaks read)`;
  return `an exact answer needs ${atLeast ? 'at least ' : ''}${count(combinations)} re-rankings, over the ${count(limit)} Regula runs`;
}

export const scenariosEn: ScenarioWords = {
  range: (places) => (places === 1 ? 'place 1' : `places 1–${places}`),
  placesLine: (range, from) => `${capitalised(range)} (${from}).`,
  placesFrom: {
    prizes: "the regulation's overall prizes",
    qualification: "the regulation's qualification places",
    default: 'the default: the regulation names no prize or qualification places',
  },
  heading: ({ round, open, changing, range, list }, combinations, answered) =>
    `Round ${round}: ${open} board${plural(open)} to play; ${changing} can change ${range} under ${list}: ${count(combinations)} combination${plural(combinations)} of results ${
      answered === undefined
        ? 're-ranked'
        : `answered by ${count(answered)} re-ranking${plural(answered)} (the boards left out of one cannot change a tie that matters after its results)`
    }.`,
  boundedHeading: ({ round, open, changing, range, list }, needs) =>
    `Round ${round}: ${open} board${plural(open)} to play; ${changing} can change ${range} under ${list}: ${exactNeeds(needs)} — each contender's place is bounded on points alone, the tie-breaks not enumerated.`,
  boardsThatMatter: 'Boards that matter:',
  boardsThatCanMatter: 'Boards that can matter:',
  board: (first, second, coloursKnown) => `${first} – ${second}${coloursKnown ? '' : ' (colours not given)'}`,
  nobody: (range) => `No player can reach ${range}.`,
  contender: (name, points, board) => {
    const pts = `${points} point${points === '1' ? '' : 's'}`;
    if (!board) return `${name}, ${pts}, no game to play:`;
    const colour = board.colour === undefined ? '' : ` with ${board.colour === 'white' ? 'White' : 'Black'}`;
    return `${name}, ${pts}, board ${board.number}${colour} against ${board.opponent}:`;
  },
  own: { any: 'whatever their result: ', with: (result) => `with a ${result}: ` },
  alone: (place) => `${ordinal(place)} alone`,
  shared: (first, last) => `shared ${ordinal(first)} to ${ordinal(last)}`,
  outside: (range) => `outside ${range}`,
  whatever: 'whatever happens on other boards',
  when: (alternatives) => ` when ${alternatives.map((conditions) => conditions.join(' and ')).join(', or when ')}`,
  condition: {
    beats: (a, b) => `${a} beats ${b}`,
    draw: (a, b) => `${a} and ${b} draw`,
    notLose: (a, b) => `${a} does not lose to ${b}`,
    notBeat: (a, b) => `${a} does not beat ${b}`,
    notDrawn: (a, b) => `${a} v ${b} is not drawn`,
    results: (codes) => codes.join(' or '),
    onBoard: (condition, board) => `${condition} (board ${board})`,
  },
  bound: {
    within: (range, best, worst, decide) => `within ${range}, ${ordinal(best)} to ${ordinal(worst)}: ${decide}`,
    atBest: (best, range, decide) => `${ordinal(best)} at best, or outside ${range}: ${decide}`,
    decide: (boards) =>
      boards.length === 0 ? 'the tie-breaks decide' : `board${plural(boards.length)} ${boards.join(', ')} and the tie-breaks decide`,
  },
  separator: '; ',
};
