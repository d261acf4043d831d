import { countOne } from './plural';
import { esArticles } from './articles-es';
import { esRegistry } from './registry-es';
import type { BookletWords, Score, Subject } from './types';

/*
 * The booklet's words in Spanish, the words of Spanish tournament practice as the task pane uses
 * them (addin/strings/es.ts, where each is cited): "desempate", "sistemas de desempate",
 * "sorteo", "round robin a una vuelta", "emparejamientos", "encuentro" (the FEDA's Manual del
 * Árbitro 2016); "torneo", "jugador" (C.05, Reglamento General de Competiciones FIDE in Spanish);
 * "equipo", "orden de fuerza" (Federación Balear de Ajedrez, Bases Campeonato de Mallorca por
 * Equipos). Criterion names as the FEDA's manual prints them (engine/tiebreaks/regulation-names.ts):
 * "valoración media de los oponentes" (Manual del Árbitro 2016, 12.1.2 (a)); Buchholz and
 * Sonneborn-Berger keep their names there.
 */

const SCORE: Readonly<Record<Score, string>> = {
  points: 'puntos',
  'game-points': 'puntos de partida',
  'match-points': 'puntos de encuentro',
};
const SUBJECT: Readonly<Record<Subject, string>> = { participants: 'Los participantes', teams: 'Los equipos' };

