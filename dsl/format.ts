import type { IToken } from 'chevrotain';
import type { LookupTableNode, RegulationFile, Article, Span } from './ast';
import { diagnostic, type Diagnostic } from './diagnostics';
import {
  formatAfter,
  formatExpression,
  formatGrandPrixStatement,
  formatCategoryLine,
  formatPrizeEntry,
  formatQualificationEntry,
  formatScoreEntry,
  formatArticleHeader,
  formatTeamStatement,
  formatTiebreakItem,
  formatUnplayedEntry,
  formatRatingsEntry,
  formatWithdrawalEntry,
} from './format-statements';
import { formatPlayOffStatement } from './format-play-off';
import { formatMicroMatchesStatement } from './format-micro-matches';
import { formatKnockOutStatement } from './format-knock-out';
import { formatBoardPrizesStatement } from './format-board-prizes';
import { parseRegulation } from './parse';
import { cellText } from './validate-tables';
import { maxOf, pushAll } from '../engine';

/*
 * The formatter: one canonical layout for any file the parser reads without errors.
 * Article keywords at the start of the line, statements indented by two spaces, table
 * rows by four with their columns aligned, one blank line between articles (the one-line
 * `regulation` and `rules` articles stay together), no other blank lines. Comments are
 * kept: a comment on its own line stays before what follows it, a comment at the end of
 * a line stays there (aligned within its article), a comment inside a statement that
 * spans lines moves before it. A file with syntax errors is returned as it is: the
 * formatter never drops what it cannot read.
 */

export interface FormatOutcome {
  /** The formatted text, or the original when it could not be formatted. */
  text: string;
  /** False when the file has syntax errors (they are in `diagnostics`). */
  formatted: boolean;
  diagnostics: Diagnostic[];
}

/** A piece of output: one statement (or header, or table row) and the source lines it came from. */
interface Unit {
  startOffset: number;
  startLine: number;
  endLine: number;
  /** Printed lines, indentation included. */
  lines: string[];
  indent: number;
  leading: string[];
  trailing?: string;
}

interface Block {
  article: Article;
  units: Unit[];
  /** Indented comments after the article's last statement: they stay at its end. */
  closing: string[];
}

export function formatRegulation(text: string): FormatOutcome {
  const parsed = parseRegulation(text);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { text, formatted: false, diagnostics: parsed.diagnostics };
  const blocks = parsed.ast.articles.map(articleBlock);
  const tail = attachComments(blocks, parsed.comments);
  const output = layout(blocks, tail);
  // The layout must not change the meaning; if it ever did, the file is left as it was.
  if (!sameTree(parseRegulation(output).ast, parsed.ast)) {
    const start = { line: 1, column: 1, offset: 0 };
    const span = { start, end: { line: 1, column: 2, offset: 1 } };
    return { text, formatted: false, diagnostics: [...parsed.diagnostics, diagnostic('format-unsafe', span, {})] };
  }
  return { text: output, formatted: true, diagnostics: parsed.diagnostics };
}

function unit(span: Span, indent: number, lines: string[], endLine = span.end.line): Unit {
  const pad = ' '.repeat(indent);
  return { startOffset: span.start.offset, startLine: span.start.line, endLine, lines: lines.map((l) => pad + l), indent, leading: [] };
}

