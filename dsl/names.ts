/*
 * Built-in names of formulas (docs/language.md "Formulas"): per-player and
 * per-section values. Anything else is a `let` name of the same article or a crosstable
 * column written as a string ("School Code"). Names are case-insensitive.
 */

export type FormulaContext = 'grand-prix' | 'team' | 'qualification';
export type Domain = 'participants' | 'members' | 'events';

export interface BuiltinName {
  name: string;
  description: string;
  /** What the value can be: used to find divisions by something that can be zero. */
  min: 'positive' | 'non-negative' | 'any';
  integer: boolean;
  contexts: readonly FormulaContext[];
}

const ALL: readonly FormulaContext[] = ['grand-prix', 'team', 'qualification'];

export const BUILTIN_NAMES: readonly BuiltinName[] = [
  { name: 'score', description: 'the player’s points in the event', min: 'non-negative', integer: false, contexts: ALL },
  { name: 'rounds', description: 'the number of rounds of the event', min: 'positive', integer: true, contexts: ALL },
  { name: 'games-played', description: 'games the player played over the board', min: 'non-negative', integer: true, contexts: ALL },
  {
    name: 'rating',
    description: 'the player’s rating before the event (0 when unrated)',
    min: 'non-negative',
    integer: true,
    contexts: ALL,
  },
  { name: 'post-rating', description: 'the player’s rating after the event', min: 'non-negative', integer: true, contexts: ALL },
  { name: 'rank', description: 'the player’s place in the final standings', min: 'positive', integer: true, contexts: ALL },
  {
    name: 'participants',
    description: 'the number of participants of the section',
    min: 'positive',
    integer: true,
    contexts: ['grand-prix', 'qualification'],
  },
  { name: 'grand-prix', description: 'the player’s grand-prix points', min: 'non-negative', integer: false, contexts: ['team'] },
];

export function findBuiltin(name: string): BuiltinName | undefined {
  const key = name.toLowerCase();
  return BUILTIN_NAMES.find((b) => b.name === key);
}

/** Which domains an aggregate may range over, per section; the first is the default. */
export const DOMAINS: Record<FormulaContext, readonly Domain[]> = {
  'grand-prix': ['participants'],
  qualification: ['participants'],
  team: ['members', 'events'],
};

/** Functions, how many arguments they take, and what they give (the editor's hover shows it). */
export const FUNCTIONS: Record<string, { min: number; max: number; text: string; meaning: string }> = {
  round: {
    min: 1,
    max: 2,
    text: 'round(x) or round(x, decimals)',
    meaning: 'x rounded to a whole number, or to the decimals given, half up unless the article’s `rounding` says otherwise',
  },
  floor: { min: 1, max: 1, text: 'floor(x)', meaning: 'the largest whole number not above x' },
  ceil: { min: 1, max: 1, text: 'ceil(x)', meaning: 'the smallest whole number not below x' },
  abs: { min: 1, max: 1, text: 'abs(x)', meaning: 'x without its sign' },
  min: { min: 2, max: Infinity, text: 'min(a, b, …)', meaning: 'the smallest of the values' },
  max: { min: 2, max: Infinity, text: 'max(a, b, …)', meaning: 'the largest of the values' },
  clamp: { min: 3, max: 3, text: 'clamp(x, low, high)', meaning: 'x, but at least low and at most high' },
};
