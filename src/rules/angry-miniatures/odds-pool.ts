import type { PokerFace } from "../common/poker";
import { FRESH_COUNTS } from "./odds-fresh-counts";
import type { RerollRule } from "./traits";
import { EVEN, splitMeets, UNLUCKY_HIT, UNLUCKY_MISS, withFreshHits, type Kernel } from "./odds-splits";

/**
 * One side's roll as P(kernel, hits h, Aces a): the numbers are what is left, and the kernel says
 * how the h hits split into Kings, Queens and Jacks (see odds-splits). A few hundred numbers per
 * side, so a 15-die roll with rerolls costs a few thousand multiplications, cold or warm.
 */
export interface Pool {
  readonly dice: number;
  /**
   * by[kernel][rowStarts(dice)[h] - tableBase(dice, kernel) + a]; kernels the roll cannot have are
   * left out. Never written once the pool is made (every reroll builds a new pool), so pools may
   * share tables.
   */
  readonly by: (Table | undefined)[];
  /** P(h hits) and P(h hits, a Aces) over every kernel: the contest works them out once per pool (a memoised side meets many opponents). */
  hits: Table | undefined;
  totals: Table | undefined;
}

/**
 * A table of chances the first call reads and writes cell by cell. Before V8 optimises a loop,
 * every double read from a Float64Array (or an array V8 holds as doubles) is boxed into a new heap
 * number; an array of tagged elements hands back the number already stored. Boxing a few thousand
 * reads filled the young generation on the first 15-die reroll call and brought a scavenge into it.
 */
export type Cells = number[];

/** A pool's table once the pool is made: only read (pools, memos and the written-out tables share them). */
export type Table = readonly number[];

/** `size` zeros in an array V8 keeps as tagged elements (a null stored once moves it off doubles for good). */
export function cells(size: number): Cells {
  return new Array<number | null>(size).fill(null).fill(0) as Cells;
}

/** The same numbers as `values`, as tagged cells. */
export function cellsOf(values: readonly number[]): Cells {
  const out = cells(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]!;
  return out;
}

/** Cells in a table for `dice` dice: one for each h hits and a Aces with h + a <= dice (rows of dice + 1, dice, ..., 1). */
export const tableSize = (dice: number): number => ((dice + 1) * (dice + 2)) / 2;

const ROW_STARTS: (readonly number[] | undefined)[] = [];

/**
 * Where each row (h hits) starts in a table for `dice` dice, and at dice + 1 where the table ends:
 * small integers, read once per row.
 */
export function rowStarts(dice: number): readonly number[] {
  const known = ROW_STARTS[dice];
  if (known) return known;
  const starts: number[] = [];
  for (let h = 0; h <= dice + 1; h++) starts.push((h * (2 * dice + 3 - h)) / 2);
  ROW_STARTS[dice] = starts;
  return starts;
}

/** Kernel 1 + z (Unlucky, then z even hits rolled in) holds no roll of fewer than z hits. */
export const lowestHits = (kernel: Kernel): number => (kernel === EVEN ? 0 : kernel - 1);

/** Cells left out before a kernel's table starts: its rows below lowestHits (which could only hold zeros). */
export const tableBase = (dice: number, kernel: Kernel): number => rowStarts(dice)[lowestHits(kernel)]!;

/** The kernels a pool holds, with their tables. */
export const kernelsOf = (pool: Pool): [Kernel, Table][] => pool.by.flatMap((arr, kernel) => (arr ? [[kernel, arr] as [Kernel, Table]] : []));

/** The table of `kernel` in a pool this module is making (made on first use): the only tables ever written. */
const table = (pool: Pool, kernel: Kernel): Cells => (pool.by[kernel] ??= cells(tableSize(pool.dice) - tableBase(pool.dice, kernel))) as Cells;

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

const emptyPool = (dice: number): Pool => ({ dice, by: [], hits: undefined, totals: undefined });

const FACTORIALS = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600, 6227020800, 87178291200, 1307674368000];
const FACTORIAL = cellsOf(FACTORIALS);
/** P(h hits, a Aces) for `dice` fresh dice (never write into it); numbers are the rest. Written out for 0 to 15 dice (MAX_ODDS_DICE). */
export function freshCounts(dice: number): Table {
  const written = FRESH_COUNTS[dice] as Table | undefined;
  if (!written) throw new Error(`odds-pool: fresh dice counts are written out for 0 to 15 dice, not ${dice}`);
  return written;
}

