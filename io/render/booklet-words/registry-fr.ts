import type { RegistryWords } from './registry-types';

/*
 * The registry's words in French. Chess terms from the FFE's Règlement intérieur and its
 * chapter "Départages" (the Livre de l'arbitre: "départage", "Buchholz", "Buchholz tronqué",
 * "Buchholz médian", "Sonneborn-Berger", "cumulatif", "confrontation directe", "nombre de
 * victoires", "performance", "moyenne Elo des adversaires", "système Koya", "forfait",
 * "exemption", "adversaire virtuel"), the FFE's Règlement des interclubs ("points de match",
 * "points de partie", "échiquier", "rencontre") and chess-results' French header words
 * (io/grid/chess-results-languages.ts: "Rang", "Pts."). French typography: a no-break space
 * before «\u00a0: ; » (the table's existing rule, fr.ts); C.07 article numbers, acronyms, the
 * handbook's modifier letters and US Chess rule numbers stay as they are.
 */

const NB = '\u00a0';
const EDE = `Confrontation directe sur le score principal${NB}; si elle ne sépare personne, sur le score secondaire${NB}; un sous-groupe ex æquo plus petit recommence.`;
const EXTENDED_SB = (opponent: string, own: string) =>
  `Σ ${opponent} final de l’adversaire × ${own} marqués contre lui${NB}; les rondes non jouées rencontrent l’adversaire virtuel (art. 16). Cut 1 retire le produit de l’adversaire au plus faible ${opponent}, parmi les plus faibles à égalité le plus petit produit.`;

