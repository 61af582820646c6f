import type { DecidedBy } from "./contest";
import { countSpace, rankOf } from "./odds-counts";
import { cells, lowestHits, rowStarts, tableBase, tableSize, type Pool, type Table } from "./odds-pool";
import { EVEN_DUELS } from "./odds-even-duels";
import { KERNEL_DUEL_HITS, KERNEL_DUELS, kernelDuelAt } from "./odds-kernel-duels";
import { duel, duelGrids, EVEN, grid, KERNEL_COUNT, mixture } from "./odds-splits";

/** Who won, counted by what decided it. */
export interface Split {
  readonly attacker: number;
  readonly defender: number;
}

export interface ContestDistribution {
  /** P(the attacker wins and the defender takes exactly d), d >= 1. */
  readonly attackerWins: Readonly<Record<number, number>>;
  /** P(the defender wins and the attacker takes exactly d), d >= 0: 0 when its win hurts nobody. */
  readonly defenderWins: Readonly<Record<number, number>>;
  /** P(equal hits and neither roll shows an A, K, Q or J). */
  readonly cleanMiss: number;
  /** P(each way of deciding the contest), by winner. Jacks never decide: equal hits, Kings and Queens mean equal Jacks. */
  readonly decidedBy: Readonly<Record<Exclude<DecidedBy, "clean-miss">, Split>>;
}

/** How the contest turns into damage (the engine's `resolveDefence` rules). */
export interface DamageRules {
  /** Damage to the attacker when the defender wins by `difference` hits. */
  counter(difference: number): number;
  /** Damage to the attacker when the defender wins a tie (1 in Melee, unless its flaw forbids it). */
  readonly tieCounter: number;
}

/** Chance of each number of hits (J, Q, K) in a NUMBERS_MERGED distribution. */
function hitsOf(counts: Float64Array, dice: number): Float64Array {
  const space = countSpace(5, dice);
  const hits = new Float64Array(dice + 1);
  for (let r = 0; r < space.size; r++) {
    const h = (space.vectors[r * 5 + 1] ?? 0) + (space.vectors[r * 5 + 2] ?? 0) + (space.vectors[r * 5 + 3] ?? 0);
    hits[h] = (hits[h] ?? 0) + (counts[r] ?? 0);
  }
  return hits;
}

const add = (record: Record<number, number>, k: number, p: number): void => {
  if (p > 0) record[k] = (record[k] ?? 0) + p;
};

/**
 * Combines the two final rolls exactly: hits first; on equal hits Aces, then Kings, then Queens
 * (Jacks follow), then the SuperTieBreaker, a fair coin since both sides roll the same die.
 */
