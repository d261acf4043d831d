import { MAX_ROUNDS } from '../limits';
import { CHESS_RESULTS_LANGUAGES, type ChessResultsLanguage } from './chess-results-languages';

/**
 * Column headers and what they mean. Crosstables arrive from chess-results /
 * Swiss-Manager (`Rk.`, `SNo`, `Name`, `Rtg`, `FED`, `1.Rd`, `Pts.`,
 * `TB1`), US wall charts (the VCF K-12 example: `#`, `Name`, `Rd 1`,
 * `Game Score`), round-robin grids (`No.`, `Name`, `1 2 3 …`, `Pts`) and hand-made
 * sheets (`R1 Opp`, `R1 Col`, `R1 Res`), with English, German and French labels and the
 * header words of every language of chess-results.com (chess-results-languages.ts).
 * Headers are compared after folding case, accents, dots and dashes.
 */

export type RoundPart = 'opponent' | 'colour' | 'result';

export type ColumnRole =
  | { kind: 'rank' }
  | { kind: 'start-number' }
  | { kind: 'line-number' }
  | { kind: 'name' }
  | { kind: 'rating' }
  | { kind: 'title' }
  | { kind: 'federation' }
  | { kind: 'fide-id' }
  | { kind: 'sex' }
  | { kind: 'birth-date' }
  | { kind: 'points' }
  /** A round column of a wall chart or Swiss-Manager crosstable (`Rd 1`, `1.Rd`, `R1`). */
  | { kind: 'round'; round: number }
  /** One of a round's three columns in the plain layout (`R1 Opp`, `R1 Col`, `R1 Res`). */
  | { kind: 'round-part'; round: number; part: RoundPart }
  /** A bare number (`1`, `2.`): a player column of a round-robin grid, or a round. */
  | { kind: 'number'; number: number }
  /** A bare-number column once the layout is known to be a round-robin grid: the player it names. */
  | { kind: 'player'; number: number }
  /** Any other column, kept in Player.fields under its header. */
  | { kind: 'field'; name: string };

/** Lower case, no accents, dots/dashes/underscores/colons as spaces, single spaces. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[._:\-–—/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FIXED: ReadonlyArray<[ColumnRole['kind'], readonly string[]]> = [
  // chess-results `Rk.`; German Rg./Rang/Platz; French Pl./Clt/Classement; US "Place".
  ['rank', ['rk', 'rank', 'rang', 'rg', 'pl', 'place', 'platz', 'pos', 'position', 'clt', 'classement', 'final rank']],
  // chess-results `SNo` (ranking crosstable) and `No.` (starting-rank crosstable);
  // German SNr./Nr.; French N°; FIDE's TPN (tournament pairing number).
  [
    'start-number',
    [
      'sno',
      'snr',
      'st nr',
      'start no',
      'start nr',
      'startnr',
      'startnummer',
      'starting rank',
      'start number',
      'no',
      'nr',
      'n°',
      'no°',
      'tpn',
      'pairing no',
      'pairing number',
      'pair no',
      'num',
    ],
  ],
  // US wall charts and standings: `#` is the pairing number or place, i.e. the line
  // number the round cells refer to.
  ['line-number', ['#', 'line', 'line no', 'line number', 'ln']],
  [
    'name',
    ['name', 'player', 'player name', 'players', 'spieler', 'spielername', 'teilnehmer', 'nom', 'joueur', 'nom prenom', 'participant'],
  ],
  // Pre-event rating. "Post Rating" (VCF) and national ratings stay in fields.
  [
    'rating',
    [
      'rtg',
      'rating',
      'elo',
      'irtg',
      'fide rtg',
      'fide rating',
      'rtg int',
      'elo fide',
      'fide elo',
      'pre',
      'pre rating',
      'rating pre',
      'rtg pre',
      'ratg',
    ],
  ],
  ['title', ['title', 'tit', 'titel', 'titre']],
  ['federation', ['fed', 'federation', 'land', 'nat', 'nation', 'country', 'pays', 'verband']],
  ['fide-id', ['fide id', 'fideid', 'id fide', 'fide no', 'fide nr', 'fide number']],
  ['sex', ['sex', 'gender', 'geschlecht', 'sexe']],
  [
    'birth-date',
    ['birth', 'birthdate', 'birth date', 'born', 'b day', 'geb', 'geburtsdatum', 'date of birth', 'dob', 'naissance', 'date de naissance'],
  ],
  // Swiss-Manager `Pts.`, German Pkt./Punkte, US `Total` / `Score` / VCF "Game Score".
  ['points', ['pts', 'points', 'pkt', 'punkte', 'score', 'total', 'game score', 'total score', 'pts total']],
];

const FIXED_ROLES = new Map<string, ColumnRole['kind']>();
for (const [kind, names] of FIXED) for (const name of names) FIXED_ROLES.set(normaliseHeader(name), kind);
// The header words of chess-results' languages (chess-results-languages.ts).
const LANGUAGE_ROLES: ReadonlyArray<[keyof ChessResultsLanguage['headers'], ColumnRole['kind']]> = [
  ['rank', 'rank'],
  ['startNumber', 'start-number'],
  ['name', 'name'],
  ['rating', 'rating'],
  ['federation', 'federation'],
  ['points', 'points'],
];
for (const language of CHESS_RESULTS_LANGUAGES)
  for (const [key, kind] of LANGUAGE_ROLES) for (const word of language.headers[key]) FIXED_ROLES.set(normaliseHeader(word), kind);

// `1.Rd` (chess-results), `1. Runde`, `Rd 1`, `R1`, `Round 1`, `Runde 1`, `Ronde 1`, `Tour 1`, and the
// word for a round in each of chess-results' languages (`1. Kolo`, `Тур 1`, `Γύρος 1`).
const ROUND_WORDS = new Set(['rd', 'rnd', 'round', 'runde', 'rde', 'ronde', 'tour', 'r']);
for (const language of CHESS_RESULTS_LANGUAGES) for (const word of language.headers.round) ROUND_WORDS.add(normaliseHeader(word));
const ROUND_WORD = `(?:${[...ROUND_WORDS]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})`;
const ROUND_BEFORE = new RegExp(`^${ROUND_WORD} ?(\\d{1,3})$`, 'u');
const ROUND_AFTER = new RegExp(`^(\\d{1,3}) ?${ROUND_WORD}$`, 'u');
const PART_WORDS: ReadonlyArray<[RoundPart, readonly string[]]> = [
  ['opponent', ['opp', 'opponent', 'opp no', 'vs', 'gegner', 'adv', 'adversaire']],
  ['colour', ['col', 'colour', 'color', 'c', 'farbe', 'couleur', 'clr']],
  ['result', ['res', 'result', 'erg', 'ergebnis', 'resultat', 'pts', 'score']],
];
const PARTS = new Map<string, RoundPart>();
for (const [part, words] of PART_WORDS) for (const w of words) PARTS.set(w.replace(/ /g, ''), part);
const PART_ALTERNATION = PART_WORDS.flatMap(([, words]) => words)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, ' ?'))
  .join('|');
const PART_AFTER = new RegExp(`^(.+?) ?(${PART_ALTERNATION})$`);
const PART_BEFORE = new RegExp(`^(${PART_ALTERNATION}) ?(.+)$`);

/** The round a header names ("Rd 1", "1.Rd", "R1"), or undefined. */
export function roundOfHeader(normalised: string): number | undefined {
  const m = ROUND_BEFORE.exec(normalised) ?? ROUND_AFTER.exec(normalised);
  if (!m) return undefined;
  const round = Number(m[1]);
  // A header beyond MAX_ROUNDS ("Rd 500") names no round: it is kept as a field.
  return round >= 1 && round <= MAX_ROUNDS ? round : undefined;
}

