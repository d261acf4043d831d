import { BOOKLET_WORDS } from '../../render/booklet-words';
import type { AfterKind, ResultWords, ScoreCode, StepOutcome } from './types';
import { reportFr } from './report-fr';
import { scenariosFr } from './scenario-fr';
import { diffFr } from './diff-fr';
import { joinWithAnd } from './join';

/*
 * `rank`'s and `explain`'s words in French, the words the booklet and the task pane use for the
 * same things (io/render/booklet-words/fr.ts, addin/strings/fr.ts, where each is cited): the
 * headers of chess-results' French exports (io/grid/chess-results-languages.ts: N°, Nom, Elo);
 * "départage", "classement", "ronde", "tirage au sort", "échiquier", "équipe" (the FFE's Livre de
 * l'arbitre); "barrage", "ex æquo" (fr.wikipedia.org/wiki/Système_de_départage); "élimination
 * directe", "micro-match", "points de match", "points de partie", "aux points seuls" as the booklet
 * prints them. A count takes the singular for 0 and 1 (and 1,5: CLDR fr counts by the integer
 * part). French typography: a no-break space before « : ; ».
 */

const booklet = BOOKLET_WORDS.fr;
const NB = '\u00a0';

const SCORE: Readonly<Record<ScoreCode, readonly [string, string]>> = {
  PTS: ['point', 'points'],
  MP: ['point de match', 'points de match'],
  GP: ['point de partie', 'points de partie'],
};
const AFTER: Readonly<Record<AfterKind, string>> = {
  shared: 'place partagée',
  lots: 'tirage au sort',
  'play-off': 'barrage',
  manual: 'décision manuelle',
};

const and = (items: readonly string[]): string => joinWithAnd(items, 'et');

/** "1er", "2e" (French ordinals as places print them). */
function ordinal(n: number): string {
  return n === 1 ? '1er' : `${n}e`;
}

/** The singular for a number below 2 (CLDR fr: the integer part 0 or 1). */
function singular(value: string): boolean {
  return /^[01](,|$)/.test(value);
}

function outcomeWords(outcome: StepOutcome): string {
  const why = outcome.kind !== 'placed' && outcome.reason ? ` (${outcome.reason})` : '';
  switch (outcome.kind) {
    case 'still-tied':
      return `toujours ex æquo${outcome.notApplied ? `${NB}: ${outcome.criterion} ne s’applique pas${why}` : why}`;
    case 'placed':
      return `${ordinal(outcome.place)} des ${outcome.of}`;
    case 'shares':
      return `${ordinal(outcome.first)}–${ordinal(outcome.last)} des ${outcome.of}, ex æquo avec ${and(outcome.with)}${
        outcome.notApplied ? ` (${outcome.criterion} ne s’applique pas entre eux${outcome.reason ? `${NB}: ${outcome.reason}` : ''})` : why
      }`;
  }
}

const HEADERS: ResultWords['headers'] = {
  place: 'Place',
  number: 'N°',
  name: 'Nom',
  rating: 'Elo',
  team: 'Équipe',
  decidedBy: 'Départage',
};

