import { countFrench } from '../../render/booklet-words/plural';
import type { EngineWordsTable } from './engine-words-types';

/*
 * The engine's notes in French. "écarté" for a value a cut leaves out (the Buchholz article,
 * wikiland.org/fr/Buchholz_system: "les meilleurs et les pires scores des adversaires … sont
 * écartés"); "adversaire virtuel", "score ajusté de l’adversaire prévu", "la moitié du score
 * maximal" for C.07 16.4 as the booklet says them (io/render/booklet-words/fr.ts); "ronde",
 * "nulle", "forfait", "classement" (the FFE's Livre de l'arbitre; chess-results' French exports).
 * Codes, rule names and C.07 article numbers stay as they are. French typography: a no-break
 * space before « : ; ».
 */

const NB = '\u00a0';

export const engineWordsFr: EngineWordsTable = {
  cut: ({ reason }) =>
    ({
      'least-significant': `écarté${NB}: la valeur la moins significative (C.07 14.1)`,
      'least-significant-median': `écarté${NB}: la valeur la moins significative (C.07 14.3)`,
      'most-significant': `écarté${NB}: la valeur la plus significative (C.07 14.3)`,
      'vur-first': `écarté${NB}: d’abord une ronde volontairement non jouée (C.07 16.5)`,
      'lowest-rating': `écarté${NB}: le classement le plus bas (C.07 14.1.1)`,
      'highest-rating': `écarté${NB}: le classement le plus haut (C.07 14.3)`,
    })[reason],
  'unplayed-round': ({ kind, opponent }, say) => `${say.kind(kind)}${NB}: ${say.words(opponent)}`,
  'dummy-own-score': ({ own, article }, say) => `adversaire virtuel${NB}: score propre ${say.number(own)} (C.07 ${article})`,
  'dummy-capped': ({ own, cap, by, article }, say) =>
    `adversaire virtuel${NB}: score propre ${say.number(own)} plafonné à ${say.number(cap)}, ${
      by.rule === 'opponent-adjusted'
        ? `le score ajusté de l’adversaire prévu ${by.opponent}`
        : by.rule === 'half-of-maximum'
          ? 'la moitié du score maximal'
          : 'points de la nulle × rondes'
    } (C.07 ${article})`,
  'virtual-opponent': ({ before, round, forTheRound, later, laterRounds, value }, say) =>
    `adversaire virtuel${NB}: ${say.number(before)} avant la ronde ${round} + ${say.number(forTheRound)} pour la ronde` +
    (laterRounds === 0 ? '' : ` + ${say.number(later)} pour ${countFrench(laterRounds, 'nulle suivante', 'nulles suivantes')}`) +
    ` = ${say.number(value)} (FIDE 2009)`,
  'draw-against-oneself': ({ own }, say) => `nulle contre soi-même${NB}: score propre ${say.number(own)} (avant 2009)`,
  'us-chess-zero-opponent': () => `partie non jouée${NB}: adversaire à 0 (US Chess 34E1)`,
  'fmjd-no-opponent': () => 'ronde sans adversaire comptée 0 (FMJD)',
  'unplayed-zero': () => 'ronde non jouée comptée 0 (sans ajustement)',
  'counted-as-played': ({ kind, rule }, say) => `${say.kind(kind)}, comptée comme jouée (${rule})`,
  'opponent-adjusted': ({ raw, value, by }, say) =>
    `score de l’adversaire ${say.number(raw)} ajusté à ${say.number(value)} (${
      {
        'c07-16.3': 'C.07 16.3',
        'fide-2009': 'parties non jouées comptées nulles, FIDE 2009',
        'pre-2009': 'parties non jouées comptées nulles, avant 2009',
        'us-chess': 'parties non jouées comptées ½, US Chess 34E1',
      }[by]
    })`,
  list: ({ parts }, say) => parts.map(say.words).join(`${NB}; `),
  'opponent-value': ({ of }) =>
    ({
      BH: 'BH de l’adversaire',
      FB: 'FB de l’adversaire',
      rating: 'classement de l’adversaire',
      'rating-in-round': 'classement de l’adversaire à cette ronde',
      TPR: 'TPR de l’adversaire',
      PTP: 'PTP de l’adversaire',
    })[of],
  'encounters-average': ({ count }) => `moyenne de ${countFrench(count, 'rencontre', 'rencontres')} (C.07 6.1.2)`,
  'best-case': ({ met, bestCase }, say) =>
    `${met} rencontrés${NB}; au mieux ${say.number(bestCase)} avec les parties manquantes (C.07 6.3)`,
  'progressive-cut': ({ cut }) => `comparé avec Cut-${cut} (valeurs écartées progressivement)`,
  'koya-opponent': ({ counts }) => (counts ? 'adversaire au niveau de la limite ou au-dessus' : 'adversaire sous la limite'),
  'koya-limit': ({ limit }, say) => `limite ${say.number(limit)}`,
  'rounded-mean': () => 'moyenne arrondie à l’entier, ,5 vers le haut (C.07 10.1)',
  'rounded-average': () => 'moyenne arrondie à 0,01, la moitié vers le haut',
  'equal-values': () => 'valeurs égales',
  'equal-lots': () => 'tirages égaux',
  'equal-manual-values': () => 'valeurs manuelles égales ou manquantes',
  subgroup: ({ members, reason }, say) => `${members.join(', ')}${NB}: ${say.words(reason)}`,
  'de-nobody-met': () => 'aucun d’entre eux ne s’est rencontré (C.07 6.1)',
  'de-equal-points': () => 'points égaux dans leurs parties entre eux (C.07 6.2)',
  'de-not-all-met': () =>
    'ils ne se sont pas tous rencontrés et personne ne reste seul en tête, quoi que donnent les parties manquantes (C.07 6.3)',
  'de-if-all-met': ({ missing }) =>
    `ils ne se sont pas tous rencontrés (${missing.join(', ')} n’a pas rencontré tous les autres ex æquo)${NB}: la confrontation directe «${NB}si tous se sont rencontrés${NB}» ne s’applique pas`,
  'no-opponent-met': () => 'aucun adversaire rencontré sur l’échiquier (C.07 8.2)',
  'no-rated-opponent': () => 'aucun adversaire classé rencontré sur l’échiquier',
  'no-rating-left': () => 'aucun classement ne reste après les valeurs écartées',
  unrated: () => 'non classé',
  'no-opponent-with': ({ value }) => `aucun adversaire avec une ${value} rencontré sur l’échiquier`,
  'unrated-no-rating-stated': ({ count }) =>
    `${countFrench(count, 'participant est non classé', 'participants sont non classés')} et le règlement ne fixe aucun classement pour les joueurs non classés (C.07 art. 10)`,
  'not-computed-for-group': () => 'non calculé pour ce groupe',
  'progressive-equal': ({ lastCut }) => `égaux à chaque coupe jusqu’à Cut-${lastCut}`,
};
