import type { MatchWords } from './match-types';

/*
 * `regula match` in French: "rencontre", "échiquier", "couleur", "résultat", "points de partie",
 * "nulle", "tirage au sort", "barrage" (the FFE's Règlement des interclubs and Livre de l'arbitre,
 * "Les Départages"; chess-results' French header words, io/grid/chess-results-languages.ts).
 * A no-break space before « : ; ».
 */

const NB = '\u00a0';

export const matchFr: MatchWords = {
  heading: (a, b, label, first, last, title) => `== ${a} – ${b} (${label} lignes ${first}–${last}${title ? `${NB}: ${title}` : ''})`,
  board: 'Échiquier',
  colour: 'Couleur',
  result: 'Résultat',
  points: (team) => `Points ${team}`,
  decimalComma: true,
  score: (a, sa, b, sb) => `${a} ${sa}, ${b} ${sb}`,
  wonOnScore: (score, winner) => `${score}${NB}: ${winner} gagne la rencontre au score.`,
  drawn: (score) => `${score}${NB}: nulle${NB}; les départages de rencontre du règlement, dans son ordre${NB}:`,
  noneCompared: '(aucun n’a pu être comparé)',
  nothingCounts: 'rien ne compte',
  byLots: (winner, regulationSeed, seed) =>
    `Toujours à égalité après la liste${NB}: ${winner} gagne la rencontre par tirage au sort, à partir ${regulationSeed ? 'de la graine du règlement' : 'de la graine tirée des deux équipes'} «${NB}${seed}${NB}» (chacun peut refaire le tirage).`,
  playOff: `Toujours à égalité après la liste${NB}: selon le règlement, un barrage décide la rencontre.`,
  notDecided: `Non décidé${NB}: voir les erreurs ci-dessus.`,
  staysDrawn: `Toujours à égalité après la liste${NB}: la rencontre reste nulle (le règlement ne dit rien après ses départages de rencontre).`,
  winOn: (winner, criterion) => `${winner} gagne la rencontre par ${criterion}.`,
  winOnValues: (winner, criterion, label, won, lost) =>
    `${winner} gagne la rencontre par ${criterion}${NB}: ${label}, ${won} contre ${lost}.`,
};
