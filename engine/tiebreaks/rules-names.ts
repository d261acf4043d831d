import type { Edition } from '../model';
import { findRegulationName, type NameLanguage } from './regulation-names';

/*
 * Names whose meaning depends on whose rules the regulation follows. US Chess rule 34E calls
 * its criteria "Solkoff", "Median", "Cumulative"; British, New Zealand and FIDE usage gives the
 * same words to Buchholz, median Buchholz and the sum of progressive scores. Such a name is
 * read by the regulation's declared `rules` only where those rules' own text gives it one
 * meaning, and that reading is stated (the language reports a note, hover and the booklet say
 * it); under any other rules it is an error that lists every meaning and what to write for it.
 * A name some rules read their own way but the registry gives one criterion everywhere else
 * ("sonneborn-berger": US Chess 34E8 under `rules us-chess`, FIDE C.07 9.1 elsewhere) keeps the
 * registry's criterion under the other rules, with nothing to say.
 */

export interface NameMeaning {
  /** What to write for this meaning whatever the rules; undefined when Regula has no such criterion. */
  write?: string;
  /** The registry criterion with its modifiers, in the handbook's letters; undefined when Regula has none. */
  means?: string;
  /** Its short name, as the note and the booklet say it: "US Chess 34E2 Solkoff". */
  title: string;
  /** The meaning in words, as the error and the docs say it. */
  meaning: string;
  /** Who uses the name in this sense. */
  source: string;
  /** The rules whose own text gives the name this meaning: under them the name is read so, and said. */
  rules?: readonly Edition[];
}

export interface RulesName {
  name: string;
  language: NameLanguage;
  meanings: readonly NameMeaning[];
  /** Under rules that do not read the name their own way: the registry's criterion of the name, or an error. */
  otherwise: 'registry' | 'ask';
}

const US = 'US Chess Official Rules (7th ed.) rule';
const OCHESS = 'ochess.org "Tiebreaks", quoting the rulebook';
const NZCF =
  'the NZCF standard tie-breaks as Hamilton Chess Club applies them (hamiltonchess.net 2016-06-01, 2018-04-11): "2. Cumulative (Sum of Progressive Scores)"';
const VEGA = 'Vega tie-break menu (2016 manual p. 9)';
const GOLOMBEK =
  'Wikipedia "Buchholz system", after Golombek\'s Encyclopedia of Chess (1977): "When used as a tie-break system, it is equivalent to the Solkoff system"';
const REUBEN = 'S. Reuben, arbiter’s handbook ch. 13, team knock-out matches: "The Board numbers on which each team has won are summed"';
const FIDE_2023_ON: readonly Edition[] = ['fide-2023', 'fide-2024', 'fide-2026'];

const SOLKOFF: readonly NameMeaning[] = [
  {
    write: 'us solkoff',
    means: 'SOLK',
    title: 'US Chess 34E2 Solkoff',
    meaning: 'US Chess 34E2 Solkoff: the opponents’ scores with their unplayed games counted ½ and the player’s own unplayed games as 0',
    source: `${US} 34E2; ${OCHESS}`,
    rules: ['us-chess'],
  },
  {
    write: 'buchholz',
    means: 'BH',
    title: 'Buchholz',
    meaning: 'Buchholz: the sum of the opponents’ scores (C.07 8.1), under the declared rules’ unplayed-round adjustments',
    source: `${GOLOMBEK}; tournament-organizer’s "solkoff" (slashinfty/tournament-organizer README)`,
  },
];

const MEDIAN: readonly NameMeaning[] = [
  {
    write: 'us median',
    means: 'MED',
    title: 'US Chess 34E4 Median',
    meaning: 'US Chess 34E4 Median: the adjusted opponents’ scores less the highest and the lowest, two of each from nine rounds on',
    source: `${US} 34E4; ${OCHESS}: "The Median system, also known as the Harkness system"`,
    rules: ['us-chess'],
  },
  {
    write: 'median buchholz',
    means: 'BH/M1',
    title: 'median Buchholz',
    meaning: 'median Buchholz: Buchholz less the highest and the lowest opponent (C.07 14.3 Median-1)',
    source: `${VEGA}: "BH median"; Wikipedia "Buchholz system" (Median-Buchholz)`,
  },
];

