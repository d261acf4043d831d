import { Rational } from '../arith';
import type { CriterionSpec, Edition } from '../model';
import type { ModifierName } from './definition';

/**
 * Every modifier of a criterion, declared once (C.07 art. 14 and the reference server's
 * option letters, TEC-FIDE/TieBreakServer README): how the handbook writes it after a code (BH/C1), how a
 * regulation writes it after a long name (buchholz cut 1), what it means, and what it sets.
 * The specifier reader (specifier.ts), the regulation language (dsl/criteria.ts), the
 * editor and the generated docs all read this table.
 */
export interface ModifierDeclaration {
  name: ModifierName;
  /** The handbook's letters as users see them: "Cn". */
  letters: string;
  /** The long form after a criterion's name: "cut N". */
  words: string;
  /** What the editor offers after a criterion's name: "cut 1"; none for a modifier without words. */
  example?: string;
  /** What the editor offers after a code and "/": "/C1"; none for a modifier the editor does not offer there. */
  lettersExample?: string;
  /** The letters as a regulation writes them, when not "/" + letters: "/L+n, /Ln%" (a regulation says which limit). */
  regulationLetters?: string;
  /** What it does, with the article it follows. */
  meaning: string;
  /** Letter parts (upper-cased, without their "/"); `apply` says when the part is the modifier's but not valid. */
  readLetters: readonly { pattern: RegExp; apply: (spec: CriterionSpec, match: RegExpExecArray) => 'unknown-version' | undefined }[];
  /** Word groups (lower-cased, single spaces) of the long form; `apply` returns a bare Koya limit it could not read. */
  readWords: readonly { pattern: RegExp; apply: (spec: CriterionSpec, match: RegExpExecArray) => string | undefined }[];
  /** The words a long form starts with: a word among them after a name starts a modifier. */
  leadWords: readonly string[];
}

const set =
  <K extends keyof CriterionSpec>(key: K, value: CriterionSpec[K]) =>
  (spec: CriterionSpec): undefined => {
    spec[key] = value;
    return undefined;
  };

/** Cn+, "progressive cuts from cut n": progressive cuts that start from cut n (the cut is the first value compared). */
function progressiveFromCut(spec: CriterionSpec, match: RegExpExecArray): undefined {
  spec.cut = Number(match[1]);
  spec.progressiveCuts = true;
  return undefined;
}

