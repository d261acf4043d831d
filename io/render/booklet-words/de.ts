import { countOne } from './plural';
import { deArticles } from './articles-de';
import { deRegistry } from './registry-de';
import type { BookletWords, Score, Subject } from './types';

/*
 * The booklet's words in German, the words of German tournament practice as the task pane uses
 * them (addin/strings/de.ts, where each is cited): "Feinwertung" and "punktgleich"
 * (de.wikipedia.org/wiki/Feinwertung), "Buchholz-Wertung", "Schweizer System" (the
 * Deutschlandturnier 2016's Turnierbestimmungen), "kampflos", "spielfrei", "Brett", "Mannschaft",
 * "doppelrundig" (chess-results' German exports; the Deutscher Fernschachbund's Spielordnung);
 * "Brettpunkte" and "Mannschaftspunkte" (the DSB's Turnierordnung for team events). Criterion names
 * are those German regulations print, as engine/tiebreaks/regulation-names.ts cites them:
 * "Buchholz-Wertung" and "Sonneborn-Berger-Wertung" and "Fortschrittswertung" (SC Scharnhorst
 * 2002, Vereinsmeisterschaft 2023; Deutschlandturnier 2016 III.2), "Anzahl der Siege" (mattzug.de
 * "Wertung"), "Direkter Vergleich" (DSB usage), "Anzahl der gewonnenen Partien" (the registry's
 * German reading of WON).
 */

const SCORE: Readonly<Record<Score, string>> = { points: 'Punkten', 'game-points': 'Brettpunkten', 'match-points': 'Mannschaftspunkten' };
const SUBJECT: Readonly<Record<Subject, string>> = { participants: 'Teilnehmer', teams: 'Mannschaften' };
const STILL_TIED = (subject: Subject) => `${SUBJECT[subject]}, die nach der Liste noch gleichstehen,`;

