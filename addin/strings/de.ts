import type { PaneStrings } from './en';
import { countOne as count } from './plural';

/*
 * The task pane's words in German (en.ts says what is among them). The chess words are those of
 * German tournament practice, from:
 * - chess-results' German exports, as io/grid/chess-results-languages.ts reads them: Rangliste,
 *   Kreuztabelle, Endtabelle, Runde, Pkt./Punkte, Snr (Startnummer), Platz, Mannschaft, Brett,
 *   Spielerpaarungen / Brettpaarungen, spielfrei;
 * - "Feinwertung" (de.wikipedia.org/wiki/Feinwertung): Feinwertung, punktgleich, Rangliste,
 *   Kreuztabelle, Sonneborn-Berger-Wertung;
 * - tournament rules published by German organisers: the Deutschlandturnier's Turnierbestimmungen
 *   (deutschlandturnier2016.de, "Wertung", "Punktgleichheit", "Buchholz-Wertung", "Feinwertung",
 *   "Schweizer System", "Schiedsgericht"), an event's "Turnierordnung" (chessmail.info wiki:
 *   Gruppen, Spielpaarungen, Turnierleiter), clubs' tournament announcements (schachclub-waldbronn.de:
 *   "Auslosung", "Paarungen"; schachclub-oranienburg.de: "Rangliste nach Runde 1", "Ausschreibung";
 *   schachunion-ebersberg-grafing.de: "kampflos"), lss.chess-server.net's tournament rules
 *   ("Gleichstände werden durch Sonneborn-Berger-Wertung … aufgebrochen"), and the Deutscher
 *   Fernschachbund's Spielordnung (bdf-fernschachbund.de: "Mannschaftskämpfe", "doppelrundig",
 *   "Turniergruppen").
 * Excel's own words are those of Microsoft's German Excel: Arbeitsmappe, Blatt, Zelle,
 * Aufgabenbereich, Start (the Home tab), Strg+Leertaste, Eingabetaste.
 * Not translated: criterion acronyms, codes, the DSL's keywords, the names of the sheets a run
 * writes (Regula Standings …, Regulation) — they are the same in every language.
 */