export const MODIFIERS: readonly ModifierDeclaration[] = [
  {
    name: 'cut',
    lettersExample: '/C1',
    letters: 'Cn',
    words: 'cut N',
    example: 'cut 1',
    meaning: 'Cut-n: drop the n least significant values (C.07 14.1, 14.2).',
    readLetters: [{ pattern: /^C(\d+)$/, apply: (spec, m) => void (spec.cut = Number(m[1])) }],
    readWords: [{ pattern: /^cut (\d+)$/, apply: (spec, m) => void (spec.cut = Number(m[1])) }],
    leadWords: ['cut'],
  },
  {
    name: 'progressive',
    lettersExample: '/C+',
    letters: 'C+',
    words: 'progressive cuts',
    example: 'progressive cuts',
    regulationLetters: '/C+, /Cn+',
    meaning:
      'C+: progressive cuts — the players the criterion leaves tied are compared again with one value more cut, those still tied with two more, and so on: from the criterion uncut (C+: then cut 1, cut 2 …) or from the cut written with it (C1+, “cut 1 progressive cuts”: cut 1, then cut 2 …); the arbiter’s handbook on the Sum of Progressive Score: “if still tied, deduct the first round score and, if necessary, the second”.',
    readLetters: [
      { pattern: /^C\+$/, apply: set('progressiveCuts', true) },
      { pattern: /^C(\d+)\+$/, apply: progressiveFromCut },
    ],
    readWords: [
      { pattern: /^(?:progressive cuts|cutting progressively)$/, apply: set('progressiveCuts', true) },
      { pattern: /^(?:progressive cuts|cutting progressively) from cut (\d+)$/, apply: progressiveFromCut },
    ],
    leadWords: ['progressive', 'cutting'],
  },
  {
    name: 'median',
    lettersExample: '/M1',
    letters: 'Mn',
    words: 'median N',
    example: 'median 1',
    meaning: 'Median-n: drop the n least and the n most significant values (C.07 14.3, 14.4).',
    readLetters: [{ pattern: /^M(\d+)$/, apply: (spec, m) => void (spec.median = Number(m[1])) }],
    readWords: [{ pattern: /^median (\d+)$/, apply: (spec, m) => void (spec.median = Number(m[1])) }],
    leadWords: ['median'],
  },
  {
    name: 'limit',
    lettersExample: '/L+1',
    letters: 'L±n, Ln',
    words: 'limit +N / limit N%',
    example: 'limit +1',
    regulationLetters: '/L+n, /Ln%',
    meaning: 'Koya limit (C.07 14.5): L±n in half-point steps from 50 %, Ln a percentage of the maximum (the reference server’s reading).',
    readLetters: [
      {
        pattern: /^L([+-])(\d+)$/,
        apply: (spec, m) => void (spec.limit = { kind: 'steps', steps: Number(m[2]) * (m[1] === '-' ? -1 : 1) }),
      },
      { pattern: /^L(\d+(?:\.\d+)?)$/, apply: (spec, m) => void (spec.limit = { kind: 'percent', percent: Rational.parse(m[1]!)! }) },
    ],
    readWords: [
      {
        pattern: /^limit ([+-]) (\d+)$/,
        apply: (spec, m) => void (spec.limit = { kind: 'steps', steps: Number(m[2]) * (m[1] === '-' ? -1 : 1) }),
      },
      {
        pattern: /^limit (\d+(?:\.\d+)?) %$/,
        apply: (spec, m) => void (spec.limit = { kind: 'percent', percent: Rational.parse(m[1]!)! }),
      },
      // "limit 1" could be a step or a percentage: the language asks which (ambiguous-koya-limit).
      { pattern: /^limit (\d+(?:\.\d+)?)$/, apply: (_spec, m) => m[1] },
    ],
    leadWords: ['limit'],
  },
  {
    name: 'played',
    lettersExample: '/P',
    letters: 'P',
    words: 'forfeits as played',
    example: 'forfeits as played',
    meaning: '/P: forfeits count as games against the scheduled opponent (C.07 6.1.1, 15.2).',
    readLetters: [{ pattern: /^P$/, apply: set('played', true) }],
    readWords: [{ pattern: /^(?:forfeits as played|played)$/, apply: set('played', true) }],
    leadWords: ['forfeits', 'played'],
  },
  {
    name: 'fore',
    lettersExample: '/F',
    letters: 'F',
    words: 'fore',
    example: 'fore',
    meaning: '/F: the average of the opponents’ Fore Buchholz (C.07 2026 8.2).',
    readLetters: [{ pattern: /^F$/, apply: set('fore', true) }],
    readWords: [{ pattern: /^fore$/, apply: set('fore', true) }],
    leadWords: ['fore'],
  },
  {
    name: 'unrated',
    lettersExample: '/U1400',
    letters: 'U<rating>',
    words: 'unrated RATING',
    example: 'unrated 1400',
    regulationLetters: '/U…',
    meaning: '/U1400: the rating given to unrated participants by the rating criteria (C.07 art. 10).',
    readLetters: [{ pattern: /^U(\d+)$/, apply: (spec, m) => void (spec.unratedRating = Number(m[1])) }],
    readWords: [{ pattern: /^unrated (\d+)$/, apply: (spec, m) => void (spec.unratedRating = Number(m[1])) }],
    leadWords: ['unrated'],
  },
  {
    name: 'reverse',
    lettersExample: '/R',
    letters: 'R',
    words: 'reverse',
    example: 'reverse',
    meaning: '/R: the reverse of the default order (TPN, RTNG).',
    readLetters: [{ pattern: /^R$/, apply: set('reverse', true) }],
    readWords: [{ pattern: /^(?:reverse|reversed)$/, apply: set('reverse', true) }],
    leadWords: ['reverse', 'reversed'],
  },
  {
    name: 'ignore-vur-first',
    lettersExample: '/V',
    letters: 'V',
    words: 'no vur first',
    example: 'no vur first',
    meaning: '/V or /N: cut the least significant value even when a voluntary unplayed round could be cut (C.07 16.5 not applied).',
    readLetters: [{ pattern: /^[VN]$/, apply: set('ignoreVurFirst', true) }],
    readWords: [{ pattern: /^(?:no vur first|without vur first)$/, apply: set('ignoreVurFirst', true) }],
    leadWords: ['no', 'without'],
  },
  {
    name: 'edition',
    lettersExample: '@2024',
    letters: '@year',
    words: '@YEAR',
    regulationLetters: '@YEAR, /V2024, /V2026',
    meaning: '@2009, /V2024, /V2026: the edition of the rules for this criterion only (the reference server’s /V0 /V1 /V2).',
    readLetters: [
      {
        pattern: /^V(\d{1,4})$/,
        apply: (spec, m) => {
          const edition = editionOfVersion(m[1]!);
          if (!edition) return 'unknown-version';
          spec.edition = edition;
          return undefined;
        },
      },
    ],
    readWords: [],
    leadWords: [],
  },
  {
    name: 'factor',
    lettersExample: '/K4',
    letters: 'Kx',
    words: 'factor X',
    example: 'factor 1',
    meaning: '/Kx: the normalising factor of SSSC, when the rules set it (C.07 13.4).',
    readLetters: [{ pattern: /^K(\d+(?:\.\d+)?)$/, apply: (spec, m) => void (spec.factor = Rational.parse(m[1]!)!) }],
    readWords: [{ pattern: /^factor (\d+(?:\.\d+)?)$/, apply: (spec, m) => void (spec.factor = Rational.parse(m[1]!)!) }],
    leadWords: ['factor'],
  },
  {
    name: 'reference',
    lettersExample: ':MP',
    letters: ':MP, :GP',
    words: 'on match points / on game points',
    example: 'on match points',
    regulationLetters: ':MP, :GP',
    meaning: ':MP / :GP: the team score an individual criterion reads in a team event (C.07 art. 13).',
    // Written in the head of a specifier (BH:MP), read by parseCriterionSpecifier.
    readLetters: [],
    readWords: [
      {
        pattern: /^on (match|game) points$/,
        apply: (spec, m) => void (spec.reference = m[1] === 'match' ? 'match-points' : 'game-points'),
      },
    ],
    leadWords: ['on'],
  },
  {
    name: 'all-met',
    lettersExample: '/A',
    letters: 'A',
    words: 'if all met',
    example: 'if all met',
    meaning:
      '/A: direct encounter only when every tied participant met every other — the reading before C.07 2023 (Vega 2016 manual p. 9; lichess), where 6.3’s “alone on top whatever the missing games give” does not apply; otherwise DE separates nobody and the audit says why.',
    readLetters: [{ pattern: /^A$/, apply: set('allMet', true) }],
    readWords: [{ pattern: /^(?:if all met|only if all met|if all have met)$/, apply: set('allMet', true) }],
    leadWords: ['if', 'only'],
  },
];

