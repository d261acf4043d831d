import { countFrench } from '../../render/booklet-words/plural';
import type { ReportParticipants, ReportWords } from './report-types';

/*
 * The audit report in French, in the task pane's words for it (addin/strings/fr.ts "Exporter le
 * rapport d’audit": rapport d’audit, jury d’appel, empreintes, données, règlement, classement,
 * égalité, contributions) and `rank`'s for the rest (fr.ts: ex æquo, départager, graine, tirage
 * au sort, barrage, ronde). A no-break space before the colon and inside « », as French sets them.
 */

const NB = '\u00a0';
const PLURAL: Readonly<Record<ReportParticipants, readonly [string, string]>> = {
  players: ['joueur', 'joueurs'],
  teams: ['équipe', 'équipes'],
};
const count = (n: number, participants: ReportParticipants) => countFrench(n, PLURAL[participants][0], PLURAL[participants][1]);

export const reportFr: ReportWords = {
  title: (regulation) => `Rapport d’audit${NB}: ${regulation}`,
  contents: 'Sommaire',
  parts: {
    standings: 'Classement',
    ties: 'Les égalités et leur départage',
    lots: 'Tirage au sort',
    issues: 'Erreurs et avertissements du calcul',
  },
  header: {
    Regulation: 'Règlement',
    Version: 'Version',
    Rules: 'Règles',
    'Ranking list': 'Liste des départages',
    'Regulation hash (SHA-256)': 'Empreinte du règlement (SHA-256)',
    Input: 'Données',
    'Input hash (SHA-256)': 'Empreinte des données (SHA-256)',
    'Input file hash (SHA-256)': 'Empreinte du fichier de données (SHA-256)',
    'Regula version': 'Version de Regula',
    'Run at': 'Calculé le',
  },
  columns: {
    Places: 'Places',
    Seed: 'Graine',
    Drawn: 'Tiré',
    'Lot number': 'Numéro tiré',
    Opponent: 'Adversaire',
    'Opponent value': 'Valeur de l’adversaire',
    Scored: 'Marqué',
    Contribution: 'Contribution',
  },
  counted: { yes: 'oui', no: 'non' },
  captions: { sectionValues: 'Valeurs de la section', awards: 'Prix' },
  standingsIntro: (n, participants, decidedBy) =>
    `${count(n, participants)}, dans l’ordre du classement${NB}; «${NB}${decidedBy}${NB}» nomme le critère qui a classé chacun.`,
  noTies: (participants, criterion) =>
    `${participants === 'teams' ? 'Aucune équipe n’était' : 'Aucun joueur n’était'} à égalité sur ${criterion}${NB}: la liste n’avait rien à départager.`,
  tiesIntro: (groups, participants, criterion, tied) =>
    `${countFrench(groups, 'groupe', 'groupes')} de ${PLURAL[participants][1]} à égalité sur ${criterion} (${count(tied, participants)}). ` +
    `Pour chacun${NB}: les critères comparés dans l’ordre de la liste et la valeur de chaque membre, chaque étape du départage, ` +
    `et les contributions derrière chaque valeur qui a décidé (C.07 art. 4.2${NB}: un critère ne s’applique qu’à ceux encore ex æquo).`,
  tieHeading: (places, n, participants, criterion, score) =>
    `Places ${places}${NB}: ${count(n, participants)} à égalité sur ${criterion} ${score}`,
  seed: (seed) => `(graine ${seed})`,
  stillTied: (left) => `Encore ex æquo après la liste${NB}: ${left === 'shared' ? 'les places sont partagées' : 'un barrage décide'}.`,
  contributions: (criterion) => `${criterion}${NB}: les contributions derrière chaque valeur`,
  split: { stillTied: 'toujours ex æquo', didNotApply: (criterion) => `${criterion} ne s’applique pas` },
  severity: { error: 'erreur', warning: 'avertissement' },
};
