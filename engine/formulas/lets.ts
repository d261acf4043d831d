import type { Rational } from '../arith';
import type { Formula, NamedFormula } from '../model';
import { evaluateFormula } from './evaluate-formula';
import { formatFormula, formatValue } from './formula-text';
import type { FormulaOutcome, FormulaScope } from './scope';

/** Built-in names whose value belongs to one player (or team member), not to the section. */
export const PLAYER_NAMES: ReadonlySet<string> = new Set(['score', 'games-played', 'rating', 'post-rating', 'rank', 'grand-prix']);

/** A named value as computed, with its audit line: "AR = round(average post-rating of participants) = round(29289/16) = 1831". */
export interface NamedValue {
  name: string;
  value: Rational;
  text: string;
}

/**
 * An article's `let` names: which of them are the article's own (AR, NoP: computed once)
 * and which belong to each player (SP = score / rounds: computed per player). A name
 * depends on the player when it uses a per-player name or a column outside an aggregate
 * (inside one, names refer to the items aggregated).
 */
export class LetBindings {
  private readonly byName = new Map<string, NamedFormula>();
  private readonly perPlayer = new Set<string>();

  constructor(readonly lets: readonly NamedFormula[]) {
    for (const named of lets) {
      this.byName.set(named.name, named);
      if (dependsOnPlayer(named.value, this.perPlayer)) this.perPlayer.add(named.name);
    }
  }

  get(name: string): NamedFormula | undefined {
    return this.byName.get(name);
  }

  isPerPlayer(name: string): boolean {
    return this.perPlayer.has(name);
  }

  /** The name as written in the regulation. */
  display(name: string): string {
    return this.byName.get(name)?.text ?? name;
  }

  /** The audit line of a computed let (or of the points formula). */
  describe(name: string, formula: Formula, outcome: Extract<FormulaOutcome, { ok: true }>): NamedValue {
    return {
      name: this.display(name),
      value: outcome.value,
      text: describeComputation(this.display(name), formula, outcome, (n) => this.display(n)),
    };
  }
}

/**
 * The lets of one scope (an event, a player, a team, a season member): each computed once,
 * on first use, and kept in the order computed with its audit line.
 */
export class LetValues {
  private readonly memo = new Map<string, FormulaOutcome>();
  private readonly computed: NamedValue[] = [];

  constructor(private readonly lets: LetBindings) {}

  evaluate(name: string, scope: FormulaScope): FormulaOutcome {
    const known = this.memo.get(name);
    if (known) return known;
    const formula = this.lets.get(name)!.value;
    const outcome = evaluateFormula(formula, scope);
    this.memo.set(name, outcome);
    if (outcome.ok) this.computed.push(this.lets.describe(name, formula, outcome));
    return outcome;
  }

  /** The lets computed so far, in the order computed, with their audit lines. */
  values(): NamedValue[] {
    return [...this.computed];
  }
}

/** "NAME = formula = formula with values = value", leaving out repeated parts. */
export function describeComputation(
  name: string,
  formula: Formula,
  outcome: Extract<FormulaOutcome, { ok: true }>,
  display: (name: string) => string,
): string {
  const value = formatValue(outcome.value);
  const parts = [name, formatFormula(formula, display), outcome.text, value];
  const text = parts.filter((part, i) => i === 0 || part !== parts[i - 1]).join(' = ');
  // A value without a finite decimal (5453/3) also gets an approximation a reader can use.
  return value.includes('/') ? `${text} ≈ ${outcome.value.toFixed(4)}` : text;
}

export function dependsOnPlayer(formula: Formula, perPlayerLets: ReadonlySet<string>): boolean {
  switch (formula.kind) {
    case 'number':
    case 'aggregate':
      return false;
    case 'name':
      return PLAYER_NAMES.has(formula.name) || perPlayerLets.has(formula.name);
    case 'column':
      return true;
    case 'negate':
    case 'not':
      return dependsOnPlayer(formula.operand, perPlayerLets);
    case 'binary':
      return dependsOnPlayer(formula.left, perPlayerLets) || dependsOnPlayer(formula.right, perPlayerLets);
    case 'call':
      return formula.args.some((a) => dependsOnPlayer(a, perPlayerLets));
  }
}
