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
    const cubes = new Map<number, Uint8Array[]>();
    const size = 3 ** others.length;
    for (let assignment = 0; assignment < size; assignment++) {
      let combination = ownResult === undefined ? 0 : ownResult * strides[own]!;
      let rest = assignment;
      const minterm = new Uint8Array(others.length);
      others.forEach((board, k) => {
        const digit = rest % 3;
        rest = Math.floor(rest / 3);
        combination += digit * strides[board]!;
        minterm[k] = 1 << digit;
      });
      const code = codes[combination]!;
      const list = cubes.get(code) ?? [];
      list.push(minterm);
      cubes.set(code, list);
    }
    const branchPlaces = [...cubes.entries()]
      .sort(([a], [b]) => comparePlaces(places[a]!, places[b]!))
      .map(([code, minterms]) => {
        const when = mergeCubes(minterms).map((cube) => conditionsOf(cube, others, boards));
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

/** Merges products that differ on one board only, board after board, until none do. */
function mergeCubes(minterms: readonly Uint8Array[]): Uint8Array[] {
  let cubes = [...minterms];
  const width = cubes[0]?.length ?? 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let v = 0; v < width; v++) {
      const merged = new Map<string, Uint8Array>();
      for (const cube of cubes) {
        const key = Array.from(cube, (mask, i) => (i === v ? '*' : mask)).join(',');
        const earlier = merged.get(key);
        if (earlier) {
          earlier[v]! |= cube[v]!;
          changed = true;
        } else merged.set(key, Uint8Array.from(cube));
      }
      cubes = [...merged.values()];
    }
  }
  return cubes.sort(compareCubes);
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