export const de: PaneStrings = {
  app: {
    languageName: 'Deutsch',
    heading: 'Regula',
    language: (name) => `Sprache des Aufgabenbereichs: ${name}`,
    languageMenu: 'Sprache des Aufgabenbereichs',
    languageAutomatic: (name) => `Automatisch (${name})`,
    tabs: { regulation: 'Turnierordnung', crosstable: 'Kreuztabelle', results: 'Ergebnisse', scenarios: 'Szenarien' },
    more: '⋯',
    morePanels: (hidden) => count(hidden, 'weiterer Bereich', 'weitere Bereiche'),
    hostIssueTitle: { internal: 'Regula', excel: 'Excel' },
    couldNotStart: (message) => `Regula konnte nicht starten: ${message}`,
  },

  manifest: {
    description:
      'Wendet die Turnierordnung auf die Kreuztabelle an: Feinwertungen, spielfreie und kampflose Partien nach Regelfassung, Rangliste und ein Prüfprotokoll jedes Werts.',
    descriptionShort: 'Feinwertungen, Rangliste und Prüfprotokoll nach Ihrer Turnierordnung.',
    buttonLabel: 'Turnierordnung',
    buttonTooltip: 'Regula öffnen: die Turnierordnung schreiben, die Kreuztabelle prüfen und Rangliste und Prüfprotokoll schreiben.',
    getStartedTitle: 'Regula ist bereit',
    getStartedDescription: 'Öffnen Sie Regula auf der Registerkarte Start, um die Kreuztabelle nach Ihrer Turnierordnung zu werten.',
  },

  demo: {
    title: 'Demo',
    notice:
      'Diese Seite läuft außerhalb von Excel, mit einer Beispielarbeitsmappe unter den Bereichen: eine Wandtabelle, die Paarungen ' +
      'eines Mannschaftsturniers und ein Turnier vor seiner letzten Runde (wählen Sie sein Blattregister, dann Szenarien). Lesen Sie ' +
      'ein Blatt ein, führen Sie aus, sehen Sie die Blätter, die Regula schreibt, und tippen Sie wie in Excel in eine Zelle des ' +
      'Rasters – mit „Live“ folgt die Rangliste. In Excel öffnen Sie Regula über Start → Regula.',
    workbook: 'Beispielarbeitsmappe',
    sheet: (name) => `Blatt ${name}`,
    rowHeader: 'Zeile',
    editHint:
      'Klicken Sie auf eine Zelle (oder geben Sie ihre Adresse ein), ändern Sie ihren Wert und drücken Sie die Eingabetaste: wie beim Tippen in Excel.',
    cell: 'Zelle',
    value: 'Wert',
    enter: 'Eingabe',
    notACell: (address) => `„${address}“ ist keine Zelle: ein Spaltenbuchstabe und eine Zeilennummer, wie F9.`,
  },

  whatToDo: (fix) => `Was tun: ${fix}`,

  regulation: {
    panel: 'Turnierordnung',
    preset: 'Mit einer Vorlage beginnen',
    choosePreset: 'Vorlage wählen…',
    samples: {
      fide2026Open: 'Beispiel — FIDE 2026 Open (Los mit festem Startwert)',
      vcfGsqt: 'Beispiel — VCF GSQT 2020-21 (Grand Prix, Mannschaften, Qualifikation)',
      clubDoubleRoundRobin: 'Beispiel — doppelrundiges Vereinsturnier (Regel für Rückzüge)',
      indiaUnder11: 'Beispiel — Under-11 Nationals 2012 (virtueller Gegner nach FIDE 2009)',
      fide2026TeamSwiss: 'Beispiel — FIDE 2026 Mannschaftsturnier, Schweizer System (Feinwertungen nach C.07)',
      teamCup: 'Beispiel — Mannschaftspokal im K.-o.-System (Feinwertungen für einen unentschiedenen Mannschaftskampf)',
    },
    restored: 'Aus dem Blatt „Regulation“ der Arbeitsmappe wiederhergestellt.',
    hoverSource: (source) => `Quelle: ${source}`,
    compareWith: 'Vergleichen mit…',
    compareNothing: 'Nichts (kein Blatt Regula Compare)',
    compareEdition: (edition) => `Diese Turnierordnung nach ${edition}`,
    comparePreset: (label) => `Vorlage — ${label}`,
    compareHint: 'Ausführen schreibt dann auch das Blatt Regula Compare: Platz und entscheidendes Kriterium jedes Teilnehmers nach beiden.',
    status: (errors, warnings) =>
      errors > 0
        ? `${count(errors, 'Fehler', 'Fehler')} — vor dem Ausführen beheben`
        : warnings > 0
          ? `Keine Fehler; ${count(warnings, 'Warnung', 'Warnungen')}`
          : 'Keine Probleme',
    completionHint: 'Strg+Leertaste ergänzt Schlüsselwörter, Regelfassungen und Namen von Kriterien.',
    editor: 'Text der Turnierordnung',
  },

  crosstable: {
    panel: 'Kreuztabelle',
    sheet: 'Blatt',
    activeSheet: 'Aktives Blatt',
    layout: 'Aufbau',
    detect: 'Erkennen',
    numbers: 'Zahlen in den Rundenzellen',
    lineNumbers: 'Zeilennummern',
    startingNumbers: 'Startnummern',
    language: 'Sprache',
    languageHint: 'Eines chess-results-Exports: seine Spaltenköpfe und Farbbuchstaben',
    afterRound: 'Nach Runde',
    afterRoundHint: 'Leer: die letzte vollständige Runde',
    section: 'Gruppe',
    sectionHint: 'Die Zeile der Tabellen je Gruppe, z. B. K-12',
    read: 'Kreuztabelle einlesen',
    openFile: 'Datei öffnen…',
    fileInput: 'Eine TRF- oder CSV-Datei, die als neues Blatt eingefügt wird',
    openFileHint:
      'Eine TRF- oder CSV-Datei (ein chess-results-Export, eine Wandtabelle, Brettpaarungen) kommt als neues Blatt hinzu und wird sofort eingelesen.',
    imported: (note, sheet) => `${note} Neues Blatt „${sheet}“.`,
    nothingRead: 'Noch nichts eingelesen: Wählen Sie das Blatt mit der Kreuztabelle und lesen Sie es ein.',
    readFrom: (where, what) => `Gelesen aus ${where}: ${what}`,
    teamEvent: 'ein Mannschaftsturnier (seine Mannschaften unten)',
    teamMatches: 'Mannschaftskämpfe, Brett für Brett',
    noLayout: 'kein Aufbau erkannt',
    layoutDetails: (layout) =>
      (layout.headerRow !== undefined ? `Kopfzeile in Zeile ${layout.headerRow}; ` : '') +
      `${count(layout.playerRows, 'Spielerzeile', 'Spielerzeilen')}; ${count(layout.rounds, 'Runde', 'Runden')}; ${layout.type ?? 'Turnierart unbekannt'}` +
      (layout.numbers ? `; die Zahlen sind ${layout.numbers === 'line' ? 'Zeilennummern' : 'Startnummern'}` : '') +
      (layout.chessResults ? '; ein chess-results-Export' : '') +
      (layout.language ? ` auf ${layout.language}` : '') +
      (layout.afterRound !== undefined ? `; Rangliste nach Runde ${layout.afterRound}` : ''),
    matchesRead: 'Eingelesene Mannschaftskämpfe',
    teamsRead: 'Eingelesene Mannschaften',
    understood: 'Was erkannt wurde',
    preview: (players, rounds, type, unplayed) =>
      `${count(players, 'Spieler', 'Spieler')}, ${count(rounds, 'Runde', 'Runden')} (${type}). ` +
      (unplayed.length === 0
        ? 'Alle Runden wurden gespielt.'
        : `Nicht gespielt: ${unplayed.map((u) => `${u.count} × ${u.words}`).join(', ')}.`),
    issues: (n) =>
      n === 0 ? 'Keine Probleme in den Eingabedaten' : count(n, 'Problem in den Eingabedaten', 'Probleme in den Eingabedaten'),
    moreLikeIt: (n, code) => `— und ${count(n, `weiteres ${code}-Problem`, `weitere ${code}-Probleme`)} danach, nicht aufgeführt`,
  },

  results: {
    panel: 'Ergebnisse',
    run: 'Ausführen',
    running: 'Läuft…',
    cancel: 'Abbrechen',
    live: 'Live: erneut ausführen, wenn sich die Kreuztabelle ändert',
    progress: {
      reading: 'Die Kreuztabelle wird eingelesen…',
      computing: 'Die Rangliste wird berechnet…',
      writing: (done, total, into) =>
        into === ''
          ? `Schreiben: ${done} von ${count(total, 'Anforderung', 'Anforderungen')}…`
          : `Schreiben in ${into}: Anforderung ${done + 1} von ${total}…`,
    },
    cancelledWhile: {
      reading: 'Beim Einlesen abgebrochen: Nichts wurde in die Arbeitsmappe geschrieben.',
      computing: 'Beim Berechnen abgebrochen: Nichts wurde in die Arbeitsmappe geschrieben.',
      writing: 'Beim Schreiben abgebrochen: Nichts wurde in die Arbeitsmappe geschrieben.',
    },
    cancelledAfter: (written, total) =>
      `Abgebrochen nach ${written} von ${count(total, 'Schreibanforderung', 'Schreibanforderungen')}: Die eigenen Blätter und ` +
      'Ergebnisspalten von Regula sind unvollständig. Führen Sie erneut aus, um sie zu vervollständigen; Ihre eigenen Zellen wurden nicht geändert.',
    blocked: (errors) =>
      `Die Turnierordnung hat ${count(errors, 'Fehler', 'Fehler')}: Beheben Sie ${errors === 1 ? 'ihn' : 'sie'} im Bereich Turnierordnung, dann Ausführen.`,
    whatRunWrites:
      'Ausführen schreibt die Ergebnisspalten neben die Kreuztabelle, die Blätter Regula Standings und Regula Audit (bei einem Blatt mit ' +
      'Mannschaftskämpfen Brett für Brett: das Blatt Regula Match; bei den Brettpaarungen eines Mannschaftsturniers: Regula Team ' +
      'Crosstable, Standings und Audit) und speichert die Turnierordnung im Blatt „Regulation“. Ihre eigenen Zellen werden nie geändert.',
    notRun: (why) => `Nicht ausgeführt: ${why}`,
    timingComputed: (readMs, computeMs) => `Lesen ${Math.round(readMs)} ms · Berechnen ${Math.round(computeMs)} ms · Schreiben…`,
    timing: (readMs, computeMs, writeMs, requests) =>
      `Lesen ${Math.round(readMs)} ms · Berechnen ${Math.round(computeMs)} ms · Schreiben ${Math.round(writeMs)} ms` +
      (requests !== undefined ? ` (${count(requests, 'Schreibanforderung', 'Schreibanforderungen')})` : ''),
    written: 'Geschrieben',
    resultColumns: (where) => `Ergebnisspalten: ${where}`,
    sheet: (name) => `Blatt ${name}`,
    regulationSheet: 'Blatt Regulation (der ausgeführte Text)',
    exportReport: 'Prüfbericht exportieren',
    exportReportHint:
      'Eine HTML-Datei dieses Laufs für ein Schiedsgericht: die Hashwerte der Eingabe und der Turnierordnung, die Rangliste, ' +
      'jeder Gleichstand und die Beiträge, die ihn aufgelöst haben. Zum Lesen oder Drucken in einem Browser öffnen.',
    reportSaved: (file) => `${file} wurde bei Ihren Downloads gespeichert.`,
    reportUnavailable:
      'Kein Bericht: Der letzte Lauf hat nichts gewertet, was ein Bericht umfasst (ein Blatt mit Mannschaftskämpfen hat keine Rangliste; ' +
      'für ein Turnier in Gruppen gibt es noch keinen gemeinsamen Bericht, wie bei `regula report`). Ausführen, dann exportieren.',
    listChanged: (round, previous, next) =>
      `Die Liste der Feinwertungen wurde nach Runde ${round} geändert, nachdem das Turnier begonnen hatte: Sie war „${previous}“, jetzt ist sie „${next}“. ` +
      'Die Checkliste der FIDE (Q201) verlangt, dass die Liste nach Turnierbeginn nicht mehr geändert wird; die Änderung ist im Verlauf auf dem Blatt „Regulation“ festgehalten.',
    moved: (name, before, after) => `${name} ${before} → ${after}`,
    changes: (changes) => {
      const parts: string[] = [];
      if (changes.moved > 0) {
        const more = changes.moved > changes.examples.length ? ', …' : '';
        parts.push(`${count(changes.moved, 'Platz', 'Plätze')} geändert (${changes.examples.join(', ')}${more})`);
      }
      if (changes.revalued > 0) parts.push(`${count(changes.revalued, 'Teilnehmer', 'Teilnehmer')} auf gleichem Platz mit anderem Wert`);
      if (changes.added > 0) parts.push(`${count(changes.added, 'Teilnehmer', 'Teilnehmer')} neu`);
      if (changes.removed > 0) parts.push(`${count(changes.removed, 'Teilnehmer', 'Teilnehmer')} nicht mehr in der Rangliste`);
      return `Seit dem vorigen Lauf: ${parts.length === 0 ? 'nichts in der Rangliste geändert' : parts.join('; ')}.`;
    },
  },

  study: {
    simulateLots: 'Losentscheid simulieren',
    simulating: 'Wird simuliert…',
    simulateLotsHint:
      'Zeigt den Losentscheid für jeden Gleichstand, der nach der Liste bleibt, nach dem Blatt, wie es ist. Nichts wird geschrieben.',
    scenariosPanel: 'Was jeder Anwärter braucht',
    scenariosIntro:
      'Vor der kommenden Runde – ihre Paarungen eingetragen, die Ergebnisse leer – wird jede Kombination von Ergebnissen an den ' +
      'entscheidenden Brettern nach der Turnierordnung gewertet, und jeder Spieler, der die Plätze noch erreichen kann, erfährt, ' +
      'was welchen Platz ergibt. Nichts wird geschrieben.',
    places: 'Plätze',
    placesHint: 'Leer für die Preis- oder Qualifikationsplätze der Turnierordnung (sonst 3).',
    placesOption: 'Plätze',
    study: 'Szenarien zeigen',
    studying: 'Wird durchgerechnet…',
    scenariosTeams: 'Szenarien gibt es für Einzelturniere; dieses Blatt enthält ein Mannschaftsturnier.',
    scenariosStopped: (why) => `Keine Szenarien: ${why.replace(/\.$/, '')}.`,
  },

  run: {
    regulationErrors: 'Die Turnierordnung hat Fehler: Beheben Sie sie im Bereich Turnierordnung.',
    crosstableErrors: 'Die Kreuztabelle hat Fehler: siehe Bereich Kreuztabelle.',
    teamPairingsErrors: 'Die Mannschaftspaarungen haben Fehler: siehe Bereich Kreuztabelle.',
    matchSheetErrors: 'Das Blatt der Mannschaftskämpfe hat Fehler: siehe Bereich Kreuztabelle.',
    noMatchTiebreaks:
      'Das Blatt enthält einen Mannschaftskampf, und die Turnierordnung hat keinen Artikel „match tie-breaks“, der ihn entscheidet: Fügen Sie einen hinzu.',
    sectionProblem: (problem) => `Die Gruppe passt nicht (${problem}): Wählen Sie eine davon im Feld Gruppe.`,
    sectionsNotRead:
      'Die Turnierordnung nennt Gruppen: Ausführen liest ein Blatt je Gruppe (benannt wie die Gruppe); führen Sie erneut aus, um sie einzulesen.',
    sectionsErrors: 'Die Gruppen sind nicht die der Turnierordnung, oder das Blatt einer Gruppe hat Fehler: siehe Bereich Kreuztabelle.',
    sectionRanked: (name, players, first) => `Gruppe ${name}: ${count(players, 'Spieler', 'Spieler')}, Platz 1: ${first}.`,
    matchSheetNote:
      'Das Blatt enthält Mannschaftskämpfe Brett für Brett: Ausführen entscheidet sie nach den Feinwertungen der Turnierordnung für Mannschaftskämpfe.',
    teamSheetNote: (described, summary) => `Auf dem Blatt: ${described} — ${summary}. Ausführen erstellt die Rangliste der Mannschaften.`,
    matchRead: (match, firstRow, lastRow, title) =>
      `${match ? `${match.teams[0]} – ${match.teams[1]}: ${count(match.boards, 'Brett', 'Bretter')}` : 'ein Mannschaftskampf, dessen Mannschaften nicht gelesen werden konnten'} ` +
      `(Zeilen ${firstRow}–${lastRow}${title ? `, ${title}` : ''})`,
    teamRead: (id, name, players) => `${id} ${name}: ${count(players, 'Spieler', 'Spieler')}`,
    compareErrors: 'Die Turnierordnung zum Vergleich hat Fehler: Beheben Sie sie, oder vergleichen Sie mit nichts.',
    explainFirst: 'Zuerst ausführen: Die Erklärung bezieht sich auf den letzten Lauf.',
    explainUnknown: 'Dieser Teilnehmer ist nicht im letzten Lauf: Führen Sie erneut aus.',
    explainUnknownSection: (name) => `Der letzte Lauf hat keine Gruppe ${name}: Führen Sie erneut aus.`,
  },

  importFile: {
    notText: (file) =>
      `${file} ist keine Textdatei (sie enthält ein Nullbyte): Der Aufgabenbereich liest TRF-, PGN-, Chess-JSON- und CSV-Dateien ein.`,
    workbook: (file) =>
      `${file} ist eine Arbeitsmappe: Öffnen Sie sie in Excel selbst (Datei › Öffnen), und lesen Sie dann hier ihr Blatt ein.`,
    unknownKind: (file) =>
      `${file}: Der Aufgabenbereich liest TRF- (.trf, .txt), PGN- (.pgn, .txt), Chess-JSON- (.json) und CSV-Dateien (.csv) ein.`,
    notBroughtIn: (file, error) => `${file} wurde nicht eingefügt: ${error}`,
    errorAt: (line, column, message) => `Zeile ${line}:${column}: ${message}`,
    teamEvent: (file, teams, rounds, boards) =>
      `${file}: ein Mannschaftsturnier (${count(teams, 'Mannschaft', 'Mannschaften')}, ${count(rounds, 'Runde', 'Runden')}, ` +
      `${count(boards, 'Brett', 'Bretter')}), eingefügt als seine Brettpaarungen, Runde für Runde.`,
    crosstable: (file, players, rounds, lost) =>
      `${file}: ${count(players, 'Spieler', 'Spieler')}, ${count(rounds, 'Runde', 'Runden')}, eingefügt als Kreuztabelle` +
      `${lost.length > 0 ? `; was das Blatt vom Turnier nicht enthält: ${lost.join(', ')}` : ''}.`,
    csv: (file, rows, cut) =>
      `${file}: ${count(rows, 'Zeile', 'Zeilen')} unverändert eingefügt.${cut === undefined ? '' : ` Warnung: ${cut}`}`,
    warnings: (shown, more) =>
      `Eingelesen mit ${count(shown.length + more, 'Warnung', 'Warnungen')}: ${shown.join('; ')}${more > 0 ? `; und ${more} weitere` : ''}.`,
  },

  standings: {
    title: 'Rangliste',
    section: 'Gruppe',
    hint: (rows) =>
      `${count(rows, 'Zeile', 'Zeilen')}. Klicken Sie auf eine Zeile (oder drücken Sie dort die Eingabetaste), um zu sehen, warum sie über ` +
      'der nächsten steht; die Pfeiltasten wechseln zwischen den Zeilen.',
    columns: (shown, all) => `Spalten (${shown} von ${all})`,
    why: 'Warum',
  },

  explanations: {
    ties: 'Wie die Gleichstände aufgelöst wurden',
    matches: 'Wie die Mannschaftskämpfe entschieden wurden',
    noTies: 'Keine Gleichstände aufzulösen.',
    noMatches: 'Kein Mannschaftskampf zu entscheiden.',
    tiesCount: (splits) => `Wie die Gleichstände aufgelöst wurden (${count(splits, 'Trennung', 'Trennungen')})`,
    matchesCount: (lines) => `Wie die Mannschaftskämpfe entschieden wurden (${count(lines, 'Zeile', 'Zeilen')})`,
    more: (next, rest) => `${next} weitere von ${rest} zeigen`,
  },
};
