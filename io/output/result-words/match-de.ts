import type { MatchWords } from './match-types';

/*
 * `regula match` in German: "Mannschaftskampf", "Brett", "Farbe", "Ergebnis", "Brettpunkte",
 * "unentschieden", "Los", "Stichkampf" (the DSB's Turnierordnung for team events; chess-results'
 * German header words, io/grid/chess-results-languages.ts: "Brett", "Erg.").
 */

export const matchDe: MatchWords = {
  heading: (a, b, label, first, last, title) => `== ${a} – ${b} (${label} Zeilen ${first}–${last}${title ? `: ${title}` : ''})`,
  board: 'Brett',
  colour: 'Farbe',
  result: 'Ergebnis',
  points: (team) => `Brettpunkte ${team}`,
  decimalComma: true,
  score: (a, sa, b, sb) => `${a} ${sa}, ${b} ${sb}`,
  wonOnScore: (score, winner) => `${score}: ${winner} gewinnt den Mannschaftskampf nach Brettpunkten.`,
  drawn: (score) => `${score}: unentschieden; die Wertungen der Turnierordnung für unentschiedene Kämpfe, in ihrer Reihenfolge:`,
  noneCompared: '(keine ließ sich vergleichen)',
  nothingCounts: 'nichts zählt',
  byLots: (winner, regulationSeed, seed) =>
    `Nach der Liste noch gleich: ${winner} gewinnt den Kampf durch das Los, abgeleitet aus ${regulationSeed ? 'dem Startwert der Turnierordnung' : 'dem aus beiden Mannschaften gebildeten Startwert'} „${seed}“ (jeder kann die Auslosung wiederholen).`,
  playOff: 'Nach der Liste noch gleich: laut Turnierordnung entscheidet ein Stichkampf.',
  notDecided: 'Nicht entschieden: siehe die Fehler oben.',
  staysDrawn: 'Nach der Liste noch gleich: der Kampf bleibt unentschieden (die Turnierordnung sagt nach ihren Wertungen nichts).',
  winOn: (winner, criterion) => `${winner} gewinnt den Kampf nach ${criterion}.`,
  winOnValues: (winner, criterion, label, won, lost) => `${winner} gewinnt den Kampf nach ${criterion}: ${label}, ${won} zu ${lost}.`,
};
