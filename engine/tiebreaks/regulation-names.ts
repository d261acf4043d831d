/*
 * The names printed regulations give criteria in their own words, in English and in national
 * languages (issue 19 item 1), each mapped to exactly one registry criterion with its modifiers,
 * written in the handbook's letters ("BH/C1") and read by the specifier reader, so that the
 * modifier table stays the one place modifiers are declared. The registry's own names
 * (criteria-*.ts) stay the English long names; these are the words of real regulations, each
 * with where it is used. A long name here may still be followed by modifier words
 * ("buchholz-wertung cut 1"), as the registry's names may.
 *
 * A name that means different things in different regulations is not guessed: AMBIGUOUS_NAMES
 * lists what each reading is written as, and the language reports the choices.
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

const BY_NAME = new Map(REGULATION_NAMES.map((n) => [n.name, n]));
const AMBIGUOUS_BY_NAME = new Map(AMBIGUOUS_NAMES.map((n) => [n.name, n]));

/** A regulation's own name for a criterion, case-insensitively. */
export function findRegulationName(text: string): RegulationName | undefined {
  return BY_NAME.get(text.trim().toLowerCase());
}

/** A name that means several criteria, case-insensitively. */
export function findAmbiguousName(text: string): AmbiguousName | undefined {
  return AMBIGUOUS_BY_NAME.get(text.trim().toLowerCase());
}
