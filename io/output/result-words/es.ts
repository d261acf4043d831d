import { BOOKLET_WORDS } from '../../render/booklet-words';
import type { AfterKind, ResultWords, ScoreCode, StepOutcome } from './types';
import { reportEs } from './report-es';
import { scenariosEs } from './scenario-es';
import { diffEs } from './diff-es';
import { joinWithAnd } from './join';

/*
 * `rank`'s and `explain`'s words in Spanish, the words the booklet and the task pane use for the
 * same things (io/render/booklet-words/es.ts, addin/strings/es.ts, where each is cited): the
 * headers of chess-results' Spanish exports (io/grid/chess-results-languages.ts: Pos., No.,
 * Nombre, Elo); "desempate", "empatados", "sorteo", "ronda", "encuentro", "equipo" (the FEDA's
 * Manual del Árbitro 2016); "play-off", "minimatches", "eliminatoria", "puntos de encuentro",
 * "puntos de partida", "solo por puntos" as the booklet prints them. A count takes the singular
 * for 1 alone (CLDR es).
 */

const booklet = BOOKLET_WORDS.es;

const SCORE: Readonly<Record<ScoreCode, readonly [string, string]>> = {
  PTS: ['punto', 'puntos'],
  MP: ['punto de encuentro', 'puntos de encuentro'],
  GP: ['punto de partida', 'puntos de partida'],
};
const AFTER: Readonly<Record<AfterKind, string>> = {
  shared: 'puesto compartido',
  lots: 'sorteo',
  'play-off': 'play-off',
  manual: 'decisión manual',
};

const and = (items: readonly string[]): string => joinWithAnd(items, 'y');

function outcomeWords(outcome: StepOutcome): string {
  const why = outcome.kind !== 'placed' && outcome.reason ? ` (${outcome.reason})` : '';
  switch (outcome.kind) {
    case 'still-tied':
      return `siguen empatados${outcome.notApplied ? `: ${outcome.criterion} no se aplicó${why}` : why}`;
    case 'placed':
      return `puesto ${outcome.place} de los ${outcome.of}`;
    case 'shares':
      return `puestos ${outcome.first}–${outcome.last} de los ${outcome.of}, empatado con ${and(outcome.with)}${
        outcome.notApplied ? ` (${outcome.criterion} no se aplicó entre ellos${outcome.reason ? `: ${outcome.reason}` : ''})` : why
      }`;
  }
}

const HEADERS: ResultWords['headers'] = {
  place: 'Pos.',
  number: 'No.',
  name: 'Nombre',
  rating: 'Elo',
  team: 'Equipo',
  decidedBy: 'Decidido por',
};

