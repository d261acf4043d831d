import { countOne } from '../../render/booklet-words/plural';
import type { ReportParticipants, ReportWords } from './report-types';

/*
 * The audit report in Spanish, in the task pane's words for it (addin/strings/es.ts "Exportar
 * informe de auditoría": informe de auditoría, comité de apelación, hashes, datos, reglamento,
 * clasificación, empate, contribuciones) and `rank`'s for the rest (es.ts: empatados, desempate,
 * semilla, sorteo, play-off, ronda).
 */

const PLURAL: Readonly<Record<ReportParticipants, readonly [string, string]>> = {
  players: ['jugador', 'jugadores'],
  teams: ['equipo', 'equipos'],
};
const count = (n: number, participants: ReportParticipants) => countOne(n, PLURAL[participants][0], PLURAL[participants][1]);

export const reportEs: ReportWords = {
  title: (regulation) => `Informe de auditoría: ${regulation}`,
  contents: 'Índice',
  parts: {
    standings: 'Clasificación',
    ties: 'Los empates y cómo se deshicieron',
    lots: 'Sorteo',
    issues: 'Errores y advertencias del cálculo',
  },
  header: {
    Regulation: 'Reglamento',
    Version: 'Versión',
    Rules: 'Normas',
    'Ranking list': 'Lista de desempates',
    'Regulation hash (SHA-256)': 'Hash del reglamento (SHA-256)',
    Input: 'Datos',
    'Input hash (SHA-256)': 'Hash de los datos (SHA-256)',
    'Input file hash (SHA-256)': 'Hash del archivo de datos (SHA-256)',
    'Regula version': 'Versión de Regula',
    'Run at': 'Calculado el',
  },
  columns: {
    Places: 'Puestos',
    Seed: 'Semilla',
    Drawn: 'Orden',
    'Lot number': 'Número de sorteo',
    Opponent: 'Oponente',
    'Opponent value': 'Valor del oponente',
    Scored: 'Puntuado',
    Contribution: 'Contribución',
  },
  counted: { yes: 'sí', no: 'no' },
  captions: { sectionValues: 'Valores de la sección', awards: 'Premios' },
  standingsIntro: (n, participants, decidedBy) =>
    `${count(n, participants)}, en el orden de la clasificación; «${decidedBy}» nombra el criterio que situó a cada uno.`,
  noTies: (participants, criterion) =>
    `Ningún ${PLURAL[participants][0]} estaba empatado en ${criterion}: la lista no tenía nada que deshacer.`,
  tiesIntro: (groups, participants, criterion, tied) =>
    `${countOne(groups, 'grupo', 'grupos')} de ${PLURAL[participants][1]} empatados en ${criterion} (${count(tied, participants)}). ` +
    'Para cada uno: los criterios comparados en el orden de la lista y el valor de cada miembro, cada paso del desempate ' +
    'y las contribuciones detrás de cada valor que decidió (C.07 art. 4.2: un criterio se aplica solo a los que siguen empatados).',
  tieHeading: (places, n, participants, criterion, score) =>
    `Puestos ${places}: ${count(n, participants)} empatados en ${criterion} ${score}`,
  seed: (seed) => `(semilla ${seed})`,
  stillTied: (left) => `Siguen empatados tras la lista: ${left === 'shared' ? 'los puestos se comparten' : 'decide un play-off'}.`,
  contributions: (criterion) => `${criterion}: las contribuciones detrás de cada valor`,
  split: { stillTied: 'siguen empatados', didNotApply: (criterion) => `${criterion} no se aplicó` },
  severity: { error: 'error', warning: 'advertencia' },
};
