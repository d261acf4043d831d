import type { MatchWords } from './match-types';

/*
 * `regula match` in Spanish: "encuentro", "tablero", "color", "resultado", "puntos",
 * "empate", "sorteo", "desempate" (the FEDA's Reglamento de Campeonatos por Equipos and Manual
 * del Árbitro 2016; chess-results' Spanish header words, io/grid/chess-results-languages.ts).
 */

export const matchEs: MatchWords = {
  heading: (a, b, label, first, last, title) => `== ${a} – ${b} (${label} filas ${first}–${last}${title ? `: ${title}` : ''})`,
  board: 'Tablero',
  colour: 'Color',
  result: 'Resultado',
  points: (team) => `Puntos ${team}`,
  decimalComma: true,
  score: (a, sa, b, sb) => `${a} ${sa}, ${b} ${sb}`,
  wonOnScore: (score, winner) => `${score}: ${winner} gana el encuentro por el marcador.`,
  drawn: (score) => `${score}: empate; los desempates de encuentro del reglamento, en su orden:`,
  noneCompared: '(no se pudo comparar ninguno)',
  nothingCounts: 'no cuenta nada',
  byLots: (winner, regulationSeed, seed) =>
    `Siguen empatados tras la lista: ${winner} gana el encuentro por sorteo, a partir de ${regulationSeed ? 'la semilla del reglamento' : 'la semilla tomada de los dos equipos'} «${seed}» (cualquiera puede repetir el sorteo).`,
  playOff: 'Siguen empatados tras la lista: según el reglamento, un play-off decide el encuentro.',
  notDecided: 'Sin decidir: véanse los errores de arriba.',
  staysDrawn: 'Siguen empatados tras la lista: el encuentro queda empatado (el reglamento no dice nada tras sus desempates de encuentro).',
  winOn: (winner, criterion) => `${winner} gana el encuentro por ${criterion}.`,
  winOnValues: (winner, criterion, label, won, lost) => `${winner} gana el encuentro por ${criterion}: ${label}, ${won} a ${lost}.`,
};
