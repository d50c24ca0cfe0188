// Edit distance between two sequences of symbols (insert, delete, substitute: cost 1 each).
//
// Bit-parallel: Myers' algorithm (J. ACM 46(3), 1999) in the global-distance form of Hyyrö
// (2001/2003), one word per 30 symbols of the shorter sequence, so a pair of 75-event paths
// costs 3 × 75 word steps instead of 75 × 75 cells. Falls back to the two-row dynamic programme for
// symbols that are not small non-negative integers.

const MAX_TABLE_SYMBOL = 1 << 20;
let peqTable = new Int32Array(0);
let pvScratch = new Int32Array(8);
let mvScratch = new Int32Array(8);

/** Levenshtein distance of two integer sequences. */
export function levenshtein(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  // a common prefix and suffix cost nothing
  while (start < endA && start < endB && a[start] === b[start]) start++;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const lengthA = endA - start;
  const lengthB = endB - start;
  if (lengthA === 0) return lengthB;
  if (lengthB === 0) return lengthA;
  // the shorter one is the pattern (bit vectors), the longer one the text
  const aShorter = lengthA <= lengthB;
  const pattern = aShorter ? a : b;
  const text = aShorter ? b : a;
  const m = aShorter ? lengthA : lengthB;
  const n = aShorter ? lengthB : lengthA;
  let maxSymbol = 0;
  for (let i = 0; i < m; i++) {
    const s = pattern[start + i];
    if (!(Number.isInteger(s) && s >= 0 && s < MAX_TABLE_SYMBOL)) return dynamicProgramme(pattern, text, start, m, n);
    if (s > maxSymbol) maxSymbol = s;
  }
  for (let j = 0; j < n; j++) {
    const s = text[start + j];
    if (!(Number.isInteger(s) && s >= 0 && s < MAX_TABLE_SYMBOL)) return dynamicProgramme(pattern, text, start, m, n);
    if (s > maxSymbol) maxSymbol = s;
  }
  return bitParallel(pattern, text, start, m, n, maxSymbol);
}

// 30-bit words: (eq & pv) + pv then stays below 2³¹, so every step is int32 arithmetic (31 or 32
// bits would overflow into doubles, about 3× slower).
const WORD = 30;
const MASK = (1 << WORD) - 1;

function bitParallel(
  pattern: ArrayLike<number>,
  text: ArrayLike<number>,
  start: number,
  m: number,
  n: number,
  maxSymbol: number,
): number {
  const blocks = Math.ceil(m / WORD);
  const size = (maxSymbol + 1) * blocks;
  if (peqTable.length < size) peqTable = new Int32Array(Math.max(size, peqTable.length * 2));
  const peq = peqTable;
  // peq[symbol·blocks + block]: bit i set where pattern[block·WORD + i] === symbol
  for (let i = 0; i < m; i++) peq[pattern[start + i] * blocks + Math.floor(i / WORD)] |= 1 << (i % WORD);
  let score = m;
  if (blocks === 1) {
    const high = 1 << (m - 1);
    let pv = MASK;
    let mv = 0;
    for (let j = 0; j < n; j++) {
      const eq = peq[text[start + j]];
      const xv = eq | mv;
      const xh = ((((eq & pv) + pv) & MASK) ^ pv) | eq;
      let ph = (mv | ~(xh | pv)) & MASK;
      let mh = pv & xh;
      if (ph & high) score++;
      else if (mh & high) score--;
      ph = ((ph << 1) | 1) & MASK;
      mh = (mh << 1) & MASK;
      pv = (mh | ~(xv | ph)) & MASK;
      mv = ph & xv;
    }
  } else {
    if (pvScratch.length < blocks) {
      pvScratch = new Int32Array(blocks * 2);
      mvScratch = new Int32Array(blocks * 2);
    }
    const pvs = pvScratch;
    const mvs = mvScratch;
    pvs.fill(MASK, 0, blocks);
    mvs.fill(0, 0, blocks);
    const lastHigh = 1 << ((m - 1) % WORD);
    const fullHigh = 1 << (WORD - 1);
    for (let j = 0; j < n; j++) {
      const row = text[start + j] * blocks;
      let hin = 1; // the top row of the table grows by 1 per column
      for (let k = 0; k < blocks; k++) {
        const high = k === blocks - 1 ? lastHigh : fullHigh;
        const pv = pvs[k];
        const mv = mvs[k];
        let eq = peq[row + k];
        const xv = eq | mv;
        if (hin < 0) eq |= 1;
        const xh = ((((eq & pv) + pv) & MASK) ^ pv) | eq;
        let ph = (mv | ~(xh | pv)) & MASK;
        let mh = pv & xh;
        const hout = ph & high ? 1 : mh & high ? -1 : 0;
        ph = (ph << 1) & MASK;
        mh = (mh << 1) & MASK;
        if (hin < 0) mh |= 1;
        else if (hin > 0) ph |= 1;
        pvs[k] = (mh | ~(xv | ph)) & MASK;
        mvs[k] = ph & xv;
        hin = hout;
      }
      score += hin;
    }
  }
  for (let i = 0; i < m; i++) peq[pattern[start + i] * blocks + Math.floor(i / WORD)] = 0;
  return score;
}

/** One row of the classic table, O(m·n). */
function dynamicProgramme(a: ArrayLike<number>, b: ArrayLike<number>, start: number, m: number, n: number): number {
  const row = new Float64Array(n + 1);
  for (let j = 0; j <= n; j++) row[j] = j;
  for (let i = 1; i <= m; i++) {
    let diagonal = row[0];
    row[0] = i;
    const ai = a[start + i - 1];
    for (let j = 1; j <= n; j++) {
      const up = row[j];
      let best = diagonal + (ai === b[start + j - 1] ? 0 : 1);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      diagonal = up;
      row[j] = best;
    }
  }
  return row[n];
}
