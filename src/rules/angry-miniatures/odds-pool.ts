import type { PokerFace } from "../common/poker";
import type { RerollRule } from "./traits";
import { EVEN, splitMeets, UNLUCKY_HIT, UNLUCKY_MISS, withFreshHits, type Kernel } from "./odds-splits";

/**
 * One side's roll as P(kernel, hits h, Aces a): the numbers are what is left, and the kernel says
 * how the h hits split into Kings, Queens and Jacks (see odds-splits). A few hundred numbers per
 * side, so a 15-die roll with rerolls costs a few thousand multiplications, cold or warm.
 */
export interface Pool {
  readonly dice: number;
  /** by[kernel][h * (dice + 1) + a]; kernels the roll cannot have are left out. */
  readonly by: (Float64Array | undefined)[];
}

/** The kernels a pool holds, with their tables. */
export const kernelsOf = (pool: Pool): [Kernel, Float64Array][] =>
  pool.by.flatMap((arr, kernel) => (arr ? [[kernel, arr] as [Kernel, Float64Array]] : []));

const table = (pool: Pool, kernel: Kernel): Float64Array => (pool.by[kernel] ??= new Float64Array((pool.dice + 1) * (pool.dice + 1)));

/** How a reroll rule acts on a pool's counts; null for a rule these counts cannot follow. */
export type RerollKind = { readonly kind: "aces" | "numbers"; readonly count: number } | { readonly kind: "lowest-hit" };

export function rerollKind(rule: RerollRule): RerollKind | null {
  const faces = [...new Set(rule.faces)];
  const count = rule.count === "all" ? Infinity : rule.count;
  if (faces.length === 1 && faces[0] === "A") return { kind: "aces", count };
  if (faces.length === 2 && faces.includes("9") && faces.includes("10")) return { kind: "numbers", count };
  if (faces.join() === "J,Q,K" && rule.count === 1) return { kind: "lowest-hit" };
  return null;
}

const emptyPool = (dice: number): Pool => ({ dice, by: [] });

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600, 6227020800, 87178291200, 1307674368000];
/** trinomials[dice]: freshCounts(dice), once worked out (a plain array: it is read once per cell a reroll touches). */
const trinomials: (Float64Array | undefined)[] = [];

/** P(h hits, a Aces) for `dice` fresh dice (memoised); numbers are the rest. */
export function freshCounts(dice: number): Float64Array {
  const known = trinomials[dice];
  if (known) return known;
  const w = dice + 1;
  const out = new Float64Array(w * w);
  // Each die lands a number (2/6), a hit (3/6) or an Ace (1/6).
  for (let h = 0; h <= dice; h++) {
    for (let a = 0; a + h <= dice; a++) {
      const numbers = dice - h - a;
      out[h * w + a] = ((FACTORIAL[dice] ?? NaN) / ((FACTORIAL[numbers] ?? NaN) * (FACTORIAL[h] ?? NaN) * (FACTORIAL[a] ?? NaN))) * (1 / 3) ** numbers * (1 / 2) ** h * (1 / 6) ** a;
    }
  }
  trinomials[dice] = out;
  return out;
}

export function freshPool(dice: number): Pool {
  const pool = emptyPool(dice);
  table(pool, EVEN).set(freshCounts(dice));
  return pool;
}

/** Rerolls Aces or numbers: the new dice land evenly, so their hits join a kernel as even hits. */
function rerollAcesOrNumbers(pool: Pool, kind: "aces" | "numbers", count: number): Pool {
  const n = pool.dice;
  const w = n + 1;
  const aces = kind === "aces";
  const out = emptyPool(n);
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const from = pool.by[kernel];
    if (!from) continue;
    for (let h = 0; h <= n; h++) {
      for (let a = 0; a + h <= n; a++) {
        const p = from[h * w + a]!;
        if (p === 0) continue;
        const held = aces ? a : n - h - a;
        const r = held < count ? held : count;
        if (r === 0) {
          const into = table(out, kernel);
          into[h * w + a] = into[h * w + a]! + p;
          continue;
        }
        const fresh = freshCounts(r);
        // The r dice leave (Aces from a, numbers from the rest) and land: fh hits, fa Aces.
        const from0 = h * w + (aces ? a - r : a);
        for (let fh = 0; fh <= r; fh++) {
          const into = table(out, withFreshHits(kernel, fh));
          const at = from0 + fh * w;
          const row = fh * (r + 1);
          for (let fa = 0; fa + fh <= r; fa++) into[at + fa] = into[at + fa]! + p * fresh[row + fa]!;
        }
      }
    }
  }
  return out;
}