export function combineSides(attack: Float64Array, attackDice: number, defence: Float64Array, defenceDice: number, rules: DamageRules): ContestDistribution {
  const attackerWins: Record<number, number> = {};
  const defenderWins: Record<number, number> = {};
  const hitsA = hitsOf(attack, attackDice);
  const hitsD = hitsOf(defence, defenceDice);
  const byHits = { attacker: 0, defender: 0 };
  for (let ha = 0; ha <= attackDice; ha++) {
    for (let hd = 0; hd <= defenceDice; hd++) {
      if (ha === hd) continue;
      const p = (hitsA[ha] ?? 0) * (hitsD[hd] ?? 0);
      if (ha > hd) {
        add(attackerWins, ha - hd, p);
        byHits.attacker += p;
      } else {
        byHits.defender += p;
        const damage = rules.counter(hd - ha);
        defenderWins[damage] = (defenderWins[damage] ?? 0) + p;
      }
    }
  }

  const byA = { attacker: 0, defender: 0 };
  const byK = { attacker: 0, defender: 0 };
  const byQ = { attacker: 0, defender: 0 };
  let superTie = 0;
  let cleanMiss = 0;
  const width = Math.min(attackDice, defenceDice) + 1;
  const cellA = new Float64Array(width * width);
  const cellD = new Float64Array(width * width);
  const v = new Int32Array(5);
  // P(hits h, Aces a, Kings k, Queens q): Jacks and numbers are what is left.
  const load = (cells: Float64Array, counts: Float64Array, dice: number, h: number, a: number): number => {
    let total = 0;
    for (let k = 0; k <= h; k++) {
      for (let q = 0; q + k <= h; q++) {
        let p = 0;
        if (a + h <= dice) {
          v[0] = dice - h - a;
          v[1] = h - k - q;
          v[2] = q;
          v[3] = k;
          v[4] = a;
          p = counts[rankOf(v, 5, dice)] ?? 0;
        }
        cells[k * width + q] = p;
        total += p;
      }
    }
    return total;
  };
  for (let h = 0; h < width; h++) {
    let belowA = 0;
    let belowD = 0;
    for (let a = 0; a + h <= Math.max(attackDice, defenceDice); a++) {
      const pa = load(cellA, attack, attackDice, h, a);
      const pd = load(cellD, defence, defenceDice, h, a);
      byA.attacker += pa * belowD;
      byA.defender += pd * belowA;
      belowA += pa;
      belowD += pd;
      let kingsBelowA = 0;
      let kingsBelowD = 0;
      for (let k = 0; k <= h; k++) {
        let pak = 0;
        let pdk = 0;
        for (let q = 0; q + k <= h; q++) {
          pak += cellA[k * width + q] ?? 0;
          pdk += cellD[k * width + q] ?? 0;
        }
        byK.attacker += pak * kingsBelowD;
        byK.defender += pdk * kingsBelowA;
        kingsBelowA += pak;
        kingsBelowD += pdk;
        let queensBelowA = 0;
        let queensBelowD = 0;
        for (let q = 0; q + k <= h; q++) {
          const x = cellA[k * width + q] ?? 0;
          const y = cellD[k * width + q] ?? 0;
          byQ.attacker += x * queensBelowD;
          byQ.defender += y * queensBelowA;
          queensBelowA += x;
          queensBelowD += y;
          if (h === 0 && a === 0) cleanMiss += x * y;
          else superTie += x * y;
        }
      }
    }
  }
  return finish(attackerWins, defenderWins, byHits, byA, byK, byQ, superTie, cleanMiss, rules);
}

type Tally = { attacker: number; defender: number };

function finish(
  attackerWins: Record<number, number>,
  defenderWins: Record<number, number>,
  byHits: Tally,
  byA: Tally,
  byK: Tally,
  byQ: Tally,
  superTie: number,
  cleanMiss: number,
  rules: DamageRules,
): ContestDistribution {
  const tieAttacker = byA.attacker + byK.attacker + byQ.attacker + superTie / 2;
  const tieDefender = byA.defender + byK.defender + byQ.defender + superTie / 2;
  add(attackerWins, 1, tieAttacker);
  defenderWins[rules.tieCounter] = (defenderWins[rules.tieCounter] ?? 0) + tieDefender;
  for (const [k, p] of Object.entries(defenderWins)) if (p <= 0) delete defenderWins[Number(k)];
  return {
    attackerWins,
    defenderWins,
    cleanMiss,
    decidedBy: {
      hits: byHits,
      A: byA,
      K: byK,
      Q: byQ,
      J: { attacker: 0, defender: 0 },
      "super-tie-breaker": { attacker: superTie / 2, defender: superTie / 2 },
    },
  };
}

/** The kernels a pool holds, in kernel order (one left all zeros only ever adds zeros). */
function liveKernels(pool: Pool): number[] {
  const live: number[] = [];
  for (let kernel = 0; kernel < pool.by.length; kernel++) if (pool.by[kernel]) live.push(kernel);
  return live;
}

/** P(h hits) over every kernel, summed from the pool's totals over the Aces. */
function hitsOfPool(pool: Pool): Table {
  if (pool.hits) return pool.hits;
  const w = pool.dice + 1;
  const rows = rowStarts(pool.dice);
  const totals = totalsOfPool(pool);
  const hits = cells(w);
  for (let h = 0; h < w; h++) {
    const row = rows[h]!;
    for (let a = 0; a + h < w; a++) {
      const p = totals[row + a]!;
      if (p !== 0) hits[h] = hits[h]! + p; // adding 0 changes nothing
    }
  }
  pool.hits = hits;
  return hits;
}

