import {
  POINT_SYSTEM_FIELDS,
  Rational,
  STANDARD,
  type Crosstable,
  type PointSystem,
  type PointSystemField,
  type TournamentType,
} from '../../engine';
import type { InputIssue } from '../issues';
import { issueAt, textAt, type GridSheet } from './sheet';

/*
 * The event's facts above a grid's header, as chess-results writes its title rows above its
 * crosstables ("From the Tournament-Database of Chess-Results", the event, the update time):
 * what a grid of players and rounds cannot say by itself — the event's name, its type (a
 * round robin read from a grid is otherwise a Swiss unless everyone met everyone), its
 * rounds, dates, point system and the other TRF header records. writeGrid writes them,
 * one cell per row, under Regula's own first line; readGrid reads them back, so a TRF
 * converted to CSV or .xlsx ranks as the TRF does.
 *
 *   Crosstable written by Regula
 *   Event: Club Championship 2026
 *   Tournament type: Double round robin
 *   Number of rounds: 14
 *   Start date: 2026/01/10
 *   Points: 3-1-0 (win 3, draw 1, loss 0, forfeit win 3, …)
 *
 * Lines are read only under that first line: another sheet's title ("Final standings: K-12")
 * stays a title.
 */

/** The first title row of a grid Regula writes: the mark that the `Label: value` rows under it are its facts. */
export const REGULA_GRID_MARK = 'Crosstable written by Regula';

/** Header facts by the crosstable's meta key (TRF-16/2026 header records, io/trf trf-records.ts), in the order written. */
const META_LINES: readonly { key: string; label: string; repeatable?: boolean }[] = [
  { key: 'startDate', label: 'Start date' },
  { key: 'endDate', label: 'End date' },
  { key: 'roundDates', label: 'Round dates' },
  { key: 'city', label: 'Location' },
  { key: 'federation', label: 'Federation' },
  { key: 'chiefArbiter', label: 'Chief Arbiter' },
  { key: 'deputyArbiters', label: 'Deputy Chief Arbiter', repeatable: true },
  { key: 'timeControl', label: 'Time control' },
  { key: 'encodedTimeControl', label: 'Encoded time control' },
  { key: 'playerCount', label: 'Number of players' },
  { key: 'ratedPlayerCount', label: 'Number of rated players' },
  { key: 'teamCount', label: 'Number of teams' },
  { key: 'initialColour', label: 'Initial colour' },
  { key: 'nationalRating', label: 'National rating' },
  { key: 'pairingController', label: 'Pairing program' },
  { key: 'typeCode', label: 'Type code' },
  { key: 'tieBreaks', label: 'Tie-breaks' },
  { key: 'standingsOrder', label: 'Standings order' },
  { key: 'pairingConfiguration', label: 'Pairing configuration' },
  // The text above a grid's header that is not its facts (io/grid read-grid.ts): a chess-results title.
  { key: 'title', label: 'Title' },
];

/** Meta the grid reader derives from the grid itself: not written as facts, read again. */
const DERIVED_META = ['source-layout', 'round-order'];

/** Whether writeGrid carries this meta key (as a title row, or because the reader derives it again). */
export function isWrittenFact(key: string): boolean {
  return key === 'name' || DERIVED_META.includes(key) || META_LINES.some((m) => m.key === key);
}

/** chess-results' words for the type (its "Tournament type" line), Regula's for the double round robin. */
const TYPE_WORDS: Readonly<Record<TournamentType, string>> = {
  swiss: 'Swiss-System',
  'round-robin': 'Round robin',
  'double-round-robin': 'Double round robin',
};

/** The point system's entries in words, in POINT_SYSTEM_FIELDS order. */
const POINT_WORDS: Readonly<Record<PointSystemField, string>> = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  forfeitWin: 'forfeit win',
  forfeitLoss: 'forfeit loss',
  doubleForfeit: 'double forfeit',
  pab: 'pairing-allocated bye',
  fpb: 'full-point bye',
  hpb: 'half-point bye',
  zpb: 'zero-point bye',
  absent: 'not paired',
  drawPlus: 'draw with advantage',
  drawMinus: 'draw with disadvantage',
};

const LABELS = {
  name: 'Event',
  type: 'Tournament type',
  rounds: 'Number of rounds',
  points: 'Points',
} as const;

/** The title rows for a crosstable (REGULA_GRID_MARK, then its facts); none for an event that has nothing to say beyond its rounds. */
export function eventFactRows(crosstable: Crosstable): string[] {
  const lines: string[] = [];
  const one = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
  if (crosstable.name) lines.push(`${LABELS.name}: ${one(crosstable.name)}`);
  const metaLines: string[] = [];
  for (const { key, label, repeatable } of META_LINES) {
    const value = crosstable.meta[key];
    if (value === undefined || value.trim() === '') continue;
    for (const part of repeatable ? value.split('\n') : [value]) if (part.trim() !== '') metaLines.push(`${label}: ${one(part)}`);
  }
  const standard = POINT_SYSTEM_FIELDS.every((f) => crosstable.pointSystem[f].eq(STANDARD[f]));
  if (lines.length === 0 && metaLines.length === 0 && standard && crosstable.type === 'swiss') return [];
  lines.push(`${LABELS.type}: ${TYPE_WORDS[crosstable.type]}`, `${LABELS.rounds}: ${crosstable.rounds}`);
  if (!standard) lines.push(`${LABELS.points}: ${pointsText(crosstable.pointSystem)}`);
  return [REGULA_GRID_MARK, ...lines, ...metaLines];
}

