import {
  CRITERIA,
  definedUnder,
  EDITIONS,
  isMatchCriterion,
  POINT_SYSTEMS,
  ROUNDING_MODES,
  type CriterionSpec,
  type Edition,
} from '../engine';
import type { AstNode, NodeKind, RegulationFile, Section, Span, TiebreakItem } from './ast';
import { phraseText, resolveCriterion } from './criteria';
import { didYouMean } from './did-you-mean';
import { diagnostic, type Diagnostic } from './diagnostics';
import type { MessageParams } from './messages';
import { validateFormulas } from './validate-formulas';
import { validateLookupTable } from './validate-tables';

/*
 * Semantic checks, keyed by node kind: the walker visits every node and runs the
 * checks registered for its kind. Checks that need the whole file (which edition,
 * whether the event is a round robin) read it from the context, set up before the walk.
 */

export interface ValidationContext {
  source: string;
  /** The rules edition, when the file names a known one. */
  edition: Edition | undefined;
  roundRobin: boolean;
  report(d: Diagnostic): void;
}

type Check<K extends NodeKind> = (node: Extract<AstNode, { kind: K }>, ctx: ValidationContext) => void;
type Checks = { [K in NodeKind]?: Check<K>[] };

const SECTION_TITLES: Record<Section['kind'], string> = {
  'regulation-section': 'regulation',
  'rules-section': 'rules',
  'scoring-section': 'scoring',
  'unplayed-section': 'unplayed rounds',
  'withdrawals-section': 'withdrawals',
  'tiebreaks-section': 'tie-breaks',
  'grand-prix-section': 'grand-prix',
  'team-section': 'team',
  'qualification-section': 'qualification',
  'prizes-section': 'prizes',
  'match-tiebreaks-section': 'match tie-breaks',
};

export function sectionTitle(section: Section): string {
  return SECTION_TITLES[section.kind];
}

/** Reports the second and later occurrences of a key. */
class Seen<K> {
  private readonly first = new Map<K, Span>();
  constructor(private readonly ctx: ValidationContext) {}

  /** True the first time; reports a duplicate otherwise. */
  add(key: K, span: Span, what: string): boolean {
    const earlier = this.first.get(key);
    if (earlier) {
      this.ctx.report(diagnostic('duplicate-entry', span, { what, line: earlier.start.line }));
      return false;
    }
    this.first.set(key, span);
    return true;
  }
}

const RESULT_WORDS = (result: string) =>
  result
    .replace(/-/g, ' ')
    .replace('pairing allocated', 'pairing-allocated')
    .replace(/(full|half|zero) point/, '$1-point');