/** Unlucky: the least superior hit is rerolled (an even pool in, the two Unlucky kernels out). */
function rerollLowestHit(pool: Pool): Pool {
  const n = pool.dice;
  const w = n + 1;
  if (!isEven(pool)) throw new Error("odds-pool: Unlucky rerolls an even pool only");
  const out = emptyPool(n);
  const even = table(out, EVEN);
  const miss = table(out, UNLUCKY_MISS);
  const hit = table(out, UNLUCKY_HIT);
  for (const [, from] of kernelsOf(pool)) {
    for (let h = 0; h <= n; h++) {
      for (let a = 0; a + h <= n; a++) {
        const p = from[h * w + a] ?? 0;
        if (p === 0) continue;
        if (h === 0) {
          even[a] = (even[a] ?? 0) + p;
          continue;
        }
        miss[(h - 1) * w + a] = (miss[(h - 1) * w + a] ?? 0) + (p * 2) / 6;
        miss[(h - 1) * w + a + 1] = (miss[(h - 1) * w + a + 1] ?? 0) + p / 6;
        hit[h * w + a] = (hit[h * w + a] ?? 0) + (p * 3) / 6;
      }
    }
  }
  return out;
}

/** 0!, 1!, ... 15!: the most dice a pool holds. */
const FACTORIALS = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600, 6227020800, 87178291200, 1307674368000];
/** (1/2)^j / j!, (1/6)^j / j! and (1/3)^j / j!: one fresh die's chance of a hit, an Ace and a number, over the orders of j of them. */
const HITS_TERM = FACTORIALS.map((f, j) => 0.5 ** j / f);
const ACES_TERM = FACTORIALS.map((f, j) => (1 / 6) ** j / f);
const NUMBERS_TERM = FACTORIALS.map((f, j) => (1 / 3) ** j / f);

/**
 * Rerolls every number (Stealthy). A roll of h hits and a Aces has m = n - h - a numbers; they land
 * on fh hits, fa Aces and M = m - fh - fa numbers with chance m! (1/2)^fh (1/6)^fa (1/3)^M / (fh! fa! M!).
 * M is fixed by where the roll ends, so the sum over the rolls that end at (H, A) splits into one
 * sum over the Aces and then one over the hits: about 2 x n^3 / 6 steps rather than n^4 / 24.
 */
function rerollEveryNumber(pool: Pool): Pool {
  const n = pool.dice;
  const w = n + 1;
  const out = emptyPool(n);
  // byAces[h * w + A]: the rolls of h hits and some Aces, weighted m!, with their new dice's Aces landed (A Aces in all).
  const byAces = new Float64Array(w * w);
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const from = pool.by[kernel];
    if (!from) continue;
    byAces.fill(0);
    let top = -1;
    for (let h = 0; h <= n; h++) {
      for (let a = 0; a + h <= n; a++) {
        const p = from[h * w + a]!;
        if (p === 0) continue;
        if (h > top) top = h;
        const weighted = p * FACTORIALS[n - h - a]!;
        for (let A = a; A + h <= n; A++) byAces[h * w + A] = byAces[h * w + A]! + weighted * ACES_TERM[A - a]!;
      }
    }
    for (let h = 0; h <= top; h++) {
      for (let A = 0; A + h <= n; A++) {
        const q = byAces[h * w + A]!;
        if (q === 0) continue;
        for (let H = h; H + A <= n; H++) {
          const into = table(out, withFreshHits(kernel, H - h));
          into[H * w + A] = into[H * w + A]! + q * HITS_TERM[H - h]! * NUMBERS_TERM[n - H - A]!;
        }
      }
    }
  }
  return out;
}