export const de: BookletWords = {
  lang: 'de',
  decimalComma: true,
  articleHeading: (number, title) => `Artikel ${number}. ${title}`,
  version: (version) => `Version ${version}`,
  titles: {
    knockOut: 'K.-o.-System',
    rules: 'Geltende Regeln',
    scoring: 'Punktwertung',
    tiebreaks: 'Feinwertung',
    teamRanking: 'Rangliste der Mannschaften',
    microMatches: 'Mikro-Matches',
    playOff: 'Stichkampf',
    sections: 'Turniergruppen',
    withdrawals: 'Ausscheiden von Teilnehmern',
    grandPrix: (name) => `Grand Prix: ${name}`,
    teams: (name) => `Mannschaften: ${name}`,
    qualification: (name) => `Qualifikation: ${name}`,
    prizes: 'Preise',
    boardPrizes: 'Brettpreise',
    drawnMatches: 'Unentschiedene Mannschaftskämpfe',
  },
  editions: {
    'fide-2026': 'den Feinwertungsregeln der FIDE (Handbuch C.07), gültig ab 1. März 2026',
    'fide-2024': 'den Feinwertungsregeln der FIDE (Handbuch C.07) in der Fassung vom August 2024',
    'fide-2023': 'den Feinwertungsregeln der FIDE (Handbuch C.07), gültig ab 1. September 2023',
    'fide-2009': 'den Feinwertungsregeln der FIDE von 2009 (Kallithea)',
    'fide-pre-2009': 'den vor 2009 geltenden Feinwertungsregeln der FIDE',
    'us-chess': 'den Official Rules of Chess der US Chess Federation, Regel 34E',
    fmjd: 'den Regeln der FMJD für Damespielturniere',
    none: 'keinen Regeln eines Verbands für nicht gespielte Partien',
  },
  tournaments: {
    swiss: 'ein Turnier nach Schweizer System',
    'round-robin': 'ein Rundenturnier',
    'double-round-robin': 'ein doppelrundiges Rundenturnier',
  },
  results: {
    win: 'Sieg',
    draw: 'Remis',
    loss: 'Niederlage',
    forfeitWin: 'Kampfloser Sieg',
    forfeitLoss: 'Kampflose Niederlage',
    doubleForfeit: 'Beiderseits kampflos (je Spieler)',
    pab: 'Spielfrei (durch die Auslosung)',
    fpb: 'Freilos mit vollem Punkt',
    hpb: 'Freilos mit halbem Punkt',
    zpb: 'Freilos ohne Punkt',
    absent: 'Abwesend, nicht ausgelost',
    drawPlus: 'Remis mit Vorteil',
    drawMinus: 'Remis mit Nachteil',
  },
  resultHeader: 'Ergebnis',
  pointsHeader: 'Punkte',
  rulesInForce: (edition, code) => `Die Feinwertung richtet sich nach ${edition} (Regeln ${code}).`,
  tournamentIs: (tournament) => `Das Turnier ist ${tournament}.`,
  teamsRankedBy: (score) => `Die Mannschaften werden nach ${SCORE[score]} platziert (C.07 Art. 11–13).`,
  unplayedGames: (policy) => `Nicht gespielte Partien: ${policy}`,
  forfeitCap:
    'Der fiktive Gegner einer kampflosen Partie zählt höchstens mit der bereinigten Punktzahl des angesetzten Gegners und höchstens mit der Hälfte der erreichbaren Punkte (C.07 16.4.1, 16.4.2).',
  ownPointSystem: (someRoundsOwn) =>
    `${someRoundsOwn ? 'Runden, die unten nicht genannt sind, werden' : 'Die Punkte werden'} nach dem Punktesystem des Turniers gewertet (1 für einen Sieg, ½ für ein Remis, 0 für eine Niederlage, wenn die Turnierdatei nichts anderes angibt).`,
  roundsOwnPoints: (first, last) => `Die Runden ${first}–${last} werden nach eigenen Punkten gewertet:`,
  roundScoringSums:
    'Jede Feinwertung summiert die Punkte jeder Runde nach deren eigener Wertung; eine als Remis gezählte Runde zählt das Remis dieser Runde; Kriterien nach Wertungszahlen lesen jede Partie als 1, ½ oder 0.',
  matchPoints: (win, draw, loss) =>
    `Mannschaftspunkte: ${win} für einen gewonnenen, ${draw} für einen unentschiedenen, ${loss} für einen verlorenen Mannschaftskampf.`,
  teamMinimum: (minimum) =>
    `Eine Mannschaft mit weniger als ${minimum} Spielern in einem Mannschaftskampf verliert ihn kampflos, und beide Mannschaften verlieren ihn, wenn beide zu wenige haben: der Kampf wird als kampflos gewertet, jedes Brett für den Gegner. Ein Spieler zählt, wenn er die Partie gespielt oder kampflos gewonnen hat. Die Partien bleiben für die Spieler bestehen.`,
  microMatchesRankFirst:
    'Die Mikro-Matches (nächster Artikel) bestimmen die Rangfolge; das Folgende ordnet nur die Spieler, die danach noch gleichstehen.',
  tiebreakRounds: (from, to) =>
    `Die Feinwertungen nach den Punkten werden allein über die Runden ${from}–${to} berechnet, als wären sie ein eigenes Turnier: die Ergebnisse, Gegner und Punkte der Gegner jedes Spielers nur in diesen Runden. Die Punkte zählen über alle Runden.`,
  drawnMatchIntro:
    'Ein unentschiedener Mannschaftskampf wird durch die folgenden Kriterien in dieser Reihenfolge entschieden (C.07 Art. 12):',
  pointsAlone: 'Die Plätze werden allein nach Punkten vergeben.',
  levelOn: (subject, score) =>
    `${SUBJECT[subject]}, die nach ${SCORE[score]} gleichstehen, werden durch die folgenden Kriterien in dieser Reihenfolge getrennt; jedes weitere Kriterium gilt nur für die dann noch Gleichstehenden (C.07 4.2).`,
  criterionItem: (named, description, modifiers, source) =>
    `${named}: ${description}${modifiers.map((m) => ` ${m}`).join('')} Quelle: ${source}.`,
  statedReading: (title, written, reading) => `${title} („${written}“, ${reading})`,
  withModifier: (shown, meaning) => `Mit ${shown} — ${meaning}`,
  valuesFromColumn: (column) => `Die Werte stehen in der Spalte „${column}“.`,
  afterShared: (subject) => `${STILL_TIED(subject)} teilen sich den Platz.`,
  afterLotsFromEvent: (subject) =>
    `${STILL_TIED(subject)} werden durch das Los getrennt, abgeleitet aus dem Turnier selbst (Name, Daten und die gleichstehenden Spieler), damit die Auslosung wiederholbar ist.`,
  afterLotsSeeded: (subject, seed) =>
    `${STILL_TIED(subject)} werden durch das Los getrennt, abgeleitet aus „${seed}“, damit die Auslosung wiederholbar ist.`,
  afterPlayOff: (subject) => `${STILL_TIED(subject)} spielen einen Stichkampf (C.07 Art. 2).`,
  afterManual: (subject, column) => `${STILL_TIED(subject)} werden nach den Werten der Spalte „${column}“ getrennt.`,
  board: {
    ranked: (byPercentage) =>
      byPercentage
        ? 'Die Spieler jedes Bretts werden nach ihrem prozentualen Ergebnis platziert.'
        : 'Die Spieler jedes Bretts werden nach ihrer Turnierleistung (Performance) platziert.',
    registered:
      'Jede Partie eines Spielers zählt für sein Brett in der Mannschaftsaufstellung, gleich an welchem Brett sie gespielt wurde; die Ersatzspieler haben eine eigene Liste.',
    played: 'Jede Partie zählt für das Brett, an dem sie gespielt wurde.',
    minimum: (games, reserve) =>
      `Ein Spieler wird nur gewertet, wenn er mindestens ${countOne(games, 'Partie', 'Partien')}${reserve === undefined ? '' : ` (ein Ersatzspieler ${reserve})`} am Brett gespielt hat; eine kampflos gewonnene oder verlorene Partie zählt nicht.`,
    ratingUncapped: 'Die Turnierleistung (C.07 10.2) zählt jeden Gegner mit seiner eigenen Wertungszahl.',
    ratingCapped: (cap) =>
      `Die Turnierleistung (C.07 10.2) zählt einen Gegner höchstens ${cap} Punkte von der Wertungszahl des Spielers entfernt.`,
    ties: { games: 'mehr Partien', percentage: 'einen höheren Prozentsatz', 'team-place': 'die besser platzierte Mannschaft' },
    separated: (ties) => `Gleichstehende Spieler werden durch ${ties.join(', dann ')} getrennt; sonst teilen sie sich den Platz.`,
    share: 'Gleichstehende Spieler teilen sich den Platz.',
  },
  playOff: {
    places: (first, last) => (first === last ? (first === 1 ? 'den ersten Platz' : `Platz ${first}`) : `die Plätze ${first}–${last}`),
    decides: (places, afterList, cap, seeding) =>
      `Ein Stichkampf entscheidet über ${places} zwischen ${afterList ? 'den Spielern, die nach der Feinwertung noch gleichstehen' : 'den punktgleichen Spielern'} (C.07 Art. 3).${cap === undefined ? '' : ` Höchstens ${cap} spielen, die am besten Gesetzten; die übrigen folgen ihnen nach der Feinwertung.`}${seeding}`,
    seeded: (by, then) =>
      ` Sie werden nach ${by ?? 'Wertungszahl'} gesetzt${then.length > 0 ? `; bei Gleichheit ${then.map((t) => (t === 'lots' ? 'durch das Los' : 'nach ihren Partien gegeneinander')).join(', dann ')}` : ''}; bei weiterer Gleichheit nach der Feinwertung.`,
    format: (number, players) =>
      `Modus ${number}, für ${'exactly' in players ? `${players.exactly} Spieler` : `mehr als ${players.moreThan} Spieler`}: er wird in Stufen gespielt, jede nur, wenn die Stufen davor die Spieler gleich gelassen haben:`,
    stagesIntro: 'Er wird in Stufen gespielt, jede nur, wenn die Stufen davor die Spieler gleich gelassen haben:',
    games: (games, pace) =>
      `${countOne(games, pace === undefined ? 'Partie' : `${pace}partie`, pace === undefined ? 'Partien' : `${pace}partien`)}`,
    untilWon: (pace) => `${pace === undefined ? 'Partien' : `${pace}partien`}, bis eine gewonnen ist`,
    armageddon: 'die Armageddon-Partie',
    drawOdds: (white) => `; ein Remis zählt als Sieg für ${white ? 'Weiß' : 'Schwarz'}`,
    byScore: (repeated) =>
      repeated
        ? ', entschieden nach den Punkten daraus; die Stufe wird wiederholt, solange sie die Spieler gleich lässt, so oft wie nötig (bei mehr als zwei jedes Mal als Rundenturnier der noch Gleichstehenden)'
        : ', entschieden nach den Punkten daraus',
    closing: (knockOut, notHeldShared) =>
      `Bei mehr als zwei Spielern ${knockOut ? 'wird im K.-o.-System nach Setzliste gespielt (Nummer 1 gegen die letzte Nummer; die Bestgesetzten erhalten die Freilose), jeder Kampf durch die Stufen' : 'ist jede Stufe ein Rundenturnier der noch Gleichstehenden'}. ` +
      `Die übrigen Gleichstehenden folgen der Feinwertung. Findet der Stichkampf nicht statt, ${notHeldShared ? 'teilen sich die Spieler die Plätze' : 'entscheidet die Feinwertung'}.`,
  },
  sections: {
    played: (count) =>
      `Das Turnier wird in ${countOne(count, 'Turniergruppe', 'Turniergruppen')} gespielt. Jede Gruppe ist ein eigenes Turnier: ihre Spieler werden innerhalb der Gruppe ausgelost, platziert und mit Preisen bedacht, nach dieser Turnierordnung.`,
    common: (names) => `Die Gruppen ${names.join(', ')} folgen der Feinwertung und den Preisen der übrigen Artikel.`,
    ownTiebreaks: (name) => `Die Gruppe ${name} hat eine eigene Feinwertung anstelle des Artikels zur Feinwertung:`,
    ownPrizes: (name) => `Die Gruppe ${name} hat eigene Preise anstelle des Artikels zu den Preisen:`,
  },
  knockOut: {
    intro:
      'Jede Runde ist ein Wettkampf zwischen zwei Spielern; der Verlierer scheidet aus. Ein Wettkampf wird in den Stufen unten gespielt, jede nur, wenn die Stufen davor ihn unentschieden gelassen haben:',
    drawOdds: (white) => `, wobei ein Remis als Sieg für ${white ? 'Weiß' : 'Schwarz'} zählt`,
    places: (third, share) =>
      `Die Plätze ergeben sich aus der erreichten Runde: der Sieger des Finales Erster, der Finalist Zweiter, dann die Verlierer jeder Runde vom Halbfinale abwärts${third ? ' (die Verlierer der Halbfinals spielen um den dritten Platz)' : ''}. Die in derselben Runde ausgeschiedenen Spieler ${share ? 'teilen sich deren Plätze' : 'werden untereinander nach Wertungszahl platziert, die höchste zuerst'}.`,
  },
  microMatches: {
    intro:
      'Jede Runde ist ein Mikro-Match zwischen ihren beiden Spielern, gespielt, bis eine Partie gewonnen ist; jede Partie unten wird nur gespielt, wenn die vorigen remis endeten:',
    untilWon: (pace) => `${pace === undefined ? 'Stichpartien' : `${pace}partien`}, bis eine gewonnen ist`,
    game: (pace) => `eine ${pace === undefined ? 'Partie' : `${pace}partie`}`,
    scores: (winner, loser) => `; ein Sieg dort wertet die Runde ${winner}–${loser}`,
    level: (points) => `Eine Runde, deren letzte Partie remis endet, wird ${points}–${points} gewertet.`,
    roundPoints: 'Punkte der Runden',
    ranked: (criteria) => `Die Rangfolge richtet sich nach: ${criteria.join(', dann ')}; wer danach gleichsteht, folgt der Feinwertung.`,
  },
  paces: { rapid: 'Schnellschach', blitz: 'Blitz', classical: 'Turnier', standard: 'Turnier' },
  criterionNames: {
    BH: 'Buchholz-Wertung',
    SB: 'Sonneborn-Berger-Wertung',
    PS: 'Fortschrittswertung',
    WIN: 'Anzahl der Siege',
    WON: 'Anzahl der gewonnenen Partien',
    DE: 'Direkter Vergleich',
  },
  registry: deRegistry,
  articles: deArticles,
};