/**
 * P(h hits, a Aces) at rowStarts(dice)[h] + a, summed over the kernels that can hold h hits in
 * kernel order (the others hold only zeros there); once per pool. A pool of one kernel whose table
 * starts at no hits is its own totals (its table, never written to again).
 */
function totalsOfPool(pool: Pool): Table {
  if (pool.totals) return pool.totals;
  const w = pool.dice + 1;
  const rows = rowStarts(pool.dice);
  const kernels = liveKernels(pool);
  if (kernels.length === 1 && lowestHits(kernels[0]!) === 0) return (pool.totals = pool.by[kernels[0]!]!);
  const tables: Table[] = [];
  const bases: number[] = [];
  for (let j = 0; j < kernels.length; j++) {
    tables.push(pool.by[kernels[j]!]!);
    bases.push(tableBase(pool.dice, kernels[j]!));
  }
  const totals = cells(tableSize(pool.dice));
  for (let h = 0; h < w; h++) {
    const row = rows[h]!;
    let live = 0;
    while (live < kernels.length && lowestHits(kernels[live]!) <= h) live++;
    if (live === 0) continue;
    const first = tables[0]!;
    const firstRow = row - bases[0]!;
    for (let a = 0; a + h < w; a++) {
      let p = first[firstRow + a]!;
      for (let j = 1; j < live; j++) {
        const q = tables[j]![row - bases[j]! + a]!;
        if (q !== 0) p += q; // adding 0 changes nothing, but would box a new number
      }
      totals[row + a] = p;
    }
  }
  pool.totals = totals;
  return totals;
}

// Plain loops over typed arrays throughout: the attack dialog and the CLI call this once, cold,
// before the engine has optimised anything, where iterators and closures cost the most.

/** The contest decided on hits alone: damage by winner, and how often each side won that way. */
interface DecidedByHits {
  readonly attackerWins: Record<number, number>;
  readonly defenderWins: Record<number, number>;
  readonly byHits: Tally;
}

function decideByHits(attack: Pool, defence: Pool, rules: DamageRules): DecidedByHits {
  const attackerWins: Record<number, number> = {};
  const defenderWins: Record<number, number> = {};
  const hitsA = hitsOfPool(attack);
  const hitsD = hitsOfPool(defence);
  // The counter damage of each winning margin, asked once per margin rather than once per pair of hit counts.
  const counter: number[] = [0];
  let most = 0;
  for (let difference = 1; difference <= defence.dice; difference++) {
    const damage = rules.counter(difference);
    counter.push(damage);
    if (damage > most) most = damage;
  }
  for (let ha = 0; ha <= attack.dice; ha++) {
    for (let hd = 0; hd <= defence.dice; hd++) {
      if (ha === hd) continue;
      const p = hitsA[ha]! * hitsD[hd]!;
      if (ha > hd) {
        if (p > 0) attackerWins[ha - hd] = (attackerWins[ha - hd] ?? 0) + p;
      } else {
        const damage = counter[hd - ha]!;
        defenderWins[damage] = (defenderWins[damage] ?? 0) + p;
      }
    }
  }
  // Each side's wins on hits, summed over the damage totals rather than pair by pair (fewer sums to box).
  let hitsAttacker = 0;
  for (let k = 1; k <= attack.dice; k++) {
    const p = attackerWins[k];
    if (p !== undefined) hitsAttacker += p;
  }
  let hitsDefender = 0;
  for (let k = 0; k <= most; k++) {
    const p = defenderWins[k];
    if (p !== undefined) hitsDefender += p;
  }
  return { attackerWins, defenderWins, byHits: { attacker: hitsAttacker, defender: hitsDefender } };
}

