import { Rational } from '../../engine';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import type { ChessJsonIssueCode } from './chess-json-issues';
import { CHESS_JSON_ISSUES } from './chess-json-issues';
import { kindWords, type JsonAt, type JsonNode } from './json-text';

/** A value of the file and its place: `event.tournaments[0].gameList[3]`. */
export interface Placed {
  node: JsonNode;
  path: string;
}

type ObjectNode = Extract<JsonNode, { kind: 'object' }>;

/**
 * The reader's access to the values of a Chess-JSON file: each read checks the value's kind
 * and reports, at the value's line and column and under its path, what was found and what
 * was expected (chess-json-issues.ts). Issues are bounded per code (bounded-issues.ts).
 */
export class JsonFields {
  readonly issues: InputIssue[] = [];

  constructor(readonly file: string | undefined) {}

  report(code: ChessJsonIssueCode, at: JsonAt, message: string, severity = CHESS_JSON_ISSUES[code].severity): void {
    pushBounded(this.issues, {
      code,
      severity,
      message,
      location: { kind: 'text', line: at.line, column: at.column, ...(this.file !== undefined && { file: this.file }) },
    });
  }

  /** "found …, expected …" at a value of the wrong kind. */
  wrong(value: Placed, expected: string): undefined {
    this.report('chess-json/bad-value', value.node, `${value.path}: found ${kindWords(value.node)}, expected ${expected}`);
    return undefined;
  }

  object(value: Placed): Placed | undefined {
    return value.node.kind === 'object' ? value : this.wrong(value, 'an object { … }');
  }

  /** A member of an object, placed; undefined when absent (or null, which Chess-JSON writers use for "none"). */
  member(value: Placed, name: string): Placed | undefined {
    const node = (value.node as ObjectNode).members?.get(name);
    return node === undefined || node.kind === 'null' ? undefined : { node, path: `${value.path}.${name}` };
  }

  /** A member the event needs: reported when absent. */
  required(value: Placed, name: string, what: string): Placed | undefined {
    const member = this.member(value, name);
    if (!member) this.report('chess-json/missing-value', value.node, `${value.path}: found no "${name}", expected ${what}`);
    return member;
  }

  items(value: Placed | undefined): Placed[] {
    if (!value) return [];
    if (value.node.kind !== 'array') return this.wrong(value, 'a list [ … ]') ?? [];
    return value.node.items.map((node, index) => ({ node, path: `${value.path}[${index}]` }));
  }

  /** A whole number from a JSON number or a numeric string ("7"), as the reference server writes both. */
  integer(value: Placed | undefined, expected = 'a whole number'): number | undefined {
    if (!value) return undefined;
    const raw = value.node.kind === 'number' ? value.node.raw : value.node.kind === 'string' ? value.node.text.trim() : undefined;
    if (raw === undefined || !/^-?\d{1,15}$/.test(raw)) return this.wrong(value, expected);
    return Number(raw);
  }

  /** Points: a JSON number or a decimal string ("4.5"), read exactly. */
  decimal(value: Placed | undefined, expected = 'points (a number such as 1.5)'): Rational | undefined {
    if (!value) return undefined;
    const raw = value.node.kind === 'number' ? value.node.raw : value.node.kind === 'string' ? value.node.text.trim() : undefined;
    const parsed = raw === undefined ? undefined : decimalOf(raw);
    return parsed ?? this.wrong(value, expected);
  }

  text(value: Placed | undefined, expected = 'text in double quotes'): string | undefined {
    if (!value) return undefined;
    if (value.node.kind === 'string') return value.node.text;
    if (value.node.kind === 'number') return value.node.raw;
    return this.wrong(value, expected);
  }

  boolean(value: Placed | undefined): boolean | undefined {
    if (!value) return undefined;
    return value.node.kind === 'boolean' ? value.node.value : this.wrong(value, 'true or false');
  }
}

/** "4.5", "-0.5", "1e0" → the exact value; undefined when not a decimal number. */
export function decimalOf(raw: string): Rational | undefined {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return undefined;
  const [, sign, whole, fraction = '', exponentText = '0'] = m;
  const exponent = Number(exponentText) - fraction.length;
  if (Math.abs(exponent) > 12 || whole!.length + fraction.length > 15) return undefined;
  const digits = Number(`${sign}${whole}${fraction}`);
  return exponent >= 0 ? Rational.of(digits * 10 ** exponent) : Rational.of(digits, 10 ** -exponent);
}
