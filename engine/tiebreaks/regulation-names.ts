/*
 * The names printed regulations give criteria in their own words, in English and in national
 * languages, each mapped to exactly one registry criterion with its modifiers,
 * written in the handbook's letters ("BH/C1") and read by the specifier reader, so that the
 * modifier table stays the one place modifiers are declared. The registry's own names
 * (criteria-*.ts) stay the English long names; these are the words of real regulations, each
 * with where it is used. A long name here may still be followed by modifier words
 * ("buchholz-wertung cut 1"), as the registry's names may.
 *
 * A name that means different things in different regulations is not guessed: AMBIGUOUS_NAMES
 * lists what each reading is written as, and the language reports the choices; one whose
 * meaning depends on the rules the regulation follows is in rules-names.ts; one no source
 * defines (UNDEFINED_NAMES) is reported as such, never corrected to a near criterion.
 */

export type NameLanguage = 'en' | 'de' | 'nl' | 'es' | 'fr';

export interface RegulationName {
  /** Lower case, single spaces, as a regulation prints it. */
  name: string;
  /** The registry criterion with its modifiers, in the handbook's letters: "BH/M1". */
  means: string;
  language: NameLanguage;
  /** Where this name is used with this meaning. */
  source: string;
  /**
   * What the reading leaves out when the words could be taken otherwise ("games won over the
   * board, not forfeit wins"): the language states it in a note, hover and the booklet say it.
   */
  note?: string;
  /** Words about players' games: in a team event they do not name the teams' criterion of the same code. */
  individualOnly?: true;
}

export interface AmbiguousName {
  name: string;
  language: NameLanguage;
  /** Why the name is not one criterion, as the message says it. */
  why: string;
  /** What each reading is written as in the language, and what it is. */
  choices: readonly { write: string; meaning: string }[];
  source: string;
}

const FEDA_2016 = 'FEDA Manual del Árbitro 2016, 12.1.2 "Otros sistemas de desempate" (viewer.joomag.com/manual-del-arbitro-2016, p. 155)';
const REMOTESCHACH = 'remoteSchach-Wiki "Buchholzwertung" (wiki.remoteschach.de/index.php?title=Buchholzwertung)';
const SCS_2002 = 'SC Scharnhorst 2002, Vereinsmeisterschaft 2023, "Feinwertung" (scs2002.org)';
const KSFAH = 'KSF Aalst-Hofstade, "Systemen/punten" (ksfah.be/info/weetjes)';
const ELSTERTOREN = 'Schaakclub Elstertoren, "Regels voor rapid", artikel 4.1 (elstertoren.nl)';
const PAU =
  'Pau Sarrailh Echecs, championnat interne 2015-2016 (pau-sarrailh-echecs.com): "la ou les confrontations directes puis le Sonnenborn-Berger"';
const BESANCON =
  'Tour Prends Garde Besançon, tournoi de printemps 2023 (tpgbesancon.com): "départage : Buchholz - cumulatif - performance"';
const OLYMPIAD = 'Chess Olympiad regulations, rule 14 "Tie Breaking" a)–c) (uschess.discourse.group/t/olympiad-round-10/21939)';
/** German "gewonnene Partien" is games won: said, since a forfeit win is a win (WIN) but no game won. */
const GAMES_WON = {
  note: 'games won over the board (C.07 7.2): a forfeit win or a bye does not count; "anzahl der siege" is the number of wins with them (WIN, 7.1)',
  individualOnly: true,
} as const;
const NZCF =
  'the NZCF standard tie-breaks as Hamilton Chess Club applies them (hamiltonchess.net 2016-06-01, 2018-04-11): "3. Total Buchholz … 5. Buchholz Cut1", its "BucT" column the sum of all the opponents\' scores';
const ESTCC =
  'European Senior Team Chess Championship 2015 regulations (estcc2015.at), team tie-break 3: "sum of game points of all opponents"';
