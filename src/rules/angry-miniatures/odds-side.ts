import type { PokerFace } from "../common/poker";
import type { Combatant } from "./contest";
import { critApplies, CRITS } from "./crits";
import { countSpace, EVERY_FACE, freshRoll, NUMBERS_MERGED, rankOf, spaceSize, type Layout } from "./odds-counts";
import { applyRerollKind, freshPool, isEven, kernelsOf, lowestHits, rerollKind, rerollWhenTriggered, rowStarts, tableBase, triggerChance, type Pool } from "./odds-pool";
import { grid } from "./odds-splits";
import { FLAWS, PERKS, type RerollRule } from "./traits";
import type { AttackType } from "./types";

/**
 * One side's roll once every reroll is made, as `rollSide` makes it: as kernels over hits and
 * Aces (`pool`) whenever the rerolls allow it, else as full count vectors (`counts`).
 */
export type SideDistribution = {
  readonly dice: number;
  /** Chance the owner's crit triggers on this roll. */
  readonly crit: number;
} & ({ readonly pool: Pool; readonly counts?: undefined } | { readonly pool?: undefined; readonly counts: Float64Array });

/** Chance of each count vector of NUMBERS_MERGED (9 or 10, J, Q, K, A), indexed by `rankOf`. */
export function countsOf(side: SideDistribution): Float64Array {
  if (side.counts) return side.counts;
  const { pool, dice } = side;
  const rows = rowStarts(dice);
  const out = new Float64Array(spaceSize(5, dice));
  const v = new Int32Array(5);
  for (const [kernel, arr] of kernelsOf(pool)) {
    const base = tableBase(dice, kernel);
    for (let h = lowestHits(kernel); h <= dice; h++) {
      for (let a = 0; a + h <= dice; a++) {
        const p = arr[rows[h]! - base + a] ?? 0;
        if (p === 0) continue;
        const split = grid(kernel, h);
        for (let k = 0; k <= h; k++) {
          for (let q = 0; k + q <= h; q++) {
            v[0] = dice - h - a;
            v[1] = h - k - q;
            v[2] = q;
            v[3] = k;
            v[4] = a;
            const at = rankOf(v, 5, dice);
            out[at] = (out[at] ?? 0) + p * (split[k * (h + 1) + q] ?? 0);
          }
        }
      }
    }
  }
  return out;
}

/** The side as kernels, or null when a reroll or trigger tells Kings, Queens and Jacks apart in a way kernels cannot follow. */
function kernelSide(rerolls: readonly RerollRule[], crit: ReturnType<typeof critOf>, dice: number): SideDistribution | null {
  let pool = freshPool(dice);
  for (const rule of rerolls) {
    const kind = rerollKind(rule);
    if (!kind || (kind.kind === "lowest-hit" && !isEven(pool))) return null;
    pool = applyRerollKind(pool, kind);
  }
  if (!crit || crit.trigger.length === 0) return { dice, crit: 0, pool };
  if (!crit.reroll) return { dice, crit: triggerChance(pool, crit.trigger), pool };
  const kind = rerollKind(crit.reroll);
  const rerolled = kind && rerollWhenTriggered(pool, crit.trigger, kind);
  return rerolled ? { dice, crit: rerolled.chance, pool: rerolled.pool } : null;
}

export type Role = "attacking" | "defending";

/** The perk and flaw rerolls that apply, in the order `rollSide` applies them. */
function traitRerolls(combatant: Combatant, role: Role, attackType: AttackType): RerollRule[] {
  const rules = [combatant.perk && PERKS[combatant.perk].reroll, combatant.flaw && FLAWS[combatant.flaw].reroll];
  return rules.filter((rule): rule is RerollRule => !!rule && rule.role === role && (!rule.vs || rule.vs.includes(attackType)));
}

/** The crit's trigger and reroll when the crit works in this role against this attack type. */
function critOf(combatant: Combatant, role: Role, attackType: AttackType): { trigger: readonly PokerFace[]; reroll?: RerollRule } | undefined {
  const crit = combatant.crit;
  if (crit === undefined || !critApplies(crit, role, attackType)) return undefined;
  const reroll = CRITS[crit].reroll;
  return { trigger: combatant.critTrigger ?? CRITS[crit].defaultTrigger, ...(reroll ? { reroll } : {}) };
}

const tellsNinesFromTens = (faces: readonly PokerFace[]): boolean => faces.includes("9") !== faces.includes("10");

/**
 * Picks the dice a rule names, least superior listed face first, up to its count; then rolls that
 * many fresh dice into the pool. Works on count vectors: the fresh dice are added one at a time,
 * every vector still waiting for p dice held in its own bucket, so no multinomial table is built.
 */
