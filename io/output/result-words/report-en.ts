import type { ReportWords } from './report-types';

/* The audit report in English: the words `regula report` has always printed. */

export const reportEn: ReportWords = {
  title: (regulation) => `Audit report: ${regulation}`,
  contents: 'Contents',
  parts: {
    standings: 'Standings',
    ties: 'Ties and how they were split',
    lots: 'Drawing of lots',
    issues: 'Errors and warnings of the run',
  },
  header: {
    Regulation: 'Regulation',
    Version: 'Version',
    Rules: 'Rules',
    'Ranking list': 'Ranking list',
    'Regulation hash (SHA-256)': 'Regulation hash (SHA-256)',
    Input: 'Input',
    'Input hash (SHA-256)': 'Input hash (SHA-256)',
    'Input file hash (SHA-256)': 'Input file hash (SHA-256)',
    'Regula version': 'Regula version',
    'Run at': 'Run at',
  },
  columns: {
    Places: 'Places',
    Seed: 'Seed',
    Drawn: 'Drawn',
    'Lot number': 'Lot number',
    Opponent: 'Opponent',
    'Opponent value': 'Opponent value',
    Scored: 'Scored',
    Contribution: 'Contribution',
  },
  counted: { yes: 'yes', no: 'no' },
  captions: { sectionValues: 'Values of the section', awards: 'Awards' },
  standingsIntro: (count, participants, decidedBy) =>
    `${count} ${participants}, in the order of the ranking; “${decidedBy}” names the criterion that placed each one.`,
  noTies: (participants, criterion) => `No ${participants} were tied on ${criterion}: the list had nothing to split.`,
  tiesIntro: (groups, participants, criterion, tied) =>
    `${groups} ${groups === 1 ? 'group' : 'groups'} of ${participants} tied on ${criterion} (${tied} ${participants}). ` +
    'For each: the criteria compared in the order of the list and each member’s value, each step of the split, ' +
    'and the contributions behind every value that decided (C.07 art. 4.2: a criterion applies only to those still tied).',
  tieHeading: (places, count, participants, criterion, score) => `Places ${places}: ${count} ${participants} tied on ${criterion} ${score}`,
  seed: (seed) => `(seed ${seed})`,
  stillTied: (left) => `Still tied after the list: ${left === 'shared' ? 'the places are shared' : 'a play-off decides'}.`,
  contributions: (criterion) => `${criterion}: the contributions behind each value`,
  split: { stillTied: 'still tied', didNotApply: (criterion) => `${criterion} did not apply` },
  severity: { error: 'error', warning: 'warning' },
};
