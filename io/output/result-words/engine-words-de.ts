import { countOne } from '../../render/booklet-words/plural';
import type { EngineWordsTable } from './engine-words-types';

/*
 * The engine's notes in German. "gestrichen", "Streichergebnis" for a cut value (SK Troisdorf,
 * "Buchholz-Wertung", sktroisdorf.de/wp/2018/11/15/buchholz-wertung: "das schlechteste Ergebnis
 * gestrichen"); "fiktiver Gegner" and "bereinigte Punktzahl des angesetzten Gegners", "Hälfte der
 * erreichbaren Punkte" for C.07 16.4 as the booklet says them (io/render/booklet-words/de.ts);
 * "virtueller Gegner" for the 2009 rule as the pane names it (addin/strings/de.ts); "kampflos",
 * "Remis", "Runde", "Wertungszahl" (chess-results' German exports; the DSB's Turnierordnung).
 * Codes (BH, TPR, pab), rule names and C.07 article numbers stay as they are.
 */

export const engineWordsDe: EngineWordsTable = {
  cut: ({ reason }) =>
    ({
      'least-significant': 'gestrichen: geringster Wert (C.07 14.1)',
      'least-significant-median': 'gestrichen: geringster Wert (C.07 14.3)',
      'most-significant': 'gestrichen: höchster Wert (C.07 14.3)',
      'vur-first': 'gestrichen: zuerst eine freiwillig nicht gespielte Runde (C.07 16.5)',
      'lowest-rating': 'gestrichen: niedrigste Wertungszahl (C.07 14.1.1)',
      'highest-rating': 'gestrichen: höchste Wertungszahl (C.07 14.3)',
    })[reason],
  'unplayed-round': ({ kind, opponent }, say) => `${say.kind(kind)}: ${say.words(opponent)}`,
  'dummy-own-score': ({ own, article }, say) => `fiktiver Gegner: eigene Punktzahl ${say.number(own)} (C.07 ${article})`,
  'dummy-capped': ({ own, cap, by, article }, say) =>
    `fiktiver Gegner: eigene ${say.number(own)}, begrenzt auf ${say.number(cap)}, ${
      by.rule === 'opponent-adjusted'
        ? `die bereinigte Punktzahl des angesetzten Gegners ${by.opponent}`
        : by.rule === 'half-of-maximum'
          ? 'die Hälfte der erreichbaren Punkte'
          : 'Remispunkte × Runden'
    } (C.07 ${article})`,
  'virtual-opponent': ({ before, round, forTheRound, later, laterRounds, value }, say) =>
    `virtueller Gegner: ${say.number(before)} vor Runde ${round} + ${say.number(forTheRound)} für die Runde` +
    (laterRounds === 0 ? '' : ` + ${say.number(later)} für ${countOne(laterRounds, 'spätere Remispartie', 'spätere Remispartien')}`) +
    ` = ${say.number(value)} (FIDE 2009)`,
  'draw-against-oneself': ({ own }, say) => `Remis gegen sich selbst: eigene Punktzahl ${say.number(own)} (vor 2009)`,
  'us-chess-zero-opponent': () => 'eigene nicht gespielte Partie: Gegner mit 0 (US Chess 34E1)',
  'fmjd-no-opponent': () => 'Runde ohne Gegner zählt 0 (FMJD)',
  'unplayed-zero': () => 'nicht gespielte Runde zählt 0 (keine Anpassung)',
  'counted-as-played': ({ kind, rule }, say) => `${say.kind(kind)}, als gespielt gewertet (${rule})`,
  'opponent-adjusted': ({ raw, value, by }, say) =>
    `Punktzahl des Gegners ${say.number(raw)}, bereinigt auf ${say.number(value)} (${
      {
        'c07-16.3': 'C.07 16.3',
        'fide-2009': 'nicht gespielte Partien als Remis, FIDE 2009',
        'pre-2009': 'nicht gespielte Partien als Remis, vor 2009',
        'us-chess': 'nicht gespielte Partien zählen ½, US Chess 34E1',
      }[by]
    })`,
  list: ({ parts }, say) => parts.map(say.words).join('; '),
  'opponent-value': ({ of }) =>
    ({
      BH: 'BH des Gegners',
      FB: 'FB des Gegners',
      rating: 'Wertungszahl des Gegners',
      'rating-in-round': 'Wertungszahl des Gegners in dieser Runde',
      TPR: 'TPR des Gegners',
      PTP: 'PTP des Gegners',
    })[of],
  'encounters-average': ({ count }) => `Mittel aus ${countOne(count, 'Begegnung', 'Begegnungen')} (C.07 6.1.2)`,
  'best-case': ({ met, bestCase }, say) =>
    `gegen ${met} gespielt; bestenfalls ${say.number(bestCase)} mit den fehlenden Partien (C.07 6.3)`,
  'progressive-cut': ({ cut }) => `verglichen mit Cut-${cut} (fortschreitende Streichung)`,
  'koya-opponent': ({ counts }) => (counts ? 'Gegner auf oder über der Grenze' : 'Gegner unter der Grenze'),
  'koya-limit': ({ limit }, say) => `Grenze ${say.number(limit)}`,
  'rounded-mean': () => 'Mittel auf eine ganze Zahl gerundet, ,5 aufgerundet (C.07 10.1)',
  'rounded-average': () => 'Mittel auf 0,01 gerundet, die Hälfte aufgerundet',
  'equal-values': () => 'gleiche Werte',
  'equal-lots': () => 'gleiche Lose',
  'equal-manual-values': () => 'gleiche oder fehlende Werte von Hand',
  subgroup: ({ members, reason }, say) => `${members.join(', ')}: ${say.words(reason)}`,
  'de-nobody-met': () => 'keine zwei von ihnen haben gegeneinander gespielt (C.07 6.1)',
  'de-equal-points': () => 'gleiche Punkte in ihren Partien gegeneinander (C.07 6.2)',
  'de-not-all-met': () =>
    'nicht alle haben gegeneinander gespielt, und keiner bleibt allein vorn, was die fehlenden Partien auch ergäben (C.07 6.3)',
  'de-if-all-met': ({ missing }) =>
    `nicht alle haben gegeneinander gespielt (${missing.join(', ')} nicht gegen jeden anderen Punktgleichen): der direkte Vergleich „wenn alle gegeneinander gespielt haben“ gilt nicht`,
  'no-opponent-met': () => 'kein Gegner am Brett (C.07 8.2)',
  'no-rated-opponent': () => 'kein Gegner mit Wertungszahl am Brett',
  'no-rating-left': () => 'nach der Streichung bleibt keine Wertungszahl',
  unrated: () => 'ohne Wertungszahl',
  'no-opponent-with': ({ value }) => `kein Gegner mit einer ${value} am Brett`,
  'unrated-no-rating-stated': ({ count }) =>
    `${countOne(count, 'Teilnehmer hat', 'Teilnehmer haben')} keine Wertungszahl, und die Ausschreibung nennt keine für Spieler ohne Wertungszahl (C.07 Art. 10)`,
  'not-computed-for-group': () => 'für diese Gruppe nicht berechnet',
  'progressive-equal': ({ lastCut }) => `gleich mit jeder Streichung bis Cut-${lastCut}`,
};
