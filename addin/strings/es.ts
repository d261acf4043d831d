import type { PaneStrings } from './en';
import { countOne as count } from './plural';

/*
 * The task pane's words in Spanish (en.ts says what is among them). The chess words are those of
 * Spanish tournament practice, from:
 * - chess-results' Spanish exports, as io/grid/chess-results-languages.ts reads them:
 *   Clasificación, cuadro cruzado, ronda, Puntos, Nombre, No.Ini. (número inicial), Pos.;
 * - the Federación Española de Ajedrez's "Manual del Árbitro" (2016: "sistemas de desempate",
 *   "desempate", "emparejamientos", "sorteo", "round robin a una vuelta", "encuentros
 *   eliminatorios", Buchholz) and FIDE's General Rules for Competitions in Spanish ("C.05
 *   Reglamento General de Competiciones FIDE": torneo, jugador, árbitro);
 * - a federation's team championship rules (Federación Balear de Ajedrez, "Bases Campeonato de
 *   Mallorca por Equipos": equipo, jugador, categoría, orden de fuerza).
 * Excel's own words are those of Microsoft's Spanish Excel: libro, hoja, celda, panel, Inicio
 * (the Home tab), Entrar, Archivo › Abrir.
 * Not translated: criterion acronyms, codes, the DSL's keywords, the names of the sheets a run
 * writes (Regula Standings …, Regulation) — they are the same in every language.
 */
