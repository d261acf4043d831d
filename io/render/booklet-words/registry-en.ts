import {
  CRITERIA,
  EDITIONS,
  MODIFIERS,
  REGULATION_NAMES,
  RULES_NAMES,
  unplayedPolicyFor,
  type Edition,
  type ModifierName,
} from '../../../engine';
import type { RegistryWords } from './registry-types';

/*
 * The registry's words in English: the engine's own (engine/tiebreaks/criteria-*.ts, modifiers.ts,
 * policies.ts, rules-names.ts, regulation-names.ts), read from there so that the booklet, the
 * generated docs and the language's notes say the same words.
 */

export const enRegistry: RegistryWords = {
  criteria: Object.fromEntries(CRITERIA.map((c) => [c.code, { title: c.title, definition: c.description }])),
  sources: {},
  citation: (source) => source,
  modifiers: Object.fromEntries(MODIFIERS.map((m) => [m.name, m.meaning])) as Record<ModifierName, string>,
  unplayed: Object.fromEntries(EDITIONS.map((e) => [e, unplayedPolicyFor(e).title])) as Record<Edition, string>,
  readingTitles: Object.fromEntries(RULES_NAMES.flatMap((n) => n.meanings.map((m) => [m.title, m.title]))),
  readingNotes: Object.fromEntries(REGULATION_NAMES.flatMap((n) => (n.note === undefined ? [] : [[n.note, n.note]]))),
  readUnder: (rules, title, means, others) => `read under rules ${rules} as ${title} (${means}); elsewhere it means ${others.join(' or ')}`,
  readAs: (means, note) => `read as ${means}, ${note}`,
};
