import { EVEN_DUELS, type SplitDuel } from "./odds-even-duels";

/**
 * How a roll's hits split into Kings, Queens and Jacks. Fresh dice split their hits evenly (each
 * hit is J, Q or K with chance 1/3), and so does any pool built only from fresh dice and rerolls
 * of Aces or numbers. Only Unlucky (reroll the least superior hit) breaks the symmetry, in one of
 * two ways, and later rerolls can add even hits to those. A kernel names one of these shapes; given
 * the number of hits it fixes the split.
 *
 * A split grid for h hits holds P(k Kings, q Queens) at k * (h + 1) + q; Jacks are the rest.
 */
export type Kernel = number;
export const EVEN: Kernel = 0;
/**
 * Kernel 1 + z: Unlucky took the least superior hit from an even pool, and z even hits were rolled
 * in afterwards (its own new die, a crit's reroll). Unlucky's die missed: z = 0; it hit: z = 1.
 */
export const UNLUCKY_MISS: Kernel = 1;
export const UNLUCKY_HIT: Kernel = 2;
/** Every kernel id is below this. */
export const KERNEL_COUNT = 2 + 15;

/** The kernel once `fresh` more even hits are rolled into it. */
export const withFreshHits = (kernel: Kernel, fresh: number): Kernel => (kernel === EVEN ? EVEN : kernel + fresh);

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600, 6227020800, 87178291200, 1307674368000, 20922789888000, 355687428096000, 6402373705728000];

function even(h: number): Float64Array {
  const w = h + 1;
  const grid = new Float64Array(w * w);
  const scale = 3 ** -h * (FACTORIAL[h] ?? NaN);
  for (let k = 0; k <= h; k++) {
    for (let q = 0; k + q <= h; q++) grid[k * w + q] = scale / ((FACTORIAL[k] ?? NaN) * (FACTORIAL[q] ?? NaN) * (FACTORIAL[h - k - q] ?? NaN));
  }
  return grid;
}

/** `x` even hits with the least superior one taken away (x >= 1): a grid for x - 1 hits. */
function lessLowest(x: number): Float64Array {
  const from = grid(EVEN, x);
  const wx = x + 1;
  const w = x;
  const out = new Float64Array(w * w);
  for (let k = 0; k <= x; k++) {
    for (let q = 0; k + q <= x; q++) {
      const p = from[k * wx + q] ?? 0;
      const j = x - k - q;
      const at = j > 0 ? k * w + q : q > 0 ? k * w + q - 1 : (k - 1) * w;
      out[at] = (out[at] ?? 0) + p;
    }
  }
  return out;
}

/**
 * A grid for h - 1 hits plus one even hit: a grid for h hits, plus `c` times `extra` when given.
 * Each cell gathers its King, Queen and Jack sources in that order, so the sums are the same as
 * scattering each source cell in turn; written into `out` when given (it must hold (h + 1)^2 cells).
 */
function plusOneHit(from: Float64Array, h: number, out = new Float64Array((h + 1) * (h + 1)), c = 0, extra?: Float64Array): Float64Array {
  const wf = h;
  const w = h + 1;
  for (let k = 0; k <= h; k++) {
    for (let q = 0; k + q <= h; q++) {
      let p = 0;
      if (k > 0) p = from[(k - 1) * wf + q]! / 3; // a King
      if (q > 0) p += from[k * wf + q - 1]! / 3; // a Queen
      if (k + q < h) p += from[k * wf + q]! / 3; // a Jack
      if (extra) p += c * extra[k * w + q]!;
      out[k * w + q] = p;
    }
  }
  return out;
}

const grids = new Map<number, Float64Array>();

/** The split grid of a kernel for h hits (memoised). At 0 hits every kernel is the empty split. */
export function grid(kernel: Kernel, h: number): Float64Array {
  const key = kernel * 64 + h;
  const known = grids.get(key);
  if (known) return known;
  let made: Float64Array;
  // An Unlucky kernel always holds at least its z even hits.
  if (h === 0 || kernel === EVEN || kernel - 1 > h) made = even(h);
  else if (kernel === UNLUCKY_MISS) made = lessLowest(h + 1);
  else made = plusOneHit(grid(kernel - 1, h - 1), h);
  grids.set(key, made);
  return made;
}