const CHECKS: Checks = {
  file: [checkSections],
  'rules-section': [
    (node, ctx) => {
      if ((EDITIONS as readonly string[]).includes(node.edition.text.toLowerCase())) return;
      const suggestion = didYouMean(node.edition.text, EDITIONS);
      ctx.report(diagnostic('unknown-edition', node.edition.span, { text: node.edition.text, suggestion, editions: EDITIONS }));
    },
  ],
  'scoring-section': [
    (node, ctx) => {
      const presets = Object.keys(POINT_SYSTEMS);
      if (node.preset && !presets.includes(node.preset.text.toLowerCase())) {
        const params: MessageParams<'unknown-preset'> = {
          text: node.preset.text,
          suggestion: didYouMean(node.preset.text, presets),
          presets,
        };
        ctx.report(diagnostic('unknown-preset', node.preset.span, params));
      }
      // A section whose lines are all broken is not empty: the parser has reported them.
      const onlyHeader = node.span.end.line === node.span.start.line;
      if (!node.preset && node.lines.length === 0 && onlyHeader) ctx.report(diagnostic('empty-section', node.span, { section: 'scoring' }));
      const seen = new Seen<string>(ctx);
      for (const entry of node.lines.flatMap((l) => l.entries)) seen.add(entry.result, entry.span, `"${RESULT_WORDS(entry.result)}"`);
    },
  ],
  'unplayed-section': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      for (const entry of node.lines.flatMap((l) => l.entries))
        seen.add(entry.kind, entry.span, entry.kind === 'forfeit-cap' ? 'The forfeit cap' : 'VUR-first cutting');
    },
  ],
  'withdrawals-section': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      for (const entry of node.lines.flatMap((l) => l.entries)) {
        if (entry.kind === 'bye-withdrawal') seen.add(`bye ${entry.bye}`, entry.span, `A withdrawal rule for ${RESULT_WORDS(entry.bye)}s`);
        else if (entry.kind === 'round-robin-withdrawal') seen.add('round-robin', entry.span, 'The round-robin withdrawal rule');
        else seen.add('eligibility', entry.span, 'The eligibility of withdrawn players');
      }
    },
  ],
  'bye-withdrawal': [
    (node, ctx) => {
      if (node.bye === 'pairing-allocated-bye') ctx.report(diagnostic('pab-not-withdrawal', node.span, {}));
      if (node.round !== 'last' && !(node.round.value.isInteger() && node.round.value.sign() > 0))
        ctx.report(diagnostic('not-whole', node.round.span, { text: node.round.text, what: 'A round number' }));
    },
  ],
  'round-robin-withdrawal': [
    (node, ctx) => {
      if (node.threshold !== 'half') {
        const v = node.threshold.value;
        if (v.sign() <= 0 || v.toNumber() > 100)
          ctx.report(diagnostic('bad-threshold', node.threshold.span, { text: `${node.threshold.text}%` }));
      }
      if (node.otherwise === node.below) ctx.report(diagnostic('outcome-twice', node.span, { outcome: node.below.replace(/-/g, ' ') }));
    },
  ],
  'tiebreaks-section': [(node, ctx) => checkList(node.items, ctx, 'individual')],
  'match-tiebreaks-section': [(node, ctx) => checkList(node.items, ctx, 'match')],
  'team-tiebreaks': [
    (node, ctx) =>
      checkDuplicateCriteria(
        node.criteria.map((c) => ({ criterion: c, span: c.span })),
        ctx,
        false,
      ),
  ],
  criterion: [checkCriterion],
  'grand-prix-section': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      let points = false;
      for (const s of node.statements) {
        if (s.kind === 'points') points = true;
        if (s.kind === 'points' || s.kind === 'no-tiebreaks' || s.kind === 'rounding' || s.kind === 'accumulate')
          seen.add(
            s.kind,
            s.span,
            { points: 'The points formula', 'no-tiebreaks': '"no tie-breaks"', rounding: 'The rounding', accumulate: 'The accumulation' }[
              s.kind
            ],
          );
        if (s.kind === 'bonus') seen.add(`bonus ${s.place === 'first' ? 1 : s.place.value.toString()}`, s.span, 'A bonus for this place');
        if (s.kind === 'rounding' && !(ROUNDING_MODES as readonly string[]).includes(s.mode.text.toLowerCase())) {
          const suggestion = didYouMean(s.mode.text, ROUNDING_MODES);
          ctx.report(diagnostic('unknown-rounding-mode', s.mode.span, { text: s.mode.text, suggestion, modes: ROUNDING_MODES }));
        }
        if (s.kind === 'points' && s.shownDecimals) wholeNumber(s.shownDecimals, 'The number of decimals', ctx, true);
        if (s.kind === 'bonus' && s.place !== 'first') wholeNumber(s.place, 'A place', ctx);
        if (s.kind === 'accumulate' && s.best) wholeNumber(s.best, 'best N', ctx);
      }
      if (!points) ctx.report(diagnostic('missing-points', node.name.span, { name: node.name.value }));
      validateFormulas(node, ctx);
    },
  ],
  'team-section': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      for (const s of node.statements) {
        if (s.kind === 'team-score') seen.add(s.which, s.span, `The ${s.which} score`);
        if (s.kind === 'team-tiebreaks') seen.add('tie-breaks', s.span, 'The team tie-breaks');
        if (s.kind === 'team-award') wholeNumber(s.count, 'A number of awards', ctx);
      }
      validateFormulas(node, ctx);
    },
  ],
  'qualification-section': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      let least: { text: string; value: number } | undefined;
      let most: { text: string; value: number } | undefined;
      for (const s of node.statements) {
        if (s.kind === 'lookup-table') {
          if (s.table === 'places') seen.add('places', s.span, 'The places table');
          continue;
        }
        for (const e of s.entries) {
          if (e.kind === 'skip') seen.add(`skip ${e.what}`, e.span, `"skip ${e.what.replace('-', ' ')}"`);
          else if (seen.add(e.kind, e.span, `"${e.kind.replace('-', ' ')}"`) && wholeNumber(e.value, 'A number of places', ctx, true)) {
            const bound = { text: e.value.text, value: e.value.value.toNumber() };
            if (e.kind === 'at-least') least = bound;
            else most = bound;
          }
        }
      }
      if (least && most && least.value > most.value)
        ctx.report(diagnostic('clamp-order', node.name.span, { least: least.text, most: most.text }));
      validateFormulas(node, ctx);
    },
  ],
  'lookup-table': [validateLookupTable],
  'prizes-section': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      for (const e of node.lines.flatMap((l) => l.entries)) {
        switch (e.kind) {
          case 'place-prize':
            if (wholeNumber(e.place, 'A place', ctx))
              seen.add(`place ${e.place.value.toString()}`, e.span, `The prize for place ${e.place.text}`);
            break;
          case 'category-prize': {
            const category =
              e.category.kind === 'column-equals'
                ? `${e.category.column.value}=${e.category.value.value}`
                : 'rating' in e.category
                  ? `${e.category.kind} ${e.category.rating.value.toString()}`
                  : e.category.kind;
            if (e.place) wholeNumber(e.place, 'A place', ctx);
            seen.add(`${category} ${e.place?.value.toString() ?? '1'}`, e.span, 'This category prize');
            break;
          }
          case 'round-to':
            if (e.unit.value.sign() <= 0)
              ctx.report(diagnostic('bad-number', e.unit.span, { text: e.unit.text, expected: 'a positive unit' }));
            seen.add(e.kind, e.span, 'The rounding of prizes');
            break;
          default:
            seen.add(
              e.kind,
              e.span,
              {
                'one-prize-per-player': '"one prize per player"',
                precedence: 'The precedence of prizes',
                sharing: 'How tied players share',
              }[e.kind],
            );
        }
      }
    },
  ],
};

