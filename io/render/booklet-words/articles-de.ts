import { countOne } from './plural';
import type { ArticleWords } from './article-types';

/*
 * The articles' sentences in German. Terms from the DSB's Turnierordnung and Finanz-/Preisordnung
 * practice ("Preis", "Preisgeld", "Pokal", "Wertungsgruppe", "Ausscheiden", "kampflos",
 * "Freilos", "Abschlusstabelle", "Rundenturnier"), the Grand-Prix-Serien of German clubs (SF
 * Neureut, Hattersheim: "Grand-Prix-Punkte", "Gesamtwertung", "Streichergebnisse") and
 * chess-results' German header words (io/grid/chess-results-languages.ts: "Rang", "Punkte").
 * Formulas and the regulation's keywords stay as written.
 */

const OUTCOME = {
  'results-deleted': 'werden seine Ergebnisse aus der Tabelle gestrichen',
  'results-stand': 'bleiben seine Ergebnisse bestehen',
  'remaining-lost-by-forfeit': 'gelten seine restlichen Partien als kampflos verloren',
} as const;
const BYE = { zpb: 'Ein Freilos ohne Punkt', hpb: 'Ein Freilos mit halbem Punkt', fpb: 'Ein Freilos mit vollem Punkt' } as const;
const BONUS = {
  clear: (place: number) =>
    `für den Teilnehmer, der allein mit den meisten Punkten auf Platz ${place} steht und ihn ohne Feinwertung oder Stichkampf gewinnt (keiner, wenn der Platz punktgleich geteilt ist)`,
  place: (place: number) => `für den Teilnehmer auf Platz ${place} (zu gleichen Teilen, wenn der Platz geteilt ist)`,
  'final-place': (place: number) => `für den Teilnehmer auf Platz ${place} der Abschlusstabelle, nach Feinwertung und etwaigem Stichkampf`,
} as const;