export const frRegistry: RegistryWords = {
  criteria: {
    PTS: { title: 'Points', definition: 'Points marqués selon le barème du tournoi.' },
    DE: {
      title: 'Confrontation directe',
      definition: 'Points des parties entre les ex æquo, recalculés pour chaque sous-groupe encore à égalité.',
    },
    WIN: { title: 'Nombre de victoires', definition: 'Rondes où les points d’une victoire ont été obtenus, jouée ou non.' },
    WON: { title: 'Nombre de parties gagnées', definition: 'Parties gagnées sur l’échiquier.' },
    BPG: { title: 'Parties jouées avec les Noirs', definition: 'Parties jouées sur l’échiquier avec les Noirs.' },
    BWG: { title: 'Parties gagnées avec les Noirs', definition: 'Parties gagnées sur l’échiquier avec les Noirs.' },
    PS: { title: 'Cumulatif', definition: `Somme des scores après chaque ronde${NB}; Cut-n retire les n premières rondes.` },
    REP: { title: 'Rondes choisies', definition: 'Rondes moins les exemptions demandées et les défaites par forfait.' },
    STD: {
      title: 'Points standard',
      definition: `1 pour un score supérieur à celui de l’adversaire, ½ pour un score égal${NB}: 1-½-0 points quel que soit le barème.`,
    },
    TPN: {
      title: 'Numéro d’appariement',
      definition: 'Le numéro d’appariement final, le plus petit d’abord (/R\u00a0: le plus grand d’abord).',
    },
    BH: { title: 'Buchholz', definition: 'Somme des scores des adversaires, avec les règles de l’édition pour les rondes non jouées.' },
    FB: {
      title: 'Buchholz anticipé (Fore Buchholz)',
      definition: 'Buchholz comme si toutes les parties de la dernière ronde avaient été nulles.',
    },
    AOB: {
      title: 'Moyenne des Buchholz des adversaires',
      definition: 'Buchholz moyen (avec /F\u00a0: Fore Buchholz) des adversaires rencontrés sur l’échiquier.',
    },
    SB: { title: 'Sonneborn-Berger', definition: 'Somme du score de chaque adversaire multiplié par les points marqués contre lui.' },
    KS: {
      title: 'Système Koya',
      definition: 'Points marqués contre les adversaires ayant au moins la moitié du score maximal (limite réglable).',
    },
    ARO: { title: 'Moyenne Elo des adversaires', definition: 'Classement moyen des adversaires rencontrés sur l’échiquier.' },
    TPR: { title: 'Performance', definition: 'ARO plus la différence de classement correspondant à la fraction marquée.' },
    PTP: {
      title: 'Performance parfaite',
      definition: 'Le plus petit classement dont le score attendu contre les adversaires atteint les points marqués.',
    },
    APRO: { title: 'Moyenne des performances des adversaires', definition: 'TPR moyenne des adversaires rencontrés sur l’échiquier.' },
    APPO: {
      title: 'Moyenne des performances parfaites des adversaires',
      definition: 'PTP moyenne des adversaires rencontrés sur l’échiquier.',
    },
    RTNG: {
      title: 'Classement Elo',
      definition: 'Le classement du participant lui-même, le plus élevé d’abord (/R\u00a0: le plus bas d’abord).',
    },
    ABH: { title: 'Score ajusté pour le Buchholz', definition: 'Le score du participant tel que le voit le Buchholz de ses adversaires.' },
    AFB: {
      title: 'Score ajusté pour le Buchholz anticipé',
      definition: 'Le score du participant tel que le voit le Fore Buchholz de ses adversaires.',
    },
    VUR: { title: 'Rondes volontairement non jouées', definition: 'Exemptions demandées et défaites par forfait.' },
    MMED: {
      title: 'Médian modifié',
      definition: `Scores ajustés des adversaires (leurs parties non jouées ½, ses propres parties non jouées 0) moins le plus haut et le plus bas pour un score égal à la moitié, le plus bas pour un score supérieur, le plus haut pour un score inférieur${NB}; deux de chaque à partir de neuf rondes.`,
    },
    SOLK: { title: 'Solkoff', definition: 'Somme des scores ajustés des adversaires (ajustements 34E1), aucun retiré.' },
    CUM: {
      title: 'Cumulatif (US Chess)',
      definition:
        'Somme des scores successifs après chaque ronde, moins 1 par victoire non jouée ou exemption à un point et ½ par exemption à un demi-point.',
    },
    MED: {
      title: 'Médian',
      definition:
        'Scores ajustés des adversaires moins le plus haut et le plus bas (deux de chaque à partir de neuf rondes), quel que soit le score.',
    },
    RBTP: {
      title: 'Résultat entre les ex æquo',
      definition: 'Plus/moins (victoires moins défaites) dans les parties entre les ex æquo, pas de pourcentage.',
    },
    MBLK: { title: 'Le plus de Noirs', definition: 'Parties jouées avec les Noirs.' },
    KASH: { title: 'Kashdan', definition: '4 par victoire, 2 par nulle, 1 par défaite, 0 par partie non jouée.' },
    USSB: {
      title: 'Sonneborn-Berger (US Chess)',
      definition: 'Scores ajustés des adversaires battus plus la moitié de ceux des adversaires avec qui la partie fut nulle.',
    },
    OCUM: { title: 'Cumulatifs des adversaires', definition: 'Somme des valeurs de départage cumulatives des adversaires (34E3).' },
    OPERF: {
      title: 'Performance des adversaires',
      definition: 'Moyenne des performances US des adversaires, (Σ classements + 400 × (victoires − défaites)) ÷ parties.',
    },
    USARO: {
      title: 'Moyenne Elo des adversaires (US Chess)',
      definition: 'Classement moyen des adversaires classés rencontrés (exact, aucun arrondi indiqué).',
    },
    FTS: {
      title: 'Solkoff tronqué complet',
      definition: `Scores des adversaires moins le plus bas${NB}; à égalité moins les deux plus bas${NB}; … jusqu’à la séparation. Classe le groupe d’ex æquo.`,
    },
    STS: {
      title: 'Solkoff tronqué court',
      definition: `Somme des scores des adversaires moins le plus bas${NB}; une ronde sans adversaire compte 0.`,
    },
    SBAL: {
      title: 'Solkoff Baliakin',
      definition: 'Somme sur les adversaires de leur score multiplié par leur Solkoff (lecture par Regula du texte du DrA).',
    },
    SPLUS: { title: 'Solkoff plus', definition: 'Somme des valeurs Solkoff des adversaires.' },
    MSOL: { title: 'Solkoff médian', definition: 'Somme des scores des adversaires moins le plus haut et le plus bas.' },
    BRBO: {
      title: 'Meilleur résultat contre les meilleurs adversaires',
      definition:
        'Points contre les autres participants comparés groupe de score par groupe de score, le meilleur d’abord. Classe le groupe d’ex æquo.',
    },
    FARO: {
      title: 'Moyenne Elo des adversaires (FMJD)',
      definition: `Moyenne sur les rondes du classement de l’adversaire${NB}; exemptions, forfaits et adversaires non classés comptent 0.`,
    },
    RARO: {
      title: 'Moyenne Elo réduite des adversaires',
      definition: 'Moyenne Elo des adversaires FMJD sans les n entrées les plus basses (Cn, par défaut 1).',
    },
    PROG: { title: 'Progression', definition: 'Somme des scores après chaque ronde.' },
    DADV: { title: 'Nulles avec avantage', definition: 'Nombre de nulles avec avantage (1+).' },
    DDIF: { title: 'Différence 1+ moins 1−', definition: 'Nulles avec avantage (1+) moins nulles avec désavantage (1−).' },
    WLG: {
      title: 'Parties gagnées/perdues',
      definition:
        'Parties gagnées et perdues («\u00a06/4\u00a0»), comparées par le rapport gagnées ÷ perdues, le plus élevé d’abord (lecture de Regula).',
    },
    SLFW: {
      title: 'Victoires plus rapides (superlitz)',
      definition: 'Parties jouées dans les matchs de superlitz gagnés (colonnes «\u00a0R1 Games\u00a0», …), le moins d’abord.',
    },
    SLSL: {
      title: 'Défaites plus lentes (superlitz)',
      definition: 'Parties jouées dans les matchs de superlitz perdus (colonnes «\u00a0R1 Games\u00a0», …), le plus d’abord.',
    },
    KX: {
      title: 'Koya étendu',
      definition:
        'Koya, puis pas à pas les groupes de score les plus hauts sous 50 % inclus, jusqu’à la séparation. Classe le groupe d’ex æquo.',
    },
    SOB: {
      title: 'Somme des Buchholz',
      definition: `Somme des Buchholz des adversaires rencontrés${NB}; une ronde non jouée du participant ajoute 0.`,
    },
    ARZ: {
      title: 'Arranz',
      definition: `Parties recomptées victoire 1, nulle 0,6 avec les Noirs et 0,4 avec les Blancs, défaite 0${NB}; rondes non jouées en points standard.`,
    },
    MAN: {
      title: 'Départage manuel',
      definition:
        'Une valeur saisie par l’arbitre dans une colonne du tableau (manual from column «\u00a0…\u00a0»), la plus haute d’abord.',
    },
    BCW: {
      title: 'Somme des échiquiers gagnés',
      definition: `Les numéros des échiquiers où l’équipe a gagné, additionnés${NB}; le total le plus bas l’emporte.`,
    },
    EBE: {
      title: 'Élimination par le dernier échiquier',
      definition: 'Points de partie sans le dernier échiquier, puis sans le suivant, jusqu’à ce que les équipes soient départagées.',
    },
    BC: {
      title: 'Somme pondérée des échiquiers',
      definition: `Σ numéro d’échiquier × points de partie marqués sur cet échiquier, quel que soit le joueur${NB}; le plus bas est le meilleur.`,
    },
    TBR: {
      title: 'Résultat au premier échiquier',
      definition: `Points de partie au 1er échiquier${NB}; à égalité, au 2e${NB}; et ainsi de suite.`,
    },
    FWB: {
      title: 'Premier échiquier gagnant',
      definition: `Points de partie au 1er échiquier${NB}; à égalité, au 2e${NB}; et ainsi de suite${NB}: l’équipe qui a gagné le premier échiquier non nul.`,
    },
    BBE: {
      title: 'Élimination des derniers échiquiers',
      definition: `Points de partie sur tous les échiquiers sauf le dernier${NB}; à égalité, sans l’avant-dernier aussi${NB}; et ainsi de suite.`,
    },
    BERLIN: {
      title: 'Pondération berlinoise (Berliner Wertung)',
      definition: `Une victoire à l’échiquier k sur n compte n − k + 1 points (le premier échiquier le plus), une nulle la moitié${NB}; le plus est le meilleur.`,
    },
    MP: {
      title: 'Points de match',
      definition: `Points de match d’une équipe${NB}: une rencontre gagnée, nulle ou perdue selon le barème par équipes du tournoi (2-1-0 sauf mention contraire)${NB}; un PAB d’équipe compte comme une nulle.`,
    },
    GP: {
      title: 'Points de partie',
      definition: `Points de partie d’une équipe${NB}: ses points d’échiquier additionnés sur toutes ses rencontres${NB}; un PAB d’équipe compte une nulle à chaque échiquier.`,
    },
    MPVGP: {
      title: 'Points de match ou points de partie',
      definition: `Le score qui ne classe pas le tournoi${NB}: les points de partie quand les équipes sont classées aux points de match, les points de match quand elles le sont aux points de partie.`,
    },
    EMMSB: { title: 'Sonneborn-Berger étendu (MP de l’adversaire × MP propres)', definition: EXTENDED_SB('MP', 'les MP') },
    EMGSB: { title: 'Sonneborn-Berger étendu (MP de l’adversaire × GP propres)', definition: EXTENDED_SB('MP', 'les GP') },
    EGMSB: { title: 'Sonneborn-Berger étendu (GP de l’adversaire × MP propres)', definition: EXTENDED_SB('GP', 'les MP') },
    EGGSB: { title: 'Sonneborn-Berger étendu (GP de l’adversaire × GP propres)', definition: EXTENDED_SB('GP', 'les GP') },
    EDE: { title: 'Confrontation directe étendue', definition: EDE },
    EDEBT: {
      title: 'Confrontation directe étendue, somme pondérée des échiquiers, résultat au premier échiquier',
      definition: `${EDE} Deux équipes encore à égalité${NB}: BC puis TBR sur leurs rencontres entre elles (13.3.2).`,
    },
    EDEBB: {
      title: 'Confrontation directe étendue, somme pondérée des échiquiers, élimination des derniers échiquiers',
      definition: `${EDE} Deux équipes encore à égalité${NB}: BC puis BBE sur leurs rencontres entre elles (13.3.2).`,
    },
    EDET: {
      title: 'Confrontation directe étendue, résultat au premier échiquier',
      definition: `${EDE} Deux équipes encore à égalité${NB}: TBR sur leurs rencontres entre elles (13.3.2).`,
    },
    EDEB: {
      title: 'Confrontation directe étendue, élimination des derniers échiquiers',
      definition: `${EDE} Deux équipes encore à égalité${NB}: BBE sur leurs rencontres entre elles (13.3.2).`,
    },
    SSSC: {
      title: 'Combinaison du score et de la force du calendrier',
      definition: `Le score secondaire + le Buchholz sur le score principal ÷ le facteur de normalisation${NB}: ⌊score principal le plus haut possible ÷ score secondaire le plus haut d’une rencontre⌋ sauf si /Kx le fixe.`,
    },
  },
  sources: {
    PTS: 'le barème du tournoi',
    REP: 'FIDE C.07 art. 7.6 (GE avant 2024-08)',
    ABH: 'FIDE C.07 art. 16.3 (colonne de diagnostic du serveur de référence)',
    AFB: 'FIDE C.07 art. 8.3, 16.3 (colonne de diagnostic du serveur de référence)',
    VUR: 'FIDE C.07 art. 16.1.2 (colonne de diagnostic du serveur de référence)',
    KX: 'manuel de l’arbitre (S. Reuben), «\u00a0Official FIDE Tie-break Systems\u00a0», toutes rondes c',
    SOB: 'diapositives italiennes «\u00a0Buchholz: che cosa è\u00a0»\u00a0; départages Swiss-Manager 25/70',
    ARZ: 'départage Swiss-Manager 61',
    MAN: 'FMJD DrA critère de tri 12\u00a0; départages Swiss-Manager 5/6',
    BCW: 'manuel de l’arbitre (S. Reuben) ch. 13, matchs à élimination directe par équipes',
    EBE: 'manuel de l’arbitre (S. Reuben) ch. 13, matchs à élimination directe par équipes',
    FWB: 'pratique des coupes par équipes allemandes, «\u00a0vorderstes Gewinnbrett\u00a0»\u00a0: l’équipe qui a gagné l’échiquier le plus en avant\u00a0; les clés de C.07 art. 12.2 TBR',
    BERLIN: 'pratique allemande des rencontres par équipes (départage «\u00a0Berliner Wertung\u00a0»)\u00a0; départage Swiss-Manager 71',
    EDEBT: 'FIDE C.07 art. 13.3 (combinaison nommée dans le texte de 2026)',
    EDEBB: 'FIDE C.07 art. 13.3 (combinaison nommée dans le texte de 2026)',
    EDET: 'FIDE C.07 art. 13.3 (combinaison nommée dans le texte de 2026)',
    EDEB: 'FIDE C.07 art. 13.3 (combinaison nommée dans le texte de 2026)',
  },
  citation: (source) =>
    source
      .replace(/ art\. /g, ' art. ')
      .replace('Official Rules (7th ed.) rule', 'Official Rules (7e éd.) règle')
      .replace('DrA sort criterion', 'DrA critère de tri')
      .replace('FMJD Annex', 'FMJD annexe')
      .replace('(cut: ', '(coupe: '),
  modifiers: {
    cut: 'Cut-n\u00a0: retirer les n valeurs les moins significatives (C.07 14.1, 14.2).',
    progressive: `C+${NB}: coupes progressives — les joueurs que le critère laisse à égalité sont comparés de nouveau avec une valeur de plus retirée, ceux encore à égalité avec deux de plus, et ainsi de suite${NB}: à partir du critère sans coupe (C+${NB}: puis cut 1, cut 2 …) ou de la coupe écrite avec lui (C1+, «${NB}cut 1 progressive cuts${NB}»${NB}: cut 1, puis cut 2 …)${NB}; le manuel de l’arbitre sur le cumulatif${NB}: «${NB}en cas d’égalité, retirer le score de la première ronde et, si nécessaire, celui de la deuxième${NB}».`,
    median: 'Median-n\u00a0: retirer les n valeurs les moins et les n valeurs les plus significatives (C.07 14.3, 14.4).',
    limit: `Limite Koya (C.07 14.5)${NB}: L±n en demi-points à partir de 50 %, Ln un pourcentage du maximum (la lecture du serveur de référence).`,
    played: `/P${NB}: les forfaits comptent comme des parties contre l’adversaire prévu (C.07 6.1.1, 15.2).`,
    fore: `/F${NB}: la moyenne des Fore Buchholz des adversaires (C.07 2026 8.2).`,
    unrated: `/U1400${NB}: le classement donné aux participants non classés par les critères de classement (C.07 art. 10).`,
    reverse: `/R${NB}: l’inverse de l’ordre par défaut (TPN, RTNG).`,
    'ignore-vur-first': `/V ou /N${NB}: retirer la valeur la moins significative même quand une ronde volontairement non jouée pourrait l’être (C.07 16.5 non appliqué).`,
    edition: `@2009, /V2024, /V2026${NB}: l’édition des règles pour ce seul critère (les /V0 /V1 /V2 du serveur de référence).`,
    factor: `/Kx${NB}: le facteur de normalisation de SSSC, quand les règles le fixent (C.07 13.4).`,
    reference: `:MP / :GP${NB}: le score d’équipe qu’un critère individuel lit dans un tournoi par équipes (C.07 art. 13).`,
    'all-met': `/A${NB}: confrontation directe seulement quand chaque ex æquo a rencontré tous les autres — la lecture d’avant C.07 2023 (manuel de Vega 2016 p. 9${NB}; lichess), où le «${NB}seul en tête quoi que donnent les parties manquantes${NB}» de 6.3 ne s’applique pas${NB}; sinon DE ne sépare personne et l’audit dit pourquoi.`,
  },
  unplayed: {
    'fide-2026': `FIDE C.07 (2026) art. 16${NB}: adversaire virtuel, plafonné (16.4.1, 16.4.2)`,
    'fide-2024': `FIDE C.07 (2023/2024) art. 16${NB}: adversaire virtuel avec le score propre du participant`,
    'fide-2023': `FIDE C.07 (2023/2024) art. 16${NB}: adversaire virtuel avec le score propre du participant`,
    'fide-2009': `FIDE 2009 (Kallithea)${NB}: adversaire virtuel${NB}; les parties non jouées des adversaires comptent comme nulles`,
    'fide-pre-2009': `FIDE avant 2009${NB}: une partie non jouée compte comme une nulle contre soi-même`,
    'us-chess': `US Chess 34E${NB}: les parties non jouées des adversaires comptent comme nulles, ses propres parties non jouées comme des adversaires à 0`,
    fmjd: `FMJD${NB}: les rondes sans adversaire comptent 0`,
    none: `aucun ajustement${NB}: scores tels qu’attribués, les rondes non jouées apportent 0`,
  },
  readingTitles: {
    'US Chess 34E2 Solkoff': 'US Chess 34E2 Solkoff',
    Buchholz: 'Buchholz',
    'US Chess 34E4 Median': 'US Chess 34E4 médian',
    'median Buchholz': 'Buchholz médian',
    'US Chess 34E3 Cumulative': 'US Chess 34E3 cumulatif',
    'the sum of progressive scores': 'le cumulatif',
    'US Chess 34E9 cumulative scores of opposition': 'US Chess 34E9 cumulatifs des adversaires',
    'the sum of the opponents’ progressive scores': 'la somme des cumulatifs des adversaires',
    'US Chess 34E5 result between tied players': 'US Chess 34E5 résultat entre les ex æquo',
    'direct encounter': 'la confrontation directe',
    'US Chess 34E11 average rating of opposition': 'US Chess 34E11 moyenne Elo des adversaires',
    'C.07 10.1 average rating of opponents': 'C.07 10.1 moyenne Elo des adversaires',
    'US Chess 34E8 Sonneborn-Berger': 'US Chess 34E8 Sonneborn-Berger',
    'C.07 9.1 Sonneborn-Berger': 'C.07 9.1 Sonneborn-Berger',
    'FMJD DrA 10 average rating of opponents': 'FMJD DrA 10 moyenne Elo des adversaires',
    'C.07 12.1 Board Count': 'C.07 12.1 somme pondérée des échiquiers',
    'the board count of wins (S. Reuben)': 'la somme des échiquiers gagnés (S. Reuben)',
  },
  readingNotes: {
    'games won over the board (C.07 7.2): a forfeit win or a bye does not count; "anzahl der siege" is the number of wins with them (WIN, 7.1)': `parties gagnées sur l’échiquier (C.07 7.2)${NB}: une victoire par forfait ou une exemption ne compte pas${NB}; «${NB}anzahl der siege${NB}» est le nombre de victoires en les comptant (WIN, 7.1)`,
  },
  readUnder: (rules, title, means, others) =>
    `lu selon les règles ${rules} comme ${title} (${means})${NB}; ailleurs, il désigne ${others.join(' ou ')}`,
  readAs: (means, note) => `lu comme ${means}, ${note}`,
};
