/** Longer words get no suggestion: no criterion, keyword or name is this long, and a typo of one is not either. */
const LONGEST_WORD = 64;

/**
 * The closest candidate to a misspelt word, if it is close enough to be a plausible typo
 * (at most a third of its letters changed). Linear in the candidates for words of any
 * length: a candidate whose length alone rules it out is skipped, and the distance stops
 * being computed once it exceeds what is allowed (a 41 KB regulation checks in milliseconds).
 */
export function didYouMean(text: string, candidates: Iterable<string>): string | undefined {
  const wanted = text.toLowerCase();
  if (wanted.length > LONGEST_WORD) return undefined;
  const allowed = Math.max(1, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    if (Math.abs(other.length - wanted.length) >= bestDistance) continue;
    const distance = editDistance(wanted, other, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance > 0 && bestDistance <= allowed ? best : undefined;
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