function wholeNumber(
  n: { value: { isInteger(): boolean; sign(): number }; text: string; span: Span },
  what: string,
  ctx: ValidationContext,
  zeroAllowed = false,
): boolean {
  if (n.value.isInteger() && (n.value.sign() > 0 || (zeroAllowed && n.value.sign() === 0))) return true;
  ctx.report(diagnostic('not-whole', n.span, { text: n.text, what }));
  return false;
}

function checkSections(file: RegulationFile, ctx: ValidationContext): void {
  if (!file.sections.some((s) => s.kind === 'regulation-section')) {
    const start = { line: 1, column: 1, offset: 0 };
    ctx.report(diagnostic('missing-regulation', { start, end: { line: 1, column: 2, offset: 1 } }, {}));
  }
  const unnamed = new Map<string, Section>();
  const named = new Map<string, Section>();
  for (const section of file.sections) {
    const title = sectionTitle(section);
    if ('name' in section && section.kind !== 'regulation-section') {
      const key = `${section.kind} ${section.name.value.toLowerCase()}`;
      const earlier = named.get(key);
      if (earlier)
        ctx.report(
          diagnostic('duplicate-name', section.name.span, { section: title, name: section.name.value, line: earlier.span.start.line }),
        );
      else named.set(key, section);
      continue;
    }
    const earlier = unnamed.get(section.kind);
    if (earlier) ctx.report(diagnostic('duplicate-section', section.span, { section: title, line: earlier.span.start.line }));
    else unnamed.set(section.kind, section);
  }
}

function checkList(items: TiebreakItem[], ctx: ValidationContext, list: 'individual' | 'match'): void {
  items.forEach((item, index) => {
    if (!item.number.value.isInteger() || item.number.value.toNumber() !== index + 1)
      ctx.report(diagnostic('item-numbering', item.number.span, { found: item.number.text, expected: index + 1 }));
  });
  // A manual column is a criterion like any other (the registry's MAN): reading the same column twice separates nobody.
  const columns = new Map<string, Span>();
  for (const item of items) {
    if (item.entry.kind !== 'manual-column') continue;
    const column = item.entry.column.value;
    const earlier = columns.get(column);
    if (earlier)
      ctx.report(diagnostic('duplicate-criterion', item.span, { text: `manual from column "${column}"`, line: earlier.start.line }));
    else columns.set(column, item.span);
  }
  const criteria = items.flatMap((i) => (i.entry.kind === 'criterion' ? [{ criterion: i.entry, span: i.span }] : []));
  checkListKind(criteria, ctx, list);
  checkDuplicateCriteria(criteria, ctx, list === 'individual');
}

