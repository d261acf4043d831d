import type { RegistryWords } from './registry-types';

/*
 * The registry's words in Spanish. Chess terms from the FEDA's Reglamento General and its
 * "Sistemas de desempate" (Manual del Árbitro 2016, 12.1: "desempate", "Buchholz", "Buchholz
 * brasileño" / "Buchholz con corte", "Buchholz mediano", "Sonneborn-Berger", "progresivo",
 * "encuentro directo" / "resultado particular", "número de victorias", "valoración media de los
 * oponentes", "performance", "sistema Koya", "incomparecencia", "descanso", "oponente
 * virtual"), the FEDA's Reglamento de Campeonatos por Equipos ("puntos de encuentro", "puntos de
 * partida", "tablero") and chess-results' Spanish header words (io/grid/chess-results-languages.ts).
 * C.07 article numbers, acronyms, the handbook's modifier letters and US Chess rule numbers stay as
 * they are.
 */

const EDE =
  'Encuentro directo sobre la puntuación principal; si no separa a nadie, sobre la secundaria; un subgrupo empatado más pequeño vuelve a empezar.';
const EXTENDED_SB = (opponent: string, own: string) =>
  `Σ ${opponent} final del oponente × ${own} obtenidos contra él; las rondas no jugadas se enfrentan al oponente virtual (art. 16). Cut 1 descarta el producto del oponente con menos ${opponent}, entre los igualmente bajos el producto menor.`;