/** The same contest as `combineSides`, for two pools held as kernels (see odds-pool). */
export function combinePools(attack: Pool, defence: Pool, rules: DamageRules): ContestDistribution {
  const kernelsA = liveKernels(attack);
  // Every attacker rolls one even kernel (only a defender's Unlucky makes others); anything else
  // takes the general loop, kept in its own function so the first call does not compile it.
  if (kernelsA.length !== 1 || kernelsA[0] !== EVEN) return combineKernelPools(attack, defence, rules);
  const { attackerWins, defenderWins, byHits } = decideByHits(attack, defence, rules);
  let acesAttacker = 0;
  let acesDefender = 0;
  let kingsAttacker = 0;
  let kingsDefender = 0;
  let queensAttacker = 0;
  let queensDefender = 0;
  let superTie = 0;
  let cleanMiss = 0;
  const rowsA = rowStarts(attack.dice);
  const rowsD = rowStarts(defence.dice);
  const kernelsD = liveKernels(defence);
  const tablesD: Table[] = [];
  const basesD: number[] = [];
  for (let j = 0; j < kernelsD.length; j++) {
    tablesD.push(defence.by[kernelsD[j]!]!);
    basesD.push(tableBase(defence.dice, kernelsD[j]!));
  }
  const most = Math.max(attack.dice, defence.dice);
  // The attacker's one table is read straight (0 + x is x), and how often it meets each defender
  // kernel is summed over the Aces in a local, kernel by kernel, in the order combineKernelPools
  // adds them (the same sums).
  const cellsA = attack.by[EVEN]!;
  const totalsD = totalsOfPool(defence);
  // Tagged cells, not a Float64Array: every read of a Float64Array boxes a number in the first call.
  const into = cells(KERNEL_COUNT);
  for (let h = 0; h <= Math.min(attack.dice, defence.dice); h++) {
    const rowA = rowsA[h]!;
    const rowD = rowsD[h]!;
    let belowA = 0;
    let belowD = 0;
    let liveD = 0;
    while (liveD < kernelsD.length && lowestHits(kernelsD[liveD]!) <= h) liveD++;
    for (let a = 0; a + h <= most; a++) {
      const pa = a + h <= attack.dice ? cellsA[rowA + a]! : 0;
      const pd = a + h <= defence.dice ? totalsD[rowD + a]! : 0;
      acesAttacker += pa * belowD;
      acesDefender += pd * belowA;
      belowA += pa;
      belowD += pd;
      if (h === 0 && pa !== 0 && pd !== 0) {
        if (a === 0) cleanMiss += pa * pd;
        else superTie += pa * pd;
      }
    }
    if (h === 0) continue;
    // Equal hits and Aces: the splits decide, each defender kernel weighted by how often it
    // meets the attacker's (terms of 0 are left out: they add nothing).
    let met = false;
    let onlyEven = true;
    for (let j = 0; j < liveD; j++) {
      const cellsD = tablesD[j]!;
      const rowJ = rowD - basesD[j]!;
      let by = 0;
      for (let a = 0; a + h <= attack.dice && a + h <= defence.dice; a++) {
        const x = cellsA[rowA + a]!;
        const y = cellsD[rowJ + a]!;
        if (x !== 0 && y !== 0) by += x * y;
      }
      const u = kernelsD[j]!;
      into[u] = by;
      if (by !== 0) {
        met = true;
        if (u !== EVEN) onlyEven = false;
      }
    }
    if (!met) continue;
    if (onlyEven) {
      const d = duel(EVEN, EVEN, h);
      const by = kernelsD[0] === EVEN ? into[EVEN]! : 0;
      kingsAttacker += d.kingsFirst * by;
      kingsDefender += d.kingsSecond * by;
      queensAttacker += d.queensFirst * by;
      queensDefender += d.queensSecond * by;
      superTie += d.equal * by;
    } else if (h <= KERNEL_DUEL_HITS) {
      // Each kernel's duel, weighted, straight into the totals.
      const even = EVEN_DUELS[h]!;
      const first = kernelDuelAt(h, 1);
      for (let j = 0; j < liveD; j++) {
        const u = kernelsD[j]!;
        const by = into[u]!;
        if (by === 0) continue;
        if (u === EVEN) {
          kingsAttacker += even.kingsFirst * by;
          kingsDefender += even.kingsSecond * by;
          queensAttacker += even.queensFirst * by;
          queensDefender += even.queensSecond * by;
          superTie += even.equal * by;
        } else {
          // kernelDuelAt(h, u): the duels of h hits are five numbers per kernel from kernel 1 on.
          const at = first + 5 * (u - 1);
          kingsAttacker += KERNEL_DUELS[at]! * by;
          kingsDefender += KERNEL_DUELS[at + 1]! * by;
          queensAttacker += KERNEL_DUELS[at + 2]! * by;
          queensDefender += KERNEL_DUELS[at + 3]! * by;
          superTie += KERNEL_DUELS[at + 4]! * by;
        }
      }
    } else {
      const weights = new Float64Array(KERNEL_COUNT);
      for (let j = 0; j < liveD; j++) weights[kernelsD[j]!] = into[kernelsD[j]!]!;
      const split = duelGrids(grid(EVEN, h), mixture(weights, h), h);
      kingsAttacker += split.kingsFirst;
      kingsDefender += split.kingsSecond;
      queensAttacker += split.queensFirst;
      queensDefender += split.queensSecond;
      superTie += split.equal;
    }
  }
  return finish(
    attackerWins,
    defenderWins,
    byHits,
    { attacker: acesAttacker, defender: acesDefender },
    { attacker: kingsAttacker, defender: kingsDefender },
    { attacker: queensAttacker, defender: queensDefender },
    superTie,
    cleanMiss,
    rules,
  );
}

