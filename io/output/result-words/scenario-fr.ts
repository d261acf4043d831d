import { countFrench } from '../../render/booklet-words/plural';
import type { ExactNeeds, OwnResult, ScenarioWords } from './scenario-types';

/*
 * `regula scenarios` in French, in `rank`'s words (fr.ts: ronde, départages, ex æquo, règlement)
 * and the pane's (addin/strings/fr.ts "Scénarios"); "échiquier", "les Blancs", "les Noirs",
 * "nulle" as French chess writes them. A no-break space before the colon and the semicolon, and
 * between the groups of a large count (1 234), as French sets them.
 */

const NB = '\u00a0';
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NB);
const OWN: Readonly<Record<OwnResult, string>> = { win: 'une victoire', draw: 'une nulle', loss: 'une défaite' };
const plural = (range: string) => range.startsWith('places');
const the = (range: string) => (plural(range) ? `les ${range}` : `la ${range}`);
const outside = (range: string) => (plural(range) ? `hors des ${range}` : `hors de la ${range}`);
/** "3,5 points", "1 point", "0,5 point": the singular below 2 (CLDR fr). */
const points = (value: string) => `${value} ${Number(value.replace(',', '.')) < 2 ? 'point' : 'points'}`;

function exactNeeds({ combinations, atLeast, limit, beyond }: ExactNeeds): string {
  if (beyond)
    return `une réponse exacte demande plus que les ${count(limit)} reclassements que Regula effectue (${count(combinations)} sur les échiquiers des candidats eux-mêmes, multipliés par les égalités que lisent leurs départages)`;
  return `une réponse exacte demande ${atLeast ? 'au moins ' : ''}${count(combinations)} reclassements, au-delà des ${count(limit)} que Regula effectue`;
}

function start(round: number, open: number, changing: number, range: string, list: string): string {
  return `Ronde ${round}${NB}: ${countFrench(open, 'échiquier', 'échiquiers')} à jouer${NB}; ${changing} ${changing <= 1 ? 'peut' : 'peuvent'} changer ${the(range)} selon ${list}`;
}

export const scenariosFr: ScenarioWords = {
  range: (places) => (places === 1 ? 'place 1' : `places 1–${places}`),
  placesLine: (range, from) => `${range.charAt(0).toUpperCase()}${range.slice(1)} (${from}).`,
  placesFrom: {
    prizes: 'les prix du classement général du règlement',
    qualification: 'les places qualificatives du règlement',
    default: `par défaut${NB}: le règlement ne nomme aucune place de prix ou de qualification`,
  },
  heading: ({ round, open, changing, range, list }, combinations, answered) =>
    `${start(round, open, changing, range, list)}${NB}: ${countFrench(combinations, 'combinaison', 'combinaisons').replace(/^\d+/, count(combinations))} de résultats ${
      answered === undefined
        ? combinations <= 1
          ? 'reclassée'
          : 'reclassées'
        : `traitées par ${countFrench(answered, 'reclassement', 'reclassements').replace(/^\d+/, count(answered))} (les échiquiers qu’un reclassement laisse de côté ne peuvent pas, après leurs résultats, changer une égalité qui compte)`
    }.`,
  boundedHeading: ({ round, open, changing, range, list }, needs) =>
    `${start(round, open, changing, range, list)}${NB}: ${exactNeeds(needs)} — la place de chaque prétendant est bornée sur les seuls points, sans énumérer les départages.`,
  boardsThatMatter: `Échiquiers qui comptent${NB}:`,
  boardsThatCanMatter: `Échiquiers qui peuvent compter${NB}:`,
  board: (first, second, coloursKnown) => `${first} – ${second}${coloursKnown ? '' : ' (couleurs non indiquées)'}`,
  nobody: (range) => `Aucun joueur ne peut atteindre ${the(range)}.`,
  contender: (name, value, board) => {
    if (!board) return `${name}, ${points(value)}, pas de partie à jouer${NB}:`;
    const colour = board.colour === undefined ? '' : ` avec les ${board.colour === 'white' ? 'Blancs' : 'Noirs'}`;
    return `${name}, ${points(value)}, échiquier ${board.number}${colour} contre ${board.opponent}${NB}:`;
  },
  own: { any: `quel que soit son résultat${NB}: `, with: (result) => `avec ${OWN[result]}${NB}: ` },
  alone: (place) => `place ${place} sans partage`,
  shared: (first, last) => `places ${first} à ${last} partagées`,
  outside,
  whatever: 'quoi qu’il arrive sur les autres échiquiers',
  when: (alternatives) => ` si ${alternatives.map((conditions) => conditions.join(' et ')).join(', ou si ')}`,
  condition: {
    beats: (a, b) => `${a} bat ${b}`,
    draw: (a, b) => `${a} et ${b} font nulle`,
    notLose: (a, b) => `${a} ne perd pas contre ${b}`,
    notBeat: (a, b) => `${a} ne bat pas ${b}`,
    notDrawn: (a, b) => `${a} – ${b} ne finit pas nulle`,
    results: (codes) => codes.join(' ou '),
    onBoard: (condition, board) => `${condition} (échiquier ${board})`,
  },
  bound: {
    within: (range, best, worst, decide) => `dans ${the(range)}, places ${best} à ${worst}${NB}: ${decide}`,
    atBest: (best, range, decide) => `place ${best} au mieux, ou ${outside(range)}${NB}: ${decide}`,
    decide: (boards) =>
      boards.length === 0
        ? 'les départages décident'
        : `${boards.length === 1 ? 'l’échiquier' : 'les échiquiers'} ${boards.join(', ')} et les départages décident`,
  },
  separator: `${NB}; `,
};