export const esRegistry: RegistryWords = {
  criteria: {
    PTS: { title: 'Puntos', definition: 'Puntos obtenidos según el sistema de puntuación del torneo.' },
    DE: {
      title: 'Encuentro directo',
      definition: 'Puntos de las partidas entre los empatados, recalculados para cada subgrupo que siga empatado.',
    },
    WIN: { title: 'Número de victorias', definition: 'Rondas en las que se recibieron los puntos de una victoria, jugando o no.' },
    WON: { title: 'Número de partidas ganadas', definition: 'Partidas ganadas sobre el tablero.' },
    BPG: { title: 'Partidas jugadas con negras', definition: 'Partidas jugadas sobre el tablero con negras.' },
    BWG: { title: 'Partidas ganadas con negras', definition: 'Partidas ganadas sobre el tablero con negras.' },
    PS: { title: 'Progresivo', definition: 'Suma de las puntuaciones tras cada ronda; Cut-n descarta las n primeras rondas.' },
    REP: { title: 'Rondas que se eligió jugar', definition: 'Rondas menos los descansos pedidos y las derrotas por incomparecencia.' },
    STD: {
      title: 'Puntos estándar',
      definition: '1 por superar la puntuación del oponente, ½ por igualarla: puntos 1-½-0 en cualquier sistema de puntuación.',
    },
    TPN: { title: 'Número de emparejamiento', definition: 'El número de emparejamiento final, el menor primero (/R: el mayor primero).' },
    BH: {
      title: 'Buchholz',
      definition: 'Suma de las puntuaciones de los oponentes, con las reglas de la edición para las rondas no jugadas.',
    },
    FB: {
      title: 'Buchholz anticipado (Fore Buchholz)',
      definition: 'Buchholz como si todas las partidas de la última ronda hubieran sido tablas.',
    },
    AOB: {
      title: 'Media del Buchholz de los oponentes',
      definition: 'Buchholz medio (con /F: Fore Buchholz) de los oponentes enfrentados sobre el tablero.',
    },
    SB: {
      title: 'Sonneborn-Berger',
      definition: 'Suma de la puntuación de cada oponente multiplicada por los puntos obtenidos contra él.',
    },
    KS: {
      title: 'Sistema Koya',
      definition: 'Puntos obtenidos contra oponentes con al menos la mitad de la puntuación máxima (límite ajustable).',
    },
    ARO: {
      title: 'Valoración media de los oponentes',
      definition: 'Media de la valoración de los oponentes enfrentados sobre el tablero.',
    },
    TPR: { title: 'Performance', definition: 'ARO más la diferencia de valoración correspondiente a la fracción obtenida.' },
    PTP: {
      title: 'Performance perfecta',
      definition: 'La valoración más baja cuya puntuación esperada contra los oponentes alcanza los puntos obtenidos.',
    },
    APRO: { title: 'Performance media de los oponentes', definition: 'TPR media de los oponentes enfrentados sobre el tablero.' },
    APPO: { title: 'Performance perfecta media de los oponentes', definition: 'PTP media de los oponentes enfrentados sobre el tablero.' },
    RTNG: { title: 'Valoración', definition: 'La valoración propia del participante, la mayor primero (/R: la menor primero).' },
    ABH: {
      title: 'Puntuación ajustada para el Buchholz',
      definition: 'La puntuación del participante tal como la ve el Buchholz de sus oponentes.',
    },
    AFB: {
      title: 'Puntuación ajustada para el Buchholz anticipado',
      definition: 'La puntuación del participante tal como la ve el Fore Buchholz de sus oponentes.',
    },
    VUR: { title: 'Rondas no jugadas voluntariamente', definition: 'Descansos pedidos y derrotas por incomparecencia.' },
    MMED: {
      title: 'Mediana modificada',
      definition:
        'Puntuaciones ajustadas de los oponentes (sus partidas no jugadas ½, las propias no jugadas 0) menos la más alta y la más baja con puntuación igual a la mitad, la más baja con puntuación positiva, la más alta con puntuación negativa; dos de cada desde nueve rondas.',
    },
    SOLK: { title: 'Solkoff', definition: 'Suma de las puntuaciones ajustadas de los oponentes (ajustes 34E1), sin descartar ninguna.' },
    CUM: {
      title: 'Acumulativo',
      definition:
        'Suma de las puntuaciones acumuladas tras cada ronda, menos 1 por cada victoria no jugada o descanso de un punto y ½ por cada descanso de medio punto.',
    },
    MED: {
      title: 'Mediana',
      definition:
        'Puntuaciones ajustadas de los oponentes menos la más alta y la más baja (dos de cada desde nueve rondas), sea cual sea la puntuación.',
    },
    RBTP: {
      title: 'Resultado entre los empatados',
      definition: 'Más/menos (victorias menos derrotas) en las partidas entre los empatados, no porcentaje.',
    },
    MBLK: { title: 'Más partidas con negras', definition: 'Partidas jugadas con negras.' },
    KASH: { title: 'Kashdan', definition: '4 por victoria, 2 por tablas, 1 por derrota, 0 por partida no jugada.' },
    USSB: {
      title: 'Sonneborn-Berger (US Chess)',
      definition: 'Puntuaciones ajustadas de los oponentes vencidos más la mitad de las de los oponentes con los que se hizo tablas.',
    },
    OCUM: { title: 'Acumulativo de los oponentes', definition: 'Suma de los valores de desempate acumulativos de los oponentes (34E3).' },
    OPERF: {
      title: 'Performance de los oponentes',
      definition: 'Media de las performances US de los oponentes, (Σ valoraciones + 400 × (victorias − derrotas)) ÷ partidas.',
    },
    USARO: {
      title: 'Valoración media de los oponentes (US Chess)',
      definition: 'Media de la valoración de los oponentes con valoración enfrentados (exacta, sin redondeo indicado).',
    },
    FTS: {
      title: 'Solkoff truncado completo',
      definition:
        'Puntuaciones de los oponentes menos la más baja; si hay igualdad, menos las dos más bajas; … hasta separar. Ordena el grupo empatado.',
    },
    STS: {
      title: 'Solkoff truncado corto',
      definition: 'Suma de las puntuaciones de los oponentes menos la más baja; una ronda sin oponente cuenta 0.',
    },
    SBAL: {
      title: 'Solkoff Baliakin',
      definition: 'Suma sobre los oponentes de su puntuación multiplicada por su Solkoff (lectura de Regula del texto del DrA).',
    },
    SPLUS: { title: 'Solkoff plus', definition: 'Suma de los valores Solkoff de los oponentes.' },
    MSOL: { title: 'Solkoff mediano', definition: 'Suma de las puntuaciones de los oponentes menos la más alta y la más baja.' },
    BRBO: {
      title: 'Mejor resultado contra los mejores oponentes',
      definition:
        'Puntos contra los demás participantes comparados grupo de puntuación por grupo, el mejor primero. Ordena el grupo empatado.',
    },
    FARO: {
      title: 'Valoración media de los oponentes (FMJD)',
      definition: 'Media por rondas de la valoración del oponente; descansos, incomparecencias y oponentes sin valoración cuentan 0.',
    },
    RARO: {
      title: 'Valoración media reducida de los oponentes',
      definition: 'Valoración media de los oponentes FMJD sin las n entradas más bajas (Cn, por defecto 1).',
    },
    PROG: { title: 'Progreso', definition: 'Suma de las puntuaciones tras cada ronda.' },
    DADV: { title: 'Tablas con ventaja', definition: 'Número de tablas con ventaja (1+).' },
    DDIF: { title: 'Diferencia 1+ menos 1−', definition: 'Tablas con ventaja (1+) menos tablas con desventaja (1−).' },
    WLG: {
      title: 'Partidas ganadas/perdidas',
      definition: 'Partidas ganadas y perdidas («6/4»), comparadas por la razón ganadas ÷ perdidas, la mayor primero (lectura de Regula).',
    },
    SLFW: {
      title: 'Victorias más rápidas (superlitz)',
      definition: 'Partidas jugadas en los matches de superlitz ganados (columnas «R1 Games», …), menos primero.',
    },
    SLSL: {
      title: 'Derrotas más lentas (superlitz)',
      definition: 'Partidas jugadas en los matches de superlitz perdidos (columnas «R1 Games», …), más primero.',
    },
    KX: {
      title: 'Koya ampliado',
      definition:
        'Koya, y luego paso a paso los grupos de puntuación más altos por debajo del 50 %, hasta separar. Ordena el grupo empatado.',
    },
    SOB: {
      title: 'Suma de Buchholz',
      definition: 'Suma de los valores Buchholz de los oponentes enfrentados; una ronda propia no jugada suma 0.',
    },
    ARZ: {
      title: 'Arranz',
      definition:
        'Partidas puntuadas de nuevo: victoria 1, tablas 0,6 con negras y 0,4 con blancas, derrota 0; rondas no jugadas en puntos estándar.',
    },
    MAN: {
      title: 'Desempate manual',
      definition: 'Un valor introducido por el árbitro en una columna de la tabla cruzada (manual from column «…»), el mayor primero.',
    },
    BCW: {
      title: 'Suma de tableros ganados',
      definition: 'Los números de los tableros en que ganó el equipo, sumados; gana el total más bajo.',
    },
    EBE: {
      title: 'Eliminación desde el último tablero',
      definition: 'Puntos de partida sin el último tablero, luego sin el siguiente, hasta separar a los equipos.',
    },
    BC: {
      title: 'Suma ponderada de tableros',
      definition: 'Σ número de tablero × puntos de partida obtenidos en ese tablero, lo jugara quien lo jugara; menos es mejor.',
    },
    TBR: {
      title: 'Resultado en el primer tablero',
      definition: 'Puntos de partida en el tablero 1; si hay igualdad, en el tablero 2; y así sucesivamente.',
    },
    FWB: {
      title: 'Primer tablero ganador',
      definition:
        'Puntos de partida en el tablero 1; si hay igualdad, en el tablero 2; y así sucesivamente: el equipo que ganó el primer tablero no tablas.',
    },
    BBE: {
      title: 'Eliminación de los últimos tableros',
      definition:
        'Puntos de partida en todos los tableros menos el último; si hay igualdad, también sin el penúltimo; y así sucesivamente.',
    },
    BERLIN: {
      title: 'Ponderación berlinesa (Berliner Wertung)',
      definition: 'Una victoria en el tablero k de n cuenta n − k + 1 puntos (el primer tablero más), unas tablas la mitad; más es mejor.',
    },
    MP: {
      title: 'Puntos de encuentro',
      definition:
        'Puntos de encuentro de un equipo: un encuentro ganado, empatado o perdido según el sistema de puntuación por equipos del torneo (2-1-0 salvo que se indique); un PAB de equipo puntúa como un empate.',
    },
    GP: {
      title: 'Puntos de partida',
      definition:
        'Puntos de partida de un equipo: sus puntos de tablero sumados en todos sus encuentros; un PAB de equipo puntúa tablas en cada tablero.',
    },
    MPVGP: {
      title: 'Puntos de encuentro o de partida',
      definition:
        'La puntuación que no clasifica el torneo: puntos de partida cuando los equipos se clasifican por puntos de encuentro, puntos de encuentro cuando se clasifican por puntos de partida.',
    },
    EMMSB: { title: 'Sonneborn-Berger ampliado (MP del oponente × MP propios)', definition: EXTENDED_SB('MP', 'los MP') },
    EMGSB: { title: 'Sonneborn-Berger ampliado (MP del oponente × GP propios)', definition: EXTENDED_SB('MP', 'los GP') },
    EGMSB: { title: 'Sonneborn-Berger ampliado (GP del oponente × MP propios)', definition: EXTENDED_SB('GP', 'los MP') },
    EGGSB: { title: 'Sonneborn-Berger ampliado (GP del oponente × GP propios)', definition: EXTENDED_SB('GP', 'los GP') },
    EDE: { title: 'Encuentro directo ampliado', definition: EDE },
    EDEBT: {
      title: 'Encuentro directo ampliado, suma ponderada de tableros, resultado en el primer tablero',
      definition: `${EDE} Dos equipos aún empatados: BC y luego TBR en sus encuentros entre sí (13.3.2).`,
    },
    EDEBB: {
      title: 'Encuentro directo ampliado, suma ponderada de tableros, eliminación de los últimos tableros',
      definition: `${EDE} Dos equipos aún empatados: BC y luego BBE en sus encuentros entre sí (13.3.2).`,
    },
    EDET: {
      title: 'Encuentro directo ampliado, resultado en el primer tablero',
      definition: `${EDE} Dos equipos aún empatados: TBR en sus encuentros entre sí (13.3.2).`,
    },
    EDEB: {
      title: 'Encuentro directo ampliado, eliminación de los últimos tableros',
      definition: `${EDE} Dos equipos aún empatados: BBE en sus encuentros entre sí (13.3.2).`,
    },
    SSSC: {
      title: 'Combinación de puntuación y fuerza del calendario',
      definition:
        'La puntuación secundaria + el Buchholz sobre la puntuación principal ÷ el factor de normalización: ⌊puntuación principal más alta posible ÷ puntuación secundaria más alta de un encuentro⌋ salvo que /Kx lo fije.',
    },
  },
  sources: {
    PTS: 'el sistema de puntuación del torneo',
    REP: 'FIDE C.07 art. 7.6 (GE antes de 2024-08)',
    ABH: 'FIDE C.07 art. 16.3 (columna de diagnóstico del servidor de referencia)',
    AFB: 'FIDE C.07 art. 8.3, 16.3 (columna de diagnóstico del servidor de referencia)',
    VUR: 'FIDE C.07 art. 16.1.2 (columna de diagnóstico del servidor de referencia)',
    KX: 'manual del árbitro (S. Reuben), «Official FIDE Tie-break Systems», round robin c',
    SOB: 'diapositivas italianas «Buchholz: che cosa è»; desempates de Swiss-Manager 25/70',
    ARZ: 'desempate de Swiss-Manager 61',
    MAN: 'FMJD DrA criterio de ordenación 12; desempates de Swiss-Manager 5/6',
    BCW: 'manual del árbitro (S. Reuben) cap. 13, encuentros eliminatorios por equipos',
    EBE: 'manual del árbitro (S. Reuben) cap. 13, encuentros eliminatorios por equipos',
    FWB: 'práctica de las copas por equipos alemanas, «vorderstes Gewinnbrett»: el equipo que ganó el tablero más adelantado; las claves de C.07 art. 12.2 TBR',
    BERLIN: 'práctica alemana de encuentros por equipos (desempate «Berliner Wertung»); desempate de Swiss-Manager 71',
    EDEBT: 'FIDE C.07 art. 13.3 (combinación nombrada en el texto de 2026)',
    EDEBB: 'FIDE C.07 art. 13.3 (combinación nombrada en el texto de 2026)',
    EDET: 'FIDE C.07 art. 13.3 (combinación nombrada en el texto de 2026)',
    EDEB: 'FIDE C.07 art. 13.3 (combinación nombrada en el texto de 2026)',
  },
  citation: (source) =>
    source
      .replace(/ art\. /g, ' art. ')
      .replace('Official Rules (7th ed.) rule', 'Official Rules (7.ª ed.) regla')
      .replace('DrA sort criterion', 'DrA criterio de ordenación')
      .replace('FMJD Annex', 'FMJD anexo')
      .replace('(cut: ', '(corte: '),
  modifiers: {
    cut: 'Cut-n: descartar los n valores menos significativos (C.07 14.1, 14.2).',
    progressive:
      'C+: cortes progresivos — los jugadores que el criterio deja empatados se comparan de nuevo con un valor más descartado, los que siguen empatados con dos más, y así sucesivamente: desde el criterio sin corte (C+: luego cut 1, cut 2 …) o desde el corte escrito con él (C1+, «cut 1 progressive cuts»: cut 1, luego cut 2 …); el manual del árbitro sobre el progresivo: «si persiste el empate, restar la puntuación de la primera ronda y, si es necesario, la de la segunda».',
    median: 'Median-n: descartar los n valores menos y los n más significativos (C.07 14.3, 14.4).',
    limit:
      'Límite Koya (C.07 14.5): L±n en pasos de medio punto desde el 50 %, Ln un porcentaje del máximo (la lectura del servidor de referencia).',
    played: '/P: las incomparecencias cuentan como partidas contra el oponente previsto (C.07 6.1.1, 15.2).',
    fore: '/F: la media del Fore Buchholz de los oponentes (C.07 2026 8.2).',
    unrated: '/U1400: la valoración que los criterios de valoración dan a los participantes sin valoración (C.07 art. 10).',
    reverse: '/R: el orden inverso al de por defecto (TPN, RTNG).',
    'ignore-vur-first':
      '/V o /N: descartar el valor menos significativo aunque pudiera descartarse una ronda no jugada voluntariamente (C.07 16.5 no aplicado).',
    edition: '@2009, /V2024, /V2026: la edición de las reglas solo para este criterio (los /V0 /V1 /V2 del servidor de referencia).',
    factor: '/Kx: el factor de normalización de SSSC, cuando las reglas lo fijan (C.07 13.4).',
    reference: ':MP / :GP: la puntuación de equipo que lee un criterio individual en un torneo por equipos (C.07 art. 13).',
    'all-met':
      '/A: encuentro directo solo cuando cada empatado se enfrentó a todos los demás — la lectura anterior a C.07 2023 (manual de Vega 2016 p. 9; lichess), en la que no se aplica el «solo en cabeza den lo que den las partidas que faltan» de 6.3; si no, DE no separa a nadie y la auditoría dice por qué.',
  },
  unplayed: {
    'fide-2026': 'FIDE C.07 (2026) art. 16: oponente virtual, con tope (16.4.1, 16.4.2)',
    'fide-2024': 'FIDE C.07 (2023/2024) art. 16: oponente virtual con la puntuación propia del participante',
    'fide-2023': 'FIDE C.07 (2023/2024) art. 16: oponente virtual con la puntuación propia del participante',
    'fide-2009': 'FIDE 2009 (Kallithea): oponente virtual; las partidas no jugadas de los oponentes cuentan como tablas',
    'fide-pre-2009': 'FIDE antes de 2009: una partida no jugada cuenta como tablas contra uno mismo',
    'us-chess': 'US Chess 34E: las partidas no jugadas de los oponentes cuentan como tablas, las propias como oponentes con 0',
    fmjd: 'FMJD: las rondas sin oponente cuentan 0',
    none: 'sin ajuste: puntuaciones tal como se otorgaron, las rondas no jugadas aportan 0',
  },
  readingTitles: {
    'US Chess 34E2 Solkoff': 'US Chess 34E2 Solkoff',
    Buchholz: 'Buchholz',
    'US Chess 34E4 Median': 'US Chess 34E4 mediana',
    'median Buchholz': 'Buchholz mediano',
    'US Chess 34E3 Cumulative': 'US Chess 34E3 acumulativo',
    'the sum of progressive scores': 'el progresivo',
    'US Chess 34E9 cumulative scores of opposition': 'US Chess 34E9 acumulativo de los oponentes',
    'the sum of the opponents’ progressive scores': 'la suma de los progresivos de los oponentes',
    'US Chess 34E5 result between tied players': 'US Chess 34E5 resultado entre los empatados',
    'direct encounter': 'el encuentro directo',
    'US Chess 34E11 average rating of opposition': 'US Chess 34E11 valoración media de los oponentes',
    'C.07 10.1 average rating of opponents': 'C.07 10.1 valoración media de los oponentes',
    'US Chess 34E8 Sonneborn-Berger': 'US Chess 34E8 Sonneborn-Berger',
    'C.07 9.1 Sonneborn-Berger': 'C.07 9.1 Sonneborn-Berger',
    'FMJD DrA 10 average rating of opponents': 'FMJD DrA 10 valoración media de los oponentes',
    'C.07 12.1 Board Count': 'C.07 12.1 suma ponderada de tableros',
    'the board count of wins (S. Reuben)': 'la suma de tableros ganados (S. Reuben)',
  },
  readingNotes: {
    'games won over the board (C.07 7.2): a forfeit win or a bye does not count; "anzahl der siege" is the number of wins with them (WIN, 7.1)':
      'partidas ganadas sobre el tablero (C.07 7.2): no cuentan una victoria por incomparecencia ni un descanso; «anzahl der siege» es el número de victorias contándolos (WIN, 7.1)',
  },
  readUnder: (rules, title, means, others) =>
    `leído según las reglas ${rules} como ${title} (${means}); en otro caso significa ${others.join(' o ')}`,
  readAs: (means, note) => `leído como ${means}, ${note}`,
};