function articleBlock(article: Article): Block {
  const header = unit(article.span, 0, [formatArticleHeader(article)], article.span.start.line);
  const units = [header];
  const statement = (span: Span, line: string) => units.push(unit(span, 2, [line]));
  switch (article.kind) {
    case 'scoring-article':
      for (const line of [...article.lines, ...article.rankings, ...article.minimums].sort((a, b) => a.span.start.line - b.span.start.line))
        statement(
          line.span,
          line.kind === 'team-ranking'
            ? `ranked by ${line.score === 'match-points' ? 'match' : 'game'} points`
            : line.kind === 'team-minimum'
              ? `fewer than ${line.players.text} players: match lost by forfeit`
              : `${line.rounds ? `rounds ${line.rounds.first.text}-${line.rounds.last.text}: ` : ''}${line.entries.map(formatScoreEntry).join(', ')}`,
        );
      break;
    case 'unplayed-article':
      for (const line of article.lines) statement(line.span, line.entries.map(formatUnplayedEntry).join(', '));
      break;
    case 'ratings-article':
      for (const line of article.lines) statement(line.span, line.entries.map(formatRatingsEntry).join(', '));
      break;
    case 'withdrawals-article':
      for (const line of article.lines) {
        const parts = line.entries.map(formatWithdrawalEntry);
        // A round-robin rule on its own line is printed in two lines, "otherwise …" under "fewer"
        // (as in samples/regulations/club-double-round-robin.regula).
        if (parts.length === 1 && parts[0]!.length === 2) {
          const [rule, otherwise] = parts[0] as [string, string];
          const hang = ' '.repeat(rule.indexOf(': ') + 2);
          units.push(unit(line.span, 2, [`${rule},`, `${hang}${otherwise}`]));
        } else statement(line.span, parts.map((p) => p.join(', ')).join(', '));
      }
      break;
    case 'tiebreaks-article':
    case 'match-tiebreaks-article': {
      // In the order written: a `based on rounds` line may stand before the items or after them.
      const lines: [Span, string][] = article.items.map((item) => [item.span, formatTiebreakItem(item)]);
      if (article.after) lines.push([article.after.span, formatAfter(article.after)]);
      if (article.kind === 'tiebreaks-article' && article.rounds)
        lines.push([article.rounds.span, `based on rounds ${article.rounds.from}-${article.rounds.to} only`]);
      for (const [span, text] of lines.sort((a, b) => a[0].start.offset - b[0].start.offset)) statement(span, text);
      break;
    }
    case 'grand-prix-article':
      for (const s of article.statements) statement(s.span, formatGrandPrixStatement(s));
      break;
    case 'team-article':
      for (const s of article.statements) statement(s.span, formatTeamStatement(s));
      break;
    case 'qualification-article':
      for (const s of article.statements) {
        if (s.kind === 'lookup-table') pushAll(units, tableUnits(s));
        else statement(s.span, s.entries.map(formatQualificationEntry).join(', '));
      }
      break;
    case 'prizes-article':
      for (const line of article.lines) statement(line.span, line.entries.map(formatPrizeEntry).join(', '));
      break;
    case 'categories-article':
      for (const line of article.lines) statement(line.span, formatCategoryLine(line));
      break;
    case 'play-off-article': {
      // A format's stages (after `if 2 players:`) are indented under it, as regulations print them.
      let inFormat = false;
      for (const line of article.lines) {
        const first = line.statements[0]!.kind;
        if (first === 'play-off-when') inFormat = true;
        else if (first !== 'play-off-stage' && first !== 'play-off-draw-odds' && first !== 'play-off-repeated') inFormat = false;
        const inner = inFormat && first !== 'play-off-when';
        units.push(unit(line.span, inner ? 4 : 2, [line.statements.map(formatPlayOffStatement).join(', ')]));
      }
      break;
    }
    case 'micro-matches-article':
      for (const line of article.lines) statement(line.span, line.statements.map(formatMicroMatchesStatement).join(', '));
      break;
    case 'knock-out-article':
      for (const line of article.lines) statement(line.span, line.statements.map(formatKnockOutStatement).join(', '));
      break;
    case 'sections-article':
      for (const line of article.lines) statement(line.span, line.names.map((n) => `"${n.value}"`).join(', '));
      break;
    case 'board-prizes-article':
      for (const s of article.statements) statement(s.span, formatBoardPrizesStatement(s));
      break;
  }
  return { article, units, closing: [] };
}

