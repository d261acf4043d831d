import { countFrench } from './plural';
import type { ArticleWords } from './article-types';

/*
 * The articles' sentences in French. Terms from the FFE's Règlement intérieur and the Livre de
 * l'arbitre ("abandon", "forfait", "exemption", "classement final", "départage", "prix",
 * "coupe", "prix spéciaux", "tranche Elo", "non classé", "système de Vlastimil Hort"), French
 * circuits' règlements ("points de Grand Prix", "classement général") and chess-results' French
 * header words (io/grid/chess-results-languages.ts). A no-break space before « : ; ».
 * Formulas and the regulation's keywords stay as written.
 */

const NB = '\u00a0';
const OUTCOME = {
  'results-deleted': 'ses résultats sont retirés du tableau',
  'results-stand': 'ses résultats sont maintenus',
  'remaining-lost-by-forfeit': 'ses parties restantes sont perdues par forfait',
} as const;
const BYE = { zpb: 'Une exemption à zéro point', hpb: 'Une exemption à un demi-point', fpb: 'Une exemption à un point' } as const;
const ordinal = (n: number) => (n === 1 ? '1re' : `${n}e`);
const BONUS = {
  clear: (place: number) =>
    `au participant seul aux points à la ${ordinal(place)} place, qui l’obtient sans départage ni barrage (aucun quand la place est partagée aux points)`,
  place: (place: number) => `au participant classé ${ordinal(place)} (partagé à parts égales quand la place est partagée)`,
  'final-place': (place: number) =>
    `au participant classé ${ordinal(place)} au classement final, après les départages et un éventuel barrage`,
} as const;

