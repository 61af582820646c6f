import type { KfClass } from "./figure";
import { classModifier, resolveToHit, toHitTarget, type KfToHitTarget } from "./to-hit";
import { assertWagerChoice, wagerReturn } from "./wager";

const D6 = [1, 2, 3, 4, 5, 6] as const;
/** Chance that one wager die shows 3 or more. */
export const KF_AP_CHANCE = 4 / 6;

/** Exact chance of a hit, counting the six faces of the attack die. */
export function toHitOdds(combat: number, defence: number, cls: KfClass): { hit: number } {
  const hits = D6.filter((die) => resolveToHit(combat, defence, cls, die).hit).length;
  return { hit: hits / 6 };
}

/** What sets the lowest die that hits: the table alone, the class modifier, or a natural 1 or 6. */
export type KfToHitRule = "table" | "class" | "natural-one" | "natural-six";

export interface KfToHitNeed {
  /** The score the DECISIONS table asks of the modified die, from Combat against Defence. */
  tableTarget: KfToHitTarget;
  /** What the attacker's class adds to the die (Fighter +1, Shooter -1). */
  classModifier: number;
  /** The lowest natural face that hits (every higher face hits too). */
  needs: number;
  /** The rule that set `needs`: a natural 1 always misses, a natural 6 always hits. */
  rule: KfToHitRule;
}

/** The lowest face of the attack die that hits, and the rule that set it. */
export function toHitNeed(combat: number, defence: number, cls: KfClass): KfToHitNeed {
  const tableTarget = toHitTarget(combat, defence);
  const modifier = classModifier(cls);
  // A natural 6 always hits, so some face does.
  const needs = D6.find((die) => resolveToHit(combat, defence, cls, die).hit) ?? 6;
  const byModifier = tableTarget - modifier;
  const rule: KfToHitRule = byModifier < needs ? "natural-one" : byModifier > needs ? "natural-six" : modifier !== 0 ? "class" : "table";
  return { tableTarget, classModifier: modifier, needs, rule };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let m = 1; m <= k; m++) result = (result * (n - k + m)) / m;
  return result;
}

export interface KfWagerOdds {
  /** P(action points = k), k = 0..dice. */
  actionPoints: Record<number, number>;
  /** P(dice returned = k), k = 0..dice. */
  returned: Record<number, number>;
  /** P(declare <= action points). */
  success: number;
}

/** Exact wager odds: action points follow a binomial(dice, 4/6). */
export function wagerOdds(dice: number, declare: number): KfWagerOdds {
  assertWagerChoice(dice, dice, declare);
  const actionPoints: Record<number, number> = {};
  const returned: Record<number, number> = {};
  for (let k = 0; k <= dice; k++) returned[k] = 0;
  let success = 0;
  for (let k = 0; k <= dice; k++) {
    const p = binomial(dice, k) * KF_AP_CHANCE ** k * (1 - KF_AP_CHANCE) ** (dice - k);
    actionPoints[k] = p;
    const back = wagerReturn(dice, declare, k);
    returned[back] = (returned[back] ?? 0) + p;
    if (declare <= k) success += p;
  }
  return { actionPoints, returned, success };
}

export interface KfDangerOdds {
  /** P(the end-of-activation check kills the figure): a d6 at or under its danger tokens. */
  killed: number;
  /** P(its side loses exactly k more pool dice), k = 0..6: 0 when it survives, a d6 when it dies. */
  poolLoss: Record<number, number>;
}

/** Exact odds of the end-of-activation danger check (`dangerCheck`) for a figure with these tokens. */
export function dangerOdds(danger: number): KfDangerOdds {
  const killedFaces = D6.filter((die) => die <= danger).length;
  const killed = danger > 0 ? killedFaces / 6 : 0;
  const poolLoss: Record<number, number> = { 0: 1 - killed };
  for (const die of D6) poolLoss[die] = killed / 6;
  return { killed, poolLoss };
}
