import type { PgnIssues } from './pgn-issues';

/** One tag pair as written: its value unescaped, where its name begins. */
export interface PgnTag {
  value: string;
  line: number;
  column: number;
  /** Where the value's first character is (after the opening quote). */
  valueColumn: number;
}

/** One game's tag section, and what its movetext says about the crosstable. */
export interface PgnGame {
  /** The tags by name; a repeated tag keeps its first value. */
  tags: Map<string, PgnTag>;
  /** The game's first tag. */
  line: number;
  column: number;
  /** The game termination marker after the moves (1-0, 0-1, 1/2-1/2, *), when written. */
  termination?: { token: string; line: number; column: number };
  /** Whether the movetext holds at least one move (outside comments and variations). */
  moves: boolean;
}

const RESULT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
/** Characters that end a movetext token: blanks, braces, parentheses, brackets, semicolon. */
const TOKEN_END = new Uint8Array(128);
for (const c of ' \t\n\r\f\v{}();[]') TOKEN_END[c.charCodeAt(0)] = 1;
const endsToken = (code: number) => code < 128 && TOKEN_END[code] === 1;

/**
 * PGN text → its games' tag sections (PGN Standard 1994, §8): only the tags are read. The
 * movetext is skipped token by token — { comments } across lines, ; comments to the end of the
 * line, ( variations ) nested, NAGs, move numbers — keeping only whether a move is there and the
 * termination marker; a line beginning with % is an escape line (§6) and not read. A game ends
 * where the next tag section begins.
 */
export function scanPgn(text: string, issues: PgnIssues): PgnGame[] {
  const games: PgnGame[] = [];
  let game: PgnGame | undefined;
  /** The current game has movetext (or a termination): the next tag begins another game. */
  let inMovetext = false;
  let depth = 0;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let strayReported = false;
  const n = text.length;
  /** 1-based column of index j on the current line, in characters (a surrogate pair is one). */
  const columnAt = (j: number): number => {
    let column = 1;
    for (let k = lineStart; k < j; k++) {
      const code = text.charCodeAt(k);
      if (code < 0xdc00 || code > 0xdfff) column++;
    }
    return column;
  };
  const skipToLineEnd = () => {
    const end = text.indexOf('\n', i);
    i = end < 0 ? n : end;
  };

  while (i < n) {
    const c = text[i]!;
    if (c === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '%' && i === lineStart) {
      skipToLineEnd();
      continue;
    }
    if (c === ';') {
      skipToLineEnd();
      continue;
    }
    if (c === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) {
        issues.add('pgn/unterminated-comment', line, columnAt(i), 'found a { comment not closed before the end of the file, expected }');
        break;
      }
      for (let k = text.indexOf('\n', i + 1); k >= 0 && k < end; k = text.indexOf('\n', k + 1)) {
        line++;
        lineStart = k + 1;
      }
      i = end + 1;
      continue;
    }
    if (c === '[') {
      if (!game || inMovetext) {
        game = { tags: new Map(), line, column: columnAt(i), moves: false };
        games.push(game);
        inMovetext = false;
        depth = 0;
      }
      i = readTag(text, i, line, columnAt, game, issues);
      continue;
    }
    // Movetext: a token up to the next blank or delimiter.
    let end = i + 1;
    if (c !== '(' && c !== ')') while (end < n && !endsToken(text.charCodeAt(end))) end++;
    const token = text.slice(i, end);
    if (!game || game.termination) {
      if (!strayReported) {
        const where = game ? 'after the result that ends the game above' : 'before the first tag pair';
        issues.add(
          'pgn/text-outside-game',
          line,
          columnAt(i),
          `found "${shorten(token)}" ${where}, expected a tag pair such as [Event "…"]`,
        );
        strayReported = true;
      }
    } else if (token === '(') depth++;
    else if (token === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      if (RESULT_TOKENS.has(token)) game.termination = { token, line, column: columnAt(i) };
      else if (isMove(token)) game.moves = true;
    }
    if (game) inMovetext = true;
    i = end;
  }
  return games;
}

/** Reads `[Name "value"]` from index i (at its `[`); returns the index after it (or the line's end). */
function readTag(text: string, i: number, line: number, columnAt: (j: number) => number, game: PgnGame, issues: PgnIssues): number {
  const lineEnd = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
  const fail = (at: number, found: string, expected: string): number => {
    issues.add('pgn/bad-tag', line, columnAt(at), `found ${found}, expected ${expected}`);
    return lineEnd;
  };
  let j = i + 1;
  while (j < lineEnd && (text[j] === ' ' || text[j] === '\t')) j++;
  const nameStart = j;
  while (j < lineEnd && /[A-Za-z0-9_]/.test(text[j]!)) j++;
  if (j === nameStart) return fail(j, describeAt(text, j, lineEnd), 'a tag name after [ (such as Event, White, Round)');
  const name = text.slice(nameStart, j);
  while (j < lineEnd && (text[j] === ' ' || text[j] === '\t')) j++;
  if (text[j] !== '"') return fail(j, describeAt(text, j, lineEnd), `the value of ${name} in double quotes`);
  const valueStart = j + 1;
  let value = '';
  j++;
  for (; j < lineEnd && text[j] !== '"'; j++) {
    if (text[j] === '\\' && (text[j + 1] === '"' || text[j + 1] === '\\')) j++;
    value += text[j];
  }
  if (j >= lineEnd) return fail(valueStart - 1, `the value of ${name} not closed on its line`, 'a closing " and ]');
  j++;
  while (j < lineEnd && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
  if (text[j] !== ']') return fail(j, describeAt(text, j, lineEnd), `] after the value of ${name}`);
  if (!game.tags.has(name)) {
    game.tags.set(name, { value: value.replace(/\r$/, ''), line, column: columnAt(nameStart), valueColumn: columnAt(valueStart) });
  }
  return j + 1;
}

function describeAt(text: string, j: number, lineEnd: number): string {
  if (j >= lineEnd) return 'the end of the line';
  return `"${shorten(text.slice(j, Math.min(lineEnd, j + 20)).replace(/\r$/, ''))}"`;
}

function shorten(token: string): string {
  return token.length > 20 ? `${token.slice(0, 20)}…` : token;
}

/** A move in SAN (e4, Nxf3+, O-O, e8=Q, --): not a move number, a NAG or an annotation mark. */
function isMove(token: string): boolean {
  return /^(?:\d+\.+)?(?:[a-hKQRBNPO]|--)/.test(token) && !/^\d+\.*$/.test(token);
}