export const fr: ResultWords = {
  lang: 'fr',
  decimalComma: booklet.decimalComma,
  headers: HEADERS,
  decided: {
    shared: 'place partagée',
    alone: 'aux points seuls',
    playOff: 'barrage',
    playOffPending: 'barrage en attente',
    microMatchPending: 'micro-match en attente',
    lots: 'tirage au sort',
    manual: (column) => `manuel${NB}: ${column}`,
  },
  criterionNames: booklet.criterionNames,
  columns: {
    Place: HEADERS.place,
    Rank: HEADERS.place,
    No: HEADERS.number,
    Id: 'Id',
    Name: HEADERS.name,
    Player: 'Joueur',
    Team: HEADERS.team,
    Board: 'Échiquier',
    Grade: 'Niveau',
    Points: booklet.pointsHeader,
    Score: 'Score',
    'Event score': 'Score du tournoi',
    'Season score': 'Score de la saison',
    Counted: 'Comptés',
    'By place': 'Selon la place',
    Formula: 'Formule',
    Bonus: 'Bonus',
    Total: 'Total',
    Factor: 'Facteur',
    Scaled: 'Pondéré',
    Value: 'Valeur',
    Result: booklet.resultHeader,
    Outcome: 'Statut',
    Reason: 'Motif',
    Award: 'Récompense',
    Prize: 'Prix',
    Amount: 'Montant',
    Exact: 'Exact',
    Trophy: 'Trophée',
    Overall: 'Classement général',
    Games: 'Parties',
    Performance: 'Performance',
    Round: 'Ronde',
    Before: 'Avant',
    After: 'Après',
    Note: 'Remarque',
    'Decided by': HEADERS.decidedBy,
  },
  notApplicable: 's.o.',
  titles: {
    withdrawals: booklet.titles.withdrawals,
    grandPrix: booklet.titles.grandPrix,
    teams: booklet.titles.teams,
    qualification: booklet.titles.qualification,
    prizes: booklet.titles.prizes,
    boardPrizes: booklet.titles.boardPrizes,
    teamAwards: (name) => `Prix par équipes${NB}: ${name}`,
    category: (name) => `Catégorie${NB}: ${name}`,
    section: (name, players) => `== Groupe ${name} (${players} joueurs)`,
    gradesGrandPrix: (name) => `== Grand prix sur les niveaux${NB}: ${name}`,
  },
  note: (text) => `Remarque${NB}: ${text}`,
  knockOut: {
    heading: (event, regulation) => `== ${event} (${regulation})${NB}: élimination directe, places selon la ronde atteinte`,
    inProgress: `Remarque${NB}: le tournoi est en cours${NB}: les places marquées en attente ne sont pas définitives.`,
    headers: {
      number: 'N°',
      roundReached: 'Ronde atteinte',
      result: booklet.resultHeader,
      lastMatch: 'Dernier match',
      score: booklet.pointsHeader,
    },
    pending: 'en attente',
    thirdPlace: 'troisième place',
    outcomes: {
      'won the final': 'finale gagnée',
      'lost the final': 'finale perdue',
      'won the match for third place': 'match pour la troisième place gagné',
      'lost the match for third place': 'match pour la troisième place perdu',
      eliminated: 'éliminé(e)',
      'still in': 'encore en lice',
    },
    roundNames: {
      final: 'finale',
      semiFinal: 'demi-finale',
      quarterFinal: 'quart de finale',
      roundOf: (players) => `tour des ${players} derniers`,
    },
    round: (round) => `ronde ${round}`,
    versus: (match, opponent) => `${match} contre ${opponent}`,
    notPlaced: (player) => `${player}${NB}: hors classement, le tableau comporte des erreurs.`,
    placed: (player, place, of, pending, outcome, round, entered) =>
      `${player}${NB}: place ${place} sur ${of}${pending ? ` (en attente${NB}: le tournoi est en cours)` : ''}${NB}: ${outcome}, ronde atteinte ${round}${entered !== undefined ? `, entré(e) à la ronde ${entered}` : ''}.`,
    matchTitle: (round) => (round === undefined ? 'Match pour la troisième place' : `Ronde ${round}`),
    notDecided: (why) => `pas encore décidé (${why ?? 'aucun résultat'})`,
    decided: (won, stage, by, stageWords) => `${won ? 'gagné' : 'perdu'} à la phase ${stage} (${by}${NB}: ${stageWords})`,
    match: (title, opponent, score, verdict) => `${title}, contre ${opponent}${NB}: ${score}, ${verdict}.`,
  },
  lots: {
    heading: (rule) => `Tirage au sort (simulation — rien n’est écrit)${NB}: ${rule}`,
    seeded: {
      regulation: 'avec la graine du règlement',
      event: 'à partir du tournoi lui-même (son nom, ses dates et les joueurs ex æquo)',
    },
    applied: (seeded) => `le règlement départage par tirage au sort ${seeded}${NB}; c’est le tirage qu’applique chaque calcul.`,
    wouldMake: (after, seeded) => `le règlement dit \`then ${after}\`${NB}; voici le tirage que ferait \`then lots\`, ${seeded}.`,
    none: `Aucune égalité ne reste après la liste${NB}: rien ne serait tiré.`,
    places: (places, seed) => `Places ${places}, graine «${NB}${seed}${NB}»${NB}:`,
    member: (place, participant, lot) => `  ${place}. ${participant} — tirage ${lot}`,
    stillTied: `  (deux tirages sont égaux${NB}: l’égalité demeure entre eux)`,
  },
  explain: {
    placed: (player, place, of, decision) => `${player}${NB}: place ${place} sur ${of}, ${decision}.`,
    shares: (player, first, last, of, decision) => `${player}${NB}: places ${first}–${last} partagées sur ${of}, ${decision}.`,
    decision: {
      shared: `ex æquo sur tous les critères de la liste${NB}: les places sont partagées`,
      playOff: (note) => `par le barrage${note ? `${NB}: ${note}` : ''}`,
      playOffPending: `ex æquo${NB}: un barrage décide de ces places et ses résultats ne sont pas encore saisis (barrage en attente)`,
      microMatchPending: `places partagées${NB}: un micro-match entre eux n’est pas terminé, sa prochaine partie n’est pas saisie (micro-match en attente)`,
      alone: 'aux points seuls',
      by: (criterion) => `départage${NB}: ${criterion}`,
    },
    notRanked: (player, note) => `${player}${NB}: hors classement${note ? ` (${note})` : ''}.`,
    microMatches: (rankedBy, values) => `Micro-matchs, classés par ${rankedBy}${NB}: ${values}.`,
    valuesHeading: `Valeurs et leurs contributions${NB}:`,
    score: (value, code) => `${value} ${SCORE[code][singular(value) ? 0 : 1]}`,
    tiedStep: (others, score, criterion, values, outcome) =>
      `Ex æquo${score ? ` (${score})` : ''} avec ${and(others)}${NB}; ${criterion}${NB}: ${values} → ${outcomeWords(outcome)}.`,
    definition: (criterion, name, description) => `${criterion} (${name})${NB}: ${description}`,
    sharePlace: (a, b, after) =>
      `${a} et ${b} partagent leur place${NB}: aucun critère de la liste ne les départage (après la liste${NB}: ${AFTER[after]}).`,
    above: (upper, lower, criterion, upperValue, lowerValue, among) =>
      `${upper} devance ${lower}${NB}: ${criterion} a départagé (${upperValue} contre ${lowerValue})` +
      (among ? `, parmi ${among.count} participants ex æquo${among.score ? ` (${among.score})` : ''}.` : '.'),
    levelBefore: (items) => `Auparavant à égalité sur ${and(items)}.`,
    didNotApply: (criterion, upperValue, lowerValue, reason) =>
      `${criterion} ne s’est pas appliqué (${upperValue} contre ${lowerValue})${reason ? `${NB}: ${reason}` : ' et les a laissés ex æquo'}.`,
    microPending: (upper, lower, decision) => `${upper} et ${lower} partagent leurs places${NB}: ${decision}.`,
    microLevel: (upper, lower, values, sharedPlace, decidedBy) =>
      `${upper} et ${lower} sont à égalité sur tous les critères des micro-matchs (${values})${NB}; ${sharedPlace ? 'ils partagent leur place' : `la liste de départage a décidé${NB}: ${decidedBy}`}.`,
    microAbove: (upper, lower, criterion, upperValue, lowerValue, level) =>
      `${upper} devance ${lower}${NB}: les micro-matchs ont décidé par ${criterion}, ${upperValue} contre ${lowerValue}${level.length > 0 ? ` (à égalité sur ${level.join(', ')})` : ''}.`,
    notApplicable: (header, reason) => `  ${header}${NB}: sans objet — ${reason}`,
    round: (round) => `ronde ${round}`,
    versus: (opponent) => `contre ${opponent}`,
    factors: (opponentValue, points) => ` (adversaire ${opponentValue}, marqué ${points})`,
    colon: `${NB}: `,
    and,
    roundKinds: {
      played: 'jouée',
      'forfeit-win': 'victoire par forfait',
      'forfeit-loss': 'défaite par forfait',
      'double-forfeit': 'double forfait',
      absent: 'absent',
      withdrawn: 'abandon',
    },
  },
  report: reportFr,
  scenarios: scenariosFr,
  diff: diffFr,
};