export const deArticles: ArticleWords = {
  withdrawals: {
    roundRobin: (threshold, perCycle, below, otherwise) =>
      `Scheidet in einem Rundenturnier ein Teilnehmer aus, nachdem er weniger als ${threshold} der angesetzten Partien gespielt hat (${perCycle ? 'für jeden Durchgang für sich beurteilt' : 'über das ganze Turnier beurteilt'}), ${OUTCOME[below]}; sonst ${OUTCOME[otherwise]}.`,
    byeMeansWithdrawal: (bye, round) =>
      `${BYE[bye]} in ${round === 'last' ? 'der letzten Runde' : `Runde ${round}`} bedeutet, dass der Teilnehmer ausgeschieden ist.`,
    withdrawnEligible: (may) =>
      `Ausgeschiedene Teilnehmer ${may ? 'können' : 'können keine'} Auszeichnungen (Preise, Qualifikationsplätze) erhalten.`,
  },
  grandPrix: {
    roundsBy: (mode) => `round(…) rundet ${mode}.`,
    roundsHalfUp: 'round(…) rundet auf die nächste ganze Zahl, Hälften aufwärts.',
    shownDecimals: (decimals) =>
      `Die Punkte werden mit ${countOne(decimals, 'Nachkommastelle', 'Nachkommastellen')} angezeigt; sie werden exakt berechnet.`,
    bonus: (amount, reads, place) => `Ein Bonus von ${amount} ${BONUS[reads](place)}.`,
    tied: {
      points: 'Es gibt keine Feinwertung: punktgleiche Teilnehmer erhalten gleich viele Punkte.',
      share:
        'Punktgleiche Teilnehmer teilen sich die Punkte der Plätze, die sie einnehmen, addiert und zu gleichen Teilen; Feinwertung und etwaiger Stichkampf ändern die Punkte nicht.',
      'final-place':
        'Die Punkte richten sich nach dem Platz in der Abschlusstabelle, nach Feinwertung und etwaigem Stichkampf; Plätze, über die ein Stichkampf entscheidet, erhalten ihre Punkte, sobald dessen Partien eingetragen sind.',
    },
    seasonSum: 'Über eine Saison sind die Punkte eines Spielers die Summe über alle Turniere.',
    seasonBest: (count) => `Über eine Saison sind die Punkte eines Spielers die Summe der besten ${count} Turniere.`,
    gradeScaling: (grades, factors) =>
      `In einem Turnier mit ${grades} Wertungsgruppen wird die Punktzahl jedes Spielers je nach Gruppe mit ${factors.join('; ')} vervielfacht, die oberste Gruppe zuerst; die Grand-Prix-Punkte richten sich nach den Plätzen der so vervielfachten Punktzahlen in einer gemeinsamen Rangliste.`,
    formulaIntro: 'Jeder Teilnehmer erhält Grand-Prix-Punkte nach der Formel:',
    points: 'Punkte',
    where: 'mit',
    placeIntro: (finalPlace) =>
      `Jeder Teilnehmer erhält Grand-Prix-Punkte nach ${finalPlace ? 'dem Platz in der Abschlusstabelle' : 'dem Platz allein nach Punkten'}:`,
    shareAverage:
      'Teilnehmer, die sich Plätze teilen, teilen sich deren Punkte zu gleichen Teilen: punktgleich auf Platz 2–3 mit 8 und 6 erhält jeder (8 + 6) / 2 = 7.',
    shareHigher: 'Teilnehmer, die sich Plätze teilen, erhalten jeder die Punkte des höchsten geteilten Platzes.',
    shareUnstated:
      'Die Ausschreibung sagt nicht, wie geteilte Plätze gewertet werden: ein geteilter Platz erhält keine Punkte, bis sie es sagt.',
    placeHeader: 'Platz',
    pointsHeader: 'Punkte',
    andBelow: (place) => `${place} und folgende`,
  },
  teams: {
    intro: (column) => `Eine Mannschaft sind die Teilnehmer mit demselben Wert in der Spalte „${column}“. Ihre Wertung:`,
    eventScore: 'Turnierwertung',
    seasonScore: 'Saisonwertung',
    levelIntro: 'Wertungsgleiche Mannschaften werden in dieser Reihenfolge getrennt durch:',
    awardsCaption: 'Mannschaftspreise in der Reihenfolge ihres Vorrangs (eine Mannschaft erhält höchstens einen)',
    awardHeader: 'Preis',
    placesHeader: 'Plätze',
    conditionHeader: 'Bedingung',
  },
  qualification: {
    intro: (perSection) =>
      `Die Zahl der Qualifikationsplätze ${perSection ? 'jeder Gruppe (die Zeile der Gruppe in der Tabelle)' : 'des Turniers'} ergibt sich wie folgt; die Plätze werden der Abschlusstabelle nach vergeben, nach der Feinwertung.`,
    placesCaption: 'Plätze',
    adjustmentCaption: (n) => `Anpassung ${n}`,
    by: (caption, source) => `${caption} (nach ${source})`,
    bounds: (atLeast, atMost) =>
      `Die Zahl der Plätze beträgt ${[atLeast && `mindestens ${atLeast}`, atMost && `höchstens ${atMost}`].filter(Boolean).join(' und ')}.`,
    skipWithdrawn: 'Ausgeschiedene Teilnehmer werden übergangen.',
    skip: (kind, column) =>
      `Teilnehmer, die ${kind === 'already-qualified' ? 'bereits qualifiziert sind' : 'in einer höheren Altersklasse spielen'}${column ? ` (Spalte „${column}“)` : ''}, werden übergangen.`,
  },
  prizes: {
    categoryHeader: 'Wertung',
    placeHeader: 'Platz',
    prizeHeader: 'Preis',
    and: (amount, trophy) => `${amount} und ${trophy}`,
    overall: 'Gesamt',
    ratingUnder: (rating) => `Wertungszahl unter ${rating}`,
    ratingOver: (rating) => `Wertungszahl über ${rating}`,
    unrated: 'Ohne Wertungszahl',
    sharing: {
      equally: 'Punktgleiche Teilnehmer legen die Preise der Plätze, die sie einnehmen, zusammen und teilen sie zu gleichen Teilen.',
      hort: 'Punktgleiche Teilnehmer legen die Preise der Plätze, die sie einnehmen, zusammen: die Hälfte wird zu gleichen Teilen geteilt, die andere Hälfte nach der Feinwertung vergeben (das System von Vlastimil Hort, Schiedsrichterhandbuch Kap. 13).',
      'tie-break': 'Punktgleiche Teilnehmer erhalten die Preise in der Reihenfolge der Feinwertung.',
    },
    onePerPlayer: (placeFirst) => `Ein Teilnehmer erhält nur einen Preis: ${placeFirst ? 'Platzpreise vor Sonderpreisen' : 'den höheren'}.`,
    roundTo: (unit) => `Anteile werden auf Vielfache von ${unit} gerundet.`,
    trophy: 'Ein Pokal wird nicht geteilt: er geht an den Ersten nach der Feinwertung.',
  },
};
