// The invented multi-section crosstable of samples/tournaments/chicago-open-2014-sections.* (README there):
// the nine sections of the 23rd Chicago Open 2014 regulation, each a small US Chess wall chart
// (Swiss, 5 rounds), made deterministically from a fixed seed — the same cells on every run.
import { sectionSheetName } from '../io';

export interface SampleSection {
  name: string;
  players: number;
  top: number;
}

/** An invented event in sections: its sections, rounds and the seed its results are drawn from. */
export interface SampleEvent {
  sections: readonly SampleSection[];
  rounds: number;
  seed: number;
}

/** The sections as samples/regulations/chicago-open-2014.regula names them, with the invented field's size and top rating. */
export const SECTIONS: readonly SampleSection[] = [
  { name: 'Open', players: 10, top: 2650 },
  { name: 'Under 2300/Unrated', players: 8, top: 2290 },
  { name: 'Under 2100', players: 9, top: 2095 },
  { name: 'Under 1900', players: 8, top: 1895 },
  { name: 'Under 1700', players: 7, top: 1690 },
  { name: 'Under 1500', players: 8, top: 1495 },
  { name: 'Under 1300', players: 6, top: 1290 },
  { name: 'Under 1000/Unrated', players: 9, top: 990 },
  { name: 'Unrated/Provisional', players: 6, top: 1400 },
];

export const ROUNDS = 5;
export const CHICAGO: SampleEvent = { sections: SECTIONS, rounds: ROUNDS, seed: 2014 };

/**
 * The twelve sections of the World Youth & Cadets Chess Championships 2015 (Porto Carras; its
 * invitation, art. 2.1: "under 8, 10, 12, 14, 16, 18 years old, open and girls"), with small
 * invented fields (samples/tournaments/README.md), 7 rounds.
 */
export const WORLD_YOUTH_2015: SampleEvent = {
  sections: ['8', '10', '12', '14', '16', '18'].flatMap((age, i) => [
    { name: `Open U${age}`, players: 8 + ((i * 3) % 5), top: 1500 + i * 180 },
    { name: `Girls U${age}`, players: 7 + ((i * 2) % 4), top: 1400 + i * 160 },
  ]),
  rounds: 7,
  seed: 2015,
};

/** The thirteen grade sections of the US Chess National K-12 Grade Championships (K, 1, …, 12), small invented fields, 7 rounds. */
export const GRADE_NATIONALS: SampleEvent = {
  sections: ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((grade, i) => ({
    name: grade === 'K' ? 'Kindergarten' : `Grade ${grade}`,
    players: 8 + (i % 4),
    top: 900 + i * 110,
  })),
  rounds: 7,
  seed: 2023,
};
const FIRST = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Max', 'Nia', 'Oto', 'Pia'];
const LAST = ['Archer', 'Bishop', 'Castle', 'Dragon', 'Eagle', 'Fischer', 'Gambit', 'Hook', 'Isle', 'Jester', 'Knight', 'Lasker'];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Entrant {
  no: number;
  name: string;
  rating: number;
  score: number;
  opponents: Set<number>;
  whites: number;
  cells: string[];
}

/** One section's wall chart rows (Section, #, Name, Rating, Rd 1…Rd 5, Total), Swiss-paired by score then rating. */
function sectionRows(section: SampleSection, index: number, event: SampleEvent = CHICAGO): string[][] {
  const next = random(event.seed * 100 + index);
  const players: Entrant[] = Array.from({ length: section.players }, (_, i) => ({
    no: i + 1,
    name: `${LAST[(index + i * 5) % LAST.length]}, ${FIRST[(index * 3 + i) % FIRST.length]}`,
    rating: section.top - i * 40 - Math.floor(next() * 30),
    score: 0,
    opponents: new Set(),
    whites: 0,
    cells: [],
  }));
  for (let round = 1; round <= event.rounds; round++) {
    const order = [...players].sort((a, b) => b.score - a.score || b.rating - a.rating);
    // The lowest player without a bye yet sits out an odd round with a full-point bye.
    if (order.length % 2 === 1) {
      const bye = [...order].reverse().find((p) => !p.cells.includes('B---'))!;
      order.splice(order.indexOf(bye), 1);
      bye.cells.push('B---');
      bye.score += 1;
    }
    for (const [white, black] of pairUp(order)) {
      const expected = 1 / (1 + 10 ** ((black.rating - white.rating) / 400));
      const roll = next();
      const result = roll < expected - 0.1 ? 1 : roll < expected + 0.15 ? 0.5 : 0;
      const letter = (r: number) => (r === 1 ? 'W' : r === 0 ? 'L' : 'D');
      white.cells.push(`${letter(result)}${black.no} (w)`);
      black.cells.push(`${letter(1 - result)}${white.no} (b)`);
      white.score += result;
      black.score += 1 - result;
      white.whites++;
      white.opponents.add(black.no);
      black.opponents.add(white.no);
    }
  }
  return players.map((p) => [section.name, String(p.no), p.name, String(p.rating), ...p.cells, p.score.toFixed(1)]);
}

/** Pairs players in order, each with the first later one not met yet (backtracking), the one with fewer whites white. */
function pairUp(order: Entrant[]): [Entrant, Entrant][] {
  const solve = (left: Entrant[]): [Entrant, Entrant][] | undefined => {
    if (left.length === 0) return [];
    const [first, ...rest] = left;
    for (const other of rest) {
      if (first!.opponents.has(other.no)) continue;
      const tail = solve(rest.filter((p) => p !== other));
      if (tail) return [first!.whites <= other.whites ? [first!, other] : [other, first!], ...tail];
    }
    return undefined;
  };
  return solve(order)!;
}

const header = (rounds: number) => ['Section', '#', 'Name', 'Rating', ...Array.from({ length: rounds }, (_, i) => `Rd ${i + 1}`), 'Total'];

/** Every section's rows under one header: the CSV with a Section column. */
export function sectionsCsvRows(event: SampleEvent = CHICAGO): string[][] {
  return [header(event.rounds), ...event.sections.flatMap((s, i) => sectionRows(s, i, event))];
}

/** A sheet per section (named as io's sectionSheetName writes it), its rows without the Section column. */
export function sectionSheets(event: SampleEvent = CHICAGO): { name: string; cells: string[][] }[] {
  return event.sections.map((s, i) => ({
    name: sectionSheetName(s.name),
    cells: [header(event.rounds).slice(1), ...sectionRows(s, i, event).map((r) => r.slice(1))],
  }));
}