/** combinePools for any kernels on either side. */
function combineKernelPools(attack: Pool, defence: Pool, rules: DamageRules): ContestDistribution {
  const { attackerWins, defenderWins, byHits } = decideByHits(attack, defence, rules);
  let acesAttacker = 0;
  let acesDefender = 0;
  let kingsAttacker = 0;
  let kingsDefender = 0;
  let queensAttacker = 0;
  let queensDefender = 0;
  let superTie = 0;
  let cleanMiss = 0;
  const rowsA = rowStarts(attack.dice);
  const rowsD = rowStarts(defence.dice);
  const kernelsA = liveKernels(attack);
  const kernelsD = liveKernels(defence);
  const tablesA: Table[] = [];
  const basesA: number[] = [];
  for (let i = 0; i < kernelsA.length; i++) {
    tablesA.push(attack.by[kernelsA[i]!]!);
    basesA.push(tableBase(attack.dice, kernelsA[i]!));
  }
  const tablesD: Table[] = [];
  const basesD: number[] = [];
  for (let j = 0; j < kernelsD.length; j++) {
    tablesD.push(defence.by[kernelsD[j]!]!);
    basesD.push(tableBase(defence.dice, kernelsD[j]!));
  }
  const most = Math.max(attack.dice, defence.dice);
  // weights[t * KERNEL_COUNT + u]: how often attacker kernel t meets defender kernel u at these hits and Aces.
  const weights = new Float64Array(KERNEL_COUNT * KERNEL_COUNT);
  const met = new Uint8Array(KERNEL_COUNT);
  for (let h = 0; h <= Math.min(attack.dice, defence.dice); h++) {
    let belowA = 0;
    let belowD = 0;
    weights.fill(0);
    met.fill(0);
    // Only the kernels that can hold h hits take part (the others would add only zeros).
    let liveA = 0;
    while (liveA < kernelsA.length && lowestHits(kernelsA[liveA]!) <= h) liveA++;
    let liveD = 0;
    while (liveD < kernelsD.length && lowestHits(kernelsD[liveD]!) <= h) liveD++;
    for (let a = 0; a + h <= most; a++) {
      let pa = 0;
      let pd = 0;
      if (a + h <= attack.dice) for (let i = 0; i < liveA; i++) pa += tablesA[i]![rowsA[h]! - basesA[i]! + a]!;
      if (a + h <= defence.dice) for (let i = 0; i < liveD; i++) pd += tablesD[i]![rowsD[h]! - basesD[i]! + a]!;
      acesAttacker += pa * belowD;
      acesDefender += pd * belowA;
      belowA += pa;
      belowD += pd;
      if (pa === 0 || pd === 0) continue;
      if (h === 0) {
        if (a === 0) cleanMiss += pa * pd;
        else superTie += pa * pd;
        continue;
      }
      if (liveA === 1) {
        // One attacker kernel (every attacker: only a defender's Unlucky makes others): its cell is pa.
        const t = kernelsA[0]!;
        met[t] = 1;
        if (liveD === 1) {
          const at = t * KERNEL_COUNT + kernelsD[0]!;
          weights[at] = weights[at]! + pa * pd;
          continue;
        }
        for (let j = 0; j < liveD; j++) {
          const y = tablesD[j]![rowsD[h]! - basesD[j]! + a]!;
          if (y === 0) continue;
          const at = t * KERNEL_COUNT + kernelsD[j]!;
          weights[at] = weights[at]! + pa * y;
        }
        continue;
      }
      for (let i = 0; i < liveA; i++) {
        const x = tablesA[i]![rowsA[h]! - basesA[i]! + a]!;
        if (x === 0) continue;
        const t = kernelsA[i]!;
        met[t] = 1;
        for (let j = 0; j < liveD; j++) {
          const y = tablesD[j]![rowsD[h]! - basesD[j]! + a]!;
          if (y === 0) continue; // adding x * 0 changes nothing
          const at = t * KERNEL_COUNT + kernelsD[j]!;
          weights[at] = weights[at]! + x * y;
        }
      }
    }
    if (h === 0) continue;
    // Equal hits and Aces: the splits decide. Each attacker kernel against the defender's kernels
    // weighted by how often they meet (the duel is linear in each side).
    for (let t = 0; t < KERNEL_COUNT; t++) {
      if (met[t] === 0) continue;
      const into = weights.subarray(t * KERNEL_COUNT, (t + 1) * KERNEL_COUNT);
      let onlyEven = true;
      for (let j = 0; j < kernelsD.length; j++) if (kernelsD[j] !== EVEN && into[kernelsD[j]!] !== 0) onlyEven = false;
      if (onlyEven) {
        const d = duel(t, EVEN, h);
        const by = into[EVEN]!;
        kingsAttacker += d.kingsFirst * by;
        kingsDefender += d.kingsSecond * by;
        queensAttacker += d.queensFirst * by;
        queensDefender += d.queensSecond * by;
        superTie += d.equal * by;
      } else if (t === EVEN && h <= KERNEL_DUEL_HITS) {
        // An even attacker against an Unlucky defender (the only roll with other kernels): the
        // written-out duels, weighted, rather than the mixed grid (the same sum, in another order).
        const even = EVEN_DUELS[h]!;
        let kf = 0;
        let ks = 0;
        let qf = 0;
        let qs = 0;
        let eq = 0;
        for (let j = 0; j < kernelsD.length; j++) {
          const u = kernelsD[j]!;
          const by = into[u]!;
          if (by === 0) continue;
          if (u === EVEN || u - 1 > h) {
            kf += even.kingsFirst * by;
            ks += even.kingsSecond * by;
            qf += even.queensFirst * by;
            qs += even.queensSecond * by;
            eq += even.equal * by;
          } else {
            const at = kernelDuelAt(h, u);
            kf += KERNEL_DUELS[at]! * by;
            ks += KERNEL_DUELS[at + 1]! * by;
            qf += KERNEL_DUELS[at + 2]! * by;
            qs += KERNEL_DUELS[at + 3]! * by;
            eq += KERNEL_DUELS[at + 4]! * by;
          }
        }
        kingsAttacker += kf;
        kingsDefender += ks;
        queensAttacker += qf;
        queensDefender += qs;
        superTie += eq;
      } else {
        const split = duelGrids(grid(t, h), mixture(into, h), h);
        kingsAttacker += split.kingsFirst;
        kingsDefender += split.kingsSecond;
        queensAttacker += split.queensFirst;
        queensDefender += split.queensSecond;
        superTie += split.equal;
      }
    }
  }
  return finish(
    attackerWins,
    defenderWins,
    byHits,
    { attacker: acesAttacker, defender: acesDefender },
    { attacker: kingsAttacker, defender: kingsDefender },
    { attacker: queensAttacker, defender: queensDefender },
    superTie,
    cleanMiss,
    rules,
  );
}