function applyReroll(dist: Float64Array, dice: number, layout: Layout, rule: RerollRule): Float64Array {
  const categories = layout.groups.length;
  const order = [...new Set(rule.faces.map((face) => layout.categoryOf[face]))];
  const limit = rule.count === "all" ? dice : rule.count;
  const space = countSpace(categories, dice);
  const buckets: (Float64Array | undefined)[] = [];
  const bucket = (pending: number): Float64Array => (buckets[pending] ??= new Float64Array(spaceSize(categories, dice - pending)));
  const v = new Int32Array(categories);
  let most = 0;
  for (let r = 0; r < space.size; r++) {
    const p = dist[r] ?? 0;
    if (p === 0) continue;
    for (let c = 0; c < categories; c++) v[c] = space.vectors[r * categories + c] ?? 0;
    let left = limit;
    for (const c of order) {
      const take = Math.min(left, v[c] ?? 0);
      v[c] = (v[c] ?? 0) - take;
      left -= take;
    }
    const picked = limit - left;
    if (picked > most) most = picked;
    const into = bucket(picked);
    const at = rankOf(v, categories, dice - picked);
    into[at] = (into[at] ?? 0) + p;
  }
  for (let pending = most; pending >= 1; pending--) {
    const from = bucket(pending);
    const into = bucket(pending - 1);
    const held = countSpace(categories, dice - pending);
    for (let r = 0; r < held.size; r++) {
      const p = from[r] ?? 0;
      if (p === 0) continue;
      for (let c = 0; c < categories; c++) v[c] = held.vectors[r * categories + c] ?? 0;
      for (let c = 0; c < categories; c++) {
        v[c] = (v[c] ?? 0) + 1;
        const at = rankOf(v, categories, dice - pending + 1);
        into[at] = (into[at] ?? 0) + p * (layout.weights[c] ?? 0);
        v[c] = (v[c] ?? 0) - 1;
      }
    }
  }
  return bucket(0);
}

/** Folds 9s and 10s together so every side ends in the NUMBERS_MERGED space. */
function mergeNumbers(dist: Float64Array, dice: number): Float64Array {
  const space = countSpace(6, dice);
  const out = new Float64Array(spaceSize(5, dice));
  const v = new Int32Array(5);
  for (let r = 0; r < space.size; r++) {
    const p = dist[r] ?? 0;
    if (p === 0) continue;
    v[0] = (space.vectors[r * 6] ?? 0) + (space.vectors[r * 6 + 1] ?? 0);
    for (let c = 1; c < 5; c++) v[c] = space.vectors[r * 6 + c + 1] ?? 0;
    const at = rankOf(v, 5, dice);
    out[at] = (out[at] ?? 0) + p;
  }
  return out;
}

function computeSide(combatant: Combatant, role: Role, attackType: AttackType, dice: number): SideDistribution {
  const rerolls = traitRerolls(combatant, role, attackType);
  const crit = critOf(combatant, role, attackType);
  return kernelSide(rerolls, crit, dice) ?? countSide(rerolls, crit, dice);
}

/** Every face count tracked: slower, for the rerolls kernels cannot follow (Unlucky, then a crit reroll). */
function countSide(rerolls: readonly RerollRule[], crit: ReturnType<typeof critOf>, dice: number): SideDistribution {
  const everyFace =
    rerolls.some((rule) => tellsNinesFromTens(rule.faces)) ||
    (crit !== undefined && (crit.trigger.includes("9") || crit.trigger.includes("10") || (crit.reroll !== undefined && tellsNinesFromTens(crit.reroll.faces))));
  const layout = everyFace ? EVERY_FACE : NUMBERS_MERGED;
  const categories = layout.groups.length;
  let dist = freshRoll(layout, dice);
  for (const rule of rerolls) dist = applyReroll(dist, dice, layout, rule);
  let critChance = 0;
  if (crit && crit.trigger.length > 0) {
    const needs = new Int32Array(categories);
    for (const face of crit.trigger) needs[layout.categoryOf[face]] = (needs[layout.categoryOf[face]] ?? 0) + 1;
    const space = countSpace(categories, dice);
    const triggered = new Float64Array(space.size);
    const rest = new Float64Array(space.size);
    for (let r = 0; r < space.size; r++) {
      let met = true;
      for (let c = 0; c < categories && met; c++) met = (space.vectors[r * categories + c] ?? 0) >= (needs[c] ?? 0);
      if (met) {
        triggered[r] = dist[r] ?? 0;
        critChance += dist[r] ?? 0;
      } else rest[r] = dist[r] ?? 0;
    }
    if (crit.reroll) {
      const after = applyReroll(triggered, dice, layout, crit.reroll);
      for (let r = 0; r < space.size; r++) rest[r] = (rest[r] ?? 0) + (after[r] ?? 0);
      dist = rest;
    }
  }
  return { dice, counts: everyFace ? mergeNumbers(dist, dice) : dist, crit: critChance };
}

/** The same side worked out on full count vectors whatever its traits: the kernels' check in tests. */
export function sideDistributionByCounts(combatant: Combatant, role: Role, attackType: AttackType, dice: number): SideDistribution {
  return countSide(traitRerolls(combatant, role, attackType), critOf(combatant, role, attackType), dice);
}

const memo = new Map<string, SideDistribution>();
const MEMO_LIMIT = 4096;

/** One side's final roll distribution (memoised: the same figure rolls the same way every time). */
export function sideDistribution(combatant: Combatant, role: Role, attackType: AttackType, dice: number): SideDistribution {
  // The trigger the crit will use: an empty list (never triggers) is not the crit's default.
  const trigger = combatant.crit === undefined ? "" : (combatant.critTrigger ?? CRITS[combatant.crit].defaultTrigger).join(" ");
  const key = [role, attackType, dice, combatant.perk ?? "", combatant.flaw ?? "", combatant.crit ?? "", trigger].join("|");
  const known = memo.get(key);
  if (known) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const side = computeSide(combatant, role, attackType, dice);
  memo.set(key, side);
  return side;
}