const KNDB_2010 =
  'KNDB, Nederlands kampioenschap dammen vrouwen 2010, wedstrijdvoorwaarden "Eindstand" (nkv2010.kndb.nl): "2. het saldo van de behaalde plus- en min- remises"';

export const REGULATION_NAMES: readonly RegulationName[] = [
  // English: the FIDE server's and the pairing programs' compact forms, and the handbook's phrases.
  {
    name: 'median buchholz',
    means: 'BH/M1',
    language: 'en',
    source: 'FIDE C.07 (2023) 14.3 "Median-1"; Buchholz system article ("Median-Buchholz")',
  },
  { name: 'truncated buchholz', means: 'BH/C1', language: 'en', source: 'FIDE C.07 (2023) 14.1 "Cut-1"' },
  {
    name: 'sum of match points of the opponents',
    means: 'BH:MP',
    language: 'en',
    source: `${OLYMPIAD}: c) "the sum of the match points of all the team's opponents"`,
  },
  {
    name: 'sum of the match points of the opponents',
    means: 'BH:MP',
    language: 'en',
    source: `${OLYMPIAD}: c)`,
  },
  { name: 'opponents match points', means: 'BH:MP', language: 'en', source: `${OLYMPIAD}: c)` },
  {
    name: 'olympiad sonneborn-berger',
    means: 'EMGSB/C1',
    language: 'en',
    source: `${OLYMPIAD}: a) "match points of each opponent, excluding the opponent who scored the lowest number of match points, multiplied by the number of game points achieved against this opponent"`,
  },
  { name: 'sum of game points of all opponents', means: 'BH:GP', language: 'en', source: ESTCC },
  { name: 'sum of the game points of all opponents', means: 'BH:GP', language: 'en', source: ESTCC },
  { name: 'total buchholz', means: 'BH', language: 'en', source: NZCF },
  {
    name: 'buchholz total',
    means: 'BH',
    language: 'en',
    source: 'Vega tie-break menu (2016 manual p. 9): "BH total" beside "BH Cut 1" and "BH median"',
  },
  // German (DSB clubs' and tournaments' regulations).
  { name: 'buchholz-wertung', means: 'BH', language: 'de', source: `${SCS_2002}; Deutschlandturnier 2016, Turnierbestimmungen III.2` },
  { name: 'buchholzwertung', means: 'BH', language: 'de', source: REMOTESCHACH },
  { name: 'buchholz-zahl', means: 'BH', language: 'de', source: 'SK Troisdorf, "Buchholz-Wertung" (sktroisdorf.de)' },
  { name: 'buchholzzahl', means: 'BH', language: 'de', source: 'tmanager-online.net, Glossar "Buchholzzahl (BHZ)"' },
  {
    name: 'gemittelte buchholz-wertung',
    means: 'BH/M1',
    language: 'de',
    source: `${REMOTESCHACH}: "bleiben die Ergebnisse des besten und des schwächsten Gegners … unberücksichtigt"`,
  },
  { name: 'gemittelte buchholzwertung', means: 'BH/M1', language: 'de', source: REMOTESCHACH },
  { name: 'sonneborn-berger-wertung', means: 'SB', language: 'de', source: SCS_2002 },
  { name: 'sonneborn-berger-zahl', means: 'SB', language: 'de', source: 'Wikipedia (de) "Feinwertung", Wertung nach Sonneborn-Berger' },
  { name: 'sb-zahl', means: 'SB', language: 'de', source: 'Wikipedia (de) "Feinwertung"' },
  { name: 'fortschrittswertung', means: 'PS', language: 'de', source: SCS_2002 },
  { name: 'anzahl der siege', means: 'WIN', language: 'de', source: 'mattzug.de "Wertung": "Anzahl der entschiedenen Partien"; DSB usage' },
  { name: 'direkter vergleich', means: 'DE', language: 'de', source: 'DSB usage: the result between the tied players' },
  {
    name: 'mehrzahl der gewonnenen partien',
    means: 'WON',
    language: 'de',
    source: 'German: "the greater number of games won"; C.07 art. 7.2 "Number of Games Won (WON)" beside 7.1 "Number of Wins (WIN)"',
    ...GAMES_WON,
  },
  {
    name: 'anzahl der gewonnenen partien',
    means: 'WON',
    language: 'de',
    source: 'German for C.07 art. 7.2 "Number of Games Won (WON)"',
    ...GAMES_WON,
  },
  {
    name: 'olympia-sb-system',
    means: 'EMGSB/C1',
    language: 'de',
    source:
      'Schachclub Ober-Ramstadt, "Feinwertung (Tiebreak) bei der Schach-Olympiade" (2012): Matchpunkte der Gegner ohne den niedrigsten Wert × Brettpunkte',
  },
  // Dutch (KNSB and Flemish clubs).
  { name: 'weerstandspunten', means: 'BH', language: 'nl', source: `${KSFAH}; ${ELSTERTOREN}` },
  { name: 'wp', means: 'BH', language: 'nl', source: 'OKU (paulkeres.nl/oku/?p=1548): "de WP en SB punten"' },
  { name: 'sonneborn-berger-punten', means: 'SB', language: 'nl', source: KSFAH },
  { name: 'sonneborn-bergerpunten', means: 'SB', language: 'nl', source: ELSTERTOREN },
  { name: 'sb-punten', means: 'SB', language: 'nl', source: KSFAH },
  { name: 'onderling resultaat', means: 'DE', language: 'nl', source: `${ELSTERTOREN}; OKU (paulkeres.nl/oku/?p=1548)` },
  { name: 'progressieve score', means: 'PS', language: 'nl', source: KSFAH },
  { name: 'onderlinge resultaat', means: 'DE', language: 'nl', source: `${KNDB_2010}: "4. Het onderlinge resultaat"` },
  // Draughts: a draw with advantage is a "plusremise" (1+), its opponent's a "minremise" (1−).
  { name: 'saldo plus- en minremises', means: 'DDIF', language: 'nl', source: KNDB_2010 },
  { name: 'saldo plus- en min-remises', means: 'DDIF', language: 'nl', source: KNDB_2010 },
  { name: 'saldo van de plus- en minremises', means: 'DDIF', language: 'nl', source: KNDB_2010 },
  { name: 'saldo van de behaalde plus- en min- remises', means: 'DDIF', language: 'nl', source: KNDB_2010 },
  {
    name: 'hoogste score in volgorde van de ranglijst',
    means: 'BRBO',
    language: 'nl',
    source: `${KNDB_2010}: "5. De hoogste score in volgorde van de ranglijst (dus achtereenvolgens het resultaat tegen de nummer(s) 1, …)"`,
  },
  // French (FFE clubs).
  { name: 'confrontation directe', means: 'DE', language: 'fr', source: PAU },
  { name: 'confrontations directes', means: 'DE', language: 'fr', source: PAU },
  { name: 'performance', means: 'TPR', language: 'fr', source: BESANCON },
  // Spanish (FEDA).
  { name: 'buchholz mediano', means: 'BH/M1', language: 'es', source: `${FEDA_2016} (b1)` },
  { name: 'buchholz mediano 2', means: 'BH/M2', language: 'es', source: `${FEDA_2016} (b2)` },
  { name: 'buchholz -1', means: 'BH/C1', language: 'es', source: `${FEDA_2016} (b3)` },
  { name: 'valoración media de los oponentes', means: 'ARO', language: 'es', source: `${FEDA_2016} (a)` },
  {
    name: 'aroc',
    means: 'ARO/C1',
    language: 'es',
    source: `${FEDA_2016} (a1): "con exclusión de uno o más jugadores, empezando por el rival con más baja valoración"`,
  },
];

