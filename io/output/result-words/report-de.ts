import { countOne } from '../../render/booklet-words/plural';
import type { ReportParticipants, ReportWords } from './report-types';

/*
 * The audit report in German, in the task pane's words for it (addin/strings/de.ts "Prüfbericht
 * exportieren": Prüfbericht, Schiedsgericht, Hashwerte, Eingabe, Turnierordnung, Rangliste,
 * Gleichstand, Beiträge) and `rank`'s for the rest (de.ts: gleichstehend, Startwert, Los,
 * Stichkampf, Runde).
 */

const PLURAL: Readonly<Record<ReportParticipants, readonly [string, string]>> = {
  players: ['Spieler', 'Spieler'],
  teams: ['Mannschaft', 'Mannschaften'],
};
/** "von Spielern": the dative plural after "von". */
const DATIVE: Readonly<Record<ReportParticipants, string>> = { players: 'Spielern', teams: 'Mannschaften' };
const count = (n: number, participants: ReportParticipants) => countOne(n, PLURAL[participants][0], PLURAL[participants][1]);

export const reportDe: ReportWords = {
  title: (regulation) => `Prüfbericht: ${regulation}`,
  contents: 'Inhalt',
  parts: {
    standings: 'Rangliste',
    ties: 'Gleichstände und wie sie aufgelöst wurden',
    lots: 'Losentscheid',
    issues: 'Fehler und Warnungen des Laufs',
  },
  header: {
    Regulation: 'Turnierordnung',
    Version: 'Version',
    Rules: 'Regeln',
    'Ranking list': 'Wertungsliste',
    'Regulation hash (SHA-256)': 'Hashwert der Turnierordnung (SHA-256)',
    Input: 'Eingabe',
    'Input hash (SHA-256)': 'Hashwert der Eingabe (SHA-256)',
    'Input file hash (SHA-256)': 'Hashwert der Eingabedatei (SHA-256)',
    'Regula version': 'Regula-Version',
    'Run at': 'Zeitpunkt des Laufs',
  },
  columns: {
    Places: 'Plätze',
    Seed: 'Startwert',
    Drawn: 'Gezogen',
    'Lot number': 'Losnummer',
    Opponent: 'Gegner',
    'Opponent value': 'Wert des Gegners',
    Scored: 'Erzielt',
    Contribution: 'Beitrag',
  },
  counted: { yes: 'ja', no: 'nein' },
  captions: { sectionValues: 'Werte des Abschnitts', awards: 'Preise' },
  standingsIntro: (n, participants, decidedBy) =>
    `${count(n, participants)} in der Reihenfolge der Rangliste; „${decidedBy}“ nennt das Kriterium, das jeden platziert hat.`,
  noTies: (participants, criterion) =>
    `Keine ${PLURAL[participants][1]} standen in ${criterion} gleich: die Liste hatte nichts aufzulösen.`,
  tiesIntro: (groups, participants, criterion, tied) =>
    `${countOne(groups, 'Gruppe', 'Gruppen')} von ${DATIVE[participants]}, gleichstehend in ${criterion} (${count(tied, participants)}). ` +
    'Für jede: die verglichenen Kriterien in der Reihenfolge der Liste und der Wert jedes Mitglieds, jeder Schritt der Auflösung ' +
    'und die Beiträge hinter jedem entscheidenden Wert (C.07 Art. 4.2: ein Kriterium gilt nur für die noch Gleichstehenden).',
  tieHeading: (places, n, participants, criterion, score) =>
    `Plätze ${places}: ${count(n, participants)} gleichstehend in ${criterion} ${score}`,
  seed: (seed) => `(Startwert ${seed})`,
  stillTied: (left) =>
    `Nach der Liste weiter gleichstehend: ${left === 'shared' ? 'die Plätze werden geteilt' : 'ein Stichkampf entscheidet'}.`,
  contributions: (criterion) => `${criterion}: die Beiträge hinter jedem Wert`,
  split: { stillTied: 'weiter gleichstehend', didNotApply: (criterion) => `${criterion} nicht anwendbar` },
  severity: { error: 'Fehler', warning: 'Warnung' },
};
