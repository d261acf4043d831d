import { Rational, type RoundingMode } from '../arith';
import type { AggregateDomain, EngineIssue, Player, PlayerId } from '../model';
import { isMarked, postRatingHeader, readNumberCell, resolveHeader, type EventFacts } from './event-facts';
import { LetValues, PLAYER_NAMES, type LetBindings, type NamedValue } from './lets';
import { failure, success, type FormulaOutcome, type FormulaScope } from './scope';

/** Values an article adds per player beyond the crosstable's (a team article's `grand-prix`). */
export type ExtraPlayerValues = ReadonlyMap<string, ReadonlyMap<PlayerId, Rational>>;

export interface EventScopeOptions {
  rounding: RoundingMode;
  lets: LetBindings;
  /** Where `rank` comes from when not the standings (grand prix without tie-breaks: the place on points). */
  rankOf?: ReadonlyMap<PlayerId, number>;
  extra?: ExtraPlayerValues;
  /** Names the article itself defines beyond rounds and participants. */
  articleValues?: ReadonlyMap<string, Rational>;
}

/** The scope of one event under an article: `rounds`, `participants`, the article's lets, and each participant. */
export class EventScope implements FormulaScope {
  readonly rounding: RoundingMode;
  private readonly letValues: LetValues;
  private participantScopes?: PlayerScope[];

  constructor(
    readonly facts: EventFacts,
    readonly options: EventScopeOptions,
  ) {
    this.rounding = options.rounding;
    this.letValues = new LetValues(options.lets);
  }

  name(name: string): FormulaOutcome | undefined {
    if (name === 'rounds')
      return success(Rational.of(this.facts.evaluation.crosstable.rounds), String(this.facts.evaluation.crosstable.rounds));
    if (name === 'participants') return success(Rational.of(this.facts.participants.length), String(this.facts.participants.length));
    const stated = this.options.articleValues?.get(name);
    if (stated) return success(stated, stated.toDecimalString());
    const { lets } = this.options;
    if (lets.get(name) && !lets.isPerPlayer(name)) return this.letValues.evaluate(name, this);
    if (PLAYER_NAMES.has(name) || lets.isPerPlayer(name))
      return failure({
        code: 'engine/formula-needs-player',
        severity: 'error',
        message: `"${lets.display(name)}" is a value of each player, not of the section ${this.facts.label}`,
      });
    return undefined;
  }

  column(header: string): FormulaOutcome {
    return failure({
      code: 'engine/formula-needs-player',
      severity: 'error',
      message: `Column "${header}" is a value of each player, not of the section ${this.facts.label}`,
    });
  }

  domain(over: AggregateDomain): FormulaScope[] | { ok: false; issues: EngineIssue[] } {
    if (over !== 'participants')
      return failure({ code: 'engine/formula-no-domain', severity: 'error', message: `No ${over} to range over in a section` });
    this.participantScopes ??= this.facts.participants.map((p) => this.playerScope(p));
    return this.participantScopes;
  }

  display(name: string): string {
    return this.options.lets.display(name);
  }

  playerScope(player: Player): PlayerScope {
    return new PlayerScope(this, player);
  }

  /** The article's lets computed so far, in the order computed, with their audit lines. */
  values(): NamedValue[] {
    return this.letValues.values();
  }
}

/** One player of an event: the crosstable's values for them, their columns, their own lets. */
export class PlayerScope implements FormulaScope {
  readonly rounding: RoundingMode;
  readonly label: string;
  private readonly letValues: LetValues;

  constructor(
    readonly event: EventScope,
    readonly player: Player,
  ) {
    this.rounding = event.rounding;
    this.label = `${player.name} (${player.id})`;
    this.letValues = new LetValues(event.options.lets);
  }

  name(name: string): FormulaOutcome | undefined {
    const { facts, options } = this.event;
    const value = (v: Rational) => success(v, v.toDecimalString());
    switch (name) {
      case 'score':
        return value(facts.scores.get(this.player.id) ?? Rational.ZERO);
      case 'games-played':
        return value(Rational.of(this.player.rounds.filter((r) => r.kind === 'played').length));
      case 'rating':
        // The language's `rating`: the rating before the event, 0 when unrated.
        return value(Rational.of(this.player.rating ?? 0));
      case 'post-rating':
        return this.postRating();
      case 'rank': {
        const rank = options.rankOf?.get(this.player.id) ?? facts.standing.get(this.player.id)?.rank;
        return rank === undefined ? undefined : value(Rational.of(rank));
      }
    }
    const extra = options.extra?.get(name);
    if (extra) {
      const v = extra.get(this.player.id);
      if (v) return value(v);
      return failure({
        code: 'engine/formula-missing-value',
        severity: 'error',
        player: this.player.id,
        message: `${this.label} has no ${name} value`,
      });
    }
    if (options.lets.isPerPlayer(name)) return this.letValues.evaluate(name, this);
    if (name === 'grand-prix')
      return failure({
        code: 'engine/formula-no-grand-prix',
        severity: 'error',
        message: 'grand-prix points are known only in a team article of a regulation with a grand prix',
      });
    return this.event.name(name);
  }

  column(header: string): FormulaOutcome {
    const resolved = resolveHeader(this.event.facts.headers, header);
    if (!resolved) return unknownColumn(header, this.event.facts);
    return this.readCell(resolved);
  }

  /** Whether a yes/no column marks this player (for skip rules). */
  marked(header: string): boolean {
    const resolved = resolveHeader(this.event.facts.headers, header);
    return resolved !== undefined && isMarked(this.player.fields[resolved]);
  }

  domain(over: AggregateDomain): FormulaScope[] | { ok: false; issues: EngineIssue[] } {
    return this.event.domain(over);
  }

  display(name: string): string {
    return this.event.display(name);
  }

  values(): NamedValue[] {
    return this.letValues.values();
  }

  private postRating(): FormulaOutcome {
    const headers = this.event.facts.headers;
    const header = postRatingHeader(headers);
    if (!header)
      return failure({
        code: 'engine/formula-unknown-column',
        severity: 'error',
        message: `No post-event rating column in ${this.event.facts.label} (a header such as "Post Rating"); columns: ${listHeaders(headers)}`,
      });
    return this.readCell(header);
  }

  private readCell(header: string): FormulaOutcome {
    const text = this.player.fields[header];
    const value = readNumberCell(text);
    if (value) return success(value, value.toDecimalString());
    const shown = text === undefined || text.trim() === '' ? 'is empty' : `reads "${text}", not a number`;
    return failure({
      code: 'engine/formula-missing-value',
      severity: 'error',
      player: this.player.id,
      message: `${this.label}: column "${header}" ${shown}`,
    });
  }
}

export function unknownColumn(header: string, facts: EventFacts): { ok: false; issues: EngineIssue[] } {
  return failure({
    code: 'engine/formula-unknown-column',
    severity: 'error',
    message: `No column "${header}" in ${facts.label}; columns: ${listHeaders(facts.headers)}`,
  });
}

function listHeaders(headers: readonly string[]): string {
  return headers.length > 0 ? headers.map((h) => `"${h}"`).join(', ') : '(none)';
}
