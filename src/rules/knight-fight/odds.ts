import type { KfClass } from "./figure";
import { resolveToHit } from "./to-hit";
import { assertWagerChoice, wagerReturn } from "./wager";

const D6 = [1, 2, 3, 4, 5, 6] as const;
/** Chance that one wager die shows 3 or more. */
export const KF_AP_CHANCE = 4 / 6;

/** Exact chance of a hit, counting the six faces of the attack die. */
export function toHitOdds(combat: number, defence: number, cls: KfClass): { hit: number } {
  const hits = D6.filter((die) => resolveToHit(combat, defence, cls, die).hit).length;
  return { hit: hits / 6 };
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