/**
 * freshCounts worked out, for 0 to 15 dice: what odds-fresh-counts.ts holds (tools/generate-odds-tables.mjs
 * writes it from this). Its tables are built per call: only the generator and the tests call it, so
 * loading the module builds none of them.
 */
export function computeFreshCounts(dice: number): Cells {
  // (1/3)^j, (1/2)^j and (1/6)^j for j = 0 to dice, each exactly what the power gives.
  const thirdTo = FACTORIALS.map((_, j) => (1 / 3) ** j);
  const halfTo = FACTORIALS.map((_, j) => (1 / 2) ** j);
  const sixthTo = FACTORIALS.map((_, j) => (1 / 6) ** j);
  // C(n, k) at n * 16 + k for n <= 15: small integers, whose products are small integers too.
  const choose = new Array<number>(16 * 16).fill(0);
  for (let n = 0; n < 16; n++) for (let k = 0; k <= n; k++) choose[n * 16 + k] = k === 0 || k === n ? 1 : choose[(n - 1) * 16 + k - 1]! + choose[(n - 1) * 16 + k]!;
  const out = cells(tableSize(dice));
  const rows = rowStarts(dice);
  // Each die lands a number (2/6), a hit (3/6) or an Ace (1/6).
  for (let h = 0; h <= dice; h++) {
    const row = rows[h]!;
    for (let a = 0; a + h <= dice; a++) {
      const numbers = dice - h - a;
      // The multinomial dice! / (numbers! h! a!) as a product of two binomials: the same whole
      // number the factorials give (every step there is exact), without boxing their big products.
      const orders = choose[dice * 16 + h + a]! * choose[(h + a) * 16 + a]!;
      out[row + a] = orders * thirdTo[numbers]! * halfTo[h]! * sixthTo[a]!;
    }
  }
  return out;
}

export function freshPool(dice: number): Pool {
  const pool = emptyPool(dice);
  // Shared with the memo, not copied: nothing writes into a pool's tables once it is made.
  pool.by[EVEN] = freshCounts(dice);
  return pool;
}

/** Unlucky: the least superior hit is rerolled (an even pool in, the two Unlucky kernels out). */
function rerollLowestHit(pool: Pool): Pool {
  const n = pool.dice;
  const rows = rowStarts(n);
  if (!isEven(pool)) throw new Error("odds-pool: Unlucky rerolls an even pool only");
  const out = emptyPool(n);
  const even = table(out, EVEN);
  const miss = table(out, UNLUCKY_MISS);
  const hit = table(out, UNLUCKY_HIT);
  const hitBase = tableBase(n, UNLUCKY_HIT);
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const from = pool.by[kernel];
    if (!from) continue;
    const base = tableBase(n, kernel);
    for (let h = lowestHits(kernel); h <= n; h++) {
      const row = rows[h]!;
      for (let a = 0; a + h <= n; a++) {
        const p = from[row - base + a] ?? 0;
        if (p === 0) continue;
        // Sums into a cell still 0 just store (0 + p is p, and no chance is -0): one boxed sum fewer
        // per cell before V8 optimises the loop. Written out, not a helper: a small helper called
        // this often is sent to TurboFan in the middle of the first call.
        if (h === 0) {
          const was = even[a]!;
          even[a] = was === 0 ? p : was + p;
          continue;
        }
        const missAt = rows[h - 1]! + a;
        const m0 = miss[missAt]!;
        const m1 = miss[missAt + 1]!;
        const h0 = hit[row - hitBase + a]!;
        // The new die lands a number (2/6), an Ace (1/6) or a hit (3/6): one division each.
        miss[missAt] = m0 === 0 ? p / 3 : m0 + p / 3;
        miss[missAt + 1] = m1 === 0 ? p / 6 : m1 + p / 6;
        hit[row - hitBase + a] = h0 === 0 ? p / 2 : h0 + p / 2;
      }
    }
  }
  return out;
}