/** Match tie-breaks read a match's boards, the others a crosstable: each belongs to its own list. */
function checkListKind(
  criteria: { criterion: Extract<AstNode, { kind: 'criterion' }> }[],
  ctx: ValidationContext,
  list: 'individual' | 'match',
) {
  for (const { criterion } of criteria) {
    const resolved = resolveCriterion(criterion);
    if (!resolved.ok || isMatchCriterion(resolved.definition) === (list === 'match')) continue;
    const text = phraseText(criterion);
    if (list === 'individual') ctx.report(diagnostic('match-criterion-in-list', criterion.span, { text }));
    else ctx.report(diagnostic('not-a-match-criterion', criterion.span, { text, match: MATCH_CODES }));
  }
}

const MATCH_CODES = CRITERIA.filter(isMatchCriterion)
  .map((d) => `${d.code} (${d.names[0] ?? d.title.toLowerCase()})`)
  .join(', ');

/** Equal criteria (same code and modifiers) after the first can never separate anyone; points always rank first. */
function checkDuplicateCriteria(
  criteria: { criterion: Extract<AstNode, { kind: 'criterion' }>; span: Span }[],
  ctx: ValidationContext,
  pointsFirst: boolean,
): void {
  const seen = new Map<string, Span>();
  for (const { criterion, span } of criteria) {
    const resolved = resolveCriterion(criterion);
    if (!resolved.ok) continue;
    if (pointsFirst && resolved.definition.family === 'score') {
      ctx.report(diagnostic('points-in-list', criterion.span, { text: phraseText(criterion) }));
      continue;
    }
    const key = specKey(resolved.spec);
    const earlier = seen.get(key);
    if (earlier) ctx.report(diagnostic('duplicate-criterion', criterion.span, { text: phraseText(criterion), line: earlier.start.line }));
    else seen.set(key, span);
  }
}

function specKey(spec: CriterionSpec): string {
  const { text: _text, ...rest } = spec;
  return JSON.stringify(rest, (_k, v: unknown) => (typeof v === 'object' && v !== null && 'sign' in v ? String(v) : v));
}

function checkCriterion(node: Extract<AstNode, { kind: 'criterion' }>, ctx: ValidationContext): void {
  const resolved = resolveCriterion(node);
  if (!resolved.ok) {
    resolved.diagnostics.forEach((d) => ctx.report(d));
    return;
  }
  const edition = resolved.spec.edition ?? ctx.edition;
  const { definition } = resolved;
  if (edition && !definedUnder(definition, edition)) {
    const editions = definition.editions === 'all' ? 'all' : definition.editions.join(', ');
    ctx.report(diagnostic('not-in-edition', node.span, { criterion: `${definition.title} (${definition.code})`, edition, editions }));
  }
  if (edition && ctx.roundRobin && definition.notInRoundRobin?.includes(edition))
    ctx.report(diagnostic('not-allowed-in-round-robin', node.span, { criterion: definition.title, edition }));
}

/** Runs the checks of every node of the file; returns the diagnostics in file order of discovery. */
export function validateRegulation(ast: RegulationFile, source: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const rules = ast.sections.find((s) => s.kind === 'rules-section');
  const editionText = rules?.edition.text.toLowerCase();
  const edition = (EDITIONS as readonly string[]).includes(editionText ?? '') ? (editionText as Edition) : undefined;
  const withdrawals = ast.sections.find((s) => s.kind === 'withdrawals-section');
  const roundRobin =
    (rules?.tournament !== undefined && rules.tournament.value !== 'swiss') ||
    (withdrawals?.lines.some((l) => l.entries.some((e) => e.kind === 'round-robin-withdrawal')) ?? false);
  const ctx: ValidationContext = {
    source,
    edition: edition ?? (rules ? undefined : 'fide-2026'),
    roundRobin,
    report: (d) => diagnostics.push(d),
  };
  walk(ast, ctx);
  return diagnostics;
}

function walk(node: AstNode, ctx: ValidationContext): void {
  const checks = CHECKS[node.kind] as Check<NodeKind>[] | undefined;
  for (const check of checks ?? []) check(node as never, ctx);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'span') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, ctx);
    } else if (isNode(value)) walk(value, ctx);
  }
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && 'kind' in value && 'span' in value;
}
