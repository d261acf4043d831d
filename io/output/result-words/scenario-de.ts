import { countOne } from '../../render/booklet-words/plural';
import type { ExactNeeds, OwnResult, ScenarioWords } from './scenario-types';

/*
 * `regula scenarios` in German, in `rank`'s words (de.ts: Runde, Feinwertung, Platz, Turnierordnung)
 * and the pane's (addin/strings/de.ts "Szenarien"); "Brett", "Weiß", "Schwarz", "Remis" as German
 * chess writes them. Large counts grouped with a point (1.234), as German writes numbers (DIN 5008).
 */

const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const OWN: Readonly<Record<OwnResult, string>> = { win: 'einem Sieg', draw: 'einem Remis', loss: 'einer Niederlage' };
const outside = (range: string) => (range.startsWith('Plätze') ? `außerhalb der ${range}` : `außerhalb von ${range}`);

function exactNeeds({ combinations, atLeast, limit, beyond }: ExactNeeds): string {
  if (beyond)
    return `eine genaue Antwort braucht mehr als die ${count(limit)} Neuwertungen, die Regula rechnet (${count(combinations)} auf den eigenen Brettern der Anwärter, mal die Gleichstände, die ihre Feinwertung liest)`;
  return `eine genaue Antwort braucht ${atLeast ? 'mindestens ' : ''}${count(combinations)} Neuwertungen, mehr als die ${count(limit)}, die Regula rechnet`;
}

function start(round: number, open: number, changing: number, range: string, list: string): string {
  return `Runde ${round}: ${countOne(open, 'Brett', 'Bretter')} zu spielen; ${changing} ${changing === 1 ? 'kann' : 'können'} ${range} ändern, nach ${list}`;
}

export const scenariosDe: ScenarioWords = {
  range: (places) => (places === 1 ? 'Platz 1' : `Plätze 1–${places}`),
  placesLine: (range, from) => `${range} (${from}).`,
  placesFrom: {
    prizes: 'die Gesamtpreise der Turnierordnung',
    qualification: 'die Qualifikationsplätze der Turnierordnung',
    default: 'Vorgabe: die Turnierordnung nennt keine Preis- oder Qualifikationsplätze',
  },
  heading: ({ round, open, changing, range, list }, combinations, answered) =>
    `${start(round, open, changing, range, list)}: ${count(combinations)} ${combinations === 1 ? 'Ergebniskombination' : 'Ergebniskombinationen'} ${
      answered === undefined
        ? 'neu gewertet'
        : `beantwortet durch ${count(answered)} ${answered === 1 ? 'Neuwertung' : 'Neuwertungen'} (die Bretter, die eine auslässt, können nach ihren Ergebnissen keinen Gleichstand ändern, auf den es ankommt)`
    }.`,
  boundedHeading: ({ round, open, changing, range, list }, needs) =>
    `${start(round, open, changing, range, list)}: ${exactNeeds(needs)} — der Platz jedes Anwärters ist allein nach Punkten eingegrenzt, die Feinwertung nicht durchgerechnet.`,
  boardsThatMatter: 'Bretter, auf die es ankommt:',
  boardsThatCanMatter: 'Bretter, auf die es ankommen kann:',
  board: (first, second, coloursKnown) => `${first} – ${second}${coloursKnown ? '' : ' (Farben nicht angegeben)'}`,
  nobody: (range) => `Kein Spieler kann ${range} erreichen.`,
  contender: (name, points, board) => {
    const pts = `${points} ${points === '1' ? 'Punkt' : 'Punkte'}`;
    if (!board) return `${name}, ${pts}, keine Partie zu spielen:`;
    const colour = board.colour === undefined ? '' : ` mit ${board.colour === 'white' ? 'Weiß' : 'Schwarz'}`;
    return `${name}, ${pts}, Brett ${board.number}${colour} gegen ${board.opponent}:`;
  },
  own: { any: 'bei jedem Ergebnis: ', with: (result) => `bei ${OWN[result]}: ` },
  alone: (place) => `allein Platz ${place}`,
  shared: (first, last) => `geteilter Platz ${first}–${last}`,
  outside,
  whatever: 'was auch auf den anderen Brettern geschieht',
  // A comma before the clause, as German sets it.
  when: (alternatives) => `, wenn ${alternatives.map((conditions) => conditions.join(' und ')).join(', oder wenn ')}`,
  condition: {
    beats: (a, b) => `${a} gegen ${b} gewinnt`,
    draw: (a, b) => `${a} und ${b} remisieren`,
    notLose: (a, b) => `${a} gegen ${b} nicht verliert`,
    notBeat: (a, b) => `${a} gegen ${b} nicht gewinnt`,
    notDrawn: (a, b) => `${a} – ${b} nicht remis endet`,
    results: (codes) => codes.join(' oder '),
    onBoard: (condition, board) => `${condition} (Brett ${board})`,
  },
  bound: {
    within: (range, best, worst, decide) => `innerhalb der ${range}, Platz ${best} bis ${worst}: ${decide}`,
    atBest: (best, range, decide) => `bestenfalls Platz ${best}, sonst ${outside(range)}: ${decide}`,
    decide: (boards) =>
      boards.length === 0
        ? 'die Feinwertung entscheidet'
        : `${boards.length === 1 ? 'Brett' : 'Bretter'} ${boards.join(', ')} und die Feinwertung entscheiden`,
  },
  separator: '; ',
};