const REFINED_BUCHHOLZ = [
  { write: 'sum of buchholz', meaning: 'the sum of the opponents’ Buchholz numbers (SOB)' },
  { write: 'gemittelte buchholz-wertung', meaning: 'Buchholz without the best and the worst opponent (BH/M1)' },
];

export const AMBIGUOUS_NAMES: readonly AmbiguousName[] = [
  // The wiki's 2007 text: "Verfeinerte Buchholz-Wertung durch Addition der Buchholz-Punkte aller
  // Spieler, gegen die gespielt wurde"; its 2005 text: "verfeinerte (bzw. gemittelte)
  // Buchholz-Wertung, bei der die Punkte des besten und des schwächsten Gegners aus der Wertung fallen".
  {
    name: 'verfeinerte buchholz-wertung',
    language: 'de',
    why: 'means two different criteria in German regulations',
    choices: REFINED_BUCHHOLZ,
    source: `${REMOTESCHACH}, revisions of 2005 and 2007`,
  },
  {
    name: 'verfeinerte buchholzwertung',
    language: 'de',
    why: 'means two different criteria in German regulations',
    choices: REFINED_BUCHHOLZ,
    source: `${REMOTESCHACH}, revisions of 2005 and 2007`,
  },
  {
    name: 'verfeinerte buchholz',
    language: 'de',
    why: 'means two different criteria in German regulations',
    choices: REFINED_BUCHHOLZ,
    source: `${REMOTESCHACH}, revisions of 2005 and 2007`,
  },
  // "Feinwertung" is the German word for tie-breaking itself, not one criterion.
  {
    name: 'feinwertung',
    language: 'de',
    why: 'is the German word for tie-breaking in general, not one criterion',
    choices: [
      { write: 'buchholz-wertung', meaning: 'Buchholz (BH)' },
      { write: 'sonneborn-berger-wertung', meaning: 'Sonneborn-Berger (SB)' },
      { write: 'fortschrittswertung', meaning: 'progressive score (PS)' },
    ],
    source: `${SCS_2002}: "Es gibt je nach Turnierform verschiedene Feinwertungen"; Wikipedia (de) "Feinwertung"`,
  },
];