export const es: ResultWords = {
  lang: 'es',
  decimalComma: booklet.decimalComma,
  headers: HEADERS,
  decided: {
    shared: 'puesto compartido',
    alone: 'solo por puntos',
    playOff: 'play-off',
    playOffPending: 'play-off pendiente',
    microMatchPending: 'minimatch pendiente',
    lots: 'sorteo',
    manual: (column) => `manual: ${column}`,
  },
  criterionNames: booklet.criterionNames,
  columns: {
    Place: HEADERS.place,
    Rank: HEADERS.place,
    No: HEADERS.number,
    Id: 'Id',
    Name: HEADERS.name,
    Player: 'Jugador',
    Team: HEADERS.team,
    Board: 'Tablero',
    Grade: 'Nivel',
    Points: booklet.pointsHeader,
    Score: 'Puntuación',
    'Event score': 'Puntuación del torneo',
    'Season score': 'Puntuación de la temporada',
    Counted: 'Contados',
    'By place': 'Por puesto',
    Formula: 'Fórmula',
    Bonus: 'Bonificación',
    Total: 'Total',
    Factor: 'Factor',
    Scaled: 'Escalado',
    Value: 'Valor',
    Result: booklet.resultHeader,
    Outcome: 'Estado',
    Reason: 'Motivo',
    Award: 'Distinción',
    Prize: 'Premio',
    Amount: 'Importe',
    Exact: 'Exacto',
    Trophy: 'Trofeo',
    Overall: 'General',
    Games: 'Partidas',
    Performance: 'Performance',
    Round: 'Ronda',
    Before: 'Antes',
    After: 'Después',
    Note: 'Nota',
    'Decided by': HEADERS.decidedBy,
  },
  notApplicable: 'n/a',
  titles: {
    withdrawals: booklet.titles.withdrawals,
    grandPrix: booklet.titles.grandPrix,
    teams: booklet.titles.teams,
    qualification: booklet.titles.qualification,
    prizes: booklet.titles.prizes,
    boardPrizes: booklet.titles.boardPrizes,
    teamAwards: (name) => `Premios por equipos: ${name}`,
    category: (name) => `Categoría: ${name}`,
    section: (name, players) => `== Grupo ${name} (${players} jugadores)`,
    gradesGrandPrix: (name) => `== Gran premio sobre los niveles: ${name}`,
  },
  note: (text) => `Nota: ${text}`,
  knockOut: {
    heading: (event, regulation) => `== ${event} (${regulation}): eliminatoria, puestos según la ronda alcanzada`,
    inProgress: 'Nota: el torneo está en curso: los puestos marcados como pendientes no son definitivos.',
    headers: {
      number: 'No.',
      roundReached: 'Ronda alcanzada',
      result: booklet.resultHeader,
      lastMatch: 'Último match',
      score: booklet.pointsHeader,
    },
    pending: 'pendiente',
    thirdPlace: 'tercer puesto',
    outcomes: {
      'won the final': 'ganó la final',
      'lost the final': 'perdió la final',
      'won the match for third place': 'ganó el match por el tercer puesto',
      'lost the match for third place': 'perdió el match por el tercer puesto',
      eliminated: 'eliminado',
      'still in': 'sigue en competición',
    },
    roundNames: {
      final: 'final',
      semiFinal: 'semifinal',
      quarterFinal: 'cuartos de final',
      roundOf: (players) => `ronda de los ${players}`,
    },
    round: (round) => `ronda ${round}`,
    versus: (match, opponent) => `${match} contra ${opponent}`,
    notPlaced: (player) => `${player}: sin puesto, el cuadro tiene errores.`,
    placed: (player, place, of, pending, outcome, round, entered) =>
      `${player}: puesto ${place} de ${of}${pending ? ' (pendiente: el torneo está en curso)' : ''}: ${outcome}, ronda alcanzada ${round}${entered !== undefined ? `, entró en la ronda ${entered}` : ''}.`,
    matchTitle: (round) => (round === undefined ? 'Match por el tercer puesto' : `Ronda ${round}`),
    notDecided: (why) => `aún sin decidir (${why ?? 'sin resultado'})`,
    decided: (won, stage, by, stageWords) => `${won ? 'ganado' : 'perdido'} en la fase ${stage} (${by}: ${stageWords})`,
    match: (title, opponent, score, verdict) => `${title}, contra ${opponent}: ${score}, ${verdict}.`,
  },
  lots: {
    heading: (rule) => `Sorteo (simulación — no se escribe nada): ${rule}`,
    seeded: {
      regulation: 'con la semilla del reglamento',
      event: 'a partir del propio torneo (su nombre, fechas y los jugadores empatados)',
    },
    applied: (seeded) => `el reglamento desempata por sorteo ${seeded}; este es el sorteo que aplica cada cálculo.`,
    wouldMake: (after, seeded) => `el reglamento dice \`then ${after}\`; este es el sorteo que haría \`then lots\`, ${seeded}.`,
    none: 'No queda ningún empate tras la lista: no se sortearía nada.',
    places: (places, seed) => `Puestos ${places}, semilla «${seed}»:`,
    member: (place, participant, lot) => `  ${place}. ${participant} — sorteo ${lot}`,
    stillTied: '  (dos números del sorteo son iguales: el empate se mantiene entre ellos)',
  },
  explain: {
    placed: (player, place, of, decision) => `${player}: puesto ${place} de ${of}, ${decision}.`,
    shares: (player, first, last, of, decision) => `${player}: comparte los puestos ${first}–${last} de ${of}, ${decision}.`,
    decision: {
      shared: 'empatados en todos los criterios de la lista: los puestos se comparten',
      playOff: (note) => `por el play-off${note ? `: ${note}` : ''}`,
      playOffPending: 'empatados: un play-off decide estos puestos y sus resultados aún no están registrados (play-off pendiente)',
      microMatchPending:
        'puestos compartidos: un minimatch entre ellos no ha terminado, su próxima partida no está registrada (minimatch pendiente)',
      alone: 'solo por puntos',
      by: (criterion) => `decidido por ${criterion}`,
    },
    notRanked: (player, note) => `${player}: fuera de la clasificación${note ? ` (${note})` : ''}.`,
    microMatches: (rankedBy, values) => `Minimatches, clasificados por ${rankedBy}: ${values}.`,
    valuesHeading: 'Valores y sus contribuciones:',
    score: (value, code) => `${value} ${SCORE[code][value === '1' ? 0 : 1]}`,
    tiedStep: (others, score, criterion, values, outcome) =>
      `Empate${score ? ` (${score})` : ''} con ${and(others)}; ${criterion}: ${values} → ${outcomeWords(outcome)}.`,
    definition: (criterion, name, description) => `${criterion} (${name}): ${description}`,
    sharePlace: (a, b, after) =>
      `${a} y ${b} comparten su puesto: ningún criterio de la lista los separa (tras la lista: ${AFTER[after]}).`,
    above: (upper, lower, criterion, upperValue, lowerValue, among) =>
      `${upper} queda por delante de ${lower}: decidió ${criterion} (${upperValue} frente a ${lowerValue})` +
      (among ? `, entre ${among.count} participantes empatados${among.score ? ` (${among.score})` : ''}.` : '.'),
    levelBefore: (items) => `Antes, igualados en ${and(items)}.`,
    didNotApply: (criterion, upperValue, lowerValue, reason) =>
      `${criterion} no se aplicó (${upperValue} frente a ${lowerValue})${reason ? `: ${reason}` : ' y los dejó empatados'}.`,
    microPending: (upper, lower, decision) => `${upper} y ${lower} comparten sus puestos: ${decision}.`,
    microLevel: (upper, lower, values, sharedPlace, decidedBy) =>
      `${upper} y ${lower} están igualados en todos los criterios de los minimatches (${values}); ${sharedPlace ? 'comparten su puesto' : `decidió la lista de desempate: ${decidedBy}`}.`,
    microAbove: (upper, lower, criterion, upperValue, lowerValue, level) =>
      `${upper} queda por delante de ${lower}: los minimatches decidieron por ${criterion}, ${upperValue} frente a ${lowerValue}${level.length > 0 ? ` (igualados en ${level.join(', ')})` : ''}.`,
    notApplicable: (header, reason) => `  ${header}: no aplicable — ${reason}`,
    round: (round) => `ronda ${round}`,
    versus: (opponent) => `contra ${opponent}`,
    factors: (opponentValue, points) => ` (rival ${opponentValue}, obtenido ${points})`,
    colon: ': ',
    and,
    roundKinds: {
      played: 'jugada',
      'forfeit-win': 'victoria por incomparecencia',
      'forfeit-loss': 'derrota por incomparecencia',
      'double-forfeit': 'doble incomparecencia',
      absent: 'ausente',
      withdrawn: 'retirada',
    },
  },
  report: reportEs,
  scenarios: scenariosEs,
  diff: diffEs,
};
