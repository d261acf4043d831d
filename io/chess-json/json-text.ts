/**
 * JSON text (RFC 8259) → a tree whose every value knows its line and column, so that a
 * reader can say where a value it cannot use stands ("line 14, column 9"). Numbers keep the
 * digits as written: points such as 0.1 are read exactly (a Rational from the decimal), never
 * through binary floating point. A syntax error is a value, not an exception.
 */

export interface JsonAt {
  /** 1-based line and column of the value's first character. */
  line: number;
  column: number;
}

export type JsonNode = JsonAt &
  (
    | { kind: 'object'; members: Map<string, JsonNode> }
    | { kind: 'array'; items: JsonNode[] }
    | { kind: 'string'; text: string }
    | { kind: 'number'; raw: string }
    | { kind: 'boolean'; value: boolean }
    | { kind: 'null' }
  );

export type JsonKind = JsonNode['kind'];

export type JsonParse = { ok: true; root: JsonNode } | { ok: false; at: JsonAt; message: string };

/** Nesting deeper than this is refused: no Chess-JSON file nests beyond a dozen levels, and the parser recurses. */
const MAX_DEPTH = 200;

class SyntaxFault {
  constructor(
    readonly index: number,
    readonly message: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function parseJson(text: string): JsonParse {
  const parser = new Parser(text);
  try {
    parser.skipSpace();
    const root = parser.value(0);
    parser.skipSpace();
    if (parser.index < text.length)
      throw new SyntaxFault(parser.index, `found ${parser.shown()} after the end of the JSON value, expected nothing`);
    return { ok: true, root };
  } catch (fault) {
    if (!(fault instanceof SyntaxFault)) throw fault;
    return { ok: false, at: parser.at(fault.index), message: fault.message };
  }
}

class Parser {
  index = 0;
  /** Start index of each line seen so far; lines are found as the scan passes them. */
  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {}

  at(index: number): JsonAt {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: index - this.lineStarts[low]! + 1 };
  }

  /** The character at the cursor, for messages: "end of file" past the end. */
  shown(index = this.index): string {
    if (index >= this.text.length) return 'the end of the file';
    const char = this.text[index]!;
    return char.trim() === '' ? `a ${JSON.stringify(char)} character` : `"${char}"`;
  }

  skipSpace(): void {
    const text = this.text;
    while (this.index < text.length) {
      const c = text.charCodeAt(this.index);
      if (c === 0x0a) this.lineStarts.push(this.index + 1);
      else if (c === 0x0d) {
        if (text.charCodeAt(this.index + 1) !== 0x0a) this.lineStarts.push(this.index + 1);
      } else if (c !== 0x20 && c !== 0x09 && c !== 0xfeff) return;
      this.index++;
    }
  }

  value(depth: number): JsonNode {
    if (depth > MAX_DEPTH) throw new SyntaxFault(this.index, `found values nested more than ${MAX_DEPTH} deep, expected a Chess-JSON file`);
    const start = this.index;
    const at = this.at(start);
    const char = this.text[start];
    switch (char) {
      case '{':
        return { ...at, kind: 'object', members: this.object(depth) };
      case '[':
        return { ...at, kind: 'array', items: this.array(depth) };
      case '"':
        return { ...at, kind: 'string', text: this.string() };
      case 't':
      case 'f':
      case 'n':
        return { ...at, ...this.word() };
    }
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(this.text);
    if (!number)
      throw new SyntaxFault(start, `found ${this.shown()}, expected a JSON value (an object, array, string, number, true, false or null)`);
    this.index = start + number[0].length;
    return { ...at, kind: 'number', raw: number[0] };
  }

  private word(): { kind: 'boolean'; value: boolean } | { kind: 'null' } {
    for (const [word, node] of WORDS) {
      if (this.text.startsWith(word, this.index)) {
        this.index += word.length;
        return node;
      }
    }
    throw new SyntaxFault(this.index, `found ${this.shown()}, expected true, false or null`);
  }

  private object(depth: number): Map<string, JsonNode> {
    const members = new Map<string, JsonNode>();
    this.index++; // {
    this.skipSpace();
    if (this.text[this.index] === '}') {
      this.index++;
      return members;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.index] !== '"')
        throw new SyntaxFault(this.index, `found ${this.shown()}, expected a member name in double quotes`);
      const keyIndex = this.index;
      const key = this.string();
      if (members.has(key)) throw new SyntaxFault(keyIndex, `found the member "${key}" twice in one object, expected each name once`);
      this.skipSpace();
      if (this.text[this.index] !== ':') throw new SyntaxFault(this.index, `found ${this.shown()} after "${key}", expected ":"`);
      this.index++;
      this.skipSpace();
      members.set(key, this.value(depth + 1));
      this.skipSpace();
      const next = this.text[this.index];
      this.index++;
      if (next === '}') return members;
      if (next !== ',')
        throw new SyntaxFault(this.index - 1, `found ${this.shown(this.index - 1)} after the value of "${key}", expected "," or "}"`);
    }
  }

  private array(depth: number): JsonNode[] {
    const items: JsonNode[] = [];
    this.index++; // [
    this.skipSpace();
    if (this.text[this.index] === ']') {
      this.index++;
      return items;
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value(depth + 1));
      this.skipSpace();
      const next = this.text[this.index];
      this.index++;
      if (next === ']') return items;
      if (next !== ',')
        throw new SyntaxFault(
          this.index - 1,
          `found ${this.shown(this.index - 1)} after item ${items.length} of a list, expected "," or "]"`,
        );
    }
  }

  private string(): string {
    const text = this.text;
    const start = ++this.index; // opening quote
    let out = '';
    let run = start;
    for (;;) {
      if (this.index >= text.length) throw new SyntaxFault(start - 1, 'found a string without its closing double quote, expected "');
      const c = text.charCodeAt(this.index);
      if (c === 0x22) {
        out += text.slice(run, this.index);
        this.index++;
        return out;
      }
      if (c < 0x20)
        throw new SyntaxFault(this.index, `found ${this.shown()} inside a string, expected it written as an escape (\\n, \\t …)`);
      if (c !== 0x5c) {
        this.index++;
        continue;
      }
      out += text.slice(run, this.index);
      const escape = text[this.index + 1] ?? '';
      if (escape === 'u') {
        const hex = text.slice(this.index + 2, this.index + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new SyntaxFault(this.index, `found "\\u${hex}", expected \\u and four hexadecimal digits`);
        out += String.fromCharCode(parseInt(hex, 16));
        this.index += 6;
      } else if (ESCAPES[escape] !== undefined) {
        out += ESCAPES[escape];
        this.index += 2;
      } else throw new SyntaxFault(this.index, `found the escape "\\${escape}", expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u`);
      run = this.index;
    }
  }
}

const WORDS: readonly [string, { kind: 'boolean'; value: boolean } | { kind: 'null' }][] = [
  ['true', { kind: 'boolean', value: true }],
  ['false', { kind: 'boolean', value: false }],
  ['null', { kind: 'null' }],
];

/** A value's kind in words, for "found … expected …" messages. */
export function kindWords(node: JsonNode): string {
  switch (node.kind) {
    case 'object':
      return 'an object';
    case 'array':
      return `a list of ${node.items.length}`;
    case 'string':
      return `the text ${JSON.stringify(node.text.length > 40 ? `${node.text.slice(0, 40)}…` : node.text)}`;
    case 'number':
      return `the number ${node.raw}`;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
  }
}
