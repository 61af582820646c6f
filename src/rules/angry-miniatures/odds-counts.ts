import type { PokerFace } from "../common/poker";

/**
 * Poker dice are exchangeable, so a roll is fully described by how many dice show each face (or
 * each group of faces the rules never tell apart). A `Layout` names those groups; a `CountSpace`
 * lists every count vector of a given total, in a fixed order, so distributions are flat arrays.
 */
export interface Layout {
  readonly id: string;
  /** Face group of each category; the last category must be the Aces, the ones before it J, Q, K. */
  readonly groups: readonly (readonly PokerFace[])[];
  /** Chance of one die landing in each category. */
  readonly weights: readonly number[];
  readonly categoryOf: Readonly<Record<PokerFace, number>>;
}

/** 9 and 10 together: what the contest compares and every reroll rule in the engine reads. */
export const NUMBERS_MERGED: Layout = {
  id: "n-j-q-k-a",
  groups: [["9", "10"], ["J"], ["Q"], ["K"], ["A"]],
  weights: [2 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6],
  categoryOf: { "9": 0, "10": 0, J: 1, Q: 2, K: 3, A: 4 },
};

/** Every face apart: for a crit trigger or rule that names a 9 or a 10 on its own. */
export const EVERY_FACE: Layout = {
  id: "9-10-j-q-k-a",
  groups: [["9"], ["10"], ["J"], ["Q"], ["K"], ["A"]],
  weights: [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6],
  categoryOf: { "9": 0, "10": 1, J: 2, Q: 3, K: 4, A: 5 },
};

const MAX_BINOMIAL = 48;
/**
 * BINOMIAL[n * (MAX_BINOMIAL + 1) + k] = C(n, k); a few KB, built once, when the module loads.
 * Pascal's rows are summed in a plain array (whole numbers below 2^31 stay small integers V8 does
 * not box) and stored into the Float64Array (storing boxes nothing): summing what was read back
 * from the Float64Array boxed every read and sum, about 55 KB of the young generation before the
 * first exact-odds call.
 */
const BINOMIAL = (() => {
  const table = new Float64Array((MAX_BINOMIAL + 1) * (MAX_BINOMIAL + 1));
  // Tagged elements (a null stored first): a number past 2^31 stored into an array of small
  // integers would turn it into an array of doubles, and every read would box again.
  const row = new Array<number | null>(MAX_BINOMIAL + 1).fill(null).fill(0) as number[];
  row[0] = 1;
  table[0] = 1;
  for (let n = 1; n <= MAX_BINOMIAL; n++) {
    // Row n from row n - 1, right to left so each sum reads the old row.
    row[n] = 1;
    for (let k = n - 1; k >= 1; k--) row[k] = row[k]! + row[k - 1]!;
    for (let k = 0; k <= n; k++) table[n * (MAX_BINOMIAL + 1) + k] = row[k]!;
  }
  return table;
})();

export function binomial(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  return BINOMIAL[n * (MAX_BINOMIAL + 1) + k] ?? 0;
}

/** Count vectors of `categories` entries summing to `total`: C(total + categories - 1, categories - 1). */
export function spaceSize(categories: number, total: number): number {
  return binomial(total + categories - 1, categories - 1);
}

/**
 * Position of a count vector in its space. Vectors are ordered by the last category first (most
 * Aces last), then the one before it, and so on; category 0 is whatever is left.
 */
export function rankOf(counts: ArrayLike<number>, categories: number, total: number): number {
  let rank = 0;
  let rest = total;
  for (let i = categories - 1; i >= 1; i--) {
    const v = counts[i] ?? 0;
    rank += binomial(rest + i, i) - binomial(rest - v + i, i);
    rest -= v;
  }
  return rank;
}

export interface CountSpace {
  readonly categories: number;
  readonly total: number;
  readonly size: number;
  /** vectors[rank * categories + c]: the count of category c in the vector at `rank`. */
  readonly vectors: Uint8Array;
}

const spaces = new Map<number, CountSpace>();

/** The space of count vectors (memoised; under 100 KB for 15 dice over six faces). */
export function countSpace(categories: number, total: number): CountSpace {
  const key = categories * 1000 + total;
  const known = spaces.get(key);
  if (known) return known;
  const size = spaceSize(categories, total);
  const vectors = new Uint8Array(size * categories);
  const v = new Array<number>(categories).fill(0);
  let at = 0;
  // Odometer in rank order: the last category turns slowest, category 1 fastest, 0 takes the rest.
  const fill = (i: number, rest: number): void => {
    if (i === 0) {
      v[0] = rest;
      for (let c = 0; c < categories; c++) vectors[at * categories + c] = v[c] ?? 0;
      at++;
      return;
    }
    for (let x = 0; x <= rest; x++) {
      v[i] = x;
      fill(i - 1, rest - x);
    }
  };
  fill(categories - 1, total);
  const space = { categories, total, size, vectors };
  spaces.set(key, space);
  return space;
}

const FACTORIAL = (() => {
  const table = [1];
  for (let k = 1; k <= MAX_BINOMIAL; k++) table.push((table[k - 1] ?? 1) * k);
  return table;
})();

const multinomials = new Map<string, Float64Array>();

/** Chance of each count vector when `dice` fresh dice are rolled (memoised per layout and count). */
export function freshRoll(layout: Layout, dice: number): Float64Array {
  const key = `${layout.id}/${dice}`;
  const known = multinomials.get(key);
  if (known) return known;
  const categories = layout.groups.length;
  const space = countSpace(categories, dice);
  const out = new Float64Array(space.size);
  for (let r = 0; r < space.size; r++) {
    let p = FACTORIAL[dice] ?? NaN;
    for (let c = 0; c < categories; c++) {
      const v = space.vectors[r * categories + c] ?? 0;
      p *= (layout.weights[c] ?? 0) ** v / (FACTORIAL[v] ?? NaN);
    }
    out[r] = p;
  }
  multinomials.set(key, out);
  return out;
}