function roundPartOf(normalised: string): { round: number; part: RoundPart } | undefined {
  const after = PART_AFTER.exec(normalised);
  const before = PART_BEFORE.exec(normalised);
  const candidates: Array<[string, string]> = [];
  if (after) candidates.push([after[1]!, after[2]!]);
  if (before) candidates.push([before[2]!, before[1]!]);
  for (const [label, word] of candidates) {
    const round = roundOfHeader(label) ?? (/^\d{1,3}$/.test(label) ? Number(label) : undefined);
    const part = PARTS.get(word.replace(/ /g, ''));
    if (round !== undefined && round >= 1 && round <= MAX_ROUNDS && part) return { round, part };
  }
  return undefined;
}

/**
 * The round a per-round rating column names — "Rating R1", "Rtg Rd 2", "Elo round 3" — or
 * undefined. Such columns stay player fields and also give Player.roundRatings (a league over
 * several rating periods, FIDE checklist Q212: the rating each player had in that round).
 */
export function roundRatingOfHeader(text: string): number | undefined {
  const m = /^(?:rating|rtg|elo) ?(?:r|rd|rnd|round) ?(\d{1,3})$/.exec(normaliseHeader(text));
  if (!m) return undefined;
  const round = Number(m[1]);
  return round >= 1 && round <= MAX_ROUNDS ? round : undefined;
}

/** What a header cell names. `text` is the cell's text as shown. */
export function classifyHeader(text: string): ColumnRole | undefined {
  if (text === '') return undefined;
  const h = normaliseHeader(text);
  const fixed = FIXED_ROLES.get(h);
  if (fixed) return { kind: fixed } as ColumnRole;
  const bare = /^(\d{1,3}) ?$/.exec(h);
  if (bare && Number(bare[1]) >= 1) return { kind: 'number', number: Number(bare[1]) };
  const round = roundOfHeader(h);
  if (round !== undefined) return { kind: 'round', round };
  const part = roundPartOf(h);
  if (part) return { kind: 'round-part', ...part };
  return { kind: 'field', name: text };
}
