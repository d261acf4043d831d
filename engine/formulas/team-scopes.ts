import { Rational, type RoundingMode } from '../arith';
import type { AggregateDomain, EngineIssue } from '../model';
import { evaluateFormula } from './evaluate-formula';
import type { PlayerScope } from './event-scopes';
import { PLAYER_NAMES, type LetBindings, type NamedValue } from './lets';
import { failure, success, type FormulaOutcome, type FormulaScope } from './scope';

/**
 * A member of a team over a season (VCF Encl. 1 §2: "the 4 players who accumulated the
 * most GP points for their school across the 3 GSQTs"): the player's appearances for the
 * team, with `grand-prix` accumulated, `score`, `rounds` and `games-played` added up over
 * the events, and ratings and columns from the latest event.
 */
export class SeasonMemberScope implements FormulaScope {
  readonly rounding: RoundingMode;
  private readonly memo = new Map<string, FormulaOutcome>();

  constructor(
    /** The id column's value. */
    readonly key: string,
    readonly label: string,
    /** The player in each event played for the team, in event order. */
    readonly appearances: readonly { event: string; scope: PlayerScope }[],
    readonly grandPrix: Rational | undefined,
    private readonly lets: LetBindings,
    rounding: RoundingMode,
  ) {
    this.rounding = rounding;
  }

  name(name: string): FormulaOutcome | undefined {
    if (name === 'grand-prix') {
      if (this.grandPrix) return success(this.grandPrix, this.grandPrix.toDecimalString());
      return failure({ code: 'engine/formula-no-grand-prix', severity: 'error', message: `${this.label} has no grand-prix points` });
    }
    if (name === 'score' || name === 'rounds' || name === 'games-played') return this.total(name);
    if (name === 'rank')
      return failure({
        code: 'engine/formula-needs-player',
        severity: 'error',
        message: `"rank" belongs to one event, not to a season (${this.label})`,
      });
    if (this.lets.isPerPlayer(name)) return this.evaluateLet(name);
    return this.latest().name(name);
  }

  column(header: string): FormulaOutcome {
    return this.latest().column(header);
  }

  domain(over: AggregateDomain): FormulaScope[] | { ok: false; issues: EngineIssue[] } {
    return failure({
      code: 'engine/formula-no-domain',
      severity: 'error',
      message: `No ${over} to range over for one member (${this.label})`,
    });
  }

  display(name: string): string {
    return this.lets.display(name);
  }

  private latest(): PlayerScope {
    return this.appearances[this.appearances.length - 1]!.scope;
  }

  private total(name: string): FormulaOutcome {
    let sum = Rational.ZERO;
    for (const { scope } of this.appearances) {
      const outcome = scope.name(name)!;
      if (!outcome.ok) return outcome;
      sum = sum.add(outcome.value);
    }
    return success(sum, sum.toDecimalString());
  }

  private evaluateLet(name: string): FormulaOutcome {
    const known = this.memo.get(name);
    if (known) return known;
    const outcome = evaluateFormula(this.lets.get(name)!.value, this);
    this.memo.set(name, outcome);
    return outcome;
  }
}

/**
 * A team (school, club): its own lets (`let strength = average of best 4 rating`), its
 * members as the domain of aggregates, and a column's value when all members agree on it
 * ("Home School" = 1).
 */
export class TeamScope implements FormulaScope {
  readonly rounding: RoundingMode;
  private readonly memo = new Map<string, FormulaOutcome>();
  private readonly computed: NamedValue[] = [];

  constructor(
    readonly label: string,
    /** Members best first: event members, or season members (then also the domain "events"). */
    readonly members: readonly FormulaScope[],
    readonly season: boolean,
    private readonly lets: LetBindings,
    rounding: RoundingMode,
  ) {
    this.rounding = rounding;
  }

  name(name: string): FormulaOutcome | undefined {
    if (this.lets.get(name) && !this.lets.isPerPlayer(name)) return this.evaluateLet(name);
    if (PLAYER_NAMES.has(name) || this.lets.isPerPlayer(name))
      return failure({
        code: 'engine/formula-needs-player',
        severity: 'error',
        message: `"${this.lets.display(name)}" is a value of each member, not of the team ${this.label} (use sum/average … of members)`,
      });
    return undefined;
  }

  column(header: string): FormulaOutcome {
    const values: Rational[] = [];
    for (const member of this.members) {
      const outcome = member.column(header);
      if (!outcome.ok) return outcome;
      values.push(outcome.value);
    }
    const first = values[0];
    if (!first || values.some((v) => !v.eq(first)))
      return failure({
        code: 'engine/team-column-differs',
        severity: 'error',
        message: `The members of ${this.label} do not agree on column "${header}" (${values.map((v) => v.toDecimalString()).join(', ')})`,
      });
    return success(first, first.toDecimalString());
  }

  domain(over: AggregateDomain): FormulaScope[] | { ok: false; issues: EngineIssue[] } {
    if (over === 'members' || (over === 'events' && this.season)) return [...this.members];
    return failure({
      code: 'engine/formula-no-domain',
      severity: 'error',
      message:
        over === 'events' ? `"over events" needs a season (several events); ${this.label} is scored in one event` : `No ${over} in a team`,
    });
  }

  display(name: string): string {
    return this.lets.display(name);
  }

  values(): NamedValue[] {
    return [...this.computed];
  }

  private evaluateLet(name: string): FormulaOutcome {
    const known = this.memo.get(name);
    if (known) return known;
    const formula = this.lets.get(name)!.value;
    const outcome = evaluateFormula(formula, this);
    this.memo.set(name, outcome);
    if (outcome.ok) this.computed.push(this.lets.describe(name, formula, outcome));
    return outcome;
  }
}
