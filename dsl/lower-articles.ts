import {
  Rational,
  type Band,
  type CriterionSpec,
  type Edition,
  type Formula,
  type FormulaFunction,
  type GrandPrix,
  type LookupTable,
  type MatchTiebreaks,
  type PrizeCategory,
  type Categories,
  type CategoryCondition,
  type PrizeRules,
  type Qualification,
  type RoundingMode,
  type SkipRule,
  type TeamTotals,
  type WithdrawalRules,
} from '../engine';
import { formatCondition } from './format-statements';
import { bonusReading } from './grand-prix-ties';
import type {
  ByeKind,
  Expression,
  GrandPrixArticle,
  LookupTableNode,
  MatchTiebreaksArticle,
  PrizeAwardNode,
  PrizeCategoryNode,
  CategoriesArticle,
  CategoryConditionNode,
  PrizesArticle,
  QualificationArticle,
  TableCell,
  TeamArticle,
  WithdrawalsArticle,
} from './ast';
import { resolveCriterion } from './criteria';
import { lowerAfter, lowerList } from './lower-list';
import { DOMAINS, type FormulaContext } from './names';
import { bandOf, bandsInHeader, cellText, cellValue } from './validate-tables';

/*
 * Withdrawals, grand prix, teams, qualification, prizes and match tie-breaks, lowered to
 * the plain data of engine/model/regulation-articles.ts. Names in formulas are lower-cased (they are
 * case-insensitive); parentheses disappear into the tree.
 */

export function lowerFormula(e: Expression, context: FormulaContext): Formula {
  switch (e.kind) {
    case 'number':
      return { kind: 'number', value: e.value };
    case 'name':
      return { kind: 'name', name: e.name.toLowerCase() };
    case 'column':
      return { kind: 'column', header: e.header };
    case 'paren':
      return lowerFormula(e.inner, context);
    case 'negate':
    case 'not':
      return { kind: e.kind, operand: lowerFormula(e.operand, context) };
    case 'binary':
      return { kind: 'binary', operator: e.operator, left: lowerFormula(e.left, context), right: lowerFormula(e.right, context) };
    case 'call':
      return { kind: 'call', name: e.name as FormulaFunction, args: e.args.map((a) => lowerFormula(a, context)) };
    case 'aggregate': {
      const formula: Formula = { kind: 'aggregate', aggregate: e.aggregate, over: e.domain ?? DOMAINS[context][0]! };
      if (e.operand) formula.value = lowerFormula(e.operand, context);
      if (e.best) formula.best = e.best.value.toNumber();
      if (e.where) formula.where = lowerFormula(e.where, context);
      return formula;
    }
  }
}

const BYES: Record<ByeKind, 'zpb' | 'hpb' | 'fpb' | undefined> = {
  'zero-point-bye': 'zpb',
  'half-point-bye': 'hpb',
  'full-point-bye': 'fpb',
  'pairing-allocated-bye': undefined,
};

export function lowerWithdrawals(article: WithdrawalsArticle): WithdrawalRules {
  const rules: WithdrawalRules = { byesMeaningWithdrawal: [] };
  for (const entry of article.lines.flatMap((l) => l.entries)) {
    switch (entry.kind) {
      case 'bye-withdrawal': {
        // Validation rejects the pairing-allocated bye here: it is never requested.
        const bye = BYES[entry.bye]!;
        rules.byesMeaningWithdrawal.push({ bye, round: entry.round === 'last' ? 'last' : entry.round.value.toNumber() });
        break;
      }
      case 'round-robin-withdrawal':
        rules.roundRobin = {
          scope: entry.scope,
          threshold: entry.threshold === 'half' ? Rational.HALF : entry.threshold.value.div(Rational.of(100)),
          below: entry.below,
          otherwise: entry.otherwise ?? 'results-stand',
        };
        break;
      case 'eligibility':
        rules.withdrawnEligible = entry.eligible;
        break;
      case 'expulsion':
        for (const p of entry.players)
          (rules.expelled ??= []).push({
            player: p.player.kind === 'number' ? p.player.value.toNumber() : p.player.value,
            ...(p.fromRound && { fromRound: p.fromRound.value.toNumber() }),
          });
        break;
      case 'expelled-results':
        rules.expelledResults = entry.outcome;
        break;
    }
  }
  return rules;
}