export const es: BookletWords = {
  lang: 'es',
  decimalComma: true,
  articleHeading: (number, title) => `Artículo ${number}. ${title}`,
  version: (version) => `Versión ${version}`,
  titles: {
    knockOut: 'Eliminatoria',
    rules: 'Normas aplicables',
    scoring: 'Puntuación',
    tiebreaks: 'Desempates',
    teamRanking: 'Clasificación de los equipos',
    microMatches: 'Minimatches',
    playOff: 'Play-off',
    sections: 'Grupos',
    withdrawals: 'Retiradas',
    grandPrix: (name) => `Gran premio: ${name}`,
    teams: (name) => `Equipos: ${name}`,
    qualification: (name) => `Plazas de clasificación: ${name}`,
    prizes: 'Premios',
    boardPrizes: 'Premios por tablero',
    drawnMatches: 'Encuentros empatados',
  },
  editions: {
    'fide-2026': 'el Reglamento de Desempates de la FIDE (Handbook C.07) en vigor desde el 1 de marzo de 2026',
    'fide-2024': 'el Reglamento de Desempates de la FIDE (Handbook C.07) modificado en agosto de 2024',
    'fide-2023': 'el Reglamento de Desempates de la FIDE (Handbook C.07) en vigor desde el 1 de septiembre de 2023',
    'fide-2009': 'las normas de desempate de la FIDE de 2009 (Kallithea)',
    'fide-pre-2009': 'las normas de desempate de la FIDE vigentes antes de 2009',
    'us-chess': 'las Official Rules of Chess de la US Chess Federation, regla 34E',
    fmjd: 'las normas de la FMJD para torneos de damas',
    none: 'ninguna norma federativa para las partidas no jugadas',
  },
  tournaments: {
    swiss: 'un torneo por sistema suizo',
    'round-robin': 'un round robin a una vuelta',
    'double-round-robin': 'un round robin a doble vuelta',
  },
  results: {
    win: 'Victoria',
    draw: 'Tablas',
    loss: 'Derrota',
    forfeitWin: 'Victoria por incomparecencia',
    forfeitLoss: 'Derrota por incomparecencia',
    doubleForfeit: 'Doble incomparecencia (cada jugador)',
    pab: 'Bye asignado por el emparejamiento',
    fpb: 'Bye de un punto',
    hpb: 'Bye de medio punto',
    zpb: 'Bye de cero puntos',
    absent: 'Ausente, no emparejado',
    drawPlus: 'Tablas con ventaja',
    drawMinus: 'Tablas con desventaja',
  },
  resultHeader: 'Resultado',
  pointsHeader: 'Puntos',
  rulesInForce: (edition, code) => `Los desempates siguen ${edition} (normas ${code}).`,
  tournamentIs: (tournament) => `El torneo es ${tournament}.`,
  teamsRankedBy: (score) => `Los equipos se clasifican por ${SCORE[score]} (C.07 arts. 11–13).`,
  unplayedGames: (policy) => `Partidas no jugadas: ${policy}`,
  forfeitCap:
    'El oponente virtual de una incomparecencia cuenta como máximo la puntuación ajustada del oponente previsto y como máximo la mitad de la puntuación máxima (C.07 16.4.1, 16.4.2).',
  ownPointSystem: (someRoundsOwn) =>
    `${someRoundsOwn ? 'Las rondas no citadas abajo se puntúan' : 'Los puntos se asignan'} según el sistema de puntuación del torneo (1 por victoria, ½ por tablas, 0 por derrota, salvo que el fichero del torneo diga otra cosa).`,
  roundsOwnPoints: (first, last) => `Las rondas ${first}–${last} tienen su propia puntuación:`,
  roundScoringSums:
    'Cada desempate suma los puntos de cada ronda según la puntuación de esa ronda; una ronda contada como tablas cuenta las tablas de esa ronda; los criterios de Elo leen cada partida como 1, ½ o 0.',
  matchPoints: (win, draw, loss) =>
    `Puntos de encuentro: ${win} por encuentro ganado, ${draw} por encuentro empatado, ${loss} por encuentro perdido.`,
  teamMinimum: (minimum) =>
    `Un equipo con menos de ${minimum} jugadores en un encuentro lo pierde por incomparecencia, y ambos lo pierden cuando a los dos les faltan jugadores: el encuentro cuenta como perdido por incomparecencia, cada tablero para el oponente. Cuenta un jugador que jugó la partida o la ganó por incomparecencia. Las partidas se mantienen para los jugadores.`,
  microMatchesRankFirst:
    'Los minimatches (artículo siguiente) clasifican el torneo; lo que sigue ordena solo a los jugadores que dejan empatados.',
  tiebreakRounds: (from, to) =>
    `Los desempates tras los puntos se calculan solo sobre las rondas ${from}–${to}, como un torneo aparte: los resultados, oponentes y puntuaciones de los oponentes de cada jugador en esas rondas solamente. Los puntos clasifican sobre todas las rondas.`,
  drawnMatchIntro: 'Un encuentro empatado se decide por los criterios siguientes, en orden (C.07 art. 12):',
  pointsAlone: 'Los puestos se deciden solo por puntos.',
  levelOn: (subject, score) =>
    `${SUBJECT[subject]} empatados a ${SCORE[score]} se desempatan por los criterios siguientes, en orden; cada criterio posterior se aplica solo a los que siguen empatados (C.07 4.2).`,
  criterionItem: (named, description, modifiers, source) =>
    `${named}: ${description}${modifiers.map((m) => ` ${m}`).join('')} Fuente: ${source}.`,
  statedReading: (title, written, reading) => `${title} («${written}», ${reading})`,
  withModifier: (shown, meaning) => `Con ${shown} — ${meaning}`,
  valuesFromColumn: (column) => `Sus valores se leen de la columna «${column}».`,
  afterShared: (subject) => `${SUBJECT[subject]} que siguen empatados tras la lista comparten el puesto.`,
  afterLotsFromEvent: (subject) =>
    `${SUBJECT[subject]} que siguen empatados tras la lista se desempatan por sorteo, a partir del propio torneo (su nombre, fechas y los jugadores empatados), para que el sorteo pueda repetirse.`,
  afterLotsSeeded: (subject, seed) =>
    `${SUBJECT[subject]} que siguen empatados tras la lista se desempatan por sorteo, a partir de «${seed}», para que el sorteo pueda repetirse.`,
  afterPlayOff: (subject) => `${SUBJECT[subject]} que siguen empatados tras la lista juegan un play-off (C.07 art. 2).`,
  afterManual: (subject, column) =>
    `${SUBJECT[subject]} que siguen empatados tras la lista se desempatan por los valores de la columna «${column}».`,
  board: {
    ranked: (byPercentage) =>
      `Los jugadores de cada tablero se clasifican por su ${byPercentage ? 'porcentaje de puntos' : 'performance (rendimiento por Elo)'}.`,
    registered:
      'Cada partida de un jugador cuenta para su tablero en el orden de fuerza, dondequiera que se jugara; los suplentes tienen su propia lista.',
    played: 'Cada partida cuenta para el tablero en que se jugó.',
    minimum: (games, reserve) =>
      `Un jugador necesita al menos ${countOne(games, 'partida jugada', 'partidas jugadas')}${reserve === undefined ? '' : ` (un suplente ${reserve})`} sobre el tablero para clasificarse; una partida ganada o perdida por incomparecencia no cuenta.`,
    ratingUncapped: 'La performance (C.07 10.2) cuenta a cada oponente con su propio Elo.',
    ratingCapped: (cap) => `La performance (C.07 10.2) cuenta a un oponente como máximo a ${cap} puntos del Elo del jugador.`,
    ties: { games: 'más partidas', percentage: 'un porcentaje más alto', 'team-place': 'el equipo mejor clasificado' },
    separated: (ties) => `Los jugadores empatados se desempatan por ${ties.join(', después por ')}; si no, comparten el puesto.`,
    share: 'Los jugadores empatados comparten el puesto.',
  },
  playOff: {
    places: (first, last) => (first === last ? (first === 1 ? 'el primer puesto' : `el puesto ${first}`) : `los puestos ${first}–${last}`),
    decides: (places, afterList, cap, seeding) =>
      `Un play-off decide ${places} entre ${afterList ? 'los jugadores que siguen empatados tras los desempates' : 'los jugadores empatados a puntos'} (C.07 art. 3).${cap === undefined ? '' : ` Juegan como máximo ${cap}, los mejor clasificados; los demás les siguen según los desempates.`}${seeding}`,
    seeded: (by, then) =>
      ` Se ordenan por ${by ?? 'Elo'}${then.length > 0 ? `; empatados en ello, ${then.map((t) => (t === 'lots' ? 'por sorteo' : 'por sus partidas entre sí')).join(', después ')}` : ''}; si siguen empatados, según los desempates.`,
    format: (number, players) =>
      `Formato ${number}, para ${'exactly' in players ? `${players.exactly} jugadores` : `más de ${players.moreThan} jugadores`}: se juega por fases, cada una solo si las anteriores dejaron empatados a los jugadores:`,
    stagesIntro: 'Se juega por fases, cada una solo si las anteriores dejaron empatados a los jugadores:',
    games: (games, pace) => `${countOne(games, 'partida', 'partidas')}${pace === undefined ? '' : ` ${pace}`}`,
    untilWon: (pace) => `partidas${pace === undefined ? '' : ` ${pace}`} hasta que se gane una`,
    armageddon: 'la partida Armageddon',
    drawOdds: (white) => `; unas tablas cuentan como victoria de ${white ? 'las blancas' : 'las negras'}`,
    byScore: (repeated) =>
      repeated
        ? ', decididas por la puntuación en ellas; la fase se repite mientras deje empatados a los jugadores, tantas veces como haga falta (con más de dos, un round robin entre los que siguen empatados cada vez)'
        : ', decididas por la puntuación en ellas',
    closing: (knockOut, notHeldShared) =>
      `Con más de dos jugadores, ${knockOut ? 'una eliminatoria por orden de clasificación (el primero contra el último; los mejor clasificados quedan exentos), cada encuentro por las fases' : 'cada fase es un round robin entre los que siguen empatados'}. ` +
      `El resto del grupo empatado sigue los desempates. Si el play-off no se juega, ${notHeldShared ? 'los jugadores comparten los puestos' : 'deciden los desempates'}.`,
  },
  sections: {
    played: (count) =>
      `El torneo se juega en ${countOne(count, 'grupo', 'grupos')}. Cada grupo es un torneo propio: sus jugadores se emparejan, se clasifican y reciben premios dentro del grupo, según este reglamento.`,
    common: (names) => `Los grupos ${names.join(', ')} siguen los desempates y premios de los demás artículos.`,
    ownTiebreaks: (name) => `El grupo ${name} tiene sus propios desempates, en lugar del artículo de desempates:`,
    ownPrizes: (name) => `El grupo ${name} tiene sus propios premios, en lugar del artículo de premios:`,
  },
  knockOut: {
    intro:
      'Cada ronda es un encuentro entre dos jugadores; el perdedor queda eliminado. Un encuentro se juega por las fases siguientes, cada una solo si las anteriores lo dejaron empatado:',
    drawOdds: (white) => `, contando unas tablas como victoria de ${white ? 'las blancas' : 'las negras'}`,
    places: (third, share) =>
      `Los puestos se dan por la ronda que alcanzó cada jugador: el ganador de la final primero, el finalista segundo, después los perdedores de cada ronda desde las semifinales hacia abajo${third ? ' (los perdedores de las semifinales juegan un encuentro por el tercer puesto)' : ''}. Los jugadores eliminados en la misma ronda ${share ? 'comparten sus puestos' : 'se clasifican entre sí por Elo, el más alto primero'}.`,
  },
  microMatches: {
    intro:
      'Cada ronda es un minimatch entre sus dos jugadores, jugado hasta que se gane una partida; cada partida siguiente se juega solo si las anteriores terminaron en tablas:',
    untilWon: (pace) => `partidas ${pace ?? 'de desempate'} hasta que se gane una`,
    game: (pace) => `una partida${pace === undefined ? '' : ` ${pace}`}`,
    scores: (winner, loser) => `; una victoria en ella puntúa la ronda ${winner}–${loser}`,
    level: (points) => `Una ronda empatada en su última partida puntúa ${points}–${points}.`,
    roundPoints: 'los puntos de las rondas',
    ranked: (criteria) => `El torneo se clasifica por ${criteria.join(', después ')}; los que siguen empatados siguen los desempates.`,
  },
  paces: { rapid: 'rápidas', blitz: 'relámpago', classical: 'clásicas', standard: 'clásicas' },
  criterionNames: {
    ARO: 'Valoración media de los oponentes',
  },
  registry: esRegistry,
  articles: esArticles,
};