export const frArticles: ArticleWords = {
  withdrawals: {
    roundRobin: (threshold, perCycle, below, otherwise) =>
      `Dans un toutes rondes, quand un participant abandonne après avoir joué moins de ${threshold} des parties prévues (${perCycle ? 'apprécié pour chaque cycle séparément' : 'apprécié sur l’ensemble du tournoi'}), ${OUTCOME[below]}${NB}; sinon ${OUTCOME[otherwise]}.`,
    byeMeansWithdrawal: (bye, round) =>
      `${BYE[bye]} ${round === 'last' ? 'à la dernière ronde' : `à la ronde ${round}`} signifie que le participant a abandonné.`,
    withdrawnEligible: (may) =>
      `Les participants ayant abandonné ${may ? 'peuvent' : 'ne peuvent pas'} recevoir de distinctions (prix, places qualificatives).`,
  },
  grandPrix: {
    roundsBy: (mode) => `round(…) arrondit ${mode}.`,
    roundsHalfUp: 'round(…) arrondit au nombre entier le plus proche, les demis vers le haut.',
    shownDecimals: (decimals) =>
      `Les points sont affichés avec ${countFrench(decimals, 'décimale', 'décimales')}${NB}; ils sont calculés exactement.`,
    bonus: (amount, reads, place) => `Un bonus de ${amount} ${BONUS[reads](place)}.`,
    tied: {
      points: `Les départages ne sont pas utilisés${NB}: les ex æquo reçoivent autant de points.`,
      share: `Les participants ex æquo aux points se partagent les points des places qu’ils occupent, additionnés et divisés à parts égales${NB}; les départages et un éventuel barrage ne changent pas les points.`,
      'final-place': `Les points suivent la place au classement final, après les départages et un éventuel barrage${NB}; les places qu’un barrage décide reçoivent leurs points une fois ses parties enregistrées.`,
    },
    seasonSum: 'Sur une saison, les points d’un joueur sont la somme sur tous les tournois.',
    seasonBest: (count) => `Sur une saison, les points d’un joueur sont la somme des ${count} meilleurs tournois.`,
    gradeScaling: (grades, factors) =>
      `Dans un tournoi à ${grades} niveaux, le score de chaque joueur est multiplié par ${factors.join(`${NB}; `)} selon le niveau, le plus haut d’abord${NB}; les points de Grand Prix suivent les places des scores ainsi multipliés, classés ensemble.`,
    formulaIntro: `Chaque participant reçoit des points de Grand Prix selon la formule${NB}:`,
    points: 'points',
    where: 'où',
    placeIntro: (finalPlace) =>
      `Chaque participant reçoit des points de Grand Prix selon ${finalPlace ? 'sa place au classement final' : 'sa place aux seuls points'}${NB}:`,
    shareAverage: `Les participants qui partagent des places se partagent leurs points à parts égales${NB}: ex æquo 2e–3e avec 8 et 6, chacun reçoit (8 + 6) / 2 = 7.`,
    shareHigher: 'Les participants qui partagent des places reçoivent chacun les points de la plus haute place partagée.',
    shareUnstated: `Le règlement ne dit pas comment comptent les places partagées${NB}: une place partagée ne reçoit aucun point tant qu’il ne le dit pas.`,
    placeHeader: 'Place',
    pointsHeader: 'Points',
    andBelow: (place) => `${place} et au-delà`,
  },
  teams: {
    intro: (column) => `Une équipe réunit les participants ayant la même valeur dans la colonne «${NB}${column}${NB}». Son score${NB}:`,
    eventScore: 'score du tournoi',
    seasonScore: 'score de la saison',
    levelIntro: `Les équipes à égalité de score sont départagées par, dans l’ordre${NB}:`,
    awardsCaption: 'Prix par équipes, par ordre de priorité (une équipe en reçoit au plus un)',
    awardHeader: 'Prix',
    placesHeader: 'Places',
    conditionHeader: 'Condition',
  },
  qualification: {
    intro: (perSection) =>
      `Le nombre de places qualificatives ${perSection ? 'de chaque groupe (la ligne du groupe dans le tableau)' : 'du tournoi'} se détermine comme suit${NB}; les places suivent le classement final, départages appliqués.`,
    placesCaption: 'Places',
    adjustmentCaption: (n) => `Ajustement ${n}`,
    by: (caption, source) => `${caption} (selon ${source})`,
    bounds: (atLeast, atMost) =>
      `Le nombre de places est ${[atLeast && `d’au moins ${atLeast}`, atMost && `d’au plus ${atMost}`].filter(Boolean).join(' et ')}.`,
    skipWithdrawn: 'Les participants ayant abandonné sont passés.',
    skip: (kind, column) =>
      `Les participants ${kind === 'already-qualified' ? 'déjà qualifiés' : 'surclassés'}${column ? ` (colonne «${NB}${column}${NB}»)` : ''} sont passés.`,
  },
  prizes: {
    categoryHeader: 'Catégorie',
    placeHeader: 'Place',
    prizeHeader: 'Prix',
    and: (amount, trophy) => `${amount} et ${trophy}`,
    overall: 'Général',
    ratingUnder: (rating) => `Elo inférieur à ${rating}`,
    ratingOver: (rating) => `Elo supérieur à ${rating}`,
    unrated: 'Non classés',
    sharing: {
      equally: 'Les participants ex æquo aux points mettent en commun les prix des places qu’ils occupent et les partagent à parts égales.',
      hort: `Les participants ex æquo aux points mettent en commun les prix des places qu’ils occupent${NB}: la moitié est partagée à parts égales, l’autre moitié attribuée dans l’ordre des départages (le système de Vlastimil Hort, manuel de l’arbitre ch. 13).`,
      'tie-break': 'Les participants ex æquo aux points reçoivent les prix dans l’ordre des départages.',
    },
    onePerPlayer: (placeFirst) =>
      `Un participant ne reçoit qu’un prix${NB}: ${placeFirst ? 'les prix de place avant les prix de catégorie' : 'le plus élevé'}.`,
    roundTo: (unit) => `Les parts sont arrondies à des multiples de ${unit}.`,
    trophy: `Une coupe ne se partage pas${NB}: elle revient au premier dans l’ordre des départages.`,
  },
};