export const es: PaneStrings = {
  app: {
    languageName: 'Español',
    heading: 'Regula',
    language: (name) => `Idioma del panel: ${name}`,
    languageMenu: 'Idioma del panel',
    languageAutomatic: (name) => `Automático (${name})`,
    tabs: { regulation: 'Reglamento', crosstable: 'Cuadro cruzado', results: 'Resultados', scenarios: 'Escenarios' },
    more: '⋯',
    morePanels: (hidden) => count(hidden, 'panel más', 'paneles más'),
    hostIssueTitle: { internal: 'Regula', excel: 'Excel' },
    couldNotStart: (message) => `Regula no pudo iniciarse: ${message}`,
  },

  manifest: {
    description:
      'Aplica el reglamento de un torneo al cuadro cruzado: desempates, descansos e incomparecencias según la edición, clasificación y una auditoría de cada valor.',
    descriptionShort: 'Desempates, clasificación y auditoría según el reglamento de su torneo.',
    buttonLabel: 'Reglamentos',
    buttonTooltip: 'Abrir Regula: escribir el reglamento, revisar el cuadro cruzado y escribir la clasificación y la auditoría.',
    getStartedTitle: 'Regula está listo',
    getStartedDescription: 'Abra Regula desde la pestaña Inicio para clasificar el cuadro cruzado según su reglamento.',
  },

  demo: {
    title: 'Demostración',
    notice:
      'Esta página funciona fuera de Excel, con un libro de ejemplo mostrado bajo los paneles: un cuadro mural, los emparejamientos de ' +
      'una competición por equipos y un torneo antes de su última ronda (elija la pestaña de su hoja y luego Escenarios). Lea una hoja, ' +
      'ejecute, vea las hojas que escribe Regula y escriba en una celda de la cuadrícula como en Excel; con «En vivo» activado, la ' +
      'clasificación se actualiza. En Excel, abra Regula desde Inicio → Regula.',
    workbook: 'Libro de ejemplo',
    sheet: (name) => `Hoja ${name}`,
    rowHeader: 'Fila',
    editHint: 'Haga clic en una celda (o escriba su dirección), cambie su valor y pulse Entrar: como al escribir en Excel.',
    cell: 'Celda',
    value: 'Valor',
    enter: 'Entrar',
    notACell: (address) => `«${address}» no es una celda: una letra de columna y un número de fila, como F9.`,
  },

  whatToDo: (fix) => `Qué hacer: ${fix}`,

  regulation: {
    panel: 'Reglamento',
    preset: 'Empezar desde una plantilla',
    choosePreset: 'Elegir una plantilla…',
    samples: {
      fide2026Open: 'Ejemplo — abierto FIDE 2026 (sorteo con semilla)',
      vcfGsqt: 'Ejemplo — VCF GSQT 2020-21 (gran premio, equipos, plazas clasificatorias)',
      clubDoubleRoundRobin: 'Ejemplo — torneo de club a doble vuelta (regla de retirada)',
      indiaUnder11: 'Ejemplo — Under-11 Nationals 2012 (oponente virtual FIDE 2009)',
      fide2026TeamSwiss: 'Ejemplo — FIDE 2026 suizo por equipos (desempates por equipos C.07)',
      teamCup: 'Ejemplo — copa por equipos eliminatoria (desempates de un encuentro empatado)',
    },
    restored: 'Restaurado desde la hoja «Regulation» del libro.',
    hoverSource: (source) => `Fuente: ${source}`,
    compareWith: 'Comparar con…',
    compareNothing: 'Nada (sin hoja Regula Compare)',
    compareEdition: (edition) => `Este reglamento según ${edition}`,
    comparePreset: (label) => `Plantilla — ${label}`,
    compareHint:
      'Ejecutar también escribe la hoja Regula Compare: el puesto de cada participante y el criterio que lo decidió, según ambos.',
    status: (errors, warnings) =>
      errors > 0
        ? `${count(errors, 'error', 'errores')} — corríja${errors === 1 ? 'lo' : 'los'} antes de ejecutar`
        : warnings > 0
          ? `Sin errores; ${count(warnings, 'advertencia', 'advertencias')}`
          : 'Sin problemas',
    completionHint: 'Ctrl+Espacio completa palabras clave, ediciones y nombres de criterios.',
    editor: 'Texto del reglamento',
  },

  crosstable: {
    panel: 'Cuadro cruzado',
    sheet: 'Hoja',
    activeSheet: 'Hoja activa',
    layout: 'Formato',
    detect: 'Detectar',
    numbers: 'Números en las celdas de ronda',
    lineNumbers: 'números de línea',
    startingNumbers: 'números iniciales',
    language: 'Idioma',
    languageHint: 'De una exportación de chess-results: sus palabras de encabezado y letras de color',
    afterRound: 'Tras la ronda',
    afterRoundHint: 'Vacío: la última ronda completa',
    section: 'Grupo',
    sectionHint: 'La fila de tablas por grupo, p. ej. K-12',
    read: 'Leer el cuadro cruzado',
    openFile: 'Abrir un archivo…',
    fileInput: 'Un archivo TRF o CSV para llevar a una hoja nueva',
    openFileHint:
      'Un TRF o un CSV (una exportación de chess-results, un cuadro mural, emparejamientos por tablero) entra como hoja nueva y se lee en el acto.',
    imported: (note, sheet) => `${note} Hoja nueva «${sheet}».`,
    nothingRead: 'Nada leído aún: seleccione la hoja con el cuadro cruzado y léala.',
    readFrom: (where, what) => `Leído ${where}: ${what}`,
    teamEvent: 'una competición por equipos (sus equipos abajo)',
    teamMatches: 'encuentros por equipos, tablero a tablero',
    noLayout: 'ningún formato reconocido',
    layoutDetails: (layout) =>
      (layout.headerRow !== undefined ? `Encabezado en la fila ${layout.headerRow}; ` : '') +
      `${count(layout.playerRows, 'fila de jugador', 'filas de jugadores')}; ${count(layout.rounds, 'ronda', 'rondas')}; ${layout.type ?? 'tipo desconocido'}` +
      (layout.numbers ? `; los números son ${layout.numbers === 'line' ? 'números de línea' : 'números iniciales'}` : '') +
      (layout.chessResults ? '; una exportación de chess-results' : '') +
      (layout.language ? ` en ${layout.language}` : '') +
      (layout.afterRound !== undefined ? `; clasificación tras la ronda ${layout.afterRound}` : ''),
    matchesRead: 'Encuentros leídos',
    teamsRead: 'Equipos leídos',
    understood: 'Lo que se entendió',
    preview: (players, rounds, type, unplayed) =>
      `${count(players, 'jugador', 'jugadores')}, ${count(rounds, 'ronda', 'rondas')} (${type}). ` +
      (unplayed.length === 0 ? 'Se jugaron todas las rondas.' : `Sin jugar: ${unplayed.map((u) => `${u.count} × ${u.words}`).join(', ')}.`),
    issues: (n) => (n === 0 ? 'Sin problemas en los datos' : count(n, 'problema en los datos', 'problemas en los datos')),
    moreLikeIt: (n, code) => `— y ${count(n, `problema ${code} más`, `problemas ${code} más`)} después, sin listar`,
  },

  results: {
    panel: 'Resultados',
    run: 'Ejecutar',
    running: 'Ejecutando…',
    cancel: 'Cancelar',
    live: 'En vivo: ejecutar de nuevo cuando cambie el cuadro cruzado',
    progress: {
      reading: 'Leyendo el cuadro cruzado…',
      computing: 'Calculando la clasificación…',
      writing: (done, total, into) =>
        into === ''
          ? `Escribiendo ${done} de ${count(total, 'solicitud', 'solicitudes')}…`
          : `Escribiendo en ${into}: solicitud ${done + 1} de ${total}…`,
    },
    cancelledWhile: {
      reading: 'Cancelado durante la lectura: no se escribió nada en el libro.',
      computing: 'Cancelado durante el cálculo: no se escribió nada en el libro.',
      writing: 'Cancelado durante la escritura: no se escribió nada en el libro.',
    },
    cancelledAfter: (written, total) =>
      `Cancelado tras ${written} de ${count(total, 'solicitud de escritura', 'solicitudes de escritura')}: las hojas y columnas de ` +
      'resultados propias de Regula están incompletas. Ejecute de nuevo para completarlas; sus propias celdas no se modificaron.',
    blocked: (errors) =>
      `El reglamento tiene ${count(errors, 'error', 'errores')}: corríja${errors === 1 ? 'lo' : 'los'} en el panel Reglamento y luego Ejecutar.`,
    whatRunWrites:
      'Ejecutar escribe las columnas de resultados junto al cuadro cruzado, las hojas Regula Standings y Regula Audit (para una hoja de ' +
      'encuentros por equipos tablero a tablero: la hoja Regula Match; para los emparejamientos por tablero de una competición por ' +
      'equipos: Regula Team Crosstable, Standings y Audit), y guarda el reglamento en la hoja «Regulation». Sus propias celdas nunca ' +
      'se modifican.',
    notRun: (why) => `No ejecutado: ${why}`,
    timingComputed: (readMs, computeMs) => `Lectura ${Math.round(readMs)} ms · cálculo ${Math.round(computeMs)} ms · escritura…`,
    timing: (readMs, computeMs, writeMs, requests) =>
      `Lectura ${Math.round(readMs)} ms · cálculo ${Math.round(computeMs)} ms · escritura ${Math.round(writeMs)} ms` +
      (requests !== undefined ? ` (${count(requests, 'solicitud de escritura', 'solicitudes de escritura')})` : ''),
    written: 'Escrito',
    resultColumns: (where) => `Columnas de resultados: ${where}`,
    sheet: (name) => `Hoja ${name}`,
    regulationSheet: 'Hoja Regulation (el texto ejecutado)',
    exportReport: 'Exportar informe de auditoría',
    exportReportHint:
      'Un archivo HTML de esta ejecución para un comité de apelación: los hashes de los datos y del reglamento, la clasificación, cada ' +
      'empate y las contribuciones que lo deshicieron. Ábralo en un navegador para leerlo o imprimirlo.',
    reportSaved: (file) => `${file} se guardó en sus descargas.`,
    reportUnavailable:
      'Sin informe: la última ejecución no clasificó nada que cubra un informe (una hoja de encuentros por equipos no tiene ' +
      'clasificación; un torneo por grupos aún no tiene un informe único, como con `regula report`). Ejecute y luego exporte.',
    listChanged: (round, previous, next) =>
      `La lista de desempates cambió tras la ronda ${round}, con el torneo ya empezado: era «${previous}», ahora es «${next}». ` +
      'La lista de comprobación de la FIDE (Q201) pide que una lista no cambie una vez empezado el torneo; el cambio queda registrado en el historial de la hoja «Regulation».',
    moved: (name, before, after) => `${name} ${before} → ${after}`,
    changes: (changes) => {
      const parts: string[] = [];
      if (changes.moved > 0) {
        const more = changes.moved > changes.examples.length ? ', …' : '';
        parts.push(`${count(changes.moved, 'puesto cambió', 'puestos cambiaron')} (${changes.examples.join(', ')}${more})`);
      }
      if (changes.revalued > 0)
        parts.push(`${count(changes.revalued, 'participante conservó el puesto', 'participantes conservaron el puesto')} con otro valor`);
      if (changes.added > 0) parts.push(count(changes.added, 'participante nuevo', 'participantes nuevos'));
      if (changes.removed > 0) parts.push(count(changes.removed, 'participante ya no clasificado', 'participantes ya no clasificados'));
      return `Desde la ejecución anterior: ${parts.length === 0 ? 'nada cambió en la clasificación' : parts.join('; ')}.`;
    },
  },

  study: {
    simulateLots: 'Simular el sorteo',
    simulating: 'Simulando…',
    simulateLotsHint:
      'Muestra el sorteo que se haría para cada empate que quede tras la lista, a partir de la hoja tal como está. No se escribe nada.',
    scenariosPanel: 'Lo que necesita cada aspirante',
    scenariosIntro:
      'Antes de la próxima ronda — sus emparejamientos introducidos, sus resultados vacíos — cada combinación de resultados en los ' +
      'tableros que importan se clasifica según el reglamento, y a cada jugador que aún puede alcanzar los puestos se le dice qué da ' +
      'cada puesto. No se escribe nada.',
    places: 'Puestos',
    placesHint: 'Vacío para los puestos de premio o de clasificación del reglamento (si no, 3).',
    placesOption: 'Puestos',
    study: 'Mostrar los escenarios',
    studying: 'Enumerando…',
    scenariosTeams: 'Los escenarios son para torneos individuales; esta hoja contiene una competición por equipos.',
    scenariosStopped: (why) => `Sin escenarios: ${why.replace(/\.$/, '')}.`,
  },

  run: {
    regulationErrors: 'El reglamento tiene errores: corríjalos en el panel Reglamento.',
    crosstableErrors: 'El cuadro cruzado tiene errores: vea el panel Cuadro cruzado.',
    teamPairingsErrors: 'Los emparejamientos por equipos tienen errores: vea el panel Cuadro cruzado.',
    matchSheetErrors: 'La hoja de encuentros tiene errores: vea el panel Cuadro cruzado.',
    noMatchTiebreaks:
      'La hoja contiene un encuentro por equipos y el reglamento no tiene un artículo «match tie-breaks» que lo decida: añada uno.',
    sectionProblem: (problem) => `Grupo no válido (${problem}): elija uno de ellos en el campo Grupo.`,
    sectionsNotRead:
      'El reglamento nombra grupos: Ejecutar lee una hoja por grupo (con el nombre del grupo); ejecute de nuevo para leerlas.',
    sectionsErrors: 'Los grupos no son los del reglamento, o la hoja de un grupo tiene errores: vea el panel Cuadro cruzado.',
    sectionRanked: (name, players, first) => `Grupo ${name}: ${count(players, 'jugador', 'jugadores')}, primero: ${first}.`,
    matchSheetNote:
      'La hoja contiene encuentros por equipos tablero a tablero: Ejecutar los decide según los desempates de encuentro del reglamento.',
    teamSheetNote: (described, summary) => `En la hoja: ${described} — ${summary}. Ejecutar clasifica los equipos.`,
    matchRead: (match, firstRow, lastRow, title) =>
      `${match ? `${match.teams[0]} – ${match.teams[1]}: ${count(match.boards, 'tablero', 'tableros')}` : 'un encuentro cuyos equipos no se pudieron leer'} ` +
      `(filas ${firstRow}–${lastRow}${title ? `, ${title}` : ''})`,
    teamRead: (id, name, players) => `${id} ${name}: ${count(players, 'jugador', 'jugadores')}`,
    compareErrors: 'El reglamento con el que comparar tiene errores: corríjalo, o no compare con nada.',
    explainFirst: 'Ejecute primero: la explicación es de la última ejecución.',
    explainUnknown: 'Ese participante no está en la última ejecución: ejecute de nuevo.',
    explainUnknownSection: (name) => `La última ejecución no tiene el grupo ${name}: ejecute de nuevo.`,
  },

  importFile: {
    notText: (file) => `${file} no es un archivo de texto (contiene un byte cero): el panel admite archivos TRF, PGN, Chess-JSON y CSV.`,
    workbook: (file) => `${file} es un libro: ábralo en el propio Excel (Archivo › Abrir) y lea aquí su hoja.`,
    unknownKind: (file) => `${file}: el panel admite archivos TRF (.trf, .txt), PGN (.pgn, .txt), Chess-JSON (.json) y CSV (.csv).`,
    notBroughtIn: (file, error) => `${file} no se importó: ${error}`,
    errorAt: (line, column, message) => `línea ${line}:${column}: ${message}`,
    teamEvent: (file, teams, rounds, boards) =>
      `${file}: una competición por equipos (${count(teams, 'equipo', 'equipos')}, ${count(rounds, 'ronda', 'rondas')}, ` +
      `${count(boards, 'tablero', 'tableros')}) importada como sus emparejamientos por tablero, ronda a ronda.`,
    crosstable: (file, players, rounds, lost) =>
      `${file}: ${count(players, 'jugador', 'jugadores')}, ${count(rounds, 'ronda', 'rondas')}, importados como cuadro cruzado` +
      `${lost.length > 0 ? `; la hoja no conserva estos datos del torneo: ${lost.join(', ')}` : ''}.`,
    csv: (file, rows, cut) =>
      `${file}: ${count(rows, 'fila importada', 'filas importadas')} tal cual.${cut === undefined ? '' : ` Advertencia: ${cut}`}`,
    warnings: (shown, more) =>
      `Leído con ${count(shown.length + more, 'advertencia', 'advertencias')}: ${shown.join('; ')}${more > 0 ? `; y ${more} más` : ''}.`,
  },

  standings: {
    title: 'Clasificación',
    section: 'Grupo',
    hint: (rows) =>
      `${count(rows, 'fila', 'filas')}. Haga clic en una fila (o pulse Entrar en ella) para ver por qué está por encima de la siguiente; ` +
      'las flechas pasan de una fila a otra.',
    columns: (shown, all) => `Columnas (${shown} de ${all})`,
    why: 'Por qué',
  },

  explanations: {
    ties: 'Cómo se deshicieron los empates',
    matches: 'Cómo se decidieron los encuentros',
    noTies: 'No hay empates que deshacer.',
    noMatches: 'No hay encuentros que decidir.',
    tiesCount: (splits) => `Cómo se deshicieron los empates (${count(splits, 'desempate', 'desempates')})`,
    matchesCount: (lines) => `Cómo se decidieron los encuentros (${count(lines, 'línea', 'líneas')})`,
    more: (next, rest) => `Mostrar ${next} más de ${rest}`,
  },
};
