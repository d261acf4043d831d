import { BOOKLET_WORDS } from '../../render/booklet-words';
import type { AfterKind, ResultWords, ScoreCode, StepOutcome } from './types';
import { reportDe } from './report-de';
import { scenariosDe } from './scenario-de';
import { diffDe } from './diff-de';
import { joinWithAnd } from './join';

/*
 * `rank`'s and `explain`'s words in German, the words the booklet and the task pane use for the
 * same things (io/render/booklet-words/de.ts, addin/strings/de.ts, where each is cited): the
 * headers of chess-results' German exports (io/grid/chess-results-languages.ts: Platz, Snr, Name,
 * Elo); "Feinwertung", "punktgleich", "Gleichstand" (de.wikipedia.org/wiki/Feinwertung; the
 * Deutschlandturnier 2016's Turnierbestimmungen: "Punktgleichheit"); "Stichkampf", "Los"
 * ("Losentscheid"), "Mikro-Matches", "K.-o.-System", "Runde", "Mannschaft", "Brettpunkte" and
 * "Mannschaftspunkte" as the booklet prints them; "allein nach Punkten" as its points-only
 * article says it. Criterion acronyms stay as they are.
 */

const booklet = BOOKLET_WORDS.de;

const SCORE: Readonly<Record<ScoreCode, readonly [string, string]>> = {
  PTS: ['Punkt', 'Punkte'],
  MP: ['Mannschaftspunkt', 'Mannschaftspunkte'],
  GP: ['Brettpunkt', 'Brettpunkte'],
};
const AFTER: Readonly<Record<AfterKind, string>> = {
  shared: 'geteilter Platz',
  lots: 'Los',
  'play-off': 'Stichkampf',
  manual: 'Entscheidung von Hand',
};

const and = (items: readonly string[]): string => joinWithAnd(items, 'und');

function outcomeWords(outcome: StepOutcome): string {
  const why = outcome.kind !== 'placed' && outcome.reason ? ` (${outcome.reason})` : '';
  switch (outcome.kind) {
    case 'still-tied':
      return `weiter gleichstehend${outcome.notApplied ? `: ${outcome.criterion} nicht anwendbar${why}` : why}`;
    case 'placed':
      return `Platz ${outcome.place} von ${outcome.of}`;
    case 'shares':
      return `Plätze ${outcome.first}–${outcome.last} von ${outcome.of}, gleichstehend mit ${and(outcome.with)}${
        outcome.notApplied ? ` (${outcome.criterion} unter ihnen nicht anwendbar${outcome.reason ? `: ${outcome.reason}` : ''})` : why
      }`;
  }
}

const HEADERS: ResultWords['headers'] = {
  place: 'Platz',
  number: 'Snr',
  name: 'Name',
  rating: 'Elo',
  team: 'Mannschaft',
  decidedBy: 'Entschieden durch',
};

