import { RuleViolation } from "../common/errors";
import { assertD6 } from "./dice-checks";

export const KF_WAGER = { minTake: 1, maxTake: 6, minDeclare: 1, maxDeclare: 6, apFrom: 3 } as const;

export interface KfWagerResult {
  actionPoints: number;
  returned: number;
  discarded: number;
  /** The side's pool after taking the dice out and putting the returned ones back. */
  pool: number;
}

/** The most dice a side with this pool may take for a wager. */
export function maxTake(pool: number): number {
  return Math.max(0, Math.min(KF_WAGER.maxTake, pool));
}

export function assertWagerChoice(pool: number, take: number, declare: number): void {
  if (!Number.isInteger(take) || take < KF_WAGER.minTake || take > KF_WAGER.maxTake || take > pool) {
    throw new RuleViolation(
      "KnightFight.Rule.WagerTake",
      `Knight Fight: the wager takes 1 to 6 dice, no more than the pool holds (took ${take} from a pool of ${pool})`,
      { take, pool, max: maxTake(pool) },
    );
  }
  if (!Number.isInteger(declare) || declare < KF_WAGER.minDeclare || declare > KF_WAGER.maxDeclare) {
    throw new RuleViolation(
      "KnightFight.Rule.WagerDeclare",
      `Knight Fight: the wager declares a number from 1 to 6 (got ${declare})`,
      { declare },
    );
  }
}

/** Action points are the dice showing 3 or more. */
export function actionPointsOf(dice: readonly number[]): number {
  return dice.filter((die) => die >= KF_WAGER.apFrom).length;
}

/** How many wagered dice go back: min(declare, take) when the declaration was met, else none. */
export function wagerReturn(take: number, declare: number, actionPoints: number): number {
  return declare <= actionPoints ? Math.min(declare, take) : 0;
}

export function resolveWager(pool: number, take: number, declare: number, dice: readonly number[]): KfWagerResult {
  assertWagerChoice(pool, take, declare);
  if (dice.length !== take) {
    throw new RuleViolation(
      "KnightFight.Rule.WagerDiceCount",
      `Knight Fight: the wager rolls exactly the dice taken (${take} taken, ${dice.length} rolled)`,
      { expected: take, actual: dice.length },
    );
  }
  for (const die of dice) assertD6(die, "a wager die");
  const actionPoints = actionPointsOf(dice);
  const returned = wagerReturn(take, declare, actionPoints);
  return { actionPoints, returned, discarded: take - returned, pool: pool - take + returned };
}