/** "places from …", then the header and the rows with their columns aligned. */
function tableUnits(table: LookupTableNode): Unit[] {
  const title = `${table.table} from ${formatExpression(table.source)}`;
  const firstLine = { start: table.span.start, end: table.source.span.end };
  const labels = table.rows.map((r) => (r.label.kind === 'string' ? `"${r.label.value}"` : r.label.text));
  const rows = [table.header.map(cellText), ...table.rows.map((r) => r.cells.map(cellText))];
  const labelWidth = maxOf(labels.map((l) => l.length));
  const widths: number[] = [];
  for (const cells of rows) cells.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  const line = (label: string, cells: string[]) =>
    [label.padEnd(labelWidth), ...cells.map((c, i) => c.padEnd(widths[i]!))].join('  ').trimEnd();
  const headerSpan = { start: table.header[0]!.span.start, end: table.header[table.header.length - 1]!.span.end };
  return [
    unit(firstLine, 2, [title]),
    unit(headerSpan, 4, [line('', rows[0]!)]),
    ...table.rows.map((row, i) => unit(row.span, 4, [line(labels[i]!, rows[i + 1]!)])),
  ];
}

/**
 * Puts every comment on the unit it belongs to; returns the comments after the last unit. An
 * indented comment after an article's last statement stays at the end of that article rather
 * than moving before the next article's header.
 */
function attachComments(blocks: Block[], comments: readonly IToken[]): string[] {
  const units = blocks.flatMap((b) => b.units.map((u) => ({ u, block: b }))).sort((a, b) => a.u.startOffset - b.u.startOffset);
  const tail: string[] = [];
  for (const comment of comments) {
    const line = comment.startLine ?? 1;
    const text = comment.image.trimEnd();
    const inside = units.find(({ u }) => u.startLine <= line && line <= u.endLine && u.startOffset < comment.startOffset)?.u;
    if (inside && line === inside.endLine) inside.trailing = text;
    else if (inside) inside.leading.push(text);
    else {
      const nextIndex = units.findIndex(({ u }) => u.startOffset > comment.startOffset);
      const next = nextIndex < 0 ? undefined : units[nextIndex]!;
      const previous = units[(nextIndex < 0 ? units.length : nextIndex) - 1];
      const indented = (comment.startColumn ?? 1) > 1;
      if (indented && previous && previous.block !== next?.block && previous.block.units.length > 1) previous.block.closing.push(text);
      else if (next) next.u.leading.push(text);
      else tail.push(text);
    }
  }
  return tail;
}

const ONE_LINERS = new Set<Article['kind']>(['regulation-article', 'rules-article']);

function layout(blocks: Block[], tail: string[]): string {
  const out: string[] = [];
  blocks.forEach((block, i) => {
    const previous = blocks[i - 1];
    if (previous && !(ONE_LINERS.has(previous.article.kind) && ONE_LINERS.has(block.article.kind))) out.push('');
    const commented = block.units.filter((u) => u.trailing !== undefined).map((u) => u.lines[u.lines.length - 1]!.length);
    const column = maxOf(commented, 0) + 2;
    for (const u of block.units) {
      for (const comment of u.leading) out.push(' '.repeat(u.indent) + comment);
      const lines = [...u.lines];
      if (u.trailing !== undefined) lines[lines.length - 1] = lines[lines.length - 1]!.padEnd(column) + u.trailing;
      pushAll(out, lines);
    }
    for (const comment of block.closing) out.push(`  ${comment}`);
  });
  pushAll(out, tail);
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

/** The tree without spans (and with exact numbers as text): what the formatter must keep. */
function isSpan(value: object): boolean {
  const start = (value as { start?: unknown }).start;
  return Object.keys(value).length === 2 && 'end' in value && typeof start === 'object' && start !== null && 'offset' in start;
}

function sameTree(a: RegulationFile, b: RegulationFile): boolean {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value !== null && typeof value === 'object') {
      if ('sign' in value && 'isInteger' in value) return String(value);
      // A span held under another name (`rules … team` keeps the word's span as `team`): where, not what.
      if (isSpan(value)) return 'span';
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) if (key !== 'span') out[key] = strip(inner);
      return out;
    }
    return value;
  };
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
