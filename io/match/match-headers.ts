import { normaliseHeader } from '../grid';

/*
 * The header row of a match sheet (English, German and French labels, compared after
 * folding case, accents, dots and dashes): a board column, a result column, an optional
 * colour column for the first team's player, rating-like columns that are not read, and
 * the two team columns — every other header, in order from the left: the first team's,
 * then the second team's. A team column is headed by the team's name, or generically
 * (Team A / Home, Team B / Away) with the names in a title row above ("Organisers v Players").
 */
export type MatchColumnRole =
  | { kind: 'board' }
  | { kind: 'result' }
  | { kind: 'colour' }
  /** Ratings, titles, ids, starting numbers beside a player's name: known, not read. */
  | { kind: 'other' }
  /** A generic first (0) or second (1) team header. */
  | { kind: 'generic-team'; side: 0 | 1 }
  /** White / Black: the players by colour, not by team. */
  | { kind: 'colour-name' }
  /** Any other text: a team's name. */
  | { kind: 'team'; name: string };

const WORDS: ReadonlyArray<[MatchColumnRole, readonly string[]]> = [
  [
    { kind: 'board' },
    ['board', 'boards', 'bd', 'brd', 'bo', 'board no', 'board nr', 'brett', 'br', 'brett nr', 'echiquier', 'ech', 'tablero'],
  ],
  [{ kind: 'result' }, ['result', 'results', 'res', 'score', 'ergebnis', 'erg', 'resultat', 'resultado']],
  [{ kind: 'colour' }, ['colour', 'color', 'col', 'clr', 'farbe', 'couleur', 'w b', 'colour a', 'color a']],
  [
    { kind: 'other' },
    // Beside a player's name: ratings, ids, titles, starting numbers, points — none decides a match.
    [
      'rtg',
      'rating',
      'elo',
      'fide rtg',
      'fide rating',
      'nat rtg',
      'dwz',
      'id',
      'fide id',
      'title',
      'tit',
      'fed',
      'federation',
      'no',
      'nr',
      'n°',
      'sno',
      'snr',
      'club',
      'verein',
      'pts',
      'points',
    ],
  ],
  [{ kind: 'generic-team', side: 0 }, ['team a', 'team 1', 'team1', 'home', 'home team', 'heim', 'heimmannschaft', 'domicile', 'equipe a']],
  [
    { kind: 'generic-team', side: 1 },
    ['team b', 'team 2', 'team2', 'away', 'away team', 'gast', 'gastmannschaft', 'visiteurs', 'equipe b'],
  ],
  [{ kind: 'colour-name' }, ['white', 'black', 'weiss', 'weiß', 'schwarz', 'blanc', 'noir', 'blancas', 'negras']],
];

const ROLES = new Map<string, MatchColumnRole>(WORDS.flatMap(([role, words]) => words.map((w) => [w, role] as const)));

/** What a header cell's text means on a match sheet; undefined for an empty cell. */
export function classifyMatchHeader(text: string): MatchColumnRole | undefined {
  if (text === '') return undefined;
  return ROLES.get(normaliseHeader(text)) ?? { kind: 'team', name: text };
}

/** A header row: it has a board column and a result column. */
export function isMatchHeader(texts: readonly string[]): boolean {
  const kinds = texts.map((t) => classifyMatchHeader(t)?.kind);
  return kinds.includes('board') && kinds.includes('result');
}

/** The board cell of a totals row below the boards ("Total 3-3"). */
const TOTALS_LABELS = ['total', 'totals', 'sum', 'σ', 'gesamt', 'summe', 'match', 'match score', 'team score'];

export function isTotalsLabel(text: string): boolean {
  return TOTALS_LABELS.includes(normaliseHeader(text));
}

/**
 * A totals row written in one cell, "Total 3-3" or "Total: 3½–2½": the label and the score after it.
 * Undefined when the cell is not a totals label followed by something.
 */
export function totalsInOneCell(text: string): { score: string } | undefined {
  const match = /^(.*?)\s*[:=]?\s+(\S+\s*[-–:]\s*\S+)$/.exec(text.trim());
  if (!match || !isTotalsLabel(match[1]!)) return undefined;
  return { score: match[2]! };
}

/**
 * The two team names of a title row: "Organisers v Players", "Organisers vs. Players",
 * "Organisers – Players" (a dash with spaces around it), "Heim gegen Gast".
 */
export function teamsOfTitle(text: string): [string, string] | undefined {
  const match = /^(.+?)\s+(?:v|vs\.?|versus|gegen|contre|[-–—])\s+(.+)$/i.exec(text.trim());
  if (!match) return undefined;
  return [match[1]!.trim(), match[2]!.trim()];
}

export const EXPECTED_HEADER =
  'a row with a board column (Board, Bd, Brett), the two teams’ player columns (headed by the team names, or Team A / Team B under a title row "Organisers v Players"), a result column (Result, Res, Ergebnis) and optionally a colour column for the first team’s player (Colour: w/b)';