/** (1/2)^j / j!, (1/6)^j / j! and (1/3)^j / j!: one fresh die's chance of a hit, an Ace and a number, over the orders of j of them. */
const HITS_TERM = cellsOf(FACTORIALS.map((f, j) => 0.5 ** j / f));
const ACES_TERM = cellsOf(FACTORIALS.map((f, j) => (1 / 6) ** j / f));
const NUMBERS_TERM = cellsOf(FACTORIALS.map((f, j) => (1 / 3) ** j / f));
/** HITS_TERM[j] x NUMBERS_TERM[r - j] at r * 16 + j: how r new dice (no Aces) land j hits, over their orders; built on first use. */
let hitsAndNumbers: Cells | undefined;
function hitsAndNumbersTerms(): Cells {
  if (hitsAndNumbers) return hitsAndNumbers;
  const made = cells(16 * 16);
  for (let r = 0; r < 16; r++) for (let j = 0; j <= r; j++) made[r * 16 + j] = HITS_TERM[j]! * NUMBERS_TERM[r - j]!;
  return (hitsAndNumbers = made);
}

/** How many of each face a crit trigger names (J, Q and K together as `hits`). */
interface FacesNamed {
  readonly aces: number;
  readonly kings: number;
  readonly queens: number;
  readonly jacks: number;
  readonly hits: number;
  readonly tens: number;
  readonly nines: number;
}

/** Counts in one order and shape, so the loops that read them see one kind of object. */
const NOTHING_NAMED: FacesNamed = { aces: 0, kings: 0, queens: 0, jacks: 0, hits: 0, tens: 0, nines: 0 };

function facesNamed(trigger: readonly PokerFace[]): FacesNamed {
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
  return { aces, kings, queens, jacks, hits: kings + queens + jacks, tens, nines };
}

/**
 * Rerolls Aces or numbers in the rolls that show at least the faces `need` names (no J, Q or K):
 * the 9s and 10s among the numbers are even, and the new dice land evenly, so their hits join a
 * kernel as even hits. Rerolling every number sums over the Aces landed, then over the hits (the
 * new dice's numbers are fixed by where the roll ends): about 2 x n^3 / 6 steps rather than n^4 / 24.
 * Returns the pool after the reroll and the chance the rolls met `need`.
 */
function rerollMet(pool: Pool, kind: "aces" | "numbers", count: number, need: FacesNamed): { chance: number; pool: Pool } {
  const n = pool.dice;
  const rows = rowStarts(n);
  const aces = kind === "aces";
  const every = !aces && count >= n;
  const out = emptyPool(n);
  // byAces[rows[h] + A], rerolling every number: the rolls of h hits that met `need`, weighted by
  // their numbers' orders, with their new dice's Aces landed (A Aces in all).
  const byAces = every ? cells(tableSize(n)) : undefined;
  // A reroll that needs nothing (a perk's) has no chance to report: not summing it saves a boxed sum per cell.
  const counting = need !== NOTHING_NAMED;
  let chance = 0;
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const from = pool.by[kernel];
    if (!from) continue;
    byAces?.fill(0);
    // targets[fh]: this kernel's table once fh new even hits join it, and where that table starts
    // (bases[fh]), looked up once rather than per cell.
    const targets: (Cells | undefined)[] = [];
    const bases: number[] = [];
    for (let fh = 0; fh <= n && lowestHits(withFreshHits(kernel, fh)) <= n; fh++) bases.push(tableBase(n, withFreshHits(kernel, fh)));
    const base = bases[0]!;
    for (let h = lowestHits(kernel); h <= n; h++) {
      const row = rows[h]!;
      // This kernel's own cells (the rolls that stay) sit at row - base + a.
      const own = row - base;
      for (let a = 0; a + h <= n; a++) {
        const p = from[own + a]!;
        if (p === 0) continue;
        const numbers = n - h - a;
        const met = a < need.aces ? 0 : need.nines + need.tens === 0 ? p : p * binomialTail(numbers, need.nines, numbers - need.tens);
        // Sums into a cell still 0 just store, as in rerollLowestHit.
        if (met !== p) {
          const stay = targets[0] ?? (targets[0] = table(out, kernel));
          const left = met === 0 ? p : p - met;
          const was = stay[own + a]!;
          stay[own + a] = was === 0 ? left : was + left;
        }
        if (met === 0) continue;
        if (counting) chance += met;
        if (byAces) {
          // numbers! is 1 for none or one number, and no new Ace is ACES_TERM[0] = 1: neither multiplies.
          const weighted = numbers > 1 ? met * FACTORIAL[numbers]! : met;
          const was = byAces[row + a]!;
          byAces[row + a] = was === 0 ? weighted : was + weighted;
          for (let A = a + 1; A + h <= n; A++) {
            const was = byAces[row + A]!;
            byAces[row + A] = was === 0 ? weighted * ACES_TERM[A - a]! : was + weighted * ACES_TERM[A - a]!;
          }
          continue;
        }
        const held = aces ? a : numbers;
        const r = held < count ? held : count;
        if (r === 0) {
          const into = targets[0] ?? (targets[0] = table(out, kernel));
          const was = into[own + a]!;
          into[own + a] = was === 0 ? met : was + met;
          continue;
        }
        const fresh = freshCounts(r);
        // The r dice leave (Aces from a, numbers from the rest) and land: fh hits, fa Aces.
        const kept = aces ? a - r : a;
        for (let fh = 0; fh <= r; fh++) {
          const into = targets[fh] ?? (targets[fh] = table(out, withFreshHits(kernel, fh)));
          const at = rows[h + fh]! - bases[fh]! + kept;
          const row = rowStarts(r)[fh]!;
          for (let fa = 0; fa + fh <= r; fa++) {
            const was = into[at + fa]!;
            into[at + fa] = was === 0 ? met * fresh[row + fa]! : was + met * fresh[row + fa]!;
          }
        }
      }
    }
    if (!byAces) continue;
    const terms = hitsAndNumbersTerms();
    for (let h = lowestHits(kernel); h <= n; h++) {
      const row = rows[h]!;
      for (let A = 0; A + h <= n; A++) {
        const q = byAces[row + A]!;
        if (q === 0) continue;
        for (let H = h; H + A <= n; H++) {
          const into = targets[H - h] ?? (targets[H - h] = table(out, withFreshHits(kernel, H - h)));
          const at = rows[H]! - bases[H - h]! + A;
          const was = into[at]!;
          into[at] = was === 0 ? q * terms[(n - h - A) * 16 + H - h]! : was + q * terms[(n - h - A) * 16 + H - h]!;
        }
      }
    }
  }
  return { chance, pool: out };
}

