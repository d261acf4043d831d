import type { PaneStrings } from './en';
import { countFrench as count } from './plural';

/*
 * The task pane's words in French (en.ts says what is among them). The chess words are those of
 * French tournament practice, from:
 * - chess-results' French pages, as io/grid/chess-results-languages.ts reads them: classement,
 *   grille américaine, ronde, points, Nom, blancs/noirs;
 * - the Fédération Française des Échecs' "Livre de l'arbitre" (its chapters "Les Départages",
 *   "Tableaux d'appariement", "Tournois toutes rondes", "système suisse", "Tournois à
 *   élimination directe (Coupes)"), its "Championnat de France des Clubs" rules (équipes,
 *   groupes, rencontres, échiquiers) and a league's rules (Ligue d'Île-de-France, "Règlement
 *   Critérium": tirage au sort, poules, forfaits individuels et d'équipes);
 * - FIDE's handbook in French where the FFE's book quotes it (C.05 règles des tournois,
 *   C.04 système suisse).
 * Excel's own words are those of Microsoft's French Excel: classeur, feuille, cellule, volet,
 * Accueil (the Home tab), Entrée, Fichier › Ouvrir. French typography: a no-break space before
 * « : ; » and inside « », the singular for 0 and 1 (plural.ts).
 * Not translated: criterion acronyms, codes, the DSL's keywords, the names of the sheets a run
 * writes (Regula Standings …, Regulation) — they are the same in every language.
 */
