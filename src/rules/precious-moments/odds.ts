import { validateStat } from "./figure";
import { PM_CODES, violation } from "./violations";

export interface SingingOdds {
  /** P(singer's 2d6 <= Cuteness). */
  success: number;
  /** P(success, then target's 2d6 <= Piety). */
  spared: number;
  /** P(success and not spared). */
  humiliated: number;
  /** Expected Value lost by the target per song: humiliated x 7 (the mean of 2d6). */
  expectedHumiliation: number;
  /** P(the song sends the target to Heaven: Humiliation at least its current Value); given with the Value. */
  heaven?: number;
}

const MEAN_2D6 = 7;

/** AT_MOST_2D6[k] = number of the 36 outcomes of 2d6 with total <= k, for k = 0..12. */
const AT_MOST_2D6 = (() => {
  const counts: number[] = [];
  for (let k = 0; k <= 12; k++) {
    let n = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= k) n++;
    counts.push(n);
  }
  return counts;
})();

/** Exact probability that 2d6 totals at most `k`. */
export function chanceAtMost2d6(k: number): number {
  if (k < 0) return 0;
  if (k >= 12) return 1;
  return (AT_MOST_2D6[Math.floor(k)] ?? 0) / 36;
}

/**
 * Exact odds of one song, enumerated over the dice (not sampled). With the target's current
 * Value, also the chance it goes to Heaven (the engine's `isHeavenBound` after the Humiliation).
 */
export function singingOdds(cuteness: number, piety: number, targetValue?: number): SingingOdds {
  validateStat("cuteness", cuteness);
  validateStat("piety", piety);
  if (targetValue !== undefined && !Number.isInteger(targetValue)) {
    throw violation(PM_CODES.statWhole, `Figure stats: value must be a whole number (got ${targetValue}).`, { stat: "value", value: targetValue });
  }
  // Count outcomes out of 36 and 36 x 36 so every figure is an exact fraction until the last division.
  const singHits = AT_MOST_2D6[Math.min(12, cuteness)] ?? 0;
  const spiritHolds = AT_MOST_2D6[Math.min(12, piety)] ?? 0;
  const success = singHits / 36;
  const spared = (singHits * spiritHolds) / 1296;
  const humiliated = (singHits * (36 - spiritHolds)) / 1296;
  const odds = { success, spared, humiliated, expectedHumiliation: (singHits * (36 - spiritHolds) * MEAN_2D6) / 1296 };
  if (targetValue === undefined) return odds;
  // Heaven when Value - Humiliation <= 0, that is a 2d6 Humiliation of at least the Value.
  const enough = 36 - (AT_MOST_2D6[Math.max(0, Math.min(12, targetValue - 1))] ?? 0);
  return { ...odds, heaven: (singHits * (36 - spiritHolds) * enough) / 46656 };
}

export interface SongValueLoss {
  /** Each amount of Value the target can lose to one song (0: the song failed or it was spared), with its exact chance. */
  lost: { amount: number; chance: number }[];
  /** Chance the song sends a target at `value` to Heaven (Value 0 or less). */
  heaven: number;
}

/** Ways 2d6 can total k, for k = 2..12. */
function ways2d6(k: number): number {
  return 6 - Math.abs(k - 7);
}

/** The exact distribution of the Value one song takes from its target (2d6 Humiliation when it lands). */
export function songValueLoss(cuteness: number, piety: number, value: number): SongValueLoss {
  const { humiliated } = singingOdds(cuteness, piety);
  const lost = [{ amount: 0, chance: 1 - humiliated }];
  let heaven = 0;
  for (let amount = 2; amount <= 12; amount++) {
    const chance = (humiliated * ways2d6(amount)) / 36;
    lost.push({ amount, chance });
    if (value - amount <= 0) heaven += chance;
  }
  if (value <= 0) heaven = 1;
  return { lost, heaven };
}