export function lowerGrandPrix(article: GrandPrixArticle): GrandPrix {
  const gp: GrandPrix = {
    name: article.name.value,
    lets: [],
    points: { kind: 'number', value: Rational.ZERO },
    rounding: 'half-up',
    bonuses: [],
    // Unstated only where the file has no tie-break list and no play-off (validate-grand-prix.ts):
    // the final standings are then on points alone.
    tiedPlayers: 'final-place',
  };
  for (const s of article.statements) {
    switch (s.kind) {
      case 'let':
        gp.lets.push({ name: s.name.text.toLowerCase(), value: lowerFormula(s.value, 'grand-prix'), text: s.name.text });
        break;
      case 'points':
        gp.points = lowerFormula(s.value, 'grand-prix');
        if (s.shownDecimals) gp.shownDecimals = s.shownDecimals.value.toNumber();
        break;
      case 'place-points':
        gp.placePoints = {
          values: s.values.map((v) => v.value),
          others: s.others?.value ?? Rational.ZERO,
          othersStated: s.others !== undefined,
          ...(gp.placePoints?.sharing && { sharing: gp.placePoints.sharing }),
        };
        break;
      case 'place-sharing':
        gp.placePoints = { ...(gp.placePoints ?? { values: [], others: Rational.ZERO, othersStated: false }), sharing: s.rule };
        break;
      case 'bonus':
        gp.bonuses.push({
          amount: lowerFormula(s.amount, 'grand-prix'),
          place: s.place === 'first' ? 1 : s.place.value.toNumber(),
          reads: bonusReading(s),
        });
        break;
      case 'no-tiebreaks':
        gp.tiedPlayers = 'points';
        break;
      case 'tied-share':
        gp.tiedPlayers = 'share';
        break;
      case 'final-place':
        gp.tiedPlayers = 'final-place';
        break;
      case 'rounding':
        gp.rounding = s.mode.text.toLowerCase() as RoundingMode;
        break;
      case 'accumulate':
        gp.accumulation = s.best ? { kind: 'best', count: s.best.value.toNumber() } : { kind: 'sum' };
        break;
      case 'grade-scaling':
        (gp.gradeScaling ??= []).push({ grades: s.grades.value.toNumber(), factors: s.factors.map((f) => f.value) });
        break;
    }
  }
  return gp;
}

function resolvedSpecs(phrases: readonly Parameters<typeof resolveCriterion>[0][], edition: Edition): CriterionSpec[] {
  return phrases.map((p) => {
    const r = resolveCriterion(p, edition);
    if (!r.ok) throw new Error('lowering a file with errors');
    return r.spec;
  });
}

export function lowerTeam(article: TeamArticle, edition: Edition): TeamTotals {
  const team: TeamTotals = { name: article.name.value, column: article.column.value, lets: [], tiebreaks: [] };
  for (const s of article.statements) {
    if (s.kind === 'let') team.lets.push({ name: s.name.text.toLowerCase(), value: lowerFormula(s.value, 'team'), text: s.name.text });
    else if (s.kind === 'team-score') team[s.which === 'event' ? 'eventScore' : 'seasonScore'] = lowerFormula(s.value, 'team');
    else if (s.kind === 'team-award')
      (team.awards ??= []).push({
        name: s.name.value,
        count: s.count.value.toNumber(),
        ...(s.where && { where: lowerFormula(s.where, 'team') }),
      });
    else {
      team.tiebreaks = resolvedSpecs(s.criteria, edition);
      if (s.after) team.after = lowerAfter(s.after);
    }
  }
  return team;
}

function toBand(cell: TableCell): Band {
  const { lower, upper } = bandOf(cell);
  return { ...(lower && { lower }), ...(upper && { upper }), text: cellText(cell) };
}

function lowerTable(table: LookupTableNode): LookupTable {
  const header = bandsInHeader(table);
  return {
    source: lowerFormula(table.source, 'qualification'),
    rows: table.rows.map((row) => ({
      label: row.label.kind === 'string' ? row.label.value : row.label.text,
      entries: row.cells.map((cell, i) => {
        const top = table.header[i]!;
        return header
          ? { band: toBand(top), value: cellValue(cell as Extract<TableCell, { kind: 'cell-number' }>) }
          : { band: toBand(cell), value: cellValue(top as Extract<TableCell, { kind: 'cell-number' }>) };
      }),
    })),
  };
}

