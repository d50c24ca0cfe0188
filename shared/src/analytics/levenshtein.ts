// Edit distance between two sequences of symbols (insert, delete, substitute: cost 1 each).

/** Levenshtein distance of two integer sequences; two-row dynamic programme, O(|a|·|b|) time. */
export function levenshtein(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  // common prefix and suffix cost nothing
  while (start < endA && start < endB && a[start] === b[start]) start++;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n === 0) return m;
  if (m === 0) return n;
  let previous = new Int32Array(m + 1);
  let current = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    const ai = a[start + i - 1];
    for (let j = 1; j <= m; j++) {
      const substitute = previous[j - 1] + (ai === b[start + j - 1] ? 0 : 1);
      const remove = previous[j] + 1;
      const insert = current[j - 1] + 1;
      current[j] =
        substitute < remove ? (substitute < insert ? substitute : insert) : remove < insert ? remove : insert;
    }
    [previous, current] = [current, previous];
  }
  return previous[m];
}