/** "3-1-0 (win 3, draw 1, loss 0, …)": the system's name, then every entry. */
function pointsText(system: PointSystem): string {
  return `${withoutParentheses(system.name)} (${POINT_SYSTEM_FIELDS.map((f) => `${POINT_WORDS[f]} ${system[f].toDecimalString()}`).join(', ')})`;
}

/** A point system's name inside the Points line, which ends in its entries in parentheses. */
function withoutParentheses(text: string): string {
  return text.replace(/[()\r\n]+/g, ' ').trim();
}

/** The facts read from a grid's title rows. */
export interface EventFacts {
  name?: string;
  type?: TournamentType;
  rounds?: number;
  pointSystem?: PointSystem;
  /** TRF header facts by meta key. */
  meta: Record<string, string>;
  /** The rows read as facts (the mark included): not title text. */
  rows: Set<number>;
  /** One note on what was read; undefined without Regula's mark. */
  note?: string;
  issues: InputIssue[];
}

/** The facts under REGULA_GRID_MARK in the rows above the header; none when the sheet has no such mark. */
export function readEventFacts(sheet: GridSheet, headerRowIndex: number): EventFacts {
  const filled: { row: number; column: number; text: string }[] = [];
  for (let r = 0; r < headerRowIndex; r++) {
    for (let c = 0; c < sheet.width; c++) {
      const text = textAt(sheet, r, c);
      if (text === '') continue;
      filled.push({ row: r, column: c, text });
      break;
    }
  }
  const mark = filled.findIndex((f) => f.text === REGULA_GRID_MARK);
  if (mark < 0) return { meta: {}, rows: new Set(), issues: [] };
  const facts: EventFacts = { meta: {}, rows: new Set([filled[mark]!.row]), issues: [] };
  const read: string[] = [];
  for (const { row, column, text } of filled.slice(mark + 1)) {
    const colon = text.indexOf(': ');
    const label = colon < 0 ? '' : text.slice(0, colon).toLowerCase();
    const value = colon < 0 ? '' : text.slice(colon + 2).trim();
    const bad = (expected: string) =>
      facts.issues.push(
        issueAt(
          sheet,
          row,
          column,
          'grid/bad-event-fact',
          `'${text}' under '${REGULA_GRID_MARK}': expected ${expected}; the line is not read.`,
          'warning',
        ),
      );
    facts.rows.add(row);
    const meta = META_LINES.find((m) => m.label.toLowerCase() === label);
    if (meta) {
      facts.meta[meta.key] = meta.repeatable && facts.meta[meta.key] !== undefined ? `${facts.meta[meta.key]}\n${value}` : value;
      if (!read.includes(meta.label.toLowerCase())) read.push(meta.label.toLowerCase());
      continue;
    }
    switch (label) {
      case LABELS.name.toLowerCase():
        facts.name = value;
        facts.meta['name'] = value; // as TRF 012 is kept
        read.push('name');
        continue;
      case LABELS.type.toLowerCase(): {
        const type = (Object.keys(TYPE_WORDS) as TournamentType[]).find((t) => TYPE_WORDS[t].toLowerCase() === value.toLowerCase());
        if (type === undefined) bad(`the tournament type ${Object.values(TYPE_WORDS).join(', ')}`);
        else {
          facts.type = type;
          read.push(`type ${TYPE_WORDS[type].toLowerCase()}`);
        }
        continue;
      }
      case LABELS.rounds.toLowerCase():
        if (!/^\d{1,2}$/.test(value)) bad('the number of rounds, a whole number');
        else {
          facts.rounds = Number(value);
          read.push(`${value} rounds`);
        }
        continue;
      case LABELS.points.toLowerCase(): {
        const system = readPoints(value);
        if (!system) bad(`the point system: a name, then (${POINT_SYSTEM_FIELDS.map((f) => `${POINT_WORDS[f]} N`).join(', ')})`);
        else {
          facts.pointSystem = system;
          read.push(`point system ${system.name}`);
        }
        continue;
      }
      default:
        bad(
          `a line "Label: value" with a label Regula writes (${[...Object.values(LABELS), ...META_LINES.map((m) => m.label)].join(', ')})`,
        );
    }
  }
  facts.note = `The title rows under '${REGULA_GRID_MARK}' give the event's facts: ${read.length > 0 ? read.join(', ') : 'none'}.`;
  return facts;
}

/** "3-1-0 (win 3, draw 1, …)" → the point system, every entry given; undefined when one is missing or not a number. */
function readPoints(text: string): PointSystem | undefined {
  const open = text.lastIndexOf('(');
  if (open < 0 || !text.endsWith(')')) return undefined;
  const name = text.slice(0, open).trim();
  const values = new Map<string, string>();
  for (const part of text.slice(open + 1, -1).split(',')) {
    const m = /^\s*(.*\S)\s+(\S+)\s*$/.exec(part);
    if (m) values.set(m[1]!.toLowerCase(), m[2]!);
  }
  const system: Partial<Record<PointSystemField, Rational>> = {};
  for (const field of POINT_SYSTEM_FIELDS) {
    const value = Rational.parse(values.get(POINT_WORDS[field]) ?? '');
    if (!value) return undefined;
    system[field] = value;
  }
  return { name: name === '' ? 'the title rows’ point system' : name, ...(system as Record<PointSystemField, Rational>) };
}