export function lowerQualification(article: QualificationArticle, categories?: Categories): Qualification {
  const q: Qualification = { name: article.name.value, perSection: article.perSection, adjustments: [], skip: [] };
  for (const s of article.statements) {
    if (s.kind === 'lookup-table') {
      if (s.table === 'places') q.places = lowerTable(s);
      else q.adjustments.push(lowerTable(s));
      continue;
    }
    for (const e of s.entries) {
      if (e.kind === 'skip') {
        const rule: SkipRule =
          e.what === 'withdrawn' ? { kind: 'withdrawn' } : { kind: e.what, ...(e.column && { column: e.column.value }) };
        q.skip.push(rule);
      } else if (e.kind === 'qualification-category') {
        const category = lowerCategory(e.category, categories);
        if (category.kind !== 'overall') q.category = category;
        if (e.count) q.best = e.count.value.toNumber();
      } else if (e.kind === 'at-least') q.atLeast = e.value.value;
      else q.atMost = e.value.value;
    }
  }
  return q;
}

function lowerCondition(c: CategoryConditionNode): CategoryCondition {
  switch (c.kind) {
    case 'rating-under':
    case 'rating-over':
      return { kind: c.kind, rating: c.rating.value.toNumber() };
    case 'rating-band':
      return { kind: 'rating-band', from: c.from, to: c.to };
    case 'unrated':
      return { kind: 'unrated' };
    case 'column-equals':
      return { kind: 'column', header: c.column.value, value: c.value.value };
    case 'column-exists':
      return { kind: 'column-exists', header: c.column.value };
    case 'age-under':
    case 'age-at-least':
      return { kind: c.kind, age: c.age.value.toNumber(), ...(c.on && { on: c.on.text }) };
    case 'born': {
      const year = c.year.value.toNumber();
      return { kind: 'born', ...(c.open !== 'earlier' && { from: year }), ...(c.open !== 'later' && { to: year }) };
    }
    case 'sex':
      return { kind: 'sex', sex: c.sex };
    case 'federation':
      return { kind: 'federation', code: c.code.value };
    case 'title':
      return { kind: 'title', title: c.title.value };
  }
}

/** A prize's category: one condition as it stands, several as one category named by their text, or a named one. */
function lowerCategory(c: PrizeCategoryNode, categories: Categories | undefined): PrizeCategory {
  switch (c.kind) {
    case 'all-of':
      return { kind: 'category', name: c.conditions.map(formatCondition).join(' '), conditions: c.conditions.map(lowerCondition) };
    case 'named-category': {
      // The checker reports a name the categories article does not define; none is left here.
      const named = categories?.list.find((k) => k.name === c.name.value);
      return { kind: 'category', name: c.name.value, conditions: named?.conditions ?? [] };
    }
    default:
      return lowerCondition(c);
  }
}

/** The categories article: the date ages are counted at, and each category ranked on its own. */
export function lowerCategories(article: CategoriesArticle): Categories {
  const categories: Categories = { list: [] };
  for (const line of article.lines) {
    if (line.kind === 'ages-on') categories.on = line.date.text;
    else categories.list.push({ name: line.name.value, conditions: line.conditions.map(lowerCondition) });
  }
  return categories;
}

/** A trophy alone is a prize of no money. */
function lowerAward(award: PrizeAwardNode): { amount: Rational; trophy?: string } {
  return { amount: award.amount?.value ?? Rational.ZERO, ...(award.trophy && { trophy: award.trophy.value }) };
}

export function lowerPrizes(article: PrizesArticle, categories?: Categories): PrizeRules {
  const rules: PrizeRules = { prizes: [], onePerPlayer: false, sharing: 'equally' };
  for (const e of article.lines.flatMap((l) => l.entries)) {
    switch (e.kind) {
      case 'place-prize':
        rules.prizes.push({ category: { kind: 'overall' }, place: e.place.value.toNumber(), ...lowerAward(e) });
        break;
      case 'category-prize':
        rules.prizes.push({ category: lowerCategory(e.category, categories), place: e.place?.value.toNumber() ?? 1, ...lowerAward(e) });
        break;
      case 'one-prize-per-player':
        rules.onePerPlayer = true;
        break;
      case 'precedence':
        rules.precedence = e.rule;
        break;
      case 'sharing':
        rules.sharing = e.rule;
        break;
      case 'round-to':
        rules.roundTo = e.unit.value;
        break;
      case 'shared-title':
        rules.title = e.title.value;
        break;
    }
  }
  return rules;
}

export function lowerMatchTiebreaks(article: MatchTiebreaksArticle, edition: Edition): MatchTiebreaks {
  const { specs, after } = lowerList(article.items, article.after, edition);
  return { tiebreaks: specs, after };
}
