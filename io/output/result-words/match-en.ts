import type { MatchWords } from './match-types';

/* `regula match` in English: the words it has always printed. */

export const matchEn: MatchWords = {
  heading: (a, b, label, first, last, title) => `== ${a} v ${b} (${label} rows ${first}–${last}${title ? `: ${title}` : ''})`,
  board: 'Board',
  colour: 'Colour',
  result: 'Result',
  points: (team) => `${team} points`,
  decimalComma: false,
  score: (a, sa, b, sb) => `${a} ${sa}, ${b} ${sb}`,
  wonOnScore: (score, winner) => `${score}: ${winner} win the match on the score.`,
  drawn: (score) => `${score}: drawn; the regulation's match tie-breaks, in its order:`,
  noneCompared: '(none could be compared)',
  nothingCounts: 'nothing counts',
  byLots: (winner, regulationSeed, seed) =>
    `Still tied after the list: ${winner} win the match by lots drawn from the ${regulationSeed ? "regulation's seed" : 'seed drawn from the two teams'} "${seed}" (anyone can repeat the draw).`,
  playOff: 'Still tied after the list: the regulation says a play-off decides the match.',
  notDecided: 'Not decided: see the errors above.',
  staysDrawn: 'Still tied after the list: the match stays drawn (the regulation says nothing after its match tie-breaks).',
  winOn: (winner, criterion) => `${winner} win the match on ${criterion}.`,
  winOnValues: (winner, criterion, label, won, lost) => `${winner} win the match on ${criterion}: ${label}, ${won} to ${lost}.`,
};