export const fr: PaneStrings = {
  app: {
    languageName: 'Français',
    heading: 'Regula',
    language: (name) => `Langue du volet : ${name}`,
    languageMenu: 'Langue du volet',
    languageAutomatic: (name) => `Automatique (${name})`,
    tabs: { regulation: 'Règlement', crosstable: 'Grille', results: 'Résultats', scenarios: 'Scénarios' },
    more: '⋯',
    morePanels: (hidden) => count(hidden, 'autre panneau', 'autres panneaux'),
    hostIssueTitle: { internal: 'Regula', excel: 'Excel' },
    couldNotStart: (message) => `Regula n’a pas pu démarrer : ${message}`,
  },

  manifest: {
    description:
      'Applique le règlement d’un tournoi à la grille américaine : départages, exempts et forfaits selon l’édition, classement et audit de chaque valeur.',
    descriptionShort: 'Départages, classement et audit selon le règlement de votre tournoi.',
    buttonLabel: 'Règlements',
    buttonTooltip: 'Ouvrir Regula : écrire le règlement, vérifier la grille américaine, puis écrire le classement et l’audit.',
    getStartedTitle: 'Regula est prêt',
    getStartedDescription: 'Ouvrez Regula depuis l’onglet Accueil pour classer la grille américaine selon votre règlement.',
  },

  demo: {
    title: 'Démo',
    notice:
      'Cette page fonctionne hors d’Excel, sur un classeur d’exemple affiché sous les panneaux : un tableau mural, les appariements ' +
      'd’une compétition par équipes et un tournoi avant sa dernière ronde (choisissez l’onglet de sa feuille, puis Scénarios). Lisez ' +
      'une feuille, exécutez, voyez les feuilles que Regula écrit, et tapez dans une cellule de la grille comme dans Excel ; avec ' +
      '« En direct », le classement suit. Dans Excel, ouvrez Regula depuis Accueil → Regula.',
    workbook: 'Classeur d’exemple',
    sheet: (name) => `Feuille ${name}`,
    rowHeader: 'Ligne',
    editHint: 'Cliquez sur une cellule (ou tapez son adresse), modifiez sa valeur et appuyez sur Entrée : comme en tapant dans Excel.',
    cell: 'Cellule',
    value: 'Valeur',
    enter: 'Entrée',
    notACell: (address) => `« ${address} » n’est pas une cellule : une lettre de colonne et un numéro de ligne, comme F9.`,
  },

  whatToDo: (fix) => `Que faire : ${fix}`,

  regulation: {
    panel: 'Règlement',
    preset: 'Partir d’un modèle',
    choosePreset: 'Choisir un modèle…',
    samples: {
      fide2026Open: 'Exemple — open FIDE 2026 (tirage au sort reproductible)',
      vcfGsqt: 'Exemple — VCF GSQT 2020-21 (grand prix, équipes, qualification)',
      clubDoubleRoundRobin: 'Exemple — tournoi de club toutes rondes aller-retour (règle du forfait général)',
      indiaUnder11: 'Exemple — Under-11 Nationals 2012 (adversaire virtuel FIDE 2009)',
      fide2026TeamSwiss: 'Exemple — FIDE 2026 par équipes au système suisse (départages par équipes C.07)',
      teamCup: 'Exemple — coupe par équipes à élimination directe (départages d’une rencontre nulle)',
    },
    restored: 'Restauré depuis la feuille « Regulation » du classeur.',
    hoverSource: (source) => `Source : ${source}`,
    compareWith: 'Comparer avec…',
    compareNothing: 'Rien (pas de feuille Regula Compare)',
    compareEdition: (edition) => `Ce règlement selon ${edition}`,
    comparePreset: (label) => `Modèle — ${label}`,
    compareHint:
      'Exécuter écrit alors aussi la feuille Regula Compare : la place de chaque participant et le critère qui l’a décidée, selon les deux.',
    status: (errors, warnings) =>
      errors > 0
        ? `${count(errors, 'erreur', 'erreurs')} — à corriger avant d’exécuter`
        : warnings > 0
          ? `Aucune erreur ; ${count(warnings, 'avertissement', 'avertissements')}`
          : 'Aucun problème',
    completionHint: 'Ctrl+Espace complète les mots-clés, les éditions et les noms de critères.',
    editor: 'Texte du règlement',
  },

  crosstable: {
    panel: 'Grille américaine',
    sheet: 'Feuille',
    activeSheet: 'Feuille active',
    layout: 'Disposition',
    detect: 'Détecter',
    numbers: 'Nombres des cellules de ronde',
    lineNumbers: 'numéros de ligne',
    startingNumbers: 'numéros de départ',
    language: 'Langue',
    languageHint: 'D’un export chess-results : ses mots d’en-tête et ses lettres de couleur',
    afterRound: 'Après la ronde',
    afterRoundHint: 'Vide : la dernière ronde complète',
    section: 'Groupe',
    sectionHint: 'La ligne des tableaux par groupe, p. ex. K-12',
    read: 'Lire la grille',
    openFile: 'Ouvrir un fichier…',
    fileInput: 'Un fichier TRF ou CSV à placer dans une nouvelle feuille',
    openFileHint:
      'Un TRF ou un CSV (un export chess-results, un tableau mural, des appariements par échiquier) arrive dans une nouvelle feuille, lue aussitôt.',
    imported: (note, sheet) => `${note} Nouvelle feuille « ${sheet} ».`,
    nothingRead: 'Rien de lu pour l’instant : sélectionnez la feuille de la grille et lisez-la.',
    readFrom: (where, what) => `Lu ${where} : ${what}`,
    teamEvent: 'une compétition par équipes (ses équipes ci-dessous)',
    teamMatches: 'des rencontres par équipes, échiquier par échiquier',
    noLayout: 'aucune disposition reconnue',
    layoutDetails: (layout) =>
      (layout.headerRow !== undefined ? `En-tête en ligne ${layout.headerRow} ; ` : '') +
      `${count(layout.playerRows, 'ligne de joueur', 'lignes de joueurs')} ; ${count(layout.rounds, 'ronde', 'rondes')} ; ${layout.type ?? 'type inconnu'}` +
      (layout.numbers ? ` ; les nombres sont des ${layout.numbers === 'line' ? 'numéros de ligne' : 'numéros de départ'}` : '') +
      (layout.chessResults ? ' ; un export chess-results' : '') +
      (layout.language ? ` en ${layout.language}` : '') +
      (layout.afterRound !== undefined ? ` ; classement après la ronde ${layout.afterRound}` : ''),
    matchesRead: 'Rencontres lues',
    teamsRead: 'Équipes lues',
    understood: 'Ce qui a été compris',
    preview: (players, rounds, type, unplayed) =>
      `${count(players, 'joueur', 'joueurs')}, ${count(rounds, 'ronde', 'rondes')} (${type}). ` +
      (unplayed.length === 0
        ? 'Toutes les rondes ont été jouées.'
        : `Non jouées : ${unplayed.map((u) => `${u.count} × ${u.words}`).join(', ')}.`),
    issues: (n) => (n === 0 ? 'Aucun problème dans les données' : count(n, 'problème dans les données', 'problèmes dans les données')),
    moreLikeIt: (n, code) =>
      `— et ${count(n, `autre problème ${code}`, `autres problèmes ${code}`)} après celui-ci, ${n > 1 ? 'non listés' : 'non listé'}`,
  },

  results: {
    panel: 'Résultats',
    run: 'Exécuter',
    running: 'Exécution…',
    cancel: 'Annuler',
    live: 'En direct : exécuter à nouveau quand la grille change',
    progress: {
      reading: 'Lecture de la grille…',
      computing: 'Calcul du classement…',
      writing: (done, total, into) =>
        into === ''
          ? `Écriture : ${done} sur ${count(total, 'requête', 'requêtes')}…`
          : `Écriture dans ${into} : requête ${done + 1} sur ${total}…`,
    },
    cancelledWhile: {
      reading: 'Annulé pendant la lecture : rien n’a été écrit dans le classeur.',
      computing: 'Annulé pendant le calcul : rien n’a été écrit dans le classeur.',
      writing: 'Annulé pendant l’écriture : rien n’a été écrit dans le classeur.',
    },
    cancelledAfter: (written, total) =>
      `Annulé après ${written} sur ${count(total, 'requête d’écriture', 'requêtes d’écriture')} : les feuilles et colonnes de résultats ` +
      'de Regula sont incomplètes. Exécutez à nouveau pour les compléter ; vos propres cellules n’ont pas été modifiées.',
    blocked: (errors) =>
      `Le règlement a ${count(errors, 'erreur', 'erreurs')} : corrigez-${errors === 1 ? 'la' : 'les'} dans le panneau Règlement, puis Exécuter.`,
    whatRunWrites:
      'Exécuter écrit les colonnes de résultats à côté de la grille, les feuilles Regula Standings et Regula Audit (pour une feuille de ' +
      'rencontres par équipes échiquier par échiquier : la feuille Regula Match ; pour les appariements par échiquier d’une compétition ' +
      'par équipes : Regula Team Crosstable, Standings et Audit), et enregistre le règlement dans la feuille « Regulation ». Vos propres ' +
      'cellules ne sont jamais modifiées.',
    notRun: (why) => `Non exécuté : ${why}`,
    timingComputed: (readMs, computeMs) => `Lecture ${Math.round(readMs)} ms · calcul ${Math.round(computeMs)} ms · écriture…`,
    timing: (readMs, computeMs, writeMs, requests) =>
      `Lecture ${Math.round(readMs)} ms · calcul ${Math.round(computeMs)} ms · écriture ${Math.round(writeMs)} ms` +
      (requests !== undefined ? ` (${count(requests, 'requête d’écriture', 'requêtes d’écriture')})` : ''),
    written: 'Écrit',
    resultColumns: (where) => `Colonnes de résultats : ${where}`,
    sheet: (name) => `Feuille ${name}`,
    regulationSheet: 'Feuille Regulation (le texte exécuté)',
    exportReport: 'Exporter le rapport d’audit',
    exportReportHint:
      'Un fichier HTML de ce calcul pour un jury d’appel : les empreintes des données et du règlement, le classement, chaque égalité ' +
      'et les contributions qui l’ont départagée. Ouvrez-le dans un navigateur pour le lire ou l’imprimer.',
    reportSaved: (file) => `${file} est enregistré dans vos téléchargements.`,
    reportUnavailable:
      'Pas de rapport : le dernier calcul n’a rien classé de ce qu’un rapport couvre (une feuille de rencontres par équipes n’a pas de ' +
      'classement ; un tournoi en groupes n’a pas encore de rapport unique, comme avec `regula report`). Exécutez, puis exportez.',
    listChanged: (round, previous, next) =>
      `La liste des départages a changé après la ronde ${round}, une fois le tournoi commencé : elle était « ${previous} », elle est maintenant « ${next} ». ` +
      'La liste de contrôle de la FIDE (Q201) demande qu’une liste ne change plus une fois le tournoi commencé ; le changement est consigné dans l’historique de la feuille « Regulation ».',
    moved: (name, before, after) => `${name} ${before} → ${after}`,
    changes: (changes) => {
      const parts: string[] = [];
      if (changes.moved > 0) {
        const more = changes.moved > changes.examples.length ? ', …' : '';
        parts.push(`${count(changes.moved, 'place changée', 'places changées')} (${changes.examples.join(', ')}${more})`);
      }
      if (changes.revalued > 0)
        parts.push(`${count(changes.revalued, 'participant garde sa place', 'participants gardent leur place')} avec une autre valeur`);
      if (changes.added > 0) parts.push(count(changes.added, 'nouveau participant', 'nouveaux participants'));
      if (changes.removed > 0) parts.push(count(changes.removed, 'participant n’est plus classé', 'participants ne sont plus classés'));
      return `Depuis le calcul précédent : ${parts.length === 0 ? 'rien n’a changé au classement' : parts.join(' ; ')}.`;
    },
  },

  study: {
    simulateLots: 'Simuler le tirage au sort',
    simulating: 'Simulation…',
    simulateLotsHint:
      'Montre le tirage au sort que donnerait chaque égalité restant après la liste, d’après la feuille telle qu’elle est. Rien n’est écrit.',
    scenariosPanel: 'Ce qu’il faut à chaque prétendant',
    scenariosIntro:
      'Avant la ronde à venir — ses appariements saisis, leurs résultats vides — chaque combinaison de résultats sur les échiquiers qui ' +
      'comptent est classée selon le règlement, et chaque joueur qui peut encore atteindre les places apprend ce qui donne quelle place. ' +
      'Rien n’est écrit.',
    places: 'Places',
    placesHint: 'Vide pour les places de prix ou de qualification du règlement (sinon 3).',
    placesOption: 'Places',
    study: 'Afficher les scénarios',
    studying: 'Énumération…',
    scenariosTeams: 'Les scénarios concernent les tournois individuels ; cette feuille contient une compétition par équipes.',
    scenariosStopped: (why) => `Pas de scénarios : ${why.replace(/\.$/, '')}.`,
  },

  run: {
    regulationErrors: 'Le règlement contient des erreurs : corrigez-les dans le panneau Règlement.',
    crosstableErrors: 'La grille contient des erreurs : voir le panneau Grille.',
    teamPairingsErrors: 'Les appariements par équipes contiennent des erreurs : voir le panneau Grille.',
    matchSheetErrors: 'La feuille des rencontres contient des erreurs : voir le panneau Grille.',
    noMatchTiebreaks:
      'La feuille contient une rencontre par équipes, et le règlement n’a pas d’article « match tie-breaks » pour la départager : ajoutez-en un.',
    sectionProblem: (problem) => `Groupe introuvable (${problem}) : choisissez-en un dans le champ Groupe.`,
    sectionsNotRead:
      'Le règlement nomme des groupes : Exécuter lit une feuille par groupe (au nom du groupe) ; exécutez à nouveau pour les lire.',
    sectionsErrors: 'Les groupes ne sont pas ceux du règlement, ou la feuille d’un groupe contient des erreurs : voir le panneau Grille.',
    sectionRanked: (name, players, first) => `Groupe ${name} : ${count(players, 'joueur', 'joueurs')}, premier : ${first}.`,
    matchSheetNote:
      'La feuille contient des rencontres par équipes, échiquier par échiquier : Exécuter les décide selon les départages de rencontre du règlement.',
    teamSheetNote: (described, summary) => `Sur la feuille : ${described} — ${summary}. Exécuter classe les équipes.`,
    matchRead: (match, firstRow, lastRow, title) =>
      `${match ? `${match.teams[0]} – ${match.teams[1]} : ${count(match.boards, 'échiquier', 'échiquiers')}` : 'une rencontre dont les équipes n’ont pas pu être lues'} ` +
      `(lignes ${firstRow}–${lastRow}${title ? `, ${title}` : ''})`,
    teamRead: (id, name, players) => `${id} ${name} : ${count(players, 'joueur', 'joueurs')}`,
    compareErrors: 'Le règlement à comparer contient des erreurs : corrigez-le, ou ne comparez avec rien.',
    explainFirst: 'Exécutez d’abord : l’explication porte sur le dernier calcul.',
    explainUnknown: 'Ce participant n’est pas dans le dernier calcul : exécutez à nouveau.',
    explainUnknownSection: (name) => `Le dernier calcul n’a pas de groupe ${name} : exécutez à nouveau.`,
  },

  importFile: {
    notText: (file) =>
      `${file} n’est pas un fichier texte (il contient un octet nul) : le volet importe les fichiers TRF, PGN, Chess-JSON et CSV.`,
    workbook: (file) => `${file} est un classeur : ouvrez-le dans Excel même (Fichier › Ouvrir), puis lisez sa feuille ici.`,
    unknownKind: (file) => `${file} : le volet importe les fichiers TRF (.trf, .txt), PGN (.pgn, .txt), Chess-JSON (.json) et CSV (.csv).`,
    notBroughtIn: (file, error) => `${file} n’a pas été importé : ${error}`,
    errorAt: (line, column, message) => `ligne ${line}:${column} : ${message}`,
    teamEvent: (file, teams, rounds, boards) =>
      `${file} : une compétition par équipes (${count(teams, 'équipe', 'équipes')}, ${count(rounds, 'ronde', 'rondes')}, ` +
      `${count(boards, 'échiquier', 'échiquiers')}) importée sous forme de ses appariements par échiquier, ronde par ronde.`,
    crosstable: (file, players, rounds, lost) =>
      `${file} : ${count(players, 'joueur', 'joueurs')}, ${count(rounds, 'ronde', 'rondes')}, importés sous forme de grille` +
      `${lost.length > 0 ? ` ; la feuille ne garde pas ces données du tournoi : ${lost.join(', ')}` : ''}.`,
    csv: (file, rows, cut) =>
      `${file} : ${count(rows, 'ligne importée', 'lignes importées')} telles quelles.${cut === undefined ? '' : ` Avertissement : ${cut}`}`,
    warnings: (shown, more) =>
      `Lu avec ${count(shown.length + more, 'avertissement', 'avertissements')} : ${shown.join(' ; ')}${more > 0 ? ` ; et ${more} de plus` : ''}.`,
  },

  standings: {
    title: 'Classement',
    section: 'Groupe',
    hint: (rows) =>
      `${count(rows, 'ligne', 'lignes')}. Cliquez sur une ligne (ou appuyez sur Entrée) pour voir pourquoi elle est au-dessus de la ` +
      'suivante ; les flèches passent d’une ligne à l’autre.',
    columns: (shown, all) => `Colonnes (${shown} sur ${all})`,
    why: 'Pourquoi',
  },

  explanations: {
    ties: 'Comment les égalités ont été départagées',
    matches: 'Comment les rencontres ont été décidées',
    noTies: 'Aucune égalité à départager.',
    noMatches: 'Aucune rencontre à décider.',
    tiesCount: (splits) => `Comment les égalités ont été départagées (${count(splits, 'départage', 'départages')})`,
    matchesCount: (lines) => `Comment les rencontres ont été décidées (${count(lines, 'ligne', 'lignes')})`,
    more: (next, rest) => `Afficher ${next} de plus sur ${rest}`,
  },
};
