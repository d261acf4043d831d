import { countFrench } from './plural';
import { frArticles } from './articles-fr';
import { frRegistry } from './registry-fr';
import type { BookletWords, Score, Subject } from './types';

/*
 * The booklet's words in French, the words of French tournament practice as the task pane uses
 * them (addin/strings/fr.ts, where each is cited): "départage", "classement", "ronde", "système
 * suisse", "toutes rondes", "forfait", "exemption", "échiquier", "rencontre", "tirage au sort"
 * (the FFE's "Livre de l'arbitre", chapters "Les Départages" and "Tournois toutes rondes"; the Ligue
 * d'Île-de-France's "Règlement Critérium"); "barrage", "nombre de victoires", "ex æquo"
 * (fr.wikipedia.org/wiki/Système_de_départage); "cumulatif" for the progressive score
 * (arbitrageechecs.info/BrisEgaliteFIDE2012: "Progressive score (le nom anglais du cumulatif)").
 * Criterion names as French regulations print them (engine/tiebreaks/regulation-names.ts):
 * "confrontation directe" (Pau Sarrailh Échecs 2015-2016), "performance" and "cumulatif" (Tour
 * Prends Garde Besançon 2023); Buchholz and Sonneborn-Berger keep their names. French typography:
 * a no-break space before « : ; » and inside « ».
 */

const NB = '\u00a0';
const SCORE: Readonly<Record<Score, string>> = { points: 'points', 'game-points': 'points de partie', 'match-points': 'points de match' };
const SUBJECT: Readonly<Record<Subject, { the: string; separated: string }>> = {
  participants: { the: 'Les participants', separated: 'départagés' },
  teams: { the: 'Les équipes', separated: 'départagées' },
};