const CUMULATIVE: readonly NameMeaning[] = [
  {
    write: 'us cumulative',
    means: 'CUM',
    title: 'US Chess 34E3 Cumulative',
    meaning: 'US Chess 34E3 Cumulative: the running scores added up, less 1 per unplayed win or full-point bye and ½ per half-point bye',
    source: `${US} 34E3; ${OCHESS}`,
    rules: ['us-chess'],
  },
  {
    write: 'sum of progressive scores',
    means: 'PS',
    title: 'the sum of progressive scores',
    meaning: 'the sum of progressive scores: the running scores added up, nothing deducted (C.07 7.5)',
    source: `${NZCF}; ${VEGA}: "Cumulative"`,
  },
];

const OPPOSITION_CUMULATIVE: readonly NameMeaning[] = [
  {
    write: 'us opposition cumulative',
    means: 'OCUM',
    title: 'US Chess 34E9 cumulative scores of opposition',
    meaning: 'US Chess 34E9: the sum of the opponents’ 34E3 cumulative values',
    source: `${US} 34E9; ${OCHESS}`,
    rules: ['us-chess'],
  },
  {
    title: 'the sum of the opponents’ progressive scores',
    meaning: 'the sum of the opponents’ progressive scores, nothing deducted (where "cumulative" is the sum of progressive scores)',
    source: NZCF,
  },
];

const RESULT_BETWEEN: readonly NameMeaning[] = [
  {
    write: 'us result between tied players',
    means: 'RBTP',
    title: 'US Chess 34E5 result between tied players',
    meaning: 'US Chess 34E5: wins less losses in the games among the tied players',
    source: `${US} 34E5`,
    rules: ['us-chess'],
  },
  {
    write: 'direct encounter',
    means: 'DE',
    title: 'direct encounter',
    meaning: 'direct encounter: the points scored in the games among the tied players (C.07 art. 6)',
    source: 'FIDE C.07 art. 6',
  },
];

const AVERAGE_RATING_OF_OPPOSITION: readonly NameMeaning[] = [
  {
    write: 'us average rating of opposition',
    means: 'USARO',
    title: 'US Chess 34E11 average rating of opposition',
    meaning: 'US Chess 34E11: the exact mean rating of the rated opponents played',
    source: `${US} 34E11`,
    rules: ['us-chess'],
  },
  {
    write: 'average rating of opponents',
    means: 'ARO',
    title: 'C.07 10.1 average rating of opponents',
    meaning: 'C.07 10.1 ARO: the mean rating of the opponents played, rounded to the nearest whole number',
    source: 'FIDE C.07 art. 10.1',
  },
];

const SONNEBORN_BERGER: readonly NameMeaning[] = [
  {
    write: 'us sonneborn-berger',
    means: 'USSB',
    title: 'US Chess 34E8 Sonneborn-Berger',
    meaning: 'US Chess 34E8: the adjusted scores of the opponents beaten plus half those of the opponents drawn, own unplayed games 0',
    source: `${US} 34E8; ${OCHESS}`,
    rules: ['us-chess'],
  },
  {
    write: 'SB',
    means: 'SB',
    title: 'C.07 9.1 Sonneborn-Berger',
    meaning: 'C.07 9.1 Sonneborn-Berger under the declared rules’ unplayed-round adjustments',
    source: 'FIDE C.07 art. 9.1; FMJD DrA sort criterion 14',
  },
];

