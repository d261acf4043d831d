import { countOne } from '../../render/booklet-words/plural';
import type { ExactNeeds, OwnResult, ScenarioWords } from './scenario-types';

/*
 * `regula scenarios` in Spanish, in `rank`'s words (es.ts: ronda, desempates, empatados,
 * reglamento) and the pane's (addin/strings/es.ts "Escenarios"); "tablero", "blancas", "negras",
 * "tablas" as Spanish chess writes them. Large counts grouped with a point (1.234).
 */

const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const OWN: Readonly<Record<OwnResult, string>> = { win: 'victoria', draw: 'tablas', loss: 'derrota' };
const plural = (range: string) => range.startsWith('puestos');
const the = (range: string) => (plural(range) ? `los ${range}` : `el ${range}`);
const outside = (range: string) => (plural(range) ? `fuera de los ${range}` : `fuera del ${range}`);

function exactNeeds({ combinations, atLeast, limit, beyond }: ExactNeeds): string {
  if (beyond)
    return `una respuesta exacta necesita más de las ${count(limit)} reclasificaciones que hace Regula (${count(combinations)} en los propios tableros de los candidatos, por los empates que leen sus desempates)`;
  return `una respuesta exacta necesita ${atLeast ? 'al menos ' : ''}${count(combinations)} reclasificaciones, por encima de las ${count(limit)} que hace Regula`;
}

function start(round: number, open: number, changing: number, range: string, list: string): string {
  return `Ronda ${round}: ${countOne(open, 'tablero', 'tableros')} por jugar; ${changing} ${changing === 1 ? 'puede' : 'pueden'} cambiar ${the(range)} según ${list}`;
}

export const scenariosEs: ScenarioWords = {
  range: (places) => (places === 1 ? 'puesto 1' : `puestos 1–${places}`),
  placesLine: (range, from) => `${range.charAt(0).toUpperCase()}${range.slice(1)} (${from}).`,
  placesFrom: {
    prizes: 'los premios de la clasificación general del reglamento',
    qualification: 'las plazas de clasificación del reglamento',
    default: 'por defecto: el reglamento no nombra puestos de premio ni de clasificación',
  },
  heading: ({ round, open, changing, range, list }, combinations, answered) =>
    `${start(round, open, changing, range, list)}: ${count(combinations)} ${combinations === 1 ? 'combinación' : 'combinaciones'} de resultados ${
      answered === undefined
        ? combinations === 1
          ? 'reclasificada'
          : 'reclasificadas'
        : `resueltas con ${count(answered)} ${answered === 1 ? 'reclasificación' : 'reclasificaciones'} (los tableros que una deja fuera no pueden cambiar, tras sus resultados, un empate que importe)`
    }.`,
  boundedHeading: ({ round, open, changing, range, list }, needs) =>
    `${start(round, open, changing, range, list)}: ${exactNeeds(needs)} — el puesto de cada aspirante se acota solo por puntos, sin enumerar los desempates.`,
  boardsThatMatter: 'Tableros que importan:',
  boardsThatCanMatter: 'Tableros que pueden importar:',
  board: (first, second, coloursKnown) => `${first} – ${second}${coloursKnown ? '' : ' (colores no indicados)'}`,
  nobody: (range) => `Ningún jugador puede alcanzar ${the(range)}.`,
  contender: (name, points, board) => {
    const pts = `${points} ${points === '1' ? 'punto' : 'puntos'}`;
    if (!board) return `${name}, ${pts}, sin partida por jugar:`;
    const colour = board.colour === undefined ? '' : ` con ${board.colour === 'white' ? 'blancas' : 'negras'}`;
    return `${name}, ${pts}, tablero ${board.number}${colour} contra ${board.opponent}:`;
  },
  own: { any: 'sea cual sea su resultado: ', with: (result) => `con ${OWN[result]}: ` },
  alone: (place) => `puesto ${place} en solitario`,
  shared: (first, last) => `puestos ${first} a ${last} compartidos`,
  outside,
  whatever: 'pase lo que pase en los demás tableros',
  when: (alternatives) => ` si ${alternatives.map((conditions) => conditions.join(' y ')).join(', o si ')}`,
  condition: {
    beats: (a, b) => `${a} gana a ${b}`,
    draw: (a, b) => `${a} y ${b} hacen tablas`,
    notLose: (a, b) => `${a} no pierde con ${b}`,
    notBeat: (a, b) => `${a} no gana a ${b}`,
    notDrawn: (a, b) => `${a} – ${b} no acaba en tablas`,
    results: (codes) => codes.join(' o '),
    onBoard: (condition, board) => `${condition} (tablero ${board})`,
  },
  bound: {
    within: (range, best, worst, decide) => `dentro de ${the(range)}, puestos ${best} a ${worst}: ${decide}`,
    atBest: (best, range, decide) => `en el mejor caso puesto ${best}, o ${outside(range)}: ${decide}`,
    decide: (boards) =>
      boards.length === 0
        ? 'deciden los desempates'
        : `${boards.length === 1 ? 'el tablero' : 'los tableros'} ${boards.join(', ')} y los desempates deciden`,
  },
  separator: '; ',
};