export const fr: BookletWords = {
  lang: 'fr',
  decimalComma: true,
  articleHeading: (number, title) => `Article ${number}. ${title}`,
  version: (version) => `Version ${version}`,
  titles: {
    knockOut: 'Élimination directe',
    rules: 'Règles applicables',
    scoring: 'Décompte des points',
    tiebreaks: 'Départages',
    teamRanking: 'Classement des équipes',
    microMatches: 'Micro-matchs',
    playOff: 'Barrage',
    sections: 'Groupes',
    withdrawals: 'Abandons',
    grandPrix: (name) => `Grand prix${NB}: ${name}`,
    teams: (name) => `Équipes${NB}: ${name}`,
    qualification: (name) => `Qualification${NB}: ${name}`,
    prizes: 'Prix',
    boardPrizes: 'Prix par échiquier',
    drawnMatches: 'Rencontres nulles',
  },
  editions: {
    'fide-2026': 'le règlement des départages de la FIDE (Handbook C.07) en vigueur depuis le 1er mars 2026',
    'fide-2024': 'le règlement des départages de la FIDE (Handbook C.07) tel que modifié en août 2024',
    'fide-2023': 'le règlement des départages de la FIDE (Handbook C.07) en vigueur depuis le 1er septembre 2023',
    'fide-2009': 'les règles de départage de la FIDE de 2009 (Kallithéa)',
    'fide-pre-2009': 'les règles de départage de la FIDE en vigueur avant 2009',
    'us-chess': 'les Official Rules of Chess de l’US Chess Federation, règle 34E',
    fmjd: 'les règles de la FMJD pour les tournois de dames',
    none: 'aucune règle fédérale pour les parties non jouées',
  },
  tournaments: {
    swiss: 'un tournoi au système suisse',
    'round-robin': 'un tournoi toutes rondes',
    'double-round-robin': 'un tournoi toutes rondes aller-retour',
  },
  results: {
    win: 'Victoire',
    draw: 'Nulle',
    loss: 'Défaite',
    forfeitWin: 'Victoire par forfait',
    forfeitLoss: 'Défaite par forfait',
    doubleForfeit: 'Double forfait (chaque joueur)',
    pab: 'Exemption d’appariement',
    fpb: 'Exemption à un point',
    hpb: 'Exemption à un demi-point',
    zpb: 'Exemption à zéro point',
    absent: 'Absent, non apparié',
    drawPlus: 'Nulle avec avantage',
    drawMinus: 'Nulle avec désavantage',
  },
  resultHeader: 'Résultat',
  pointsHeader: 'Points',
  rulesInForce: (edition, code) => `Les départages suivent ${edition} (règles ${code}).`,
  tournamentIs: (tournament) => `Le tournoi est ${tournament}.`,
  teamsRankedBy: (score) => `Les équipes sont classées aux ${SCORE[score]} (C.07 art. 11–13).`,
  unplayedGames: (policy) => `Parties non jouées${NB}: ${policy}`,
  forfeitCap: `L’adversaire virtuel d’un forfait compte au plus le score ajusté de l’adversaire prévu et au plus la moitié du score maximal (C.07 16.4.1, 16.4.2).`,
  ownPointSystem: (someRoundsOwn) =>
    `${someRoundsOwn ? 'Les rondes non citées ci-dessous sont décomptées' : 'Les points sont décomptés'} selon le barème du tournoi (1 pour une victoire, ½ pour une nulle, 0 pour une défaite, sauf si le fichier du tournoi en dispose autrement).`,
  roundsOwnPoints: (first, last) => `Les rondes ${first}–${last} ont leur propre barème${NB}:`,
  roundScoringSums: `Chaque départage additionne les points de chaque ronde selon le barème de cette ronde${NB}; une ronde comptée comme nulle compte la nulle de cette ronde${NB}; les critères Elo lisent chaque partie comme 1, ½ ou 0.`,
  matchPoints: (win, draw, loss) =>
    `Points de match${NB}: ${win} pour une rencontre gagnée, ${draw} pour une rencontre nulle, ${loss} pour une rencontre perdue.`,
  teamMinimum: (minimum) =>
    `Une équipe de moins de ${minimum} joueurs dans une rencontre la perd par forfait, et les deux équipes la perdent quand toutes deux sont incomplètes${NB}: la rencontre est comptée comme perdue par forfait, chaque échiquier à l’adversaire. Compte un joueur qui a joué sa partie ou l’a gagnée par forfait. Les parties restent acquises aux joueurs.`,
  microMatchesRankFirst: `Les micro-matchs (article suivant) classent le tournoi${NB}; ce qui suit ne départage que les joueurs qu’ils laissent ex æquo.`,
  tiebreakRounds: (from, to) =>
    `Les départages après les points sont calculés sur les seules rondes ${from}–${to}, comme un tournoi à part${NB}: les résultats, adversaires et scores des adversaires de chaque joueur dans ces rondes seulement. Les points classent sur toutes les rondes.`,
  drawnMatchIntro: `Une rencontre nulle est départagée par les critères suivants, dans l’ordre (C.07 art. 12)${NB}:`,
  pointsAlone: 'Les places sont attribuées aux points seuls.',
  levelOn: (subject, score) =>
    `${SUBJECT[subject].the} à égalité de ${SCORE[score]} sont ${SUBJECT[subject].separated} par les critères suivants, dans l’ordre${NB}; chaque critère suivant ne s’applique qu’aux ex æquo restants (C.07 4.2).`,
  criterionItem: (named, description, modifiers, source) =>
    `${named}${NB}: ${description}${modifiers.map((m) => ` ${m}`).join('')} Source${NB}: ${source}.`,
  statedReading: (title, written, reading) => `${title} («${NB}${written}${NB}», ${reading})`,
  withModifier: (shown, meaning) => `Avec ${shown} — ${meaning}`,
  valuesFromColumn: (column) => `Ses valeurs sont lues dans la colonne «${NB}${column}${NB}».`,
  afterShared: (subject) => `${SUBJECT[subject].the} encore à égalité après la liste partagent la place.`,
  afterLotsFromEvent: (subject) =>
    `${SUBJECT[subject].the} encore à égalité après la liste sont ${SUBJECT[subject].separated} par tirage au sort, à partir du tournoi lui-même (son nom, ses dates et les joueurs ex æquo), de sorte que le tirage puisse être refait.`,
  afterLotsSeeded: (subject, seed) =>
    `${SUBJECT[subject].the} encore à égalité après la liste sont ${SUBJECT[subject].separated} par tirage au sort, à partir de «${NB}${seed}${NB}», de sorte que le tirage puisse être refait.`,
  afterPlayOff: (subject) => `${SUBJECT[subject].the} encore à égalité après la liste jouent un barrage (C.07 art. 2).`,
  afterManual: (subject, column) =>
    `${SUBJECT[subject].the} encore à égalité après la liste sont ${SUBJECT[subject].separated} par les valeurs de la colonne «${NB}${column}${NB}».`,
  board: {
    ranked: (byPercentage) =>
      `Les joueurs de chaque échiquier sont classés selon leur ${byPercentage ? 'pourcentage de points' : 'performance Elo'}.`,
    registered: `Chaque partie d’un joueur compte pour son échiquier dans la composition d’équipe, où qu’elle ait été jouée${NB}; les remplaçants ont leur propre classement.`,
    played: 'Chaque partie compte pour l’échiquier où elle a été jouée.',
    minimum: (games, reserve) =>
      `Un joueur doit avoir joué au moins ${countFrench(games, 'partie', 'parties')}${reserve === undefined ? '' : ` (un remplaçant ${reserve})`} sur l’échiquier pour être classé${NB}; une partie gagnée ou perdue par forfait ne compte pas.`,
    ratingUncapped: 'La performance (C.07 10.2) compte chaque adversaire à son propre classement Elo.',
    ratingCapped: (cap) => `La performance (C.07 10.2) compte un adversaire à au plus ${cap} points du classement Elo du joueur.`,
    ties: { games: 'le plus de parties', percentage: 'le meilleur pourcentage', 'team-place': 'l’équipe la mieux classée' },
    separated: (ties) => `Les joueurs ex æquo sont départagés par ${ties.join(', puis ')}${NB}; sinon, ils partagent la place.`,
    share: 'Les joueurs ex æquo partagent la place.',
  },
  playOff: {
    places: (first, last) => (first === last ? (first === 1 ? 'la première place' : `la place ${first}`) : `les places ${first}–${last}`),
    decides: (places, afterList, cap, seeding) =>
      `Un barrage attribue ${places} entre ${afterList ? 'les joueurs encore ex æquo après les départages' : 'les joueurs à égalité de points'} (C.07 art. 3).${cap === undefined ? '' : ` Au plus ${cap} joueurs y prennent part, les mieux classés${NB}; les autres les suivent selon les départages.`}${seeding}`,
    seeded: (by, then) =>
      ` Ils sont classés pour le barrage selon ${by ?? 'le classement Elo'}${then.length > 0 ? `${NB}; à égalité, ${then.map((t) => (t === 'lots' ? 'par tirage au sort' : 'par leurs parties entre eux')).join(', puis ')}` : ''}${NB}; encore à égalité, selon les départages.`,
    format: (number, players) =>
      `Formule ${number}, pour ${'exactly' in players ? `${players.exactly} joueurs` : `plus de ${players.moreThan} joueurs`}${NB}: il se joue par étapes, chacune seulement si les précédentes ont laissé les joueurs à égalité${NB}:`,
    stagesIntro: `Il se joue par étapes, chacune seulement si les précédentes ont laissé les joueurs à égalité${NB}:`,
    games: (games, pace) => `${countFrench(games, 'partie', 'parties')}${pace === undefined ? '' : ` ${pace}`}`,
    untilWon: (pace) => `des parties${pace === undefined ? '' : ` ${pace}`} jusqu’à ce que l’une soit gagnée`,
    armageddon: 'la partie Armageddon',
    drawOdds: (white) => `${NB}; une nulle compte comme une victoire des ${white ? 'Blancs' : 'Noirs'}`,
    byScore: (repeated) =>
      repeated
        ? `, départagées par le score obtenu${NB}; l’étape est rejouée tant qu’elle laisse les joueurs à égalité, aussi souvent qu’il le faut (à plus de deux, un toutes rondes entre les ex æquo restants à chaque fois)`
        : ', départagées par le score obtenu',
    closing: (knockOut, notHeldShared) =>
      `À plus de deux joueurs, ${knockOut ? `une élimination directe selon le classement (le premier rencontre le dernier${NB}; les mieux classés sont exemptés), chaque rencontre par les étapes` : 'chaque étape est un toutes rondes entre les ex æquo restants'}. ` +
      `Les autres ex æquo suivent les départages. Si le barrage n’a pas lieu, ${notHeldShared ? 'les joueurs partagent les places' : 'les départages décident'}.`,
  },
  sections: {
    played: (count) =>
      `Le tournoi se joue en ${countFrench(count, 'groupe', 'groupes')}. Chaque groupe est un tournoi à part entière${NB}: ses joueurs sont appariés, classés et primés au sein du groupe, selon ce règlement.`,
    common: (names) => `Les groupes ${names.join(', ')} suivent les départages et les prix des autres articles.`,
    ownTiebreaks: (name) => `Le groupe ${name} a ses propres départages, à la place de l’article sur les départages${NB}:`,
    ownPrizes: (name) => `Le groupe ${name} a ses propres prix, à la place de l’article sur les prix${NB}:`,
  },
  knockOut: {
    intro: `Chaque tour est un match entre deux joueurs${NB}; le perdant est éliminé. Un match se joue par les étapes ci-dessous, chacune seulement si les précédentes ont laissé le match à égalité${NB}:`,
    drawOdds: (white) => `, une nulle comptant comme une victoire des ${white ? 'Blancs' : 'Noirs'}`,
    places: (third, share) =>
      `Les places suivent le tour atteint par chaque joueur${NB}: le vainqueur de la finale premier, le finaliste deuxième, puis les perdants de chaque tour depuis les demi-finales${third ? ' (les perdants des demi-finales jouent un match pour la troisième place)' : ''}. Les joueurs éliminés au même tour ${share ? 'partagent ses places' : 'sont classés entre eux selon leur classement Elo, le plus élevé d’abord'}.`,
  },
  microMatches: {
    intro: `Chaque ronde est un micro-match entre ses deux joueurs, joué jusqu’à ce qu’une partie soit gagnée${NB}; chaque partie ci-dessous n’est jouée que si les précédentes ont été nulles${NB}:`,
    untilWon: (pace) => `des parties ${pace ?? 'de départage'} jusqu’à ce que l’une soit gagnée`,
    game: (pace) => `une partie${pace === undefined ? '' : ` ${pace}`}`,
    scores: (winner, loser) => `${NB}; une victoire y donne la ronde ${winner}–${loser}`,
    level: (points) => `Une ronde nulle jusqu’à sa dernière partie compte ${points}–${points}.`,
    roundPoints: 'les points des rondes',
    ranked: (criteria) => `Le tournoi est classé selon ${criteria.join(', puis ')}${NB}; les ex æquo restants suivent les départages.`,
  },
  paces: { rapid: 'rapides', blitz: 'blitz', classical: 'classiques', standard: 'classiques' },
  criterionNames: {
    DE: 'Confrontation directe',
    TPR: 'Performance',
    PS: 'Cumulatif',
    WIN: 'Nombre de victoires',
  },
  registry: frRegistry,
  articles: frArticles,
};
