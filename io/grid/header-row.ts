import { columnLetters } from '../issues';
import { classifyHeader, type ColumnRole, type RoundPart } from './headers';
import { textAt, type GridSheet } from './sheet';

/** Rows searched for the header, from the top of the cells. */
export const HEADER_SEARCH_ROWS = 50;

type FixedKind = Exclude<ColumnRole['kind'], 'round' | 'round-part' | 'number' | 'field'>;

export interface HeaderColumn {
  index: number;
  header: string;
  role: ColumnRole;
}

/** The header row and the columns it defines (indexes into the cells). */
export interface HeaderStructure {
  rowIndex: number;
  columns: HeaderColumn[];
  /** First column of each identity role (rank, name, rating…). */
  fixed: Partial<Record<FixedKind, number>>;
  /** Round columns (`Rd 1`, `1.Rd`): round → columns (more than one is an error). */
  rounds: Map<number, number[]>;
  /** Plain layout: round → part → columns. */
  parts: Map<number, Map<RoundPart, number[]>>;
  /** Bare-number columns (`1`, `2`, …): number → columns. */
  numbers: Map<number, number[]>;
  /** Columns kept in Player.fields, by the name they are kept under. */
  fields: Array<{ index: number; name: string }>;
}

export type HeaderSearch =
  | { kind: 'found'; header: HeaderStructure }
  /** A row names players but has no round columns. */
  | { kind: 'no-rounds'; rowIndex: number; scanned: number }
  | { kind: 'none'; scanned: number };

/**
 * The header is the first row, within the first HEADER_SEARCH_ROWS, that has a name
 * column and round columns (or at least two bare-number columns, as a round-robin
 * grid or a `1 2 3` round header has). Title lines above it are ignored.
 */
export function findHeaderRow(sheet: GridSheet): HeaderSearch {
  const scanned = Math.min(sheet.text.length, HEADER_SEARCH_ROWS);
  let nameOnly: number | undefined;
  for (let r = 0; r < scanned; r++) {
    const roles = (sheet.text[r] ?? []).map((t) => classifyHeader(t));
    if (!roles.some((role) => role?.kind === 'name')) continue;
    const rounds = roles.filter((role) => role?.kind === 'round' || role?.kind === 'round-part').length;
    const numbers = roles.filter((role) => role?.kind === 'number').length;
    if (rounds > 0 || numbers >= 2) return { kind: 'found', header: structureOf(sheet, r) };
    nameOnly ??= r;
  }
  return nameOnly === undefined ? { kind: 'none', scanned } : { kind: 'no-rounds', rowIndex: nameOnly, scanned };
}

/** FIDE and national titles, for recognising chess-results' unnamed title column. */
const TITLES = new Set([
  'GM',
  'IM',
  'FM',
  'CM',
  'WGM',
  'WIM',
  'WFM',
  'WCM',
  'AGM',
  'AIM',
  'AFM',
  'ACM',
  'HGM',
  'NM',
  'LM',
  'SM',
  'MK',
  'MF',
  'GMI',
  'MI',
  'MIF',
]);

/**
 * Keeps a column in Player.fields under its header (made unique with " (2)"…), or
 * turns an already classified column into such a field.
 */
export function keepAsField(
  structure: HeaderStructure,
  index: number,
  header: string,
  name: string = header,
  /** The column when it is already in structure.columns (it is turned into a field). */
  existing?: HeaderColumn,
): void {
  let taken = TAKEN_NAMES.get(structure);
  if (!taken) TAKEN_NAMES.set(structure, (taken = new Set(structure.fields.map((f) => f.name))));
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name} (${n})`;
  taken.add(unique);
  structure.fields.push({ index, name: unique });
  const role = { kind: 'field', name: unique } as const;
  if (existing) existing.role = role;
  else structure.columns.push({ index, header, role });
}

/** The field names a structure has given, so a wide sheet's thousand fields stay linear to name. */
const TAKEN_NAMES = new WeakMap<HeaderStructure, Set<string>>();

function structureOf(sheet: GridSheet, rowIndex: number): HeaderStructure {
  const structure: HeaderStructure = {
    rowIndex,
    columns: [],
    fixed: {},
    rounds: new Map(),
    parts: new Map(),
    numbers: new Map(),
    fields: [],
  };
  const addField = (index: number, header: string, name: string) => keepAsField(structure, index, header, name);
  let below: ColumnContent[] | undefined;
  for (let c = 0; c < sheet.width; c++) {
    const header = textAt(sheet, rowIndex, c);
    const role = classifyHeader(header);
    if (!role) {
      below ??= columnsBelow(sheet, rowIndex);
      const content = below[c] ?? 'empty';
      if (content === 'empty') continue;
      if (structure.fixed.title === undefined && content === 'titles') {
        structure.fixed.title = c;
        structure.columns.push({ index: c, header, role: { kind: 'title' } });
      } else {
        addField(c, header, `column ${columnLetters(sheet.originColumn + c)}`);
      }
      continue;
    }
    switch (role.kind) {
      case 'round':
        push(structure.rounds, role.round, c);
        structure.columns.push({ index: c, header, role });
        break;
      case 'number':
        push(structure.numbers, role.number, c);
        structure.columns.push({ index: c, header, role });
        break;
      case 'round-part': {
        const parts = structure.parts.get(role.round) ?? new Map<RoundPart, number[]>();
        push(parts, role.part, c);
        structure.parts.set(role.round, parts);
        structure.columns.push({ index: c, header, role });
        break;
      }
      case 'field':
        addField(c, header, role.name);
        break;
      default:
        // The first column of an identity role is used; a second one is kept as a field.
        if (structure.fixed[role.kind] === undefined) {
          structure.fixed[role.kind] = c;
          structure.columns.push({ index: c, header, role });
        } else {
          addField(c, header, header);
        }
    }
  }
  return structure;
}

type ColumnContent = 'empty' | 'titles' | 'other';

/**
 * What each column holds below the header: nothing, only titles (GM, IM …: chess-results' title
 * column), or other text. One pass over the cells that exist below it — never a pass down each
 * column over every row, which a cell at row 1,048,576 would make a billion steps.
 */
function columnsBelow(sheet: GridSheet, rowIndex: number): ColumnContent[] {
  const content = new Array<ColumnContent>(sheet.width).fill('empty');
  for (let r = rowIndex + 1; r < sheet.text.length; r++) {
    const row = sheet.text[r] ?? [];
    for (let c = 0; c < row.length; c++) {
      const text = row[c] ?? '';
      if (text === '' || content[c] === 'other') continue;
      content[c] = TITLES.has(text.toUpperCase()) ? 'titles' : 'other';
    }
  }
  return content;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