const duels = new Map<number, SplitDuel>();

export function duel(first: Kernel, second: Kernel, h: number): SplitDuel {
  if (first === EVEN && second === EVEN && h < EVEN_DUELS.length) return EVEN_DUELS[h]!;
  const key = (first * KERNEL_COUNT + second) * 64 + h;
  const known = duels.get(key);
  if (known) return known;
  const result = duelGrids(grid(first, h), grid(second, h), h);
  duels.set(key, result);
  return result;
}

/** The duel of two split grids for h hits; linear in each (a grid may be a weighted mixture). */
export function duelGrids(x: Float64Array, y: Float64Array, h: number): SplitDuel {
  const w = h + 1;
  let kingsFirst = 0;
  let kingsSecond = 0;
  let queensFirst = 0;
  let queensSecond = 0;
  let equal = 0;
  let xBelow = 0;
  let yBelow = 0;
  for (let k = 0; k <= h; k++) {
    let xqBelow = 0;
    let yqBelow = 0;
    for (let q = 0; k + q <= h; q++) {
      const px = x[k * w + q] ?? 0;
      const py = y[k * w + q] ?? 0;
      queensFirst += px * yqBelow;
      queensSecond += py * xqBelow;
      equal += px * py;
      xqBelow += px;
      yqBelow += py;
    }
    const xk = xqBelow;
    const yk = yqBelow;
    kingsFirst += xk * yBelow;
    kingsSecond += yk * xBelow;
    xBelow += xk;
    yBelow += yk;
  }
  return { kingsFirst, kingsSecond, queensFirst, queensSecond, equal };
}


/**
 * Σ weights[kernel] x grid(kernel, h) over every kernel, without building each Unlucky kernel's
 * grid: kernel 1 + z is L(h - z) with z even hits added, so the sum is folded one added hit at a
 * time from the largest z down (Horner's rule), at the cost of a few grids rather than h of them.
 */
export function mixture(weights: ArrayLike<number>, h: number): Float64Array {
  // Two buffers big enough for h hits take turns as the grid folded so far and the next one.
  const size = (h + 1) * (h + 1);
  let folded = new Float64Array(size);
  let next = new Float64Array(size);
  // Kernels with more added hits than any the pool holds weigh nothing: the fold is all zeros
  // until the first that weighs something, so it starts there.
  let top = h;
  while (top > 0 && (weights[1 + top] ?? 0) === 0) top--;
  const c0 = weights[1 + top] ?? 0;
  if (c0 !== 0) {
    const hits = h - top;
    const w = hits + 1;
    const lower = grid(UNLUCKY_MISS, hits);
    for (let k = 0; k <= hits; k++) for (let q = 0; k + q <= hits; q++) folded[k * w + q] = c0 * lower[k * w + q]!;
  }
  for (let z = top - 1; z >= 0; z--) {
    const hits = h - z;
    const c = weights[1 + z] ?? 0;
    plusOneHit(folded, hits, next, c, c !== 0 ? grid(UNLUCKY_MISS, hits) : undefined);
    const done = next;
    next = folded;
    folded = done;
  }
  const e = weights[EVEN] ?? 0;
  if (e !== 0) {
    const flat = grid(EVEN, h);
    const w = h + 1;
    for (let k = 0; k <= h; k++) for (let q = 0; k + q <= h; q++) folded[k * w + q] = folded[k * w + q]! + e * flat[k * w + q]!;
  }
  return folded;
}

/** P(a split of this kernel with h hits shows at least these Jacks, Queens and Kings). */
export function splitMeets(kernel: Kernel, h: number, jacks: number, queens: number, kings: number): number {
  if (jacks + queens + kings === 0) return 1;
  const g = grid(kernel, h);
  const w = h + 1;
  let p = 0;
  for (let k = kings; k <= h; k++) for (let q = queens; k + q <= h - jacks; q++) p += g[k * w + q] ?? 0;
  return p;
}