/** A name a regulation may print for a criterion nobody defines: the language says so, never a near criterion. */
export interface UndefinedName {
  name: string;
  language: NameLanguage;
  /** Why no criterion is meant, as the message says it. */
  why: string;
  source: string;
}

const REFINED_SB = {
  language: 'de' as const,
  why: 'no regulation or handbook Regula knows defines a refined Sonneborn-Berger (verfeinerte Buchholz is defined, and means two things)',
  source: `${REMOTESCHACH} and Wikipedia (de) "Feinwertung": Sonneborn-Berger has no refined form there`,
};

export const UNDEFINED_NAMES: readonly UndefinedName[] = [
  { name: 'verfeinerte sonneborn-berger-wertung', ...REFINED_SB },
  { name: 'verfeinerte sonneborn-berger', ...REFINED_SB },
  { name: 'verfeinerte sonneborn-berger-zahl', ...REFINED_SB },
];

const BY_NAME = new Map(REGULATION_NAMES.map((n) => [n.name, n]));
const AMBIGUOUS_BY_NAME = new Map(AMBIGUOUS_NAMES.map((n) => [n.name, n]));
const UNDEFINED_BY_NAME = new Map(UNDEFINED_NAMES.map((n) => [n.name, n]));

/** A regulation's own name for a criterion, case-insensitively. */
export function findRegulationName(text: string): RegulationName | undefined {
  return BY_NAME.get(text.trim().toLowerCase());
}

/** A name that means several criteria, case-insensitively. */
export function findAmbiguousName(text: string): AmbiguousName | undefined {
  return AMBIGUOUS_BY_NAME.get(text.trim().toLowerCase());
}

/** A name no source defines a criterion for, case-insensitively. */
export function findUndefinedName(text: string): UndefinedName | undefined {
  return UNDEFINED_BY_NAME.get(text.trim().toLowerCase());
}