export function applyRerollKind(pool: Pool, kind: RerollKind): Pool {
  if (kind.kind === "lowest-hit") return rerollLowestHit(pool);
  if (kind.kind === "numbers" && kind.count >= pool.dice) return rerollEveryNumber(pool);
  return rerollAcesOrNumbers(pool, kind.kind, kind.count);
}

/** Is every split in the pool even (other kernels only at 0 hits, where all splits are alike)? */
export function isEven(pool: Pool): boolean {
  const w = pool.dice + 1;
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const arr = pool.by[kernel];
    if (kernel === EVEN || !arr) continue;
    for (let i = w; i < arr.length; i++) if (arr[i] !== 0) return false;
  }
  return true;
}

const binomialTail = (n: number, atLeast: number, atMost: number): number => {
  // P(atLeast <= X <= atMost) for X ~ Binomial(n, 1/2).
  let p = 0;
  let c = 1;
  for (let x = 0; x <= n; x++) {
    if (x >= atLeast && x <= atMost) p += c;
    c = (c * (n - x)) / (x + 1);
  }
  return p / 2 ** n;
};

export interface TriggerSplit {
  readonly triggered: Pool;
  readonly rest: Pool;
  readonly chance: number;
}

/**
 * Splits the pool by whether a crit trigger (a multiset of faces) is met. The 9s and 10s among
 * the numbers are even (each number is a 9 or a 10 with chance 1/2), and the hits follow their
 * kernel. When the trigger names J, Q or K the triggered part's split is no longer a kernel, so
 * only its chance is given (`triggered` is then null).
 */
export function splitByTrigger(pool: Pool, trigger: readonly PokerFace[]): { chance: number; triggered: Pool | null; rest: Pool | null } {
  const n = pool.dice;
  if (trigger.length === 0) return { chance: 0, triggered: emptyPool(n), rest: pool };
  let aces = 0;
  let kings = 0;
  let queens = 0;
  let jacks = 0;
  let tens = 0;
  let nines = 0;
  for (const face of trigger) {
    if (face === "A") aces++;
    else if (face === "K") kings++;
    else if (face === "Q") queens++;
    else if (face === "J") jacks++;
    else if (face === "10") tens++;
    else nines++;
  }
  const namesHits = kings + queens + jacks > 0;
  const w = n + 1;
  const triggered = emptyPool(n);
  const rest = emptyPool(n);
  let chance = 0;
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const from = pool.by[kernel];
    if (!from) continue;
    const took = table(triggered, kernel);
    // What is left is the pool less what triggered: a copy, changed only where something did.
    const left = from.slice();
    rest.by[kernel] = left;
    for (let h = 0; h <= n; h++) {
      const hitsMet = namesHits ? splitMeets(kernel, h, jacks, queens, kings) : 1;
      for (let a = aces; a + h <= n; a++) {
        const p = from[h * w + a]!;
        if (p === 0) continue;
        const numbers = n - h - a;
        const met = p * hitsMet * (nines + tens === 0 ? 1 : binomialTail(numbers, nines, numbers - tens));
        chance += met;
        took[h * w + a] = met;
        left[h * w + a] = p - met;
      }
    }
  }
  return namesHits ? { chance, triggered: null, rest: null } : { chance, triggered, rest };
}

export function addPools(first: Pool, second: Pool): Pool {
  const out = emptyPool(first.dice);
  for (const from of [first, second]) {
    for (let kernel = 0; kernel < from.by.length; kernel++) {
      const arr = from.by[kernel];
      if (!arr) continue;
      const into = out.by[kernel];
      // 0 + p is p: a kernel only one pool holds is copied, not summed cell by cell.
      if (!into) out.by[kernel] = arr.slice();
      else for (let i = 0; i < arr.length; i++) into[i] = into[i]! + arr[i]!;
    }
  }
  return out;
}
