import type { PlayerId } from '../model';
import type { BoardCondition, BoardResult, Conditions, OwnResultBranch, ReachedPlace, ScenarioBoard, ScenarioPlace } from './types';

const ALL = 0b111;

/**
 * One contender's place in every combination (`codes[combination]`, an index into
 * `places`; digit i of the combination in base 3 is board i's result) → the places
 * reached and the conditions that give each, in few words:
 * 1. boards whose result never changes the contender's place are dropped (their
 *    outcomes are irrelevant: "whatever happens on other boards");
 * 2. the contender's own board, when it matters, splits the conditions first ("with a
 *    win …; with a draw …");
 * 3. the combinations giving a place are merged into products of board conditions:
 *    two products that differ on one board only become one that allows both results
 *    (a disjoint cover, so each combination is counted once).
 */
export function describeContender(
  codes: Uint16Array,
  boards: readonly ScenarioBoard[],
  own: number,
  player: PlayerId,
  places: readonly ScenarioPlace[],
): { places: ReachedPlace[]; branches: OwnResultBranch[] } {
  const strides = boards.map((_, i) => 3 ** i);
  const relevant = boards.map((_, i) => changesPlace(codes, strides[i]!));
  const ownMatters = own >= 0 && relevant[own]!;
  const others = boards.map((_, i) => i).filter((i) => relevant[i] && i !== own);
  // From the contender's side: the board's results in the order win, draw, loss.
  const ownResults: BoardResult[] = own < 0 || !ownMatters ? [] : boards[own]!.first === player ? [0, 1, 2] : [2, 1, 0];
  const counts = new Map<number, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);

  const branches: OwnResultBranch[] = [];
  const reached = new Map<number, Conditions>();
  for (const ownResult of ownMatters ? ownResults : [undefined]) {
    const cubes = new Map<number, number[]>();
    const size = 3 ** others.length;
    for (let assignment = 0; assignment < size; assignment++) {
      let combination = ownResult === undefined ? 0 : ownResult * strides[own]!;
      let rest = assignment;
      let minterm = 0;
      for (let k = 0; k < others.length; k++) {
        const digit = rest % 3;
        rest = (rest - digit) / 3;
        combination += digit * strides[others[k]!]!;
        minterm += (1 << digit) * PLACE[k]!;
      }
      const code = codes[combination]!;
      const list = cubes.get(code);
      if (list) list.push(minterm);
      else cubes.set(code, [minterm]);
    }
    const branchPlaces = [...cubes.entries()]
      .sort(([a], [b]) => comparePlaces(places[a]!, places[b]!))
      .map(([code, minterms]) => {
        const when = mergeCubes(minterms, others.length).map((cube) => conditionsOf(cube, others, boards));
        const withOwn =
          ownResult === undefined
            ? when
            : when.map((alternative) => [{ board: boards[own]!.number, results: [ownResult] }, ...alternative]);
        reached.set(code, [...(reached.get(code) ?? []), ...withOwn]);
        return { place: places[code]!, when };
      });
    const branch: OwnResultBranch = { places: branchPlaces };
    if (ownResult !== undefined) branch.own = (['win', 'draw', 'loss'] as const)[ownResults.indexOf(ownResult)]!;
    branches.push(branch);
  }
  const reachedPlaces = [...reached.entries()]
    .sort(([a], [b]) => comparePlaces(places[a]!, places[b]!))
    .map(([code, when]) => ({ place: places[code]!, combinations: counts.get(code)!, when }));
  return { places: reachedPlaces, branches };
}

/** Whether some combination's place changes with this board's result alone. */
function changesPlace(codes: Uint16Array, stride: number): boolean {
  for (let combination = 0; combination < codes.length; combination++) {
    if (Math.floor(combination / stride) % 3 !== 0) continue;
    const code = codes[combination];
    if (codes[combination + stride] !== code || codes[combination + 2 * stride] !== code) return true;
  }
  return false;
}

/**
 * A product of board conditions as one number: the mask of board k's allowed results (bit r
 * for result r, never 0) in the octal digit k. At most 12 boards (EXPANSION_LIMIT in
 * enumerate.ts) need 36 bits, well within a double's exact integers; 10 or fewer stay small
 * integers, the Map keys V8 hashes fastest.
 */
const PLACE = Array.from({ length: 17 }, (_, k) => 8 ** k);

function maskAt(cube: number, k: number): number {
  return Math.floor(cube / PLACE[k]!) % 8;
}

/**
 * Merges products that differ on one board only, board after board, until none do. Two
 * products differ on board v only when they are equal with digit v cleared (no mask is 0,
 * so the cleared digit stands for "any"); the first of them takes the union of both masks.
 */
function mergeCubes(minterms: readonly number[], width: number): Uint8Array[] {
  let cubes = minterms;
  for (let changed = true; changed;) {
    changed = false;
    for (let v = 0; v < width; v++) {
      const place = PLACE[v]!;
      const merged = new Map<number, number>();
      const next: number[] = [];
      for (const cube of cubes) {
        const mask = maskAt(cube, v);
        const key = cube - mask * place;
        const earlier = merged.get(key);
        if (earlier === undefined) {
          merged.set(key, next.length);
          next.push(cube);
        } else {
          const before = maskAt(next[earlier]!, v);
          next[earlier] = key + (before | mask) * place;
          changed = true;
        }
      }
      cubes = next;
    }
  }
  return cubes.map((cube) => Uint8Array.from({ length: width }, (_, k) => maskAt(cube, k))).sort(compareCubes);
}

function compareCubes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (b[i] === ALL ? 1 : 0) - (a[i] === ALL ? 1 : 0) || a[i]! - b[i]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

function conditionsOf(cube: Uint8Array, others: readonly number[], boards: readonly ScenarioBoard[]): BoardCondition[] {
  const conditions: BoardCondition[] = [];
  cube.forEach((mask, k) => {
    if (mask === ALL) return;
    const results = ([0, 1, 2] as const).filter((r) => (mask & (1 << r)) !== 0);
    conditions.push({ board: boards[others[k]!]!.number, results });
  });
  return conditions;
}

/** Best place first; shared after alone; outside the places last. */
export function comparePlaces(a: ScenarioPlace, b: ScenarioPlace): number {
  if (a.kind === 'outside' || b.kind === 'outside') return (a.kind === 'outside' ? 1 : 0) - (b.kind === 'outside' ? 1 : 0);
  return a.rank - b.rank || a.lastRank - b.lastRank;
}