export const de: ResultWords = {
  lang: 'de',
  decimalComma: booklet.decimalComma,
  headers: HEADERS,
  decided: {
    shared: 'Platz geteilt',
    alone: 'allein nach Punkten',
    playOff: 'Stichkampf',
    playOffPending: 'Stichkampf ausstehend',
    microMatchPending: 'Mikro-Match ausstehend',
    lots: 'Los',
    manual: (column) => `von Hand: ${column}`,
  },
  criterionNames: booklet.criterionNames,
  columns: {
    Place: HEADERS.place,
    Rank: HEADERS.place,
    No: HEADERS.number,
    Id: 'Id',
    Name: HEADERS.name,
    Player: 'Spieler',
    Team: HEADERS.team,
    Board: 'Brett',
    Grade: 'Jahrgangsstufe',
    Points: booklet.pointsHeader,
    Score: 'Wertung',
    'Event score': 'Turnierwertung',
    'Season score': 'Saisonwertung',
    Counted: 'Gezählt',
    'By place': 'Nach Platz',
    Formula: 'Formel',
    Bonus: 'Bonus',
    Total: 'Gesamt',
    Factor: 'Faktor',
    Scaled: 'Skaliert',
    Value: 'Wert',
    Result: booklet.resultHeader,
    Outcome: 'Status',
    Reason: 'Grund',
    Award: 'Preis',
    Prize: 'Preis',
    Amount: 'Betrag',
    Exact: 'Genau',
    Trophy: 'Pokal',
    Overall: 'Gesamtplatz',
    Games: 'Partien',
    Performance: 'Leistung',
    Round: 'Runde',
    Before: 'Vorher',
    After: 'Nachher',
    Note: 'Hinweis',
    'Decided by': HEADERS.decidedBy,
  },
  notApplicable: 'entf.',
  titles: {
    withdrawals: booklet.titles.withdrawals,
    grandPrix: booklet.titles.grandPrix,
    teams: booklet.titles.teams,
    qualification: booklet.titles.qualification,
    prizes: booklet.titles.prizes,
    boardPrizes: booklet.titles.boardPrizes,
    teamAwards: (name) => `Mannschaftspreise: ${name}`,
    category: (name) => `Kategorie: ${name}`,
    section: (name, players) => `== Turniergruppe ${name} (${players} Spieler)`,
    gradesGrandPrix: (name) => `== Grand Prix über die Jahrgangsstufen: ${name}`,
  },
  note: (text) => `Hinweis: ${text}`,
  knockOut: {
    heading: (event, regulation) => `== ${event} (${regulation}): K.-o.-System, Plätze nach erreichter Runde`,
    inProgress: 'Hinweis: das Turnier läuft noch: die als ausstehend markierten Plätze sind nicht endgültig.',
    headers: {
      number: 'Snr',
      roundReached: 'Erreichte Runde',
      result: booklet.resultHeader,
      lastMatch: 'Letztes Match',
      score: booklet.pointsHeader,
    },
    pending: 'ausstehend',
    thirdPlace: 'um Platz 3',
    outcomes: {
      'won the final': 'Finale gewonnen',
      'lost the final': 'Finale verloren',
      'won the match for third place': 'Match um Platz 3 gewonnen',
      'lost the match for third place': 'Match um Platz 3 verloren',
      eliminated: 'ausgeschieden',
      'still in': 'noch im Turnier',
    },
    roundNames: {
      final: 'Finale',
      semiFinal: 'Halbfinale',
      quarterFinal: 'Viertelfinale',
      roundOf: (players) => `Runde der letzten ${players}`,
    },
    round: (round) => `Runde ${round}`,
    versus: (match, opponent) => `${match} gegen ${opponent}`,
    notPlaced: (player) => `${player}: nicht platziert, der Turnierbaum hat Fehler.`,
    placed: (player, place, of, pending, outcome, round, entered) =>
      `${player}: Platz ${place} von ${of}${pending ? ' (ausstehend: das Turnier läuft noch)' : ''}: ${outcome}, erreichte Runde ${round}${entered !== undefined ? `, eingestiegen in Runde ${entered}` : ''}.`,
    matchTitle: (round) => (round === undefined ? 'Match um Platz 3' : `Runde ${round}`),
    notDecided: (why) => `noch nicht entschieden (${why ?? 'kein Ergebnis'})`,
    decided: (won, stage, by, stageWords) => `${won ? 'gewonnen' : 'verloren'} in Phase ${stage} (${by}: ${stageWords})`,
    match: (title, opponent, score, verdict) => `${title}, gegen ${opponent}: ${score}, ${verdict}.`,
  },
  lots: {
    heading: (rule) => `Losentscheid (Simulation — es wird nichts geschrieben): ${rule}`,
    seeded: {
      regulation: 'mit dem Startwert der Turnierordnung',
      event: 'mit einem Startwert aus dem Turnier (Name, Daten und die gleichstehenden Spieler)',
    },
    applied: (seeded) => `die Turnierordnung entscheidet durch Los ${seeded}; so lost jeder Lauf.`,
    wouldMake: (after, seeded) => `die Turnierordnung sagt \`then ${after}\`; so würde \`then lots\` losen, ${seeded}.`,
    none: 'Nach der Liste bleibt kein Gleichstand: es würde nichts gelost.',
    places: (places, seed) => `Plätze ${places}, Startwert „${seed}“:`,
    member: (place, participant, lot) => `  ${place}. ${participant} — Los ${lot}`,
    stillTied: '  (zwei Lose sind gleich: der Gleichstand zwischen ihnen bleibt)',
  },
  explain: {
    placed: (player, place, of, decision) => `${player}: Platz ${place} von ${of}, ${decision}.`,
    shares: (player, first, last, of, decision) => `${player}: teilt die Plätze ${first}–${last} von ${of}, ${decision}.`,
    decision: {
      shared: 'gleich in jedem Kriterium der Liste: die Plätze werden geteilt',
      playOff: (note) => `durch den Stichkampf${note ? `: ${note}` : ''}`,
      playOffPending:
        'gleichstehend: ein Stichkampf entscheidet diese Plätze, seine Ergebnisse sind noch nicht eingetragen (Stichkampf ausstehend)',
      microMatchPending:
        'Plätze geteilt: ein Mikro-Match unter ihnen ist nicht beendet, seine nächste Partie ist noch nicht eingetragen (Mikro-Match ausstehend)',
      alone: 'allein nach Punkten',
      by: (criterion) => `entschieden durch ${criterion}`,
    },
    notRanked: (player, note) => `${player}: nicht in der Rangliste${note ? ` (${note})` : ''}.`,
    microMatches: (rankedBy, values) => `Mikro-Matches, gewertet nach ${rankedBy}: ${values}.`,
    valuesHeading: 'Werte und ihre Beiträge:',
    score: (value, code) => `${value} ${SCORE[code][value === '1' ? 0 : 1]}`,
    tiedStep: (others, score, criterion, values, outcome) =>
      `Gleichstand${score ? ` (${score})` : ''} mit ${and(others)}; ${criterion}: ${values} → ${outcomeWords(outcome)}.`,
    definition: (criterion, name, description) => `${criterion} (${name}): ${description}`,
    sharePlace: (a, b, after) => `${a} und ${b} teilen ihren Platz: kein Kriterium der Liste trennt sie (nach der Liste: ${AFTER[after]}).`,
    above: (upper, lower, criterion, upperValue, lowerValue, among) =>
      `${upper} steht vor ${lower}: ${criterion} entschied (${upperValue} gegen ${lowerValue})` +
      (among ? `, unter ${among.count} gleichstehenden Teilnehmern${among.score ? ` (${among.score})` : ''}.` : '.'),
    levelBefore: (items) => `Zuvor gleich in ${and(items)}.`,
    didNotApply: (criterion, upperValue, lowerValue, reason) =>
      `${criterion} war nicht anwendbar (${upperValue} gegen ${lowerValue})${reason ? `: ${reason}` : ' und ließ sie gleichstehen'}.`,
    microPending: (upper, lower, decision) => `${upper} und ${lower} teilen ihre Plätze: ${decision}.`,
    microLevel: (upper, lower, values, sharedPlace, decidedBy) =>
      `${upper} und ${lower} sind in jedem Kriterium der Mikro-Matches gleich (${values}); ${sharedPlace ? 'sie teilen ihren Platz' : `die Feinwertung entschied: ${decidedBy}`}.`,
    microAbove: (upper, lower, criterion, upperValue, lowerValue, level) =>
      `${upper} steht vor ${lower}: die Mikro-Matches entschieden nach ${criterion}, ${upperValue} gegen ${lowerValue}${level.length > 0 ? ` (gleich in ${level.join(', ')})` : ''}.`,
    notApplicable: (header, reason) => `  ${header}: nicht anwendbar — ${reason}`,
    round: (round) => `Runde ${round}`,
    versus: (opponent) => `gegen ${opponent}`,
    factors: (opponentValue, points) => ` (Gegner ${opponentValue}, erzielt ${points})`,
    colon: ': ',
    and,
    roundKinds: {
      played: 'gespielt',
      'forfeit-win': 'kampflos gewonnen',
      'forfeit-loss': 'kampflos verloren',
      'double-forfeit': 'beiderseits kampflos',
      absent: 'abwesend',
      withdrawn: 'ausgeschieden',
    },
  },
  report: reportDe,
  scenarios: scenariosDe,
  diff: diffDe,
};