const BY_NAME = new Map(MODIFIERS.map((m) => [m.name, m]));

export function modifierDeclaration(name: ModifierName): ModifierDeclaration {
  return BY_NAME.get(name)!;
}

/** Reads one letter part of a specifier: which modifier it was, or why it is none. */
export function readModifierLetters(
  part: string,
  spec: CriterionSpec,
): { modifier: ModifierName } | { error: string; reason: 'unknown-modifier' | 'unknown-version' } {
  const upper = part.toUpperCase();
  for (const declaration of MODIFIERS) {
    for (const form of declaration.readLetters) {
      const match = form.pattern.exec(upper);
      if (!match) continue;
      if (form.apply(spec, match) === 'unknown-version')
        return { error: `Unknown rules version "${part}" (use V2024 or V2026)`, reason: 'unknown-version' };
      return { modifier: declaration.name };
    }
  }
  return { error: `Unknown modifier "${part}"`, reason: 'unknown-modifier' };
}

/** The edition in force in a year (two-digit years are 20yy). */
export function editionOfYear(year: number): Edition {
  const full = year < 100 ? 2000 + year : year;
  if (full < 2009) return 'fide-pre-2009';
  if (full < 2023) return 'fide-2009';
  if (full === 2023) return 'fide-2023';
  if (full < 2026) return 'fide-2024';
  return 'fide-2026';
}

/** The reference server's /V0, /V1, /V2 and /V2022…/V2026. */
function editionOfVersion(version: string): Edition | undefined {
  const byIndex: Record<string, Edition> = { '0': 'fide-2023', '1': 'fide-2024', '2': 'fide-2026' };
  if (version.length === 1) return byIndex[version];
  // The reference server names the 2023 rules by their approval year, 2022.
  if (version === '2022') return 'fide-2023';
  if (version.length === 4) return editionOfYear(Number(version));
  return undefined;
}