/** The words each family of rules gives its own sense, by name. */
export const RULES_NAMES: readonly RulesName[] = [
  ...['solkoff', 'solkoff system'].map((name) => ({ name, language: 'en' as const, meanings: SOLKOFF, otherwise: 'ask' as const })),
  ...['median', 'median system', 'harkness', 'harkness system'].map((name) => ({
    name,
    language: 'en' as const,
    meanings: MEDIAN,
    otherwise: 'ask' as const,
  })),
  ...['cumulative', 'cumulative score', 'cumulative system'].map((name) => ({
    name,
    language: 'en' as const,
    meanings: CUMULATIVE,
    otherwise: 'ask' as const,
  })),
  ...['opposition cumulative', 'cumulative of opposition', 'cumulative scores of opposition', 'opponents cumulative'].map((name) => ({
    name,
    language: 'en' as const,
    meanings: OPPOSITION_CUMULATIVE,
    otherwise: 'ask' as const,
  })),
  ...['result between tied players', 'results between tied players'].map((name) => ({
    name,
    language: 'en' as const,
    meanings: RESULT_BETWEEN,
    otherwise: 'ask' as const,
  })),
  { name: 'average rating of opposition', language: 'en', meanings: AVERAGE_RATING_OF_OPPOSITION, otherwise: 'ask' },
  {
    name: 'average rating of opponents',
    language: 'en',
    meanings: [
      { ...AVERAGE_RATING_OF_OPPOSITION[0]! },
      {
        write: 'fmjd average rating of opponents',
        means: 'FARO',
        title: 'FMJD DrA 10 average rating of opponents',
        meaning: 'FMJD DrA 10: the mean over the rounds of the opponent’s rating, byes, forfeits and unrated opponents counting 0',
        source: 'FMJD DrA sort criterion 10 "Average rating of opponents"',
        rules: ['fmjd'],
      },
      AVERAGE_RATING_OF_OPPOSITION[1]!,
    ],
    otherwise: 'registry',
  },
  ...['sonneborn-berger', 'sonneborn berger', 'neustadtl'].map((name) => ({
    name,
    language: 'en' as const,
    meanings: SONNEBORN_BERGER,
    otherwise: 'registry' as const,
  })),
  {
    name: 'board count',
    language: 'en',
    meanings: [
      {
        write: 'fide board count',
        means: 'BC',
        title: 'C.07 12.1 Board Count',
        meaning: 'C.07 12.1 Board Count: Σ board number × game points on that board, a draw counting half; lower is better',
        source: 'FIDE C.07 (2023–2026) art. 12.1 "Board Count"',
        rules: FIDE_2023_ON,
      },
      {
        write: 'board count of wins',
        means: 'BCW',
        title: 'the board count of wins (S. Reuben)',
        meaning: 'the board numbers of the wins alone, added up; the lower total wins',
        source: REUBEN,
      },
    ],
    otherwise: 'ask',
  },
];

const BY_NAME = new Map(RULES_NAMES.map((n) => [n.name, n]));

/** A name whose meaning depends on the rules, case-insensitively. */
export function findRulesName(text: string): RulesName | undefined {
  return BY_NAME.get(text.trim().toLowerCase());
}

/** The meaning the declared rules give the name themselves, if they give it one. */
export function meaningUnder(name: RulesName, edition: Edition | undefined): NameMeaning | undefined {
  return edition === undefined ? undefined : name.meanings.find((m) => m.rules?.includes(edition));
}

/**
 * The reading a criterion written as `text` got from the rules, in words, when its name is one
 * the rules read their own way and `code` is that reading's criterion: "read under rules
 * us-chess as US Chess 34E2 Solkoff (…); elsewhere the word means Buchholz (BH)". Undefined for
 * any other name or criterion. The language's note, hover and the booklet say this.
 */
export function rulesReading(text: string, code: string): string | undefined {
  const name = leadingRulesName(text);
  const meaning = name?.meanings.find((m) => m.rules !== undefined && m.means !== undefined && codeOf(m.means) === code);
  if (!name || !meaning) return undefined;
  const others = name.meanings
    .filter((m) => m !== meaning)
    .map((m) => (m.means === undefined ? m.title : `${m.title} (${m.means})`))
    .join(' or ');
  return `read under rules ${meaning.rules!.join(', ')} as ${meaning.title} (${meaning.means}); elsewhere it means ${others}`;
}

/**
 * What a reader of the standings must be told about how a criterion written as `text` was read:
 * the rules' own sense of the name (rulesReading), or what a regulation's own name leaves out
 * ("mehrzahl der gewonnenen partien": games won over the board, not forfeit wins). Undefined
 * when the words have one meaning.
 */
export function statedReading(text: string, code: string): string | undefined {
  const rules = rulesReading(text, code);
  if (rules !== undefined) return rules;
  const words = text.trim().toLowerCase().split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const own = findRegulationName(words.slice(0, n).join(' '));
    if (own) return own.note !== undefined && codeOf(own.means) === code ? `read as ${own.means}, ${own.note}` : undefined;
  }
  return undefined;
}

/** The rules name a phrase starts with ("average rating of opponents unrated 1000"), the longest first. */
function leadingRulesName(text: string): RulesName | undefined {
  const words = text.trim().toLowerCase().split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const name = BY_NAME.get(words.slice(0, n).join(' '));
    if (name) return name;
  }
  return undefined;
}

function codeOf(specifier: string): string {
  return /^[A-Za-z]+/.exec(specifier)?.[0]?.toUpperCase() ?? specifier;
}
