/** Longer words get no suggestion: no criterion, keyword or name is this long, and a typo of one is not either. */
const LONGEST_WORD = 64;

/**
 * The closest candidate to a misspelt word, if it is close enough to be a plausible typo
 * (at most a third of its letters changed). Fast on long files of unknown words: a candidate
 * whose length or letters alone rule it out is skipped (both bound the edit distance from
 * below), the distance stops being computed once it exceeds what is allowed, and a frozen
 * candidate list (the registry's names) is prepared once and remembers its answers.
 */
export function didYouMean(text: string, candidates: Iterable<string>): string | undefined {
  const wanted = text.toLowerCase();
  if (wanted.length > LONGEST_WORD) return undefined;
  // Every lookup counts against the budget, remembered or not: what a file is told depends on
  // the file alone, never on what was checked before it in the same process.
  if (budget <= 0) return undefined;
  budget--;
  const index = indexOf(candidates);
  if (index.answers.has(wanted)) return index.answers.get(wanted);
  const suggestion = closest(wanted, index);
  if (index.answers.size >= MEMO_SIZE) index.answers.clear();
  index.answers.set(wanted, suggestion);
  return suggestion;
}

/**
 * Suggestions cost a search each; a file checked under a budget (checkRegulation) gets them
 * for its first N lookups, then plain "unknown" messages: a file with hundreds of unknown
 * words is not a handful of typos, and a megabyte of them must still check fast.
 */
let budget = Number.POSITIVE_INFINITY;

export function withSuggestionBudget<T>(searches: number, work: () => T): T {
  const saved = budget;
  budget = searches;
  try {
    return work();
  } finally {
    budget = saved;
  }
}

interface CandidateIndex {
  names: string[];
  lower: string[];
  bags: Int16Array[];
  answers: Map<string, string | undefined>;
}

const INDEXES = new WeakMap<object, CandidateIndex>();
const MEMO_SIZE = 10_000;

function indexOf(candidates: Iterable<string>): CandidateIndex {
  const frozen = typeof candidates === 'object' && candidates !== null && Object.isFrozen(candidates);
  const known = frozen ? INDEXES.get(candidates) : undefined;
  if (known) return known;
  const names = [...candidates];
  const lower = names.map((n) => n.toLowerCase());
  const index = { names, lower, bags: lower.map(bagOf), answers: new Map<string, string | undefined>() };
  if (frozen) INDEXES.set(candidates, index);
  return index;
}

function closest(wanted: string, index: CandidateIndex): string | undefined {
  const allowed = Math.max(1, Math.floor(wanted.length / 3));
  const wantedBag = bagOf(wanted);
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (let k = 0; k < index.lower.length; k++) {
    const other = index.lower[k]!;
    if (Math.abs(other.length - wanted.length) >= bestDistance) continue;
    if (bagDistance(wantedBag, index.bags[k]!) >= bestDistance) continue;
    const distance = editDistance(wanted, other, bestDistance - 1);
    if (distance < bestDistance) {
      best = index.names[k];
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance > 0 && bestDistance <= allowed ? best : undefined;
}

/** How many times each character class occurs: a–z, 0–9, and one class for everything else. */
function bagOf(word: string): Int16Array {
  const bag = new Int16Array(37);
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    bag[c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : 36]!++;
  }
  return bag;
}

/** The bag distance: max(characters only in a, characters only in b) — never more than the edit distance. */
function bagDistance(a: Int16Array, b: Int16Array): number {
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d > 0) more += d;
    else fewer -= d;
  }
  return Math.max(more, fewer);
}

/**
 * Levenshtein distance with adjacent transpositions (optimal string alignment). With a
 * `limit`, any distance above it is returned as limit + 1, as soon as a whole row of the
 * table exceeds the limit (the distance can only grow from there).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const cols = b.length + 1;
  let twoBack = new Int32Array(cols);
  let previous = new Int32Array(cols);
  let current = new Int32Array(cols);
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(previous[b.length]!, limit + 1);
}