export function applyRerollKind(pool: Pool, kind: RerollKind): Pool {
  return kind.kind === "lowest-hit" ? rerollLowestHit(pool) : rerollMet(pool, kind.kind, kind.count, NOTHING_NAMED).pool;
}

/**
 * A crit's reroll: the rolls that meet its trigger reroll by `kind`, the others stay. Null when
 * the trigger names J, Q or K (how a kernel's hits split says how likely a roll meets it, not
 * which split it ends on) or the reroll is Unlucky's; the count vectors follow those.
 */
export function rerollWhenTriggered(pool: Pool, trigger: readonly PokerFace[], kind: RerollKind): { chance: number; pool: Pool } | null {
  const need = facesNamed(trigger);
  if (need.hits > 0 || kind.kind === "lowest-hit") return null;
  if (trigger.length === 0) return { chance: 0, pool };
  return rerollMet(pool, kind.kind, kind.count, need);
}

/** Is every split in the pool even (other kernels only at 0 hits, where all splits are alike)? */
export function isEven(pool: Pool): boolean {
  // Row 0 (no hits) is the first dice + 1 cells of a table that holds it; a written-out table holds
  // a null past its last cell.
  const w = pool.dice + 1;
  const size = tableSize(pool.dice);
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const arr = pool.by[kernel];
    if (kernel === EVEN || !arr) continue;
    const base = tableBase(pool.dice, kernel);
    for (let i = base === 0 ? w : 0; i < size - base; i++) if (arr[i] !== 0) return false;
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

/** Chance the pool's roll meets a crit trigger (a multiset of faces): the 9s and 10s among the numbers are even, the hits follow their kernel. */
export function triggerChance(pool: Pool, trigger: readonly PokerFace[]): number {
  if (trigger.length === 0) return 0;
  const need = facesNamed(trigger);
  const n = pool.dice;
  const rows = rowStarts(n);
  let chance = 0;
  for (let kernel = 0; kernel < pool.by.length; kernel++) {
    const from = pool.by[kernel];
    if (!from) continue;
    const base = tableBase(n, kernel);
    for (let h = lowestHits(kernel); h <= n; h++) {
      const row = rows[h]! - base;
      const hitsMet = need.hits > 0 ? splitMeets(kernel, h, need.jacks, need.queens, need.kings) : 1;
      for (let a = need.aces; a + h <= n; a++) {
        const p = from[row + a]!;
        if (p === 0) continue;
        const numbers = n - h - a;
        chance += p * hitsMet * (need.nines + need.tens === 0 ? 1 : binomialTail(numbers, need.nines, numbers - need.tens));
      }
    }
  }
  return chance;
}
