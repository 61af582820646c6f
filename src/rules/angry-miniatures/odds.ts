import { RuleViolation } from "../common/errors";
import { combinePools, type ContestDistribution } from "./odds-contest";
import { freshPool } from "./odds-pool";

export const MAX_ODDS_DICE = 15;

export interface ContestOdds {
  /** P(the defender takes exactly k damage), k >= 1. */
  readonly attacker: Readonly<Record<number, number>>;
  /** P(the attacker takes exactly k damage), k >= 1; melee only (empty otherwise). */
  readonly defender: Readonly<Record<number, number>>;
  /** P(nobody takes damage). */
  readonly none: number;
  /** P(two or more Aces in the attack roll). */
  readonly attackerCrit: number;
}

const cache = new Map<string, ContestOdds>();

/** Odds are worked out for 0 to MAX_ODDS_DICE dice a side. */
export function assertOddsDice(side: "attack" | "defence", n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_ODDS_DICE) {
    throw new RuleViolation(
      "AngryMiniatures.Rule.OddsDice",
      `Angry Miniatures odds: ${side} dice must be a whole number from 0 to ${MAX_ODDS_DICE} (got ${n}).`,
      { side, value: n, max: MAX_ODDS_DICE },
    );
  }
}

/**
 * Exact odds of a plain contest (no perks, flaws, crits or other modifiers: the dice given are
 * the dice rolled), computed by enumeration rather than sampling. A SuperTieBreaker is a fair
 * coin. `attackOdds` gives the odds of a real attack between two figures.
 */
export function contestOdds(attackDice: number, defenceDice: number, melee: boolean): ContestOdds {
  const cacheKey = `${attackDice}/${defenceDice}/${melee}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const result = computeContestOdds(attackDice, defenceDice, melee);
  cache.set(cacheKey, result);
  return result;
}

/** The same as `contestOdds`, without the memo. */
export function computeContestOdds(attackDice: number, defenceDice: number, melee: boolean): ContestOdds {
  assertOddsDice("attack", attackDice);
  assertOddsDice("defence", defenceDice);
  const contest = combinePools(freshPool(attackDice), freshPool(defenceDice), {
    counter: (difference) => (melee ? difference : 0),
    tieCounter: melee ? 1 : 0,
  });
  const attackerCrit = 1 - (5 / 6) ** attackDice - (attackDice * (5 / 6) ** (attackDice - 1)) / 6;
  return { ...legacyShape(contest), attackerCrit: Math.max(0, attackerCrit) };
}

/** The plain tables: a defender's win that hurts nobody counts as nobody hurt. */
export function legacyShape(contest: ContestDistribution): Omit<ContestOdds, "attackerCrit"> {
  const defender: Record<number, number> = {};
  let none = contest.cleanMiss;
  for (const [k, p] of Object.entries(contest.defenderWins)) {
    if (Number(k) === 0) none += p;
    else defender[Number(k)] = p;
  }
  return { attacker: { ...contest.attackerWins }, defender, none };
}
