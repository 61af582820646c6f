import { isRuleViolation, RuleViolation } from "../../../rules/common/errors";
import { checkForceBudget, checkForceSize, KF_FORCE_SIZE, startingPool, type KfCheck } from "../../../rules/knight-fight/force";
import { counterViolation, KF_FORCE_COUNTERS } from "../../../data/knight-fight/counters";
import type { KfForceSource } from "./force-schema";
import type { KfForceMember } from "./force-members";

/** The stored numbers of a force: a starting pool of at least 1, a pool of 0 or more. */
export function forceNumbersViolation(source: KfForceSource): RuleViolation | null {
  try {
    startingPool(source.startingPool);
  } catch (error) {
    if (isRuleViolation(error)) return error;
    throw error;
  }
  return counterViolation(source, KF_FORCE_COUNTERS);
}

/** The force checks (size 1-3, cost within the budget) over members whose builds are legal. */
export function forceChecks(members: readonly KfForceMember[], budget: number): KfCheck[] {
  const legal = members.filter((m) => m.cost !== null).map((m) => m.stats);
  return [checkForceSize(members.map((m) => m.stats)), checkForceBudget(legal, budget)];
}

/**
 * What a change of members breaks at "enforce": a fourth figure, or going over the budget. A
 * force still being gathered (fewer than one figure) is only ever warned about.
 */
export function enforcedMemberViolation(members: readonly KfForceMember[], budget: number): RuleViolation | null {
  const [size, cost] = forceChecks(members, budget);
  if (size && !size.ok && members.length > KF_FORCE_SIZE.max) return size.violation ?? null;
  return cost && !cost.ok ? (cost.violation ?? null) : null;
}

export function notAFigure(name: string): RuleViolation {
  return new RuleViolation("KnightFight.Documents.Rule.OnlyFigures", `Knight Fight: only Knight Fight figures can join a force (${name} is not one)`, { name });
}
